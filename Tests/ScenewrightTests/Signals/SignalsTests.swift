import Foundation
import Scenewright
import Testing

/// A main-actor subscriber that records what it received.
@MainActor private final class Listener {
    let name: String
    var received: [Int] = []
    init(_ name: String = "listener") { self.name = name }
}

/// A token a handler reads after it was made (closures cannot capture a `var` set later).
@MainActor private final class TokenSlot {
    var token: SignalSubscription?
}

/// A thread-safe log of what handlers saw, shared by the tests. `entries` is guarded by `lock`.
private final class SignalLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

/// A `Sendable` owner for posting-thread subscriptions. `count` is guarded by `lock`.
private final class ThreadSafeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private struct Town: Sendable, Equatable {
    let name: String
}

extension Signal where Payload == Int {
    fileprivate static var count: Signal<Int> { Signal("count") }
}

extension Signal where Payload == Town {
    fileprivate static var townSelected: Signal<Town> { Signal("townSelected") }
}

extension Signal where Payload == Void {
    fileprivate static var reset: Signal<Void> { Signal("reset") }
}

@MainActor
@Suite("Signals: typed publish–subscribe with weak owners")
struct SignalsTests {
    private let signals = Signals()
    private let log = SignalLog()

    @Test("a post reaches every subscriber synchronously, in subscription order")
    func order() {
        let owners = (1...4).map { Listener("l\($0)") }
        for owner in owners {
            signals.subscribe(.count, owner: owner) { [log] owner, value in
                log.append("\(owner.name):\(value)")
            }
        }
        // Optimised builds may end `owners`' lifetime after its last use; the owners must be alive
        // when the post is delivered.
        withExtendedLifetime(owners) {
            signals.post(.count, 7)
        }
        #expect(log.all == ["l1:7", "l2:7", "l3:7", "l4:7"])
    }

    @Test("signals declared as static members are used with a leading dot and carry typed payloads")
    func staticMembers() {
        let owner = Listener()
        var towns: [Town] = []
        signals.subscribe(.townSelected, owner: owner) { _, town in towns.append(town) }
        withExtendedLifetime(owner) { signals.post(.townSelected, Town(name: "Delft")) }
        #expect(towns == [Town(name: "Delft")])
        #expect(Signal<Town>.townSelected.description == "Signal<Town>(\"townSelected\")")
    }

    @Test("posting a signal nobody observes does nothing and reports nothing")
    func nobodyListens() {
        signals.post(.count, 1)
        signals.post(Signal<String>("unheard"), "hello")
        #expect(signals.storedSubscriptionCount(for: .count) == 0)
    }

    @Test("signals with the same name but different payload types are different signals")
    func payloadTypeIsPartOfTheName() {
        let owner = Listener()
        signals.subscribe(Signal<Int>("value"), owner: owner) { [log] _, value in log.append("int \(value)") }
        signals.subscribe(Signal<String>("value"), owner: owner) { [log] _, text in log.append("text \(text)")
        }
        signals.post(Signal<String>("value"), "a")
        signals.post(Signal<Int>("value"), 1)
        #expect(log.all == ["text a", "int 1"])
    }

    @Test("a payload-less signal is posted without a value")
    func voidSignal() {
        let owner = Listener()
        signals.subscribe(.reset, owner: owner) { owner, _ in owner.received.append(0) }
        signals.post(.reset)
        #expect(owner.received == [0])
    }

    @Test("the owner is held weakly: once released, its subscription is never called and is pruned")
    func ownerDeath() {
        weak var weakOwner: Listener?
        var calls = 0
        do {
            let owner = Listener()
            weakOwner = owner
            signals.subscribe(.count, owner: owner) { _, _ in calls += 1 }
            signals.post(.count, 1)
        }
        #expect(weakOwner == nil)
        #expect(signals.storedSubscriptionCount(for: .count) == 1)
        signals.post(.count, 2)
        #expect(calls == 1)
        #expect(signals.storedSubscriptionCount(for: .count) == 0)
    }

    @Test("subscribing prunes the subscriptions of released owners")
    func pruneOnSubscribe() {
        do {
            let owner = Listener()
            signals.subscribe(.count, owner: owner) { _, _ in }
        }
        let survivor = Listener()
        signals.subscribe(.count, owner: survivor) { _, _ in }
        #expect(signals.storedSubscriptionCount(for: .count) == 1)
    }

