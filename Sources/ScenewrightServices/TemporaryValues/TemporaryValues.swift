import Foundation
import ScenewrightCore
import ScenewrightLocks

/// Typed values kept in memory for a while — a draft, a selection, a flag between screens — that
/// post a signal whenever they change. Filzanzug's temporary values, done properly.
///
/// Values are stored under ``TemporaryKey``s, so reads are typed and never cast by the caller. Every
/// ``set(_:for:isolation:)`` and every ``remove(_:isolation:)`` that removes something posts, through the
/// `Signals` it was given, the key's ``TemporaryKey/changed`` signal and then
/// `Signal.temporaryValueChanged`. The store is updated **before** the signals are
/// posted, so a subscriber reading the value sees the new one (or a newer one, when other threads
/// write the same key at once). Signals are posted outside the lock, so subscribers may read and
/// write values. Thread-safe: use it from any thread.
///
/// **Order.** Every subscriber hears the changes in the order the store made them, one change at a
/// time, so the last change a subscriber heard is the value stored, and a subscriber mirroring a
/// value never ends up stale. When two threads write at once, the first to store posts both changes,
/// one after the other: a posting-thread handler may then run on the other writer's thread, and the
/// second writer's `set` may return before its change is posted (a main-actor caller's main-actor
/// subscribers then hear it soon after, in order). A change written from inside a handler is posted
/// once the change being handled has reached every subscriber.
///
/// ```swift
/// let values = TemporaryValues(signals: signals)
/// signals.subscribe(TemporaryKey.favourites.changed, owner: presenter) { presenter, change in
///     presenter.show(change.newValue ?? [])
/// }
/// values.set(["Kyoto"], for: .favourites)   // the presenter shows ["Kyoto"]
/// values.value(for: .favourites)            // ["Kyoto"]
/// values.remove(.favourites)                // the presenter shows []
/// ```
public final class TemporaryValues: @unchecked Sendable {
    /// The signals service changes are posted through.
    ///
    /// ```swift
    /// values.signals.post(.cityCount, 3)
    /// ```
    public let signals: Signals
    /// Guards `stored`, `unposted` and `isPosting`; never held while a signal is posted.
    /// (`@unchecked Sendable` rests on it: they are the only mutable state. The package's pthread `Lock`, not `Synchronization.Mutex`, so
    /// ThreadSanitizer sees the synchronization on Linux.)
    private let lock = Lock()
    /// The values, under their key's name and type. Guarded by `lock`.
    private var stored: [TemporaryStorageKey: any Sendable] = [:]
    /// Changes stored and not yet posted, oldest first. Guarded by `lock`.
    private var unposted: [@Sendable (Signals, isolated (any Actor)?) -> Void] = []
    /// Whether a caller is posting `unposted`, one change after the other. Guarded by `lock`.
    private var isPosting = false

    /// Creates an empty store posting its changes through `signals`.
    ///
    /// ```swift
    /// let values = TemporaryValues(signals: signals)
    /// ```
    ///
    /// - Parameter signals: Where changes are posted.
    public init(signals: Signals) {
        self.signals = signals
    }

    /// Stores `value` under `key`, replacing what was there, then posts the change.
    ///
    /// Setting posts even when the new value equals the old one.
    ///
    /// ```swift
    /// values.set("Dear Ada,", for: .draft)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to keep.
    ///   - key: Where to keep it.
    ///   - isolation: The caller's isolation, passed on to `Signals.post(_:_:isolation:)` so
    ///     main-actor subscribers are called at once when this is called from the main actor; leave
    ///     the default.
    public func set<Value>(
        _ value: Value, for key: TemporaryKey<Value>, isolation: isolated (any Actor)? = #isolation
    ) {
        let mustPost = lock.withLock {
            stored[key.storageKey] = value
            return queue { signals, isolation in
                signals.post(key.changed, .set(key, value), isolation: isolation)
                signals.post(
                    .temporaryValueChanged, AnyTemporaryValueChange(keyName: key.name, newValue: value),
                    isolation: isolation)
            }
        }
        if mustPost { postUnposted(isolation: isolation) }
    }

    /// Queues the posting of one change, in the order of the store's changes; `true` when the caller
    /// must post the queue (no one else is posting it). Call with the lock held.
    private func queue(_ change: @escaping @Sendable (Signals, isolated (any Actor)?) -> Void) -> Bool {
        unposted.append(change)
        guard !isPosting else { return false }
        isPosting = true
        return true
    }

    /// Posts the queued changes one after the other, oldest first, until none is left.
    private func postUnposted(isolation: isolated (any Actor)?) {
        while true {
            let next = lock.withLock { () -> (@Sendable (Signals, isolated (any Actor)?) -> Void)? in
                guard !unposted.isEmpty else {
                    isPosting = false
                    return nil
                }
                return unposted.removeFirst()
            }
            guard let next else { return }
            next(signals, isolation)
        }
    }

    /// The value stored under `key`, or `nil` when there is none.
    ///
    /// ```swift
    /// let draft = values.value(for: .draft) ?? ""
    /// ```
    ///
    /// - Parameter key: The key to read.
    /// - Returns: The stored value.
    public func value<Value>(for key: TemporaryKey<Value>) -> Value? {
        lock.withLock { stored[key.storageKey] } as? Value
    }

    /// Removes the value under `key` and, when there was one, posts the removal.
    ///
    /// Removing a key that holds nothing changes nothing and posts nothing.
    ///
    /// ```swift
    /// values.remove(.draft)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to clear.
    ///   - isolation: The caller's isolation, passed on to `Signals.post(_:_:isolation:)`; leave
    ///     the default.
    /// - Returns: The value that was removed, or `nil` when there was none.
    @discardableResult
    public func remove<Value>(_ key: TemporaryKey<Value>, isolation: isolated (any Actor)? = #isolation)
        -> Value?
    {
        let (removed, mustPost) = lock.withLock { () -> ((any Sendable)?, Bool) in
            guard let removed = stored.removeValue(forKey: key.storageKey) else { return (nil, false) }
            let mustPost = queue { signals, isolation in
                signals.post(key.changed, .removed(key), isolation: isolation)
                signals.post(
                    .temporaryValueChanged, AnyTemporaryValueChange(keyName: key.name, newValue: nil),
                    isolation: isolation)
            }
            return (removed, mustPost)
        }
        if mustPost { postUnposted(isolation: isolation) }
        return removed as? Value
    }

    /// The names of the keys holding a value, sorted.
    ///
    /// ```swift
    /// values.keyNames   // ["draft", "favourites"]
    /// ```
    public var keyNames: [String] {
        lock.withLock { stored.keys.map(\.name) }.sorted()
    }
}
