import Scenewright
import ScenewrightTesting

// How each example launches for the explorer, where the default (its window, released by
// `finish()`) is not enough: a quiet log, or the root coordinator or flow to track for leaks.

extension CityGuide {
    /// The app without echoing its log: the explorer launches it thousands of times.
    static func launchForExploring() -> LaunchedApp {
        LaunchedApp(window: launch(log: GuideLog()))
    }
}

extension CoordinatorShop {
    /// The app with its root coordinator, whose whole tree is checked for leaks.
    static func launchForExploring() -> LaunchedApp {
        let window = launch()
        return LaunchedApp(
            window: window, coordinators: window.rootCoordinator.map { [$0] } ?? [], release: { finish() })
    }
}

extension ImperioTutorial {
    /// The app with its initial flow, whose whole tree is checked for leaks.
    static func launchForExploring() -> LaunchedApp {
        let window = launch()
        return LaunchedApp(window: window, flows: app.map { [$0.flow] } ?? [], release: { finish() })
    }
}