    @Test("two instances of one class both receive the signal")
    func twoInstancesOfOneClass() {
        let first = Listener("first")
        let second = Listener("second")
        signals.subscribe(.count, owner: first) { owner, value in owner.received.append(value) }
        signals.subscribe(.count, owner: second) { owner, value in owner.received.append(value) }
        signals.post(.count, 3)
        #expect(first.received == [3])
        #expect(second.received == [3])
    }

    @Test("unsubscribing ends that subscription only, even for the same owner and signal")
    func unsubscribeOnlyThatOne() {
        let owner = Listener()
        let other = Listener("other")
        let a = signals.subscribe(.count, owner: owner) { [log] _, v in log.append("a\(v)") }
        signals.subscribe(.count, owner: owner) { [log] _, v in log.append("b\(v)") }
        signals.subscribe(.count, owner: other) { [log] _, v in log.append("c\(v)") }
        #expect(signals.unsubscribe(a))
        #expect(!signals.unsubscribe(a))
        signals.post(.count, 1)
        #expect(log.all == ["b1", "c1"])
        #expect(a.signalName == "count")
    }

    @Test("a token from another Signals instance ends nothing here")
    func foreignToken() {
        let owner = Listener()
        let foreign = Signals().subscribe(.count, owner: owner) { _, _ in }
        signals.subscribe(.count, owner: owner) { owner, v in owner.received.append(v) }
        #expect(!signals.unsubscribe(foreign))
        signals.post(.count, 5)
        #expect(owner.received == [5])
    }

    @Test("a once subscription is delivered the first post only, then removed")
    func once() {
        let owner = Listener()
        signals.subscribe(.count, owner: owner, once: true) { owner, v in owner.received.append(v) }
        signals.post(.count, 1)
        signals.post(.count, 2)
        #expect(owner.received == [1])
        #expect(signals.storedSubscriptionCount(for: .count) == 0)
    }

    @Test("a subscription made during a delivery is not called in that round, only from the next")
    func subscribeDuringDelivery() {
        let owner = Listener()
        let late = Listener("late")
        signals.subscribe(.count, owner: owner, once: true) { [signals] _, _ in
            signals.subscribe(.count, owner: late) { late, v in late.received.append(v) }
        }
        signals.post(.count, 1)
        #expect(late.received.isEmpty)
        signals.post(.count, 2)
        #expect(late.received == [2])
    }

    @Test("a subscription ended during a delivery is not called afterwards, even in that round")
    func unsubscribeDuringDelivery() {
        let owner = Listener()
        let later = TokenSlot()
        signals.subscribe(.count, owner: owner) { [signals, log] _, v in
            log.append("first \(v)")
            if let token = later.token { signals.unsubscribe(token) }
        }
        later.token = signals.subscribe(.count, owner: owner) { [log] _, v in log.append("second \(v)") }
        signals.post(.count, 1)
        signals.post(.count, 2)
        #expect(log.all == ["first 1", "first 2"])
    }

    @Test("a handler may unsubscribe itself")
    func unsubscribeItself() {
        let owner = Listener()
        let slot = TokenSlot()
        slot.token = signals.subscribe(.count, owner: owner) { [signals] owner, v in
            owner.received.append(v)
            if let token = slot.token { signals.unsubscribe(token) }
        }
        signals.post(.count, 1)
        signals.post(.count, 2)
        #expect(owner.received == [1])
    }

    @Test("an owner released during a delivery is not called afterwards, even in that round")
    func ownerReleasedDuringDelivery() {
        var doomed: Listener? = Listener("doomed")
        weak let weakDoomed = doomed
        let first = Listener("first")
        signals.subscribe(.count, owner: first) { _, _ in doomed = nil }
        if let doomed {
            signals.subscribe(.count, owner: doomed) { [log] _, _ in log.append("doomed called") }
        }
        signals.post(.count, 1)
        #expect(weakDoomed == nil)
        #expect(log.all.isEmpty)
    }

