// Paul Hudson's coordinator tutorial, written as the tutorial writes it (with HeadlessUI's names):
// MainCoordinator gets an EMPTY navigation controller and start() pushes the first screen; buying
// runs in a BuyCoordinator child that tells its parent childDidFinish, also after the back button
// (found with the navigation delegate); then a tab bar holds one coordinator per tab.
import Scenewright
import ScenewrightTesting
import Testing

@MainActor private final class HomeViewController: ViewController {
    weak var coordinator: MainCoordinator?

    override func loadView() {
        title = "Home"
        view = StackView {
            Button("Buy") { [unowned self] in coordinator?.buySubscription() }.identified("buy")
            Button("Create account") { [unowned self] in coordinator?.createAccount() }
                .identified("createAccount")
        }
    }
}

@MainActor private final class BuyViewController: ViewController {
    weak var coordinator: BuyCoordinator?
    var selectedProduct = 0

    override func loadView() {
        title = "Buy"
        view = Button("Done") { [unowned self] in coordinator?.didFinishBuying() }.identified("done")
    }
}

@MainActor private final class CreateAccountViewController: ViewController {
    weak var coordinator: MainCoordinator?

    override func loadView() {
        title = "Create account"
        view = Label("Sign up")
    }
}

@MainActor private final class MainCoordinator: Coordinator, NavigationControllerDelegate {
    var childCoordinators = [any Coordinator]()
    weak var parentCoordinator: (any Coordinator)?
    var navigationController: NavigationController

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        let vc = HomeViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: false)
    }

    func buySubscription() {
        let child = BuyCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func createAccount() {
        let vc = CreateAccountViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func childDidFinish(_ child: (any Coordinator)?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        guard
            let fromViewController = navigationController.transitionCoordinator?.viewController(
                forKey: .from)
        else { return }
        if navigationController.viewControllers.contains(where: { $0 === fromViewController }) { return }
        if let buyViewController = fromViewController as? BuyViewController {
            childDidFinish(buyViewController.coordinator)
        }
    }
}

@MainActor private final class BuyCoordinator: Coordinator {
    var childCoordinators = [any Coordinator]()
    weak var parentCoordinator: (any Coordinator)?
    var navigationController: NavigationController

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let vc = BuyViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func didFinishBuying() {
        (parentCoordinator as? MainCoordinator)?.childDidFinish(self)
        navigationController.popViewController(animated: true)
    }
}

/// The tutorial's tab bar: the tab bar controller owns one coordinator per tab.
@MainActor private final class MainTabBarController: TabBarController {
    let main = MainCoordinator(navigationController: NavigationController())
    let buy = BuyCoordinator(navigationController: NavigationController())

    override func viewDidLoad() {
        main.start()
        buy.start()
        viewControllers = [main.navigationController, buy.navigationController]
    }
}

@MainActor @Suite struct CoordinatorTutorialTests {
    /// The app delegate's part: an empty navigation controller, the coordinator started, and the
    /// window owning the coordinator.
    private func launch() -> Window {
        let navController = NavigationController()
        let coordinator = MainCoordinator(navigationController: navController)
        coordinator.start()
        let window = Window()
        window.rootViewController = navController
        window.rootCoordinator = coordinator
        window.makeKeyAndVisible()
        return window
    }

    @Test(
        "start() pushes the first screen onto an empty navigation controller, as the tutorial writes it")
    func startPushesTheFirstScreen() throws {
        let window = launch()
        let navigation = try #require(window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is HomeViewController)
        #expect(window.find(identifier: "back") == nil)
        #expect(window.rootCoordinator is MainCoordinator)
    }

    @Test("buying runs in a child coordinator that tells its parent childDidFinish when done")
    func childDidFinishWhenDone() throws {
        let window = launch()
        let main = try #require(window.rootCoordinator as? MainCoordinator)
        weak var buying: BuyCoordinator?
        try window.tap("buy")
        buying = main.childCoordinators.first as? BuyCoordinator
        #expect(buying != nil)
        try window.tap("done")
        #expect(main.childCoordinators.isEmpty && buying == nil)
        #expect(main.navigationController.topViewController is HomeViewController)
    }

    @Test("the back button finishes the child too, through the navigation delegate")
    func backButtonFinishesTheChild() throws {
        let window = launch()
        let main = try #require(window.rootCoordinator as? MainCoordinator)
        weak var buying: BuyCoordinator?
        try window.tap("buy")
        buying = main.childCoordinators.first as? BuyCoordinator
        try window.tap("back")
        #expect(main.childCoordinators.isEmpty && buying == nil)
        try window.tap("createAccount")
        #expect(main.navigationController.topViewController is CreateAccountViewController)
        #expect(main.childCoordinators.isEmpty)
    }

    @Test("the tab bar holds one coordinator per tab, each starting its own empty navigation controller")
    func tabBar() throws {
        let tabs = MainTabBarController()
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.main.navigationController.topViewController is HomeViewController)
        #expect(tabs.buy.navigationController.topViewController is BuyViewController)
        try window.tap("buy")
        #expect(tabs.main.childCoordinators.count == 1)
        try window.tap("back")
        #expect(tabs.main.childCoordinators.isEmpty)
    }
}
