import Foundation
import Scenewright
import ScenewrightTesting

/// `swift run Examples <name> --explore [--depth N] [--map FILE.html] [--stats [--repeat N]]` and
/// `swift run Examples --explore-all [--depth N]`.
@MainActor struct ExploreCommand {
    let depth: Int
    let mapPath: String?
    let showsStats: Bool
    /// How many times to explore, for measuring: `--stats` reports the fastest run.
    var repeats = 1
    /// Where lines go; standard output by default.
    var write: @MainActor (String) -> Void = { print($0) }

    /// Explores one example: prints each violation, then (with `--stats`) the speed, then the
    /// summary line. Returns the exit status: 0 only without violations.
    func explore(_ example: ExampleEntry) -> Int32 {
        var report: ExplorationReport?
        var fastest = Measurement(wall: .infinity, cpu: .infinity)
        for _ in 0..<max(1, repeats) {
            let start = Measurement.now()
            do {
                var explorer = example.explorer(maxDepth: depth)
                let progress = ProgressLine(name: example.name)
                explorer.onProgress = { progress.show($0) }
                report = try explorer.run()
            } catch {
                example.finish()
                write("explored \(example.name): could not launch: \(error)")
                return 1
            }
            let elapsed = Measurement.now() - start
            if elapsed.cpu < fastest.cpu { fastest = elapsed }
            example.finish()
        }
        guard let report else { return 1 }
        for violation in report.violations { write(violation.description) }
        for notice in report.notices { write(notice.description) }
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
        if showsStats { write(Self.stats(report, elapsed: fastest, repeats: max(1, repeats))) }
        if let note = report.depthLimitNote { write(note + " (--depth N)") }
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

    /// `stats: depth 6, 78 steps, 38 launches, 1.2 ms CPU (1.5 ms wall), 65000 steps/s (best of 50)`:
    /// steps per second of CPU time, which a busy machine disturbs less than the wall clock.
    static func stats(_ report: ExplorationReport, elapsed: Measurement, repeats: Int) -> String {
        let perSecond = elapsed.cpu > 0 ? Int((Double(report.steps) / elapsed.cpu).rounded()) : report.steps
        let best = repeats > 1 ? " (best of \(repeats))" : ""
        return "stats: depth \(report.maxDepth), \(report.steps) steps, \(report.launches) launches, "
            + "\(milliseconds(elapsed.cpu)) ms CPU (\(milliseconds(elapsed.wall)) ms wall), \(perSecond) steps/s\(best)"
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String((seconds * 10_000).rounded() / 10)
    }

    /// Wall-clock and process CPU time, in seconds.
    struct Measurement {
        var wall: Double
        var cpu: Double

        static func now() -> Measurement {
            var wall = timespec()
            var cpu = timespec()
            clock_gettime(CLOCK_MONOTONIC, &wall)
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
            return Measurement(wall: seconds(wall), cpu: seconds(cpu))
        }

        static func - (lhs: Measurement, rhs: Measurement) -> Measurement {
            Measurement(wall: lhs.wall - rhs.wall, cpu: lhs.cpu - rhs.cpu)
        }

        private static func seconds(_ time: timespec) -> Double {
            Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
    }
}

/// Shows a long exploration's progress on standard error: on a terminal, one line that updates in
/// place and is cleared at the end; elsewhere (a log, a pipe), a plain line every five seconds.
/// Nothing for the first second, so short explorations print nothing extra.
@MainActor final class ProgressLine {
    let name: String
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var lastLine = 0.0
    private var shown = false

    init(name: String) { self.name = name }

    func show(_ progress: ExplorationProgress) {
        if progress.isFinished {
            if shown, isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            return
        }
        guard progress.elapsed >= 1 else { return }
        if isTerminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(name): \(progress)".utf8))
            shown = true
        } else if progress.elapsed - lastLine >= 5 {
            lastLine = progress.elapsed
            FileHandle.standardError.write(Data("\(name): \(progress)\n".utf8))
        }
    }
}
