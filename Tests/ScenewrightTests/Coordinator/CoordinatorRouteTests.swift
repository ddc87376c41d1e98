import Scenewright
import ScenewrightTesting
import Testing

/// The app's tab bar: routes select a tab.
@MainActor private final class AppTabs: TabBarCoordinator, RoutingCoordinator {
    enum Route { case shop, orders }
    func trigger(_ route: Route) {
        tabBarController.selectedIndex = route == .shop ? 0 : 1
    }
}

/// The shop tab: `.buy` starts a buying child, or takes the running one back to its list.
@MainActor private final class ShopTab: NavigationCoordinator, RoutingCoordinator {
    enum Route { case buy }
    func trigger(_ route: Route) {
        if let running = childCoordinators.last as? Buying {
            running.trigger(.products)
        } else {
            startChildCoordinator(Buying(navigationController: navigationController))
        }
    }
    override func start() {}
}

/// Buying: a product list, then a product, then paying pops to the tab's root.
@MainActor private final class Buying: NavigationCoordinator, RoutingCoordinator {
    enum Route: Equatable {
        case products
        case product(String)
        case pay
    }
    private(set) var triggered: [Route] = []
    private weak var list: ViewController?
    func trigger(_ route: Route) {
        triggered.append(route)
        switch route {
        case .products:
            if let list {
                navigationController.popToViewController(list, animated: true)
            } else {
                let page = Page("Products")
                list = page
                push(page, animated: true)
            }
        case .product(let name): push(Page(name), animated: true)
        case .pay: navigationController.popToRootViewController(animated: true)
        }
    }
    override func start() { trigger(.products) }
}

/// The orders tab: `.order(id)` pushes that order.
@MainActor private final class OrdersTab: NavigationCoordinator, RoutingCoordinator {
    enum Route { case order(Int) }
    func trigger(_ route: Route) {
        if case .order(let id) = route { push(Page("Order \(id)"), animated: true) }
    }
    override func start() {}
}

/// The app in a visible window that owns its root coordinator.
@MainActor private func launchApp() -> (Window, AppTabs, ShopTab, OrdersTab) {
    let shop = ShopTab(navigationController: NavigationController(rootViewController: Page("Shop")))
    let orders = OrdersTab(navigationController: NavigationController(rootViewController: Page("Orders")))
    let tabs = AppTabs(tabs: [shop, orders])
    tabs.start()
    let window = Window()
    window.rootCoordinator = tabs
    window.makeKeyAndVisible()
    return (window, tabs, shop, orders)
}

/// The app's deep links.
@MainActor private func appLinks() throws -> CoordinatorDeepLinks {
    let links = CoordinatorDeepLinks()
    try links.register("/shop", on: AppTabs.self) { _ in .shop }
    try links.register("/shop/buy", on: ShopTab.self) { _ in .buy }
    try links.register("/shop/buy/{product}", on: Buying.self) { link in .product(try link.text("product")) }
    try links.register("/orders", on: AppTabs.self) { _ in .orders }
    try links.register("/orders/{id:Int}", on: OrdersTab.self) { link in .order(try link.int("id")) }
    return links
}

/// The titles of a navigation stack.
@MainActor private func titles(_ navigation: NavigationController) -> [String] {
    navigation.viewControllers.map { $0.title ?? "?" }
}

@MainActor @Suite struct CoordinatorRouteTests {
    @Test("a triggered route navigates: a child coordinator starts, pushes, and pays back to the root")
    func triggerRoutes() throws {
        let (_, tabs, shop, _) = launchApp()
        shop.trigger(.buy)
        let buying = try #require(shop.childCoordinators.first as? Buying)
        buying.trigger(.product("Yearly"))
        #expect(titles(shop.navigationController) == ["Shop", "Products", "Yearly"])
        tabs.trigger(.orders)
        #expect(tabs.selectedTab === tabs.tabs[1])
        tabs.trigger(.shop)
        buying.trigger(.pay)
        #expect(titles(shop.navigationController) == ["Shop"])
        #expect(shop.childCoordinators.isEmpty)  // its screens are gone, so the child finished
    }

    @Test("a deep link from the orders tab builds the shop's stack through three coordinators")
    func deepLinkThroughNestedCoordinators() throws {
        let (window, tabs, shop, _) = launchApp()
        let links = try appLinks()
        try window.tap("tab.1")
        try links.open("/shop/buy/Monthly", in: window)
        #expect(tabs.selectedTab === shop)
        #expect(titles(shop.navigationController) == ["Shop", "Products", "Monthly"])
        let buying = try #require(shop.childCoordinators.first as? Buying)
        #expect(buying.triggered == [.products, .product("Monthly")])
        #expect(window.render().contains("NavigationBar \"Monthly\""))
        try window.tap("back")
        #expect(titles(shop.navigationController) == ["Shop", "Products"])
    }

    @Test("a second deep link reuses the running child: it goes back to the list, then to the product")
    func deepLinkReusesRunningChild() throws {
        let (window, _, shop, _) = launchApp()
        let links = try appLinks()
        try links.open("/shop/buy/Monthly", in: window)
        try links.open("/shop/buy/Yearly", in: window)
        #expect(shop.childCoordinators.count == 1)
        #expect(titles(shop.navigationController) == ["Shop", "Products", "Yearly"])
    }

