// ordo-one benchmarks of the "stage" cases: time and allocations per operation, one contender at a time.
// swift package --package-path Benchmarks benchmark --target StageBenchmarks
import Benchmark
import BenchmarkRegistration

let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(group: "stage")
}
