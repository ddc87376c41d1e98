import Scenewright
import ScenewrightTesting
import Testing

@Suite struct ContainerTests {
    @Test("a transient registration makes a new instance on every resolve")
    func transient() throws {
        let container = cityContainer()
        let first = try container.resolve(LocationStore.self)
        let second = try container.resolve(LocationStore.self)
        let same = first === second
        #expect(!same)
    }

    @Test("a shared registration makes one instance per container and keeps it")
    func shared() throws {
        let counter = Counter()
        let container = Container().register(Database.self, scope: .shared) { _ in
            counter.increment()
            return Database()
        }
        let first = try container.resolve(Database.self)
        let second = try container.resolve(Database.self)
        let same = first === second
        #expect(same)
        #expect(counter.value == 1)
    }

    @Test("a weak registration is shared while held and made again once released")
    func weak() throws {
        let counter = Counter()
        let container = Container().register(Database.self, scope: .weak) { _ in
            Database(name: "db\(counter.increment())")
        }
        do {
            let first = try container.resolve(Database.self)
            let second = try container.resolve(Database.self)
            let same = first === second
            #expect(same)
            #expect(first.name == "db1")
        }
        #expect(try container.resolve(Database.self).name == "db2")
        #expect(counter.value == 2)
    }

    @Test("a graph registration is shared within one top-level resolve and new in the next")
    func graph() throws {
        let container = Container()
            .register(Node1.self, scope: .graph) { _ in Node1() }
            .register(Node2.self) { r in Node2(try r.resolve(Node1.self)) }
            .register(Node3.self) { r in Node3(try r.resolve(Node1.self), try r.resolve(Node2.self)) }
        let first = try container.resolve(Node3.self)
        let second = try container.resolve(Node3.self)
        let sharedWithin = first.n1 === first.n2.n1
        let sharedAcross = first.n1 === second.n1
        #expect(sharedWithin)
        #expect(!sharedAcross)
    }

    @Test("a registered instance is returned by every resolve")
    func instance() throws {
        let database = Database(name: "fixed")
        let container = Container().register(Database.self, instance: database)
        let resolved = try container.resolve(Database.self)
        let same = resolved === database
        #expect(same)
    }

    @Test("named registrations are distinct from each other and from the unnamed one")
    func names() throws {
        let container = cityContainer()
        #expect(try container.resolve(Greeting.self) == Greeting("Hello"))
        #expect(try container.resolve(Greeting.self, name: "formal") == Greeting("Good day"))
    }

    @Test("a registration with an argument receives the argument passed at resolve time")
    func argument() throws {
        let container = cityContainer()
        #expect(try container.resolve(CityController.self, argument: 42).cityID == 42)
        #expect(try container.resolve(CityController.self, argument: 7).cityID == 7)
    }

    @Test("a named registration with an argument is found by name and argument type")
    func namedArgument() throws {
        let container = Container()
            .register(Greeting.self, name: "to") { (_, name: String) in Greeting("Hello, \(name)") }
        #expect(try container.resolve(Greeting.self, name: "to", argument: "Ada") == Greeting("Hello, Ada"))
    }

    @Test("a service registered under a protocol resolves by the protocol")
    func protocolRegistration() throws {
        let container = cityContainer()
        #expect(try container.resolve((any Clock).self).now == 7)
        let service = try container.resolve(LocationService.self)
        #expect(service.clock.now == 7)
    }

    @Test("a dependency chain resolves through the resolver each factory receives")
    func chain() throws {
        let service = try cityContainer().resolve(LocationService.self)
        #expect(service.store.database.name == "main")
    }

    @Test("a child sees its parent's registrations and shares the parent's shared instances")
    func childSeesParent() throws {
        let parent = cityContainer()
        let child = parent.child()
        let fromParent = try parent.resolve(Database.self)
        let fromChild = try child.resolve(Database.self)
        let same = fromParent === fromChild
        #expect(same)
        #expect(try child.resolve(Greeting.self, name: "formal") == Greeting("Good day"))
    }

