import ScenewrightLocks
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
/// **Reclamation.** Readers hold no reference to the snapshot or the registrations they read, so
/// nothing is freed under them: a replaced registration (with the types it forwarded and its
/// instances) and a replaced snapshot are handed to ``Reclamation``, which releases them once the
/// resolves that may have read them have ended. Memory stays flat however often a registration is
/// replaced.
///
/// `@unchecked Sendable`: `lock` guards `master`, `order`, `overflow` and `current`; `published`
/// and `overflowCount` are atomics written under the lock.
@usableFromInline final class Registry: @unchecked Sendable {
    /// Guards `master`, `order`, `overflow`, `current` and `currentCount`. Never held while user
    /// code runs.
    private let lock = Lock()
    private var master: [RegistrationKey: AnyRegistration] = [:]
    private var order: [RegistrationKey] = []
    private var overflow: [RegistrationKey: AnyRegistration] = [:]
    private var current: RegistrySnapshot?
    private var currentCount = 0
    @usableFromInline let published = Atomic<UInt>(0)
    @usableFromInline let overflowCount = Atomic<Int>(0)

    @usableFromInline init() {}

    /// Adds a registration and the types it forwards, all or nothing. Returns the key that blocked
    /// it, if one was registered already and `replacing` is false; then nothing changes.
    func add(_ registrations: [AnyRegistration], replacing: Bool) -> RegistrationKey? {
        var retired: [AnyObject] = []
        let blocked: RegistrationKey? = lock.withLock {
            if !replacing, let taken = registrations.first(where: { master[$0.key] != nil }) {
                return taken.key
            }
            var replacedAny = false
            for registration in registrations {
                if let existing = master[registration.key] {
                    retired += remove(existing)
                    replacedAny = true
                }
            }
            for registration in registrations {
                master[registration.key] = registration
                order.append(registration.key)
                if current != nil && !replacedAny {
                    overflow[registration.key] = registration
                }
            }
            if replacedAny {
                // A replacement must shadow the snapshot's entry at once: unpublish the snapshot.
                if let current { retired.append(current) }
                current = nil
                overflow.removeAll()
                overflowCount.store(0, ordering: .sequentiallyConsistent)
                published.store(0, ordering: .sequentiallyConsistent)
            } else {
                overflowCount.store(overflow.count, ordering: .sequentiallyConsistent)
            }
            return nil
        }
        Reclamation.shared.retire(retired)
        return blocked
    }

    /// Removes a registration and the types forwarded to it from the master table. Under `lock`.
    private func remove(_ registration: AnyRegistration) -> [AnyObject] {
        let target = registration.forwardTarget ?? registration
        var removed: [AnyObject] = []
        for (key, other) in master where other === target || other.forwardTarget === target {
            master[key] = nil
            removed.append(other)
        }
        order.removeAll { master[$0] == nil }
        return removed
    }

    /// Drops the shared and weak instances of the registrations `matching` selects (for a
    /// forwarded type, of the registration it forwards to), so the next resolve makes new ones.
    /// Called under the creation lock; returns what to retire.
    func dropInstances(where matching: (AnyRegistration) -> Bool) -> [AnyObject] {
        let registrations = lock.withLock { order.compactMap { master[$0] } }
        return registrations.filter(matching).flatMap { ($0.forwardTarget ?? $0).dropInstances() }
    }

    /// The bit pattern of the registration under `service`/`argument` with no name, or 0: the hot
    /// path, lock-free and without reference counting.
    @inlinable @inline(__always)
    func find<Service, Argument>(_ service: Service.Type, _ argument: Argument.Type) -> UInt {
        let found = withSnapshot {
            $0.find(service: ObjectIdentifier(service), argument: ObjectIdentifier(argument))
        }
        if found != 0 || overflowCount.load(ordering: .sequentiallyConsistent) == 0 { return found }
        return findInOverflow(RegistrationKey(service, argument: argument, name: nil))
    }

    /// The bit pattern of the registration under a full key, or 0.
    @usableFromInline func find(_ key: RegistrationKey) -> UInt {
        let found = withSnapshot { $0.find(key) }
        if found != 0 || overflowCount.load(ordering: .sequentiallyConsistent) == 0 { return found }
        return findInOverflow(key)
    }

    /// Every registration, in the order registered. For error messages; takes the lock.
    var all: [AnyRegistration] {
        lock.withLock { order.compactMap { master[$0] } }
    }

    @inlinable @inline(__always)
    func withSnapshot<Result>(_ body: (RegistrySnapshot) -> Result) -> Result {
        let bits = published.load(ordering: .sequentiallyConsistent)
        if let pointer = UnsafeRawPointer(bitPattern: bits) {
            return Unmanaged<RegistrySnapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return body(rebuild())
    }

    /// Looks in the registrations made since the snapshot; folds them into a new snapshot once
    /// they outnumber it.
    @usableFromInline func findInOverflow(_ key: RegistrationKey) -> UInt {
        var retired: RegistrySnapshot?
        let found = lock.withLock { () -> UInt in
            // Under the lock `master` is complete; it also covers a registration that moved from the
            // overflow into a new snapshot while this reader waited for the lock.
            guard let found = master[key] else { return 0 }
            if overflow.count > max(8, currentCount) { retired = publishLocked().retired }
            return UInt(bitPattern: Unmanaged.passUnretained(found).toOpaque())
        }
        if let retired { Reclamation.shared.retire([retired]) }
        return found
    }

    @usableFromInline func rebuild() -> RegistrySnapshot {
        lock.withLock {
            if let current { return current }
            return publishLocked().snapshot
        }
    }

    private func publishLocked() -> (snapshot: RegistrySnapshot, retired: RegistrySnapshot?) {
        let old = current
        let registrations = order.compactMap { master[$0] }
        let snapshot = RegistrySnapshot(registrations)
        current = snapshot
        currentCount = registrations.count
        overflow.removeAll()
        overflowCount.store(0, ordering: .sequentiallyConsistent)
        published.store(
            UInt(bitPattern: Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .sequentiallyConsistent
        )
        return (snapshot, old)
    }
}
