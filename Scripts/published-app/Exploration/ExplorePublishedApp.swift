// Launches the published app through its own AppDelegate and SceneDelegate and explores it
// (Scripts/explore-published-app.sh). Not part of Scenewright's tests.
import Foundation
import ObjectiveC
import ScenewrightTesting
import Testing
import UIKit

@testable import DemoApp

@Suite struct ExplorePublishedApp {
    @Test("the published app launches through its own delegates and the explorer walks it")
    @MainActor func explore() async throws {
        let depth = Int(ProcessInfo.processInfo.environment["EXPLORE_DEPTH"] ?? "") ?? 4
        var explorer = Explorer.launchingApp(maxDepth: depth) {
            // Every launch starts from a fresh install, as the app's UI tests ask for with
            // DEMO_APP_RESET_PERSISTED_STATE: the pickup points the app keeps in UserDefaults are
            // cleared (its reset reads Bundle.main.bundleIdentifier, which a test runner lacks).
            if ProcessInfo.processInfo.environment["EXPLORE_KEEP_DEFAULTS"] != "1" {
                UserDefaults.standard.removeObject(forKey: "DeliveryFeature.PickupPointsManager.State")
            }
            let sceneDelegate = SceneDelegate()
            UIApplication.launch(AppDelegate(), sceneDelegate: sceneDelegate)
            guard let window = sceneDelegate.window else { throw LaunchError.noWindow }
            return LaunchedApp(window: window) {
                UIApplication.shared.simulateTermination()
                // The Objective-C runtime lets go of associated values when their owner goes.
                objc_releaseValuesOfDeadOwners()
                if ProcessInfo.processInfo.environment["EXPLORE_DROP_ASSOCIATED"] == "1" {
                    objc_removeAllAssociatedValues()
                }
            }
        }
        explorer.onProgress = { progress in
            FileHandle.standardError.write(Data("\(progress)\n".utf8))
        }
        let clock = ContinuousClock()
        let start = clock.now
        let report = try await explorer.explore()
        let elapsed = clock.now - start
        print("=== screens")
        for screen in report.screens {
            print("[\(screen.id)] \(screen.title) — path: \(screen.path.joined(separator: " → "))")
        }
        print("=== transitions")
        for transition in report.transitions {
            print("\(transition.from) --\(transition.action)--> \(transition.to)")
        }
        print("=== violations (\(report.violations.count))")
        for violation in report.violations { print(violation) }
        print("=== notices (\(report.notices.count))")
        for notice in report.notices { print(notice) }
        if let note = report.depthLimitNote { print(note) }
        print("ran main queue: \(report.ranMainQueue); steps \(report.steps); launches \(report.launches)")
        print("\(report.summary); wall time \(elapsed)")
        let map = ProcessInfo.processInfo.environment["EXPLORE_MAP"] ?? "/tmp/published-app-map.html"
        try report.storyboardHTML().write(toFile: map, atomically: true, encoding: .utf8)
        print("map: \(map)")
        for screen in report.screens where ProcessInfo.processInfo.environment["EXPLORE_RENDER"] == "1" {
            print("=== screen \(screen.id)\n\(screen.rendering)")
        }
        let screens = try #require(report.screens.first)
        print("=== first screen\n\(screens.rendering)")
    }

    enum LaunchError: Error { case noWindow }
}
