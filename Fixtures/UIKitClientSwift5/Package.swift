// swift-tools-version: 6.0
// A client's navigation layer written the way Swift 5 UIKit code is: no @MainActor anywhere, UIKit
// objects used from plain classes and functions. UIKit's main-actor annotations let such code
// compile in Swift 5 mode; Scripts/check-uikit-clients.sh builds this package with warnings as
// errors to prove HeadlessUIKit's do too.
import PackageDescription

let package = Package(
    name: "UIKitClientSwift5",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "Scenewright", path: "../..")],
    targets: [
        .target(
            name: "LegacyNavigation",
            dependencies: [
                .product(
                    name: "HeadlessUIKit", package: "Scenewright",
                    condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi]))
            ]
        ),
        .testTarget(
            name: "LegacyNavigationTests",
            dependencies: [
                "LegacyNavigation",
                // The headless tools a test drives the app with: render(), tap(_:), swipes.
                .product(
                    name: "HeadlessUI", package: "Scenewright",
                    condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi])),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
