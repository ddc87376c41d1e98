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
