import Scenewright
import ScenewrightTesting
import Testing

/// Replacing a registration releases the replaced one and its instances; shared instances can be
/// dropped on purpose.
@Suite struct ContainerReplacementTests {
    @Test("replacing a shared registration releases its instance and its factory's captures")
    func replacementReleases() throws {
        let container = Container()
        weak var oldInstance: Session?
        weak var oldCapture: Session?
        do {
            let captured = Session(user: "captured")
            oldCapture = captured
            container.register(Session.self, scope: .shared) { _ in
                _ = captured
                return Session(user: "ada")
            }
            oldInstance = try container.resolve(Session.self)
            #expect(oldInstance?.user == "ada")
        }
        container.register(Session.self, scope: .shared, replacing: true) { _ in Session(user: "grace") }
        #expect(oldInstance == nil)
        #expect(oldCapture == nil)
        #expect(try container.resolve(Session.self).user == "grace")
    }

    @Test("10,000 replacements of a resolved shared registration leave none of the replaced instances alive")
    func manyReplacements() throws {
        let container = Container()
        let references = WeakReferences()
        for index in 0..<10_000 {
            container.register(Session.self, scope: .shared, replacing: true) { _ in
                Session(user: "u\(index)")
            }
            let session = try container.resolve(Session.self)
            #expect(session.user == "u\(index)")
            references.add(session)
        }
        // Only the last registration's instance is alive.
        #expect(references.alive == 1)
    }

    @Test("replacing a registration that forwards types releases the forwarders with it")
    func replacementReleasesForwarders() throws {
        let container = Container()
        weak var old: Session?
        do {
            container.register(Session.self, scope: .shared, implements: (any UserProviding).self) { _ in
                Session(user: "ada")
            }
            old = try container.resolve(Session.self)
        }
        container.register(Session.self, scope: .shared, replacing: true) { _ in Session(user: "grace") }
        #expect(old == nil)
        // The replacement did not list UserProviding again, so it is no longer forwarded.
        #expect(throws: ContainerError.self) { try container.resolve((any UserProviding).self) }
    }

    @Test("resetSharedInstances drops every shared and weak instance, and the next resolve makes new ones")
    func resetAll() throws {
        let container = Container()
            .register(Session.self, scope: .shared) { _ in Session(user: "ada") }
            .register(Cart.self, scope: .weak) { _ in Cart() }
            .register(Database.self, instance: Database(name: "fixed"))
        weak var oldSession: Session?
        let cart = try container.resolve(Cart.self)
        do { oldSession = try container.resolve(Session.self) }
        let database = try container.resolve(Database.self)
        container.resetSharedInstances()
        #expect(oldSession == nil)
        let newCart = try container.resolve(Cart.self)
        let cartRenewed = newCart !== cart
        #expect(cartRenewed)
        let newSession = try container.resolve(Session.self)
        #expect(newSession.user == "ada")
        // Ready-made instances stay: they have no factory to make them again.
        let databaseKept = try container.resolve(Database.self) === database
        #expect(databaseKept)
    }

    @Test("resetting one type drops only that registration's instance, whichever forwarded type asks")
    func resetOne() throws {
        let container = Container()
            .register(Session.self, scope: .shared, implements: (any UserProviding).self) { _ in
                Session(user: "ada")
            }
            .register(Session.self, name: "guest", scope: .shared) { _ in Session(user: "guest") }
        let guest = try container.resolve(Session.self, name: "guest")
        let first = try container.resolve((any UserProviding).self) as AnyObject
        container.resetSharedInstances(of: (any UserProviding).self)
        let second = try container.resolve(Session.self)
        let renewed = second !== first
        let guestKept = try container.resolve(Session.self, name: "guest") === guest
        #expect(renewed)
        #expect(guestKept)
        container.resetSharedInstances(of: Session.self, name: "guest")
        let guestRenewed = try container.resolve(Session.self, name: "guest") !== guest
        #expect(guestRenewed)
    }

    @Test("a reset from inside a factory does not drop what the running resolve is making")
    func resetInsideResolve() throws {
        let container = Container()
        container
            .register(Session.self, scope: .shared) { _ in Session(user: "ada") }
            .register(Cart.self) { [unowned container] r in
                _ = try r.resolve(Session.self)
                container.resetSharedInstances()
                return Cart()
            }
        _ = try container.resolve(Cart.self)
        let first = try container.resolve(Session.self)
        let again = try container.resolve(Session.self)
        let same = first === again
        #expect(same)
    }
}

protocol UserProviding: AnyObject, Sendable {
    var user: String { get }
}

final class Session: UserProviding, Sendable {
    let user: String
    init(user: String) { self.user = user }
}

final class Cart: Sendable {}

/// Weak references to many objects. Single-threaded use.
final class WeakReferences: @unchecked Sendable {
    private struct Reference { weak var object: AnyObject? }
    private var references: [Reference] = []
    func add(_ object: AnyObject) { references.append(Reference(object: object)) }
    var alive: Int { references.filter { $0.object != nil }.count }
}
