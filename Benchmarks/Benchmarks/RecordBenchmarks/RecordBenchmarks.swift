// ordo-one benchmarks of the "records" cases: time and allocations per operation, one contender at a time.
// swift package --package-path Benchmarks benchmark --target RecordBenchmarks
import Benchmark
import BenchmarkRegistration

let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(group: "records")
}
