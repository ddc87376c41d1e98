import ScenewrightTesting
import Testing

@testable import Examples

@MainActor
@Suite("The coordinator shop example")
struct CoordinatorShopTests {
    /// Launches the real shop and returns its window, its root coordinator and its two tabs.
    private func launchShop() throws -> (
        window: Window, root: ShopCoordinator, buy: BuyTabCoordinator, account: AccountTabCoordinator
    ) {
        let window = CoordinatorShop.launch()
        let root = try #require(window.rootCoordinator as? ShopCoordinator)
        let buy = try #require(root.tabs.first as? BuyTabCoordinator)
        let account = try #require(root.tabs.last as? AccountTabCoordinator)
        return (window, root, buy, account)
    }

    /// Whether `root`'s children are exactly its two tabs, in order.
    private func onlyTheTabsAreChildren(of root: ShopCoordinator) -> Bool {
        root.childCoordinators.count == 2
            && zip(root.childCoordinators, root.tabs).allSatisfy { $0 === $1 }
    }

    @Test("its key screens match their snapshots, from buying to the terms sheet")
    func screens() throws {
        let window = CoordinatorShop.launch()
        assertSnapshot(of: window, named: "1-buy-tab")
        try window.tap("buy")
        assertSnapshot(of: window, named: "2-products")
        try window.tap("products.row.1")
        assertSnapshot(of: window, named: "3-confirm")
        try window.tap("pay")
        try window.tap("tab.1")
        try window.tap("createAccount")
        try window.tap("terms")
        assertSnapshot(of: window, named: "4-terms-sheet")
    }

    @Test("after back, back, the buying child and its screens are released and the tab has no child")
    func backTwiceReleasesBuying() throws {
        let (window, root, buyTab, _) = try launchShop()
        let navigation = buyTab.navigationController
        #expect(buyTab.childCoordinators.isEmpty)
        try window.tap("buy")
        weak let buying = buyTab.childCoordinators.first as? BuyCoordinator
        weak let products = navigation.topViewController as? ProductListViewController
        weak let productTable = products?.viewIfLoaded
        try window.tap("products.row.1")
        weak let confirm = navigation.topViewController as? ConfirmViewController
        #expect(confirm?.product == "Yearly")
        #expect(buying != nil && products != nil && productTable != nil)
        try window.tap("back")
        #expect(buyTab.childCoordinators.count == 1)
        #expect(confirm == nil)
        try window.tap("back")
        #expect(buyTab.childCoordinators.isEmpty)
        #expect(navigation.viewControllers.count == 1)
        #expect(buying == nil && products == nil && productTable == nil && confirm == nil)
        #expect(onlyTheTabsAreChildren(of: root))
    }

    @Test("after paying pops to the root, the buying child and its screens are released")
    func payingReleasesBuying() throws {
        let (window, root, buyTab, _) = try launchShop()
        let navigation = buyTab.navigationController
        try window.tap("buy")
        weak let buying = buyTab.childCoordinators.first as? BuyCoordinator
        weak let products = navigation.topViewController as? ProductListViewController
        try window.tap("products.row.0")
        weak let confirm = navigation.topViewController as? ConfirmViewController
        #expect(confirm?.product == "Monthly")
        #expect(buying != nil && products != nil)
        try window.tap("pay")
        #expect(buyTab.childCoordinators.isEmpty)
        #expect(navigation.viewControllers.count == 1)
        #expect(buying == nil && products == nil && confirm == nil)
        #expect(onlyTheTabsAreChildren(of: root))
    }

    @Test("switching tabs mid-purchase keeps the buying child, which is still released after back")
    func switchingTabsKeepsBuying() throws {
        let (window, _, buyTab, _) = try launchShop()
        try window.tap("buy")
        weak let buying = buyTab.childCoordinators.first as? BuyCoordinator
        try window.tap("tab.1")
        try window.tap("tab.0")
        #expect(buyTab.childCoordinators.count == 1)
        #expect(buying != nil)
        try window.tap("back")
        #expect(buyTab.childCoordinators.isEmpty)
        #expect(buying == nil)
    }

    @Test("accepting the terms releases the terms grandchild; back then releases the signup child")
    func acceptThenBackReleasesSignup() throws {
        let (window, root, _, accountTab) = try launchShop()
        let navigation = accountTab.navigationController
        try window.tap("tab.1")
        #expect(accountTab.childCoordinators.isEmpty)
        try window.tap("createAccount")
        weak let signup = accountTab.childCoordinators.first as? CreateAccountCoordinator
        weak let form = navigation.topViewController as? CreateAccountViewController
        weak let formView = form?.viewIfLoaded
        #expect(signup?.childCoordinators.isEmpty == true)
        try window.tap("terms")
        weak let terms = signup?.childCoordinators.first as? TermsCoordinator
        weak let termsSheet = navigation.presentedViewController as? TermsViewController
        #expect(signup?.childCoordinators.count == 1)
        #expect(terms != nil && termsSheet != nil)
        try window.tap("accept")
        #expect(navigation.presentedViewController == nil)
        #expect(signup?.childCoordinators.isEmpty == true)
        #expect(terms == nil && termsSheet == nil)
        #expect(accountTab.childCoordinators.count == 1)
        #expect(form != nil)
        try window.tap("back")
        #expect(accountTab.childCoordinators.isEmpty)
        #expect(navigation.viewControllers.count == 1)
        #expect(signup == nil && form == nil && formView == nil)
        #expect(onlyTheTabsAreChildren(of: root))
    }

