/// What an ``Explorer`` found: the distinct screens, the transitions between them, and the
/// violations, each with the shortest action path that shows it.
///
/// ```swift
/// let report = try Explorer(maxDepth: 4) { MyApp.launch() }.run()
/// print(report.summary)                      // 12 screens, 31 transitions, 0 violations
/// for violation in report.violations { print(violation) }
/// try report.storyboardHTML().write(toFile: "map.html", atomically: true, encoding: .utf8)
/// ```
public struct ExplorationReport: Sendable {
    /// The distinct screens reached, in the order they were first reached (breadth first); the
    /// first is the launch screen.
    public var screens: [ExploredScreen]
    /// Every action tried on every expanded screen, with the screen it led to.
    public var transitions: [ExploredTransition]
    /// What went wrong, each once, with the shortest path that shows it.
    public var violations: [ExplorationViolation]
    /// The depth limit the exploration ran with.
    public var maxDepth: Int
    /// How many actions were performed in all, replays from a fresh launch included.
    public var steps: Int
    /// How many times the app was launched.
    public var launches: Int

    /// What the explorer noticed that is not a violation: screens whose content differed between
    /// replays (the app shuffles or draws random numbers), work the main queue still held when the
    /// app was released. Each once, with the shortest path that shows it.
    public var notices: [ExplorationNotice] = []

    /// Whether the main queue ran between steps. `false` when the exploration ran inside a
    /// main-queue job — ``Explorer/run()`` called from a synchronous `@MainActor` test — where work
    /// the app deferred with `DispatchQueue.main.async` or `Task { @MainActor in … }` waits until
    /// the exploration ends; ``Explorer/explore()`` from an async test runs it between steps.
    public var ranMainQueue = true

    /// How many screens the exploration reached at ``maxDepth`` and did not expand: their actions
    /// were never tried. Zero when every path ended before the limit; more means the app may have
    /// screens beyond it (an app with endlessly many screens always stops here).
    public var unexpandedScreens = 0

    /// `S screens, T transitions, V violations`.
    public var summary: String {
        "\(screens.count) screens, \(transitions.count) transitions, \(violations.count) violations"
    }

    /// When the depth limit stopped the exploration, a sentence that says so:
    /// `stopped at depth 6: 3 screens reached there were not expanded; explore deeper to try their actions`;
    /// `nil` when every path ended before the limit.
    public var depthLimitNote: String? {
        guard unexpandedScreens > 0 else { return nil }
        let screens =
            unexpandedScreens == 1
            ? "1 screen reached there was" : "\(unexpandedScreens) screens reached there were"
        return "stopped at depth \(maxDepth): \(screens) not expanded; explore deeper to try their actions"
    }

    /// Creates a report; the explorer makes them.
    public init(
        screens: [ExploredScreen], transitions: [ExploredTransition], violations: [ExplorationViolation],
        maxDepth: Int, steps: Int, launches: Int
    ) {
        self.screens = screens
        self.transitions = transitions
        self.violations = violations
        self.maxDepth = maxDepth
        self.steps = steps
        self.launches = launches
    }
}

/// One distinct screen the explorer reached.
///
/// Screens are told apart by their rendered tree (`Window.render()`) after normalisation: clock
/// times, dates and decimal numbers in the text are masked, so a ticking clock or a changing
/// measurement does not make a new screen (see ``Explorer/normalizedRendering(_:)``).
public struct ExploredScreen: Sendable, Hashable, Identifiable {
    /// The screen's index in ``ExplorationReport/screens``; 0 is the launch screen.
    public var id: Int
    /// A short name: the frontmost alert's or navigation bar's title, else the controller's type.
    public var title: String
    /// The length of ``path``.
    public var depth: Int { path.count }
    /// The shortest action path from launch to this screen.
    public var path: [String]
    /// What the window rendered when the screen was first reached.
    public var rendering: String
    /// The actions the explorer tried (or, at the depth limit, would have tried) here.
    public var actions: [String]
    /// What the storyboard map draws.
    var drawing: ScreenDrawing
}

/// An action that led from one screen to another (or back to the same one).
public struct ExploredTransition: Sendable, Hashable {
    /// The ``ExploredScreen/id`` of the screen the action was taken on.
    public var from: Int
    /// The action, as it reads in a path: `tap landmarks`, `back`,
    /// `swipe back`, `swipe back, cancelled`, `drag sheet`, `type "Sample" into search`.
    public var action: String
    /// The ``ExploredScreen/id`` of the screen the action led to.
    public var to: Int

    /// Creates a transition.
    public init(from: Int, action: String, to: Int) {
        self.from = from
        self.action = action
        self.to = to
    }
}

/// Something that went wrong on a path through the app: a broken invariant the exploration
/// fails on.
///
/// Its ``ExplorationFinding/description`` says what, and the path that shows it:
/// `leak: CityDetailViewController "Amsterdam" is still alive after the app was released — path: launch → tap cities.row.0 → back`.
public typealias ExplorationViolation = ExplorationFinding<ExplorationFindingRole.Violation>

/// Something the explorer noticed that breaks no invariant but is worth knowing: a screen that
/// differs between replays, or work the main queue still held when the app was released.
///
/// `nondeterministic: replaying "tap shuffle" from a fresh launch reached another screen than before: … — path: launch → tap shuffle`
public typealias ExplorationNotice = ExplorationFinding<ExplorationFindingRole.Notice>

