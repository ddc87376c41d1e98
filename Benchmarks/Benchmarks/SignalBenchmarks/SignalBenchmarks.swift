// ordo-one benchmarks of the "signals" cases: time and allocations per operation, one contender at a time.
// swift package --package-path Benchmarks benchmark --target SignalBenchmarks
import Benchmark
import BenchmarkRegistration

let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(group: "signals")
}
