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
        window.rootCoordinator = tabs  // the window owns the root coordinator
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

    @Test("dropping the window and tab bar coordinator releases every coordinator and screen")
    func droppedAppIsReleased() throws {
        weak var weakTabs: TabBarCoordinator?
        weak var weakTabBar: TabBarController?
        weak var weakShop: NavigationCoordinator?
        weak var weakBuy: PushingCoordinator?
        weak var weakTerms: PushingCoordinator?
        weak var weakBuyPage: ViewController?
        weak var weakTermsSheet: ViewController?
        do {
            let (tabs, window) = runningTabs(log: CoordinatorLog())
            let shop = try #require(tabs.tabs.first as? PushingCoordinator)
            let buy = shop.pushChild("buy")
            let terms = buy.presentChild("terms")
            #expect(window.render().contains("\"terms.modal\""))
            weakTabs = tabs
            weakTabBar = tabs.tabBarController
            weakShop = shop
            weakBuy = buy
            weakTerms = terms
            weakBuyPage = buy.shownViewControllers.first
            weakTermsSheet = terms.shownViewControllers.first
            #expect(weakBuyPage != nil && weakTermsSheet != nil)
        }
        #expect(weakTabs == nil && weakTabBar == nil && weakShop == nil)
        #expect(weakBuy == nil && weakTerms == nil && weakBuyPage == nil && weakTermsSheet == nil)
    }
}
