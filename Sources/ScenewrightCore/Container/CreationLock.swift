import ScenewrightLocks

/// A container's lock for making `.shared` and `.weak` instances: a thread takes it before the
/// first such factory of the container runs in its top-level resolve, and keeps it to the end of
/// that resolve (injections included), when the instances are published. So a shared factory runs
/// once however many threads ask, and no thread sees a half-injected instance.
///
/// One per container: unrelated containers never wait for each other, and both ends of a shared
/// cycle within one container, resolved from several threads at once, take the same lock — one
/// thread makes both, the others wait and then read them. A thread holding one container's lock
/// may wait for another's (a factory that resolves from a second container); if the thread holding
/// that one waits, directly or through other threads, for a lock this thread holds, the wait would
/// never end, and the resolve throws ``ContainerError/Kind-swift.struct/cycle`` instead (a
/// wait-for graph, checked under `coordination` before every wait).
///
/// `@unchecked Sendable`: `owner` is read and written only under `coordination`.
final class CreationLock: @unchecked Sendable {
    /// Guards every creation lock's `owner` and every thread's `waitingFor`; held only for that
    /// bookkeeping, never while a factory runs. Waiting threads sleep on its condition.
    static let coordination = ConditionLock()

    /// The thread state of the resolve holding this lock. Guarded by `coordination`.
    private var owner: ResolutionState?

    /// Takes the lock for `state`, waiting while another thread holds it.
    /// - Parameter deadlock: The error to throw when waiting would never end.
    func take(
        for state: ResolutionState, deadlock: () -> ContainerError
    ) throws(ContainerError) {
        let coordination = Self.coordination
        coordination.lock()
        while let holder = owner {
            if holder.waits(for: state) {
                coordination.unlock()
                throw deadlock()
            }
            state.waitingFor = self
            coordination.wait()
            state.waitingFor = nil
        }
        owner = state
        coordination.unlock()
    }

    /// Releases `locks`, all held by one thread, and wakes the threads waiting for any lock.
    static func release(_ locks: [CreationLock]) {
        coordination.lock()
        for lock in locks { lock.owner = nil }
        coordination.broadcast()
        coordination.unlock()
    }

    /// The thread holding this lock. Under `coordination`.
    fileprivate var holder: ResolutionState? { owner }
}

extension ResolutionState {
    /// Whether this thread waits, directly or through the threads holding what it waits for, for a
    /// lock `other` holds. Under ``CreationLock/coordination``. The graph has no cycle (every wait
    /// that would close one throws instead), so the walk ends.
    fileprivate func waits(for other: ResolutionState) -> Bool {
        var current: ResolutionState? = self
        while let state = current {
            if state === other { return true }
            current = state.waitingFor?.holder
        }
        return false
    }
}
