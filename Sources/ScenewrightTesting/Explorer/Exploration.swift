import Foundation
import Scenewright

/// One run of an ``Explorer``: a walk through the app that tries every action of every screen below
/// the depth limit once, and the checks after each step.
///
/// The walk keeps one launched app for as long as it can. On a screen with untried actions it tries
/// the next one; on a screen with none left it goes, by actions already tried, to the nearest
/// screen that has some (usually one `back` away); when none is near, it releases the app, checks
/// for leaks, launches afresh and replays the shortest path to a screen with work left. So each
/// action costs one step and a few steps of travel, not a replay from launch: the cost grows with
/// the transitions explored, not with the square of the depth.
///
/// Actions are tried only in the state a screen's shortest path leads to, so the walk finds what a
/// replay of every path from launch finds: an action that first reached its screen keeps that state,
/// and so does a step back (back, swipe back, a sheet drag) to a screen on the path. Any other
/// action that reaches a known screen may have changed what no screen shows; the walk then steps
/// straight back to the screen it left and goes on only if the screen and the controller structure
/// are as they were there (see ``structure(of:)``), else it launches again.
///
/// A replay from launch that reaches another screen than before shows an app that is not
/// deterministic (it shuffles, or draws random numbers): the screen is noted once, and the walk
/// goes on from where it stands.
@MainActor final class Exploration {
    /// One step of the walk, decided by ``nextStep()``.
    enum Step {
        /// Launch the app afresh, then replay the path to `target` (the first launch has none).
        case launch(target: Int?)
        /// Try `action` on `screen`; `expected` is where it led before, when travelling or replaying.
        case act(screen: Int, action: Int, expected: Int?)
        /// Release the launched app and check what outlives it.
        case release

        /// Where what the step shows is reported: the transition it tries, else the launch.
        var anchor: ExplorationAnchor {
            if case .act(let screen, let action, _) = self {
                return .transition(screen: screen, action: action)
            }
            return .launch
        }
    }

    private struct Finding {
        var kind: ExplorationViolation.Kind
        var anchor: ExplorationAnchor
        var message: String
        var depth: Int
    }

    /// The launched app the walk stands in.
    @MainActor private final class LiveApp {
        let app: LaunchedApp
        let driver: UIDriver
        let tracker: ObjectTracker
        /// The screen it shows, when known.
        var screen: Int?
        var rendering = ""
        /// Every action performed since launch.
        var walk: [String] = []
        /// Where a replay from launch is heading, while it is.
        var replayTarget: Int?
        /// The controllers on screen before the current step.
        var onScreenBefore: [ViewController] = []
        /// The actions performed since launch, as (screen, action), each once: where a leak found
        /// at release may have begun.
        var performed: [ExplorationAnchor] = [.launch]
        var performedSet: Set<ExplorationAnchor> = [.launch]
        /// Whether the app's state can no longer be trusted (a transition was left open): no audit
        /// at release.
        var isAbandoned = false
        /// Whether the app is in the state the shortest path to its screen leads to: only there are
        /// the screen's actions tried, so each gives what a replay of that path would (see
        /// ``ExplorationGraph/keepsPathState(screen:action:)``). Lost after an action that reaches a
        /// known screen by another way: the walk then launches again.
        var isOnShortestPath = true
        /// The screen the walk left by an action that lost that state, while it tries to step
        /// straight back to it (see ``Exploration/structure(of:)``).
        var returningTo: Int?
        /// The screen the walk is stepping back to, to compare the app's structure with the one its
        /// shortest path gave.
        var checkingReturnTo: Int?
        /// The tab bar item of the tab selected before the last action tried (`tap tab.2`): the way
        /// back after that action switched tabs.
        var selectedTabBeforeAction: String?

        init(app: LaunchedApp, tracker: ObjectTracker) {
            self.app = app
            self.driver = UIDriver(window: app.window)
            self.tracker = tracker
        }
    }

    /// A released app's tracker, while its survivors get time to let go.
    private struct Releasing {
        let tracker: ObjectTracker
        let anchor: ExplorationAnchor
        let started: Double
        var heldAtRelease: [String]
        let performed: [ExplorationAnchor]
        let walk: [String]
    }

