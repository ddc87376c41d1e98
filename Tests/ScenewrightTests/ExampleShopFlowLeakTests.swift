import Scenewright
import Testing

// A compact copy of the `coordinator-shop` example's coordinators (the test target cannot import the
// Examples executable), with an injected dependency, to prove finished children leave nothing behind.

/// The buying child's dependency.
@MainActor private final class Cart {
    var items: [String] = []
}

@MainActor private final class Screen: ViewController {
    var action: (@MainActor () -> Void)?
    private let button: String?
    init(_ title: String, button: String? = nil, action: (@MainActor () -> Void)? = nil) {
        self.action = action
        self.button = button
        super.init()
        self.title = title
    }
    override func loadView() {
        view = StackView {
            Label(title ?? "")
            if let button { Button(button) { [unowned self] in action?() }.identified(button) }
        }
    }
}

@MainActor private final class BuyChild: NavigationCoordinator {
    let cart = Cart()
    weak var products: ViewController?
    weak var confirm: ViewController?

    override func start() {
        let products = Screen("Products", button: "pick") { [unowned self] in pick() }
        self.products = products
        push(products, animated: true)
    }

    private func pick() {
        cart.items.append("Yearly")
        let confirm = Screen("Confirm", button: "pay") { [unowned self] in
            navigationController.popToRootViewController(animated: true)
        }
        self.confirm = confirm
        push(confirm, animated: true)
    }
}

@MainActor private final class TermsChild: NavigationCoordinator {
    weak var sheet: ViewController?
    override func start() {
        let sheet = Screen("Terms", button: "accept") { [unowned self] in self.sheet?.dismiss(animated: true)
        }
        self.sheet = sheet
        present(sheet, animated: true)
    }
}

@MainActor private final class SignupChild: NavigationCoordinator {
    weak var form: ViewController?
    weak var terms: TermsChild?
    override func start() {
        let form = Screen("Sign up", button: "terms") { [unowned self] in
            let terms = TermsChild(navigationController: navigationController)
            self.terms = terms
            startChildCoordinator(terms)
        }
        self.form = form
        push(form, animated: true)
    }
}

@MainActor private final class Tab: NavigationCoordinator {
    weak var lastChild: NavigationCoordinator?
    init(
        _ title: String, button: String,
        makeChild: @escaping @MainActor (NavigationController) -> NavigationCoordinator
    ) {
        let root = Screen(title, button: button)
        super.init(navigationController: NavigationController(rootViewController: root))
        root.action = { [unowned self] in
            let child = makeChild(navigationController)
            lastChild = child
            startChildCoordinator(child)
        }
    }
    override func start() {}
}

@MainActor private func runningShop() -> (TabBarCoordinator, Window) {
    let tabs = TabBarCoordinator(tabs: [
        Tab("Buy", button: "buy") { BuyChild(navigationController: $0) },
        Tab("Account", button: "createAccount") { SignupChild(navigationController: $0) },
    ])
    tabs.start()
    let window = Window()
    window.rootViewController = tabs.tabBarController
    window.makeKeyAndVisible()
    return (tabs, window)
}

@MainActor @Suite struct ExampleShopFlowLeakTests {
    @Test("after back, back, the buying child, its screens and its cart are released")
    func backButtonReleasesBuying() throws {
        let (tabs, window) = runningShop()
        let buyTab = try #require(tabs.tabs[0] as? Tab)
        try window.tap("buy")
        try window.tap("pick")
        weak let child = buyTab.lastChild as? BuyChild
        weak let cart = child?.cart
        weak let products = child?.products
        weak let confirm = child?.confirm
        #expect(cart?.items == ["Yearly"])
        try window.tap("back")
        #expect(buyTab.childCoordinators.count == 1)
        try window.tap("back")
        #expect(buyTab.childCoordinators.isEmpty)
        #expect(child == nil && cart == nil && products == nil && confirm == nil)
    }

    @Test("after paying (pop to root), the buying child and everything it made are released")
    func payReleasesBuying() throws {
        let (tabs, window) = runningShop()
        let buyTab = try #require(tabs.tabs[0] as? Tab)
        try window.tap("buy")
        try window.tap("pick")
        weak let child = buyTab.lastChild as? BuyChild
        weak let cart = child?.cart
        try window.tap("pay")
        #expect(buyTab.childCoordinators.isEmpty)
        #expect(child == nil && cart == nil)
    }

    @Test("after the terms sheet is accepted and the form popped, signup and terms are released")
    func dismissAndBackReleaseSignup() throws {
        let (tabs, window) = runningShop()
        let accountTab = try #require(tabs.tabs[1] as? Tab)
        try window.tap("tab.1")
        try window.tap("createAccount")
        weak let signup = accountTab.lastChild as? SignupChild
        weak let form = signup?.form
        try window.tap("terms")
        weak let terms = signup?.terms
        weak let sheet = terms?.sheet
        #expect(signup?.childCoordinators.count == 1)
        try window.tap("accept")
        #expect(signup?.childCoordinators.isEmpty == true)
        #expect(terms == nil && sheet == nil)
        try window.tap("back")
        #expect(accountTab.childCoordinators.isEmpty)
        #expect(signup == nil && form == nil)
    }

    @Test("when the app lets go of the root coordinator and window, every coordinator and screen is released")
    func wholeAppIsReleased() throws {
        weak var weakTabs: TabBarCoordinator?
        weak var weakChild: NavigationCoordinator?
        weak var weakTabBar: TabBarController?
        do {
            let (tabs, window) = runningShop()
            try window.tap("buy")
            weakTabs = tabs
            weakChild = (tabs.tabs[0] as? Tab)?.lastChild
            weakTabBar = tabs.tabBarController
        }
        #expect(weakTabs == nil && weakChild == nil && weakTabBar == nil)
    }
}
