/// A value guarded by a ``Lock``: the storage behind `Signals`, the diagnostics sinks, the HTTP
/// transfers and the loopback server.
///
/// `@unchecked Sendable`, by hand: `state` is read and written only inside ``withLock(_:)``, under
/// `lock`. A plain pthread mutex rather than `Synchronization.Mutex`, for two reasons measured on
/// Linux: `Mutex` is a priority-inheritance futex that enters the kernel on every contended lock
/// (the 8-thread signals stress suite ran 4.4 s with it, under 1 s with a pthread mutex, in debug),
/// and ThreadSanitizer cannot see its synchronization, so it reports false races.
package final class LockedState<State>: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`.
    private var state: State

    /// Guards `state`.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state. `body` must not call back into code that
    /// takes this lock: the lock is not recursive.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
