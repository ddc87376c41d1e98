import ScenewrightCore
import UIKitStage

/// Composes one coordinator per tab: each tab is a ``NavigationCoordinator`` with its own
/// navigation controller, and the tab bar shows them in order.
///
/// ``start()`` makes every tab a child, starts it, and puts the tabs' navigation controllers into
/// ``tabBarController``. Tabs run for the app's lifetime (they never finish by themselves); the
/// children they start clean up after themselves as usual.
///
/// ```swift
/// let tabs = TabBarCoordinator(tabs: [
///     BuyCoordinator(navigationController: NavigationController(rootViewController: ShopViewController())),
///     AccountCoordinator(navigationController: NavigationController(rootViewController: AccountViewController())),
/// ])
/// tabs.start()
/// window.rootCoordinator = tabs   // shows tabs.tabBarController and keeps the coordinator
/// ```
@MainActor open class TabBarCoordinator: Coordinator {
    /// The tab bar showing the tabs' navigation controllers.
    ///
    /// `window.rootCoordinator = app` makes it the window's root. Its `delegate` is yours.
    ///
    /// ```swift
    /// app.tabBarController.selectedIndex = 1
    /// ```
    public let tabBarController: UITabBarController

    /// The tab coordinators, then any other child started later.
    ///
    /// Tabs stay for the app's lifetime.
    ///
    /// ```swift
    /// app.childCoordinators.count   // 2 for two tabs
    /// ```
    public var childCoordinators: [any Coordinator] = []

    /// The coordinator that started this one, held weakly.
    ///
    /// Usually `nil`: a tab bar coordinator is the root of an app.
    ///
    /// ```swift
    /// app.parentCoordinator == nil
    /// ```
    public weak var parentCoordinator: (any Coordinator)?

    /// The tab coordinators, in tab order.
    ///
    /// Tab `n` shows `tabs[n].navigationController`.
    ///
    /// ```swift
    /// app.tabs[1].navigationController.popToRootViewController(animated: true)
    /// ```
    public let tabs: [NavigationCoordinator]

    /// The tree's bookkeeping for this coordinator, which runs until it is finished in code.
    let treeRecord = FlowNodeRecord(kind: .runsUntilFinished)

    /// Reports a release while the tab bar is on screen (`coordinator.releasedWhileShown`).
    deinit {
        guard FlowTree.isOnMainQueue else { return }
        MainActor.assumeIsolated {
            FlowTree.memberReleased(
                treeRecord, name: "\(type(of: self))", screens: [tabBarController],
                children: childCoordinators.map(FlowTreeNode.coordinator))
        }
    }

    /// The tab bar controller: `Window.rootCoordinator` makes it the window's root.
    ///
    /// ```swift
    /// window.rootCoordinator = TabBarCoordinator(tabs: [shop, account])
    /// ```
    public var rootViewController: UIViewController? { tabBarController }

    /// Creates a coordinator for `tabs`; nothing is shown until ``start()``.
    ///
    /// ```swift
    /// let app = TabBarCoordinator(tabs: [shop, account])
    /// ```
    ///
    /// - Parameters:
    ///   - tabs: One coordinator per tab, in order.
    ///   - tabBarController: The tab bar to fill; a new one by default.
    public init(tabs: [NavigationCoordinator], tabBarController: UITabBarController = UITabBarController()) {
        self.tabs = tabs
        self.tabBarController = tabBarController
        treeRecord.attach(coordinator: self)
        ObjectLifetimes.announce(self, role: .coordinator)
    }

    /// Starts every tab and shows their navigation controllers in ``tabBarController``.
    ///
    /// ```swift
    /// app.start()
    /// ```
    open func start() {
        for tab in tabs {
            startChildCoordinator(tab)
        }
        tabBarController.setViewControllers(tabs.map(\.navigationController), animated: false)
    }

    /// Removes `child` and clears its parent. Overrides must call `super`.
    ///
    /// ```swift
    /// override func childDidFinish(_ child: any Coordinator) { super.childDidFinish(child) }
    /// ```
    ///
    /// - Parameter child: The finished child.
    open func childDidFinish(_ child: any Coordinator) {
        removeChildCoordinator(child)
    }

    /// The tab coordinator whose navigation controller is selected, if any.
    ///
    /// Follows user taps and `selectedIndex` changes alike.
    ///
    /// ```swift
    /// app.selectedTab?.navigationController.popToRootViewController(animated: true)
    /// ```
    public var selectedTab: NavigationCoordinator? {
        tabs.first { $0.navigationController === tabBarController.selectedViewController }
    }
}

extension TabBarCoordinator: FlowTreeRecordHolder {}
