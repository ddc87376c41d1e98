import ScenewrightTesting

// Small apps for the explorer's tests: one clean, one with seeded faults.

/// A screen of buttons, built from (title, identifier, action) triples.
@MainActor final class ButtonsViewController: ViewController {
    private let buttons: [(String, String)]
    var onTap: (String) -> Void = { _ in }

    init(title: String, buttons: [(String, String)]) {
        self.buttons = buttons
        super.init()
        self.title = title
    }

    override func loadView() {
        let root = View()
        root.addSubview(Label(title ?? "").identified("heading"))
        for (title, identifier) in buttons {
            root.addSubview(Button(title) { [weak self] in self?.onTap(identifier) }.identified(identifier))
        }
        view = root
    }
}

/// Home → Detail (push) → back; Home → Form (sheet with a text field, swipeable) ; Home → an alert
/// whose actions have spaces in their titles.
@MainActor enum CleanApp {
    static func launch() -> Window {
        let home = ButtonsViewController(
            title: "Home", buttons: [("Details", "details"), ("Form", "form"), ("Delete", "delete")])
        let navigation = NavigationController(rootViewController: home)
        home.onTap = { [weak home, weak navigation] identifier in
            guard let home, let navigation else { return }
            switch identifier {
            case "details":
                navigation.pushViewController(
                    ButtonsViewController(title: "Detail", buttons: []), animated: true)
            case "form":
                let form = FormViewController()
                home.present(form, animated: true)
            default:
                let alert = AlertController(
                    title: "Delete all?", message: "This cannot be undone.", preferredStyle: .alert)
                alert.addAction(AlertAction(title: "Delete all", style: .destructive))
                alert.addAction(AlertAction(title: "Keep them", style: .cancel))
                home.present(alert, animated: true)
            }
        }
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return window
    }
}

/// A sheet with a text field.
@MainActor final class FormViewController: ViewController {
    override func loadView() {
        let root = View()
        root.addSubview(TextField(placeholder: "Name").identified("name"))
        view = root
    }
}

/// A screen that keeps itself alive: its button's action captures it strongly.
@MainActor final class LeakyViewController: ViewController {
    override func loadView() {
        let root = View()
        root.addSubview(Button("Stay") { self.title = "Leaky" }.identified("stay"))
        view = root
    }
}

/// A container that adds a child's view but never forwards appearance to it.
@MainActor final class SilentContainerViewController: ViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        let child = ButtonsViewController(title: "Silent child", buttons: [])
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A button that refuses every tap.
@MainActor final class DeadButton: Button {
    override func handleTap() -> Bool { false }
}

/// Home offers: "next" → Middle, whose "leak" pushes a leaking screen (shortest path: next, leak);
/// "again" pushes the top controller a second time (a rejected push); "silent" pushes a container
/// whose child never appears; "dead" is a button that throws when tapped.
@MainActor enum FaultyApp {
    static func launch() -> Window {
        let home = ButtonsViewController(
            title: "Home", buttons: [("Next", "next"), ("Again", "again"), ("Silent", "silent")])
        let navigation = NavigationController(rootViewController: home)
        home.onTap = { [weak home, weak navigation] identifier in
            guard let home, let navigation else { return }
            switch identifier {
            case "next":
                let middle = ButtonsViewController(title: "Middle", buttons: [("Leak", "leak")])
                middle.onTap = { [weak navigation] _ in
                    navigation?.pushViewController(LeakyViewController(), animated: true)
                }
                navigation.pushViewController(middle, animated: true)
            case "again":
                navigation.pushViewController(home, animated: true)
            default:
                navigation.pushViewController(SilentContainerViewController(), animated: true)
            }
        }
        home.loadViewIfNeeded()
        home.view.addSubview(DeadButton("Dead").identified("dead"))
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return window
    }
}

/// A coordinator whose child holds its parent strongly: once "start" is tapped, both outlive the app.
@MainActor final class CyclingCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    var parentCoordinator: (any Coordinator)?  // strong on purpose: the seeded leak
    let navigation: NavigationController

    init(navigation: NavigationController) { self.navigation = navigation }

    func start() {
        navigation.pushViewController(ButtonsViewController(title: "Child", buttons: []), animated: true)
    }

    static func launch() -> LaunchedApp {
        let root = ButtonsViewController(title: "Root", buttons: [("Start", "start")])
        let navigation = NavigationController(rootViewController: root)
        let coordinator = CyclingCoordinator(navigation: navigation)
        root.onTap = { [weak coordinator, weak navigation] _ in
            guard let coordinator, let navigation else { return }
            coordinator.startChildCoordinator(CyclingCoordinator(navigation: navigation))
        }
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return LaunchedApp(window: window, coordinators: [coordinator])
    }
}

/// A screen whose live updates show in a label. It starts them when its view loads and stops them
/// in `viewWillDisappear`; only with `restartsOnAppear` does it start them again in
/// `viewWillAppear`. Without, a cancelled swipe back or sheet drag leaves them stopped on screen:
/// the classic cancelled-gesture bug.
@MainActor final class LiveUpdatesViewController: ViewController {
    private let restartsOnAppear: Bool
    private let status = Label("Live updates: on")

    init(title: String, restartsOnAppear: Bool) {
        self.restartsOnAppear = restartsOnAppear
        super.init()
        self.title = title
    }

    override func loadView() {
        let root = View()
        root.addSubview(status.identified("status"))
        view = root
    }

    override func viewWillAppear(_ animated: Bool) {
        if restartsOnAppear { status.text = "Live updates: on" }
    }

    override func viewWillDisappear(_ animated: Bool) {
        status.text = "Live updates: off"
    }
}

/// Home offers: "open" pushes a live screen that never restarts its updates (found by a cancelled
/// swipe back), "sheet" presents one as a sheet (found by a cancelled drag), "fixed" pushes one that
/// restarts them (clean), and "locked" presents a sheet that is modal in presentation (a drag does
/// nothing, which is no error).
@MainActor enum CancelledGestureApp {
    static func launch() -> Window {
        let home = ButtonsViewController(
            title: "Home",
            buttons: [("Open", "open"), ("Sheet", "sheet"), ("Fixed", "fixed"), ("Locked", "locked")])
        let navigation = NavigationController(rootViewController: home)
        home.onTap = { [weak home, weak navigation] identifier in
            guard let home, let navigation else { return }
            switch identifier {
            case "open":
                navigation.pushViewController(
                    LiveUpdatesViewController(title: "Live", restartsOnAppear: false), animated: true)
            case "sheet":
                home.present(
                    LiveUpdatesViewController(title: "Live sheet", restartsOnAppear: false), animated: true)
            case "fixed":
                navigation.pushViewController(
                    LiveUpdatesViewController(title: "Fixed", restartsOnAppear: true), animated: true)
            default:
                let locked = FormViewController()
                locked.isModalInPresentation = true
                home.present(locked, animated: true)
            }
        }
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return window
    }
}
