// ordo-one benchmarks of the "container" cases: time and allocations per operation, one contender at a time.
// swift package --package-path Benchmarks benchmark --target ContainerBenchmarks
import Benchmark
import BenchmarkRegistration

let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(group: "container")
}
