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

/// The one transition queue of the main actor. Every push, pop, present, dismiss, tab switch and
/// root replacement runs through it.
///
/// A transition held open — by a custom animator that has not called `completeTransition(_:)` yet
/// (R38), or by a user's finger (R35, R36) — keeps the queue: requests for controllers on screen
/// wait, and run in order when it completes, before that call returns.
@MainActor package enum Transitions {
    private static var queue = TransitionQueue<@MainActor () -> Void>()
    /// The transition held open, if any.
    private(set) static var openTransition: TransitionContext?
    /// Whether a loop running queued work is on the stack: releasing an open transition from inside
    /// it leaves the next work to that loop.
    private static var draining = false

    /// The interactive transition holding the queue, held weakly, and how to cancel it should its
    /// owner let it go unfinished.
    private struct Interaction {
        weak var owner: AnyObject?
        let abandon: @MainActor () -> Void
    }
    private static var interaction: Interaction?

    /// Runs `work` now, or queues it when a transition is running and `onScreen` (R29): queued work
    /// runs when the current transition completes, before the outermost call returns. Work on a
    /// container that is not on screen runs at once even during a transition, as UIKit changes such a
    /// container's model at once: a controller being pushed or presented can build its children,
    /// an embedded navigation controller and its stack included, inside `viewDidLoad` (R22).
    /// - Returns: `true` when the work ran before returning; `false` when it was queued.
    @discardableResult
    static func perform(onScreen: Bool = true, _ work: @escaping @MainActor () -> Void) -> Bool {
        reclaimAbandonedInteraction()
        if queue.isRunning, !onScreen {
            work()
            return true
        }
        guard let first = queue.request(work) else { return false }
        drain(from: first)
        return true
    }

    /// Runs `first`, then the queued work, until the queue is idle or a transition stays open.
    private static func drain(from first: @escaping @MainActor () -> Void) {
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

    /// Whether a transition is running now (an interactive or open one included).
    package static var isRunning: Bool { queue.isRunning }

    /// Keeps the queue for `context`, held open until ``release(_:)``. Called from inside the work
    /// that runs the transition, or, for a user's gesture, when nothing runs.
    static func hold(_ context: TransitionContext) {
        if !queue.isRunning { _ = queue.request({}) }
        openTransition = context
    }

    /// `context` completed: the requests that waited run now, in order (unless a loop running
    /// queued work is under way, which continues with them).
    static func release(_ context: TransitionContext) {
        guard openTransition === context else { return }
        openTransition = nil
        interaction = nil
        guard !draining, let next = queue.finish() else { return }
        drain(from: next)
    }

    /// Remembers the owner of the interactive transition holding the queue (R35, R36): should
    /// `owner` be released before it ends, the next request runs `abandon` first (a lost finger
    /// cancels).
    static func watchInteraction(owner: AnyObject, abandon: @escaping @MainActor () -> Void) {
        interaction = Interaction(owner: owner, abandon: abandon)
    }

    /// Cancels the interactive transition holding the queue when its owner is gone, and abandons an
    /// open transition whose window was let go.
    package static func reclaimAbandonedInteraction() {
        guard let open = openTransition else { return }
        if let current = interaction, current.owner == nil {
            interaction = nil
            current.abandon()
        } else if open.isOrphaned {
            open.abandon()
        }
    }

    /// Ends the transition held open, if any, without running its remaining steps: for the explorer,
    /// which reports it itself, before it lets the app go.
    package static func abandonOpenTransition() {
        openTransition?.abandon(reporting: false)
    }

    /// The line ``UIWindow/render()`` adds while a custom transition in `window` is held open by its
    /// animator: `⏳ transition open: push of B onto nav, animated by CardPushAnimator — …`.
    package static func openTransitionLine(in window: UIWindow) -> String? {
        guard let open = openTransition, open.animator != nil, open.takesPart(in: window) else { return nil }
        return "⏳ transition open: \(open.describedForDiagnostics) — \(open.waitingFor)"
    }

    /// The transition held open by a custom animator or interaction controller, as a sentence
    /// naming the transition and what it waits for; `nil` when none is (a user's swipe or drag
    /// in progress is not reported).
    package static var openCustomTransitionDescription: String? {
        guard let open = openTransition, open.animator != nil else { return nil }
        let waiting = open.waitingFor.dropLast()
        return waiting.prefix(1).lowercased() + waiting.dropFirst()
            + ": the \(open.describedForDiagnostics) stays open, and every later transition waits behind it."
    }

    /// Ends the custom transition an animator holds open, as the driver's `finish transition` and
    /// `cancel transition` do: an interactive one ends its interaction first, as a finger letting
    /// go does; then it completes as if the animator had called `completeTransition(!cancel)`.
    /// - Returns: `false` when no custom transition is open.
    package static func endOpenCustomTransition(cancel: Bool) -> Bool {
        guard let open = openTransition, open.animator != nil else { return false }
        if open.isInteractive {
            cancel ? open.cancelInteractiveTransition() : open.finishInteractiveTransition()
        }
        if open.phase == .open { open.completeTransition(!cancel) }
        return true
    }
}
