#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one lock of the Scenewright module: a non-recursive pthread mutex with explicit
/// `lock()`/`unlock()`, for code that must run a caller's closure (a factory) while holding it and
/// return a non-`Sendable` result. ``LockedState`` wraps one around a value.
///
/// Every lock in the module is one of these, and each says at its declaration what it guards:
/// `Registry.lock` (a container's registration tables), `Registration.weakLock` (a `.weak`
/// instance), `ResolutionState.creationLock` (the making of `.shared` and `.weak` instances,
/// process-wide), `Reclamation.lock` (thread states and retired objects) and `Signals.state` (the
/// subscription table). Why a pthread mutex rather than `Synchronization.Mutex`: see
/// ``LockedState``.
///
/// `@unchecked Sendable`: the pthread mutex is the synchronisation; the pointer itself never changes.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
