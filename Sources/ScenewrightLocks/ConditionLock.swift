#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Internal to the package (`package` access): not part of any product's API.

/// A ``Lock`` with a condition variable: a thread holding it can sleep until another thread
/// announces a change with ``broadcast()``. Scenewright's container waits on one for another thread's
/// creation of a shared instance.
///
/// `@unchecked Sendable`: the lock's pthread mutex and the pthread condition are the
/// synchronisation; the pointer to the condition never changes.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = Lock()
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A new, unlocked lock with its condition.
    package init() {
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// Waits for and takes the lock.
    package func lock() { mutex.lock() }
    /// Releases the lock taken by this thread.
    package func unlock() { mutex.unlock() }

    /// Releases the lock, sleeps until a ``broadcast()`` (or a spurious wake-up), and takes the lock
    /// again. Call with the lock held, in a loop that re-checks what it waits for.
    package func wait() { mutex.wait(on: condition) }

    /// Wakes every thread sleeping in ``wait()``. Call with the lock held.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
