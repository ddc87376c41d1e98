import Foundation

/// Keys for the controllers and views taking part in a transition — UIKit's
/// `UITransitionContextViewControllerKey` and `UITransitionContextViewKey` in one.
public enum UITransitionContextViewControllerKey: Sendable, Hashable {
    /// The controller going away: the outgoing top, the dismissed or the previously selected one.
    case from
    /// The controller coming in.
    case to
}

/// What a running transition looks like now — HeadlessUI's
/// `UIViewControllerTransitionCoordinatorContext`, handed to the blocks of
/// ``UIViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)`` and
/// ``UIViewControllerTransitionCoordinator/notifyWhenInteractionChanges(_:)``.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// The controller for `key`, or `nil` when the transition has none (e.g. a first appearance).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key` when it takes part in a custom animation, else `nil`.
    func view(forKey key: UITransitionContextViewControllerKey) -> UIView?
    /// Whether a user's finger (or an interaction controller) drives the transition now: `true` from
    /// the start of a swipe back, a sheet drag or an interactive custom transition until it is
    /// finished or cancelled (R35, R36, R39). Default `false`.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled: `true` from the moment the interaction ended early, or
    /// the animator called `completeTransition(false)`, until the transition ends. Default `false`.
    var isCancelled: Bool { get }
    /// Whether the transition was requested with `animated: true`. Default `false`.
    var isAnimated: Bool { get }
    /// Whether the transition started interactive. Default `false`.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted. Always `false`: there is no animation clock.
    var isInterruptible: Bool { get }
    /// The animator's `transitionDuration(using:)`, or 0 without an animator. Default 0.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition went, 0...1. Default 0.
    var percentComplete: CGFloat { get }
    /// The speed of the completion animation. Default 1.
    var completionVelocity: CGFloat { get }
    /// The presentation style of a modal transition; `.fullScreen` for container transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view a custom transition happens in; for a built-in transition, the container's view.
    var containerView: UIView { get }
}

extension UIViewControllerTransitionCoordinatorContext {
    /// `nil`.
    public func view(forKey key: UITransitionContextViewControllerKey) -> UIView? { nil }
    /// Not interactive.
    public var isInteractive: Bool { false }
    /// Not cancelled.
    public var isCancelled: Bool { false }
    /// Not animated.
    public var isAnimated: Bool { false }
    /// Not interactive.
    public var initiallyInteractive: Bool { false }
    /// Not interruptible.
    public var isInterruptible: Bool { false }
    /// 0.
    public var transitionDuration: TimeInterval { 0 }
    /// 0.
    public var percentComplete: CGFloat { 0 }
    /// 1.
    public var completionVelocity: CGFloat { 1 }
    /// `.fullScreen`.
    public var presentationStyle: UIModalPresentationStyle { .fullScreen }
    /// A fresh, empty view.
    public var containerView: UIView { UIView() }
}

/// Describes a running transition — HeadlessUI's `UIViewControllerTransitionCoordinator`.
///
/// Non-`nil` on the container running a transition and on the controllers taking part, for the
/// whole transition, delegate callbacks included. The coordinator pattern uses it to tell a pop from
/// a push:
///
/// ```swift
/// func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool) {
///     guard let from = nav.transitionCoordinator?.viewController(forKey: .from),
///           !nav.viewControllers.contains(where: { $0 === from }) else { return }
///     // `from` was popped
/// }
/// ```
///
/// A transition a user's finger drives (a swipe back, a sheet drag; R35, R36) is interactive until
/// the finger lifts; the user may then cancel it, and everything returns to where it was:
///
/// ```swift
/// override func viewWillDisappear(_ animated: Bool) {
///     transitionCoordinator?.notifyWhenInteractionChanges { context in
///         if context.isCancelled { self.resumeWork() }   // the swipe back was cancelled
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Calls `handler` once, when the interaction ends and the transition stops being interactive
    /// — before the completing or cancelling callbacks. Not called for a transition that is not
    /// interactive. Default: never calls it.
    /// - Parameter handler: Receives the context, whose ``UIViewControllerTransitionCoordinatorContext/isCancelled``
    ///   says how it ended.
    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)

    /// Runs `animation` with the transition and `completion` once it is over (R40): `animation` when
    /// the animation part begins, after the "will" callbacks (at once when it began already);
    /// `completion` after the transition completed or was cancelled, before the "did" callbacks.
    /// - Returns: `false`, running nothing, when the transition's animation is already over.
    @discardableResult
    func animate(
        alongsideTransition animation: (
            @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like ``animate(alongsideTransition:completion:)``; `view` is where UIKit would run the
    /// animation and plays no part here.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Never calls `handler`: the transition is not interactive.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}

    /// Runs nothing; returns `false`.
    @discardableResult
    public func animate(
        alongsideTransition animation: (
            @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool { false }

    /// ``animate(alongsideTransition:completion:)`` with no completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: (
            @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs like ``animate(alongsideTransition:completion:)``.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
}

/// The roles a controller can play in a transition; they answer `isMovingToParent` and friends.
struct TransitionRoles: OptionSet {
    let rawValue: UInt8
    static let movingToParent = Self(rawValue: 1 << 0)
    static let movingFromParent = Self(rawValue: 1 << 1)
    static let beingPresented = Self(rawValue: 1 << 2)
    static let beingDismissed = Self(rawValue: 1 << 3)
}

extension UIViewController {
    /// Tells `listener` of the animator calls of the custom transition this controller takes part
    /// in now (`"CardPushAnimator.animateTransition"`, `"completeTransition(true)"`,
    /// `"CardPushAnimator.animationEnded(true)"`), once per transition and listener `owner`.
    /// Returns `false` when no transition runs or `owner` listens already.
    package func listenToTransitionAnimation(
        owner: AnyObject, _ listener: @escaping @MainActor (String) -> Void
    ) -> Bool {
        guard let transition = activeTransition, !transition.hasAnimationListener(owner: owner) else {
            return false
        }
        return transition.addAnimationListener(owner: owner, listener)
    }

    /// Whether this controller plays `role` in the transition it takes part in. The stage reads
    /// its roles here, never through the overridable properties that report them.
    final func playsTransitionRole(_ role: TransitionRoles) -> Bool {
        activeTransition?.roles(of: self).contains(role) ?? false
    }
}
