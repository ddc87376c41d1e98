import Foundation
import ScenewrightCore

// The protocols of custom transitions — UIKit's `UIViewControllerAnimatedTransitioning` and friends
// (R37–R40). A transition that finds an animator runs its "will" callbacks, hands the animator a
// context, and waits: nothing completes until the animator calls `completeTransition(_:)`.

/// The context an animator works in — HeadlessUI's `UIViewControllerContextTransitioning`.
///
/// ``UIViewControllerAnimatedTransitioning/animateTransition(using:)`` receives it. The container
/// view already holds the from-view (when it stays in the hierarchy during the transition); the
/// animator adds the to-view itself, as in UIKit, and must call ``completeTransition(_:)`` exactly
/// once, at once or later. Until then the transition is in progress: the participants'
/// `transitionCoordinator` is non-`nil` and every other transition request waits (R38).
///
/// ```swift
/// func animateTransition(using context: any ViewControllerContextTransitioning) {
///     guard let toView = context.view(forKey: .to) else { return }
///     context.containerView.addSubview(toView)
///     context.completeTransition(!context.transitionWasCancelled)
/// }
/// ```
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in. It holds the from-view, when that view stays in the
    /// hierarchy; the animator adds the to-view.
    var containerView: UIView { get }
    /// Whether the transition was requested with `animated: true`.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (interactively, or by `completeTransition(false)`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition; for container transitions, `.fullScreen`.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Records how far an interactive transition went, 0...1. No callbacks.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ends and the transition will complete: the coordinator's
    /// `notifyWhenInteractionChanges` handlers run. Call ``completeTransition(_:)`` afterwards.
    func finishInteractiveTransition()
    /// The interaction ends and the transition will be cancelled: the coordinator's
    /// `notifyWhenInteractionChanges` handlers run. Call ``completeTransition(_:)`` with `false`.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition. There is no animation clock: nothing changes.
    func pauseInteractiveTransition()
    /// Ends the transition: `true` runs its "did" callbacks, `false` puts everything back (R38).
    /// Then the animator hears `animationEnded(_:)` and the requests that waited run. A second call,
    /// or a call on the context of a transition that already ended, changes nothing and emits a
    /// `Diagnostic.Kind.transitionAlreadyCompleted` diagnostic.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`: `.from` is the one going away, `.to` the one coming in.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or `nil` when that view does not take part in the animation (the
    /// presenter of a presentation that keeps it on screen).
    func view(forKey key: UITransitionContextViewControllerKey) -> UIView?
    /// Where `vc`'s view starts. HeadlessUI has no geometry here: `.zero`.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends: the presentation controller's
    /// ``UIPresentationController/frameOfPresentedViewInContainerView`` for a presented controller,
    /// else `.zero`.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// Animates a transition — HeadlessUI's `UIViewControllerAnimatedTransitioning`.
///
/// Return one from a navigation delegate's
/// ``UINavigationControllerDelegate/navigationController(_:animationControllerFor:from:to:)``, a tab
/// bar delegate's ``UITabBarControllerDelegate/tabBarController(_:animationControllerForTransitionFrom:to:)``
/// or a ``UIViewControllerTransitioningDelegate``. There is no animation clock:
/// ``transitionDuration(using:)`` is asked, ``animateTransition(using:)`` is called once, and the
/// transition waits for ``UIViewControllerContextTransitioning/completeTransition(_:)``.
///
/// ```swift
/// final class CardPushAnimator: ViewControllerAnimatedTransitioning {
///     func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
///     func animateTransition(using context: any ViewControllerContextTransitioning) {
///         if let toView = context.view(forKey: .to) { context.containerView.addSubview(toView) }
///         context.completeTransition(!context.transitionWasCancelled)
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation would take. Asked once before ``animateTransition(using:)``.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    /// Performs the animation; call `completeTransition(_:)` on the context when done.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator of the transition — a ``UIViewPropertyAnimator``, the same object
    /// for the whole transition. A ``UIPercentDrivenInteractiveTransition`` that starts the
    /// transition interactive asks for it instead of calling ``animateTransition(using:)``, pauses
    /// it, scrubs its ``UIViewAnimating/fractionComplete`` with `update(_:)`, and continues it when
    /// the interaction ends: forwards after `finish()`, reversed after `cancel()`. Optional in UIKit;
    /// the default here vends an animator that animates nothing, which tells the stage the animator
    /// has none.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// Called after the transition completed (`true`) or was cancelled (`false`), after its last
    /// callback. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// An animator that animates nothing: this animator has no interruptible animator.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator()
    }

    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively — HeadlessUI's `UIViewControllerInteractiveTransitioning`.
///
/// Returned from an `interactionController…` delegate method, it receives the context in
/// ``startInteractiveTransition(_:)`` instead of the animator; it reports progress with
/// `updateInteractiveTransition(_:)` and ends with `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`, then `completeTransition(_:)`. ``UIPercentDrivenInteractiveTransition``
/// does all of that for you.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the completion animation. Default 1.
    var completionSpeed: CGFloat { get }
    /// Whether the transition starts interactive. Default `true`.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// `true`.
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies the animator, the interaction controller and the presentation controller of a
/// presentation — HeadlessUI's `UIViewControllerTransitioningDelegate`.
///
/// Set it on the controller to present (``UIViewController/transitioningDelegate``, held weakly).
/// Every method is optional and returns `nil` by default, which keeps the built-in transition.
///
/// ```swift
/// sheet.modalPresentationStyle = .custom
/// sheet.transitioningDelegate = cardTransitions
/// host.present(sheet, animated: true)   // asks cardTransitions for a presentation controller and an animator
/// ```
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator presenting `presented`, or `nil` for the built-in one. Asked only for
    /// `animated: true`.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator dismissing `dismissed`, or `nil` for the built-in one. Asked only for
    /// `animated: true`.
    func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )?
    /// The interaction controller of a presentation using `animator`, or `nil`.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller of a dismissal using `animator`, or `nil`.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, or `nil` for the default one.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// `nil`: the built-in presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: the built-in dismissal.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
    /// `nil`: not interactive.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    /// `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    /// `nil`: the default presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
