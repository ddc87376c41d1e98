/// A value that tells its observers about every change — the small reactive property flows use to
/// hand state to view controllers.
///
/// Observers are registered with an owner, held weakly: when the owner is released, its observers
/// stop and are pruned on the next ``set(_:)`` or ``didSet(_:_:)``. ``didSet(_:_:)`` calls the new
/// observer at once with the current value, then on every ``set(_:)``, in registration order.
///
/// **Re-entrancy.** A ``set(_:)`` made from inside an observer updates ``value`` at once, but its
/// notifications are queued: they are delivered after the current round has reached every observer,
/// in the order the sets were made, so nothing recurses. A feedback loop (observers that keep
/// setting) stops after ``maximumQueuedRounds`` rounds with a `observation.feedbackLoop`
/// diagnostic. Observers added during a round are called once with the current value when added,
/// and are not called again by that round. An observer stopped during a round is not called again.
///
/// It is `@MainActor` and not `Sendable`: it serves UI code, which lives on the main actor.
///
/// ```swift
/// let name = ObservableProperty("Ada")
/// name.didSet(label) { label, name in label.text = name }   // label.text == "Ada"
/// name.set("Grace")                                         // label.text == "Grace"
/// ```
@MainActor public final class ObservableProperty<Value> {
    /// How many queued rounds one outermost ``set(_:)`` delivers before it stops a feedback loop.
    ///
    /// Past it, the remaining queued rounds are dropped with an `observation.feedbackLoop`
    /// diagnostic; ``value`` keeps the last value set.
    ///
    /// ```swift
    /// ObservableProperty<Int>.maximumQueuedRounds   // 100
    /// ```
    public static var maximumQueuedRounds: Int { 100 }

    private struct Observer {
        let id: Int
        weak var owner: AnyObject?
        let notify: @MainActor (AnyObject, Value) -> Void
    }

    private var observers: [Observer] = []
    private var nextID = 0
    private var pendingRounds: [Value] = []
    private var isNotifying = false

    /// The current value. Read it any time; change it with ``set(_:)``.
    ///
    /// Inside an observer it may already be newer than the value the observer was called with, when
    /// an earlier observer of the same round set it.
    ///
    /// ```swift
    /// if counter.value > 3 { … }
    /// ```
    public private(set) var value: Value

    /// Creates a property holding `value`, with no observers.
    ///
    /// Nothing is notified until the first ``set(_:)``; ``didSet(_:_:)`` calls new observers at once.
    ///
    /// ```swift
    /// let selection = ObservableProperty<Int?>(nil)
    /// ```
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Stores `value` and calls every living observer with it, in registration order.
    ///
    /// Called from inside an observer, the new value is stored at once and its round is queued
    /// until the running round has finished (see the type's discussion).
    ///
    /// ```swift
    /// counter.set(counter.value + 1)
    /// ```
    ///
    /// - Parameter value: The new value.
    public func set(_ value: Value) {
        self.value = value
        pendingRounds.append(value)
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        var delivered = 0
        while !pendingRounds.isEmpty {
            guard delivered <= Self.maximumQueuedRounds else {
                Diagnostics.emit(
                    Diagnostic(
                        .observationFeedbackLoop,
                        "ObservableProperty<\(Value.self)> stopped after \(delivered) rounds: its observers "
                            + "keep setting it from inside their own notification. \(pendingRounds.count) "
                            + "queued round(s) were dropped; the value stays \(self.value). Make the observer "
                            + "set only when the value actually has to change."))
                pendingRounds.removeAll()
                return
            }
            let round = pendingRounds.removeFirst()
            delivered += 1
            deliver(round)
        }
    }

    /// Stores `value` and notifies the observers: Imperio's name for ``set(_:)``, which it calls.
    ///
    /// ```swift
    /// counter.setValue(counter.value + 1)
    /// ```
    ///
    /// - Parameter value: The new value.
    public func setValue(_ value: Value) {
        set(value)
    }

    /// Registers an observer that lives as long as `owner`, and calls it at once with ``value``.
    ///
    /// The closure receives the owner strongly, so it needs no `[weak self]`; the property holds the
    /// owner weakly, so observing never keeps the owner alive.
    ///
    /// ```swift
    /// let token = title.didSet(self) { controller, title in controller.title = title }
    /// token.cancel()   // stop early; otherwise it stops when `self` is released
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object the observer belongs to; held weakly.
    ///   - observer: Called with the living owner and the value, now and after every set.
    /// - Returns: A token whose ``ObservationToken/cancel()`` stops the observer. Dropping the token
    ///   does not stop it.
    @discardableResult
    public func didSet<Owner: AnyObject>(
        _ owner: Owner, _ observer: @escaping @MainActor (Owner, Value) -> Void
    ) -> ObservationToken {
        prune()
        let id = nextID
        nextID += 1
        observers.append(
            Observer(id: id, owner: owner) { anyOwner, value in
                if let owner = anyOwner as? Owner { observer(owner, value) }
            })
        observer(owner, value)
        return ObservationToken { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    /// The number of registered observers whose owner is still alive.
    package var observerCount: Int {
        observers.count { $0.owner != nil }
    }

    /// The number of stored observer entries, dead ones included (for pruning tests).
    package var storedObserverCount: Int { observers.count }

    private func deliver(_ round: Value) {
        prune()
        let snapshot = observers.map(\.id)
        for id in snapshot {
            guard let observer = observers.first(where: { $0.id == id }), let owner = observer.owner
            else { continue }
            observer.notify(owner, round)
        }
    }

    private func prune() {
        observers.removeAll { $0.owner == nil }
    }
}

/// Stops one observation when cancelled.
///
/// Returned by ``ObservableProperty/didSet(_:_:)``. Cancelling twice, or after the property is
/// gone, does nothing. Releasing the token does **not** cancel: observers end with their owner.
///
/// ```swift
/// let token = property.didSet(self) { owner, value in owner.show(value) }
/// token.cancel()
/// ```
@MainActor public final class ObservationToken {
    private var stop: (@MainActor () -> Void)?

    init(_ stop: @escaping @MainActor () -> Void) {
        self.stop = stop
    }

    /// Whether ``cancel()`` has been called.
    ///
    /// An observer whose owner was released is stopped too, but its token is not marked cancelled.
    ///
    /// ```swift
    /// if !token.isCancelled { token.cancel() }
    /// ```
    public var isCancelled: Bool { stop == nil }

    /// Stops the observer: it is removed and never called again.
    ///
    /// Safe to call from inside a notification: the observer is skipped for the rest of the round.
    ///
    /// ```swift
    /// token.cancel()
    /// ```
    public func cancel() {
        stop?()
        stop = nil
    }
}
