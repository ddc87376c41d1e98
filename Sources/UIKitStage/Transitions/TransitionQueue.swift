/// Serialises transitions (R29) as a pure value: at most one runs; requests made while
/// one runs wait in order and run when it completes, before the outer call returns.
struct TransitionQueue<Work> {
    private(set) var isRunning = false
    private var pending: [Work] = []
    private var head = 0

    /// Asks to run `work`: returns it when it may run now, or `nil` when it was queued.
    mutating func request(_ work: Work) -> Work? {
        guard isRunning else {
            isRunning = true
            return work
        }
        pending.append(work)
        return nil
    }

    /// Marks the running work complete: returns the next queued work (still running), or `nil` when
    /// the queue is idle again.
    mutating func finish() -> Work? {
        guard head < pending.count else {
            pending.removeAll(keepingCapacity: true)
            head = 0
            isRunning = false
            return nil
        }
        let next = pending[head]
        head += 1
        return next
    }

    var pendingCount: Int { pending.count - head }
}

/// The transitions of one window, one at a time (R29): every push, pop, present, dismiss, tab
/// switch and root replacement on a controller shown in the window runs through it.
///
/// A transition held open — by a custom animator that has not called `completeTransition(_:)` yet
/// (R38), or by a user's finger (R35, R36) — keeps the window's queue: requests for controllers in
/// that window wait, and run in order when it completes, before that call returns. Other windows
/// are not held back: on iOS, windows transition independently.
///
/// The window owns it; when the window is let go, the transition it holds open is cancelled, as a
/// lost finger cancels, and the requests that waited run (``windowWasLetGo()``).
@MainActor package final class WindowTransitions {
    private var queue = TransitionQueue<@MainActor () -> Void>()
    /// The transition held open, if any.
    private(set) var openTransition: TransitionContext?
    /// Whether a loop running queued work is on the stack: releasing an open transition from inside
    /// it leaves the next work to that loop.
    private var draining = false

    /// The interactive transition holding the queue, held weakly, and how to cancel it should its
    /// owner let it go unfinished.
    private struct Interaction {
        weak var owner: AnyObject?
        let abandon: @MainActor () -> Void
    }
    private var interaction: Interaction?

    init() {}

    /// Runs `work` now, or queues it when a transition of this window is running (R29): queued work
    /// runs when the current transition completes, before the outermost call returns.
    /// - Returns: `true` when the work ran before returning; `false` when it was queued.
    @discardableResult
    func perform(_ work: @escaping @MainActor () -> Void) -> Bool {
        if interaction != nil { reclaimAbandonedInteraction() }
        guard let first = queue.request(work) else {
            CATransaction.waitFor(self)
            return false
        }
        drain(from: first)
        if openTransition != nil { CATransaction.waitFor(self) }
        return true
    }

    /// Runs `first`, then the queued work, until the queue is idle or a transition stays open.
    private func drain(from first: @escaping @MainActor () -> Void) {
        let wasDraining = draining
        draining = true
        defer { draining = wasDraining }
        var next: (@MainActor () -> Void)? = first
        while let current = next {
            current()
            if openTransition != nil { return }
            next = queue.finish()
        }
    }

    /// Whether a transition of this window is running now (an interactive or open one included).
    package var isRunning: Bool { queue.isRunning }

    /// Keeps the queue for `context`, held open until ``release(_:)``. Called from inside the work
    /// that runs the transition, or, for a user's gesture, when nothing runs.
    func hold(_ context: TransitionContext) {
        if !queue.isRunning { _ = queue.request({}) }
        openTransition = context
    }

    /// `context` completed: the requests that waited run now, in order (unless a loop running
    /// queued work is under way, which continues with them).
    func release(_ context: TransitionContext) {
        guard openTransition === context else { return }
        openTransition = nil
        interaction = nil
        guard !draining, let next = queue.finish() else { return }
        drain(from: next)
    }

    /// Remembers the owner of the interactive transition holding the queue (R35, R36): should
    /// `owner` be released before it ends, the next request runs `abandon` first (a lost finger
    /// cancels).
    func watchInteraction(owner: AnyObject, abandon: @escaping @MainActor () -> Void) {
        interaction = Interaction(owner: owner, abandon: abandon)
    }

    /// Cancels the interactive transition holding the queue when its owner is gone.
    package func reclaimAbandonedInteraction() {
        guard let current = interaction, current.owner == nil else { return }
        interaction = nil
        current.abandon()
    }

    /// The window was let go: the transition it held open is cancelled, with a diagnostic, and the
    /// requests that waited run. Nothing of the window's transitions outlives it.
    func windowWasLetGo() {
        interaction = nil
        openTransition?.abandon()
    }

    /// Ends the transition held open, if any, as its window's release does but without a
    /// diagnostic: for the explorer, which reports it itself, before it lets the app go.
    package func abandonOpenTransition() {
        openTransition?.abandon(reporting: false)
    }

    /// The line ``UIWindow/render()`` adds while a custom transition is held open by its animator:
    /// `⏳ transition open: push of B onto nav, animated by CardPushAnimator — …`.
    package var openTransitionLine: String? {
        guard let open = openTransition, open.animator != nil else { return nil }
        return "⏳ transition open: \(open.describedForDiagnostics) — \(open.waitingFor)"
    }

    /// The transition held open by a custom animator or interaction controller, as a sentence
    /// naming the transition and what it waits for; `nil` when none is (a user's swipe or drag
    /// in progress is not reported).
    package var openCustomTransitionDescription: String? {
        guard let open = openTransition, open.animator != nil else { return nil }
        let waiting = open.waitingFor.dropLast()
        return waiting.prefix(1).lowercased() + waiting.dropFirst()
            + ": the \(open.describedForDiagnostics) stays open, and every later transition waits behind it."
    }

    /// Ends the custom transition an animator holds open, as the driver's `finish transition` and
    /// `cancel transition` do: an interactive one ends its interaction first, as a finger letting
    /// go does; then it completes as if the animator had called `completeTransition(!cancel)`.
    /// - Returns: `false` when no custom transition is open.
    package func endOpenCustomTransition(cancel: Bool) -> Bool {
        guard let open = openTransition, open.animator != nil else { return false }
        if open.isInteractive {
            cancel ? open.cancelInteractiveTransition() : open.finishInteractiveTransition()
        }
        if open.phase == .open { open.completeTransition(!cancel) }
        return true
    }
}

extension UIViewController {
    /// Runs `work` through the transitions of the window this controller is shown in (R29): now,
    /// or once the transition running there completes. In no visible window it runs at once: a
    /// controller can build its children inside `viewDidLoad`, and nothing off screen is held open.
    /// - Returns: `true` when the work ran before returning; `false` when it was queued.
    @discardableResult
    func performTransition(_ work: @escaping @MainActor () -> Void) -> Bool {
        guard let window, window.isVisible else {
            work()
            return true
        }
        return window.transitions.perform(work)
    }

    /// Runs `work` as ``performTransition(_:)`` does while this controller is on screen, and at once
    /// while it is not: a page or split view controller off screen changes without waiting.
    func performTransitionIfOnScreen(_ work: @escaping @MainActor () -> Void) {
        guard appearanceState != .disappeared else { return work() }
        performTransition(work)
    }
}
