// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
/// The platforms without Apple's UIKit, where the `UIKit` module of HeadlessUIKit is used.
let platformsWithoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .wasi]

let package = Package(
    name: "Scenewright",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18)],
    products: [
        // The UI-free core: the container, signals, observation and diagnostics.
        .library(name: "ScenewrightCore", targets: ["ScenewrightCore"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        // The stage under UIKit's own names, as a module named `UIKit`, for platforms without UIKit.
        // A client depends on it only there:
        //   .product(name: "HeadlessUIKit", package: "Scenewright",
        //            condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi]))
        .library(name: "HeadlessUIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "Scenewright", targets: ["Scenewright"]),
        .library(name: "ScenewrightServices", targets: ["ScenewrightServices"]),
        .library(name: "ScenewrightTesting", targets: ["ScenewrightTesting"]),
        // The stage's testing tools (lifecycle recorder, diagnostics capture, tree snapshots) without
        // Scenewright; ScenewrightTesting re-exports them and adds the explorer.
        .library(name: "HeadlessUITesting", targets: ["HeadlessUITesting"]),
        // Lets swift-corelibs-xctest run `@MainActor` XCTestCase classes (Linux, Windows, Android): a
        // test target re-exports it from one file. See Sources/MainActorXCTest.
        .library(name: "MainActorXCTest", targets: ["MainActorXCTest"]),
        // The city-guide example app as a library, so the benchmarks package can explore it.
        .library(name: "CityGuideApp", targets: ["CityGuideApp"]),
        .executable(name: "Examples", targets: ["Examples"]),
    ],
    dependencies: [],
    targets: [
        // The package's one lock abstraction (internal: `package` access, not a product).
        .target(name: "ScenewrightLocks", swiftSettings: strict),
        .target(name: "ScenewrightCore", dependencies: ["ScenewrightLocks"], swiftSettings: strict),
        // The stage, declared once under UIKit's names: views, controllers, containers, windows,
        // transitions. `UIKit` and `HeadlessUI` each re-export it with their own vocabulary.
        .target(
            name: "UIKitStage", dependencies: ["ScenewrightCore", "ScenewrightLocks"], swiftSettings: strict),
        // The module an app's `import UIKit` finds: the stage plus what only UIKit code expects.
        .target(name: "UIKit", dependencies: ["UIKitStage"], swiftSettings: strict),
        // The headless tools over the stage: HeadlessUI's short names, text rendering, taps, swipes,
        // size changes, the driver and the diagnostics' names.
        .target(
            name: "HeadlessUI", dependencies: ["UIKitStage", "ScenewrightCore", "ScenewrightLocks"],
            swiftSettings: strict),
        // Swift Testing's cross-import overlay for a module named `UIKit`; see the file inside.
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"], swiftSettings: strict),
        .target(
            name: "Scenewright",
            dependencies: ["HeadlessUI", "UIKitStage", "ScenewrightCore", "ScenewrightLocks"],
            swiftSettings: strict
        ),
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(
            name: "ScenewrightServices",
            dependencies: ["ScenewrightCore", "ScenewrightLocks", "CSQLite"],
            swiftSettings: strict
        ),
        // A small HTTP/1.1 server on 127.0.0.1 for the service tests and the city-facts example
        // (internal: not a product).
        .target(name: "LoopbackHTTP", dependencies: ["ScenewrightLocks"], swiftSettings: strict),
        // Runs one test of a test binary again in a child process (internal: not a product).
        .target(
            name: "ChildProcessSupport", path: "Tests/Support/ChildProcessSupport", swiftSettings: strict),
        .target(name: "HeadlessUITesting", dependencies: ["HeadlessUI"], swiftSettings: strict),
        .target(
            name: "ScenewrightTesting", dependencies: ["Scenewright", "HeadlessUITesting"],
            swiftSettings: strict),
        // Swift 5 mode on purpose: see the file inside.
        .target(name: "MainActorXCTest", swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        // The city-guide example app (`swift run Examples city-guide`), explored by the benchmarks.
        .target(name: "CityGuideApp", dependencies: ["Scenewright"], swiftSettings: strict),
        .executableTarget(
            name: "Examples",
            dependencies: [
                "Scenewright", "ScenewrightServices", "ScenewrightTesting", "LoopbackHTTP", "CityGuideApp",
                // The uikit-notes example is written with UIKit's names.
                .target(name: "UIKit", condition: .when(platforms: platformsWithoutUIKit)),
            ],
            path: "Examples",
            swiftSettings: strict
        ),
        .testTarget(
            name: "HeadlessUITests",
            dependencies: ["HeadlessUI", "HeadlessUITesting", "ScenewrightCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                .target(name: "UIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: platformsWithoutUIKit)),
                "ScenewrightTesting", "MainActorXCTest",
            ],
            swiftSettings: strict
        ),
        // Swift 5 mode on purpose: UIKit code with no actor annotations, which compiles calls the
        // stage gets from background queues.
        .testTarget(
            name: "UIKitSwift5Tests",
            dependencies: [
                .target(name: "UIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: platformsWithoutUIKit)),
                "HeadlessUITesting", "ChildProcessSupport",
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "ScenewrightTests",
            dependencies: ["Scenewright", "ScenewrightTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ScenewrightServicesTests",
            dependencies: [
                "ScenewrightServices", "ScenewrightTesting", "LoopbackHTTP", "ChildProcessSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ScenewrightTestingTests",
            dependencies: ["ScenewrightTesting", "HeadlessUITesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["Examples", "ScenewrightTesting"],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        // Every swift block of README.md and the DocC articles, extracted by Scripts/extract-doc-snippets.py.
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "Scenewright", "ScenewrightServices", "ScenewrightTesting", "Examples",
                // Blocks that `import UIKit` (the "Coming from UIKit" article, the README's UIKit section).
                .target(name: "UIKit", condition: .when(platforms: platformsWithoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: platformsWithoutUIKit)),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
        // Type-checks scene files that must not compile with the toolchain's own `swiftc`, against the
        // Scenewright module this build made, and checks the compiler's message.
        .testTarget(name: "SceneDiagnosticsTests", dependencies: ["Scenewright"], swiftSettings: strict),
        // Proves the scene DSL stays fast to type-check: 32 scene expressions of 3–12 dependencies,
        // compiled with a 200 ms per-expression budget and warnings as errors.
        .testTarget(
            name: "SceneTypeCheckTests",
            dependencies: ["Scenewright"],
            swiftSettings: strict + [
                .unsafeFlags([
                    "-Xfrontend", "-warn-long-expression-type-checking=200", "-warnings-as-errors",
                ])
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
