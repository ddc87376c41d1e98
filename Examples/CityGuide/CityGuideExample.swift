@_exported import CityGuideApp
import Scenewright

// The City Guide app lives in the `CityGuideApp` library (the benchmarks explore it too); this is
// how `swift run Examples city-guide` plays it. Re-exported, so the tests see its types through
// `Examples`.

extension CityGuide: Example {
    static let name = "city-guide"
    static let summary = "StoryCode's City Guide: scenes with dependencies, a logger, a view reload"

    /// The app with its log echoed to standard output, as `swift run Examples` shows it.
    static func launch() -> Window {
        let log = GuideLog()
        log.echo = { print("   · \($0)") }
        return launch(log: log)
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
