import Synchronization

/// A container's registrations: a master table written under a lock, published to readers as
/// immutable ``RegistrySnapshot``s that they read without taking the lock.
///
/// Publication: `published` holds the bit pattern of the current snapshot, or 0 after a write. A
/// reader that finds 0 builds a new snapshot under the lock. Reclamation: readers announce
/// themselves in `readers` around the few instructions that touch a snapshot; a writer frees the
/// snapshots it replaced only when it sees no reader (sequentially consistent ordering makes that
/// check sound), and otherwise leaves them to a later write or to `deinit`.
///
/// `@unchecked Sendable`: `lock` guards `master`, `order`, `current` and `retired`; `published` and
/// `readers` are atomics.
final class Registry: @unchecked Sendable {
    private let lock = Lock()
    private var master: [RegistrationKey: AnyRegistration] = [:]
    private var order: [RegistrationKey] = []
    private var current: RegistrySnapshot?
    private var retired: [RegistrySnapshot] = []
    private let published = Atomic<UInt>(0)
    private let readers = Atomic<Int>(0)

    /// Adds a registration. Returns the one it replaced, or the one that blocked it when `replacing`
    /// is false (then nothing changes).
    func add(_ registration: AnyRegistration, replacing: Bool) -> (added: Bool, existing: AnyRegistration?) {
        lock.withLock {
            let existing = master[registration.key]
            if existing != nil && !replacing { return (false, existing) }
            if existing == nil { order.append(registration.key) }
            master[registration.key] = registration
            published.store(0, ordering: .sequentiallyConsistent)
            if let current { retired.append(current) }
            current = nil
            if readers.load(ordering: .sequentiallyConsistent) == 0 { retired.removeAll() }
            return (true, existing)
        }
    }

    /// The registration under `service`/`argument` with no name: the hot path, lock-free.
    @inline(__always)
    func find(service: ObjectIdentifier, argument: ObjectIdentifier) -> AnyRegistration? {
        readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        defer { readers.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
        return withSnapshot { $0.find(service: service, argument: argument) }
    }

    /// The registration under a full key.
    func find(_ key: RegistrationKey) -> AnyRegistration? {
        readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        defer { readers.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
        return withSnapshot { $0.find(key) }
    }

    /// Every registration, in the order first registered. For error messages; takes the lock.
    var all: [AnyRegistration] {
        lock.withLock { order.compactMap { master[$0] } }
    }

    @inline(__always)
    private func withSnapshot<Result>(_ body: (RegistrySnapshot) -> Result) -> Result {
        let bits = published.load(ordering: .sequentiallyConsistent)
        if let pointer = UnsafeRawPointer(bitPattern: bits) {
            return Unmanaged<RegistrySnapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return body(rebuild())
    }

    private func rebuild() -> RegistrySnapshot {
        lock.withLock {
            if let current { return current }
            let snapshot = RegistrySnapshot(order.compactMap { master[$0] })
            current = snapshot
            let pointer = Unmanaged.passUnretained(snapshot).toOpaque()
            published.store(UInt(bitPattern: pointer), ordering: .sequentiallyConsistent)
            return snapshot
        }
    }
}
