import ScenewrightCore

/// A transition a user's finger drives, held open between its begin and end (R35, R36); the
/// headless tools hand it out as `InteractiveTransition`.
@preconcurrency @MainActor package final class InteractionSession {
    /// Where the transition is.
    package enum State: Sendable, Equatable {
        /// The finger is down.
        case inProgress
        /// The user completed it.
        case finished
        /// The user let go early; everything went back.
        case cancelled
    }

    /// Where the transition is.
    package private(set) var state = State.inProgress
    /// How far the finger went, 0...1, as last given to ``update(_:)``.
    package private(set) var fractionComplete = 0.0

    private let name: String
    /// The transition held open; `nil` once it ended.
    private var context: TransitionContext?

    /// Holds the transition queue and runs `plan.begin`; the caller checked that no transition runs.
    /// The transition is held open like one a custom animator has not completed (R39): finishing or
    /// cancelling closes it.
    init(_ plan: InteractivePlan<UIViewController>, name: String) {
        self.name = name
        // A plan that enlists no one (a page turn: UIKit gives it no transition coordinator) still
        // needs a context to hold it open between its begin and end steps.
        let context =
            TransitionInterpreter.open(plan.begin, interactive: true)
            ?? TransitionContext(from: plan.begin.from, to: plan.begin.to, isInteractive: true, capacity: 0)
        self.context = context
        context.hold(
            finish: plan.finish, cancel: plan.cancel, container: plan.container, name: name, animated: true)
        // Should the owner let this go unfinished, the next request cancels it first.
        context.windowTransitions?.watchInteraction(owner: self) { [name] in
            Diagnostics.emit(
                Diagnostic(
                    .interactiveTransitionAbandoned,
                    "The \(name) was released while in progress; it was cancelled. "
                        + "Call finish() or cancel() on an InteractiveTransition before letting it go."))
            context.close(finished: false)
        }
        TransitionInterpreter.perform(
            plan.begin.steps, animated: true, context: context, container: plan.container)
    }

    /// Moves the finger: records how far the transition went. No callbacks.
    /// - Parameter fractionComplete: 0 (where it started) to 1 (done); clamped to that range; a
    ///   value that is not a number is ignored.
    package func update(_ fractionComplete: Double) {
        guard isInProgress() else {
            Diagnostics.emit(ended("update(_:)"))
            return
        }
        guard !fractionComplete.isNaN else { return }
        self.fractionComplete = min(1, max(0, fractionComplete))
    }

    /// The user completes the gesture: the transition ends like the ordinary one (a pop, R9; a
    /// sheet swipe, R33). Then the requests that waited run.
    package func finish() { end(.finished, by: "finish()") }

    /// The user lets go early: everything returns to where it was (R35, R36). Then the requests that
    /// waited run.
    package func cancel() { end(.cancelled, by: "cancel()") }

    /// Whether the transition was cancelled because its window was let go while the finger was down.
    private var endedWithWindow = false

    /// Whether the finger is still down. A transition cancelled because its window was let go
    /// counts as cancelled from then on.
    private func isInProgress() -> Bool {
        if state == .inProgress, context?.endedWithItsWindow == true {
            state = .cancelled
            context = nil
            endedWithWindow = true
        }
        return state == .inProgress
    }

    /// Ends the transition as `call` asks: finished or cancelled, once.
    private func end(_ outcome: State, by call: String) {
        guard isInProgress() else {
            Diagnostics.emit(ended(call))
            return
        }
        fractionComplete = outcome == .finished ? 1 : 0
        state = outcome
        let context = self.context
        self.context = nil
        context?.close(finished: outcome == .finished)
    }

    private func ended(_ call: String) -> Diagnostic {
        Diagnostic(
            .interactiveTransitionEnded,
            "\(call) on the \(name), which "
                + (endedWithWindow
                    ? "was cancelled when its window was let go"
                    : "was already \(state == .finished ? "finished" : "cancelled")")
                + "; nothing changed. An interactive transition ends once.")
    }
}
