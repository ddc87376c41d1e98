import Scenewright

/// One run of an ``Explorer``: the breadth-first search over screens, and the checks after each path.
@MainActor struct Exploration {
    private let explorer: Explorer
    private var screens: [ExploredScreen] = []
    private var screenIDs: [[UInt8]: Int] = [:]
    /// For each screen, the actions tried there and the shortest path that reached it.
    private var actionsByScreen: [[ExplorationAction]] = []
    private var pathActions: [[ExplorationAction]] = []
    private var transitions: [ExploredTransition] = []
    private var violations: [ExplorationViolation] = []
    private var reported = Set<String>()
    private var steps = 0
    private var launches = 0

    init(explorer: Explorer) { self.explorer = explorer }

    mutating func run() throws -> ExplorationReport {
        guard let first = try replay([], isFirst: true) else {
            return report()
        }
        var frontier = [first]
        var depth = 0
        while !frontier.isEmpty, depth < explorer.maxDepth {
            var next: [Int] = []
            for screen in frontier {
                let path = pathActions[screen]
                for action in actionsByScreen[screen] {
                    let known = screens.count
                    guard let arrival = try replay(path + [action], isFirst: false) else { continue }
                    transitions.append(ExploredTransition(from: screen, action: action.name, to: arrival))
                    if arrival >= known { next.append(arrival) }
                }
            }
            frontier = next
            depth += 1
        }
        // Stopped by the depth limit: screens reached last, with actions never tried.
        unexpanded = frontier.filter { !actionsByScreen[$0].isEmpty }.count
        return report()
    }

    private var unexpanded = 0

    private func report() -> ExplorationReport {
        var report = ExplorationReport(
            screens: screens, transitions: transitions, violations: violations,
            maxDepth: explorer.maxDepth, steps: steps, launches: launches)
        report.unexpandedScreens = unexpanded
        return report
    }

