// swift-tools-version: 6.0
// A client app's navigation layer written against UIKit, in Swift 6 mode. On platforms without
// UIKit it builds against Scenewright's HeadlessUIKit product; Scripts/check-uikit-clients.sh
// copies it out of the repository, points the path below at the checkout, then builds and tests it.
import PackageDescription

let package = Package(
    name: "UIKitClient",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "Scenewright", path: "../..")],
    targets: [
        .target(
            name: "Navigation",
            dependencies: [
                .product(
                    name: "HeadlessUIKit", package: "Scenewright",
                    condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi]))
            ]
        ),
        .testTarget(
            name: "NavigationTests",
            dependencies: [
                "Navigation",
                // The headless tools a test drives the app with: render(), tap(_:), swipes.
                .product(
                    name: "HeadlessUI", package: "Scenewright",
                    condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