    @Test("of two tabs of one type, a link follows the tab its previous route selected")
    func sameTypeTabs() throws {
        let first = ShopTab(navigationController: NavigationController(rootViewController: Page("First")))
        let second = ShopTab(navigationController: NavigationController(rootViewController: Page("Second")))
        let tabs = AppTabs(tabs: [first, second])
        tabs.start()
        let window = Window()
        window.rootCoordinator = tabs
        window.makeKeyAndVisible()
        let links = try appLinks()
        try links.open("/shop/buy/Monthly", in: window)
        #expect(first.childCoordinators.count == 1 && second.childCoordinators.isEmpty)
        try window.tap("tab.1")
        try links.open("/shop/buy/Yearly", in: window)  // "/shop" selects the first tab again
        #expect(
            tabs.selectedTab === first
                && titles(first.navigationController) == ["First", "Products", "Yearly"])
    }

    @Test("an Int parameter reaches the route typed; query items reach the last link")
    func typedParameters() throws {
        let (window, _, _, orders) = launchApp()
        let links = CoordinatorDeepLinks()
        var seen: [String: DeepLinkValue] = [:]
        try links.register("/orders/{id:Int}", on: OrdersTab.self) { link in
            seen = link.data
            return .order(try link.int("id"))
        }
        try links.open("/orders/42?from=mail", from: try #require(window.rootCoordinator))
        #expect(titles(orders.navigationController) == ["Orders", "Order 42"])
        #expect(seen == ["id": .int(42), "from": .string("mail")])
    }

    @Test("an unknown path is an error listing the patterns, and changes nothing")
    func unknownPath() throws {
        let (window, tabs, shop, _) = launchApp()
        let links = try appLinks()
        let before = window.render()
        #expect(
            throws: RoutingError(
                .unknownPath,
                "No deep-link pattern matches \"/settings\". Registered patterns: \"/shop\", \"/shop/buy\", "
                    + "\"/shop/buy/{product}\", \"/orders\", \"/orders/{id:Int}\".")
        ) { try links.open("/settings", in: window) }
        #expect(window.render() == before)
        #expect(tabs.selectedTab === shop && shop.childCoordinators.isEmpty)
    }

    @Test("a bad Int changes nothing: every step is checked before the first route runs")
    func badParameter() throws {
        let (window, tabs, _, orders) = launchApp()
        let links = try appLinks()
        #expect(throws: RoutingError.self) { try links.open("/orders/twelve", in: window) }
        #expect(tabs.selectedTab === tabs.tabs[0])  // "/orders" did not run either
        #expect(titles(orders.navigationController) == ["Orders"])
    }

    @Test("a route closure that throws rejects the link before anything changes")
    func throwingRouteClosure() throws {
        struct NoSuchProduct: Error {}
        let (window, tabs, shop, _) = launchApp()
        let links = CoordinatorDeepLinks()
        try links.register("/shop", on: AppTabs.self) { _ in .shop }
        try links.register("/shop/buy/{product}", on: Buying.self) { _ in throw NoSuchProduct() }
        try window.tap("tab.1")
        do {
            try links.open("/shop/buy/Lifetime", in: window)
            Issue.record("the link was accepted")
        } catch {
            #expect(error.kind == .badParameter)
            #expect(error.message.contains("on Buying rejected it"))
        }
        #expect(tabs.selectedTab === tabs.tabs[1] && shop.childCoordinators.isEmpty)
    }

    @Test("a step whose coordinator is not running is an error naming it and the step before")
    func missingCoordinator() throws {
        let (window, _, shop, _) = launchApp()
        let links = CoordinatorDeepLinks()
        try links.register("/shop", on: AppTabs.self) { _ in .shop }
        try links.register("/shop/{product}", on: Buying.self) { link in .product(try link.text("product")) }
        do {
            try links.open("/shop/Yearly", in: window)
            Issue.record("the link was accepted")
        } catch {
            #expect(error.kind == .nothingToShowFrom)
            #expect(
                error.message
                    == "Deep link \"/shop/Yearly\": \"/shop/{product}\" is handled by Buying, but none is running "
                    + "under AppTabs after \"/shop\". Make the previous route start it.")
        }
        #expect(shop.childCoordinators.isEmpty)
    }

    @Test("a window without a root coordinator cannot open links")
    func windowWithoutCoordinator() throws {
        let links = try appLinks()
        #expect(throws: RoutingError.self) { try links.open("/shop", in: Window()) }
    }

    @Test("a repeated or malformed pattern is rejected")
    func badPatterns() throws {
        let links = try appLinks()
        #expect(throws: RoutingError.self) {
            try links.register("/shop/buy/{name}", on: Buying.self) { _ in .pay }
        }
        #expect(throws: RoutingError.self) {
            try links.register("/x/{id:Float}", on: Buying.self) { _ in .pay }
        }
    }

    @Test(
        "links hold no coordinator: after a deep link, dropping the window releases every coordinator and screen"
    )
    func noLeaks() throws {
        let links = try appLinks()
        weak var weakTabs: AppTabs?
        weak var weakBuying: Buying?
        weak var weakPage: ViewController?
        do {
            let (window, tabs, shop, _) = launchApp()
            try links.open("/shop/buy/Monthly", in: window)
            weakTabs = tabs
            weakBuying = shop.childCoordinators.first as? Buying
            weakPage = shop.navigationController.topViewController
        }
        #expect(weakTabs == nil && weakBuying == nil && weakPage == nil)
    }

    @Test("hostile paths — empty, slashes only, NUL, huge — are errors, never crashes")
    func hostilePaths() throws {
        let (window, _, shop, _) = launchApp()
        let links = try appLinks()
        for path in ["", "/", "//", "/shop/\u{0}", "/shop/buy/" + String(repeating: "x/", count: 10_000)] {
            do {
                try links.open(path, in: window)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        #expect(shop.childCoordinators.count <= 1)
    }
}
