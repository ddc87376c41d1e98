// ordo-one benchmarks of the "scenes" cases: time and allocations per operation, one contender at a time.
// swift package --package-path Benchmarks benchmark --target SceneBenchmarks
import Benchmark
import BenchmarkRegistration

let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(group: "scenes")
}
