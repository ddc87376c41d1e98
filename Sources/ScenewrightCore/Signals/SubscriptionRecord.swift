import Synchronization

/// One subscription as ``Signals`` stores it: what every subscription has, whatever its owner and
/// payload types. Its subclass ``PayloadSubscription`` delivers payloads of one type, and
/// ``OwnedSubscription`` holds the owner and the handler with their real types, so a delivery needs
/// neither a cast nor a pointer.
///
/// `@unchecked Sendable`, by hand:
/// - `id`, `once` and `isMainActor` never change after `init`;
/// - the owner (in ``OwnedSubscription``) is a weak reference, which the runtime loads and clears
///   atomically. It is only loaded **outside** the `Signals.state` mutex (so an owner's `deinit` can
///   never run under the lock), and for main-actor records only on the main actor (so a main-actor
///   owner is never retained, and so never released, on another thread);
/// - `isActive` is an atomic, so a delivery can check it without taking the lock; it only ever goes
///   from `true` to `false`, and a `once` delivery claims the record by that exchange.
class SubscriptionRecord: @unchecked Sendable {
    let id: UInt64
    let once: Bool
    /// Whether the handler runs on the main actor (else on the posting thread).
    let isMainActor: Bool
    /// `false` once unsubscribed, claimed by its `once` delivery, or pruned.
    let isActive = Atomic(true)

    init(id: UInt64, once: Bool, isMainActor: Bool) {
        self.id = id
        self.once = once
        self.isMainActor = isMainActor
    }

    /// Whether the owner has been released. Loads the weak owner: call it outside the lock, and for
    /// a main-actor record only on the main actor.
    var isOwnerGone: Bool { true }

    /// Claims the record for one delivery: `false` when it has ended. A `once` record is ended by
    /// its claim, so among concurrent posts exactly one delivers it; the caller then removes it.
    func claim() -> Bool {
        if once {
            return isActive.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent)
                .exchanged
        }
        return isActive.load(ordering: .sequentiallyConsistent)
    }
}

/// A subscription to a signal carrying `Payload`.
class PayloadSubscription<Payload: Sendable>: SubscriptionRecord, @unchecked Sendable {
    /// How a delivery went.
    enum Outcome {
        /// The handler ran, or the subscription had ended (nothing to do).
        case done
        /// The owner is gone: the subscription is dead and should be pruned.
        case ownerGone
    }

    /// Delivers `payload` to a posting-thread subscription, on this thread. `claim` ends a `once`
    /// subscription (it returns `false` when the subscription has ended).
    func deliver(_ payload: Payload, claim: (SubscriptionRecord) -> Bool) -> Outcome { .ownerGone }

    /// Delivers `payload` on the main actor, to a subscription of either kind.
    @MainActor
    func deliverOnMainActor(_ payload: Payload, claim: (SubscriptionRecord) -> Bool) -> Outcome {
        .ownerGone
    }
}

/// A subscription with its owner and handler, typed.
final class OwnedSubscription<Owner: AnyObject, Payload: Sendable>: PayloadSubscription<Payload>,
    @unchecked Sendable
{
    /// Where the handler runs, and the handler.
    enum Handler {
        case postingThread(@Sendable (Owner, Payload) -> Void)
        case mainActor(@MainActor (Owner, Payload) -> Void)
    }

    private weak var owner: Owner?
    private let handler: Handler

    init(id: UInt64, owner: Owner, once: Bool, handler: Handler) {
        self.owner = owner
        self.handler = handler
        let isMainActor: Bool
        switch handler {
        case .postingThread: isMainActor = false
        case .mainActor: isMainActor = true
        }
        super.init(id: id, once: once, isMainActor: isMainActor)
    }

    override var isOwnerGone: Bool { owner == nil }

    override func deliver(_ payload: Payload, claim: (SubscriptionRecord) -> Bool) -> Outcome {
        guard case .postingThread(let handler) = handler else { return .done }
        guard let owner else { return .ownerGone }
        if claim(self) { handler(owner, payload) }
        return .done
    }

    @MainActor
    override func deliverOnMainActor(_ payload: Payload, claim: (SubscriptionRecord) -> Bool) -> Outcome {
        guard let owner else { return .ownerGone }
        guard claim(self) else { return .done }
        switch handler {
        case .postingThread(let handler): handler(owner, payload)
        case .mainActor(let handler): handler(owner, payload)
        }
        return .done
    }
}

/// The subscriptions of one signal, in subscription order, typed by its payload: a post finds them
/// with one cast of the list, not one per subscription.
protocol SignalSubscriptions: Sendable {
    /// The subscriptions, untyped.
    var all: [SubscriptionRecord] { get }
    /// Ends and removes the subscriptions matching `predicate`; returns how many were removed.
    mutating func removeAll(where predicate: (SubscriptionRecord) -> Bool) -> Int
}

struct TypedSubscriptions<Payload: Sendable>: SignalSubscriptions {
    var records: [PayloadSubscription<Payload>]

    var all: [SubscriptionRecord] { records }

    mutating func removeAll(where predicate: (SubscriptionRecord) -> Bool) -> Int {
        let before = records.count
        records.removeAll { record in
            guard predicate(record) else { return false }
            record.isActive.store(false, ordering: .sequentiallyConsistent)
            return true
        }
        return before - records.count
    }
}

/// The state behind the `Signals.state` mutex.
struct SignalsState: Sendable {
    /// The subscriptions of each signal.
    var subscriptions: [SignalKey: any SignalSubscriptions] = [:]
    /// Main-actor deliveries of posts made off the main actor, oldest first: one entry per post.
    var mainActorQueue: [PendingPost] = []
    /// Whether a task is already on its way to drain `mainActorQueue`.
    var isDrainScheduled = false

    /// The subscriptions of the signal `key` carrying `Payload`, in subscription order.
    func records<Payload>(_ key: SignalKey, as payload: Payload.Type) -> [PayloadSubscription<Payload>] {
        // The key includes the payload type, so the list under it is always of that type.
        (subscriptions[key] as? TypedSubscriptions<Payload>)?.records ?? []
    }

    /// Appends `record` to the subscriptions of `key`.
    mutating func append<Payload>(_ record: PayloadSubscription<Payload>, _ key: SignalKey) {
        var list = (subscriptions[key] as? TypedSubscriptions<Payload>) ?? TypedSubscriptions(records: [])
        subscriptions[key] = nil  // keep the array uniquely referenced while appending
        list.records.append(record)
        subscriptions[key] = list
    }

    /// Ends and removes the records of `key` matching `predicate`; returns how many were removed.
    @discardableResult
    mutating func remove(key: SignalKey, where predicate: (SubscriptionRecord) -> Bool) -> Int {
        guard var list = subscriptions[key] else { return 0 }
        subscriptions[key] = nil
        let removed = list.removeAll(where: predicate)
        if !list.all.isEmpty { subscriptions[key] = list }
        return removed
    }
}

/// The main-actor deliveries of one post made off the main actor, waiting for their hop: the
/// payload stays typed inside `deliver`, which calls each subscription still active and returns the
/// ids of those whose owner is gone.
struct PendingPost: Sendable {
    let key: SignalKey
    /// How many subscriptions wait for this post.
    let count: Int
    let deliver: @MainActor @Sendable (_ claim: (SubscriptionRecord) -> Bool) -> [UInt64]
}
