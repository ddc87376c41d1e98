import ScenewrightLocks

/// Lets at most `limit` transfers of one ``HTTPService`` run at once; the others wait their turn in
/// the order they came.
///
/// FoundationNetworking does work for every task a session holds on each event, and its sessions
/// share one machinery, so 2,000 calls handed to it at once slowed every other service in the
/// process too (a lone call elsewhere took the whole batch's time, not milliseconds). Holding all
/// but a few back costs nothing: a session opens only a few connections per host anyway.
final class TransferGate: Sendable {
    private struct State {
        var available: Int
        /// Waiting callers in arrival order, each with its ticket.
        var waiting: [(ticket: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
        var nextTicket: UInt64 = 0
    }

    private let state: LockedState<State>

    init(limit: Int) {
        state = LockedState(State(available: max(1, limit)))
    }

    /// Waits for a turn: `true` once it has one (call ``leave()`` when done), `false` when the
    /// calling task was cancelled first (then there is nothing to leave).
    func enter() async -> Bool {
        let ticket = state.withLock { state -> UInt64 in
            state.nextTicket += 1
            return state.nextTicket
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let admitted = state.withLock { state -> Bool? in
                    // Checked under the lock: a cancellation either comes before (seen here) or
                    // finds this caller in the queue.
                    if Task.isCancelled { return false }
                    if state.available > 0, state.waiting.isEmpty {
                        state.available -= 1
                        return true
                    }
                    state.waiting.append((ticket, continuation))
                    return nil
                }
                if let admitted { continuation.resume(returning: admitted) }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Bool, Never>? in
                guard let index = state.waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return state.waiting.remove(at: index).continuation
            }
            continuation?.resume(returning: false)
        }
    }

    /// Ends a turn ``enter()`` gave, handing it to the longest-waiting caller if there is one.
    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard !state.waiting.isEmpty else {
                state.available += 1
                return nil
            }
            return state.waiting.removeFirst().continuation
        }
        next?.resume(returning: true)
    }
}
