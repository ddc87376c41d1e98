// swift-tools-version: 6.1
// The benchmarks: a separate package, so the library products keep zero dependencies.
//
// - `swift package benchmark` (ordo-one/benchmark) runs the targets under `Benchmarks/`: time and
//   allocations per operation (the `MallocInterposer` metrics), one contender at a time.
// - `swift run -c release SideBySide [container|scenes|stage|signals|records|explorer] [--quick]`
//   runs the contenders of each case in interleaved rounds and prints the ratios (for the explorer:
//   the steps per second of exploring the city guide at depth 4, 6 and 8).
//
// Both share their case bodies through the `BenchmarkCases` library. Ordinary `-O` release builds.
import PackageDescription

let package = Package(
    name: "ScenewrightBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Scenewright", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The thread-local slot of the minimal container (the floor of any runtime container).
        .target(name: "CBenchmarkSupport"),
        // Every case: its contenders (Scenewright, Swinject, hand-written, …) and their bodies.
        .target(
            name: "BenchmarkCases",
            dependencies: [
                "CBenchmarkSupport",
                .product(name: "Scenewright", package: "Scenewright"),
                .product(name: "ScenewrightServices", package: "Scenewright"),
                .product(name: "ScenewrightTesting", package: "Scenewright"),
                .product(name: "CityGuideApp", package: "Scenewright"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        // Registers the cases of one group as ordo-one benchmarks.
        .target(
            name: "BenchmarkRegistration",
            dependencies: [
                "BenchmarkCases",
                .product(name: "Benchmark", package: "benchmark"),
            ]
        ),
        // The side-by-side summary: interleaved rounds, medians, ratios.
        .executableTarget(name: "SideBySide", dependencies: ["BenchmarkCases"]),
    ],
    swiftLanguageModes: [.v6]
)

// One ordo-one benchmark target per group, in `Benchmarks/<Name>/<Name>.swift`.
for name in [
    "ContainerBenchmarks", "SceneBenchmarks", "StageBenchmarks", "SignalBenchmarks", "RecordBenchmarks",
    "ExplorerBenchmarks",
] {
    package.targets.append(
        .executableTarget(
            name: name,
            dependencies: [
                "BenchmarkRegistration",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}
