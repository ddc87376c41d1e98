import Foundation
import Scenewright
import Testing

/// Many threads resolving at once: correct instances, and `.shared`/`.weak` factories run once.
@Suite struct ContainerStressTests {
    static let threads = 8
    static let resolvesPerThread = 100_000

    @Test("8 threads × 100k resolves: every instance is right and each shared factory ran exactly once")
    func concurrentResolves() throws {
        let created = Counter()
        let weakCreated = Counter()
        let container = Container()
            .register(Database.self, scope: .shared) { _ in
                created.increment()
                return Database()
            }
            .register(LocationStore.self) { r in LocationStore(database: try r.resolve(Database.self)) }
            .register((any Clock).self, instance: FixedClock(now: 3))
            .register(LocationService.self) { r in
                LocationService(
                    store: try r.resolve(LocationStore.self), clock: try r.resolve((any Clock).self))
            }
            .register(Greeting.self, name: "formal") { _ in Greeting("Good day") }
            .register(CityController.self) { (_, id: Int) in CityController(id) }
            .register(Node1.self, scope: .weak) { _ in
                weakCreated.increment()
                return Node1()
            }
        let keepAlive = try container.resolve(Node1.self)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<Self.resolvesPerThread {
                do {
                    switch index % 5 {
                    case 0:
                        let service = try container.resolve(LocationService.self)
                        if service.clock.now != 3 || service.store.database.name != "main" {
                            failures.increment()
                        }
                    case 1:
                        if try container.resolve(Greeting.self, name: "formal").text != "Good day" {
                            failures.increment()
                        }
                    case 2:
                        let id = thread * Self.resolvesPerThread + index
                        if try container.resolve(CityController.self, argument: id).cityID != id {
                            failures.increment()
                        }
                    case 3:
                        if try container.resolve(Node1.self) !== keepAlive { failures.increment() }
                    default:
                        _ = try container.resolve(Database.self)
                    }
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
        #expect(created.value == 1)
        #expect(weakCreated.value == 1)
    }

    @Test("a slow shared factory asked for by 8 threads at once runs exactly once, and all get its instance")
    func sharedUnderContention() throws {
        for _ in 0..<20 {
            let created = Counter()
            let container = Container().register(Database.self, scope: .shared) { _ in
                created.increment()
                Thread.sleep(forTimeInterval: 0.001)
                return Database(name: "db\(created.value)")
            }
            let names = Names()
            DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
                let name = (try? container.resolve(Database.self).name) ?? "error"
                names.append(name)
            }
            #expect(created.value == 1)
            #expect(names.all == Array(repeating: "db1", count: Self.threads))
        }
    }

    @Test("registering while other threads resolve never loses a registration or a resolve")
    func registerWhileResolving() throws {
        let container = Container().register(Greeting.self) { _ in Greeting("base") }
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for index in 0..<2_000 {
                if thread == 0 {
                    container.register(Greeting.self, name: "n\(index)") { _ in Greeting("n\(index)") }
                } else {
                    if (try? container.resolve(Greeting.self).text) != "base" { failures.increment() }
                }
            }
        }
        #expect(failures.value == 0)
        for index in stride(from: 0, to: 2_000, by: 97) {
            #expect(try container.resolve(Greeting.self, name: "n\(index)").text == "n\(index)")
        }
    }
}

/// Names collected from several threads. `NSLock` (a pthread mutex) rather than
/// `Synchronization.Mutex`, whose synchronization ThreadSanitizer cannot see on Linux.
private final class Names: @unchecked Sendable {
    // `lock` guards `names`.
    private let lock = NSLock()
    private var names: [String] = []

    func append(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        names.append(name)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return names
    }
}

/// Both ends of shared cycles resolved from many threads at once: no deadlock, one instance each.
extension ContainerStressTests {
    @Test(
        "2 and 8 threads resolving both ends of shared cycles at once finish, and each factory ran once",
        arguments: [2, 8])
    func sharedCyclesFromBothEnds(threads: Int) throws {
        for _ in 0..<25 {
            let made = Counter()
            // Left ↔ Right: each takes the other in `injecting:`, the pattern the docs recommend.
            // Host(part:) ↔ Part: an initializer on one side, an injection on the other.
            let container = Container()
                .register(Left.self, scope: .shared) { _ in
                    made.increment()
                    Thread.sleep(forTimeInterval: 0.0005)
                    return Left()
                } injecting: { r, left in
                    left.right = try r.resolve(Right.self)
                }
                .register(Right.self, scope: .shared) { _ in
                    made.increment()
                    Thread.sleep(forTimeInterval: 0.0005)
                    return Right()
                } injecting: { r, right in
                    right.left = try r.resolve(Left.self)
                }
                .register(Host.self, scope: .shared) { r in
                    made.increment()
                    Thread.sleep(forTimeInterval: 0.0005)
                    return Host(part: try r.resolve(Part.self))
                }
                .register(Part.self, scope: .shared) { _ in
                    made.increment()
                    Thread.sleep(forTimeInterval: 0.0005)
                    return Part()
                } injecting: { r, part in
                    part.host = try r.resolve(Host.self)
                }
            let failures = Counter()
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                do {
                    switch thread % 4 {
                    case 0:
                        let left = try container.resolve(Left.self)
                        if left.right?.left !== left { failures.increment() }
                    case 1:
                        let right = try container.resolve(Right.self)
                        if right.left?.right !== right { failures.increment() }
                    case 2:
                        let part = try container.resolve(Part.self)
                        if part.host?.part !== part { failures.increment() }
                    default:
                        let host = try container.resolve(Host.self)
                        if host.part.host !== host { failures.increment() }
                    }
                } catch {
                    failures.increment()
                }
            }
            #expect(failures.value == 0)
            // Every thread ends with the same instances, whichever end it started from.
            let left = try container.resolve(Left.self)
            let right = try container.resolve(Right.self)
            let host = try container.resolve(Host.self)
            let part = try container.resolve(Part.self)
            let consistent =
                left.right === right && right.left === left && host.part === part && part.host === host
            #expect(consistent)
            #expect(made.value == 4)
        }
    }
}

