import ScenewrightLocks
import Synchronization

/// Typed publish–subscribe between objects that should not know each other — Filzanzug's signals
/// service, fixed.
///
/// Subscribers are registered with an **owner**, held weakly: the handler receives the owner
/// strongly (no `[weak self]` needed), and the subscription ends when the owner is released (dead
/// subscriptions are pruned on the next post or subscribe of that signal). Each subscription gets
/// its own ``SignalSubscription`` token, so two instances of one class — or one object twice — can
/// subscribe to the same signal, and ``unsubscribe(_:)`` ends exactly one subscription.
///
/// **Where handlers run.** Owners are usually main-actor objects (presenters, controllers), and
/// posts may come from any thread, so there are two kinds of subscription:
/// - ``subscribe(_:owner:once:_:)`` takes a `@MainActor` handler. A post made from the main actor
///   calls it synchronously, inside ``post(_:_:isolation:)``. A post made from anywhere else cannot:
///   it queues the delivery and returns, and the handler runs soon after on the main actor. Queued
///   deliveries keep the order in which their posts were made. ("From the main actor" is decided by
///   the caller's isolation, `#isolation`, not by the thread: a `nonisolated` function is never on
///   the main actor, whichever thread runs it.)
/// - ``subscribeOnPostingThread(_:owner:once:_:)`` takes a `@Sendable` handler and a `Sendable`
///   owner, and is always called synchronously on the posting thread.
///
/// **Delivery rules.** Handlers run in subscription order. A subscription made during a delivery is
/// not called by that round; one ended during a delivery (unsubscribed, owner released, or a
/// `once` subscription already delivered) is not called afterwards, even in that round. Handlers
/// are called outside the lock, so they may post (the nested post is delivered at once, depth
/// first), subscribe and unsubscribe freely. Posting a signal nobody observes does nothing.
///
/// ```swift
/// extension Signal where Payload == City {
///     static var citySelected: Signal<City> { Signal("citySelected") }
/// }
/// signals.subscribe(.citySelected, owner: presenter) { presenter, city in presenter.show(city) }
/// signals.post(.citySelected, kyoto)   // from the main actor: presenter.show(kyoto) has run
/// ```
public final class Signals: Sendable {
    /// Guards the subscription table and the main-actor queue (each record's `isActive` is an
    /// atomic of its own). Never held while a handler runs or an owner's weak reference is loaded.
    private let state = LockedState(SignalsState())
    /// How many main-actor deliveries are running (handlers on the stack): a main-actor post nested
    /// in one is delivered at once, depth first, without draining the queue first.
    @MainActor private var deliveryDepth = 0
    /// Subscription ids, unique in the process, so a token from another `Signals` matches nothing.
    private static let nextID = Atomic<UInt64>(1)

    /// Creates a signals service with no subscriptions.
    ///
    /// Share one instance across the app, usually through the container.
    ///
    /// ```swift
    /// let signals = Signals()
    /// container.register(Signals.self, instance: signals)
    /// ```
    public init() {}

    /// Subscribes a main-actor handler to `signal` for as long as `owner` lives.
    ///
    /// The handler runs on the main actor: synchronously for posts made from the main actor, and
    /// soon after, in post order, for posts made elsewhere (see the type's discussion).
    ///
    /// ```swift
    /// signals.subscribe(.favouritesChanged, owner: self) { presenter, names in
    ///     presenter.view?.showFavourites(names)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal to observe.
    ///   - owner: The object the subscription belongs to; held weakly.
    ///   - once: When `true`, the subscription ends after its first delivery.
    ///   - handler: Called with the living owner and each payload.
    /// - Returns: The token that ends this subscription with ``unsubscribe(_:)``.
    @MainActor
    @discardableResult
    public func subscribe<Owner: AnyObject, Payload>(
        _ signal: Signal<Payload>, owner: Owner, once: Bool = false,
        _ handler: @escaping @MainActor (Owner, Payload) -> Void
    ) -> SignalSubscription {
        add(signal, owner: owner, once: once, handler: .mainActor(handler), checkingMainActorOwners: true)
    }

