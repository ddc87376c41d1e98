import UIKit

/// Tells the coordinator what the user picked.
@MainActor public protocol ItemsViewControllerDelegate: AnyObject {
    func itemsViewController(_ controller: ItemsViewController, didSelect item: String)
}

/// The first screen: a list of items.
public final class ItemsViewController: UIViewController {
    public weak var delegate: (any ItemsViewControllerDelegate)?
    public var items: [String] = []
    public private(set) var appearances = 0

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    /// What a row tap does.
    public func select(_ item: String) {
        delegate?.itemsViewController(self, didSelect: item)
    }
}

/// The detail of one item.
public final class DetailViewController: UIViewController {
    public var item: String?

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = item
    }
}
