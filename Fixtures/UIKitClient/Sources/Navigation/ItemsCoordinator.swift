import UIKit

/// Owns the navigation stack: shows the list, pushes details, and notices when the user goes back.
@MainActor
public final class ItemsCoordinator: NSObject, UINavigationControllerDelegate, ItemsViewControllerDelegate {
    public let navigationController: UINavigationController
    public private(set) var shownItems: [String] = []
    public private(set) var closedItems: [String] = []

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    public func start(with items: [String]) {
        let list = ItemsViewController()
        list.items = items
        list.delegate = self
        navigationController.setViewControllers([list], animated: false)
    }

    public func itemsViewController(_ controller: ItemsViewController, didSelect item: String) {
        let detail = DetailViewController()
        detail.item = item
        shownItems.append(item)
        navigationController.pushViewController(detail, animated: true)
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.viewControllers.contains(from),
            let detail = from as? DetailViewController, let item = detail.item
        else { return }
        closedItems.append(item)
    }
}
