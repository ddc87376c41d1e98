import Foundation
import Scenewright

/// A subscriber: one of a thousand objects listening for the same signal.
@MainActor final class Listener {
    var received = 0
}

/// A `Sendable` subscriber for posting-thread subscriptions.
final class SendableListener: Sendable {}

extension Signal where Payload == Int {
    static var benchTick: Signal<Int> { Signal("bench.tick") }
}

/// One post delivered to 1,000 subscribers: Scenewright's `Signals` (main-actor and posting-thread
/// handlers) side by side with Foundation's `NotificationCenter`, in the same run.
@MainActor
func signalBenchmarks(_ report: inout Report) {
    print("\n── Signals: one post to 1,000 subscribers, vs Foundation's NotificationCenter")
    let subscribers = 1_000
    let iterations = 2_000

    let listeners = (0..<subscribers).map { _ in Listener() }
    let center = NotificationCenter()
    let name = Notification.Name("bench.tick")
    var centerTotal = 0
    let tokens = listeners.map { _ in
        center.addObserver(forName: name, object: nil, queue: nil) { notification in
            let value = (notification.userInfo?["n"] as? Int) ?? 0
            MainActor.assumeIsolated { centerTotal &+= value }
        }
    }
    report.add(
        measure("post to 1,000 observers: NotificationCenter", iterations: iterations) { index in
            center.post(name: name, object: nil, userInfo: ["n": index])
        })
    for token in tokens { center.removeObserver(token) }

    // The floor of any design whose subscribers are held weakly: load each owner strongly, call.
    final class WeakSlot {
        weak var owner: Listener?
        let handler: @MainActor (Listener, Int) -> Void
        init(_ owner: Listener, _ handler: @escaping @MainActor (Listener, Int) -> Void) {
            self.owner = owner
            self.handler = handler
        }
    }
    let slots = listeners.map { WeakSlot($0) { listener, value in listener.received &+= value } }
    report.add(
        measure("post to 1,000 weak owners: hand-written loop (floor)", iterations: iterations) { index in
            for slot in slots {
                if let owner = slot.owner { slot.handler(owner, index) }
            }
        }, against: "post to 1,000 observers: NotificationCenter")

    let signals = Signals()
    for listener in listeners {
        signals.subscribe(.benchTick, owner: listener) { listener, value in listener.received &+= value }
    }
    report.add(
        measure("post to 1,000 subscribers: Signals (main-actor handlers)", iterations: iterations) { index in
            signals.post(.benchTick, index)
        }, against: "post to 1,000 observers: NotificationCenter")

    let threadSignals = Signals()
    let owners = (0..<subscribers).map { _ in SendableListener() }
    let counter = Counter2()
    for owner in owners {
        threadSignals.subscribeOnPostingThread(.benchTick, owner: owner) { _, value in counter.add(value) }
    }
    report.add(
        measure("post to 1,000 subscribers: Signals (posting-thread handlers)", iterations: iterations) { index in
            threadSignals.post(.benchTick, index)
        }, against: "post to 1,000 observers: NotificationCenter")

    let delivered = listeners.reduce(0) { $0 &+ $1.received }
    blackHole((centerTotal, delivered, counter.total, owners))
    if let theirs = report.nanoseconds("post to 1,000 observers: NotificationCenter"),
        let ours = report.nanoseconds("post to 1,000 subscribers: Signals (main-actor handlers)")
    {
        print("Signals is faster than NotificationCenter by: \(format2(theirs / ours))×")
    }
}

/// A counter the posting-thread handlers add to.
final class Counter2: @unchecked Sendable {
    // Only the benchmark's single posting thread writes it.
    private(set) var total = 0
    func add(_ value: Int) { total &+= value }
}