    private let explorer: Explorer
    private var graph: ExplorationGraph
    private var findings: [Finding] = []
    private var findingIndex: [String: Int] = [:]
    private var notices: [(notice: ExplorationNotice.Kind, anchor: ExplorationAnchor, message: String)] = []
    private var noticeKeys = Set<String>()
    private var steps = 0
    private var launches = 0
    private var triedTransitions = 0
    private var deepest = 0
    private var live: LiveApp?
    private var route: [(screen: Int, action: Int, arrival: Int)] = []
    private var releasing: Releasing?
    private var attemptsByTarget: [Int: Int] = [:]
    /// How many times a spinner was still turning after ``Explorer/loadingGrace``.
    private var loadingTimeouts = 0
    /// For screens the walk tried actions on, the app's structure in the state their shortest path
    /// leads to (see ``structure(of:)``).
    private var structures: [Int: String] = [:]
    private var firstLaunchError: (any Error)?
    /// Whether the last launch left its window not key and visible (its diagnostic is reported
    /// once, as the window's own violation).
    private var launchedInvisible = false
    private let started = Exploration.now()
    private var lastProgress = Exploration.now()
    /// Set when the main queue could not be run from where the exploration ran.
    var mainQueueUnreachable = false

    init(explorer: Explorer) {
        self.explorer = explorer
        self.graph = ExplorationGraph(maxDepth: explorer.maxDepth)
    }

    // MARK: Deciding

    /// The next step of the walk, or `nil` when everything below the depth limit was tried.
    func nextStep() -> Step? {
        guard let live else {
            if graph.nodes.isEmpty { return firstLaunchError == nil ? .launch(target: nil) : nil }
            guard let target = graph.firstExpandable() else { return nil }
            return .launch(target: target)
        }
        if !route.isEmpty {
            let step = route.removeFirst()
            return .act(screen: step.screen, action: step.action, expected: step.arrival)
        }
        if !live.isOnShortestPath, let here = live.screen, let left = live.returningTo {
            // Back to the screen just left, by an action tried before, to see whether the app's
            // structure is as it was there (a tab switched away and back, a pop to the root).
            live.returningTo = nil
            let actions = graph.nodes[here].actions
            let back =
                graph.nodes[here].arrivals.indices.first {
                    graph.nodes[here].arrivals[$0] == left && graph.isReliable(screen: here, action: $0)
                }
                ?? live.selectedTabBeforeAction.flatMap { tab in actions.firstIndex { $0.name == tab } }
            if let back {
                live.checkingReturnTo = left
                return .act(screen: here, action: back, expected: left)
            }
        }
        guard let here = live.screen, live.isOnShortestPath else { return .release }
        if let action = graph.nextAction(on: here) {
            return .act(screen: here, action: action, expected: nil)
        }
        // Travelling by known actions is worth it while it is shorter than launching and replaying.
        let replayCost = (graph.firstExpandable().map { graph.nodes[$0].depth } ?? 0) + 2
        if let found = graph.routeToExpandable(from: here, visiting: 64), found.count <= replayCost,
            let first = found.first
        {
            route = Array(found.dropFirst())
            return .act(screen: first.screen, action: first.action, expected: first.arrival)
        }
        return .release
    }

    // MARK: Acting

    /// Performs `step` (not ``Step/release``); ``observe(_:)`` follows once the main queue ran. The
    /// caller captures the diagnostics of this and of the main queue's work, for
    /// ``recordDiagnostics(_:of:)``.
    /// - Throws: ``ExplorerError/launchFailed(_:)`` when the first launch throws.
    func perform(_ step: Step) throws {
        switch step {
        case .launch(let target): try launch(toward: target)
        case .act(let screen, let action, let expected):
            act(screen: screen, action: action, expected: expected)
        case .release: break
        }
    }

