import Scenewright

/// The Coordinator tutorial's shop inside a tab bar: a "Buy" tab and a "Create account" tab, each a
/// coordinator; child coordinators for buying and signing up clean up after themselves when the
/// user goes back, pays (pop to root) or closes a sheet. Captions print `childCoordinators.count`.
enum CoordinatorShop: Example {
    static let name = "coordinator-shop"
    static let summary =
        "Coordinators: buy and create-account tabs; children removed on back, pop and dismiss"

    /// The app delegate's role: it keeps the window and the root coordinator alive. Readable by the
    /// tests, which check what the coordinator tree holds.
    @MainActor private(set) static var app: (window: Window, coordinator: TabBarCoordinator)?

    static func launch() -> Window {
        let tabs = TabBarCoordinator(tabs: [BuyTabCoordinator(), AccountTabCoordinator()])
        tabs.start()
        let window = Window()
        window.rootViewController = tabs.tabBarController
        window.makeKeyAndVisible()
        app = (window, tabs)
        return window
    }

    /// Lets go of the window and the root coordinator, so nothing of the app outlives it.
    static func finish() { app = nil }

    static func play(_ stage: Stage) throws {
        guard let tabs = app?.coordinator, tabs.tabs.count == 2 else { return }
        let buy = tabs.tabs[0]
        let account = tabs.tabs[1]
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
    }

    /// Taps `identifier`, then prints the screen under a caption computed after the tap.
    private static func step(_ stage: Stage, _ identifier: String, _ caption: () -> String) throws {
        try stage.window.tap(identifier)
        stage.show(caption())
    }
}

// MARK: Tabs

/// The "Buy" tab: its root screen offers to buy; buying runs in a child coordinator.
final class BuyTabCoordinator: NavigationCoordinator, ShopHomeDelegate {
    init() {
        let home = ShopHomeViewController()
        super.init(navigationController: NavigationController(rootViewController: home))
        home.delegate = self
    }

    override func start() {}

    func shopHomeDidTapBuy(_ controller: ShopHomeViewController) {
        startChildCoordinator(BuyCoordinator(navigationController: navigationController))
    }
}

/// The "Create account" tab: signing up runs in a child coordinator.
final class AccountTabCoordinator: NavigationCoordinator, AccountHomeDelegate {
    init() {
        let home = AccountHomeViewController()
        super.init(navigationController: NavigationController(rootViewController: home))
        home.delegate = self
    }

    override func start() {}

    func accountHomeDidTapCreateAccount(_ controller: AccountHomeViewController) {
        startChildCoordinator(CreateAccountCoordinator(navigationController: navigationController))
    }
}

// MARK: Children

/// Buying: pick a product, confirm, pay. Removed automatically when its screens are gone.
final class BuyCoordinator: NavigationCoordinator, ProductListDelegate, ConfirmDelegate {
    override func start() {
        let products = ProductListViewController()
        products.delegate = self
        push(products, animated: true)
    }

    func productList(_ controller: ProductListViewController, didPick product: String) {
        let confirm = ConfirmViewController(product: product)
        confirm.delegate = self
        push(confirm, animated: true)
    }

    func confirmDidPay(_ controller: ConfirmViewController) {
        navigationController.popToRootViewController(animated: true)
    }
}

/// Signing up: a form; reading the terms runs in a grandchild that presents a sheet.
final class CreateAccountCoordinator: NavigationCoordinator, CreateAccountDelegate {
    override func start() {
        let form = CreateAccountViewController()
        form.delegate = self
        push(form, animated: true)
    }

    func createAccountDidTapTerms(_ controller: CreateAccountViewController) {
        startChildCoordinator(TermsCoordinator(navigationController: navigationController))
    }
}

/// Shows the terms in a sheet; dismissing the sheet removes it.
final class TermsCoordinator: NavigationCoordinator, TermsDelegate {
    override func start() {
        let terms = TermsViewController()
        terms.delegate = self
        present(terms, animated: true)
    }

    func termsDidAccept(_ controller: TermsViewController) {
        controller.dismiss(animated: true)
    }
}
