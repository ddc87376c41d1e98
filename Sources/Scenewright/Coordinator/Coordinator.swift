import ScenewrightCore
import UIKitStage

/// An object that owns one piece of an app's navigation and the coordinators it started.
///
/// The coordinator pattern: view controllers report what the user did (through a delegate), and a
/// coordinator decides what to show. Coordinators form a tree: a parent holds its
/// ``childCoordinators`` strongly, each child knows its ``parentCoordinator`` weakly (declare it
/// `weak`), and a child that is done is removed with ``childDidFinish(_:)`` — otherwise it leaks.
/// ``NavigationCoordinator`` does that removal for you when the user leaves the child's screens.
///
/// ```swift
/// final class AppCoordinator: Coordinator {
///     var childCoordinators: [any Coordinator] = []
///     weak var parentCoordinator: (any Coordinator)?
///     func start() { startChildCoordinator(ShopCoordinator()) }
/// }
/// ```
@MainActor public protocol Coordinator: AnyObject {
    /// The coordinators this one started and still runs, held strongly.
    ///
    /// A child that is done must leave this array, or it leaks with everything it holds:
    /// ``childDidFinish(_:)`` removes it.
    ///
    /// ```swift
    /// print("running children:", childCoordinators.count)
    /// ```
    var childCoordinators: [any Coordinator] { get set }

    /// The coordinator that started this one. Declare it `weak` in conforming types.
    ///
    /// A strong parent reference would make a cycle with ``childCoordinators``.
    ///
    /// ```swift
    /// weak var parentCoordinator: (any Coordinator)?
    /// ```
    var parentCoordinator: (any Coordinator)? { get set }

    /// The controller this coordinator shows its screens in — a navigation or tab bar controller —
    /// or `nil`. `Window.rootCoordinator` makes it the window's root.
    ///
    /// A default returns `nil`; ``NavigationCoordinator`` returns its navigation controller and
    /// ``TabBarCoordinator`` its tab bar controller.
    ///
    /// ```swift
    /// window.rootCoordinator = coordinator   // shows coordinator.rootViewController
    /// ```
    var rootViewController: UIViewController? { get }

    /// Shows the coordinator's first screen.
    ///
    /// ``startChildCoordinator(_:)`` calls it after making the coordinator a child.
    ///
    /// ```swift
    /// func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
    /// ```
    func start()

    /// Called when `child` is done: removes it from ``childCoordinators`` and clears its parent.
    ///
    /// A default implementation does exactly that; ``NavigationCoordinator`` calls it by itself when
    /// a child's screens are gone.
    ///
    /// ```swift
    /// parentCoordinator?.childDidFinish(self)
    /// ```
    ///
    /// - Parameter child: The finished child.
    func childDidFinish(_ child: any Coordinator)
}

extension Coordinator {
    /// `nil`: a coordinator has no root controller unless it says so.
    ///
    /// ```swift
    /// var rootViewController: ViewController? { navigationController }
    /// ```
    public var rootViewController: UIViewController? { nil }

    /// Removes `child` from ``childCoordinators`` and clears its ``parentCoordinator``; a coordinator
    /// that is not a child is left alone.
    ///
    /// Conforming types get this for free; ``NavigationCoordinator`` overrides it to also stop
    /// watching the child's screens.
    ///
    /// ```swift
    /// parentCoordinator?.childDidFinish(self)
    /// ```
    ///
    /// - Parameter child: The finished child.
    public func childDidFinish(_ child: any Coordinator) {
        removeChildCoordinator(child)
    }

    /// Adds `child` to ``childCoordinators`` (moving it from its old parent), sets its parent to this
    /// coordinator, then calls its ``start()``.
    ///
    /// Starting this coordinator or one of its ancestors as a child is rejected with a
    /// `coordinator.cycle` diagnostic; starting a child that is already one does nothing.
    ///
    /// ```swift
    /// startChildCoordinator(BuyCoordinator(navigationController: navigationController))
    /// ```
    ///
    /// - Parameter child: The coordinator to run under this one.
    public func startChildCoordinator(_ child: any Coordinator) {
        let attached = FlowTree.attach(.coordinator(child), to: .coordinator(self)) { _ in
            Diagnostic(
                .coordinatorCycle,
                "Cannot start \(type(of: child)) as a child of \(type(of: self)): it is this "
                    + "coordinator or one of its ancestors, so the tree would contain a cycle. "
                    + "Start a new coordinator instance instead.")
        }
        if attached { child.start() }
    }

    /// Removes `child` without calling ``childDidFinish(_:)``: the bookkeeping part of it.
    ///
    /// Call it from an override of ``childDidFinish(_:)`` that does not call the default.
    ///
    /// ```swift
    /// func childDidFinish(_ child: any Coordinator) {
    ///     removeChildCoordinator(child)
    ///     log("finished \(child)")
    /// }
    /// ```
    ///
    /// - Parameter child: The child to remove.
    public func removeChildCoordinator(_ child: any Coordinator) {
        let before = childCoordinators.count
        childCoordinators.removeAll { $0 === child }
        if childCoordinators.count != before, child.parentCoordinator === self {
            child.parentCoordinator = nil
        }
    }

}