    private func launch(toward target: Int?) throws {
        let tracker = ObjectTracker()
        tracker.anchor = .launch
        var launched: LaunchedApp?
        var failure: (any Error)?
        launchedInvisible = false
        do {
            launched = try ObjectLifetimes.watching(with: tracker.observer) { try explorer.launchApp() }
        } catch {
            failure = error
        }
        if let failure {
            if target == nil {
                firstLaunchError = failure
                throw ExplorerError.launchFailed(failure)
            }
            // The path the launch was for: the target's next action.
            let anchor: ExplorationAnchor =
                target.flatMap { target in
                    graph.nextAction(on: target).map { .transition(screen: target, action: $0) }
                }
                ?? target.map { .screen($0) } ?? .launch
            record(
                .launchFailed, key: "launch \(failure)", anchor: anchor, "launching the app threw: \(failure)"
            )
            if let target { graph.abandon(target) }
            return
        }
        guard let launched else { return }
        launches += 1
        let app = LiveApp(app: launched, tracker: tracker)
        app.replayTarget = target
        live = app
        launchedInvisible = !launched.window.isVisible
        if launchedInvisible {
            record(
                .windowNotVisible, key: "window", anchor: .launch,
                "the launched window is not key and visible, so nothing is on screen (\(launched.window.render())). "
                    + "Call window.makeKeyAndVisible() at the end of the launch.")
        }
    }

    private func act(screen: Int, action: Int, expected: Int?) {
        guard let live else { return }
        let exploring = expected == nil
        let performed = graph.nodes[screen].actions[action]
        if exploring, structures[screen] == nil { structures[screen] = Self.structure(of: live.app.window) }
        live.selectedTabBeforeAction = exploring ? Self.selectedTab(in: live.app.window) : nil
        live.tracker.anchor = .transition(screen: screen, action: action)
        live.onScreenBefore = exploring ? AppearanceAudit.onScreenControllerList(in: live.app.window) : []
        var failure: UIDriverError?
        ObjectLifetimes.watching(with: live.tracker.observer) {
            do throws(UIDriverError) {
                try performed.perform(on: live.driver)
            } catch {
                failure = error
            }
        }
        steps += 1
        live.walk.append(performed.name)
        if live.performedSet.insert(.transition(screen: screen, action: action)).inserted {
            live.performed.append(.transition(screen: screen, action: action))
        }
        guard let failure else { return }
        if exploring {
            if !ExplorationAction.isNothingThere(failure) {
                record(
                    .actionError, key: "\(performed.name) \(failure)",
                    anchor: .transition(screen: screen, action: action),
                    "\(performed.name) threw: \(failure)")
            }
            graph.record(screen: screen, action: action, arrival: ExplorationGraph.noArrival)
            triedTransitions += 1
        } else if live.replayTarget != nil {
            // The path worked when it was found; from a fresh launch it does not.
            let prefix =
                graph.pathSteps(to: screen).map { graph.nodes[$0.screen].actions[$0.action].name }
                + [performed.name]
            record(
                .replayDiverged, key: "\(prefix)", anchor: .path(prefix),
                "replaying the path from a fresh launch failed at \"\(performed.name)\": \(failure)")
            giveUpOnReplay()
        }
        route = []
    }

    // MARK: Looking

    /// The observer of the objects the launched app makes, for the main queue's work between steps.
    var observer: ObjectLifetimes.Observer? { live?.tracker.observer }

    /// Looks at the screen after `step` and the main queue's work: which screen it is, and the checks.
    func observe(_ step: Step) {
        guard let live else { return }
        ObjectLifetimes.watching(with: live.tracker.observer) { observe(step, in: live) }
    }

