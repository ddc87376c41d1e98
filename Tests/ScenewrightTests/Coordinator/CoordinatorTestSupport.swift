import Scenewright

/// A plain titled screen.
@MainActor final class Page: ViewController {
    init(_ title: String) {
        super.init()
        self.title = title
    }

    override func loadView() {
        view = Label(title ?? "").identified("page")
    }
}

/// A log of coordinator events shared by a test's coordinators.
@MainActor final class CoordinatorLog {
    var events: [String] = []
}

/// A coordinator that pushes `pages` pages when started and logs finished children.
@MainActor class PushingCoordinator: NavigationCoordinator {
    let name: String
    let pages: Int
    let log: CoordinatorLog
    /// Keeps a root coordinator's window alive for the test.
    var window: Window?

    /// Lets the window go first, so a test's end does not look like a coordinator released while its
    /// screens are on screen (`coordinator.releasedWhileShown`).
    deinit { window = nil }

    init(_ name: String, pages: Int = 1, navigationController: NavigationController, log: CoordinatorLog) {
        self.name = name
        self.pages = pages
        self.log = log
        super.init(navigationController: navigationController)
    }

    override func start() {
        for index in 0..<pages {
            push(Page("\(name).\(index)"), animated: true)
        }
    }

    override func childDidFinish(_ child: any Coordinator) {
        super.childDidFinish(child)
        log.events.append("\(name): \((child as? PushingCoordinator)?.name ?? "?") finished")
    }

    /// Starts a child that pushes `pages` pages on the same navigation controller.
    @discardableResult
    func pushChild(_ name: String, pages: Int = 1) -> PushingCoordinator {
        let child = PushingCoordinator(
            name, pages: pages, navigationController: navigationController, log: log)
        startChildCoordinator(child)
        return child
    }

    /// Starts a child that presents one page with `style`.
    @discardableResult
    func presentChild(_ name: String, style: ModalPresentationStyle = .pageSheet) -> PresentingCoordinator {
        let child = PresentingCoordinator(
            name, style: style, navigationController: navigationController, log: log)
        startChildCoordinator(child)
        return child
    }
}

/// A coordinator that presents one page when started.
@MainActor final class PresentingCoordinator: PushingCoordinator {
    let style: ModalPresentationStyle

    init(
        _ name: String, style: ModalPresentationStyle, navigationController: NavigationController,
        log: CoordinatorLog
    ) {
        self.style = style
        super.init(name, pages: 0, navigationController: navigationController, log: log)
    }

    override func start() {
        let page = Page("\(name).modal")
        page.modalPresentationStyle = style
        present(page, animated: true)
    }
}

/// A root coordinator in a visible window, with the window.
@MainActor func runningRoot(log: CoordinatorLog = CoordinatorLog()) -> (PushingCoordinator, Window) {
    let navigation = NavigationController(rootViewController: Page("root"))
    let root = PushingCoordinator("root", pages: 0, navigationController: navigation, log: log)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    root.window = window
    root.start()
    return (root, window)
}

extension Coordinator {
    /// The names of the `PushingCoordinator` children, for assertions.
    var childNames: [String] { childCoordinators.map { ($0 as? PushingCoordinator)?.name ?? "?" } }
}
