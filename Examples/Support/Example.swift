import Scenewright
import ScenewrightTesting

/// A runnable demo app: `swift run Examples <name>`.
@MainActor protocol Example {
    /// The name on the command line, e.g. `"city-guide"`.
    static var name: String { get }
    /// One line saying what the example shows.
    static var summary: String { get }
    /// Plays a scripted walk through the app, printing each screen.
    static func play(_ stage: Stage) throws
    /// Builds the app in a window, for `--interactive`.
    static func launch() -> Window
    /// Releases what `launch()` started (servers, files); called after `play` and after an
    /// interactive session.
    static func finish()
    /// Launches the app for the explorer (`--explore`): quietly, naming its root coordinators or
    /// flows so their leaks are found too, and releasing what the launch kept (``finish()``).
    static func launchForExploring() -> LaunchedApp
}

extension Example {
    /// Nothing to release.
    static func finish() {}

    /// The window of ``launch()``, released by ``finish()``.
    static func launchForExploring() -> LaunchedApp {
        LaunchedApp(window: launch(), release: { finish() })
    }
}

/// An example as a value, so the command line can list and run them.
@MainActor struct ExampleEntry {
    let name: String
    let summary: String
    let play: @MainActor (Stage) throws -> Void
    let launch: @MainActor () -> Window
    let finish: @MainActor () -> Void
    let launchForExploring: @MainActor () -> LaunchedApp

    init<E: Example>(_ example: E.Type) {
        name = E.name
        summary = E.summary
        play = { try E.play($0) }
        launch = { E.launch() }
        finish = { E.finish() }
        launchForExploring = {
            E.finish()
            return E.launchForExploring()
        }
    }

    /// An explorer for this example, launching it afresh for every path.
    func explorer(maxDepth: Int) -> Explorer {
        Explorer.launchingApp(maxDepth: maxDepth, launchForExploring)
    }
}

/// Prints each step of a scripted walk and the screen after it.
@MainActor final class Stage {
    let window: Window
    private(set) var step = 0

    init(window: Window) { self.window = window }

    /// Prints a heading for the next step, runs it, then prints what is on screen.
    func show(_ caption: String) { show(caption, {}) }

    /// Prints a heading for the next step, runs `action`, then prints what is on screen.
    func show(_ caption: String, _ action: () throws -> Void) rethrows {
        step += 1
        print("── \(step). \(caption)")
        try action()
        print(window.render())
        print()
    }

    /// Taps `identifier` on screen, as a step.
    func tap(_ identifier: String, _ caption: String? = nil) throws {
        try show(caption ?? "tap \(identifier)") { try window.tap(identifier) }
    }
}
