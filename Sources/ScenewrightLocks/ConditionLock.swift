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
/// `@unchecked Sendable`: the pthread mutex and condition are the synchronisation; the pointers
/// themselves never change.
package final class ConditionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A new, unlocked lock with its condition.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits for and takes the lock.
    package func lock() { pthread_mutex_lock(mutex) }
    /// Releases the lock taken by this thread.
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the lock, sleeps until a ``broadcast()`` (or a spurious wake-up), and takes the lock
    /// again. Call with the lock held, in a loop that re-checks what it waits for.
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread sleeping in ``wait()``. Call with the lock held.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
