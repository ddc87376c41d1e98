import Synchronization

/// One subscription as ``Signals`` stores it.
///
/// `@unchecked Sendable`, by hand:
/// - `id`, `once` and `delivery` never change after `init`;
/// - `owner` is a weak reference, which the runtime loads and clears atomically. It is only loaded
///   **outside** the `Signals.state` mutex (so an owner's `deinit` can never run under the lock), and
///   for `.mainActor` records only on the main actor (so a main-actor owner is never retained, and
///   so never released, on another thread);
/// - `isActive` is an atomic, so a delivery can check it without taking the lock; it only ever goes
///   from `true` to `false`, and a `once` delivery claims the record by that exchange.
final class SubscriptionRecord: @unchecked Sendable {
    /// How a record's handler is called: with the living owner and a pointer to the payload.
    ///
    /// The handler was made by a generic `subscribe` that knows the owner's and the payload's types:
    /// the record holds only owners of that type, and it is stored under a key that includes the
    /// payload type, so a post always passes a payload of that type. That lets a delivery skip
    /// boxing the payload and casting both back — the cost of every delivery, a thousand per post.
    enum Delivery {
        /// On the posting thread, synchronously.
        case postingThread(@Sendable (AnyObject, UnsafeRawPointer) -> Void)
        /// On the main actor: synchronously when posted there, otherwise hopped to it.
        case mainActor(@MainActor (AnyObject, UnsafeRawPointer) -> Void)
    }

    let id: UInt64
    let once: Bool
    let delivery: Delivery
    private(set) weak var owner: AnyObject?
    /// `false` once unsubscribed, claimed by its `once` delivery, or pruned.
    let isActive = Atomic(true)

    init(id: UInt64, owner: AnyObject, once: Bool, delivery: Delivery) {
        self.id = id
        self.owner = owner
        self.once = once
        self.delivery = delivery
    }

    /// Claims the record for one delivery: `false` when it has ended. A `once` record is ended by
    /// its claim, so among concurrent posts exactly one delivers it; the caller then removes it.
    func claim() -> Bool {
        if once {
            return isActive.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent)
                .exchanged
        }
        return isActive.load(ordering: .sequentiallyConsistent)
    }

    /// Whether this record is delivered on the main actor.
    var isMainActor: Bool {
        if case .mainActor = delivery { return true }
        return false
    }
}

/// The state behind the `Signals.state` mutex.
struct SignalsState: Sendable {
    /// The subscriptions of each signal, in subscription order.
    var subscriptions: [SignalKey: [SubscriptionRecord]] = [:]
    /// Main-actor deliveries of posts made off the main actor, oldest first.
    var mainActorQueue: [PendingDelivery] = []
    /// Whether a task is already on its way to drain `mainActorQueue`.
    var isDrainScheduled = false

    /// Ends and removes the records of `key` matching `predicate`; returns how many were removed.
    @discardableResult
    mutating func remove(key: SignalKey, where predicate: (SubscriptionRecord) -> Bool) -> Int {
        guard var records = subscriptions[key] else { return 0 }
        let before = records.count
        records.removeAll { record in
            guard predicate(record) else { return false }
            record.isActive.store(false, ordering: .sequentiallyConsistent)
            return true
        }
        subscriptions[key] = records.isEmpty ? nil : records
        return before - records.count
    }
}

/// A main-actor delivery waiting for its hop: the record, its signal, and the payload — kept typed
/// inside `pass`, which hands a pointer to it to a handler.
struct PendingDelivery: Sendable {
    let record: SubscriptionRecord
    let key: SignalKey
    let pass: @Sendable (_ body: (UnsafeRawPointer) -> Void) -> Void
}