    /// Subscribes a handler that runs on whichever thread posts `signal`, for as long as `owner`
    /// lives.
    ///
    /// For owners that are safe to use from any thread (`Sendable`: immutable, lock-guarded or an
    /// actor's `nonisolated` surface). The handler is called synchronously inside
    /// ``post(_:_:isolation:)``, on the posting thread.
    ///
    /// ```swift
    /// signals.subscribeOnPostingThread(.cityCount, owner: metrics) { metrics, count in
    ///     metrics.record(count)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal to observe.
    ///   - owner: The object the subscription belongs to; held weakly.
    ///   - once: When `true`, the subscription ends after its first delivery, even when several
    ///     threads post at once.
    ///   - handler: Called on the posting thread with the living owner and each payload.
    /// - Returns: The token that ends this subscription with ``unsubscribe(_:)``.
    @discardableResult
    public func subscribeOnPostingThread<Owner: AnyObject & Sendable, Payload>(
        _ signal: Signal<Payload>, owner: Owner, once: Bool = false,
        _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) -> SignalSubscription {
        add(
            signal, owner: owner, once: once, handler: .postingThread(handler), checkingMainActorOwners: false
        )
    }

    /// Ends the subscription `subscription`, and only that one.
    ///
    /// Safe from any thread and from inside a handler: an ended subscription is not called again,
    /// not even by a delivery round already under way. Unsubscribing twice does nothing.
    ///
    /// ```swift
    /// let token = signals.subscribe(.citySelected, owner: self) { owner, city in owner.show(city) }
    /// signals.unsubscribe(token)   // true
    /// signals.unsubscribe(token)   // false
    /// ```
    ///
    /// - Parameter subscription: The token returned when subscribing.
    /// - Returns: `true` when a subscription was ended, `false` when it had already ended.
    @discardableResult
    public func unsubscribe(_ subscription: SignalSubscription) -> Bool {
        state.withLock { $0.remove(key: subscription.key) { $0.id == subscription.id } } > 0
    }

    /// Posts `payload` to every living subscriber of `signal`, in subscription order.
    ///
    /// Posting-thread handlers run now, on this thread. Main-actor handlers run now when the caller
    /// is isolated to the main actor, and are queued for the main actor otherwise. A signal nobody
    /// observes is fine.
    ///
    /// ```swift
    /// signals.post(.citySelected, kyoto)
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal to post.
    ///   - payload: What every subscriber receives.
    ///   - isolation: The caller's isolation; leave the default, `#isolation`.
    public func post<Payload>(
        _ signal: Signal<Payload>, _ payload: Payload, isolation: isolated (any Actor)? = #isolation
    ) {
        let key = signal.key
        if isolation === MainActor.shared {
            let dead = MainActor.assumeIsolated { postOnMainActor(key, payload) }
            removeDead(dead, key)
            return
        }
        let records = state.withLock { $0.records(key, as: Payload.self) }
        // Queued before any handler runs, so a post nested in a posting-thread handler reaches
        // the main actor after this one.
        enqueueForMainActor(records.filter(\.isMainActor), key, payload)
        var dead: [UInt64] = []
        for record in records where !record.isMainActor {
            if case .ownerGone = record.deliver(payload, claim: { claim($0, key) }) { dead.append(record.id) }
        }
        removeDead(dead, key)
    }

    /// Delivers a post made on the main actor to every subscription, in subscription order, after
    /// the deliveries queued by earlier posts from elsewhere (unless it is nested in a handler, which
    /// is delivered at once, depth first). Returns the ids of subscriptions whose owner is gone.
    @MainActor
    private func postOnMainActor<Payload: Sendable>(_ key: SignalKey, _ payload: Payload) -> [UInt64] {
        if deliveryDepth == 0, state.withLock({ !$0.mainActorQueue.isEmpty }) {
            // A post off the main actor that returned before this one began comes first.
            drainMainActorQueue()
        }
        let records = state.withLock { $0.records(key, as: Payload.self) }
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        var dead: [UInt64] = []
        for record in records {
            if case .ownerGone = record.deliverOnMainActor(payload, claim: { claim($0, key) }) {
                dead.append(record.id)
            }
        }
        return dead
    }

