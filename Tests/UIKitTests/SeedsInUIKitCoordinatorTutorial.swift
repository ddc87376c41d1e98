// The Coordinator tutorial (Paul Hudson's "How to use the coordinator pattern in iOS apps" and its
// "Advanced coordinators" follow-up), block by block, written with UIKit's names as the tutorial
// writes them — its own `Coordinator` protocol, `Storyboarded`, a first screen named `ViewController`,
// an app delegate that owns the coordinator, child coordinators, the navigation-controller delegate
// that notices the back button, passing data, the tab bar, and protocols and closures instead of
// concrete coordinators. Each test runs headless and checks what the tutorial says happens.
import Testing
import UIKit

// MARK: The tutorial's protocols

// The tutorial: `protocol Coordinator` with `[Coordinator]`, later `protocol Coordinator: AnyObject`.
// This package's targets ask for `any` on existentials; `@MainActor` because main-actor classes
// (holding a UINavigationController) implement it, which Swift 6 requires on iOS too. The tutorial's
// own protocol is used, not Scenewright's, to keep its code as written.
@MainActor private protocol Coordinator: AnyObject {
    var childCoordinators: [any Coordinator] { get set }
    var navigationController: UINavigationController { get set }

    func start()
}

// The tutorial: `protocol Storyboarded { static func instantiate() -> Self }`. `init()` is added:
// HeadlessUI's `UIViewController.init()` is not `required`, so `Self()` on a metatype needs the
// protocol to ask for it (UIKit's Objective-C initializers allow `Self()` without it).
@MainActor private protocol Storyboarded {
    init()
    static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
    // The tutorial loads the controller from Main.storyboard by its class name
    // (`NSStringFromClass(self)`, `UIStoryboard(name:bundle:)`,
    // `instantiateViewController(withIdentifier:) as! Self`). There are no storyboards headless: the
    // controller is made from its metatype, which is what the storyboard does for a scene whose
    // views are built in code.
    static func instantiate() -> Self {
        return Self()
    }
}

/// A button made in code for what the tutorial draws in the storyboard and wires to an `@IBAction`
/// (which needs Objective-C): the action calls the same method.
@MainActor private func makeButton(_ title: String, _ identifier: String, action: @escaping () -> Void)
    -> UIButton
{
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.accessibilityIdentifier = identifier
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    return button
}

// MARK: Part one: one coordinator

private enum PartOne {
    final class ViewController: UIViewController, Storyboarded {
        weak var coordinator: MainCoordinator?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Home"
            view.addSubview(makeButton("Buy", "buy") { [unowned self] in self.buyTapped(self) })
            view.addSubview(
                makeButton("Create Account", "createAccount") { [unowned self] in self.createAccount(self) })
        }

        // The tutorial: `@IBAction func buyTapped(_ sender: Any)`.
        func buyTapped(_ sender: Any) {
            coordinator?.buySubscription()
        }

        // The tutorial: `@IBAction func createAccount(_ sender: Any)`.
        func createAccount(_ sender: Any) {
            coordinator?.createAccount()
        }
    }

    final class BuyViewController: UIViewController, Storyboarded {
        weak var coordinator: MainCoordinator?
    }

    final class CreateAccountViewController: UIViewController, Storyboarded {
        weak var coordinator: MainCoordinator?
    }

    final class MainCoordinator: Coordinator {
        var childCoordinators = [any Coordinator]()
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let vc = ViewController.instantiate()
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: false)
        }

        func buySubscription() {
            let vc = BuyViewController.instantiate()
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: true)
        }

        func createAccount() {
            let vc = CreateAccountViewController.instantiate()
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: true)
        }
    }

    // The tutorial's AppDelegate (an `@main` type; here the test calls it as the app would).
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: MainCoordinator?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            // create the main navigation controller to be used for our app
            let navController = UINavigationController()

            // send that into our coordinator so that it can display view controllers
            coordinator = MainCoordinator(navigationController: navController)

            // tell the coordinator to take over control
            coordinator?.start()

            // create a basic UIWindow and activate it
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = navController
            window?.makeKeyAndVisible()

            return true
        }
    }
}

// MARK: Part two: child coordinators, back navigation, data, tabs

/// A stand-in for `UISegmentedControl` (not modelled by HeadlessUI): its items and selected index.
private final class SegmentedControl: UIView {
    let items: [String]
    var selectedSegmentIndex = 0

