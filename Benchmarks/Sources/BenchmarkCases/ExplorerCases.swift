import CityGuideApp
import Scenewright
import ScenewrightTesting

// The explorer on the city-guide app (`swift run Examples city-guide --explore`): one operation is
// one whole exploration to a depth, launching the app afresh for every path, as the command does.

/// The depths the explorer cases run, shallow to deep.
public let explorerDepths = [4, 6, 8]

/// Explorations that threw or found a violation: timing them would time an error path.
@MainActor var failedExplorations = 0

/// An explorer of the city guide to `depth`, launching it with a quiet log, as
/// `swift run Examples city-guide --explore` does.
@MainActor func cityGuideExplorer(depth: Int) -> Explorer {
    Explorer.launchingApp(maxDepth: depth) { LaunchedApp(window: CityGuide.launch(log: GuideLog())) }
}

/// Explores the city guide to `depth` once; nil (and a failure counted) when it throws or finds a
/// violation.
@MainActor public func exploreCityGuide(depth: Int) -> ExplorationReport? {
    guard let report = try? cityGuideExplorer(depth: depth).run(), report.violations.isEmpty else {
        failedExplorations += 1
        return nil
    }
    return report
}

func explorerCases() -> [BenchmarkCase] {
    explorerDepths.map { depth in
        BenchmarkCase(
            "explorer", "explore the city guide, depth \(depth)", iterations: depth < 8 ? 20 : 5, quick: 1,
            unit: "exploration",
            [
                .loop(.subject, "Scenewright") {
                    let explorer = cityGuideExplorer(depth: depth)
                    return { _ in
                        do {
                            let report = try explorer.run()
                            if !report.violations.isEmpty { failedExplorations += 1 }
                            blackHole(report)
                        } catch {
                            failedExplorations += 1
                        }
                    }
                }
            ])
    }
}

/// The explorer's table: for each depth, the screens, transitions and steps one exploration finds,
/// the median time of an exploration, the explored steps per second, and the time per transition,
/// which stays about the same from depth to depth when the time grows linearly with the transitions.
@MainActor public func explorerTable(_ results: [CaseResult]) -> String {
    var lines = [
        row(["depth", "screens", "transitions", "steps", "launches", "time", "steps/s", "time/transition"]),
        row(["---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ]
    for (depth, result) in zip(explorerDepths, results) {
        guard let report = exploreCityGuide(depth: depth), let nanoseconds = result.nanoseconds.first else {
            lines.append(row(["\(depth)", "exploration failed"]))
            continue
        }
        let transitions = report.transitions.count
        lines.append(
            row([
                "\(depth)", "\(report.screens.count)", "\(transitions)", grouped(report.steps),
                grouped(report.launches), time(nanoseconds, "op"),
                grouped(Int((Double(report.steps) * 1e9 / nanoseconds).rounded())),
                time(nanoseconds / Double(max(1, transitions)), "op"),
            ]))
    }
    return lines.joined(separator: "\n")
}