    /// Posts a signal that carries no payload.
    ///
    /// ```swift
    /// extension Signal where Payload == Void { static var loggedOut: Signal<Void> { Signal("loggedOut") } }
    /// signals.post(.loggedOut)
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal to post.
    ///   - isolation: The caller's isolation; leave the default, `#isolation`.
    public func post(_ signal: Signal<Void>, isolation: isolated (any Actor)? = #isolation) {
        post(signal, (), isolation: isolation)
    }

    /// The number of stored subscriptions of `signal`, dead owners not yet pruned included.
    package func storedSubscriptionCount<Payload>(for signal: Signal<Payload>) -> Int {
        state.withLock { $0.subscriptions[signal.key]?.all.count ?? 0 }
    }

    /// The number of main-actor deliveries queued by posts made off the main actor.
    package var queuedMainActorDeliveries: Int {
        state.withLock { $0.mainActorQueue.reduce(0) { $0 + $1.count } }
    }

    // MARK: Internals

    private static func makeID() -> UInt64 {
        nextID.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// Subscribes `handler` to `signal` for as long as `owner` lives: prunes the signal's dead
    /// subscriptions, then appends the new one. Main-actor owners are only checked when
    /// `checkingMainActorOwners` (the caller is on the main actor).
    private func add<Owner: AnyObject, Payload>(
        _ signal: Signal<Payload>, owner: Owner, once: Bool,
        handler: OwnedSubscription<Owner, Payload>.Handler,
        checkingMainActorOwners: Bool
    ) -> SignalSubscription {
        let key = signal.key
        let record = OwnedSubscription(id: Self.makeID(), owner: owner, once: once, handler: handler)
        let existing = state.withLock { $0.records(key, as: Payload.self) }
        let dead = existing.filter { (checkingMainActorOwners || !$0.isMainActor) && $0.isOwnerGone }
        state.withLock { state in
            if !dead.isEmpty {
                let ids = Set(dead.map(\.id))
                state.remove(key: key) { ids.contains($0.id) }
            }
            state.append(record, key)
        }
        return SignalSubscription(id: record.id, key: key)
    }

    /// Claims `record` for one delivery; a `once` record is removed by its claim.
    private func claim(_ record: SubscriptionRecord, _ key: SignalKey) -> Bool {
        guard record.claim() else { return false }
        if record.once {
            _ = state.withLock { $0.remove(key: key) { $0 === record } }
        }
        return true
    }

    private func removeDead(_ ids: [UInt64], _ key: SignalKey) {
        guard !ids.isEmpty else { return }
        let ids = Set(ids)
        _ = state.withLock { $0.remove(key: key) { ids.contains($0.id) } }
    }

    /// Queues the main-actor deliveries of a post made off the main actor, and makes sure a task
    /// will drain the queue.
    private func enqueueForMainActor<Payload: Sendable>(
        _ records: [PayloadSubscription<Payload>], _ key: SignalKey, _ payload: Payload
    ) {
        guard !records.isEmpty else { return }
        let pending = PendingPost(key: key, count: records.count) { claim in
            var dead: [UInt64] = []
            for record in records {
                if case .ownerGone = record.deliverOnMainActor(payload, claim: claim) {
                    dead.append(record.id)
                }
            }
            return dead
        }
        let scheduleDrain = state.withLock { state in
            state.mainActorQueue.append(pending)
            defer { state.isDrainScheduled = true }
            return !state.isDrainScheduled
        }
        if scheduleDrain {
            Task { @MainActor in self.drainMainActorQueue() }
        }
    }

    /// Delivers, in order, every main-actor delivery queued by posts made off the main actor.
    @MainActor
    private func drainMainActorQueue() {
        let batch = state.withLock { state in
            state.isDrainScheduled = false
            defer { state.mainActorQueue.removeAll() }
            return state.mainActorQueue
        }
        for pending in batch {
            deliveryDepth += 1
            let dead = pending.deliver { claim($0, pending.key) }
            deliveryDepth -= 1
            removeDead(dead, pending.key)
        }
    }
}