/// What the explorer reports about a path through the app — an ``ExplorationViolation`` or an
/// ``ExplorationNotice``: its kind, the shortest path from launch that shows it, and a message.
public struct ExplorationFinding<Role: Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// What kind of finding this is, among those listed for its role.
    public typealias Kind = ExplorationKind<Role>

    /// What kind of invariant was broken, or of thing was noticed.
    public var kind: Kind
    /// The shortest action path from launch that shows it; empty when launching alone does.
    public var path: [String]
    /// What went wrong or was noticed, naming the objects involved.
    public var message: String

    /// Creates a finding.
    public init(kind: Kind, path: [String], message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// The kind, the message and the path: `leak: … — path: launch → tap cities.row.0 → back`.
    public var description: String {
        "\(kind): \(message) — path: \(path.isEmpty ? "launch" : "launch → " + path.joined(separator: " → "))"
    }
}

/// The two roles a finding plays: ``Violation`` (the exploration fails) and ``Notice`` (worth
/// knowing). They only tell the two finding types, and their kinds, apart.
public enum ExplorationFindingRole: Sendable {
    /// The role of an ``ExplorationViolation``.
    public enum Violation: Sendable {}
    /// The role of an ``ExplorationNotice``.
    public enum Notice: Sendable {}
}

/// The kind of an exploration finding, such as ``leak`` for a violation or ``nondeterministic``
/// for a notice. Grow-able: new kinds can be added without breaking users; only the explorer
/// makes kinds, so the constants are every kind it reports.
public struct ExplorationKind<Role: Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The kind's stable name, e.g. `"leak"`.
    public let rawValue: String
    /// Creates a kind; only the explorer does.
    package init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind's name.
    public var description: String { rawValue }
}

extension ExplorationKind where Role == ExplorationFindingRole.Violation {
    /// A controller, coordinator or flow was still alive after the launched app was released.
    public static var leak: Self { Self("leak") }
    /// A diagnostic was emitted: a rejected request, such as a transition HeadlessUI refused.
    public static var diagnostic: Self { Self("diagnostic") }
    /// An action threw an error other than "nothing there to tap".
    public static var actionError: Self { Self("action error") }
    /// A controller's appearance state disagreed with whether it was on screen.
    public static var appearance: Self { Self("appearance") }
    /// Replaying a path from a fresh launch did not reach the same screen: the app is not
    /// deterministic, so paths cannot be trusted.
    public static var replayDiverged: Self { Self("replay diverged") }
    /// Launching the app threw.
    public static var launchFailed: Self { Self("launch failed") }
    /// A gesture the user let go early (a swipe back or a sheet drag, cancelled) did not leave
    /// the screen as it was: something stopped in `viewWillDisappear` and did not restart, or
    /// reacted to a departure that never happened.
    public static var cancelledGesture: Self { Self("cancelled gesture") }
    /// The launched window was never made key and visible: nothing is on screen, so nothing
    /// can be explored. Reported once, with the empty path (at launch).
    public static var windowNotVisible: Self { Self("window not visible") }
    /// A flow or coordinator still sits in its tree under a parent although every screen it
    /// showed has left (a sheet the user swiped away, a screen popped with the back button): it
    /// never finishes, and each visit adds another.
    public static var orphan: Self { Self("orphan") }
    /// A custom transition's animator never called `completeTransition(_:)` after an action: the
    /// app would freeze, every later transition waiting behind it.
    public static var transitionNeverCompleted: Self { Self("transition never completed") }
}

extension ExplorationKind where Role == ExplorationFindingRole.Notice {
    /// Replaying a path from a fresh launch reached another screen than the first time: the
    /// app's content is shuffled or random (or depends on the clock). Reported once per
    /// screen; the exploration goes on from where it stands.
    public static var nondeterministic: Self { Self("nondeterministic") }
    /// Work on the main queue (a timer, `asyncAfter`, a task) still held an object when the app
    /// was released, or could not run at all.
    public static var pendingWork: Self { Self("pending work") }
}

/// How far an exploration got, as ``Explorer/onProgress`` hears it.
///
/// Its description is one line: `explored 120 screens, 341 transitions (1,204 steps, 3 launches), depth 5, 2.1 s, 162 transitions/s`.
public struct ExplorationProgress: Sendable, Hashable, CustomStringConvertible {
    /// Distinct screens reached so far.
    public var screens: Int
    /// Actions tried so far (each once per screen).
    public var transitions: Int
    /// Actions performed so far, travel and replays included.
    public var steps: Int
    /// Launches so far.
    public var launches: Int
    /// The depth of the deepest screen reached so far.
    public var deepestScreen: Int
    /// Seconds since the exploration started.
    public var elapsed: Double
    /// Whether the exploration has ended.
    public var isFinished: Bool

    /// Creates a progress report.
    public init(
        screens: Int, transitions: Int, steps: Int, launches: Int, deepestScreen: Int, elapsed: Double,
        isFinished: Bool
    ) {
        self.screens = screens
        self.transitions = transitions
        self.steps = steps
        self.launches = launches
        self.deepestScreen = deepestScreen
        self.elapsed = elapsed
        self.isFinished = isFinished
    }

    /// Transitions explored per second so far.
    public var transitionsPerSecond: Double { elapsed > 0 ? Double(transitions) / elapsed : 0 }

    /// One line: screens, transitions, steps, launches, depth, time and rate.
    public var description: String {
        "explored \(screens) screens, \(transitions) transitions (\(steps) steps, \(launches) launches), "
            + "depth \(deepestScreen), \(String(format: "%.1f s", elapsed)), "
            + "\(Int(transitionsPerSecond.rounded())) transitions/s"
    }
}