    init(items: [String]) {
        self.items = items
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

private enum PartTwo {
    final class ViewController: UIViewController, Storyboarded {
        weak var coordinator: MainCoordinator?
        // The tutorial: a segmented control outlet, `@IBOutlet var product: UISegmentedControl!`.
        // HeadlessUI has no UISegmentedControl: a stand-in with its initializer and index.
        var product: SegmentedControl!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Home"
            product = SegmentedControl(items: ["Monthly", "Yearly"])
            product.selectedSegmentIndex = 0
            product.accessibilityIdentifier = "product"
            view.addSubview(product)
            view.addSubview(makeButton("Buy", "buy") { [unowned self] in self.buyTapped(self) })
        }

        func buyTapped(_ sender: Any) {
            coordinator?.buySubscription(to: product.selectedSegmentIndex)
        }
    }

    final class BuyViewController: UIViewController, Storyboarded {
        weak var coordinator: BuyCoordinator?
        var selectedProduct = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Buy"
        }
    }

    final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
        var childCoordinators = [any Coordinator]()
        var navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            navigationController.delegate = self
            let vc = ViewController.instantiate()
            vc.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: false)
        }

        func buySubscription(to productType: Int) {
            let child = BuyCoordinator(navigationController: navigationController)
            child.parentCoordinator = self
            child.selectedProduct = productType
            childCoordinators.append(child)
            child.start()
        }

        func childDidFinish(_ child: (any Coordinator)?) {
            for (index, coordinator) in childCoordinators.enumerated() {
                if coordinator === child {
                    childCoordinators.remove(at: index)
                    break
                }
            }
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            // Read the view controller we're moving from.
            guard
                let fromViewController = navigationController.transitionCoordinator?.viewController(
                    forKey: .from)
            else {
                return
            }

            // Check whether our view controller array already contains that view controller. If it
            // does it means we're pushing a different view controller on top rather than popping it,
            // so exit.
            if navigationController.viewControllers.contains(fromViewController) {
                return
            }

            // We're still here – it means we're popping the view controller, so we can check whether
            // it's a buy view controller
            if let buyViewController = fromViewController as? BuyViewController {
                // We're popping a buy view controller; end its coordinator
                childDidFinish(buyViewController.coordinator)
            }
        }
    }

    final class BuyCoordinator: Coordinator {
        var childCoordinators = [any Coordinator]()
        var navigationController: UINavigationController
        weak var parentCoordinator: MainCoordinator?
        var selectedProduct = 0

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let vc = BuyViewController.instantiate()
            vc.selectedProduct = selectedProduct
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: true)
        }

        // The tutorial's first way out: BuyViewController's viewDidDisappear calls this.
        func didFinishBuying() {
            parentCoordinator?.childDidFinish(self)
        }
    }

    final class MainTabBarController: UITabBarController {
        let main = MainCoordinator(navigationController: UINavigationController())

        override func viewDidLoad() {
            main.start()
            viewControllers = [main.navigationController]
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            // Override point for customization after application launch.
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = MainTabBarController()
            window?.makeKeyAndVisible()

            return true
        }
    }
}

// MARK: Part three: protocols and closures instead of concrete coordinators

// The tutorial: `protocol Buying: AnyObject`, `protocol AccountCreating: AnyObject`; `@MainActor` as
// above.
@MainActor private protocol Buying: AnyObject {
    func buySubscription()
}

@MainActor private protocol AccountCreating: AnyObject {
    func createAccount()
}

private enum PartThree {
    final class ViewController: UIViewController, Storyboarded {
        weak var coordinator: (any Buying & AccountCreating)?
        var buyAction: (() -> Void)?
        var createAccountAction: (() -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(makeButton("Buy", "buy") { [unowned self] in self.buyTapped(self) })
            view.addSubview(
                makeButton("Create Account", "createAccount") { [unowned self] in self.createAccount(self) })
            view.addSubview(
                makeButton("Buy (protocol)", "buyProtocol") { [unowned self] in
                    self.coordinator?.buySubscription()
                })
        }

        func buyTapped(_ sender: Any) {
            buyAction?()
        }

        func createAccount(_ sender: Any) {
            createAccountAction?()
        }
    }

    final class MainCoordinator: Coordinator, Buying, AccountCreating {
        var childCoordinators = [any Coordinator]()
        var navigationController: UINavigationController
        private(set) var calls: [String] = []

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let vc = ViewController.instantiate()
            vc.coordinator = self
            vc.buyAction = { [weak self] in
                self?.buySubscription()
            }
            vc.createAccountAction = { [weak self] in
                self?.createAccount()
            }
            navigationController.pushViewController(vc, animated: false)
        }

        func buySubscription() { calls.append("buy") }
        func createAccount() { calls.append("createAccount") }
    }
}

