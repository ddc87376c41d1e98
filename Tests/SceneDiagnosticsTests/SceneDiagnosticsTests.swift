import Foundation
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
    /// A slip in a scene with named types shows plain code's message, in at most 3x the compiler CPU
    /// time the same code takes as plain functions in the same run (CPU time, not the wall clock, so
    /// other work on the machine does not decide it). Each side gets up to three tries; the fastest
    /// of each is compared.
    @Test(
        "a slip in a scene with named types shows the real message within 3x plain code",
        arguments: [4, 8, 12], Slip.allCases)
    func slipInNamedScene(dependencies: Int, slip: Slip) throws {
        let compiler = try TypeCheck()
        let expected = slip.expected(dependencies: dependencies)
        var plainBest = Double.infinity
        var sceneBest = Double.infinity
        for _ in 1...3 {
            let plain = try compiler.run(slip.source(dependencies: dependencies, plain: true), name: "Plain")
            let scene = try compiler.run(slip.source(dependencies: dependencies, plain: false), name: "Scene")
            #expect(!plain.succeeded && plain.output.contains(expected), "plain code said: \(plain.output)")
            #expect(!scene.succeeded && scene.output.contains(expected), "the scene said: \(scene.output)")
            #expect(!scene.output.contains("unable to type-check"))
            plainBest = min(plainBest, plain.cpuSeconds)
            sceneBest = min(sceneBest, scene.cpuSeconds)
            if sceneBest <= 3 * plainBest { break }
        }
        #expect(
            sceneBest <= 3 * plainBest,
            "scene \(sceneBest) s against plain code \(plainBest) s of compiler CPU time")
    }

    @Test("the compiler's CPU time is read from bash's times output, children's line")
    func cpuTimeParsing() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("times-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try "0m0.002s 0m0.000s\n1m2.500s 0m0.250s\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(TypeCheck.childrenCPUSeconds(in: file) == 62.75)
        try "garbage\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(TypeCheck.childrenCPUSeconds(in: file) == nil)
    }

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
        #expect(
            outcome.output.contains("group related ones into one object (a struct or class holding them)"))
    }

    @Test("a 13th named .with(T.self) names the limit of 12 too")
    func thirteenthNamedWith() throws {
        let withs = (1...13).map { "        .with(Dependency\($0).self) { Dependency\($0)() }" }
            .joined(separator: "\n")
        let source = """
            \(declarations(13))
            @MainActor func make() -> Screen {
                Scene(Screen.self) { Screen() }
            \(withs)
                    .instantiate()
            }
            """
        let outcome = try TypeCheck().run(source, name: "ThirteenNamedDependencies")
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("'with' is unavailable: a scene holds at most 12 dependencies"))
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
