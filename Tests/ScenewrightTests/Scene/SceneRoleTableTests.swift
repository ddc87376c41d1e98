import Testing

@testable import Scenewright

/// An awakable type whose role the table stores.
@MainActor private final class Wakes: Awakable {
    func awake() {}
}

/// An observing type whose role the table stores.
@MainActor private final class Watches: ViewObserver {}

/// Counts its `awake()` calls.
@MainActor private final class CountsAwakes: Awakable {
    var awakes = 0
    func awake() { awakes += 1 }
}

/// Counts the loads it hears.
@MainActor private final class CountsLoads: ViewObserver {
    var loads = 0
    func viewDidLoad() { loads += 1 }
}

/// A generic class: each nesting is a distinct type, so a test can meet as many new types as it needs.
private final class Nest<Inner> {}

/// `count` distinct types none of which awakes or observes: `Int`, `Nest<Int>`, `Nest<Nest<Int>>`, …
private func distinctTypes(_ count: Int) -> [Any.Type] {
    var types: [Any.Type] = []
    func add<T>(_ type: T.Type, _ left: Int) {
        types.append(type)
        if left > 1 { add(Nest<T>.self, left - 1) }
    }
    add(Int.self, count)
    return types
}

@MainActor
@Suite("Scene role table: the per-type cache behind instantiate")
struct SceneRoleTableTests {
    private let roles: [DependencyRole] = [
        DependencyRole(awakable: nil, observing: nil),
        DependencyRole(awakable: Wakes.self, observing: nil),
        DependencyRole(awakable: nil, observing: Watches.self),
    ]

    private func kind(of role: DependencyRole?) -> Int? {
        guard let role else { return nil }
        return (role.awakable != nil ? 1 : 0) + (role.observes ? 2 : 0)
    }

    @Test("it answers like a dictionary over thousands of keys, through every growth")
    func differential() {
        // Live objects give distinct, aligned identities, as type metadata pointers are.
        let objects = (0..<5_000).map { _ in Watches() }
        var table = RoleTable(capacity: 2)
        var oracle: [ObjectIdentifier: Int] = [:]
        for (index, object) in objects.enumerated() {
            let key = ObjectIdentifier(object)
            let role = roles[index % roles.count]
            table.insert(role, for: key)
            oracle[key] = kind(of: role)
            if index.isMultiple(of: 997) {
                for probe in objects[0...index] {
                    #expect(
                        kind(of: table.role(for: ObjectIdentifier(probe))) == oracle[ObjectIdentifier(probe)])
                }
            }
        }
        #expect(table.count == objects.count)
        #expect(table.capacity >= 2 * objects.count)
        for object in objects {
            #expect(kind(of: table.role(for: ObjectIdentifier(object))) == oracle[ObjectIdentifier(object)])
        }
    }

    @Test("a key never inserted is not found; inserting a key again replaces its role")
    func missAndReplace() {
        let present = Wakes()
        let absent = Wakes()
        var table = RoleTable()
        #expect(table.role(for: ObjectIdentifier(present)) == nil)
        table.insert(roles[1], for: ObjectIdentifier(present))
        table.insert(roles[2], for: ObjectIdentifier(present))
        #expect(table.count == 1)
        #expect(kind(of: table.role(for: ObjectIdentifier(present))) == 2)
        #expect(table.role(for: ObjectIdentifier(absent)) == nil)
    }

    @Test("the scenes' own table keeps every role while it grows past its first size, between scene builds")
    func sharedTableGrows() {
        // More new types than the table's first 64 slots hold at half load, met between scenes whose
        // dependencies awake and observe: each scene still finds its roles, and so does every type.
        let types = distinctTypes(150)
        for (index, type) in types.enumerated() {
            #expect(kind(of: DependencyRole.of(type)) == 0)
            if index.isMultiple(of: 25) {
                let wakes = CountsAwakes()
                let loads = CountsLoads()
                let controller = Scene { ViewController() }.with { wakes }.with { loads }.instantiate()
                controller.loadViewIfNeeded()
                #expect(wakes.awakes == 1)
                #expect(loads.loads == 1)
            }
        }
        for type in types { #expect(kind(of: DependencyRole.of(type)) == 0) }
        #expect(kind(of: DependencyRole.of(Wakes.self)) == 1)
    }

    @Test("roles are decided by the dynamic type, once, and match Swift's own conformance checks")
    func rolesMatchSwift() {
        let types: [Any.Type] = [Wakes.self, Watches.self, Int.self, String.self, ViewController.self]
        for type in types {
            let role = DependencyRole.of(type)
            #expect((role.awakable != nil) == (type is any Awakable.Type))
            #expect(role.observes == (type is any ViewObserver.Type))
            #expect(kind(of: DependencyRole.of(type)) == kind(of: role))
        }
    }
}
