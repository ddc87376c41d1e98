import ScenewrightCore

/// The typed key of a temporary value: its name and the type of value it holds.
///
/// Declare keys once, as static members, so reads and writes agree on the type:
///
/// ```swift
/// extension TemporaryKey where Value == [String] {
///     static var favourites: TemporaryKey<[String]> { TemporaryKey("favourites") }
/// }
/// values.set(["Kyoto"], for: .favourites)
/// ```
///
/// Two keys are the same only when both the name and the value type match.
public struct TemporaryKey<Value: Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The key's name, as given to ``init(_:)``.
    ///
    /// ```swift
    /// TemporaryKey<Int>("draftCount").name   // "draftCount"
    /// ```
    public let name: String

    /// Creates the key called `name` for values of type `Value`.
    ///
    /// ```swift
    /// let draft = TemporaryKey<String>("draft")
    /// ```
    ///
    /// - Parameter name: The key's name; unique per value type.
    public init(_ name: String) {
        self.name = name
    }

    /// The signal ``TemporaryValues`` posts when this key's value is set or removed.
    ///
    /// Its name is `"temporaryValues.<name>"`; its payload says which key changed and how.
    ///
    /// ```swift
    /// signals.subscribe(TemporaryKey.favourites.changed, owner: self) { presenter, change in
    ///     presenter.show(change.newValue ?? [])
    /// }
    /// ```
    public var changed: Signal<TemporaryValueChange<Value>> { Signal("temporaryValues.\(name)") }

    /// `TemporaryKey<Value>("name")`, for messages and logs.
    ///
    /// ```swift
    /// print(TemporaryKey<Int>("count"))   // TemporaryKey<Int>("count")
    /// ```
    public var description: String { "TemporaryKey<\(Value.self)>(\"\(name)\")" }

    /// Where the value is stored: the name and the value type.
    var storageKey: TemporaryStorageKey {
        TemporaryStorageKey(name: name, type: ObjectIdentifier(Value.self))
    }
}

/// What ``TemporaryValues`` stores values under.
struct TemporaryStorageKey: Hashable, Sendable {
    let name: String
    let type: ObjectIdentifier
}

/// What happened to one temporary value: the payload of ``TemporaryKey/changed``.
///
/// ```swift
/// switch change {
/// case .set(let key, let value): print("\(key.name) = \(value)")
/// case .removed(let key): print("\(key.name) removed")
/// }
/// ```
public enum TemporaryValueChange<Value: Sendable>: Sendable {
    /// `key` now holds `value`.
    case set(TemporaryKey<Value>, Value)
    /// `key` was removed; it holds nothing now.
    case removed(TemporaryKey<Value>)

    /// The key that changed.
    ///
    /// ```swift
    /// change.key.name   // "favourites"
    /// ```
    public var key: TemporaryKey<Value> {
        switch self {
        case .set(let key, _), .removed(let key): key
        }
    }

    /// The value set, or `nil` when the key was removed.
    ///
    /// ```swift
    /// let names = change.newValue ?? []
    /// ```
    public var newValue: Value? {
        if case .set(_, let value) = self { return value }
        return nil
    }
}

extension TemporaryValueChange: Equatable where Value: Equatable {}

/// What happened to any temporary value: the payload of
/// `Signal.temporaryValueChanged`, for observers of every key (a debug panel, a log).
///
/// ```swift
/// signals.subscribe(.temporaryValueChanged, owner: log) { log, change in
///     log.append("\(change.keyName): \(change.newValue.map { "\($0)" } ?? "removed")")
/// }
/// ```
public struct AnyTemporaryValueChange: Sendable {
    /// The name of the key that changed.
    public let keyName: String
    /// The value set, or `nil` when the key was removed.
    public let newValue: (any Sendable)?

    /// Whether the key was removed rather than set.
    ///
    /// ```swift
    /// if change.wasRemoved { print("\(change.keyName) removed") }
    /// ```
    public var wasRemoved: Bool { newValue == nil }
}

extension Signal where Payload == AnyTemporaryValueChange {
    /// Posted by ``TemporaryValues`` after every set and removal of any key, right after the key's
    /// own ``TemporaryKey/changed`` signal.
    ///
    /// ```swift
    /// signals.subscribe(.temporaryValueChanged, owner: self) { owner, change in owner.note(change.keyName) }
    /// ```
    public static var temporaryValueChanged: Signal<AnyTemporaryValueChange> {
        Signal("temporaryValues.anyChange")
    }
}
