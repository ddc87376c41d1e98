import Synchronization

/// A container's registrations: a master table written under a lock, published to readers as
/// immutable ``RegistrySnapshot``s that they read without taking the lock or touching a shared
/// counter.
///
/// **Publication.** `published` holds the bit pattern of the current snapshot, or 0 before the
/// first resolve and after a replacement. A reader that finds 0 builds a snapshot under the lock.
///
/// **New registrations after the first resolve** go to `overflow`, which readers consult (under
/// the lock) only when the snapshot misses and `overflowCount` says it is not empty. The snapshot
/// is rebuilt to include them once the overflow outgrows it, so snapshot sizes at least double
/// from one to the next.
///
/// **Reclamation.** Readers hold no reference to the snapshot they read, so a snapshot is never
/// freed while its registry lives: replaced ones stay in `retired`. Because sizes double, all of
/// them together take at most about twice the memory of the last one (plus one per replacement
/// made with `replacing: true`). Registrations are never freed before the registry either (see
/// `replaced`), so lookups hand them out as bit patterns, without reference counting.
///
/// `@unchecked Sendable`: `lock` guards `master`, `order`, `overflow`, `replaced`, `current` and
/// `retired`; `published` and `overflowCount` are atomics written under the lock.
@usableFromInline final class Registry: @unchecked Sendable {
    private let lock = Lock()
    private var master: [RegistrationKey: AnyRegistration] = [:]
    private var order: [RegistrationKey] = []
    private var overflow: [RegistrationKey: AnyRegistration] = [:]
    private var replaced: [AnyRegistration] = []
    private var current: RegistrySnapshot?
    private var currentCount = 0
    private var retired: [RegistrySnapshot] = []
    @usableFromInline let published = Atomic<UInt>(0)
    @usableFromInline let overflowCount = Atomic<Int>(0)

    @usableFromInline init() {}

    /// Adds a registration. Returns whether it was added, and the one it replaced or that blocked it
    /// (when `replacing` is false nothing changes then).
    func add(_ registration: AnyRegistration, replacing: Bool) -> (added: Bool, existing: AnyRegistration?) {
        lock.withLock {
            let existing = master[registration.key]
            if existing != nil && !replacing { return (false, existing) }
            master[registration.key] = registration
            if let existing {
                // A replacement must shadow the snapshot's entry at once: publish a new snapshot.
                replaced.append(existing)
                overflow[registration.key] = nil
                retireCurrent()
            } else {
                order.append(registration.key)
                if current != nil {
                    overflow[registration.key] = registration
                    overflowCount.store(overflow.count, ordering: .releasing)
                }
            }
            return (true, existing)
        }
    }

    /// The bit pattern of the registration under `service`/`argument` with no name, or 0: the hot
    /// path, lock-free and without reference counting.
    @inlinable
    func find<Service, Argument>(_ service: Service.Type, _ argument: Argument.Type) -> UInt {
        let found = withSnapshot {
            $0.find(service: ObjectIdentifier(service), argument: ObjectIdentifier(argument))
        }
        if found != 0 || overflowCount.load(ordering: .acquiring) == 0 { return found }
        return findInOverflow(RegistrationKey(service, argument: argument, name: nil))
    }

    /// The bit pattern of the registration under a full key, or 0.
    @usableFromInline func find(_ key: RegistrationKey) -> UInt {
        let found = withSnapshot { $0.find(key) }
        if found != 0 || overflowCount.load(ordering: .acquiring) == 0 { return found }
        return findInOverflow(key)
    }

    /// Every registration, in the order first registered. For error messages; takes the lock.
    var all: [AnyRegistration] {
        lock.withLock { order.compactMap { master[$0] } }
    }

    @inlinable
    func withSnapshot<Result>(_ body: (RegistrySnapshot) -> Result) -> Result {
        let bits = published.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: bits) {
            return Unmanaged<RegistrySnapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return body(rebuild())
    }

    /// Looks in the registrations made since the snapshot; folds them into a new snapshot once
    /// they outnumber it.
    @usableFromInline func findInOverflow(_ key: RegistrationKey) -> UInt {
        lock.withLock {
            // Under the lock `master` is complete; it also covers a registration that moved from the
            // overflow into a new snapshot while this reader waited for the lock.
            guard let found = master[key] else { return 0 }
            if overflow.count > max(8, currentCount) { publishLocked() }
            return UInt(bitPattern: Unmanaged.passUnretained(found).toOpaque())
        }
    }

    @usableFromInline func rebuild() -> RegistrySnapshot {
        lock.withLock {
            if let current { return current }
            return publishLocked()
        }
    }

    @discardableResult
    private func publishLocked() -> RegistrySnapshot {
        if let current { retired.append(current) }
        let registrations = order.compactMap { master[$0] }
        let snapshot = RegistrySnapshot(registrations)
        current = snapshot
        currentCount = registrations.count
        overflow.removeAll()
        overflowCount.store(0, ordering: .releasing)
        published.store(UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .releasing)
        return snapshot
    }

    private func retireCurrent() {
        if let current { retired.append(current) }
        current = nil
        overflow.removeAll()
        overflowCount.store(0, ordering: .releasing)
        published.store(0, ordering: .releasing)
    }
}
