import ScenewrightCore

/// A transition a user's finger drives: a swipe back (R35) or a sheet drag (R36), started with
/// `UIWindow.beginSwipeBack()` or `UIWindow.beginSheetDrag()`.
///
/// The will-callbacks run when it begins; ``finish()`` completes it like the matching ordinary
/// transition, ``cancel()`` puts everything back where it was. While it is in progress, the
/// controllers taking part have a `UIViewController.transitionCoordinator` whose
/// `UIViewControllerTransitionCoordinatorContext.isInteractive` is `true`, and every push, pop, presentation or dismissal
/// asked of controllers on screen waits until it ends (R29).
///
/// ```swift
/// let swipe = try window.beginSwipeBack()   // B.viewWillDisappear, A.viewWillAppear, …
/// swipe.update(0.3)                         // no callbacks
/// swipe.cancel()                            // A disappears again, B appears again; B stays
/// ```
///
/// Finishing or cancelling a second time changes nothing and emits a
/// `Diagnostic.Kind.interactiveTransitionEnded` diagnostic. One released while still in
/// progress is cancelled, as a gesture is when the finger is lost, by the next request for a
/// transition, with a `Diagnostic.Kind.interactiveTransitionAbandoned` diagnostic.
@preconcurrency @MainActor public final class InteractiveTransition {
    /// Where the transition is.
    public enum State: Sendable, Equatable {
        /// The finger is down.
        case inProgress
        /// The user completed it.
        case finished
        /// The user let go early; everything went back.
        case cancelled
    }

    /// The interactive pop or dismissal the stage runs, when it runs one: always for a sheet drag;
    /// for a swipe back when the recognizer's built-in target started it (a custom target may run
    /// its own instead).
    private let session: InteractionSession?
    /// The navigation controller whose ``UINavigationController/interactivePopGestureRecognizer``
    /// this swipe moves; `nil` for a sheet drag.
    private let swipedNavigation: UINavigationController?
    /// How a swipe without a built-in pop ended, or where it is.
    private var swipeState = State.inProgress
    private var swipeFraction = 0.0

    init(_ session: InteractionSession) {
        self.session = session
        swipedNavigation = nil
    }

    /// A swipe back through `navigation`'s pop recognizer, which has begun.
    init(swipingBackIn navigation: UINavigationController, session: InteractionSession?) {
        self.session = session
        swipedNavigation = navigation
    }

    /// Where the transition is.
    public var state: State {
        guard let session else { return swipeState }
        switch session.state {
        case .inProgress: return swipeState == .inProgress ? .inProgress : swipeState
        case .finished: return .finished
        case .cancelled: return .cancelled
        }
    }

    /// How far the finger has moved, from 0 to 1.
    public var fractionComplete: Double { session?.fractionComplete ?? swipeFraction }

    /// Moves the finger to `fractionComplete` (clamped to 0…1); no callbacks run. A swipe back
    /// reaches the pop recognizer's targets as `.changed`, with the translation across the view.
    public func update(_ fractionComplete: Double) {
        guard let navigation = swipedNavigation else {
            session?.update(fractionComplete)
            return
        }
        guard reportIfEnded("update(_:)") else { return }
        guard !fractionComplete.isNaN else { return }
        swipeFraction = min(1, max(0, fractionComplete))
        navigation.moveSwipe(to: swipeFraction)
    }

    /// Lifts the finger past the point of no return: the transition completes. A swipe back ends the
    /// pop recognizer's pan (`.ended`, across the whole width).
    public func finish() {
        end(finishing: true, call: "finish()")
    }

    /// Lets go early: everything goes back as it was. A swipe back ends the pop recognizer's pan
    /// (`.ended`, back at the edge).
    public func cancel() {
        end(finishing: false, call: "cancel()")
    }

    /// Ends the transition: through the session when there is no built-in pop, else by ending the
    /// pop recognizer's pan at the far side (`finishing`) or back at the edge.
    private func end(finishing: Bool, call: String) {
        guard let navigation = swipedNavigation else {
            if finishing { session?.finish() } else { session?.cancel() }
            return
        }
        guard reportIfEnded(call) else { return }
        swipeState = finishing ? .finished : .cancelled
        swipeFraction = finishing ? 1 : 0
        navigation.endSwipe(finishing: finishing)
    }

    /// `true` while the swipe is in progress; otherwise reports the late call and returns `false`.
    private func reportIfEnded(_ call: String) -> Bool {
        if state == .inProgress { return true }
        Diagnostics.emit(
            Diagnostic(
                .interactiveTransitionEnded,
                "\(call) on the swipe back in \(swipedNavigation?.diagnosticName ?? "a navigation controller"), "
                    + "which was already \(state == .finished ? "finished" : "cancelled"); nothing changed. "
                    + "An interactive transition ends once."))
        return false
    }
}
