import Benchmark
import BenchmarkCases
import Foundation

/// A contender's batch, made in the benchmark's setup on the main actor and dropped in its teardown.
final class PreparedBatch: @unchecked Sendable {
    let contender: Contender
    @MainActor var batch: Batch?

    init(_ contender: Contender) { self.contender = contender }
}

/// Registers every case of `group` as ordo-one benchmarks, one per contender, named
/// "<case> · <contender>". Each measures wall-clock time and allocations per operation (the
/// `MallocInterposer` metrics), on the main thread, where UI code runs.
///
/// With `SCENEWRIGHT_BENCHMARK_QUICK` set in the environment, each benchmark runs a few samples
/// only: the CI smoke pass.
public func registerBenchmarks(group: String) {
    let quick = ProcessInfo.processInfo.environment["SCENEWRIGHT_BENCHMARK_QUICK"] != nil
    for benchmarkCase in allCases() where benchmarkCase.group == group {
        for contender in benchmarkCase.contenders {
            let prepared = PreparedBatch(contender)
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal, .throughput],
                timeUnits: .nanoseconds,
                warmupIterations: quick ? 1 : 3,
                scalingFactor: benchmarkCase.iterations >= 1_000 ? .kilo : .one,
                maxDuration: quick ? .milliseconds(100) : .seconds(2),
                maxIterations: quick ? 3 : 1_000,
                setup: { await MainActor.run { prepared.batch = prepared.contender.prepare() } },
                teardown: {
                    await MainActor.run {
                        prepared.batch = nil
                        removeTemporaryStores()
                    }
                }
            )
            Benchmark("\(benchmarkCase.name) · \(contender.label)", configuration: configuration) {
                benchmark in
                // The runner's thread waits while the main thread runs the batch: one thread at a time.
                nonisolated(unsafe) let benchmark = benchmark
                let failures = onMain { () -> Int in
                    guard let batch = prepared.batch else { return 1 }
                    batch(
                        benchmark.scaledIterations.count,
                        Meter(start: { benchmark.startMeasurement() }, stop: { benchmark.stopMeasurement() }))
                    return benchmarkFailures
                }
                if failures > 0 {
                    benchmark.error("\(failures) operations failed: this would time an error path")
                }
            }
        }
    }
}