    @Test(
        "back under the terms sheet is rejected and pops nothing; swiping the sheet away releases the terms grandchild"
    )
    func backUnderTheTermsSheet() throws {
        let (window, _, _, accountTab) = try launchShop()
        let navigation = accountTab.navigationController
        try window.tap("tab.1")
        try window.tap("createAccount")
        try window.tap("terms")
        weak let signup = accountTab.childCoordinators.first as? CreateAccountCoordinator
        weak let terms = signup?.childCoordinators.first as? TermsCoordinator
        weak let termsSheet = navigation.presentedViewController as? TermsViewController
        #expect(terms != nil && termsSheet != nil)
        #expect(
            throws: WindowError.covered(identifier: "back", by: #"the sheet TermsViewController("Terms")"#)
        ) {
            try window.tap("back")
        }
        #expect(navigation.topViewController is CreateAccountViewController)
        #expect(accountTab.childCoordinators.count == 1 && signup?.childCoordinators.count == 1)
        #expect(try window.swipeDownSheet())
        #expect(navigation.presentedViewController == nil)
        #expect(signup?.childCoordinators.isEmpty == true)
        #expect(terms == nil && termsSheet == nil)
        try window.tap("back")
        #expect(accountTab.childCoordinators.isEmpty)
        #expect(signup == nil)
    }

    @Test("a deep link from the account tab selects the Buy tab, starts the buying child and pushes the plan")
    func deepLinkReachesTheBuyingCoordinator() throws {
        let (window, root, buyTab, _) = try launchShop()
        try window.tap("tab.1")
        try CoordinatorShop.links().open("/buy/products/Yearly", in: window)
        #expect(root.selectedTab === buyTab)
        let buying = try #require(buyTab.childCoordinators.first as? BuyCoordinator)
        #expect(buyTab.childCoordinators.count == 1 && buying.parentCoordinator === buyTab)
        #expect(
            (buyTab.navigationController.topViewController as? ConfirmViewController)?.product == "Yearly")
        assertSnapshot(of: window, named: "5-deep-link")
        try window.tap("pay")
        #expect(buyTab.childCoordinators.isEmpty)
    }

    @Test("a deep link while buying reuses the running child: back to its list, then the new plan")
    func deepLinkReusesTheRunningChild() throws {
        let (window, _, buyTab, _) = try launchShop()
        try window.tap("buy")
        try window.tap("products.row.0")
        weak let buying = buyTab.childCoordinators.first as? BuyCoordinator
        try CoordinatorShop.links().open("/buy/products/Yearly", in: window)
        #expect(buyTab.childCoordinators.count == 1 && buyTab.childCoordinators.first === buying)
        #expect(
            buyTab.navigationController.viewControllers.map { $0.title ?? "" } == [
                "Buy", "Products", "Confirm",
            ])
        #expect(
            (buyTab.navigationController.topViewController as? ConfirmViewController)?.product == "Yearly")
    }

    @Test("a deep link reaches the terms sheet two coordinators down the account tab")
    func deepLinkToTheTerms() throws {
        let (window, _, _, accountTab) = try launchShop()
        try CoordinatorShop.links().open("/account/signup/terms", in: window)
        let signup = try #require(accountTab.childCoordinators.first as? CreateAccountCoordinator)
        #expect(signup.childCoordinators.first is TermsCoordinator)
        #expect(accountTab.navigationController.presentedViewController is TermsViewController)
        assertSnapshot(of: window, named: "4-terms-sheet")  // the same screen as tapping there
    }

    @Test("an unknown plan or path is an error that names what exists, and changes nothing")
    func badDeepLinks() throws {
        let (window, root, buyTab, _) = try launchShop()
        try window.tap("tab.1")
        let before = window.render()
        let links = try CoordinatorShop.links()
        #expect(
            throws: RoutingError(
                .badParameter, "There is no plan \"Lifetime\". Plans: \"Monthly\", \"Yearly\".")
        ) { try links.open("/buy/products/Lifetime", in: window) }
        #expect(throws: RoutingError.self) { try links.open("/basket", in: window) }
        #expect(window.render() == before)
        #expect(root.selectedTab !== buyTab && buyTab.childCoordinators.isEmpty)
    }

    @Test("when the app lets go of its window and root coordinator, everything is released")
    func relaunchReleasesEverything() throws {
        weak var weakWindow: Window?
        weak var weakRoot: ShopCoordinator?
        weak var weakTabBar: TabBarController?
        weak var weakBuying: (any Coordinator)?
        weak var weakConfirm: ViewController?
        weak var weakTerms: (any Coordinator)?
        weak var weakTermsSheet: ViewController?
        do {
            let (window, root, buyTab, accountTab) = try launchShop()
            try window.tap("buy")
            try window.tap("products.row.1")
            try CoordinatorShop.links().open("/buy/products/Monthly", in: window)
            try window.tap("tab.1")
            try window.tap("createAccount")
            try window.tap("terms")
            weakWindow = window
            weakRoot = root
            weakTabBar = root.tabBarController
            weakBuying = buyTab.childCoordinators.first
            weakConfirm = buyTab.navigationController.topViewController
            weakTerms = accountTab.childCoordinators.first?.childCoordinators.first
            weakTermsSheet = accountTab.navigationController.presentedViewController
        }
        #expect(weakBuying is BuyCoordinator && weakConfirm is ConfirmViewController)
        #expect(weakTerms is TermsCoordinator && weakTermsSheet is TermsViewController)
        _ = CoordinatorShop.launch()
        #expect(weakWindow == nil && weakRoot == nil && weakTabBar == nil)
        #expect(weakBuying == nil && weakConfirm == nil && weakTerms == nil && weakTermsSheet == nil)
    }
}
