import Foundation
import Scenewright

/// A subscriber: one of a thousand objects listening for the same signal.
@MainActor final class Listener {
    var received = 0
}

/// A `Sendable` subscriber for posting-thread subscriptions.
final class SendableListener: Sendable {}

/// A counter the posting-thread handlers add to; only the benchmark's posting thread writes it.
final class PostCounter: @unchecked Sendable {
    private(set) var total = 0
    func add(_ value: Int) { total &+= value }
}

extension Signal where Payload == Int {
    static var benchTick: Signal<Int> { Signal("bench.tick") }
}

/// The floor of any design whose subscribers are held weakly: load each owner strongly, call.
@MainActor final class WeakSlot {
    weak var owner: Listener?
    let handler: @MainActor (Listener, Int) -> Void
    init(_ owner: Listener, _ handler: @escaping @MainActor (Listener, Int) -> Void) {
        self.owner = owner
        self.handler = handler
    }
}

let subscriberCount = 1_000

/// The contenders both signal cases share: `NotificationCenter` and the weak-owner loop.
func signalRivals() -> [Contender] {
    [
        .loop(.floor, "weak-owner loop") {
            let listeners = (0..<subscriberCount).map { _ in Listener() }
            let slots = listeners.map { WeakSlot($0) { listener, value in listener.received &+= value } }
            return { index in
                for slot in slots {
                    if let owner = slot.owner { slot.handler(owner, index) }
                }
                blackHole(listeners)
            }
        },
        .loop(.rival, "NotificationCenter") {
            let listeners = (0..<subscriberCount).map { _ in Listener() }
            let center = NotificationCenter()
            let name = Notification.Name("bench.tick")
            let tokens = listeners.map { listener in
                center.addObserver(forName: name, object: nil, queue: nil) { notification in
                    let value = (notification.userInfo?["n"] as? Int) ?? 0
                    MainActor.assumeIsolated { listener.received &+= value }
                }
            }
            return { index in
                center.post(name: name, object: nil, userInfo: ["n": index])
                blackHole(tokens)
            }
        },
    ]
}

/// One post delivered to 1,000 subscribers: `Signals` against `NotificationCenter` and against the
/// floor of any weakly-held subscriber list.
func signalCases() -> [BenchmarkCase] {
    [
        BenchmarkCase(
            "signals", "post to 1,000 subscribers, main-actor handlers", iterations: 200, quick: 20,
            unit: "post",
            signalRivals() + [
                .loop(.subject, "Signals") {
                    let listeners = (0..<subscriberCount).map { _ in Listener() }
                    let signals = Signals()
                    for listener in listeners {
                        signals.subscribe(.benchTick, owner: listener) { listener, value in
                            listener.received &+= value
                        }
                    }
                    return { index in
                        signals.post(.benchTick, index)
                        blackHole(listeners)
                    }
                }
            ]),
        BenchmarkCase(
            "signals", "post to 1,000 subscribers, posting-thread handlers", iterations: 200, quick: 20,
            unit: "post",
            signalRivals() + [
                .loop(.subject, "Signals") {
                    let owners = (0..<subscriberCount).map { _ in SendableListener() }
                    let counter = PostCounter()
                    let signals = Signals()
                    for owner in owners {
                        signals.subscribeOnPostingThread(.benchTick, owner: owner) { _, value in
                            counter.add(value)
                        }
                    }
                    return { index in
                        signals.post(.benchTick, index)
                        blackHole(owners)
                    }
                }
            ]),
    ]
}
