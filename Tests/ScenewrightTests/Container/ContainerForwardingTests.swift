import Scenewright
import ScenewrightTesting
import Testing

/// Type forwarding (`implements:`) and resolve-time arguments.
@Suite struct ContainerForwardingTests {
    @Test("services can be resolved by their type or by passing a protocol, one shared instance for both")
    func forwardingShared() throws {
        let made = Counter()
        let container = Container().register(
            Session.self, scope: .shared, implements: (any UserProviding).self, (any Sendable).self
        ) { _ in
            made.increment()
            return Session(user: "ada")
        }
        let byProtocol = try container.resolve((any UserProviding).self)
        let byType = try container.resolve(Session.self)
        let other = try container.resolve((any Sendable).self)
        let same = byProtocol === byType && (other as AnyObject) === byType
        #expect(same)
        #expect(made.value == 1)
    }

    @Test(
        "a forwarded type keeps the registration's scope: transient stays transient, graph is one per resolve"
    )
    func forwardingScopes() throws {
        let transient = Container().register(Session.self, implements: (any UserProviding).self) { _ in
            Session(user: "t")
        }
        let a = try transient.resolve((any UserProviding).self)
        let b = try transient.resolve((any UserProviding).self)
        let distinct = a !== b
        #expect(distinct)

        let graph = Container()
            .register(Session.self, scope: .graph, implements: (any UserProviding).self) { _ in
                Session(user: "g")
            }
            .register(Pair.self) { r in
                Pair(concrete: try r.resolve(Session.self), provider: try r.resolve((any UserProviding).self))
            }
        let pair = try graph.resolve(Pair.self)
        let sharedInGraph = pair.concrete === pair.provider
        #expect(sharedInGraph)
    }

    @Test("a forwarded type answers under the registration's name only")
    func forwardingNamed() throws {
        let container = Container().register(
            Session.self, name: "admin", scope: .shared, implements: (any UserProviding).self
        ) { _ in Session(user: "root") }
        #expect(try container.resolve((any UserProviding).self, name: "admin").user == "root")
        #expect(throws: ContainerError.self) { try container.resolve((any UserProviding).self) }
    }

    @Test("a forwarded type the instance does not conform to is a thrown error that says so")
    func forwardingMismatch() {
        let container = Container().register(Cart.self, implements: (any UserProviding).self) { _ in Cart() }
        let error = #expect(throws: ContainerError.self) { try container.resolve((any UserProviding).self) }
        #expect(error?.kind == .forwardingMismatch)
        #expect(
            error?.message == """
                UserProviding is forwarded to the registration of Cart, but the instance it made is not a \
                UserProviding.
                Fix: make Cart conform to UserProviding, or remove UserProviding from `implements:`.
                """)
    }

    @Test("a forwarded type that is already registered is rejected with the whole registration")
    func forwardingDuplicate() throws {
        let container = Container().register((any UserProviding).self) { _ in Session(user: "first") }
        let diagnostics = captureDiagnostics {
            container.register(Session.self, implements: (any UserProviding).self) { _ in Session(user: "x") }
        }
        #expect(diagnostics.map(\.kind) == [.duplicateRegistration])
        #expect(try container.resolve((any UserProviding).self).user == "first")
        #expect(throws: ContainerError.self) { try container.resolve(Session.self) }
    }

    @Test("two, three and four resolve-time arguments reach the factory in order")
    func severalArguments() throws {
        let container = Container()
            .register(Greeting.self) { (_, name: String, times: Int) in
                Greeting(Array(repeating: name, count: times).joined(separator: " "))
            }
            .register(Greeting.self) { (_, a: String, b: String, c: Int) in Greeting("\(a)\(b)\(c)") }
            .register(Greeting.self) { (_, a: Int, b: Int, c: Int, d: Int) in Greeting("\(a + b + c + d)") }
        #expect(try container.resolve(Greeting.self, arguments: "hi", 3).text == "hi hi hi")
        #expect(try container.resolve(Greeting.self, arguments: "x", "y", 1).text == "xy1")
        #expect(try container.resolve(Greeting.self, arguments: 1, 2, 3, 4).text == "10")
    }

    @Test("arguments of other types or in another order are a miss that names what was asked for")
    func argumentsMismatch() {
        let container = Container().register(Greeting.self) { (_, name: String, times: Int) in
            Greeting(name + "\(times)")
        }
        let error = #expect(throws: ContainerError.self) {
            try container.resolve(Greeting.self, arguments: 3, "hi")
        }
        #expect(error?.kind == .missingRegistration)
        #expect(
            error?.message == """
                No registration for Greeting (argument: (Int, String)).
                Registered and close to it: Greeting (argument: (String, Int)).
                Fix: register it before resolving — container.register(Greeting.self) \
                { (r, argument: (Int, String)) in … } — or resolve one of the registrations above.
                """)
    }

    @Test("a named registration with several arguments is found by name and argument types")
    func namedArguments() throws {
        let container = Container().register(Greeting.self, name: "to") { (_, a: String, b: String) in
            Greeting("\(a), \(b)")
        }
        #expect(
            try container.resolve(Greeting.self, name: "to", arguments: "Hello", "Ada").text == "Hello, Ada")
    }

    @Test("a miss explains itself when read: the message is built then, with the candidates registered")
    func missIsLazy() {
        let container = Container()
        let error = #expect(throws: ContainerError.self) {
            try container.resolve(Greeting.self, name: "formal")
        }
        container.register(Greeting.self) { _ in Greeting("hi") }
        #expect(error?.chain == [#"Greeting (name: "formal")"#])
        #expect(error?.message.contains("Registered and close to it: Greeting.") == true)
    }
}

final class Pair: Sendable {
    let concrete: Session
    let provider: any UserProviding
    init(concrete: Session, provider: any UserProviding) {
        self.concrete = concrete
        self.provider = provider
    }
}