    private func observe(_ step: Step, in live: LiveApp) {
        let window = live.app.window
        let anchor = step.anchor
        if let open = window.openCustomTransition {
            record(.transitionNeverCompleted, key: Explorer.normalizedRendering(open), anchor: anchor, open)
            window.abandonOpenTransition()
            live.isAbandoned = true
            if case .act(let screen, let action, nil) = step, graph.nodes[screen].arrivals[action] == nil {
                graph.record(screen: screen, action: action, arrival: ExplorationGraph.noArrival)
                triedTransitions += 1
            }
            live.screen = nil
            route = []
            return
        }
        for controller in live.tracker.takeNewControllers() { live.tracker.noteOwners(of: controller) }
        live.tracker.discoverOwners(in: live.app)
        if case .act(_, _, let expected?) = step, live.replayTarget != nil, !route.isEmpty {
            // Midway through a replay from launch: only where it ends is looked at (a different
            // screen there shows the app is not deterministic), so a replay costs no renderings.
            live.screen = expected
            return
        }
        let rendering = window.render()
        let key = Explorer.normalizedBytes(rendering)
        switch step {
        case .launch:
            observeLaunch(live, rendering: rendering, key: key)
        case .act(let screen, let action, let expected):
            if let expected {
                observeTravel(
                    live, from: screen, action: action, expected: expected, key: key, rendering: rendering)
            } else {
                observeNewTransition(live, from: screen, action: action, key: key, rendering: rendering)
            }
        case .release:
            break
        }
    }

    private func observeLaunch(_ live: LiveApp, rendering: String, key: [UInt8]) {
        let window = live.app.window
        guard !graph.nodes.isEmpty else {
            live.screen = addScreen(key: key, rendering: rendering, in: window, parent: nil)
            live.rendering = rendering
            audit(live, anchor: .launch, created: live.tracker.liveControllers())
            checkOrphans(live, anchor: .launch)
            return
        }
        guard let known = graph.id(forKey: key), known == 0 else {
            notice(
                .nondeterministic, key: "launch", anchor: .launch,
                "the app shows another screen at each launch: \(Exploration.firstLine(of: rendering, differingFrom: graph.nodes[0].rendering))"
            )
            live.screen = graph.id(forKey: key)
            live.isOnShortestPath = false
            giveUpOnReplay()
            return
        }
        live.screen = known
        live.rendering = rendering
        if let target = live.replayTarget {
            route = graph.pathSteps(to: target).compactMap { step in
                graph.nodes[step.screen].arrivals[step.action].map { (step.screen, step.action, $0) }
            }
            if route.isEmpty { live.replayTarget = nil }
        }
    }

    private func observeTravel(
        _ live: LiveApp, from screen: Int, action: Int, expected: Int, key: [UInt8], rendering: String
    ) {
        let arrival = graph.id(forKey: key)
        live.rendering = rendering
        live.screen = arrival
        if let checked = live.checkingReturnTo {
            live.checkingReturnTo = nil
            if arrival == checked, structures[checked] == Self.structure(of: live.app.window) {
                live.isOnShortestPath = true
            }
            return
        }
        if arrival == expected {
            if route.isEmpty, live.replayTarget == arrival { live.replayTarget = nil }
            return
        }
        live.isOnShortestPath = false
        route = []
        graph.markUnreliable(screen: screen, action: action)
        guard live.replayTarget != nil else { return }  // travel by another way: the state may differ
        let name = graph.nodes[screen].actions[action].name
        notice(
            .nondeterministic, key: "screen \(screen) \(action)",
            anchor: .transition(screen: screen, action: action),
            "replaying \"\(name)\" from a fresh launch reached another screen than before: "
                + Exploration.firstLine(of: rendering, differingFrom: graph.nodes[expected].rendering)
                + " (content that is shuffled or random, or that depends on the clock, differs between replays)"
        )
        giveUpOnReplay()
    }

    private func giveUpOnReplay() {
        guard let live, let target = live.replayTarget else { return }
        live.replayTarget = nil
        route = []
        attemptsByTarget[target, default: 0] += 1
        if attemptsByTarget[target, default: 0] >= 2 { graph.abandon(target) }
    }

