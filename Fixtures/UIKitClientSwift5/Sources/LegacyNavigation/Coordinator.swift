import UIKit

/// The coordinator protocol most Swift 5 UIKit apps have: no actor annotations.
public protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

extension Coordinator {
    public func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

/// The app's root coordinator: a plain class driving UIKit from unannotated code.
public final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: UINavigationController
    public private(set) var log: [String] = []

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    public func start() {
        navigationController.delegate = self
        let home = HomeViewController()
        home.coordinator = self
        navigationController.pushViewController(home, animated: false)
    }

    public func buy() {
        let child = BuyCoordinator(navigationController: navigationController)
        child.parent = self
        childCoordinators.append(child)
        child.start()
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        log.append("didShow \(type(of: viewController))")
        guard
            let fromViewController = navigationController.transitionCoordinator?.viewController(forKey: .from)
        else { return }
        if navigationController.viewControllers.contains(fromViewController) { return }
        if let buyViewController = fromViewController as? BuyViewController,
            let child = buyViewController.coordinator
        {
            childDidFinish(child)
        }
    }

    /// Presenting on the next turn of the main queue, as Swift 5 code often does: compiles without
    /// any annotation.
    public func presentLater(_ controller: UIViewController) {
        DispatchQueue.main.async {
            self.navigationController.present(controller, animated: true)
        }
    }
}

/// A child coordinator for one flow.
public final class BuyCoordinator: Coordinator {
    public var childCoordinators: [Coordinator] = []
    public let navigationController: UINavigationController
    public weak var parent: MainCoordinator?

    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    public func start() {
        let buy = BuyViewController()
        buy.coordinator = self
        navigationController.pushViewController(buy, animated: true)
    }
}
