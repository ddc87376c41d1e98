import Scenewright

/// The Coordinator tutorial's shop inside a tab bar, on typed routes: a "Buy" tab and a "Create
/// account" tab, each a coordinator; child coordinators for buying and signing up clean up after
/// themselves when the user goes back, pays (pop to root) or closes a sheet. Every navigation is a
/// route triggered on a coordinator, so a deep link reaches a coordinator two levels down, starting
/// the coordinators on the way. Captions print `childCoordinators.count`.
enum CoordinatorShop: Example {
    static let name = "coordinator-shop"
    static let summary =
        "Coordinators on typed routes: tabs, children removed on back, pop and dismiss, a deep link"

    /// The app delegate's role: it keeps the window, and the window keeps the root coordinator.
    @MainActor private(set) static var window: Window?

    static func launch() -> Window {
        let shop = ShopCoordinator(tabs: [BuyTabCoordinator(), AccountTabCoordinator()])
        shop.start()
        let window = Window()
        window.rootCoordinator = shop  // the window owns the root coordinator
        window.makeKeyAndVisible()
        self.window = window
        return window
    }

    /// Lets go of the window and the root coordinator, so nothing of the app outlives it.
    static func finish() { window = nil }

    /// The shop's deep links: each prefix of a path triggers one route on its coordinator.
    static func links() throws(RoutingError) -> CoordinatorDeepLinks {
        let links = CoordinatorDeepLinks()
        try links.register("/buy", on: ShopCoordinator.self) { _ in .buy }
        try links.register("/buy/products", on: BuyTabCoordinator.self) { _ in .buy }
        try links.register("/buy/products/{plan}", on: BuyCoordinator.self) { link in
            .product(try ProductListViewController.plan(named: try link.text("plan")))
        }
        try links.register("/account", on: ShopCoordinator.self) { _ in .account }
        try links.register("/account/signup", on: AccountTabCoordinator.self) { _ in .createAccount }
        try links.register("/account/signup/terms", on: CreateAccountCoordinator.self) { _ in .terms }
        return links
    }

    static func play(_ stage: Stage) throws {
        guard let shop = stage.window.rootCoordinator as? ShopCoordinator, shop.tabs.count == 2 else {
            return
        }
        let buy = shop.tabs[0]
        let account = shop.tabs[1]
        let links = try links()
        let counts = {
            "buy.childCoordinators.count = \(buy.childCoordinators.count), "
                + "account.childCoordinators.count = \(account.childCoordinators.count)"
        }
        stage.show("launch: one coordinator per tab — \(counts())")
        try step(stage, "buy") { "buy: a BuyCoordinator child starts and pushes the products — \(counts())" }
        try step(stage, "products.row.1") {
            "pick a product: the same child pushes its second screen — \(counts())"
        }
        try step(stage, "back") { "back: one of the child's screens is still shown — \(counts())" }
        try step(stage, "back") {
            "back again: the child's screens are gone, so it was removed — \(counts())"
        }
        try step(stage, "buy") { "buy again — \(counts())" }
        try step(stage, "products.row.0") { "pick a product — \(counts())" }
        try step(stage, "pay") { "pay: the child pops to the root and is removed — \(counts())" }
        try step(stage, "tab.1") { "switch to the Create account tab — \(counts())" }
        try step(stage, "createAccount") { "create an account: a child pushes the form — \(counts())" }
        try step(stage, "terms") {
            let signup = account.childCoordinators.first?.childCoordinators.count ?? 0
            return
                "read the terms: a grandchild presents a sheet — signup.childCoordinators.count = \(signup)"
        }
        try step(stage, "accept") {
            let signup = account.childCoordinators.first?.childCoordinators.count ?? 0
            return
                "accept: the sheet is dismissed, the grandchild removed — signup.childCoordinators.count = \(signup)"
        }
        try step(stage, "back") { "back: the signup child is removed too — \(counts())" }
        try links.open("/buy/products/Yearly", in: stage.window)
        stage.show(
            "deep link /buy/products/Yearly from the account tab: routes .buy, .buy and .product(\"Yearly\") "
                + "select the tab, start a BuyCoordinator and push the plan — \(counts())")
        do {
            try links.open("/buy/products/Lifetime", in: stage.window)
        } catch {
            stage.show("deep link /buy/products/Lifetime is rejected, nothing changes: \(error.message)")
        }
    }

