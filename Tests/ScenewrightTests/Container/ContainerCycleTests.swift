import Scenewright
import Testing

/// Cycles broken with `injecting:` resolve from either end: injections of one top-level resolve run
/// after its factories, so every side sees the same instances (Swinject's semantics).
@Suite struct ContainerCycleTests {
    /// Host's initializer takes a Part; the Part learns its host in `injecting:`.
    static func hostAndPart(host hostScope: Scope, part partScope: Scope) -> Container {
        Container()
            .register(Host.self, scope: hostScope) { r in Host(part: try r.resolve(Part.self)) }
            .register(Part.self, scope: partScope) { _ in
                Part()
            } injecting: { r, part in
                part.host = try r.resolve(Host.self)
            }
    }

    @Test(
        "a cycle broken in the injecting side resolves from the initializer side too",
        arguments: [Scope.graph, .shared, .weak])
    func fromInitializerSide(scope: Scope) throws {
        let container = Self.hostAndPart(host: scope, part: scope)
        let host = try container.resolve(Host.self)
        let linked = host.part.host === host
        #expect(linked)
    }

    @Test(
        "a cycle broken in the injecting side resolves from the injecting side, and both ends agree",
        arguments: [Scope.graph, .shared, .weak])
    func fromInjectingSide(scope: Scope) throws {
        // The part holds its host weakly; the keeper holds the host as long as the test needs it.
        let keeper = Keeper()
        let container = Container()
            .register(Host.self, scope: scope) { r in Host(part: try r.resolve(Part.self)) }
            .register(Part.self, scope: scope) { _ in
                Part()
            } injecting: { r, part in
                let host = try r.resolve(Host.self)
                keeper.keep(host)
                part.host = host
            }
        let part = try container.resolve(Part.self)
        let host = try #require(part.host)
        let linked = host.part === part
        #expect(linked)
    }

    @Test("a .weak root with a .graph part that injects it resolves, and the part points at the root")
    func weakRootGraphPart() throws {
        let container = Self.hostAndPart(host: .weak, part: .graph)
        let host = try container.resolve(Host.self)
        let linked = host.part.host === host
        #expect(linked)
        let again = try container.resolve(Host.self)
        let shared = again === host
        #expect(shared)
    }

    @Test("shared ends resolved from both sides are the same two instances, each made once")
    func sharedBothEnds() throws {
        let hosts = Counter()
        let parts = Counter()
        let container = Container()
            .register(Host.self, scope: .shared) { r in
                hosts.increment()
                return Host(part: try r.resolve(Part.self))
            }
            .register(Part.self, scope: .shared) { _ in
                parts.increment()
                return Part()
            } injecting: { r, part in
                part.host = try r.resolve(Host.self)
            }
        let part = try container.resolve(Part.self)
        let host = try container.resolve(Host.self)
        let same = host.part === part && part.host === host
        #expect(same)
        #expect(hosts.value == 1)
        #expect(parts.value == 1)
    }

    @Test("the Parent and Child of the container article resolve from the Child side as well")
    func articleExampleFromChild() throws {
        let container = Container()
            .register(Parent.self, scope: .graph) { _ in
                Parent()
            } injecting: { r, parent in
                parent.child = try r.resolve(Child.self)
            }
            .register(Child.self) { r in Child(parent: try r.resolve(Parent.self)) }
        // The graph Parent lives as long as something holds it (here: nothing but the Child's weak
        // reference), so the point is that the resolve succeeds where it used to throw `.cycle`.
        _ = try container.resolve(Child.self)
        let parent = try container.resolve(Parent.self)
        let linked = parent.child?.parent === parent
        #expect(linked)
    }

    @Test("with a shared Parent, the Child resolved first and the Parent's own Child both point at it")
    func articleExampleSharedParent() throws {
        let container = Container()
            .register(Parent.self, scope: .shared) { _ in
                Parent()
            } injecting: { r, parent in
                parent.child = try r.resolve(Child.self)
            }
            .register(Child.self) { r in Child(parent: try r.resolve(Parent.self)) }
        let child = try container.resolve(Child.self)
        let parent = try container.resolve(Parent.self)
        let first = child.parent === parent
        let own = parent.child?.parent === parent
        #expect(first)
        #expect(own)
    }

