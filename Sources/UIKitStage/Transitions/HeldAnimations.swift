import Foundation
import ScenewrightCore

/// The animations an animator starts while a percent-driven interaction drives its transition,
/// held until the interaction ends (R40).
///
/// On iOS, `UIPercentDrivenInteractiveTransition` pauses the animations the animator starts in
/// `animateTransition(using:)` and drives their time with the finger; they run on, forwards or back,
/// only after `finish()` or `cancel()`, so their completions run then, when `transitionWasCancelled`
/// is known. The stage has no animation clock, so it models exactly that: the animations' changes
/// apply at once (a view's properties are the model values, which hold the animations' targets), and
/// the completions wait:
/// - a `UIView.animate` completion hears `true` after `finish()` and after `cancel()` alike
///   (**choice**: Apple does not say; the animations ran to their end, or back to their start, and
///   were not interrupted);
/// - a property animator started meanwhile ends at `.end` after `finish()`, at `.start` after
///   `cancel()` (**choice**, as it ran back);
/// - an animator's interruptible animator (`interruptibleAnimator(using:)`) is paused, scrubbed by
///   `update(_:)`, then continued — reversed after `cancel()` — as UIKit's header says the
///   percent-driven methods do.
@MainActor final class HeldAnimations {
    /// Where block animations and started property animators go while a percent-driven interaction
    /// runs the animator's `animateTransition(using:)`; `nil` otherwise.
    private(set) static var collecting: HeldAnimations?

    /// A held animation: a block animation's completion, or a started property animator.
    private enum Entry {
        case block(@MainActor (Bool) -> Void)
        case propertyAnimator(UIViewPropertyAnimator)
    }

    private var entries: [Entry] = []
    private var scrubbed: (any UIViewImplicitlyAnimating)?

    /// Runs `body` with the animations it starts held here.
    func collect(_ body: () -> Void) {
        let outer = Self.collecting
        Self.collecting = self
        defer { Self.collecting = outer }
        body()
    }

    /// Keeps a block animation's completion until ``release(cancelled:)``.
    func hold(_ completion: (@MainActor (Bool) -> Void)?) {
        if let completion { entries.append(.block(completion)) }
    }

    /// Keeps a started property animator running until ``release(cancelled:)``.
    func hold(_ animator: UIViewPropertyAnimator) {
        entries.append(.propertyAnimator(animator))
    }

    /// Pauses `animator` and moves it with the interaction from now on.
    func scrub(_ animator: any UIViewImplicitlyAnimating) {
        scrubbed = animator
        animator.pauseAnimation()
    }

    /// Moves the scrubbed animator to `fraction`.
    func update(_ fraction: CGFloat) {
        scrubbed?.fractionComplete = fraction
    }

    /// The interaction ended: the held animations run to their end (`cancelled` false) or back to
    /// their start, in the order they started, and their completions run.
    func release(cancelled: Bool) {
        let entries = self.entries
        let scrubbed = self.scrubbed
        self.entries = []
        self.scrubbed = nil
        for entry in entries {
            switch entry {
            case .block(let completion): completion(true)
            case .propertyAnimator(let animator): animator.endHeldAnimation(at: cancelled ? .start : .end)
            }
        }
        if let scrubbed {
            if cancelled { scrubbed.isReversed = true }
            scrubbed.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
    }
}

/// What ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)`` returns for an
/// animator that vends none: it animates nothing, and the stage knows it by its type.
@MainActor final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping @MainActor () -> Void) {}
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}

extension TransitionContext {
    /// Starts the animator of a percent-driven interaction (R39, R40): an interactive one with its
    /// animations held until the interaction ends — its interruptible animator, when it vends one,
    /// instead of `animateTransition(using:)` (**choice**, as UIKit uses the interruptible animator
    /// of a transition that starts interactive) — and one that starts non-interactive as usual.
    func startHoldingAnimations(of animator: any UIViewControllerAnimatedTransitioning) {
        guard isInteractive else {
            announceAnimateTransition()
            animator.animateTransition(using: self)
            return
        }
        let held = HeldAnimations()
        heldAnimations = held
        let interruptible = animator.interruptibleAnimator(using: self)
        if interruptible is NoInterruptibleAnimator {
            announceAnimateTransition()
            held.collect { animator.animateTransition(using: self) }
        } else {
            held.scrub(interruptible)
        }
    }

    /// The interaction ended: the held animations run on, and their completions run (R40).
    func releaseHeldAnimations(cancelled: Bool) {
        guard let held = heldAnimations else { return }
        heldAnimations = nil
        held.release(cancelled: cancelled)
    }

    /// A `completeTransition(_:)` after the interaction ended that contradicts how it ended: the
    /// interaction's outcome stands (as for a completion sent during the interaction, R39), and a
    /// diagnostic names the call.
    /// - Returns: The outcome to close with.
    func outcomeAfterInteraction(_ didComplete: Bool) -> Bool {
        guard initiallyInteractive, !isInteractive, animator != nil, didComplete == isCancelled else {
            return didComplete
        }
        Diagnostics.emit(
            Diagnostic(
                .transitionOutcomeContradicted,
                "completeTransition(\(didComplete)) on the context of the \(describedForDiagnostics), after "
                    + "its interaction was \(isCancelled ? "cancelled" : "finished"); the "
                    + "\(isCancelled ? "cancel" : "finish") stands. Pass "
                    + "!transitionContext.transitionWasCancelled: a UIView.animate completion hears "
                    + "finished == true after cancel() too."))
        return !isCancelled
    }
}

extension Diagnostic.Kind {
    /// R40: `completeTransition(_:)` called after an interactive transition's interaction ended,
    /// with the opposite outcome (`true` after `cancel()`, `false` after `finish()`); the
    /// interaction's outcome stands.
    public static let transitionOutcomeContradicted = Self("transition.outcomeContradicted")
}
