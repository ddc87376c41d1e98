import Foundation
import Scenewright
import Swinject

// MARK: Types resolved in every case: the same classes for Scenewright, Swinject and by hand.

final class Repository {}
final class UserService {
    let repository: Repository
    init(repository: Repository) { self.repository = repository }
}
final class SharedSettings {}
final class Detail {
    let id: Int
    init(id: Int) { self.id = id }
}
final class Unregistered {}

// A 7-object graph: Root(Left(Leaf1, Leaf2), Right(Leaf3, Leaf4)).
final class Leaf1 {}
final class Leaf2 {}
final class Leaf3 {}
final class Leaf4 {}
final class Left {
    let a: Leaf1
    let b: Leaf2
    init(_ a: Leaf1, _ b: Leaf2) {
        self.a = a
        self.b = b
    }
}
final class Right {
    let a: Leaf3
    let b: Leaf4
    init(_ a: Leaf3, _ b: Leaf4) {
        self.a = a
        self.b = b
    }
}
final class Root {
    let left: Left
    let right: Right
    init(_ left: Left, _ right: Right) {
        self.left = left
        self.right = right
    }
}

/// A service locator as one writes it by hand: instances and factories by type (and argument type)
/// in dictionaries, behind a lock so any thread may ask. The floor of the "hand-written locator"
/// extra lines, which measure what a lookup by type costs before any container feature (scopes,
/// cycles, isolation, teaching errors).
final class HandWrittenLocator: @unchecked Sendable {
    struct Missing: Error {}
    private struct Key: Hashable {
        let service: ObjectIdentifier
        let argument: ObjectIdentifier
    }
    private let lock = NSLock()
    private var instances: [ObjectIdentifier: AnyObject] = [:]
    private var factories: [Key: Any] = [:]

    func register<Service: AnyObject>(_ type: Service.Type, _ instance: Service) {
        lock.lock()
        instances[ObjectIdentifier(type)] = instance
        lock.unlock()
    }

    func resolve<Service: AnyObject>(_ type: Service.Type) throws -> Service {
        lock.lock()
        let found = instances[ObjectIdentifier(type)]
        lock.unlock()
        if let service = found as? Service { return service }
        return try resolve(type, argument: ())
    }

    @discardableResult
    func register<Service>(
        _ type: Service.Type, _ factory: @escaping (HandWrittenLocator, Void) throws -> Service
    )
        -> Self
    { register(type, argument: Void.self, factory) }

    @discardableResult
    func register<Service, Argument>(
        _ type: Service.Type, argument: Argument.Type,
        _ factory: @escaping (HandWrittenLocator, Argument) throws -> Service
    ) -> Self {
        lock.lock()
        factories[Key(service: ObjectIdentifier(type), argument: ObjectIdentifier(argument))] = factory
        lock.unlock()
        return self
    }

    func resolve<Service, Argument>(_ type: Service.Type, argument: Argument) throws -> Service {
        lock.lock()
        let found = factories[Key(service: ObjectIdentifier(type), argument: ObjectIdentifier(Argument.self))]
        lock.unlock()
        guard let make = found as? (HandWrittenLocator, Argument) throws -> Service else { throw Missing() }
        return try make(self, argument)
    }
}

/// The benchmark's registrations in the hand-written locator.
func handWrittenLocator() -> HandWrittenLocator {
    let locator = HandWrittenLocator()
    locator.register(SharedSettings.self, SharedSettings())
    locator.register(Repository.self) { _, _ in Repository() }
        .register(UserService.self) { l, _ in UserService(repository: try l.resolve(Repository.self)) }
        .register(Detail.self, argument: Int.self) { _, id in Detail(id: id) }
        .register(Leaf1.self) { _, _ in Leaf1() }
        .register(Leaf2.self) { _, _ in Leaf2() }
        .register(Leaf3.self) { _, _ in Leaf3() }
        .register(Leaf4.self) { _, _ in Leaf4() }
        .register(Left.self) { l, _ in Left(try l.resolve(Leaf1.self), try l.resolve(Leaf2.self)) }
        .register(Right.self) { l, _ in Right(try l.resolve(Leaf3.self), try l.resolve(Leaf4.self)) }
        .register(Root.self) { l, _ in Root(try l.resolve(Left.self), try l.resolve(Right.self)) }
    return locator
}

/// Holds a ready instance: the hand-written floor of a shared resolve.
final class Holder {
    let settings = SharedSettings()
}

