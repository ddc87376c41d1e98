import Scenewright

/// StoryCode's City Guide as a small app: tabs, a city list, a detail scene with a provider, a
/// controller and a logger dependency, and a view that is rebuilt after a memory warning.
///
/// A library of its own so that `swift run Examples city-guide` plays it and the benchmarks
/// package explores it.
@MainActor public enum CityGuide {
    /// The app in a new key window, writing its lifecycle lines to `log`.
    public static func launch(log: GuideLog) -> Window {
        let provider = BundledCityProvider()
        let window = Window()
        window.rootViewController = Story.tabs(
            Story.stack(root: CityGuideScenes.cities(provider: provider, log: log)),
            CityGuideScenes.about())
        window.makeKeyAndVisible()
        return window
    }
}
