import Foundation
import Scenewright
import Testing

/// A main-actor subscriber that mirrors the last value it heard and keeps every value.
@MainActor private final class Mirror {
    var received: [Int] = []
}

extension Signal where Payload == Int {
    fileprivate static var version: Signal<Int> { Signal("order.version") }
    fileprivate static var other: Signal<Int> { Signal("order.other") }
}

/// The order a main-actor subscriber can rely on: a post that has returned is delivered before any
/// post made after it, from whichever thread each was made.
@MainActor
@Suite("Signals: deliveries follow the order the posts were made")
struct SignalsOrderTests {
    @Test(
        "a background post that has returned reaches a main-actor subscriber before a later main-actor post")
    func backgroundThenMainActor() async {
        let signals = Signals()
        let mirror = Mirror()
        signals.subscribe(.version, owner: mirror) { mirror, value in mirror.received.append(value) }

        await Task.detached { signals.post(.version, 1) }.value
        signals.post(.version, 2)

        #expect(mirror.received == [1, 2])
        #expect(signals.queuedMainActorDeliveries == 0)
    }

    @Test("the order holds across signals: a queued post of one signal comes before a later post of another")
    func acrossSignals() async {
        let signals = Signals()
        let mirror = Mirror()
        signals.subscribe(.version, owner: mirror) { mirror, value in mirror.received.append(value) }
        signals.subscribe(.other, owner: mirror) { mirror, value in mirror.received.append(-value) }

        await Task.detached { signals.post(.version, 1) }.value
        signals.post(.other, 2)

        #expect(mirror.received == [1, -2])
    }

    @Test("3,000 rounds of a background post then a main-actor post: the mirror always ends on the later one")
    func stress() async {
        let signals = Signals()
        let mirror = Mirror()
        signals.subscribe(.version, owner: mirror) { mirror, value in mirror.received.append(value) }
        var stale = 0
        for round in 0..<3_000 {
            await Task.detached { signals.post(.version, 2 * round) }.value
            signals.post(.version, 2 * round + 1)
            if mirror.received.last != 2 * round + 1 { stale += 1 }
        }
        #expect(stale == 0)
        #expect(mirror.received == Array(0..<6_000))
    }
}
