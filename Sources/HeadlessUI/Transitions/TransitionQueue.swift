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
@MainActor enum Transitions {
    private static var queue = TransitionQueue<@MainActor () -> Void>()

    /// The interactive transition holding the queue, held weakly, and how to cancel it should its
    /// owner let it go unfinished.
    private struct Interaction {
        weak var owner: AnyObject?
        let abandon: @MainActor () -> Void
    }
    private static var interaction: Interaction?

    /// Runs `work` now, or queues it when a transition is running and `onScreen` (R29): queued work
    /// runs when the current transition completes, before the outermost call returns. Work on
    /// controllers that are not in a visible window runs at once even during a transition, so a
    /// controller can build its children inside `viewDidLoad`.
    /// - Returns: `true` when the work ran before returning; `false` when it was queued.
    @discardableResult
    static func perform(onScreen: Bool = true, _ work: @escaping @MainActor () -> Void) -> Bool {
        reclaimAbandonedInteraction()
        if queue.isRunning, !onScreen {
            work()
            return true
        }
        guard let first = queue.request(work) else { return false }
        var next: (@MainActor () -> Void)? = first
        while let current = next {
            current()
            next = queue.finish()
        }
        return true
    }

    /// Whether a transition is running now (an interactive one included).
    static var isRunning: Bool { queue.isRunning }

    /// Holds the queue for a transition a user's finger drives (R35, R36): until
    /// ``endInteraction()``, requests for controllers on screen wait (R29). Should `owner` be
    /// released before it ends, the next request runs `abandon` first (a lost finger cancels).
    /// - Returns: `false`, holding nothing, when a transition is running already.
    static func beginInteraction(owner: AnyObject, abandon: @escaping @MainActor () -> Void) -> Bool {
        reclaimAbandonedInteraction()
        guard !queue.isRunning else { return false }
        _ = queue.request({})
        interaction = Interaction(owner: owner, abandon: abandon)
        return true
    }

    /// Cancels the interactive transition holding the queue when its owner is gone.
    static func reclaimAbandonedInteraction() {
        guard let current = interaction, current.owner == nil else { return }
        interaction = nil
        current.abandon()
        endInteraction()
    }

    /// Releases the queue held by ``beginInteraction(owner:abandon:)``: the requests that waited
    /// run now, in order.
    static func endInteraction() {
        interaction = nil
        var next = queue.finish()
        while let current = next {
            current()
            next = queue.finish()
        }
    }
}