    private func observeNewTransition(
        _ live: LiveApp, from screen: Int, action: Int, key: [UInt8], rendering: String
    ) {
        let window = live.app.window
        let anchor = ExplorationAnchor.transition(screen: screen, action: action)
        let performed = graph.nodes[screen].actions[action]
        let before = live.rendering
        let arrival =
            graph.id(forKey: key)
            ?? addScreen(key: key, rendering: rendering, in: window, parent: (screen, action))
        if graph.nodes[screen].arrivals[action] == nil {
            graph.record(screen: screen, action: action, arrival: arrival)
            triedTransitions += 1
        }
        if graph.nodes[screen].arrivals[action] == ExplorationGraph.noArrival {
            // An action that threw changed nothing, unless the screen says otherwise.
            if arrival != screen { live.isOnShortestPath = false }
        } else if !graph.keepsPathState(screen: screen, action: action) {
            live.isOnShortestPath = false
            live.returningTo = screen
        }
        live.screen = arrival
        live.rendering = rendering
        if performed.isCancelledGesture, Explorer.normalizedBytes(before) != key {
            let (old, new) = Self.firstDifference(before, rendering)
            record(
                .cancelledGesture,
                key:
                    "\(performed.name) \(Explorer.normalizedRendering(old)) \(Explorer.normalizedRendering(new))",
                anchor: anchor, "\(performed.name) did not leave the screen as it was: \(old) became \(new).")
        }
        audit(live, anchor: anchor, created: [])
        checkOrphans(live, anchor: anchor)
        reportProgress(finished: false)
    }

    private func addScreen(
        key: [UInt8], rendering: String, in window: Window, parent: (screen: Int, action: Int)?
    ) -> Int {
        let drawing = ScreenDrawing(window: window)
        let actions = ExplorationAction.available(in: window, sampleText: explorer.sampleText)
        let id = graph.add(key: key, rendering: rendering, drawing: drawing, actions: actions, parent: parent)
        deepest = max(deepest, graph.nodes[id].depth)
        return id
    }

    /// Checks the appearance of the controllers a step could have changed: those on screen before
    /// and after it, and those it made (each step looks at what it touched, not at all that lives).
    private func audit(_ live: LiveApp, anchor: ExplorationAnchor, created: [ViewController]) {
        let window = live.app.window
        let after = AppearanceAudit.onScreenControllerList(in: window)
        let onScreen = Set(after.map(ObjectIdentifier.init))
        var seen = Set<ObjectIdentifier>()
        var touched: [ViewController] = []
        for controller in live.onScreenBefore + after + created
        where seen.insert(ObjectIdentifier(controller)).inserted {
            touched.append(controller)
        }
        touched.sort { ObjectTracker.name(of: $0) < ObjectTracker.name(of: $1) }
        for mismatch in AppearanceAudit.mismatches(among: touched, onScreen: onScreen) {
            record(.appearance, key: mismatch, anchor: anchor, mismatch)
        }
        live.onScreenBefore = []
    }

    private func checkOrphans(_ live: LiveApp, anchor: ExplorationAnchor) {
        guard !live.app.flows.isEmpty || !live.app.coordinators.isEmpty else { return }
        for orphan in live.tracker.orphans(in: live.app) {
            record(.orphan, key: orphan.key, anchor: anchor, orphan.message)
        }
    }

