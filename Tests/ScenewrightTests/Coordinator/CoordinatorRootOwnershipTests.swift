import Scenewright
import ScenewrightTesting
import Testing

/// What the home screen reports.
@MainActor private protocol HomeDelegate: AnyObject {
    func homeDidTapBuy()
}

/// A home screen holding its coordinator weakly, as the flow delegate convention says.
@MainActor private final class HomeViewController: ViewController {
    weak var delegate: (any HomeDelegate)?
    init() {
        super.init()
        title = "Home"
    }
    override func loadView() {
        view = Button("Buy") { [unowned self] in delegate?.homeDidTapBuy() }.identified("buy")
    }
}

/// A root coordinator: pushes Home on start, a titled page on "buy".
@MainActor private final class MainCoordinator: NavigationCoordinator, HomeDelegate {
    override func start() {
        let home = HomeViewController()
        home.delegate = self
        push(home, animated: false)
    }
    func homeDidTapBuy() { push(Page("Products"), animated: true) }
}

/// A plain coordinator, written like the tutorial's: it knows its navigation controller.
@MainActor private final class PlainCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    weak var parentCoordinator: (any Coordinator)?
    let navigationController: NavigationController
    init(navigationController: NavigationController) { self.navigationController = navigationController }
    func start() {}
}

/// The diagnostics' texts.
@MainActor private func texts(_ diagnostics: [UIDiagnostic]) -> [String] { diagnostics.map(\.description) }

@MainActor @Suite struct CoordinatorRootOwnershipTests {
    /// The "first hour" launch: the coordinator is a local that dies when `launch` returns.
    private func launchForgettingTheCoordinator() -> Window {
        let navigation = NavigationController(rootViewController: Page("Start"))
        let coordinator = MainCoordinator(navigationController: navigation)
        coordinator.start()
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return window
    }

    /// The same launch, handing the coordinator to the window.
    private func launchKeepingTheCoordinator() -> Window {
        let navigation = NavigationController(rootViewController: Page("Start"))
        let coordinator = MainCoordinator(navigationController: navigation)
        coordinator.start()
        let window = Window()
        window.rootCoordinator = coordinator
        window.makeKeyAndVisible()
        return window
    }