// Registered from nonisolated code, so every factory may run on any thread: the common case.
nonisolated func scenewrightContainer() -> Scenewright.Container {
    Scenewright.Container()
        .register(Repository.self) { _ in Repository() }
        .register(UserService.self) { r in UserService(repository: try r.resolve(Repository.self)) }
        .register(SharedSettings.self, scope: .shared) { _ in SharedSettings() }
        .register(Detail.self) { (_, id: Int) in Detail(id: id) }
        .register(Leaf1.self) { _ in Leaf1() }
        .register(Leaf2.self) { _ in Leaf2() }
        .register(Leaf3.self) { _ in Leaf3() }
        .register(Leaf4.self) { _ in Leaf4() }
        .register(Left.self) { r in Left(try r.resolve(Leaf1.self), try r.resolve(Leaf2.self)) }
        .register(Right.self) { r in Right(try r.resolve(Leaf3.self), try r.resolve(Leaf4.self)) }
        .register(Root.self) { r in Root(try r.resolve(Left.self), try r.resolve(Right.self)) }
}

// The same registrations in Swinject 2.10.0; `.container` is Swinject's name for a shared instance.
nonisolated func swinjectContainer() -> Swinject.Container {
    let container = Swinject.Container()
    container.register(Repository.self) { _ in Repository() }
    container.register(UserService.self) { r in
        UserService(repository: r.resolve(Repository.self) ?? Repository())
    }
    container.register(SharedSettings.self) { _ in SharedSettings() }.inObjectScope(.container)
    container.register(Detail.self) { (_, id: Int) in Detail(id: id) }
    container.register(Leaf1.self) { _ in Leaf1() }
    container.register(Leaf2.self) { _ in Leaf2() }
    container.register(Leaf3.self) { _ in Leaf3() }
    container.register(Leaf4.self) { _ in Leaf4() }
    container.register(Left.self) { r in
        Left(r.resolve(Leaf1.self) ?? Leaf1(), r.resolve(Leaf2.self) ?? Leaf2())
    }
    container.register(Right.self) { r in
        Right(r.resolve(Leaf3.self) ?? Leaf3(), r.resolve(Leaf4.self) ?? Leaf4())
    }
    container.register(Root.self) { r in
        Root(r.resolve(Left.self) ?? Left(Leaf1(), Leaf2()), r.resolve(Right.self) ?? Right(Leaf3(), Leaf4()))
    }
    return container
}

/// Counts resolves that failed, so a broken registration shows instead of timing a throw.
@MainActor var failedResolves = 0

