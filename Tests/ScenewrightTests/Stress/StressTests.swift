import Foundation
import Scenewright
import ScenewrightTesting
import Testing

/// Generates, runs and shrinks seeded random operation sequences.
@MainActor enum StressHarness {
    struct Report {
        let seed: UInt64
        let failingIndex: Int
        let message: String
        let prefix: [StressOp]

        var description: String {
            let steps = prefix.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(
                separator: "\n")
            return """
                Stress invariant broken with seed \(seed) at operation \(failingIndex + 1): \(message)
                Shortest failing prefix found (\(prefix.count) operation(s)); replay with \
                SCENEWRIGHT_STRESS_SEED=\(seed):
                \(steps)
                """
        }
    }

    static func operations(seed: UInt64, count: Int) -> [StressOp] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in StressOp.random(&random) }
    }

    /// Runs `count` operations from `seed`; on failure, shrinks the failing prefix.
    static func run(seed: UInt64, count: Int, extra: StressRun.Invariant? = nil) -> Report? {
        let ops = operations(seed: seed, count: count)
        guard let failure = StressRun().run(ops, extra: extra) else { return nil }
        let prefix = shrink(Array(ops[...failure.index]), extra: extra)
        return Report(seed: seed, failingIndex: failure.index, message: failure.message, prefix: prefix)
    }

    /// Removes chunks of operations while the sequence still fails (a small delta-debugging pass).
    static func shrink(_ failing: [StressOp], extra: StressRun.Invariant?, budget: Int = 400) -> [StressOp] {
        var current = failing
        var replays = 0
        var chunk = max(1, current.count / 2)
        while chunk >= 1, replays < budget {
            var start = 0
            while start < current.count, replays < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                replays += 1
                if !candidate.isEmpty, let failure = StressRun().run(candidate, extra: extra) {
                    current = Array(candidate[...failure.index])
                } else {
                    start += chunk
                }
            }
            chunk /= 2
        }
        return current
    }
}

@MainActor
@Suite("Model-based stress of the stage and scenes")
struct StressTests {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    @Test(
        "seeded random operations keep every invariant (10,000 by default; SCENEWRIGHT_STRESS_OPS for more)")
    func randomOperations() {
        let count = Self.environment["SCENEWRIGHT_STRESS_OPS"].flatMap(Int.init) ?? 10_000
        let seed = Self.environment["SCENEWRIGHT_STRESS_SEED"].flatMap(UInt64.init) ?? 20_261_122
        if let report = StressHarness.run(seed: seed, count: count) {
            Issue.record(Comment(rawValue: report.description))
        }
    }

    @Test("a broken invariant is reported with its seed and a shortened failing prefix")
    func reportsBrokenInvariant() throws {
        // A deliberately wrong rule: "a sheet never appears". The first sheet breaks it.
        let wrongRule: StressRun.Invariant = { run in
            let sheet = run.onScreen.first {
                $0.presentingViewController != nil && $0.modalPresentationStyle != .fullScreen
            }
            return sheet.map { "a sheet appeared: \($0.title ?? "")" }
        }
        let report = try #require(StressHarness.run(seed: 7, count: 2_000, extra: wrongRule))
        #expect(report.description.contains("seed 7"))
        #expect(report.description.contains("SCENEWRIGHT_STRESS_SEED=7"))
        #expect(report.prefix.count <= 3)
        #expect(report.prefix.count <= report.failingIndex + 1)
        let presents = report.prefix.filter {
            if case .present = $0 { return true }
            return false
        }
        #expect(presents.count == 1)
    }
}
