// The side-by-side summary: the contenders of each case in interleaved rounds, medians, ratios.
//
//   swift run -c release --package-path Benchmarks SideBySide [container|scenes|stage|signals|records|explorer]…
//       [--quick] [--cpu-time]
//   swift run -c release --package-path Benchmarks SideBySide --list
//   swift run -c release --package-path Benchmarks SideBySide scaling [--budget SECONDS]
//
// With no group, every group runs. `--quick` is the CI smoke pass: fewer iterations and rounds,
// figures not worth quoting. `--cpu-time` times the thread's CPU time instead of the wall clock,
// for a machine other work keeps busy (it leaves out I/O waits, so the record figures read low).
// `--list` prints each group, its ordo-one target and how many benchmarks it registers (one per
// contender), for the CI smoke pass to check that every one of them ran.
// `scaling` runs each operation of the scaling group at three sizes, in interleaved rounds of thread
// CPU time, and prints its growth exponents (1 is linear); `--budget` is about how many seconds each
// operation may take in all (30 by default; a size projected past it is skipped).
import BenchmarkCases
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let options = ["--quick", "--cpu-time", "--list", "--budget"]
let quick = arguments.contains("--quick")
let source: TimeSource = arguments.contains("--cpu-time") ? .threadCPU : .wall
let groups = arguments.indices.filter { index in
    !arguments[index].hasPrefix("--") && (index == 0 || arguments[index - 1] != "--budget")
}.map { arguments[$0] }
if let unknown = arguments.first(where: { $0.hasPrefix("--") && !options.contains($0) }) {
    FileHandle.standardError.write(
        Data("unknown option '\(unknown)'; options: \(options.joined(separator: ", "))\n".utf8))
    exit(2)
}
if arguments.contains("--list") {
    let cases = allCases()
    for group in benchmarkGroups {
        let contenders = cases.filter { $0.group == group }.reduce(0) { $0 + $1.contenders.count }
        print(group, benchmarkTargets[group] ?? "?", contenders)
    }
    exit(0)
}
if groups == ["scaling"] || (groups.first == "scaling" && groups.count == 2) {
    let budget =
        arguments.firstIndex(of: "--budget").flatMap { index in
            arguments.indices.contains(index + 1) ? Double(arguments[index + 1]) : nil
        } ?? (quick ? 2 : 30)
    let only = groups.count == 2 ? groups[1] : nil
    let failures = MainActor.assumeIsolated { () -> Int in
        print(
            "Scenewright scaling: each operation at three sizes, interleaved rounds, medians of thread CPU "
                + "time; exponent = log(time ratio) / log(size ratio), 1 is linear.\n")
        var results: [ScalingResult] = []
        for scalingCase in scalingCases() where only.map({ scalingCase.name.contains($0) }) ?? true {
            let result = runScaling(
                scalingCase, rounds: quick ? 3 : 11, budget: budget, minimumRounds: quick ? 1 : 3)
            print(scalingTable([result]).split(separator: "\n").last.map(String.init) ?? "")
            results.append(result)
        }
        print("\n" + scalingTable(results))
        return benchmarkFailures
    }
    if failures > 0 {
        print("\n\(failures) operations failed: the figures above time an error path")
        exit(1)
    }
    exit(0)
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
    if source == .wall, let load = loadAverage(), load > Double(ProcessInfo.processInfo.activeProcessorCount)
    {
        print(
            "Note: the load average is \(load) on \(ProcessInfo.processInfo.activeProcessorCount) cores, so "
                + "other work will preempt the batches; for figures worth quoting, re-run with --cpu-time.")
    }
    let cases = allCases()
    for group in benchmarkGroups where selected.contains(group) {
        print("\n## \(group)\n")
        var results: [CaseResult] = []
        for benchmarkCase in cases where benchmarkCase.group == group {
            let result = runSideBySide(benchmarkCase, rounds: rounds, quick: quick, time: source)
            results.append(result)
        }
        print(group == "explorer" ? explorerTable(results) : table(results))
    }
    removeTemporaryStores()
    return benchmarkFailures
}
if failures > 0 {
    print("\n\(failures) operations failed: the figures above time an error path")
    exit(1)
}

/// The one-minute load average, where the system reports it (Linux).
func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
    return text.split(separator: " ").first.flatMap { Double($0) }
}