    /// The app's controller structure: every controller in the window's tree — each navigation
    /// stack whole, every tab and which is selected, every presentation — by kind and title.
    ///
    /// After an action that may have changed what no screen shows (a tab switch, a tap that pops to
    /// the root), the walk steps straight back to the screen it left; when the screen renders the
    /// same and the structure is the one that screen's shortest path gave, the walk trusts the
    /// state again instead of launching anew. It costs a walk of the controllers, not the views.
    static func structure(of window: Window) -> String {
        var lines: [String] = []
        var pending: [(ViewController, Int)] = window.rootViewController.map { [($0, 0)] } ?? []
        while let (controller, depth) = pending.popLast() {
            var line = "\(depth) \(StageTypeName.of(type(of: controller))) \(controller.title ?? "")"
            if let tabs = controller as? TabBarController { line += " selected \(tabs.selectedIndex)" }
            lines.append(line)
            if controller.parent == nil, let presented = controller.presentedViewController,
                presented.presentingViewController === controller
            {
                pending.append((presented, depth + 1))
            }
            for child in controller.children.reversed() { pending.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// `tap tab.N` for the tab selected in the outermost tab bar controller on screen, if any.
    static func selectedTab(in window: Window) -> String? {
        var current = window.rootViewController
        while let controller = current {
            if let tabs = controller as? TabBarController { return "tap tab.\(tabs.selectedIndex)" }
            current = controller.children.count == 1 ? controller.children.first : nil
        }
        return nil
    }

    // MARK: Releasing

    /// Releases the launched app: checks every controller it made against the screen, drops it,
    /// and starts watching what outlives it (``survivorsWaitingForWork(elapsed:)``, ``finishRelease()``).
    func beginRelease() {
        let performed = live?.performed ?? []
        let walk = live?.walk ?? []
        guard let (tracker, anchor) = dropApp() else { return }
        // Only now, with no reference to the app left in this frame, is what survives held elsewhere.
        releasing = Releasing(
            tracker: tracker, anchor: anchor, started: Self.now(),
            heldAtRelease: tracker.survivors().map(\.name), performed: performed, walk: walk)
    }

    /// Audits every controller the app made, then drops the app and calls its release hook.
    private func dropApp() -> (ObjectTracker, ExplorationAnchor)? {
        guard let live else { return nil }
        let anchor: ExplorationAnchor = live.screen.map { .screen($0) } ?? .path(live.walk)
        if !live.isAbandoned {
            let onScreen = AppearanceAudit.onScreenControllers(in: live.app.window)
            for mismatch in AppearanceAudit.mismatches(
                among: live.tracker.liveControllers(), onScreen: onScreen)
            {
                record(.appearance, key: mismatch, anchor: anchor, mismatch)
            }
        }
        let tracker = live.tracker
        let release = live.app.release
        route = []
        let diagnostics = Diagnostics.withCapture {
            self.live = nil
        }.diagnostics
        release()
        record(diagnostics, anchor: anchor, launchedInvisible: false)
        return (tracker, anchor)
    }

    /// Whether objects the released app made are still alive that were not reported as leaks yet,
    /// within the grace period delayed main-queue work gets to let them go.
    func survivorsWaitingForWork() -> Bool {
        guard let releasing, explorer.delayedWorkGrace > 0, !mainQueueUnreachable else { return false }
        guard Self.now() - releasing.started < explorer.delayedWorkGrace else { return false }
        return releasing.tracker.survivors().contains { findingIndex["leak|\(Self.leakKey($0.name))"] == nil }
    }

    /// Reports what outlived the released app as leaks, and what delayed work held for a while.
    func finishRelease() {
        guard let releasing else { return }
        self.releasing = nil
        let survivors = releasing.tracker.survivors()
        let alive = Set(survivors.map(\.name))
        let waited = Self.now() - releasing.started
        for name in Set(releasing.heldAtRelease).subtracting(alive).sorted() {
            notice(
                .pendingWork, key: "held \(Self.leakKey(name))", anchor: releasing.anchor,
                "\(name) was still held by main-queue work when the app was released, and let go within "
                    + String(format: "%.2f s", waited) + " (a timer, asyncAfter or a task it waited for)")
        }
        var shown: [String: ExplorationAnchor] = [:]
        for survivor in survivors {
            let key = Self.leakKey(survivor.name)
            let anchor: ExplorationAnchor
            if let found = shown[key] {
                anchor = found
            } else if findingIndex["leak|\(key)"] != nil {
                continue  // reported with a path shown to leak it
            } else {
                anchor = shortestPathShowingLeak(key, among: releasing.performed) ?? .path(releasing.walk)
                shown[key] = anchor
            }
            record(
                .leak, key: key, anchor: anchor, "\(survivor.name) is still alive after the app was released."
            )
        }
    }

    /// The shortest of the walk's actions whose path from a fresh launch, replayed and released,
    /// leaks an object named `key`: the walk made the object somewhere, but the cycle that keeps it
    /// may have closed only later. At most 32 replays, for each leak found for the first time.
    private func shortestPathShowingLeak(_ key: String, among candidates: [ExplorationAnchor])
        -> ExplorationAnchor?
    {
        let ordered = candidates.enumerated().sorted {
            (depth(of: $0.element), $0.offset) < (depth(of: $1.element), $1.offset)
        }
        for candidate in ordered.prefix(32).map(\.element) {
            let path: [(screen: Int, action: Int)]
            switch candidate {
            case .transition(let screen, let action): path = graph.pathSteps(to: screen) + [(screen, action)]
            default: path = []
            }
            if replayLeaks(path).contains(key) { return candidate }
        }
        return nil
    }

    /// Launches the app afresh, performs `path`, releases it, and returns the leak keys of what
    /// outlives it (diagnostics on the way are not reported again).
    private func replayLeaks(_ path: [(screen: Int, action: Int)]) -> Set<String> {
        let tracker = ObjectTracker()
        let release: (@MainActor () -> Void)? = Diagnostics.withCapture { () -> (@MainActor () -> Void)? in
            ObjectLifetimes.watching(with: tracker.observer) { () -> (@MainActor () -> Void)? in
                guard let app = try? explorer.launchApp() else { return nil }
                launches += 1
                let driver = UIDriver(window: app.window)
                tracker.discoverOwners(in: app)
                defer { tracker.discoverOwners(in: app) }
                for step in path {
                    tracker.discoverOwners(in: app)
                    steps += 1
                    do throws(UIDriverError) {
                        try graph.nodes[step.screen].actions[step.action].perform(on: driver)
                    } catch {
                        break
                    }
                    if app.window.openCustomTransition != nil {
                        app.window.abandonOpenTransition()
                        break
                    }
                }
                return app.release
            }
        }.result
        release?()
        return Set(tracker.survivors().map { Self.leakKey($0.name) })
    }

    private static func leakKey(_ name: String) -> String {
        name.split(separator: " \"", maxSplits: 1).first.map(String.init) ?? name
    }

    // MARK: Recording

    private func record(_ diagnostics: [Diagnostic], anchor: ExplorationAnchor, launchedInvisible: Bool) {
        for diagnostic in diagnostics {
            // Already reported, once, as the window's own violation.
            if launchedInvisible, diagnostic.kind == .windowNotKeyAndVisible { continue }
            record(
                .diagnostic,
                key: "\(diagnostic.kind) \(Explorer.normalizedRendering("\"" + diagnostic.message))",
                anchor: anchor, diagnostic.description)
        }
    }

    /// Records the diagnostics emitted by `step` and by the main queue's work after it: the driver
    /// captures both in one scope, so work the step deferred (a task it started, a block it queued)
    /// reports into the same step.
    func recordDiagnostics(_ diagnostics: [Diagnostic], of step: Step) {
        guard !diagnostics.isEmpty else { return }
        switch step {
        case .act(let screen, let action, _):
            record(diagnostics, anchor: .transition(screen: screen, action: action), launchedInvisible: false)
        default:
            record(diagnostics, anchor: .launch, launchedInvisible: launchedInvisible)
        }
    }

    /// Whether to wait longer after `step` for the app to finish loading: the frontmost screen
    /// shows a spinning activity indicator and less than ``Explorer/loadingGrace`` was waited. A
    /// spinner still turning after the grace is noted once; after three, spinners are not waited for.
    func keepsLoading(after step: Step, waited: Double) -> Bool {
        guard explorer.loadingGrace > 0, loadingTimeouts < 3, let live, !live.isAbandoned,
            Self.showsSpinner(in: live.app.window)
        else { return false }
        guard waited >= explorer.loadingGrace else { return true }
        loadingTimeouts += 1
        let anchor = step.anchor
        notice(
            .pendingWork, key: "loading \(loadingTimeouts)", anchor: anchor,
            "an activity indicator was still animating \(explorer.loadingGrace) s after the step, so the screen "
                + "was looked at while loading"
                + (loadingTimeouts == 3 ? "; the explorer stopped waiting for spinners" : ""))
        return false
    }

    /// Whether the frontmost screen (the top presentation, its containers' children included) shows
    /// an activity indicator that is animating, outside hidden views.
    private static func showsSpinner(in window: Window) -> Bool {
        guard let root = AppearanceAudit.presentationLayers(of: window).last?.viewIfLoaded else {
            return false
        }
        var pending = [root]
        while let view = pending.popLast() {
            if view.isHidden { continue }
            if let spinner = view as? UIActivityIndicatorView, spinner.isAnimating { return true }
            pending.append(contentsOf: view.subviews)
        }
        return false
    }

    /// Records a violation once per kind and key, keeping the shortest path that shows it.
    private func record(
        _ kind: ExplorationViolation.Kind, key: String, anchor: ExplorationAnchor, _ message: String
    ) {
        let depth = self.depth(of: anchor)
        let fullKey = "\(kind.rawValue)|\(key)"
        if let index = findingIndex[fullKey] {
            if depth < findings[index].depth {
                findings[index].anchor = anchor
                findings[index].depth = depth
                findings[index].message = message
            }
            return
        }
        findingIndex[fullKey] = findings.count
        findings.append(Finding(kind: kind, anchor: anchor, message: message, depth: depth))
    }

    private func notice(
        _ kind: ExplorationNotice.Kind, key: String, anchor: ExplorationAnchor, _ message: String
    ) {
        guard noticeKeys.insert("\(kind.rawValue)|\(key)").inserted else { return }
        notices.append((kind, anchor, message))
    }

    private func depth(of anchor: ExplorationAnchor) -> Int {
        switch anchor {
        case .launch: 0
        case .transition(let screen, _): graph.nodes[screen].depth + 1
        case .screen(let screen): graph.nodes[screen].depth
        case .path(let path): path.count
        }
    }

    // MARK: Reporting

    /// Tells ``Explorer/onProgress`` how far the exploration got, at most once per
    /// ``Explorer/progressInterval`` (and always when `finished`).
    func reportProgress(finished: Bool) {
        guard let onProgress = explorer.onProgress else { return }
        let now = Self.now()
        guard finished || now - lastProgress >= explorer.progressInterval else { return }
        lastProgress = now
        onProgress(
            ExplorationProgress(
                screens: graph.nodes.count, transitions: triedTransitions, steps: steps, launches: launches,
                deepestScreen: deepest, elapsed: now - started, isFinished: finished))
    }

    func report() -> ExplorationReport {
        let map = graph.finalMap()
        var screens: [ExploredScreen] = []
        for (number, node) in map.order.enumerated() {
            let record = graph.nodes[node]
            screens.append(
                ExploredScreen(
                    id: number, title: record.title, path: map.paths[number], rendering: record.rendering,
                    actions: record.actions.map(\.name), drawing: record.drawing))
        }
        let transitions = map.transitions.compactMap { transition -> ExploredTransition? in
            guard let from = map.newID[transition.from], let to = map.newID[transition.to] else { return nil }
            return ExploredTransition(
                from: from, action: graph.nodes[transition.from].actions[transition.action].name, to: to)
        }
        let resolved = findings.enumerated().map { index, finding in
            (
                index,
                ExplorationViolation(
                    kind: finding.kind, path: path(of: finding.anchor, in: map), message: finding.message)
            )
        }
        let violations = resolved.sorted { ($0.1.path.count, $0.0) < ($1.1.path.count, $1.0) }.map(\.1)
        var report = ExplorationReport(
            screens: screens, transitions: transitions, violations: violations, maxDepth: explorer.maxDepth,
            steps: steps, launches: launches)
        report.unexpandedScreens = map.unexpanded
        report.notices = notices.map {
            ExplorationNotice(kind: $0.notice, path: path(of: $0.anchor, in: map), message: $0.message)
        }
        report.ranMainQueue = !mainQueueUnreachable
        return report
    }

    private func path(of anchor: ExplorationAnchor, in map: ExplorationGraph.FinalMap) -> [String] {
        switch anchor {
        case .launch: return []
        case .path(let path): return path
        case .screen(let screen):
            return map.path(ofNode: screen) ?? names(graph.pathSteps(to: screen))
        case .transition(let screen, let action):
            let base = map.path(ofNode: screen) ?? names(graph.pathSteps(to: screen))
            return base + [graph.nodes[screen].actions[action].name]
        }
    }

    private func names(_ steps: [(screen: Int, action: Int)]) -> [String] {
        steps.map { graph.nodes[$0.screen].actions[$0.action].name }
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

    /// "`Label "3"` instead of `Label "1"`".
    static func firstLine(of rendering: String, differingFrom before: String) -> String {
        let (old, new) = firstDifference(before, rendering)
        return "\(new) instead of \(old)"
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
