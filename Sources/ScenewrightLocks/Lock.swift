#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Internal to the package (`package` access): not part of any product's API.

/// The one lock of the Scenewright package: a pthread mutex with explicit `lock()`/`unlock()`, for
/// code that must run a caller's closure (a factory) while holding it and return a non-`Sendable`
/// result. ``LockedState`` wraps one around a value.
///
/// Every lock in the package is one of these, and each says at its declaration what it guards:
/// - Scenewright: `Registry.lock` (a container's registrations and the shared and weak instances
///   made from them), `CreationLock.coordination` (a ``ConditionLock``: which thread holds which
///   container's creation lock, and which waits for which) and `Signals.state` (the subscription
///   table);
/// - HeadlessUI: `UIDiagnostics.sink` (the default sink) and `DiagnosticCollector.storage` (one
///   capture scope's diagnostics);
/// - ScenewrightServices: `RecordStore.lock` (recursive: the connection and its statements),
///   `TemporaryValues.lock` (the values) and `TransferDelegate.transfers` (HTTP transfers under way);
/// - LoopbackHTTP: `LoopbackHTTPServer.state` (routes, records, sockets).
///
/// Why a pthread mutex rather than `Synchronization.Mutex`: see ``LockedState``.
///
/// `@unchecked Sendable`: the pthread mutex is the synchronisation; the pointer itself never changes.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A new, unlocked mutex.
    /// - Parameter recursive: Whether the thread holding the lock may take it again (it must then
    ///   unlock as many times). Default `false`.
    package init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        if recursive {
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        } else {
            pthread_mutex_init(mutex, nil)
        }
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits for and takes the lock.
    package func lock() { pthread_mutex_lock(mutex) }
    /// Releases the lock taken by this thread.
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the lock, sleeps on `condition` until it is signalled, and takes the lock again —
    /// ``ConditionLock/wait()``'s step; the mutex itself never leaves this class.
    func wait(on condition: UnsafeMutablePointer<pthread_cond_t>) { pthread_cond_wait(condition, mutex) }

    /// Runs `body` while holding the lock.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock()
        defer { unlock() }
        return try body()
    }
}