    @Test("a child's registration overrides the parent's for the child only")
    func childOverrides() throws {
        let parent = cityContainer()
        let child = parent.child().register((any Clock).self, instance: FixedClock(now: 99))
        #expect(try child.resolve((any Clock).self).now == 99)
        #expect(try parent.resolve((any Clock).self).now == 7)
        // Transient factories of the parent resolve their dependencies in the child.
        #expect(try child.resolve(LocationService.self).clock.now == 99)
        #expect(try parent.resolve(LocationService.self).clock.now == 7)
    }

    @Test("a parent's shared factory resolves in the parent, so every child gets the same instance")
    func sharedResolvesInOwner() throws {
        let parent = Container()
            .register(Greeting.self) { _ in Greeting("parent") }
            .register(Database.self, scope: .shared) { r in Database(name: try r.resolve(Greeting.self).text)
            }
        let child = parent.child().register(Greeting.self) { _ in Greeting("child") }
        #expect(try child.resolve(Database.self).name == "parent")
    }

    @Test("a child registers without touching its parent, and two children are independent")
    func siblings() throws {
        let parent = Container()
        let left = parent.child().register(Greeting.self) { _ in Greeting("left") }
        let right = parent.child().register(Greeting.self) { _ in Greeting("right") }
        #expect(try left.resolve(Greeting.self) == Greeting("left"))
        #expect(try right.resolve(Greeting.self) == Greeting("right"))
        #expect(throws: ContainerError.self) { try parent.resolve(Greeting.self) }
    }

    @Test("a registration made after resolving is visible to the next resolve")
    func registerAfterResolve() throws {
        let container = Container().register(Greeting.self) { _ in Greeting("first") }
        #expect(try container.resolve(Greeting.self) == Greeting("first"))
        container.register(Database.self) { _ in Database(name: "later") }
        #expect(try container.resolve(Database.self).name == "later")
    }

    @Test("registering a key twice is rejected with a diagnostic and the first registration stays")
    func duplicateRejected() throws {
        let container = Container().register(Greeting.self, name: "formal") { _ in Greeting("first") }
        let diagnostics = captureDiagnostics {
            container.register(Greeting.self, name: "formal") { _ in Greeting("second") }
        }
        #expect(diagnostics.map(\.kind) == [.duplicateRegistration])
        #expect(
            diagnostics.first?.message
                == "Container rejected a second registration of Greeting (name: \"formal\"): one is already "
                + "registered, and the first stays. Fix: remove one of them, or pass `replacing: true` to "
                + "replace it on purpose.")
        #expect(try container.resolve(Greeting.self, name: "formal") == Greeting("first"))
    }

    @Test("registering with replacing: true replaces without a diagnostic")
    func replacing() throws {
        let container = Container().register(Greeting.self) { _ in Greeting("first") }
        let diagnostics = captureDiagnostics {
            container.register(Greeting.self, replacing: true) { _ in Greeting("second") }
        }
        #expect(diagnostics.isEmpty)
        #expect(try container.resolve(Greeting.self) == Greeting("second"))
    }

    @Test("the same type under another argument type or name is a different registration, not a duplicate")
    func differentKeys() throws {
        let diagnostics = captureDiagnostics {
            Container()
                .register(Greeting.self) { _ in Greeting("a") }
                .register(Greeting.self, name: "b") { _ in Greeting("b") }
                .register(Greeting.self) { (_, text: String) in Greeting(text) }
        }
        #expect(diagnostics.isEmpty)
    }

    @Test("releasing a container releases its shared instances")
    func releasesShared() throws {
        weak var database: Database?
        do {
            let container = Container().register(Database.self, scope: .shared) { _ in Database() }
            database = try container.resolve(Database.self)
            #expect(database != nil)
        }
        #expect(database == nil)
    }

    @Test("a child container does not keep its parent's instances alive after both are released")
    func releasesChild() throws {
        weak var database: Database?
        weak var weakParent: Container?
        do {
            let parent = Container().register(Database.self, scope: .shared) { _ in Database() }
            let child = parent.child()
            weakParent = parent
            database = try child.resolve(Database.self)
        }
        #expect(weakParent == nil)
        #expect(database == nil)
    }
}
