import Testing

/// `count` dependency classes and a controller with one property per dependency.
private func declarations(_ count: Int) -> String {
    var lines = ["import Scenewright", ""]
    for index in 1...count {
        lines.append("@MainActor final class Dependency\(index) { var name = \"\(index)\" }")
    }
    lines.append("@MainActor final class Screen: ViewController {}")
    return lines.joined(separator: "\n")
}

@Suite("Scene mistakes that must not compile say what is wrong")
struct SceneDiagnosticsTests {
    @Test("a 13th .with names the limit of 12 and what to do instead")
    func thirteenthWith() throws {
        let withs = (1...13).map { "        .with { Dependency\($0)() }" }.joined(separator: "\n")
        let source = """
            \(declarations(13))
            @MainActor func make() -> Screen {
                Scene { Screen() }
            \(withs)
                    .instantiate()
            }
            """
        let outcome = try TypeCheck().run(source, name: "ThirteenDependencies")
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("'with' is unavailable: a scene holds at most 12 dependencies"))
        #expect(outcome.output.contains("group related ones into one object (a struct or class holding them)"))
    }

    @Test("twelve .with calls still compile")
    func twelveWiths() throws {
        let withs = (1...12).map { "        .with { Dependency\($0)() }" }.joined(separator: "\n")
        let source = """
            \(declarations(12))
            @MainActor func make() -> Screen {
                Scene { Screen() }
            \(withs)
                    .instantiate()
            }
            """
        let outcome = try TypeCheck().run(source, name: "TwelveDependencies")
        #expect(outcome.succeeded, "\(outcome.output)")
    }
}
