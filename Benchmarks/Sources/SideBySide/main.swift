// The side-by-side summary: the contenders of each case in interleaved rounds, medians, ratios.
//
//   swift run -c release --package-path Benchmarks SideBySide [container|scenes|stage|signals|records]…
//       [--quick] [--cpu-time]
//
// With no group, every group runs. `--quick` is the CI smoke pass: fewer iterations and rounds,
// figures not worth quoting. `--cpu-time` times the thread's CPU time instead of the wall clock,
// for a machine other work keeps busy (it leaves out I/O waits, so the record figures read low).
import BenchmarkCases
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let source: TimeSource = arguments.contains("--cpu-time") ? .threadCPU : .wall
let groups = arguments.filter { !$0.hasPrefix("--") }
if let unknown = arguments.first(where: { $0.hasPrefix("--") && !["--quick", "--cpu-time"].contains($0) }) {
    FileHandle.standardError.write(Data("unknown option '\(unknown)'; options: --quick, --cpu-time\n".utf8))
    exit(2)
}
if let unknown = groups.first(where: { !benchmarkGroups.contains($0) }) {
    FileHandle.standardError.write(
        Data("unknown group '\(unknown)'; choose from: \(benchmarkGroups.joined(separator: ", "))\n".utf8))
    exit(2)
}
let selected = groups.isEmpty ? benchmarkGroups : groups
let rounds = quick ? 3 : 21

let failures = MainActor.assumeIsolated { () -> Int in
    print(
        "Scenewright side by side: \(rounds) interleaved rounds per case, the same iterations for every "
            + "contender, medians of \(source == .wall ? "wall-clock" : "thread CPU") time per operation"
            + "\(quick ? " (--quick: a smoke pass, not figures)" : "")."
    )
    let cases = allCases()
    for group in benchmarkGroups where selected.contains(group) {
        print("\n## \(group)\n")
        var results: [CaseResult] = []
        for benchmarkCase in cases where benchmarkCase.group == group {
            let result = runSideBySide(benchmarkCase, rounds: rounds, quick: quick, time: source)
            results.append(result)
        }
        print(table(results))
    }
    removeTemporaryStores()
    return benchmarkFailures
}
if failures > 0 {
    print("\n\(failures) operations failed: the figures above time an error path")
    exit(1)
}
