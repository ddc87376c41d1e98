import Foundation
import Scenewright
import Testing

/// What a resolve uses stays alive while it runs, and nothing more: containers made and dropped
/// inside a factory, instances dropped or replaced while other threads resolve, and containers that
/// have nothing to do with each other.
@Suite struct ContainerOwnershipTests {
    @Test(
        "an injection that fails after the short-lived container on its chain is gone names the whole chain")
    func injectionFailureAfterShortLivedContainer() throws {
        let outer = Container()
        let reach = WeakContainer()
        reach.container = outer
        outer
            .register(Leaf.self) { _ in
                Leaf()
            } injecting: { _, _ in
                throw Failure()
            }
            .register(Trunk.self) { _ in
                // A container made for one step and dropped before the outer resolve ends; its
                // factory asks the outer container for a Leaf, whose injection waits for that end.
                let branch = try Container()
                    .register(Branch.self) { _ in Branch(leaf: try reach.resolve(Leaf.self)) }
                    .resolve(Branch.self)
                // The factory goes on making short-lived objects of the same kind, as a loop would.
                let later = Container()
                for index in 0..<64 {
                    later.register(Decoy.self, name: "decoy \(index)") { _ in Decoy() }
                }
                return Trunk(branch: branch, later: later)
            }
        let error = #expect(throws: ContainerError.self) { try outer.resolve(Trunk.self) }
        #expect(error?.kind == .injectionFailed)
        #expect(error?.chain == ["Trunk", "Branch", "Leaf"])
        #expect(
            error?.message.hasPrefix("The injection of Leaf threw while resolving Trunk → Branch → Leaf")
                == true)
    }

    @Test("a factory that makes and drops a container per item gets each container's own .graph instance")
    func graphInstancesOfDroppedContainers() throws {
        let outer = Container().register(Catalogue.self) { _ in
            var items: [Item] = []
            for index in 0..<50 {
                let perItem = Container().register(Item.self, scope: .graph) { _ in Item(index: index) }
                items.append(try perItem.resolve(Item.self))
            }
            return Catalogue(items: items)
        }
        let catalogue = try outer.resolve(Catalogue.self)
        #expect(catalogue.items.map(\.index) == Array(0..<50))
    }

    @Test(
        "resetSharedInstances returns at once while another thread runs a slow factory, and releases the instance"
    )
    func resetDoesNotWaitForAnotherThread() throws {
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let container = Container()
            .register(Session.self, scope: .shared) { _ in Session(user: "ada") }
            .register(Cart.self, scope: .shared) { _ in
                entered.signal()
                gate.wait()
                return Cart()
            }
        let dropped = WeakBox()
        do { dropped.object = try container.resolve(Session.self) }
        let slowDone = startThread { _ = try? container.resolve(Cart.self) }
        entered.wait()
        let resetDone = DispatchSemaphore(value: 0)
        let releasedAtReset = Flag()
        _ = startThread {
            container.resetSharedInstances()
            releasedAtReset.set(dropped.object == nil)
            resetDone.signal()
        }
        let returned = resetDone.wait(timeout: .now() + 5) == .success
        gate.signal()
        if !returned { resetDone.wait() }
        slowDone.wait()
        #expect(returned, "the reset waited for the other thread's factory")
        #expect(releasedAtReset.value, "the dropped instance outlived the reset")
    }

    @Test(
        "a replaced registration's instance is released at the replacement, however long other resolves run")
    func replacementDuringAnotherThreadsResolve() throws {
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let container = Container()
            .register(Session.self, scope: .shared) { _ in Session(user: "ada") }
            .register(Cart.self) { _ in
                entered.signal()
                gate.wait()
                return Cart()
            }
        weak var replaced: Session?
        do { replaced = try container.resolve(Session.self) }
        let slowDone = startThread { _ = try? container.resolve(Cart.self) }
        entered.wait()
        container.register(Session.self, scope: .shared, replacing: true) { _ in Session(user: "grace") }
        let releasedAtReplacement = replaced == nil
        gate.signal()
        slowDone.wait()
        #expect(releasedAtReplacement)
        #expect(try container.resolve(Session.self).user == "grace")
    }

    @Test(
        "an instance dropped while a resolve on another thread holds it is released when that resolve returns"
    )
    func releasedWhenTheLastResolveReturns() throws {
        let gate = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let container = Container()
            .register(Session.self, scope: .shared) { _ in Session(user: "ada") }
            .register(Cart.self) { r in
                _ = try r.resolve(Session.self)
                entered.signal()
                gate.wait()
                return Cart()
            }
        weak var dropped: Session?
        do { dropped = try container.resolve(Session.self) }
        let userDone = startThread { _ = try? container.resolve(Cart.self) }
        entered.wait()
        container.resetSharedInstances()
        gate.signal()
        userDone.wait()
        #expect(dropped == nil)
    }

    @Test(
        "a shared factory that waits for another thread resolving in an unrelated container is not blocked by it"
    )
    func unrelatedContainersDoNotBlockEachOther() throws {
        let other = Container().register(Database.self, scope: .shared) { _ in Database(name: "other") }
        let answered = Flag()
        let container = Container().register(LocationStore.self, scope: .shared) { _ in
            // Work handed to another thread, which resolves from a container of its own.
            let done = startThread { answered.set((try? other.resolve(Database.self))?.name == "other") }
            if done.wait(timeout: .now() + 5) == .timedOut {
                throw Failure()
            }
            return LocationStore(database: Database())
        }
        _ = try container.resolve(LocationStore.self)
        #expect(answered.value)
    }

    @Test(
        "two threads each making a shared instance that needs the other's container get an error, not a deadlock"
    )
    func crossContainerWaitIsAnError() throws {
        let firstHolds = DispatchSemaphore(value: 0)
        let secondHolds = DispatchSemaphore(value: 0)
        let reachFirst = WeakContainer()
        let reachSecond = WeakContainer()
        let first = Container()
            .register(Database.self, scope: .shared) { _ in
                firstHolds.signal()
                _ = secondHolds.wait(timeout: .now() + 5)
                _ = try reachSecond.resolve(Session.self)
                return Database(name: "first")
            }
            .register(Session.self, scope: .shared) { _ in Session(user: "first") }
        let second = Container()
            .register(Database.self, scope: .shared) { _ in
                secondHolds.signal()
                _ = firstHolds.wait(timeout: .now() + 5)
                _ = try reachFirst.resolve(Session.self)
                return Database(name: "second")
            }
            .register(Session.self, scope: .shared) { _ in Session(user: "second") }
        reachFirst.container = first
        reachSecond.container = second
        let errors = FailureLog()
        let successes = Counter()
        let firstDone = startThread {
            do {
                _ = try first.resolve(Database.self)
                successes.increment()
            } catch { errors.add("\(error)") }
        }
        let secondDone = startThread {
            do {
                _ = try second.resolve(Database.self)
                successes.increment()
            } catch { errors.add("\(error)") }
        }
        let finished =
            firstDone.wait(timeout: .now() + 20) == .success
            && secondDone.wait(timeout: .now() + 20) == .success
        #expect(finished)
        #expect(successes.value == 1)
        #expect(errors.all.count == 1)
        #expect(
            errors.all.first?.hasPrefix("Circular wait between threads: resolving Database → Session") == true
        )
    }
}