final class Left: @unchecked Sendable {
    // Written once, by the injection, before the instance is published to other threads.
    weak var right: Right?
}

final class Right: @unchecked Sendable {
    // Written once, by the injection, before the instance is published to other threads.
    weak var left: Left?
}

/// Resolves, registrations, replacements, resets, child containers made and dropped, and threads
/// that resolve once and exit, all at once: every resolve gets the right instance, and nothing that
/// was dropped or replaced outlives the run.
extension ContainerStressTests {
    @Test(
        "8 threads resolving, replacing, resetting and making and dropping child containers keep every instance right"
    )
    func churn() throws {
        let root = Container()
            .register(Database.self, scope: .shared) { _ in Database() }
            .register(LocationStore.self) { r in LocationStore(database: try r.resolve(Database.self)) }
            .register((any Clock).self, instance: FixedClock(now: 3))
            .register(LocationService.self) { r in
                LocationService(
                    store: try r.resolve(LocationStore.self), clock: try r.resolve((any Clock).self))
            }
            .register(Session.self, scope: .shared, implements: (any UserProviding).self) { _ in
                Session(user: "start")
            }
            .register(Node1.self, scope: .weak) { _ in Node1() }
        let sessions = LockedWeakReferences()
        let failures = FailureLog()
        let operations = 3_000
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            var random = SplitMix(seed: UInt64(thread) &+ 1)
            for index in 0..<operations {
                do {
                    try Self.churnStep(
                        Int(random.next() % 8), thread: thread, index: index, root: root, sessions: sessions)
                } catch {
                    failures.add("thread \(thread), step \(index): \(error)")
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all.prefix(5))")
        // Every session but the one the current registration holds has been released.
        root.resetSharedInstances()
        #expect(sessions.alive == 0)
    }

    private static func churnStep(
        _ step: Int, thread: Int, index: Int, root: Container, sessions: LockedWeakReferences
    ) throws {
        switch step {
        case 0:
            let service = try root.resolve(LocationService.self)
            if service.clock.now != 3 || service.store.database.name != "main" { throw Failure() }
        case 1:
            let user = "t\(thread)-\(index)"
            root.register(Session.self, scope: .shared, implements: (any UserProviding).self, replacing: true)
            {
                _ in Session(user: user)
            }
            sessions.add(try root.resolve(Session.self))
        case 2:
            let session = try root.resolve((any UserProviding).self)
            sessions.add(session)
            if session.user.isEmpty { throw Failure() }
        case 3:
            if index.isMultiple(of: 3) {
                root.resetSharedInstances()
            } else {
                root.resetSharedInstances(of: Session.self)
            }
        case 4:
            // A child made, used and dropped: its override applies to it alone.
            let child = root.child().register(Database.self, scope: .shared) { _ in Database(name: "child") }
            let store = try child.resolve(LocationStore.self)
            if store.database.name != "child" { throw Failure() }
            if try root.resolve(LocationStore.self).database.name != "main" { throw Failure() }
        case 5:
            // A container per item, dropped at once, each with its own graph instance.
            let catalogue = try Container().register(Catalogue.self) { _ in
                var items: [Item] = []
                for item in 0..<5 {
                    let perItem = Container().register(Item.self, scope: .graph) { _ in Item(index: item) }
                    items.append(try perItem.resolve(Item.self))
                }
                return Catalogue(items: items)
            }.resolve(Catalogue.self)
            if catalogue.items.map(\.index) != Array(0..<5) { throw Failure() }
        case 6:
            // A thread that resolves once and exits, taking its resolution state with it.
            guard index.isMultiple(of: 16) else { return }
            let ok = Flag()
            startThread {
                ok.set((try? root.resolve(Node1.self)) != nil && (try? root.resolve(Database.self)) != nil)
            }.wait()
            if !ok.value { throw Failure() }
        default:
            let node = try root.resolve(Node1.self)
            let again = try root.resolve(Node1.self)
            // Shared while held, unless a reset on another thread dropped it in between.
            _ = node === again
        }
    }
}

/// A small seeded generator, one per thread.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Weak references added from several threads.
final class LockedWeakReferences: @unchecked Sendable {
    private struct Reference { weak var object: AnyObject? }
    private let lock = NSLock()
    private var references: [Reference] = []

    func add(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        references.append(Reference(object: object))
    }

    var alive: Int {
        lock.lock()
        defer { lock.unlock() }
        return references.filter { $0.object != nil }.count
    }
}

/// Failures collected from several threads.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func add(_ entry: String) {
        lock.lock()
        defer { lock.unlock() }
        entries.append(entry)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
