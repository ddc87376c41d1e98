import Foundation
import Scenewright
import ScenewrightTesting

/// `swift run Examples <name> --explore [--depth N] [--map FILE.html] [--stats]` and
/// `swift run Examples --explore-all [--depth N]`.
@MainActor struct ExploreCommand {
    let depth: Int
    let mapPath: String?
    let showsStats: Bool
    /// Where lines go; standard output by default.
    var write: @MainActor (String) -> Void = { print($0) }

    /// Explores one example: prints each violation, then (with `--stats`) the speed, then the
    /// summary line. Returns the exit status: 0 only without violations.
    func explore(_ example: ExampleEntry) -> Int32 {
        let start = ContinuousClock.now
        let report: ExplorationReport
        do {
            report = try example.explorer(maxDepth: depth).run()
        } catch {
            example.finish()
            write("explored \(example.name): could not launch: \(error)")
            return 1
        }
        let elapsed = ContinuousClock.now - start
        example.finish()
        for violation in report.violations { write(violation.description) }
        if let mapPath {
            do {
                try report.storyboardHTML(title: example.name).write(
                    toFile: mapPath, atomically: true, encoding: .utf8)
                write("map: \(mapPath)")
            } catch {
                write("map: could not write \(mapPath): \(error)")
                return 1
            }
        }
        if showsStats { write(Self.stats(report, elapsed: elapsed)) }
        write("explored \(example.name): \(report.summary)")
        return report.violations.isEmpty ? 0 : 1
    }

    /// Explores every example, one summary line each. Returns 0 only when none has a violation.
    func exploreAll(_ examples: [ExampleEntry]) -> Int32 {
        var status: Int32 = 0
        for example in examples {
            var quiet = self
            var lines: [String] = []
            quiet.write = { lines.append($0) }
            let exampleStatus = quiet.explore(example)
            // One line per example; its violations follow when there are any.
            if let summary = lines.last { write(summary) }
            for line in lines.dropLast() where exampleStatus != 0 { write("  " + line) }
            if exampleStatus != 0 { status = 1 }
        }
        return status
    }

    static func stats(_ report: ExplorationReport, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let perSecond = seconds > 0 ? Int((Double(report.steps) / seconds).rounded()) : report.steps
        let millis = (seconds * 1000 * 10).rounded() / 10
        return "stats: depth \(report.maxDepth), \(report.steps) steps, \(report.launches) launches, "
            + "\(millis) ms, \(perSecond) steps/s"
    }
}