final class Leaf: Sendable {}

final class Branch: Sendable {
    let leaf: Leaf
    init(leaf: Leaf) { self.leaf = leaf }
}

final class Decoy: Sendable {}

final class Trunk: Sendable {
    let branch: Branch
    let later: Container
    init(branch: Branch, later: Container) {
        self.branch = branch
        self.later = later
    }
}

final class Item: Sendable {
    let index: Int
    init(index: Int) { self.index = index }
}

final class Catalogue: Sendable {
    let items: [Item]
    init(items: [Item]) { self.items = items }
}

/// A container reached without keeping it alive: a factory registered in a container must not hold
/// that container strongly.
final class WeakContainer: @unchecked Sendable {
    weak var container: Container?

    func resolve<Service>(_ type: Service.Type) throws -> Service {
        guard let container else { throw Failure() }
        return try container.resolve(type)
    }
}

/// A Boolean set on one thread and read on another, under an `NSLock`.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false

    func set(_ value: Bool) {
        lock.lock()
        defer { lock.unlock() }
        stored = value
    }

    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Runs `body` on a new thread; the semaphore is signalled when it returns.
func startThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return done
}

/// A weak reference readable from any thread.
final class WeakBox: @unchecked Sendable {
    private let lock = NSLock()
    private weak var stored: AnyObject?

    var object: AnyObject? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }
}

/// A chain of registrations too deep to resolve is a thrown error, never a stack overflow.
@Suite struct ContainerDepthTests {
    /// `count` registrations of `Link`, each named by its index and asking for the next one.
    static func chain(_ count: Int) -> Container {
        let container = Container()
        for index in 0..<count {
            container.register(Link.self, name: "link \(index)") { r in
                Link(next: index == count - 1 ? nil : try r.resolve(Link.self, name: "link \(index + 1)"))
            }
        }
        return container
    }

    /// Resolves the first link on a new thread with an 8 MiB stack, like a main thread's.
    static func resolveFirst(of container: Container) -> Result<Link, ContainerError>? {
        let outcome = Outcome()
        let thread = Thread {
            do throws(ContainerError) {
                outcome.set(.success(try container.resolve(Link.self, name: "link 0")))
            } catch {
                outcome.set(.failure(error))
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
        return outcome.wait()
    }

    @Test(
        "a resolution chain 2,000 registrations deep is a thrown error naming its start and end, not a crash")
    func deepChain() throws {
        let container = Self.chain(2_000)
        guard case .failure(let error) = Self.resolveFirst(of: container) else {
            Issue.record("a 2,000-deep chain resolved")
            return
        }
        #expect(error.chain.first == "Link (name: \"link 0\")")
        let end = try #require(error.chain.last)
        #expect(end != "Link (name: \"link 0\")")
        #expect(error.message.contains("Link (name: \"link 0\")"))
        #expect(error.message.contains(end))
        #expect(error.message.contains("Fix:"))
        // The thread's next resolve starts clean.
        container.register(Link.self, name: "short") { _ in Link(next: nil) }
        #expect(throws: Never.self) { try container.resolve(Link.self, name: "short") }
    }

    @Test("a chain of 100 registrations resolves")
    func ordinaryChain() throws {
        guard case .success(let first) = Self.resolveFirst(of: Self.chain(100)) else {
            Issue.record("a 100-deep chain failed")
            return
        }
        var length = 1
        var link = first
        while let next = link.next {
            length += 1
            link = next
        }
        #expect(length == 100)
    }
}

final class Link: Sendable {
    let next: Link?
    init(next: Link?) { self.next = next }
}

/// A result handed from a thread to the test that waits for it.
final class Outcome: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stored: Result<Link, ContainerError>?

    func set(_ result: Result<Link, ContainerError>) {
        lock.lock()
        stored = result
        lock.unlock()
        done.signal()
    }

    func wait() -> Result<Link, ContainerError>? {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
