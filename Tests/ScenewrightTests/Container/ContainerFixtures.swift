import Scenewright
import Synchronization

// Types the container suites register and resolve.

protocol Clock: Sendable { var now: Int { get } }
struct FixedClock: Clock { let now: Int }

final class Database: Sendable {
    let name: String
    init(name: String = "main") { self.name = name }
}

final class LocationStore: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}

final class LocationService: Sendable {
    let store: LocationStore
    let clock: any Clock
    init(store: LocationStore, clock: any Clock) {
        self.store = store
        self.clock = clock
    }
}

struct Greeting: Sendable, Equatable {
    let text: String
    init(_ text: String) { self.text = text }
}

final class CityController: Sendable {
    let cityID: Int
    init(_ cityID: Int) { self.cityID = cityID }
}

/// Counts factory runs from any thread.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)
    var value: Int { storage.load(ordering: .relaxed) }
    @discardableResult func increment() -> Int { storage.wrappingAdd(1, ordering: .relaxed).newValue }
}

/// A main-actor type, like a controller or a table data source.
@MainActor final class CitiesDataSource {
    let store: LocationStore
    init(store: LocationStore) { self.store = store }
}

/// A non-Sendable type registered on the main actor.
final class Scratchpad {
    var notes: [String] = []
}

/// A parent–child pair that needs each other: only property injection can build it.
final class Parent: @unchecked Sendable {
    @WriteOnce var child: Child?
}

final class Child: Sendable {
    weak let parent: Parent?
    init(parent: Parent) { self.parent = parent }
}

struct Failure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
}

// A small graph of seven objects, A ← B, C ← D ← E, F ← G.
final class Node1: Sendable {}
final class Node2: Sendable {
    let n1: Node1
    init(_ n1: Node1) { self.n1 = n1 }
}
final class Node3: Sendable {
    let n1: Node1
    let n2: Node2
    init(_ n1: Node1, _ n2: Node2) {
        self.n1 = n1
        self.n2 = n2
    }
}

func cityContainer() -> Container {
    Container()
        .register(Database.self, scope: .shared) { _ in Database() }
        .register(LocationStore.self) { r in LocationStore(database: try r.resolve(Database.self)) }
        .register(LocationService.self) { r in
            LocationService(store: try r.resolve(LocationStore.self), clock: try r.resolve((any Clock).self))
        }
        .register((any Clock).self, instance: FixedClock(now: 7))
        .register(Greeting.self) { _ in Greeting("Hello") }
        .register(Greeting.self, name: "formal") { _ in Greeting("Good day") }
        .register(CityController.self) { (_, cityID: Int) in CityController(cityID) }
}