// MARK: Tests

@MainActor
@Suite("The Coordinator tutorial in UIKit")
struct SeedsInUIKitCoordinatorTutorialTests {
    @Test(
        "the app delegate: an empty UINavigationController, start() pushes ViewController, the window shows it"
    )
    func appDelegate() throws {
        let appDelegate = PartOne.AppDelegate()
        #expect(appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let window = try #require(appDelegate.window)
        let coordinator = try #require(appDelegate.coordinator)
        #expect(coordinator.navigationController.viewControllers.count == 1)
        let home = try #require(coordinator.navigationController.topViewController as? PartOne.ViewController)
        #expect(home.appearanceState == .appeared)
        let homeCoordinatorIsMain = home.coordinator === coordinator
        #expect(homeCoordinatorIsMain)
        #expect(window.find(identifier: "back") == nil)
        #expect(window.isKeyWindow)
    }

    @Test("Storyboarded.instantiate() makes the type asked for")
    func storyboarded() {
        let buy = PartOne.BuyViewController.instantiate()
        let made: UIViewController = buy
        #expect(made is PartOne.BuyViewController)
        #expect(!buy.isViewLoaded)
    }

    @Test("the buttons ask the coordinator, which pushes the next screen; back returns")
    func buttonsAskTheCoordinator() throws {
        let appDelegate = PartOne.AppDelegate()
        _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(appDelegate.window)
        let navigation = try #require(appDelegate.coordinator?.navigationController)
        try window.tap("buy")
        #expect(navigation.topViewController is PartOne.BuyViewController)
        try window.tap("back")
        try window.tap("createAccount")
        #expect(navigation.topViewController is PartOne.CreateAccountViewController)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test(
        "a child coordinator buys with the selected product and finishes when the back button pops its screen"
    )
    func childCoordinatorAndBackButton() throws {
        let appDelegate = PartTwo.AppDelegate()
        _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(appDelegate.window)
        let tabs = try #require(window.rootViewController as? PartTwo.MainTabBarController)
        let main = tabs.main
        let home = try #require(main.navigationController.viewControllers.first as? PartTwo.ViewController)
        home.product.selectedSegmentIndex = 1
        weak var child: PartTwo.BuyCoordinator?
        try window.tap("buy")
        child = main.childCoordinators.first as? PartTwo.BuyCoordinator
        #expect(child != nil)
        let buy = try #require(main.navigationController.topViewController as? PartTwo.BuyViewController)
        #expect(buy.selectedProduct == 1)
        let buyCoordinatorIsChild = buy.coordinator === child
        #expect(buyCoordinatorIsChild)
        try window.tap("back")
        #expect(main.childCoordinators.isEmpty)
        #expect(child == nil)
    }

    @Test("didFinishBuying tells the parent through childDidFinish, which removes the child")
    func didFinishBuying() throws {
        let main = PartTwo.MainCoordinator(navigationController: UINavigationController())
        main.start()
        main.buySubscription(to: 0)
        let child = try #require(main.childCoordinators.first as? PartTwo.BuyCoordinator)
        child.didFinishBuying()
        #expect(main.childCoordinators.isEmpty)
    }

    @Test("the tab bar controller starts one coordinator per tab and shows its navigation controller")
    func tabBar() throws {
        let appDelegate = PartTwo.AppDelegate()
        _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(appDelegate.window)
        let tabs = try #require(window.rootViewController as? PartTwo.MainTabBarController)
        #expect(tabs.viewControllers?.count == 1)
        let tabIsMainNavigation = tabs.selectedViewController === tabs.main.navigationController
        #expect(tabIsMainNavigation)
        #expect(tabs.tabBar.items?.count == 1)
        #expect(window.find(identifier: "tab.0") != nil)
        let home = try #require(tabs.main.navigationController.viewControllers.first)
        #expect(home.tabBarItem.tag == 0)
    }

    @Test("protocols and closures: the screen knows only Buying & AccountCreating, or two closures")
    func protocolsAndClosures() throws {
        let navigation = UINavigationController()
        let coordinator = PartThree.MainCoordinator(navigationController: navigation)
        coordinator.start()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        try window.tap("buy")
        try window.tap("createAccount")
        try window.tap("buyProtocol")
        #expect(coordinator.calls == ["buy", "createAccount", "buy"])
        weak var released: PartThree.MainCoordinator?
        do {
            let other = PartThree.MainCoordinator(navigationController: UINavigationController())
            other.start()
            released = other
        }
        #expect(released == nil)  // the closures hold the coordinator weakly
    }
}
