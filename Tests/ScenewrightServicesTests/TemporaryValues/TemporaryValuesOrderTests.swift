import Foundation
import Scenewright
import ScenewrightServices
import Testing

/// A main-actor mirror of one temporary value.
@MainActor private final class ValueMirror {
    var last: Int?
    var deliveries = 0
}

/// A posting-thread mirror of one temporary value. `last` is guarded by `lock`.
private final class ThreadMirror: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int?
    func set(_ value: Int?) { lock.withLock { stored = value } }
    var last: Int? { lock.withLock { stored } }
}

/// Releases two threads at once, so their writes race.
private final class StartLine: @unchecked Sendable {
    private let condition = NSCondition()
    private var open = false
    func wait() {
        condition.lock()
        while !open { condition.wait() }
        condition.unlock()
    }
    func release() {
        condition.lock()
        open = true
        condition.broadcast()
        condition.unlock()
    }
}

@MainActor
@Suite("Temporary values: subscribers hear the changes in the order they were stored")
struct TemporaryValuesOrderTests {
    @Test(
        "two threads setting one key 3,000 times: the last change each subscriber heard is the stored value")
    func twoWriters() async throws {
        let signals = Signals()
        let values = TemporaryValues(signals: signals)
        let key = TemporaryKey<Int>("order.shared")
        let mirror = ValueMirror()
        let threadMirror = ThreadMirror()
        signals.subscribe(key.changed, owner: mirror) { mirror, change in
            mirror.last = change.newValue
            mirror.deliveries += 1
        }
        signals.subscribeOnPostingThread(key.changed, owner: threadMirror) { mirror, change in
            mirror.set(change.newValue)
        }
        var staleMain = 0
        var staleThread = 0
        for round in 0..<3_000 {
            let start = StartLine()
            let writers = (0..<2).map { writer in
                Thread.detachNewThreadAndWait {
                    start.wait()
                    values.set(round * 2 + writer, for: key)
                }
            }
            start.release()
            for writer in writers { await writer() }
            // Every change of this round is stored; wait until the main actor has heard both.
            // Sleeping, not yielding: a loop of yields keeps a thread of the machine busy and starves
            // the other suites' work running beside this one.
            for _ in 0..<10_000 where mirror.deliveries < 2 * (round + 1) {
                try await Task.sleep(for: .microseconds(50))
            }
            let stored = values.value(for: key)
            if mirror.last != stored { staleMain += 1 }
            if threadMirror.last != stored { staleThread += 1 }
        }
        #expect(staleMain == 0)
        #expect(staleThread == 0)
        #expect(mirror.deliveries == 6_000)
    }
}

extension Thread {
    /// Starts `body` on a new thread; the returned function waits, without blocking a thread of the
    /// cooperative pool, until it has finished.
    fileprivate static func detachNewThreadAndWait(_ body: @escaping @Sendable () -> Void)
        -> @Sendable () async -> Void
    {
        let done = ThreadMirror()
        done.set(0)
        Thread.detachNewThread {
            body()
            done.set(1)
        }
        return {
            while done.last != 1 { try? await Task.sleep(for: .microseconds(50)) }
        }
    }
}
