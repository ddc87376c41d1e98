import Scenewright
import Swinject

// MARK: Types resolved in every case: the same classes for Scenewright, Swinject and by hand.

final class Repository {}
final class UserService {
    let repository: Repository
    init(repository: Repository) { self.repository = repository }
}
final class Settings2 {}
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

/// Holds a ready instance, the hand-written floor of a shared resolve.
final class Holder {
    let settings = Settings2()
}

// Registered from nonisolated code, so every factory may run on any thread: the common case.
nonisolated func scenewrightContainer() -> Scenewright.Container {
    Scenewright.Container()
        .register(Repository.self) { _ in Repository() }
        .register(UserService.self) { r in UserService(repository: try r.resolve(Repository.self)) }
        .register(Settings2.self, scope: .shared) { _ in Settings2() }
        .register(Detail.self) { (_, id: Int) in Detail(id: id) }
        .register(Leaf1.self) { _ in Leaf1() }
        .register(Leaf2.self) { _ in Leaf2() }
        .register(Leaf3.self) { _ in Leaf3() }
        .register(Leaf4.self) { _ in Leaf4() }
        .register(Left.self) { r in Left(try r.resolve(Leaf1.self), try r.resolve(Leaf2.self)) }
        .register(Right.self) { r in Right(try r.resolve(Leaf3.self), try r.resolve(Leaf4.self)) }
        .register(Root.self) { r in Root(try r.resolve(Left.self), try r.resolve(Right.self)) }
}

nonisolated func swinjectContainer() -> Swinject.Container {
    let container = Swinject.Container()
    container.register(Repository.self) { _ in Repository() }
    container.register(UserService.self) { r in UserService(repository: r.resolve(Repository.self) ?? Repository()) }
    container.register(Settings2.self) { _ in Settings2() }.inObjectScope(.container)
    container.register(Detail.self) { (_, id: Int) in Detail(id: id) }
    container.register(Leaf1.self) { _ in Leaf1() }
    container.register(Leaf2.self) { _ in Leaf2() }
    container.register(Leaf3.self) { _ in Leaf3() }
    container.register(Leaf4.self) { _ in Leaf4() }
    container.register(Left.self) { r in Left(r.resolve(Leaf1.self) ?? Leaf1(), r.resolve(Leaf2.self) ?? Leaf2()) }
    container.register(Right.self) { r in Right(r.resolve(Leaf3.self) ?? Leaf3(), r.resolve(Leaf4.self) ?? Leaf4()) }
    container.register(Root.self) { r in
        Root(r.resolve(Left.self) ?? Left(Leaf1(), Leaf2()), r.resolve(Right.self) ?? Right(Leaf3(), Leaf4()))
    }
    return container
}

func containerBenchmarks(_ report: inout Report) {
    print("\n── Container: Scenewright vs Swinject 2.10.0 vs hand-written")
    let ours = scenewrightContainer()
    let swinject = swinjectContainer()
    let holder = Holder()
    let iterations = 200_000
    var failures = 0

    report.add(measure("transient, 1 dependency: hand-written", iterations: iterations) { _ in
        blackHole(UserService(repository: Repository()))
    })
    report.add(measure("transient, 1 dependency: Scenewright", iterations: iterations) { _ in
        do { blackHole(try ours.resolve(UserService.self)) } catch { failures += 1 }
    }, against: "transient, 1 dependency: hand-written")
    report.add(measure("transient, 1 dependency: Swinject", iterations: iterations / 10) { _ in
        blackHole(swinject.resolve(UserService.self))
    }, against: "transient, 1 dependency: Scenewright")

    report.add(measure("shared: hand-written", iterations: iterations * 5) { _ in
        blackHole(holder.settings)
    })
    report.add(measure("shared: Scenewright", iterations: iterations * 5) { _ in
        do { blackHole(try ours.resolve(Settings2.self)) } catch { failures += 1 }
    }, against: "shared: hand-written")
    report.add(measure("shared: Swinject", iterations: iterations / 10) { _ in
        blackHole(swinject.resolve(Settings2.self))
    }, against: "shared: Scenewright")

    report.add(measure("7-object graph: hand-written", iterations: iterations / 2) { _ in
        blackHole(Root(Left(Leaf1(), Leaf2()), Right(Leaf3(), Leaf4())))
    })
    report.add(measure("7-object graph: Scenewright", iterations: iterations / 2) { _ in
        do { blackHole(try ours.resolve(Root.self)) } catch { failures += 1 }
    }, against: "7-object graph: hand-written")
    report.add(measure("7-object graph: Swinject", iterations: iterations / 20) { _ in
        blackHole(swinject.resolve(Root.self))
    }, against: "7-object graph: Scenewright")

    report.add(measure("one argument: hand-written", iterations: iterations) { index in
        blackHole(Detail(id: index))
    })
    report.add(measure("one argument: Scenewright", iterations: iterations) { index in
        do { blackHole(try ours.resolve(Detail.self, argument: index)) } catch { failures += 1 }
    }, against: "one argument: hand-written")
    report.add(measure("one argument: Swinject", iterations: iterations / 10) { index in
        blackHole(swinject.resolve(Detail.self, argument: index))
    }, against: "one argument: Scenewright")

    let table: [ObjectIdentifier: Int] = [ObjectIdentifier(Repository.self): 1]
    report.add(measure("a miss: hand-written (dictionary lookup)", iterations: iterations) { _ in
        blackHole(table[ObjectIdentifier(Unregistered.self)])
    })
    report.add(measure("a miss: Scenewright (throws a teaching error)", iterations: iterations / 20) { _ in
        do { blackHole(try ours.resolve(Unregistered.self)) } catch { blackHole(error) }
    }, against: "a miss: hand-written (dictionary lookup)")
    report.add(measure("a miss: Swinject (returns nil)", iterations: iterations / 20) { _ in
        blackHole(swinject.resolve(Unregistered.self))
    }, against: "a miss: Scenewright (throws a teaching error)")
    if failures > 0 { print("!! \(failures) resolves failed") }

    print("Scenewright is faster than Swinject by:")
    for name in ["transient, 1 dependency", "shared", "7-object graph", "one argument"] {
        if let theirs = report.nanoseconds("\(name): Swinject"), let mine = report.nanoseconds("\(name): Scenewright") {
            print("  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(format2(theirs / mine))×")
        }
    }
}
