import CScenewrightSupport
import ScenewrightLocks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Frees what resolves may still be reading — replaced registrations, old snapshots, dropped
/// shared instances — once no resolve that could have reached them is running.
///
/// Resolves read registrations and snapshots without reference counting (that is what makes them
/// cheap), so nothing they can reach may be freed under them. Each thread's ``ResolutionState``
/// announces its top-level resolves in an atomic word (odd inside, even outside, a new value each
/// time). A writer first makes the objects unreachable for new resolves (a sequentially consistent
/// store), then hands them here: they are released when every resolve that was running at that
/// moment has ended — its thread's announcement changed — which epoch-based reclamation calls a
/// grace period. On Linux the reader's announcement is a plain store, and the writer pays for the
/// ordering with one membarrier(2) per retirement (see `ScenewrightAnnouncements.h`).
///
/// The writer waits a little for that grace period when it is itself outside any resolve, so that a
/// replaced registration is normally released by the time `register(…, replacing: true)` returns;
/// otherwise (or if a resolve runs long) the objects wait for the next writer.
///
/// `@unchecked Sendable`: `lock` guards `states` and `retired`; it is never held while user code
/// (a `deinit`) runs.
final class Reclamation: @unchecked Sendable {
    static let shared = Reclamation()

    private struct Retired {
        var objects: [AnyObject]
        /// The threads that were inside a resolve when the objects were retired, with the
        /// announcement they had then.
        var waits: [(state: ObjectIdentifier, announcement: UInt)]
    }

    /// Guards `states` and `retired`.
    private let lock = Lock()
    /// Every thread's resolution state, unretained: a state leaves this table before it is freed.
    private var states: [ObjectIdentifier: Unmanaged<ResolutionState>] = [:]
    private var retired: [Retired] = []

    private init() {
        // Before any thread's first announcement: every state is made after this.
        scenewright_announcements_init()
    }

    func add(_ state: Unmanaged<ResolutionState>) {
        lock.withLock { states[ObjectIdentifier(state.takeUnretainedValue())] = state }
    }

    func remove(_ state: Unmanaged<ResolutionState>) {
        let freed = lock.withLock {
            states[ObjectIdentifier(state.takeUnretainedValue())] = nil
            return collectLocked()
        }
        withExtendedLifetime(freed) {}
    }

    /// Releases `objects` once every resolve that may have reached them has ended. Call only after
    /// they were made unreachable to new resolves with a sequentially consistent store.
    func retire(_ objects: [AnyObject]) {
        guard !objects.isEmpty else { return }
        // Every reader that announced before the objects became unreachable is seen below.
        scenewright_writer_fence()
        var freed = lock.withLock {
            var waits: [(state: ObjectIdentifier, announcement: UInt)] = []
            for (id, state) in states {
                let value = state._withUnsafeGuaranteedRef { scenewright_announcement($0.announcement) }
                if value & 1 == 1 { waits.append((id, value)) }
            }
            retired.append(Retired(objects: objects, waits: waits))
            return collectLocked()
        }
        // Released outside the lock: a `deinit` may resolve, register or retire again.
        freed.removeAll()
        let caller = ResolutionState.current
        guard caller.depth == 0, !caller.holdsCreationLock else { return }
        // Outside any resolve, wait briefly for the resolves running elsewhere to end, so the
        // release is prompt. Bounded: a resolve that runs long leaves the objects to a later writer.
        for _ in 0..<10_000 {
            let pending = lock.withLock {
                freed = collectLocked()
                return !retired.isEmpty
            }
            freed.removeAll()
            if !pending { return }
            usleep(100)
        }
    }

    /// Whether retired objects still wait for a resolve to end.
    var isIdle: Bool { lock.withLock { retired.isEmpty } }

    /// The objects whose grace period is over, removed from `retired`. Called under `lock`.
    private func collectLocked() -> [AnyObject] {
        var freed: [AnyObject] = []
        var index = 0
        while index < retired.count {
            retired[index].waits.removeAll { wait in
                guard let state = states[wait.state] else { return true }
                return state._withUnsafeGuaranteedRef { scenewright_announcement($0.announcement) }
                    != wait.announcement
            }
            if retired[index].waits.isEmpty {
                freed += retired[index].objects
                retired.remove(at: index)
            } else {
                index += 1
            }
        }
        return freed
    }
}