    @Test("first hour: a root coordinator nobody keeps is reported when released, naming its screens")
    func forgottenRootIsReported() throws {
        var window: Window?
        let diagnostics = captureDiagnostics { window = launchForgettingTheCoordinator() }
        #expect(
            texts(diagnostics) == [
                "[coordinator.releasedWhileShown] MainCoordinator was released while its screens are on "
                    + "screen (HomeViewController \"Home\"): their taps now reach no coordinator. Keep the "
                    + "root coordinator alive — window.rootCoordinator = coordinator keeps it while its "
                    + "controller is the window's root — and let parents hold their children in "
                    + "childCoordinators."
            ])
        let shown = try #require(window)
        try shown.tap("buy")  // a dead tap, as the diagnostic said: nothing is pushed
        #expect(shown.find(identifier: "page") == nil)
    }

    @Test("handed to the window, the root coordinator lives on and taps reach it")
    func windowKeepsTheRoot() throws {
        var window: Window?
        let diagnostics = captureDiagnostics { window = launchKeepingTheCoordinator() }
        #expect(diagnostics.isEmpty)
        let shown = try #require(window)
        #expect(shown.rootCoordinator is MainCoordinator)
        try shown.tap("buy")
        #expect((shown.rootViewController as? NavigationController)?.topViewController?.title == "Products")
    }

    @Test(
        "a new root controller releases the old root coordinator; releasing the window releases the new one")
    func rootChangesRelease() {
        weak var first: MainCoordinator?
        weak var second: MainCoordinator?
        weak var secondNavigation: NavigationController?
        var window: Window? = Window()
        let diagnostics = captureDiagnostics {
            do {
                let coordinator = MainCoordinator(
                    navigationController: NavigationController(rootViewController: Page("A")))
                coordinator.start()
                window?.rootCoordinator = coordinator
                window?.makeKeyAndVisible()
                first = coordinator
            }
            #expect(first != nil)
            do {
                let coordinator = MainCoordinator(
                    navigationController: NavigationController(rootViewController: Page("B")))
                window?.rootCoordinator = coordinator
                second = coordinator
                secondNavigation = coordinator.navigationController
            }
            #expect(first == nil && second != nil)
            #expect(window?.rootCoordinator === second)
            window = nil
        }
        #expect(second == nil && secondNavigation == nil)
        #expect(diagnostics.isEmpty)  // released with its window: nothing was left on screen
    }

    @Test("setting another root controller by hand lets the root coordinator go")
    func manualRootReleases() {
        weak var coordinator: MainCoordinator?
        let window = Window()
        do {
            let main = MainCoordinator(
                navigationController: NavigationController(rootViewController: Page("A")))
            window.rootCoordinator = main
            coordinator = main
        }
        #expect(coordinator != nil)
        window.rootViewController = Page("Other")
        #expect(coordinator == nil)
        #expect(window.rootCoordinator == nil)
    }

    @Test("setting nil lets go; the root controller stays")
    func settingNil() {
        weak var coordinator: MainCoordinator?
        let window = Window()
        let navigation = NavigationController(rootViewController: Page("A"))
        do {
            let main = MainCoordinator(navigationController: navigation)
            window.rootCoordinator = main
            coordinator = main
        }
        window.rootCoordinator = nil
        #expect(coordinator == nil)
        #expect(window.rootViewController === navigation)
    }

    @Test("a releasing root reports once, with its children's screens, and the children stay quiet")
    func oneReportForATree() throws {
        let diagnostics = captureDiagnostics {
            let navigation = NavigationController(rootViewController: Page("Start"))
            let window = Window()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            do {
                let root = MainCoordinator(navigationController: navigation)
                root.start()
                let child = MainCoordinator(navigationController: navigation)
                root.startChildCoordinator(child)
            }
            withExtendedLifetime(window) {}  // `_ = window` does not keep it alive in release builds
        }
        #expect(diagnostics.map(\.kind.rawValue) == ["coordinator.releasedWhileShown"])
        #expect(
            diagnostics.first?.message.contains("(HomeViewController \"Home\", HomeViewController \"Home\")")
                == true)
    }

    @Test("a plain coordinator without a root controller is kept while the window's current root stays")
    func plainCoordinatorKeptWithCurrentRoot() {
        weak var coordinator: PlainCoordinator?
        let window = Window()
        let navigation = NavigationController(rootViewController: Page("A"))
        window.rootViewController = navigation
        do {
            let plain = PlainCoordinator(navigationController: navigation)
            window.rootCoordinator = plain
            coordinator = plain
        }
        #expect(coordinator != nil && window.rootCoordinator === coordinator)
        window.rootViewController = nil
        #expect(coordinator == nil)
    }

    @Test("a window with no root keeps no plain coordinator, and says why")
    func noRootNoCoordinator() {
        weak var coordinator: PlainCoordinator?
        let window = Window()
        let diagnostics = captureDiagnostics {
            let plain = PlainCoordinator(
                navigationController: NavigationController(rootViewController: Page("A")))
            window.rootCoordinator = plain
            coordinator = plain
        }
        #expect(coordinator == nil && window.rootCoordinator == nil)
        #expect(diagnostics.map(\.kind.rawValue) == ["coordinator.noRoot"])
    }

    @Test("a coordinator whose navigation controller is another window's root is rejected and not kept")
    func controllerInUse() {
        let navigation = NavigationController(rootViewController: Page("A"))
        let other = Window()
        other.rootViewController = navigation
        let window = Window()
        weak var coordinator: MainCoordinator?
        let diagnostics = captureDiagnostics {
            let main = MainCoordinator(navigationController: navigation)
            window.rootCoordinator = main
            coordinator = main
        }
        #expect(coordinator == nil && window.rootCoordinator == nil && window.rootViewController == nil)
        #expect(diagnostics.map(\.kind) == [.controllerInUse])
    }
}
