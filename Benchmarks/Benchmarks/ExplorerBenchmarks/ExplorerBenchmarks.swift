// ordo-one benchmarks of the "explorer" cases: the time and allocations of one exploration of the
// city guide at depth 4, 6 and 8 (the side-by-side summary adds the steps per second).
// swift package --package-path Benchmarks benchmark --target ExplorerBenchmarks
import Benchmark
import BenchmarkRegistration

let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(group: "explorer")
}