    /// Taps `identifier`, then prints the screen under a caption computed after the tap.
    private static func step(_ stage: Stage, _ identifier: String, _ caption: () -> String) throws {
        try stage.window.tap(identifier)
        stage.show(caption())
    }
}

// MARK: The root

/// The tab bar: its routes select a tab.
final class ShopCoordinator: TabBarCoordinator, RoutingCoordinator {
    enum Route { case buy, account }

    func trigger(_ route: Route) {
        tabBarController.selectedIndex = route == .buy ? 0 : 1
    }
}

// MARK: Tabs

/// The "Buy" tab: its root screen offers to buy; buying runs in a child coordinator.
final class BuyTabCoordinator: NavigationCoordinator, RoutingCoordinator, ShopHomeDelegate {
    enum Route { case buy }

    init() {
        let home = ShopHomeViewController()
        super.init(navigationController: NavigationController(rootViewController: home))
        home.delegate = self
    }

    override func start() {}

    /// Starts a buying child — or, when one runs, takes it back to its product list.
    func trigger(_ route: Route) {
        if let running = childCoordinators.last as? BuyCoordinator {
            running.trigger(.products)
        } else {
            startChildCoordinator(BuyCoordinator(navigationController: navigationController))
        }
    }

    func shopHomeDidTapBuy(_ controller: ShopHomeViewController) { trigger(.buy) }
}

/// The "Create account" tab: signing up runs in a child coordinator.
final class AccountTabCoordinator: NavigationCoordinator, RoutingCoordinator, AccountHomeDelegate {
    enum Route { case createAccount }

    init() {
        let home = AccountHomeViewController()
        super.init(navigationController: NavigationController(rootViewController: home))
        home.delegate = self
    }

    override func start() {}

    func trigger(_ route: Route) {
        if childCoordinators.isEmpty {
            startChildCoordinator(CreateAccountCoordinator(navigationController: navigationController))
        }
    }

    func accountHomeDidTapCreateAccount(_ controller: AccountHomeViewController) { trigger(.createAccount) }
}

// MARK: Children

/// Buying: pick a product, confirm, pay. Removed automatically when its screens are gone.
final class BuyCoordinator: NavigationCoordinator, RoutingCoordinator, ProductListDelegate, ConfirmDelegate {
    enum Route: Equatable {
        case products
        case product(String)
        case pay
    }

    private weak var products: ProductListViewController?

    override func start() { trigger(.products) }

    func trigger(_ route: Route) {
        switch route {
        case .products:
            if let products {
                navigationController.popToViewController(products, animated: true)
            } else {
                let list = ProductListViewController()
                list.delegate = self
                products = list
                push(list, animated: true)
            }
        case .product(let plan):
            let confirm = ConfirmViewController(product: plan)
            confirm.delegate = self
            push(confirm, animated: true)
        case .pay:
            navigationController.popToRootViewController(animated: true)
        }
    }

    func productList(_ controller: ProductListViewController, didPick product: String) {
        trigger(.product(product))
    }

    func confirmDidPay(_ controller: ConfirmViewController) { trigger(.pay) }
}

/// Signing up: a form; reading the terms runs in a grandchild that presents a sheet.
final class CreateAccountCoordinator: NavigationCoordinator, RoutingCoordinator, CreateAccountDelegate {
    enum Route { case form, terms }

    override func start() { trigger(.form) }

    func trigger(_ route: Route) {
        switch route {
        case .form:
            let form = CreateAccountViewController()
            form.delegate = self
            push(form, animated: true)
        case .terms:
            startChildCoordinator(TermsCoordinator(navigationController: navigationController))
        }
    }

    func createAccountDidTapTerms(_ controller: CreateAccountViewController) { trigger(.terms) }
}

/// Shows the terms in a sheet; accepting dismisses it, which removes this coordinator.
final class TermsCoordinator: NavigationCoordinator, RoutingCoordinator, TermsDelegate {
    enum Route { case accept }

    private weak var sheet: TermsViewController?

    override func start() {
        let terms = TermsViewController()
        terms.delegate = self
        sheet = terms
        present(terms, animated: true)
    }

    func trigger(_ route: Route) { sheet?.dismiss(animated: true) }

    func termsDidAccept(_ controller: TermsViewController) { trigger(.accept) }
}