/// Transient with one dependency, shared, a 7-object graph, one argument and a miss: each by hand,
/// with Scenewright's container and with Swinject, the same iterations for all three.
func containerCases() -> [BenchmarkCase] {
    let iterations = 10_000
    let quick = 1_000
    // The floor of both transient lines: the two objects made by hand.
    let handWrittenTransient = Contender.loop(.floor, "hand-written") {
        { _ in blackHole(UserService(repository: Repository())) }
    }
    return [
        BenchmarkCase(
            "container", "transient, 1 dependency", iterations: iterations, quick: quick,
            [
                handWrittenTransient,
                .loop(.subject, "Scenewright") {
                    let container = scenewrightContainer()
                    return { _ in
                        do { blackHole(try container.resolve(UserService.self)) } catch {
                            failedResolves += 1
                        }
                    }
                },
                .loop(.rival, "Swinject") {
                    let container = swinjectContainer()
                    return { _ in blackHole(container.resolve(UserService.self)) }
                },
            ]),
        // An extra line: the same resolve in `MinimalContainer`, the least a runtime container can do
        // per resolve with the checks Scenewright's container keeps (thread state, announcement,
        // lookup, isolation, cycle scan, path), built on the unsafe techniques of the container's
        // previous design. Its ratio to hand-written is a floor for any design.
        BenchmarkCase(
            "container", "transient, 1 dependency: minimal runtime container (floor; extra line)",
            iterations: iterations, quick: quick,
            [
                handWrittenTransient,
                .loop(.subject, "minimal container") {
                    failedResolves += minimalContainerMismatches()
                    let container = minimalContainer()
                    return { _ in
                        do { blackHole(try container.resolve(UserService.self)) } catch {
                            failedResolves += 1
                        }
                    }
                },
            ]),
        BenchmarkCase(
            "container", "shared", iterations: iterations, quick: quick,
            [
                .loop(.floor, "hand-written") {
                    let holder = Holder()
                    return { _ in blackHole(holder.settings) }
                },
                .loop(.subject, "Scenewright") {
                    let container = scenewrightContainer()
                    return { _ in
                        do { blackHole(try container.resolve(SharedSettings.self)) } catch {
                            failedResolves += 1
                        }
                    }
                },
                .loop(.rival, "Swinject") {
                    let container = swinjectContainer()
                    return { _ in blackHole(container.resolve(SharedSettings.self)) }
                },
            ]),
        BenchmarkCase(
            "container", "7-type graph", iterations: iterations, quick: quick,
            [
                .loop(.floor, "hand-written") {
                    { _ in blackHole(Root(Left(Leaf1(), Leaf2()), Right(Leaf3(), Leaf4()))) }
                },
                .loop(.subject, "Scenewright") {
                    let container = scenewrightContainer()
                    return { _ in
                        do { blackHole(try container.resolve(Root.self)) } catch { failedResolves += 1 }
                    }
                },
                .loop(.rival, "Swinject") {
                    let container = swinjectContainer()
                    return { _ in blackHole(container.resolve(Root.self)) }
                },
            ]),
        BenchmarkCase(
            "container", "one argument", iterations: iterations, quick: quick,
            [
                .loop(.floor, "hand-written") { { index in blackHole(Detail(id: index)) } },
                .loop(.subject, "Scenewright") {
                    let container = scenewrightContainer()
                    return { index in
                        do { blackHole(try container.resolve(Detail.self, argument: index)) } catch {
                            failedResolves += 1
                        }
                    }
                },
                .loop(.rival, "Swinject") {
                    let container = swinjectContainer()
                    return { index in blackHole(container.resolve(Detail.self, argument: index)) }
                },
            ]),
        // A miss: the hand-written floor is a dictionary lookup that finds nothing; Scenewright
        // throws (the teaching message is not read); Swinject returns nil.
        BenchmarkCase(
            "container", "a miss (try? resolve of an unregistered type)", iterations: iterations / 10,
            quick: quick / 10,
            [
                .loop(.floor, "hand-written") {
                    let table: [ObjectIdentifier: Int] = [ObjectIdentifier(Repository.self): 1]
                    return { _ in blackHole(table[ObjectIdentifier(Unregistered.self)]) }
                },
                .loop(.subject, "Scenewright") {
                    let container = scenewrightContainer()
                    return { _ in blackHole(try? container.resolve(Unregistered.self)) }
                },
                .loop(.rival, "Swinject") {
                    let container = swinjectContainer()
                    return { _ in blackHole(container.resolve(Unregistered.self)) }
                },
            ]),
        // Extra lines: every resolve against a hand-written service locator, whose lookup by type
        // under a lock is the least any type-keyed locator does. The lines above compare with code
        // that does no lookup at all (objects made in place, a stored instance, a bare dictionary).
        locatorCase("transient, 1 dependency", iterations: iterations, quick: quick) { locator, _ in
            try locator.resolve(UserService.self)
        } scenewright: { container, _ in
            try container.resolve(UserService.self)
        },
        locatorCase("shared", iterations: iterations, quick: quick) { locator, _ in
            try locator.resolve(SharedSettings.self)
        } scenewright: { container, _ in
            try container.resolve(SharedSettings.self)
        },
        locatorCase("7-type graph", iterations: iterations, quick: quick) { locator, _ in
            try locator.resolve(Root.self)
        } scenewright: { container, _ in
            try container.resolve(Root.self)
        },
        locatorCase("one argument", iterations: iterations, quick: quick) { locator, index in
            try locator.resolve(Detail.self, argument: index)
        } scenewright: { container, index in
            try container.resolve(Detail.self, argument: index)
        },
        BenchmarkCase(
            "container", "a miss: hand-written locator (extra line)", iterations: iterations / 10,
            quick: quick / 10,
            [
                .loop(.floor, "hand-written locator") {
                    let locator = handWrittenLocator()
                    return { _ in blackHole(try? locator.resolve(Unregistered.self)) }
                },
                .loop(.subject, "Scenewright") {
                    let container = scenewrightContainer()
                    return { _ in blackHole(try? container.resolve(Unregistered.self)) }
                },
            ]),
    ]
}

/// One "hand-written locator" extra line: the same resolve through ``HandWrittenLocator`` and
/// through Scenewright's container, the same iterations for both.
private func locatorCase<Service>(
    _ name: String, iterations: Int, quick: Int,
    locator resolveByHand: @escaping @Sendable (HandWrittenLocator, Int) throws -> Service,
    scenewright resolve: @escaping @Sendable (Scenewright.Container, Int) throws -> Service
) -> BenchmarkCase {
    BenchmarkCase(
        "container", "\(name): hand-written locator (extra line)", iterations: iterations, quick: quick,
        [
            .loop(.floor, "hand-written locator") {
                let locator = handWrittenLocator()
                return { index in
                    do { blackHole(try resolveByHand(locator, index)) } catch { failedResolves += 1 }
                }
            },
            .loop(.subject, "Scenewright") {
                let container = scenewrightContainer()
                return { index in
                    do { blackHole(try resolve(container, index)) } catch { failedResolves += 1 }
                }
            },
        ])
}
