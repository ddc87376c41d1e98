import Scenewright
import Testing

// 32 scene expressions of 3–12 dependencies (the last two name their types). This target compiles with
// `-warn-long-expression-type-checking=200 -warnings-as-errors`: if any expression takes more than
// 200 ms to type-check, the build fails. Regenerate nothing: these are written out on purpose.

@MainActor protocol Providing: AnyObject { var count: Int { get } }
@MainActor final class Provider: Providing { var count = 3 }
@MainActor final class Counter: Awakable {
    var awakes = 0
    func awake() { awakes += 1 }
}
@MainActor final class Logger: ViewObserver {}
struct Settings { var units = "metric" }
@MainActor final class Screen: ViewController {
    var wired = 0
}

@MainActor
@Suite("Scene expressions type-check quickly")
struct SceneTypeCheckTests {

    @Test("a scene with 3 dependencies, number 1") func scene1() {
        let vc = Scene { Screen() }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 4 dependencies, number 2") func scene2() {
        let vc = Scene { Screen() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .instantiate(connect: { vc, d1, d2, d3, d4 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 5 dependencies, number 3") func scene3() {
        let vc = Scene { Screen() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .instantiate(view: { vc, d1, d2, d3, d4, d5 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                return Label("\(vc.wired)")
            })
        #expect(vc.wired == 0)
    }

    @Test("a scene with 6 dependencies, number 4") func scene4() {
        let vc = Scene { Screen() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .instantiate(
                connect: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    vc.wired += 1
                },
                view: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    return Label("\(vc.wired)")
                })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 7 dependencies, number 5") func scene5() {
        let vc = Scene { Screen() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 8 dependencies, number 6") func scene6() {
        let vc = Scene { Screen() }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .instantiate(connect: { vc, d1, d2, d3, d4, d5, d6, d7, d8 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                _ = d6
                _ = d7
                _ = d8
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 9 dependencies, number 7") func scene7() {
        let vc = Scene { Screen() }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .instantiate(view: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                _ = d6
                _ = d7
                _ = d8
                _ = d9
                return Label("\(vc.wired)")
            })
        #expect(vc.wired == 0)
    }

    @Test("a scene with 10 dependencies, number 8") func scene8() {
        let vc = Scene { Screen() }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .instantiate(
                connect: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    _ = d7
                    _ = d8
                    _ = d9
                    _ = d10
                    vc.wired += 1
                },
                view: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    _ = d7
                    _ = d8
                    _ = d9
                    _ = d10
                    return Label("\(vc.wired)")
                })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 3 dependencies, number 9") func scene9() {
        let vc = Scene { Screen() }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 4 dependencies, number 10") func scene10() {
        let vc = Scene { Screen() }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .instantiate(connect: { vc, d1, d2, d3, d4 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 5 dependencies, number 11") func scene11() {
        let vc = Scene { Screen() }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .instantiate(view: { vc, d1, d2, d3, d4, d5 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                return Label("\(vc.wired)")
            })
        #expect(vc.wired == 0)
    }

    @Test("a scene with 6 dependencies, number 12") func scene12() {
        let vc = Scene { Screen() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .instantiate(
                connect: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    vc.wired += 1
                },
                view: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    return Label("\(vc.wired)")
                })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 7 dependencies, number 13") func scene13() {
        let vc = Scene { Screen() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 8 dependencies, number 14") func scene14() {
        let vc = Scene { Screen() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .instantiate(connect: { vc, d1, d2, d3, d4, d5, d6, d7, d8 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                _ = d6
                _ = d7
                _ = d8
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 9 dependencies, number 15") func scene15() {
        let vc = Scene { Screen() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .instantiate(view: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                _ = d6
                _ = d7
                _ = d8
                _ = d9
                return Label("\(vc.wired)")
            })
        #expect(vc.wired == 0)
    }

    @Test("a scene with 10 dependencies, number 16") func scene16() {
        let vc = Scene { Screen() }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .instantiate(
                connect: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    _ = d7
                    _ = d8
                    _ = d9
                    _ = d10
                    vc.wired += 1
                },
                view: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    _ = d7
                    _ = d8
                    _ = d9
                    _ = d10
                    return Label("\(vc.wired)")
                })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 3 dependencies, number 17") func scene17() {
        let vc = Scene { Screen() }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 4 dependencies, number 18") func scene18() {
        let vc = Scene { Screen() }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .instantiate(connect: { vc, d1, d2, d3, d4 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 5 dependencies, number 19") func scene19() {
        let vc = Scene { Screen() }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .instantiate(view: { vc, d1, d2, d3, d4, d5 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                return Label("\(vc.wired)")
            })
        #expect(vc.wired == 0)
    }

    @Test("a scene with 6 dependencies, number 20") func scene20() {
        let vc = Scene { Screen() }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .instantiate(
                connect: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    vc.wired += 1
                },
                view: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    return Label("\(vc.wired)")
                })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 7 dependencies, number 21") func scene21() {
        let vc = Scene { Screen() }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 8 dependencies, number 22") func scene22() {
        let vc = Scene { Screen() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .instantiate(connect: { vc, d1, d2, d3, d4, d5, d6, d7, d8 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                _ = d6
                _ = d7
                _ = d8
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 9 dependencies, number 23") func scene23() {
        let vc = Scene { Screen() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .instantiate(view: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                _ = d6
                _ = d7
                _ = d8
                _ = d9
                return Label("\(vc.wired)")
            })
        #expect(vc.wired == 0)
    }

    @Test("a scene with 10 dependencies, number 24") func scene24() {
        let vc = Scene { Screen() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .instantiate(
                connect: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    _ = d7
                    _ = d8
                    _ = d9
                    _ = d10
                    vc.wired += 1
                },
                view: { vc, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    _ = d7
                    _ = d8
                    _ = d9
                    _ = d10
                    return Label("\(vc.wired)")
                })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 3 dependencies, number 25") func scene25() {
        let vc = Scene { Screen() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 4 dependencies, number 26") func scene26() {
        let vc = Scene { Screen() }
            .with { "name" }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .instantiate(connect: { vc, d1, d2, d3, d4 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 5 dependencies, number 27") func scene27() {
        let vc = Scene { Screen() }
            .with { [1.0, 2.0] }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .instantiate(view: { vc, d1, d2, d3, d4, d5 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                return Label("\(vc.wired)")
            })
        #expect(vc.wired == 0)
    }

    @Test("a scene with 6 dependencies, number 28") func scene28() {
        let vc = Scene { Screen() }
            .with { Settings(units: "imperial") }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .instantiate(
                connect: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    vc.wired += 1
                },
                view: { vc, d1, d2, d3, d4, d5, d6 in
                    _ = d1
                    _ = d2
                    _ = d3
                    _ = d4
                    _ = d5
                    _ = d6
                    return Label("\(vc.wired)")
                })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 7 dependencies, number 29") func scene29() {
        let vc = Scene { Screen() }
            .with { Provider() as any Providing }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .instantiate()
        #expect(vc.wired == 0)
    }

    @Test("a scene with 8 dependencies, number 30") func scene30() {
        let vc = Scene { Screen() }
            .with { (1, "one") }
            .with { Provider() }
            .with { Settings() }
            .with { Counter() }
            .with { Logger() }
            .with { 42 }
            .with { "name" }
            .with { [1.0, 2.0] }
            .instantiate(connect: { vc, d1, d2, d3, d4, d5, d6, d7, d8 in
                _ = d1
                _ = d2
                _ = d3
                _ = d4
                _ = d5
                _ = d6
                _ = d7
                _ = d8
                vc.wired += 1
            })
        #expect(vc.wired == 1)
    }

    @Test("a scene with 12 named dependencies, number 31") func scene31() {
        let vc = Scene(Screen.self) { Screen() }
            .with(Provider.self) { Provider() }
            .with((any Providing).self) { Provider() }
            .with(Settings.self) { Settings() }
            .with(Counter.self) { Counter() }
            .with(Logger.self) { Logger() }
            .with(Int.self) { 42 }
            .with(String.self) { "name" }
            .with([Double].self) { [1.0, 2.0] }
            .with((Int, String).self) { (1, "one") }
            .with(Settings.self) { Settings(units: "imperial") }
            .with(Counter.self) { Counter() }
            .with(Logger.self) { Logger() }
            .instantiate(
                connect: { vc, provider, providing, settings, counter, _, number, name, _, _, _, _, _ in
                    vc.wired = provider.count + providing.count + number + name.count + counter.awakes
                    _ = settings.units
                },
                view: { vc, _, _, settings, _, _, _, name, values, pair, _, _, _ in
                    StackView {
                        Label(name + settings.units + pair.1)
                        Label("\(values.count) \(vc.wired)")
                    }
                })
        #expect(vc.wired == 3 + 3 + 42 + 4)
    }

    @Test("a scene with 5 named dependencies, number 32") func scene32() {
        let vc = Scene(Screen.self) { Screen() }
            .with(Counter.self) { Counter() }
            .with(Logger.self) { Logger() }
            .with(Int.self) { 42 }
            .with(String.self) { "name" }
            .with(Settings.self) { Settings() }
            .instantiate(view: { vc, counter, _, number, name, settings in
                Label("\(counter.awakes) \(number) \(name) \(settings.units) \(vc.wired)")
            })
        #expect(vc.wired == 0)
    }
}
