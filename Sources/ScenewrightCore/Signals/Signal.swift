/// The typed name of a signal: what ``Signals`` posts, and the payload every subscriber receives.
///
/// A signal is a value — a name plus a payload type — so it can be declared once and used everywhere
/// without stringly typed look-ups. Two signals are the same only when both the name **and** the
/// payload type match: `Signal<Int>("count")` and `Signal<String>("count")` are different signals.
///
/// Declare app signals as static members of a constrained extension, so call sites can write
/// `.citySelected`. Swift has no static *stored* properties in generic types, so make them computed:
///
/// ```swift
/// extension Signal where Payload == City {
///     static var citySelected: Signal<City> { Signal("citySelected") }
/// }
/// signals.post(.citySelected, amsterdam)
/// ```
public struct Signal<Payload: Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The signal's name, as given to ``init(_:)``.
    ///
    /// ```swift
    /// Signal<Int>("cityCount").name   // "cityCount"
    /// ```
    public let name: String

    /// Creates the signal called `name` carrying `Payload`.
    ///
    /// ```swift
    /// let cityCount = Signal<Int>("cityCount")
    /// ```
    ///
    /// - Parameter name: The signal's name; unique per payload type.
    public init(_ name: String) {
        self.name = name
    }

    /// `Signal<Payload>("name")`, for messages and logs.
    ///
    /// ```swift
    /// print(Signal<Int>("cityCount"))   // Signal<Int>("cityCount")
    /// ```
    public var description: String { "Signal<\(Payload.self)>(\"\(name)\")" }

    /// The key subscriptions are stored under: the name and the payload type.
    var key: SignalKey { SignalKey(name: name, payload: ObjectIdentifier(Payload.self)) }
}

/// What ``Signals`` stores subscriptions under: a signal's name and its payload type.
struct SignalKey: Hashable, Sendable {
    let name: String
    let payload: ObjectIdentifier
}

/// Identifies one subscription, to end it with ``Signals/unsubscribe(_:)``.
///
/// Returned by ``Signals/subscribe(_:owner:once:_:)`` and
/// ``Signals/subscribeOnPostingThread(_:owner:once:_:)``. Every subscription gets its own token —
/// even two made by the same owner for the same signal — so unsubscribing ends that one only.
/// Dropping the token does **not** unsubscribe: a subscription ends with its owner.
///
/// ```swift
/// let token = signals.subscribe(.citySelected, owner: self) { owner, city in owner.show(city) }
/// signals.unsubscribe(token)
/// ```
public struct SignalSubscription: Sendable, Hashable, CustomStringConvertible {
    let id: UInt64
    let key: SignalKey

    /// The name of the signal subscribed to.
    ///
    /// ```swift
    /// token.signalName   // "citySelected"
    /// ```
    public var signalName: String { key.name }

    /// `subscription #<n> to "<name>"`, for messages and logs.
    ///
    /// ```swift
    /// print(token)   // subscription #3 to "citySelected"
    /// ```
    public var description: String { "subscription #\(id) to \"\(key.name)\"" }
}
