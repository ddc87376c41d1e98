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

    private let session: InteractionSession

    init(_ session: InteractionSession) { self.session = session }

    /// Where the transition is.
    public var state: State {
        switch session.state {
        case .inProgress: .inProgress
        case .finished: .finished
        case .cancelled: .cancelled
        }
    }

    /// How far the finger went, 0...1, as last given to ``update(_:)``.
    public var fractionComplete: Double { session.fractionComplete }

    /// Moves the finger: records how far the transition went. No callbacks.
    /// - Parameter fractionComplete: 0 (where it started) to 1 (done); clamped to that range; a
    ///   value that is not a number is ignored.
    public func update(_ fractionComplete: Double) { session.update(fractionComplete) }

    /// The user completes the gesture: the transition ends like the ordinary one (a pop, R9; a
    /// sheet swipe, R33). Then the requests that waited run.
    public func finish() { session.finish() }

    /// The user lets go early: everything returns to where it was (R35, R36). Then the requests that
    /// waited run.
    public func cancel() { session.cancel() }
}
