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
