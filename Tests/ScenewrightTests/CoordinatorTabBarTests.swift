import Scenewright
import Testing

@MainActor @Suite struct CoordinatorTabBarTests {
    /// Two tabs, each a coordinator with its own navigation controller, in a visible window.
    private func runningTabs(log: CoordinatorLog) -> (TabBarCoordinator, Window) {
        let shop = PushingCoordinator(
            "shop", pages: 0, navigationController: NavigationController(rootViewController: Page("Shop")),
            log: log)
        let account = PushingCoordinator(
            "account", pages: 0,
            navigationController: NavigationController(rootViewController: Page("Account")),
            log: log)
        let tabs = TabBarCoordinator(tabs: [shop, account])
        tabs.start()
        let window = Window()
        window.rootViewController = tabs.tabBarController
        window.makeKeyAndVisible()
        return (tabs, window)
    }

    @Test("start makes each tab a child coordinator and shows its navigation controller")
    func tabsAreChildren() {
        let (tabs, window) = runningTabs(log: CoordinatorLog())
        #expect(tabs.childNames == ["shop", "account"])
        let parentsAreTabs = tabs.tabs.allSatisfy { $0.parentCoordinator === tabs }
        #expect(parentsAreTabs)
        #expect(tabs.tabBarController.viewControllers?.count == 2)
        #expect((tabs.selectedTab as? PushingCoordinator)?.name == "shop")
        #expect(window.render().contains("\"Shop\""))
    }

    @Test("each tab cleans up its own children and the other tab keeps its own")
    func tabsCleanUpIndependently() throws {
        let log = CoordinatorLog()
        let (tabs, window) = runningTabs(log: log)
        let shop = try #require(tabs.tabs[0] as? PushingCoordinator)
        let account = try #require(tabs.tabs[1] as? PushingCoordinator)
        shop.pushChild("buy")
        try window.tap("tab.1")
        account.pushChild("signup")
        try window.tap("back")
        #expect(account.childCoordinators.isEmpty)
        #expect(shop.childNames == ["buy"])
        try window.tap("tab.0")
        try window.tap("back")
        #expect(shop.childCoordinators.isEmpty)
        #expect(tabs.childNames == ["shop", "account"])
        #expect(log.events == ["account: signup finished", "shop: buy finished"])
    }
}
