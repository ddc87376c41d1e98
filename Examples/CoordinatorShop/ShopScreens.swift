import Scenewright

// The shop's view controllers. Each reports what the user did to a weak, class-bound delegate;
// the coordinators decide what to show.

/// What the shop's home screen reports.
@MainActor protocol ShopHomeDelegate: AnyObject {
    func shopHomeDidTapBuy(_ controller: ShopHomeViewController)
}

/// The root of the "Buy" tab.
final class ShopHomeViewController: ViewController {
    weak var delegate: (any ShopHomeDelegate)?

    init() {
        super.init()
        title = "Buy"
    }

    override func loadView() {
        view = StackView {
            Label("Subscriptions for every budget")
            Button("Buy a subscription") { [unowned self] in delegate?.shopHomeDidTapBuy(self) }.identified(
                "buy")
        }
    }
}

/// What the product list reports.
@MainActor protocol ProductListDelegate: AnyObject {
    func productList(_ controller: ProductListViewController, didPick product: String)
}

/// The products for sale.
final class ProductListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    weak var delegate: (any ProductListDelegate)?
    private let products = ProductListViewController.plans

    /// The plans for sale.
    static let plans = ["Monthly", "Yearly"]

    /// `name` when it is a plan for sale.
    /// - Throws: ``RoutingError`` (`.badParameter`) naming the plans.
    static func plan(named name: String) throws(RoutingError) -> String {
        guard plans.contains(name) else {
            throw RoutingError(
                .badParameter,
                "There is no plan \"\(name)\". Plans: \(plans.map { "\"\($0)\"" }.joined(separator: ", ")).")
        }
        return name
    }

    init() {
        super.init()
        title = "Products"
    }

    override func loadView() {
        let table = TableView().identified("products")
        table.dataSource = self
        table.delegate = self
        view = table
    }

    func numberOfRows(in tableView: TableView) -> Int { products.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { products[row] }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        delegate?.productList(self, didPick: products[row])
    }
}

/// What the confirmation screen reports.
@MainActor protocol ConfirmDelegate: AnyObject {
    func confirmDidPay(_ controller: ConfirmViewController)
}

/// Confirms a purchase.
final class ConfirmViewController: ViewController {
    weak var delegate: (any ConfirmDelegate)?
    let product: String

    init(product: String) {
        self.product = product
        super.init()
        title = "Confirm"
    }

    override func loadView() {
        view = StackView {
            Label("Buy the \(product) plan?")
            Button("Pay") { [unowned self] in delegate?.confirmDidPay(self) }.identified("pay")
        }
    }
}

/// What the account tab's home screen reports.
@MainActor protocol AccountHomeDelegate: AnyObject {
    func accountHomeDidTapCreateAccount(_ controller: AccountHomeViewController)
}

/// The root of the "Create account" tab.
final class AccountHomeViewController: ViewController {
    weak var delegate: (any AccountHomeDelegate)?

    init() {
        super.init()
        title = "Create account"
    }

    override func loadView() {
        view = StackView {
            Label("Not signed in")
            Button("Create an account") { [unowned self] in delegate?.accountHomeDidTapCreateAccount(self) }
                .identified("createAccount")
        }
    }
}

/// What the sign-up form reports.
@MainActor protocol CreateAccountDelegate: AnyObject {
    func createAccountDidTapTerms(_ controller: CreateAccountViewController)
}

/// The sign-up form.
final class CreateAccountViewController: ViewController {
    weak var delegate: (any CreateAccountDelegate)?

    init() {
        super.init()
        title = "Sign up"
    }

    override func loadView() {
        view = StackView {
            TextField(placeholder: "Email").identified("email")
            Button("Read the terms") { [unowned self] in delegate?.createAccountDidTapTerms(self) }
                .identified("terms")
        }
    }
}

/// What the terms sheet reports.
@MainActor protocol TermsDelegate: AnyObject {
    func termsDidAccept(_ controller: TermsViewController)
}

/// The terms, in a sheet.
final class TermsViewController: ViewController {
    weak var delegate: (any TermsDelegate)?

    init() {
        super.init()
        title = "Terms"
        modalPresentationStyle = .pageSheet
    }

    override func loadView() {
        view = StackView {
            Label("Be nice.")
            Button("Accept") { [unowned self] in delegate?.termsDidAccept(self) }.identified("accept")
        }
    }
}
