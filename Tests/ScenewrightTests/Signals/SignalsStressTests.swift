import Foundation
import Scenewright
import Testing

/// A `Sendable` owner whose handlers count into lock-guarded totals.
///
/// `counts` is guarded by `lock`: an `NSLock`, which ThreadSanitizer understands (it cannot see
/// through `Synchronization.Mutex` on Linux and reports false races).
private final class StressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func add(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
    subscript(name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
}

/// A main-actor subscriber that checks each thread's posts arrive in the order they were made.
@MainActor private final class OrderChecker {
    var received = 0
    var lastSequence: [Int: Int] = [:]
    var outOfOrder = 0

    func receive(_ payload: Int) {
        received += 1
        let (thread, sequence) = payload.quotientAndRemainder(dividingBy: SignalsStressTests.stride)
        if let last = lastSequence[thread], last >= sequence { outOfOrder += 1 }
        lastSequence[thread] = sequence
    }
}

@Suite("Signals under concurrent posting, subscribing and unsubscribing")
struct SignalsStressTests {
    static let threads = 8
    static let iterations = 4_000
    /// Payloads are `thread * stride + sequence`.
    static let stride = 1_000_000
    private static let shared = Signal<Int>("stress.shared")

    @Test("8 threads × ~20k operations: every count is exact and main-actor deliveries keep post order")
    @MainActor
    func concurrentTraffic() async throws {
        let signals = Signals()
        let totals = StressCounter()
        let checker = OrderChecker()
        signals.subscribeOnPostingThread(Self.shared, owner: totals) { totals, _ in totals.add("every post") }
        signals.subscribe(Self.shared, owner: checker) { checker, payload in checker.receive(payload) }

        let owners = (0..<Self.threads).map { _ in StressCounter() }
        await Self.runOnThreads(Self.threads) { thread in
            Self.traffic(thread: thread, signals: signals, owner: owners[thread], totals: totals)
        }

        let posts = Self.threads * Self.postsPerThread
        #expect(totals["every post"] == posts)
        #expect(totals["unsubscribe failed"] == 0)
        #expect(totals["once fired"] == Self.threads * Self.onceSubscriptionsPerThread)
        for owner in owners {
            #expect(owner["own post while subscribed"] == Self.iterations)
        }
        for _ in 0..<5_000 where checker.received < posts {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(checker.received == posts)
        #expect(checker.outOfOrder == 0)
        // The permanent subscribers remain; every temporary one was unsubscribed, fired once or pruned.
        #expect(signals.storedSubscriptionCount(for: Self.shared) <= 2 + Self.threads)
        signals.post(Self.shared, 0)
        #expect(signals.storedSubscriptionCount(for: Self.shared) == 2)
    }

    static var onceSubscriptionsPerThread: Int { iterations / 10 }
    static var postsPerThread: Int { iterations + onceSubscriptionsPerThread + iterations / 50 }

    /// One thread's work: per iteration subscribe, post, unsubscribe (3 operations); every 10th a
    /// once subscription and a post; every 50th a subscription whose owner is released at once (its
    /// handler may still run for a post of another thread that loaded the owner before the release —
    /// the owner was alive then — so only its pruning is checked, at the end).
    private static func traffic(thread: Int, signals: Signals, owner: StressCounter, totals: StressCounter) {
        var sequence = 0
        func nextPayload() -> Int {
            sequence += 1
            return thread * stride + sequence
        }
        for iteration in 0..<iterations {
            let token = signals.subscribeOnPostingThread(shared, owner: owner) { owner, payload in
                if payload / stride == thread { owner.add("own post while subscribed") }
            }
            signals.post(shared, nextPayload())
            if !signals.unsubscribe(token) { totals.add("unsubscribe failed") }
            if iteration % 10 == 0 {
                signals.subscribeOnPostingThread(shared, owner: totals, once: true) { totals, _ in
                    totals.add("once fired")
                }
                signals.post(shared, nextPayload())
            }
            if iteration % 50 == 0 {
                do {
                    let doomed = StressCounter()
                    signals.subscribeOnPostingThread(shared, owner: doomed) { doomed, _ in
                        doomed.add("called")
                    }
                }
                signals.post(shared, nextPayload())
            }
        }
    }

    /// Runs `body(index)` on `count` new threads at once and waits for all of them.
    private static func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for index in 0..<count {
                group.enter()
                Thread.detachNewThread {
                    body(index)
                    group.leave()
                }
            }
            group.notify(queue: .global()) { continuation.resume() }
        }
    }
}
