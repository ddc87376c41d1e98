// swift-tools-version: 6.0
// The benchmarks: a separate package, so the library products keep zero dependencies.
// Run with `swift run -c release --package-path Benchmarks` (see the README's Benchmarks section).
import PackageDescription

let package = Package(
    name: "ScenewrightBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Scenewright", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        // Counts heap allocations by interposing malloc and friends (Linux; a no-op elsewhere).
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "ScenewrightBenchmarks",
            dependencies: [
                "MallocCounter",
                .product(name: "Scenewright", package: "Scenewright"),
                .product(name: "ScenewrightServices", package: "Scenewright"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked", "-wmo"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
