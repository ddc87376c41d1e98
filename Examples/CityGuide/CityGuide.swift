import Scenewright

/// StoryCode's City Guide as a small app: tabs, a city list, a detail scene with a provider, a
/// controller and a logger dependency, and a view that is rebuilt after a memory warning.
enum CityGuide: Example {
    static let name = "city-guide"
    static let summary = "StoryCode's City Guide: scenes with dependencies, a logger, a view reload"

    /// The app with its log echoed to standard output, as `swift run Examples` shows it.
    static func launch() -> Window {
        let log = GuideLog()
        log.echo = { print("   · \($0)") }
        return launch(log: log)
    }

    static func launch(log: GuideLog) -> Window {
        let provider = BundledCityProvider()
        let window = Window()
        window.rootViewController = Story.tabs(
            Story.stack(root: CityGuideScenes.cities(provider: provider, log: log)),
            CityGuideScenes.about())
        window.makeKeyAndVisible()
        return window
    }

    static func play(_ stage: Stage) throws {
        let window = stage.window
        stage.show("launch: the Cities tab")
        try stage.tap("cities.row.0", "open Amsterdam (a scene: provider + controller + logger)")
        try stage.tap("landmarks", "show its landmarks (the detail disappears)")
        stage.show("memory warning: the hidden detail unloads its view") {
            let nav = window.rootViewController?.children.first as? NavigationController
            nav?.viewControllers.dropLast().last?.view = nil
        }
        try stage.tap("back", "back: the view closure rebuilds the detail with the same dependencies")
        try stage.tap("back", "back to the list")
        try stage.tap("tab.1", "the About tab")
    }
}
