import Foundation

/// An interaction controller that a gesture drives by percentages — HeadlessUI's
/// `UIPercentDrivenInteractiveTransition`.
///
/// Return it from an `interactionController…` delegate method. It starts the animator, and then the
/// transition waits: ``update(_:)`` only moves the fraction; ``finish()`` and ``cancel()`` end the
/// interaction (the coordinator's `notifyWhenInteractionChanges` handlers run) and complete or
/// cancel the transition, as `completeTransition(true/false)` does (R39).
///
/// As on iOS, where it pauses the animations the animator starts and drives them with the finger,
/// the animator's `UIView.animate` and property-animator completions wait for ``finish()`` or
/// ``cancel()`` (their changes apply at once), so `completeTransition(!transitionWasCancelled)` in a
/// completion sees the user's decision; an animator's `interruptibleAnimator(using:)` is scrubbed by
/// ``update(_:)`` (R40). A `completeTransition(_:)` the animator sends while the interaction is still
/// under way takes effect when it ends, with its outcome.
///
/// ```swift
/// final class SwipeInteractor: PercentDrivenInteractiveTransition {
///     var hasStarted = false
/// }
/// let interactor = SwipeInteractor()
/// // in the pan handler:
/// interactor.update(0.4)
/// interactor.finish()   // or cancel()
/// ```
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The context of the transition this drives, while it runs.
    private var context: (any UIViewControllerContextTransitioning)?
    private var lastDuration: TimeInterval = 0

    /// How far the transition went, 0...1, as last given to ``update(_:)``.
    public private(set) var percentComplete: CGFloat = 0
    /// The animator's duration for the running (or last) transition; 0 before one starts.
    open var duration: CGFloat { CGFloat(lastDuration) }
    /// The speed of the completion animation. Default 1.
    open var completionSpeed: CGFloat = 1
    /// Whether the transition starts interactive. Default `true`.
    open var wantsInteractiveStart = true

    /// Creates an interaction controller.
    public init() {}

    /// Starts the animator in `transitionContext` — its interruptible animator, paused, when it vends
    /// one — with the animations it starts held until ``finish()`` or ``cancel()``.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let ours = transitionContext as? TransitionContext, let animator = ours.animator else { return }
        ours.defersCompletionToInteraction = true
        lastDuration = ours.transitionDuration
        ours.startHoldingAnimations(of: animator)
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1), and an interruptible animator's
    /// `fractionComplete` with it. No callbacks.
    open func update(_ percentComplete: CGFloat) {
        guard let context, !percentComplete.isNaN else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses the transition. There is no animation clock: nothing changes.
    open func pause() { context?.pauseInteractiveTransition() }

    /// The interaction ends and the transition completes (R39): the held animations run to their end
    /// and their completions run (R40).
    open func finish() {
        guard let context else { return }
        self.context = nil
        percentComplete = 1
        context.finishInteractiveTransition()
    }

    /// The interaction ends and the transition is cancelled: everything goes back (R38, R39); the held
    /// animations run back to their start and their completions run (R40).
    open func cancel() {
        guard let context else { return }
        self.context = nil
        context.cancelInteractiveTransition()
    }
}
