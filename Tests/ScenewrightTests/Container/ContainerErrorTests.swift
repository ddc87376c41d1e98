import Scenewright
import Testing

/// Each failure is a thrown `ContainerError` whose message names the type, the chain and the fix.
@Suite struct ContainerErrorTests {
    @Test("a missing registration names the type and says how to register it")
    func missingTopLevel() {
        let error = #expect(throws: ContainerError.self) { try Container().resolve(Database.self) }
        #expect(error?.kind == .missingRegistration)
        #expect(error?.chain == ["Database"])
        #expect(
            error?.message == """
                No registration for Database.
                Fix: register it before resolving — container.register(Database.self) { r in … }.
                """)
    }

    @Test("a missing dependency names the whole chain and close candidates")
    func missingInChain() {
        let container = Container()
            .register(LocationService.self) { r in
                LocationService(store: try r.resolve(LocationStore.self), clock: FixedClock(now: 0))
            }
            .register(LocationStore.self, name: "cache") { _ in LocationStore(database: Database()) }
            .register(Greeting.self) { _ in Greeting("unrelated") }
        let error = #expect(throws: ContainerError.self) { try container.resolve(LocationService.self) }
        #expect(error?.kind == .missingRegistration)
        #expect(error?.chain == ["LocationService", "LocationStore"])
        #expect(
            error?.message == """
                No registration for LocationStore, needed by LocationService → LocationStore.
                Registered and close to it: LocationStore (name: "cache").
                Fix: register it before resolving — container.register(LocationStore.self) { r in … } — \
                or resolve one of the registrations above.
                """)
    }

    @Test("a missing registration with an argument shows the argument type it was asked with")
    func missingArgument() {
        let container = cityContainer()
        let error = #expect(throws: ContainerError.self) {
            try container.resolve(CityController.self, argument: "42")
        }
        #expect(
            error?.message == """
                No registration for CityController (argument: String).
                Registered and close to it: CityController (argument: Int).
                Fix: register it before resolving — container.register(CityController.self) \
                { (r, argument: String) in … } — or resolve one of the registrations above.
                """)
    }

    @Test("a missing named registration says the name, and the unnamed one is a candidate")
    func missingName() {
        let error = #expect(throws: ContainerError.self) {
            try cityContainer().resolve(Greeting.self, name: "casual")
        }
        #expect(
            error?.message == """
                No registration for Greeting (name: "casual").
                Registered and close to it: Greeting; Greeting (name: "formal").
                Fix: register it before resolving — container.register(Greeting.self, name: "casual") \
                { r in … } — or resolve one of the registrations above.
                """)
    }

    @Test("a cycle names the whole path and how to break it")
    func cycle() {
        let container = Container()
            .register(Node1.self) { r in
                _ = try r.resolve(Node2.self)
                return Node1()
            }
            .register(Node2.self) { r in Node2(try r.resolve(Node1.self)) }
        let error = #expect(throws: ContainerError.self) { try container.resolve(Node1.self) }
        #expect(error?.kind == .cycle)
        #expect(error?.chain == ["Node1", "Node2", "Node1"])
        #expect(
            error?.message == """
                Circular dependency: Node1 → Node2 → Node1.
                Fix: let one side take the other after creation — register it with `injecting: { r, \
                instance in instance.dependency = try r.resolve(…) }` in a scope that shares instances \
                (.graph, .shared or .weak) — or remove one of the dependencies.
                """)
    }

    @Test("a cycle reached through other services says where it was entered")
    func cycleReached() {
        let container = Container()
            .register(Node3.self) { r in Node3(Node1(), try r.resolve(Node2.self)) }
            .register(Node2.self, scope: .shared) { r in
                _ = try r.resolve(Node1.self)
                return Node2(Node1())
            }
            .register(Node1.self) { r in
                _ = try r.resolve(Node2.self)
                return Node1()
            }
        let error = #expect(throws: ContainerError.self) { try container.resolve(Node3.self) }
        #expect(error?.chain == ["Node3", "Node2", "Node1", "Node2"])
        #expect(
            error?.message.hasPrefix(
                "Circular dependency: Node2 → Node1 → Node2 (reached from Node3 → Node2).") == true)
    }

    @Test("a factory's error is wrapped with the chain and kept as the underlying error")
    func factoryFailed() {
        let container = Container()
            .register(LocationStore.self) { r in LocationStore(database: try r.resolve(Database.self)) }
            .register(Database.self, scope: .shared) { _ in throw Failure() }
        let error = #expect(throws: ContainerError.self) { try container.resolve(LocationStore.self) }
        #expect(error?.kind == .factoryFailed)
        #expect(error?.chain == ["LocationStore", "Database"])
        #expect(error?.underlying is Failure)
        #expect(
            error?.message == """
                The factory of Database threw while resolving LocationStore → Database: the disk is full
                Fix: make the factory succeed; `underlying` holds its error.
                """)
    }

    @Test("a shared factory that failed runs again on the next resolve")
    func sharedRetriesAfterFailure() throws {
        let counter = Counter()
        let container = Container().register(Database.self, scope: .shared) { _ in
            if counter.increment() == 1 { throw Failure() }
            return Database()
        }
        #expect(throws: ContainerError.self) { try container.resolve(Database.self) }
        #expect(try container.resolve(Database.self).name == "main")
    }

    @Test("a value in the weak scope is a thrown error that says why")
    func weakNeedsObject() {
        let container = Container().register(Greeting.self, scope: .weak) { _ in Greeting("hi") }
        let error = #expect(throws: ContainerError.self) { try container.resolve(Greeting.self) }
        #expect(error?.kind == .weakScopeNeedsObject)
        #expect(
            error?.message == """
                Greeting is registered in the .weak scope, but its factory returned a Greeting, which is not \
                an object: a weak reference needs a class instance.
                Fix: use .shared or .transient for values.
                """)
    }

    @Test("after an error the next resolve starts clean: no stale chain or graph")
    func cleanAfterError() throws {
        let container = cityContainer()
        #expect(throws: ContainerError.self) { try container.resolve(Node1.self) }
        #expect(try container.resolve(LocationService.self).clock.now == 7)
        let error = #expect(throws: ContainerError.self) { try container.resolve(Node2.self) }
        #expect(error?.chain == ["Node2"])
    }
}
