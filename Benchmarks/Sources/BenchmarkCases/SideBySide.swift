import Foundation

/// The medians of one case, run side by side.
public struct CaseResult: Sendable {
    /// The case that ran.
    public let benchmarkCase: BenchmarkCase
    /// Nanoseconds per operation, one median per contender, in the case's order.
    public let nanoseconds: [Double]
    /// How many rounds each contender ran, after its warm-up batch.
    public let rounds: Int
    /// Operations per batch: the same for every contender.
    public let iterations: Int

    func nanoseconds(_ role: Role) -> (label: String, value: Double)? {
        guard let index = benchmarkCase.contenders.firstIndex(where: { $0.role == role }) else { return nil }
        return (benchmarkCase.contenders[index].label, nanoseconds[index])
    }
}

/// What the summary times: the wall clock, or the CPU time of the measuring thread.
public enum TimeSource: Sendable {
    /// Elapsed time: what a user waits. Quote it from a quiet machine.
    case wall
    /// The thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): leaves out the time the thread waited for
    /// a core, so a busy machine disturbs it much less; it also leaves out I/O waits.
    case threadCPU
}

/// Runs the contenders of `benchmarkCase` in interleaved rounds — A, B, C, then C, B, A, … — each
/// round giving every contender the same number of operations, after one warm-up batch each, and
/// keeps the median of the rounds per contender. A scheduling hiccup on a shared machine hits one
/// round of one contender, not a whole contender, and no contender always runs first or last.
@MainActor
public func runSideBySide(
    _ benchmarkCase: BenchmarkCase, rounds: Int, quick: Bool, time source: TimeSource = .wall
) -> CaseResult {
    let iterations = quick ? benchmarkCase.quickIterations : benchmarkCase.iterations
    let batches = benchmarkCase.contenders.map { $0.prepare() }
    var started = 0.0
    var elapsed = 0.0
    let now = source == .wall ? wallNanoseconds : threadCPUNanoseconds
    let meter = Meter(start: { started = now() }, stop: { elapsed = now() - started })
    for batch in batches { batch(iterations, meter) }
    var samples = Array(repeating: [Double](), count: batches.count)
    for round in 0..<rounds {
        let order = round.isMultiple(of: 2) ? Array(batches.indices) : batches.indices.reversed()
        for index in order {
            elapsed = 0
            batches[index](iterations, meter)
            samples[index].append(elapsed / Double(iterations))
        }
    }
    return CaseResult(
        benchmarkCase: benchmarkCase, nanoseconds: samples.map(median), rounds: rounds, iterations: iterations
    )
}

func wallNanoseconds() -> Double { nanoseconds(clockID: CLOCK_MONOTONIC) }
func threadCPUNanoseconds() -> Double { nanoseconds(clockID: CLOCK_THREAD_CPUTIME_ID) }

func nanoseconds(clockID: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clockID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// MARK: The table

/// One markdown table per group: the floor, Scenewright and the rival in ns per operation, then
/// "Scenewright vs rival" (× faster) and "Scenewright ÷ floor" (× of the floor).
public func table(_ results: [CaseResult]) -> String {
    guard let first = results.first else { return "" }
    let hasRival = results.contains { $0.nanoseconds(.rival) != nil }
    let hasFloor = results.contains { $0.nanoseconds(.floor) != nil }
    let rivalName = results.lazy.compactMap { $0.nanoseconds(.rival)?.label }.first ?? ""
    let floorName = results.lazy.compactMap { $0.nanoseconds(.floor)?.label }.first ?? ""
    let firstSubject = first.nanoseconds(.subject)?.label ?? "Scenewright"
    let sameSubject = results.allSatisfy { $0.nanoseconds(.subject).map { $0.label == firstSubject } ?? true }
    let subjectName = sameSubject ? firstSubject : "Scenewright"
    let sameFloor = results.allSatisfy { $0.nanoseconds(.floor).map { $0.label == floorName } ?? true }
    var header = ["case"]
    if hasFloor { header.append(sameFloor ? floorName : "floor") }
    header.append(subjectName)
    if hasRival { header += [rivalName, "vs \(rivalName)"] }
    if hasFloor { header.append(sameFloor ? "× of \(floorName)" : "× of floor") }
    var lines = [row(header), row(header.indices.map { $0 == 0 ? "---" : "---:" })]
    for result in results {
        let unit = result.benchmarkCase.unit
        var cells = [result.benchmarkCase.name]
        let subject = result.nanoseconds(.subject)
        let floor = result.nanoseconds(.floor)
        let rival = result.nanoseconds(.rival)
        if hasFloor {
            cells.append(floor.map { time($0.value, unit, label: sameFloor ? nil : $0.label) } ?? "")
        }
        var subjectCell =
            subject.map { time($0.value, unit, label: $0.label == subjectName ? nil : $0.label) } ?? ""
        if let subject, unit == "row" {
            subjectCell += " (\(grouped(Int((1e9 / subject.value).rounded()))) rows/s)"
        }
        cells.append(subjectCell)
        if hasRival {
            cells.append(rival.map { time($0.value, unit) } ?? "")
            if let rival, let subject {
                cells.append(speed(rival.value / subject.value))
            } else {
                cells.append("")
            }
        }
        if hasFloor {
            if let floor, let subject {
                cells.append(ratio(subject.value / floor.value))
            } else {
                cells.append("")
            }
        }
        lines.append(row(cells))
    }
    return lines.joined(separator: "\n")
}

func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

/// "70.5 ns", "1,973 ns", "35.2 µs", "12.20 ms", "131 ms"; with the unit when it is not "op".
func time(_ nanoseconds: Double, _ unit: String, label: String? = nil) -> String {
    let text: String
    switch nanoseconds {
    case ..<100: text = String(format: "%.1f ns", nanoseconds)
    case ..<10_000: text = grouped(Int(nanoseconds.rounded())) + " ns"
    case ..<1_000_000: text = String(format: "%.1f µs", nanoseconds / 1e3)
    case ..<100_000_000: text = String(format: "%.2f ms", nanoseconds / 1e6)
    default: text = String(format: "%.0f ms", nanoseconds / 1e6)
    }
    let perUnit = unit == "op" ? text : text + "/" + unit
    return label.map { "\(perUnit) (\($0))" } ?? perUnit
}

func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (offset, character) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return result
}

/// "18.7× faster", or "1.54× slower" when the rival is faster.
func speed(_ value: Double) -> String {
    value >= 1 ? ratio(value) + " faster" : ratio(1 / value) + " slower"
}

func ratio(_ value: Double) -> String {
    switch value {
    case ..<10: String(format: "%.2f×", value)
    case ..<100: String(format: "%.1f×", value)
    default: grouped(Int(value.rounded())) + "×"
    }
}