    @Test("posting from inside a handler delivers the nested post at once, depth first, without deadlock")
    func recursion() {
        let owner = Listener()
        signals.subscribe(.count, owner: owner) { [signals, log] _, v in
            log.append("enter \(v)")
            if v < 3 { signals.post(.count, v + 1) }
            log.append("leave \(v)")
        }
        signals.post(.count, 1)
        #expect(log.all == ["enter 1", "enter 2", "enter 3", "leave 3", "leave 2", "leave 1"])
    }

    @Test("a once subscription that posts its own signal is not called again by the nested post")
    func onceRecursion() {
        let owner = Listener()
        signals.subscribe(.count, owner: owner, once: true) { [signals] owner, v in
            owner.received.append(v)
            signals.post(.count, v + 1)
        }
        signals.post(.count, 1)
        #expect(owner.received == [1])
    }

    @Test("posting-thread handlers run synchronously inside a post made on another thread")
    func postingThread() async {
        let counter = ThreadSafeCounter()
        signals.subscribeOnPostingThread(.count, owner: counter) { counter, _ in counter.increment() }
        let signals = signals
        let seenInsidePost = await Task.detached {
            signals.post(.count, 1)
            return counter.value
        }.value
        #expect(seenInsidePost == 1)
    }

    @Test("posting-thread and main-actor handlers posted from the main actor all run in subscription order")
    func mixedKinds() {
        let counter = ThreadSafeCounter()
        let owner = Listener()
        signals.subscribe(.count, owner: owner) { [log] _, _ in log.append("main 1") }
        signals.subscribeOnPostingThread(.count, owner: counter) { [log] _, _ in log.append("any thread") }
        signals.subscribe(.count, owner: owner) { [log] _, _ in log.append("main 2") }
        signals.post(.count, 1)
        #expect(log.all == ["main 1", "any thread", "main 2"])
    }

    @Test("main-actor handlers of posts made on other threads run on the main actor, in post order")
    func hopToMainActor() async throws {
        let owner = Listener()
        signals.subscribe(.count, owner: owner) { owner, v in
            MainActor.assertIsolated()
            owner.received.append(v)
        }
        let signals = signals
        await Task.detached {
            for value in 1...100 { signals.post(.count, value) }
        }.value
        try await waitUntil { owner.received.count == 100 }
        #expect(owner.received == Array(1...100))
        #expect(signals.queuedMainActorDeliveries == 0)
    }

    @Test("a post nested in a posting-thread handler reaches main-actor subscribers after the outer one")
    func nestedPostOffTheMainActor() async throws {
        let owner = Listener()
        let relay = ThreadSafeCounter()
        signals.subscribe(.count, owner: owner) { owner, v in owner.received.append(v) }
        signals.subscribeOnPostingThread(.count, owner: relay) { [signals] _, v in
            if v == 1 { signals.post(.count, 2) }
        }
        let signals = signals
        await Task.detached { signals.post(.count, 1) }.value
        try await waitUntil { owner.received.count == 2 }
        #expect(owner.received == [1, 2])
    }

    @Test("a main-actor subscription ended before its queued delivery arrives is not called")
    func unsubscribeBeforeHop() async throws {
        let owner = Listener()
        let witness = Listener("witness")
        let token = signals.subscribe(.count, owner: owner) { owner, v in owner.received.append(v) }
        signals.subscribe(.count, owner: witness) { witness, v in witness.received.append(v) }
        let signals = signals
        Thread.detachNewThread { signals.post(.count, 1) }
        // Block the main actor (no `await`) so the queued deliveries cannot run before the unsubscribe.
        blockUntil { signals.queuedMainActorDeliveries == 2 }
        #expect(signals.queuedMainActorDeliveries == 2)
        signals.unsubscribe(token)
        try await waitUntil { !witness.received.isEmpty }
        #expect(owner.received.isEmpty)
    }

    /// Blocks the calling thread (without suspending) until `condition` holds, for at most two seconds.
    private func blockUntil(_ condition: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(2)
        while !condition(), ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
    }

    /// Yields to the main actor until `condition` holds, for at most two seconds.
    private func waitUntil(_ condition: @MainActor () -> Bool) async throws {
        for _ in 0..<2000 where !condition() {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(condition())
    }
}