    /// Launches the app, replays `path`, checks the invariants, and returns the screen reached, or
    /// `nil` when the path could not be completed.
    private mutating func replay(_ path: [ExplorationAction], isFirst: Bool) throws -> Int? {
        var registry = LiveObjectRegistry()
        var arrival: Int?
        var failure: (any Error)?
        var release: @MainActor () -> Void = {}
        var launchedInvisible = false
        let names = path.map(\.name)
        let diagnostics = UIDiagnostics.withCapture {
            let app: LaunchedApp
            do {
                app = try explorer.launchAppForExploring()
            } catch {
                failure = error
                return
            }
            launches += 1
            release = app.release
            registry.discover(in: app)
            if !app.window.isVisible {
                launchedInvisible = true
                record(
                    .windowNotVisible, path: [], key: "window",
                    "the launched window is not key and visible, so nothing is on screen (\(app.window.render())). "
                        + "Call window.makeKeyAndVisible() at the end of the launch.")
            }
            if reportOpenTransition(in: app.window, path: []) { return }
            let driver = UIDriver(window: app.window)
            var before: String?
            for (index, action) in path.enumerated() {
                // A gesture let go must leave the screen as it was: compare around the new action.
                if index == path.count - 1, action.isCancelledGesture { before = app.window.render() }
                do throws(UIDriverError) {
                    try action.perform(on: driver)
                } catch {
                    steps += 1
                    if index == path.count - 1, !ExplorationAction.isNothingThere(error) {
                        record(
                            .actionError, path: names, key: "\(action.name) \(error)",
                            "\(action.name) threw: \(error)")
                    } else {
                        // The path worked when it was found; from a fresh launch it does not.
                        let prefix = Array(names[...index])
                        record(
                            .replayDiverged, path: prefix, key: "\(prefix)",
                            "replaying the path from a fresh launch failed at \"\(action.name)\": \(error)")
                    }
                    return
                }
                steps += 1
                if reportOpenTransition(in: app.window, path: Array(names[...index])) { return }
                registry.discover(in: app)
            }
            if let before, let action = path.last {
                checkUnchanged(app.window, since: before, by: action, path: names)
            }
            audit(app.window, registry: registry, path: names)
            for orphan in registry.orphans(in: app) {
                record(.orphan, path: names, key: orphan.key, orphan.message)
            }
            arrival = screen(in: app.window, path: path)
        }.diagnostics
        release()
        for diagnostic in diagnostics {
            // Already reported, once, as the window's own violation.
            if launchedInvisible, diagnostic.kind == .windowNotKeyAndVisible { continue }
            record(
                .diagnostic, path: names,
                key: "\(diagnostic.kind) \(Explorer.normalizedRendering("\"" + diagnostic.message))",
                diagnostic.description)
        }
        if let failure {
            if isFirst { throw ExplorerError.launchFailed(failure) }
            record(
                .launchFailed, path: names, key: "launch \(failure)", "launching the app threw: \(failure)")
            return nil
        }
        for survivor in registry.survivors() {
            let type = survivor.split(separator: " \"", maxSplits: 1).first.map(String.init) ?? survivor
            record(.leak, path: names, key: type, "\(survivor) is still alive after the app was released.")
        }
        return arrival
    }

    /// Records a custom transition left open by its animator after the action that ended `path`,
    /// and ends it so the app can be let go.
    /// - Returns: Whether one was open (the path stops there: everything else would wait).
    private mutating func reportOpenTransition(in window: Window, path: [String]) -> Bool {
        guard let open = window.openCustomTransition else { return false }
        record(
            .transitionNeverCompleted, path: path, key: Explorer.normalizedRendering(open), open)
        window.abandonOpenTransition()
        return true
    }

    private mutating func audit(_ window: Window, registry: LiveObjectRegistry, path: [String]) {
        let onScreen = AppearanceAudit.onScreenControllers(in: window)
        for mismatch in AppearanceAudit.mismatches(among: registry.liveControllers(), onScreen: onScreen) {
            record(.appearance, path: path, key: mismatch, mismatch)
        }
    }

    /// Records a violation when `window` no longer shows what it showed `before` the cancelled
    /// gesture `action`, naming the first line that differs (after normalisation, so a ticking clock
    /// does not count).
    private mutating func checkUnchanged(
        _ window: Window, since before: String, by action: ExplorationAction, path: [String]
    ) {
        let after = window.render()
        guard Explorer.normalizedBytes(after) != Explorer.normalizedBytes(before) else { return }
        let (old, new) = Self.firstDifference(before, after)
        record(
            .cancelledGesture, path: path,
            key: "\(action.name) \(Explorer.normalizedRendering(old)) \(Explorer.normalizedRendering(new))",
            "\(action.name) did not leave the screen as it was: \(old) became \(new).")
    }

    /// The first line that differs between two renderings, trimmed of its tree drawing, each side
    /// (`nothing` when one rendering ends first).
    static func firstDifference(_ before: String, _ after: String) -> (String, String) {
        let (old, new) = (before.split(separator: "\n"), after.split(separator: "\n"))
        let trim: (Substring) -> String = { line in
            let text = line.drop { "│├└─ ".contains($0) }
            return "`\(text)`"
        }
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? trim(old[index]) : "nothing"
            let right = index < new.count ? trim(new[index]) : "nothing"
            if left != right { return (left, right) }
        }
        return ("`\(before)`", "`\(after)`")
    }

    /// The id of the screen `window` shows, adding it when it is new.
    private mutating func screen(in window: Window, path: [ExplorationAction]) -> Int {
        let rendering = window.render()
        let key = Explorer.normalizedBytes(rendering)
        if let known = screenIDs[key] { return known }
        let id = screens.count
        let drawing = ScreenDrawing(window: window)
        let actions = ExplorationAction.available(in: window, sampleText: explorer.sampleText)
        screens.append(
            ExploredScreen(
                id: id, title: drawing.title, path: path.map(\.name), rendering: rendering,
                actions: actions.map(\.name), drawing: drawing))
        screenIDs[key] = id
        actionsByScreen.append(actions)
        pathActions.append(path)
        return id
    }

    private mutating func record(
        _ kind: ExplorationViolation.Kind, path: [String], key: String, _ message: String
    ) {
        guard reported.insert("\(kind.rawValue)|\(key)").inserted else { return }
        violations.append(ExplorationViolation(kind: kind, path: path, message: message))
    }
}

extension Explorer {
    func launchAppForExploring() throws -> LaunchedApp { try launchApp() }
}