    @Test("a chain A(b) → B(c) → C(d) → D() where D and C inject back-references resolves from A")
    func longChain() throws {
        let container = Container()
            .register(ChainA.self, scope: .graph) { r in ChainA(b: try r.resolve(ChainB.self)) }
            .register(ChainB.self, scope: .graph) { r in ChainB(c: try r.resolve(ChainC.self)) }
            .register(ChainC.self, scope: .graph) { r in
                ChainC(d: try r.resolve(ChainD.self))
            } injecting: { r, c in
                c.b = try r.resolve(ChainB.self)
            }
            .register(ChainD.self, scope: .graph) { _ in
                ChainD()
            } injecting: { r, d in
                d.a = try r.resolve(ChainA.self)
            }
        let a = try container.resolve(ChainA.self)
        let dPointsToA = a.b.c.d.a === a
        let cPointsToB = a.b.c.b === a.b
        #expect(dPointsToA)
        #expect(cPointsToB)
        // Entered in the middle, the back-reference into the middle holds too.
        let b = try container.resolve(ChainB.self)
        let middle = b.c.b === b
        #expect(middle)
    }

    @Test("injections run after every factory of the resolve, in the order their instances were made")
    func injectionOrder() throws {
        let log = Log()
        let container = Container()
            .register(Host.self) { r in
                log.add("Host factory")
                return Host(part: try r.resolve(Part.self))
            } injecting: { _, _ in
                log.add("Host injection")
            }
            .register(Part.self) { _ in
                log.add("Part factory")
                return Part()
            } injecting: { _, _ in
                log.add("Part injection")
            }
        _ = try container.resolve(Host.self)
        #expect(log.entries == ["Host factory", "Part factory", "Part injection", "Host injection"])
    }

    @Test("an initializer ↔ initializer cycle still throws .cycle with the whole path")
    func unbreakable() {
        let container = Container()
            .register(Host.self, scope: .shared) { r in Host(part: try r.resolve(Part.self)) }
            .register(Part.self, scope: .shared) { r in
                _ = try r.resolve(Host.self)
                return Part()
            }
        let error = #expect(throws: ContainerError.self) { try container.resolve(Host.self) }
        #expect(error?.kind == .cycle)
        #expect(error?.chain == ["Host", "Part", "Host"])
        #expect(error?.message.contains("injecting:") == true)
    }

    @Test("a cycle that already passes through injecting: does not advise injecting: again")
    func adviceAfterInjection() {
        // Both transient: each pass makes new instances, so the loop cannot close on one.
        let container = Container()
            .register(Host.self) { r in Host(part: try r.resolve(Part.self)) }
            .register(Part.self) { _ in
                Part()
            } injecting: { r, part in
                part.host = try r.resolve(Host.self)
            }
        let error = #expect(throws: ContainerError.self) { try container.resolve(Host.self) }
        #expect(error?.kind == .cycle)
        // Found while the Part's injection runs: it asks for a Host, whose factory asks for a Part.
        #expect(error?.chain == ["Part", "Host", "Part"])
        #expect(
            error?.message == """
                Circular dependency: Part → Host → Part.
                The loop already passes through an `injecting:` closure, but Part, Host are .transient, so \
                every pass makes a new instance instead of reusing the one being built.
                Fix: register Part, Host in a scope that shares instances (.graph, .shared or .weak), or \
                remove one of the dependencies.
                """)
    }

    @Test("a resolve that throws keeps none of the shared instances it made, and the next one retries")
    func failedResolveKeepsNothing() throws {
        let parts = Counter()
        let fail = Counter()
        let container = Container()
            .register(Host.self) { r in
                let part = try r.resolve(Part.self)
                if fail.increment() == 1 { throw Failure() }
                return Host(part: part)
            }
            .register(Part.self, scope: .shared) { _ in
                parts.increment()
                return Part()
            }
        #expect(throws: ContainerError.self) { try container.resolve(Host.self) }
        let host = try container.resolve(Host.self)
        #expect(parts.value == 2)
        let again = try container.resolve(Part.self)
        let same = host.part === again
        #expect(same)
    }
}

final class Host: @unchecked Sendable {
    let part: Part
    init(part: Part) { self.part = part }
}

final class Part: @unchecked Sendable {
    weak var host: Host?
}

final class ChainA: @unchecked Sendable {
    let b: ChainB
    init(b: ChainB) { self.b = b }
}

final class ChainB: @unchecked Sendable {
    let c: ChainC
    init(c: ChainC) { self.c = c }
}

final class ChainC: @unchecked Sendable {
    let d: ChainD
    weak var b: ChainB?
    init(d: ChainD) { self.d = d }
}

final class ChainD: @unchecked Sendable {
    weak var a: ChainA?
}

/// Strings appended from factories, in order. Single-threaded use.
final class Log: @unchecked Sendable {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// Holds objects strongly for a test. Single-threaded use.
final class Keeper: @unchecked Sendable {
    private var objects: [AnyObject] = []
    func keep(_ object: AnyObject) { objects.append(object) }
}
