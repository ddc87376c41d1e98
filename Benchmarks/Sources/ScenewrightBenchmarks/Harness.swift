import MallocCounter

/// One measured case: nanoseconds and heap allocations per operation (medians of several samples).
struct Measurement {
    let name: String
    let nanoseconds: Double
    let allocations: Double
}

/// Times `body` in a loop: a warm-up, then `samples` timed runs of `iterations` operations each,
/// reporting the median, so one scheduling hiccup on a 2-core machine does not move the figure.
@inline(never)
func measure(
    _ name: String, iterations: Int, samples: Int = 7, _ body: (Int) -> Void
) -> Measurement {
    for index in 0..<max(1, iterations / 10) { body(index) }
    var times: [Double] = []
    var mallocs: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<samples {
        let before = malloc_counter_total()
        let elapsed = clock.measure {
            for index in 0..<iterations { body(index) }
        }
        let after = malloc_counter_total()
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        times.append(nanoseconds / Double(iterations))
        mallocs.append(Double(after - before) / Double(iterations))
    }
    return Measurement(name: name, nanoseconds: median(times), allocations: median(mallocs))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Keeps the optimizer from deleting work whose result is unused, or from moving objects to the stack
/// because it can see they never escape: in an app, controllers and their dependencies always do.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints a table: case, ns/op, allocations/op, and a ratio against a named baseline row.
struct Report {
    var rows: [(Measurement, String?)] = []

    mutating func add(_ measurement: Measurement, against baseline: String? = nil) {
        rows.append((measurement, baseline))
        print(format(measurement, baseline))
    }

    func nanoseconds(_ name: String) -> Double? { rows.first { $0.0.name == name }?.0.nanoseconds }

    private func format(_ measurement: Measurement, _ baseline: String?) -> String {
        var line = measurement.name.padding(toLength: 58, withPad: " ", startingAt: 0)
        line += pad(String(format1(measurement.nanoseconds)) + " ns", 14)
        line += pad(measurement.allocations.isNaN ? "—" : format1(measurement.allocations) + " allocs", 14)
        if let baseline, let reference = nanoseconds(baseline) {
            line += "   " + format2(measurement.nanoseconds / reference) + "× " + baseline
        }
        return line
    }
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func format1(_ value: Double) -> String {
    let scaled = (value * 10).rounded() / 10
    return scaled >= 100 ? String(Int(scaled.rounded())) : String(scaled)
}

func format2(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
}
