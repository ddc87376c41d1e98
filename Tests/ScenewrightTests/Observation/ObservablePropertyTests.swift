import Scenewright
import ScenewrightTesting
import Testing

/// An observer owner that logs what it saw.
@MainActor private final class Listener {
    var seen: [Int] = []
}

@MainActor @Suite struct ObservablePropertyTests {
    @Test("didSet calls the observer at once with the current value, then on every set")
    func calledAtOnceAndOnEverySet() {
        let property = ObservableProperty(1)
        let listener = Listener()
        property.didSet(listener) { owner, value in owner.seen.append(value) }
        property.set(2)
        property.set(3)
        #expect(listener.seen == [1, 2, 3])
        #expect(property.value == 3)
    }

    @Test("observers are called in registration order")
    func registrationOrder() {
        let property = ObservableProperty(0)
        let first = Listener()
        let second = Listener()
        var order: [String] = []
        property.didSet(first) { _, value in order.append("first \(value)") }
        property.didSet(second) { _, value in order.append("second \(value)") }
        order.removeAll()
        property.set(5)
        #expect(order == ["first 5", "second 5"])
    }

    @Test("a cancelled token stops its observer and only its observer")
    func cancelStops() {
        let property = ObservableProperty(0)
        let stopped = Listener()
        let kept = Listener()
        let token = property.didSet(stopped) { owner, value in owner.seen.append(value) }
        property.didSet(kept) { owner, value in owner.seen.append(value) }
        token.cancel()
        token.cancel()
        property.set(1)
        #expect(token.isCancelled)
        #expect(stopped.seen == [0])
        #expect(kept.seen == [0, 1])
    }

    @Test("an observer dies with its owner, does not keep it alive, and is pruned")
    func observersDieWithOwner() {
        let property = ObservableProperty(0)
        var calls = 0
        weak var weakOwner: Listener?
        do {
            let owner = Listener()
            weakOwner = owner
            property.didSet(owner) { _, _ in calls += 1 }
            #expect(property.observerCount == 1)
        }
        #expect(weakOwner == nil)
        #expect(property.observerCount == 0)
        property.set(1)
        #expect(calls == 1)
        #expect(property.storedObserverCount == 0)
    }

    @Test("a set from inside an observer is queued after the current round, in order, without recursion")
    func reentrantSetIsQueued() {
        let property = ObservableProperty(0)
        let first = Listener()
        let second = Listener()
        var log: [String] = []
        property.didSet(first) { owner, value in
            log.append("first \(value)")
            if value == 1 {
                owner.seen.append(value)
                property.set(10)
                property.set(11)
                log.append("value now \(property.value)")
            }
        }
        property.didSet(second) { _, value in log.append("second \(value)") }
        log.removeAll()
        property.set(1)
        #expect(
            log == [
                "first 1", "value now 11", "second 1", "first 10", "second 10", "first 11", "second 11",
            ])
        #expect(property.value == 11)
    }

    @Test("observers that keep setting are stopped after a bounded number of rounds with a diagnostic")
    func feedbackLoopIsBounded() {
        let property = ObservableProperty(0)
        let listener = Listener()
        var calls = 0
        let diagnostics = captureDiagnostics {
            property.didSet(listener) { _, value in
                calls += 1
                if calls > 1 { property.set(value + 1) }
            }
            property.set(1)
        }
        #expect(diagnostics.map(\.kind.rawValue) == ["observation.feedbackLoop"])
        #expect(calls == ObservableProperty<Int>.maximumQueuedRounds + 2)
        #expect(diagnostics.first?.message.contains("keep setting it") == true)
    }

    @Test("an observer added during a notification is called once when added, not again by that round")
    func addedDuringRoundWaitsForNextRound() {
        let property = ObservableProperty(0)
        let adder = Listener()
        let late = Listener()
        var added = false
        property.didSet(adder) { _, value in
            guard value == 1, !added else { return }
            added = true
            property.didSet(late) { owner, value in owner.seen.append(value) }
        }
        property.set(1)
        #expect(late.seen == [1])
        property.set(2)
        #expect(late.seen == [1, 2])
    }

    @Test("an observer cancelled during a round by an earlier observer is not called")
    func cancelledDuringRoundIsSkipped() {
        let property = ObservableProperty(0)
        let canceller = Listener()
        let victim = Listener()
        var token: ObservationToken?
        property.didSet(canceller) { _, value in if value == 1 { token?.cancel() } }
        token = property.didSet(victim) { owner, value in owner.seen.append(value) }
        property.set(1)
        #expect(victim.seen == [0])
    }
}
