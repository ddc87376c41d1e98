import ScenewrightCore
import UIKitStage

/// A coordinator that shows its screens in a navigation controller and removes finished children
/// by itself — no leaked child coordinators after a back button, a pop or a dismiss.
///
/// Show screens with ``push(_:animated:)`` and ``present(_:from:animated:completion:)``: the
/// coordinator remembers what it showed. When every controller a child coordinator showed has
/// left — popped in code, by `popToRootViewController`, by `setViewControllers`, by the user's
/// `"back"` button, or dismissed (also as part of a chain dismissed from below) — the child finishes
/// by itself: its own children finish first (depth first), then its parent's
/// ``childDidFinish(_:)`` removes it. A coordinator that never showed anything does not finish.
///
/// It watches its controllers' lifecycle, not the navigation controller's delegate, so the
/// `delegate` stays yours and is never replaced. It holds the controllers it showed weakly; the
/// navigation stack and presentations own them.
///
/// A controller presented outside the coordinators (a raw `present`) full screen over one of its
/// screens is watched too, from the moment it covers that screen, so a chain dismissed from below
/// is noticed even when such a controller is on top.
///
/// ```swift
/// final class BuyCoordinator: NavigationCoordinator, BuyViewControllerDelegate {
///     override func start() {
///         let buy = BuyViewController()
///         buy.delegate = self
///         push(buy, animated: true)
///     }
///     func buyViewControllerDidConfirm(_ controller: BuyViewController) {
///         navigationController.popViewController(animated: true)   // this child finishes itself
///     }
/// }
///
/// // in the parent:
/// startChildCoordinator(BuyCoordinator(navigationController: navigationController))
/// ```
@MainActor open class NavigationCoordinator: Coordinator {
    /// The navigation controller this coordinator pushes onto. Child coordinators usually share it.
    ///
    /// Its `delegate` is yours: the coordinator never sets it.
    ///
    /// ```swift
    /// startChildCoordinator(BuyCoordinator(navigationController: navigationController))
    /// ```
    public let navigationController: UINavigationController

    /// The coordinators this one started and still runs.
    ///
    /// Children leave it by themselves when their screens are gone.
    ///
    /// ```swift
    /// print(childCoordinators.count)   // 0 after the user went back
    /// ```
    public var childCoordinators: [any Coordinator] = []

    /// The coordinator that started this one, held weakly.
    ///
    /// Set by `startChildCoordinator(_:)`; cleared when this coordinator finishes.
    ///
    /// ```swift
    /// (parentCoordinator as? ShopCoordinator)?.didBuy()
    /// ```
    public weak var parentCoordinator: (any Coordinator)?

    /// The tree's bookkeeping for this coordinator: what it pushed and presented, watched.
    let treeRecord = FlowNodeRecord(kind: .endsWithScreens)

    /// Creates a coordinator that shows its screens in `navigationController`.
    ///
    /// ```swift
    /// let buy = BuyCoordinator(navigationController: navigationController)
    /// ```
    ///
    /// - Parameter navigationController: Where ``push(_:animated:)`` pushes.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        treeRecord.attach(coordinator: self)
        ObjectLifetimes.announce(self, role: .coordinator)
    }

    /// Reports a release while this coordinator's screens are on screen (`coordinator.releasedWhileShown`):
    /// their taps would reach nothing.
    deinit {
        guard FlowTree.isOnMainQueue else { return }
        MainActor.assumeIsolated {
            FlowTree.memberReleased(
                treeRecord, name: "\(type(of: self))", screens: treeRecord.ownership.controllers,
                children: childCoordinators.map(FlowTreeNode.coordinator))
        }
    }

    /// The navigation controller: `Window.rootCoordinator` makes it the window's root.
    ///
    /// ```swift
    /// window.rootCoordinator = MainCoordinator(navigationController: NavigationController())
    /// ```
    public var rootViewController: UIViewController? { navigationController }

    /// Shows the first screen. Override it; the default emits a `coordinator.startNotOverridden`
    /// diagnostic.
    ///
    /// ```swift
    /// override func start() { push(BuyViewController(), animated: true) }
    /// ```
    open func start() {
        Diagnostics.emit(
            Diagnostic(
                .coordinatorStartNotOverridden,
                "\(type(of: self)) was started, but it does not override start(), so nothing was shown. "
                    + "Override start() and show the first screen with push(_:animated:) or present(_:)."))
    }

    /// Removes `child`, stops watching its screens, and clears its parent. Overrides must call
    /// `super`.
    ///
    /// Called automatically when a child's screens are all gone, and by ``finish()``.
    ///
    /// ```swift
    /// override func childDidFinish(_ child: any Coordinator) {
    ///     super.childDidFinish(child)
    ///     print("children left:", childCoordinators.count)
    /// }
    /// ```
    ///
    /// - Parameter child: The finished child.
    open func childDidFinish(_ child: any Coordinator) {
        removeChildCoordinator(child)
    }

    /// Pushes `viewController` onto ``navigationController`` and remembers it as this coordinator's.
    ///
    /// ```swift
    /// push(ProductViewController(product), animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Passed through to the callbacks.
    public func push(_ viewController: UIViewController, animated: Bool) {
        treeRecord.own(viewController)
        navigationController.pushViewController(viewController, animated: animated)
        FlowTree.reconcile(from: .coordinator(self))
    }

    /// Presents `viewController` and remembers it as this coordinator's; dismissing it finishes a
    /// child coordinator that showed nothing else.
    ///
    /// ```swift
    /// present(CreateAccountViewController(), animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - presenter: Who presents; by default the top of the presentation chain above
    ///     ``navigationController``.
    ///   - animated: Passed through to the callbacks.
    ///   - completion: Called after the presentation; not called when it is rejected.
    public func present(
        _ viewController: UIViewController, from presenter: UIViewController? = nil, animated: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        var top: UIViewController = navigationController
        while let presented = top.presentedViewController { top = presented }
        treeRecord.own(viewController)
        (presenter ?? top).present(viewController, animated: animated, completion: completion)
        FlowTree.reconcile(from: .coordinator(self))
    }

    /// Ends this coordinator now: its children finish first, then its parent removes it. It does not
    /// pop or dismiss anything — do that first if its screens are still shown.
    ///
    /// ```swift
    /// func onboardingDidComplete() { finish() }
    /// ```
    public func finish() {
        FlowTree.end(.coordinator(self))
    }

    /// The living controllers this coordinator pushed or presented that are still shown.
    ///
    /// ```swift
    /// let screens = coordinator.shownViewControllers.map(\.title)
    /// ```
    public var shownViewControllers: [UIViewController] {
        treeRecord.controllersInPlace
    }
}

extension NavigationCoordinator: FlowTreeRecordHolder {}
