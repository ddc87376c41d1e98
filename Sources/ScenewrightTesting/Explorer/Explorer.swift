import Scenewright

/// Explores every path through an app headlessly: taps everything a user can tap, goes back, swipes
/// back and drags sheets down (finishing each gesture, and letting it go halfway), and types into
/// fields, and reports the screens, the transitions between them and every invariant broken on the
/// way, as a breadth-first exploration from a fresh launch finds them.
///
/// A screen it has not seen before (told apart by its normalised rendering, see
/// ``normalizedRendering(_:)``) is expanded in turn, until ``maxDepth`` actions from launch; a screen
/// already seen is never expanded again. The explorer keeps one launched app while it can: it tries
/// a screen's actions in the state the screen's shortest path leads to, steps back (the back button,
/// a swipe back, a sheet dragged away) to the nearest screen with actions left, and launches afresh
/// through `launch` and replays a shortest path only when a tap or a tab switch may have changed
/// what no screen shows. Between steps it runs the work the app left on the main queue.
///
/// It checks:
/// - nothing leaks: every controller, flow and coordinator the app made (tracked as it is made; see
///   ``LaunchedApp`` for coordinators that only conform to `Coordinator`) is gone once the launched
///   app is released;
/// - no diagnostic was emitted and no action threw (other than "nothing there to tap");
/// - every controller's appearance state agrees with whether it is on screen;
/// - a cancelled swipe back or sheet drag leaves the screen as it was (a controller that stops its
///   work in `viewWillDisappear` and never restarts it shows the stopped state).
///
/// Each violation is reported once, with the shortest action path from launch that shows it.
///
/// ```swift
/// let report = try Explorer(maxDepth: 6) {
///     let window = Window()
///     window.rootViewController = NavigationController(rootViewController: CitiesViewController())
///     window.makeKeyAndVisible()
///     return window
/// }.run()
/// #expect(report.violations.isEmpty, "\(report.violations)")
/// ```
@MainActor public struct Explorer {
    /// The longest action path explored from launch.
    public var maxDepth: Int
    /// What the explorer types into empty text fields.
    public var sampleText = "Sample"
    /// How long, in seconds of real time, objects still alive after the app was released get to be
    /// let go by delayed main-queue work (a timer, `asyncAfter`, a sleeping task) before they count
    /// as leaks; 1 by default. Only spent when something outlives the app, and not again for a leak
    /// already reported.
    public var delayedWorkGrace = 1.0
    /// How long, in seconds of real time, the explorer waits after a step while the screen shows a
    /// spinning activity indicator — an app loading its data behind a short sleep or a request —
    /// before it looks at the screen; 1 by default, 0 never to wait. The wait ends as soon as the
    /// spinner stops (it starts at 2 ms and doubles, to 50 ms a slice), and costs nothing on a screen
    /// without a spinner. A spinner still turning after the whole grace is noted once
    /// (``ExplorationKind/pendingWork``); after three such, the explorer stops waiting for spinners.
    public var loadingGrace = 1.0
    /// Hears how far the exploration got, at most once per ``progressInterval`` seconds and once
    /// when it ends (``ExplorationProgress/isFinished``).
    ///
    /// ```swift
    /// var explorer = Explorer(maxDepth: 8) { MyApp.launch() }
    /// explorer.onProgress = { print("\r\($0)", terminator: "") }
    /// ```
    public var onProgress: (@MainActor (ExplorationProgress) -> Void)?
    /// The least time between two ``onProgress`` calls, in seconds; 0.25 by default, 0 for every
    /// transition explored.
    public var progressInterval = 0.25
    let launchApp: @MainActor () throws -> LaunchedApp

    /// Creates an explorer for the app `launch` builds.
    /// - Parameters:
    ///   - maxDepth: The longest action path explored from launch.
    ///   - launch: Builds the app afresh in a window made key and visible; called for every launch.
    public init(maxDepth: Int = 6, launch: @escaping @MainActor () throws -> Window) {
        self.maxDepth = maxDepth
        self.launchApp = { LaunchedApp(window: try launch()) }
    }

    /// Creates an explorer for an app that also names its root coordinators and flows, so that
    /// their leaks are found too, and that releases what its launch stored elsewhere.
    ///
    /// ```swift
    /// let explorer = Explorer.launchingApp(maxDepth: 5) {
    ///     let flow = OnboardingFlow()
    ///     let window = Window()
    ///     flow.start(from: window)
    ///     return LaunchedApp(window: window, flows: [flow])
    /// }
    /// ```
    /// - Parameters:
    ///   - maxDepth: The longest action path explored from launch.
    ///   - launch: Builds the app afresh; called for every launch.
    /// - Returns: The explorer.
    public static func launchingApp(
        maxDepth: Int = 6, _ launch: @escaping @MainActor () throws -> LaunchedApp
    ) -> Explorer {
        Explorer(maxDepth: maxDepth, launchApp: launch)
    }

    private init(maxDepth: Int, launchApp: @escaping @MainActor () throws -> LaunchedApp) {
        self.maxDepth = maxDepth
        self.launchApp = launchApp
    }

    /// Explores the app.
    ///
    /// Between steps it runs what the app left on the main queue (`DispatchQueue.main.async`,
    /// `Task { @MainActor in … }`, the main run loop's sources) through passes of the main run loop.
    /// Called from inside a main-queue job — a synchronous `@MainActor` test — it cannot run the
    /// queue it runs on: the work waits, and the report's ``ExplorationReport/notices`` say so; call
    /// ``explore()`` from an async test instead.
    ///
    /// - Returns: The screens, transitions and violations found.
    /// - Throws: ``ExplorerError/launchFailed(_:)`` when the first launch throws; a later failing
    ///   launch is reported as a violation instead.
    public func run() throws -> ExplorationReport {
        let exploration = Exploration(explorer: self)
        var queue = MainQueueWork()
        while let step = exploration.nextStep() {
            if case .release = step {
                exploration.beginRelease()
                while exploration.survivorsWaitingForWork() { queue.wait(seconds: 0.005) }
                exploration.finishRelease()
                continue
            }
            // One capture for the step and the work it left on the main queue.
            let diagnostics = try Diagnostics.withCapture {
                try exploration.perform(step)
                ObjectLifetimes.watching(with: exploration.observer) {
                    queue.runDue()
                    var loading = LoadingWait()
                    while !queue.isUnreachable, exploration.keepsLoading(after: step, waited: loading.waited)
                    {
                        queue.wait(seconds: loading.nextSlice())
                    }
                }
            }.diagnostics
            exploration.mainQueueUnreachable = queue.isUnreachable
            exploration.recordDiagnostics(diagnostics, of: step)
            exploration.observe(step)
        }
        exploration.reportProgress(finished: true)
        return exploration.report()
    }

    /// Explores the app from async code on the main actor, letting the main actor's queue run
    /// between steps: work the app deferred with `DispatchQueue.main.async` or
    /// `Task { @MainActor in … }` runs before the explorer looks at the screen.
    ///
    /// ```swift
    /// @Test func theAppHasNoLeaks() async throws {
    ///     let report = try await Explorer(maxDepth: 5) { MyApp.launch() }.explore()
    ///     #expect(report.violations.isEmpty)
    /// }
    /// ```
    /// - Returns: The screens, transitions and violations found.
    /// - Throws: ``ExplorerError/launchFailed(_:)`` when the first launch throws.
    public func explore() async throws -> ExplorationReport {
        let exploration = Exploration(explorer: self)
        let rounds = MainQueueWork().rounds
        while let step = exploration.nextStep() {
            if case .release = step {
                exploration.beginRelease()
                while exploration.survivorsWaitingForWork() { try? await Task.sleep(for: .milliseconds(5)) }
                exploration.finishRelease()
                continue
            }
            // One capture for the step and the work it left on the main queue: a task the step
            // started reports into the step's capture when it runs.
            let diagnostics = try await Diagnostics.withCapture {
                try exploration.perform(step)
                let observer = exploration.observer
                await ObjectLifetimes.watchingUntaskedWork(with: observer) {
                    await MainQueueWork.yieldDue(rounds: rounds)
                    var loading = LoadingWait()
                    while exploration.keepsLoading(after: step, waited: loading.waited) {
                        try? await Task.sleep(for: .seconds(loading.nextSlice()))
                        await MainQueueWork.yieldDue(rounds: rounds)
                    }
                }
            }.diagnostics
            exploration.recordDiagnostics(diagnostics, of: step)
            exploration.observe(step)
        }
        exploration.reportProgress(finished: true)
        return exploration.report()
    }

    /// The rendering with what changes by itself masked, so it can tell screens apart: clock times
    /// (`12:03`, `12:03:59`) become `#:#`, ISO dates (`2026-11-23`) become `#-#-#`, and decimal
    /// numbers (`52.37`, `3,5`) become `#.#`. Whole numbers are kept: they often are what tells two
    /// screens apart (page 2 of 3, a row count).
    ///
    /// - Parameter rendering: What `Window.render()` returned.
    /// - Returns: The normalised rendering.
    nonisolated public static func normalizedRendering(_ rendering: String) -> String {
        String(decoding: normalizedBytes(rendering), as: UTF8.self)
    }

    /// ``normalizedRendering(_:)`` as UTF-8 bytes: the explorer's key for a screen (bytes hash
    /// without the Unicode normalisation a `String` key costs).
    nonisolated static func normalizedBytes(_ rendering: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rendering.utf8.count)
        bytes.append(contentsOf: rendering.utf8)
        guard bytes.contains(where: isDigit) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var inText = false  // past the first quote of the line: the text, not the kind or identifier
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { inText = false }
            if byte == UInt8(ascii: "\"") { inText = true }
            guard inText, isDigit(byte) else {
                output.append(byte)
                index += 1
                continue
            }
            var end = digitsEnd(bytes, from: index)
            guard end + 1 < bytes.count, isSeparator(bytes[end]), isDigit(bytes[end + 1]) else {
                output += bytes[index..<end]  // a whole number: kept
                index = end
                continue
            }
            output.append(UInt8(ascii: "#"))
            while end + 1 < bytes.count, isSeparator(bytes[end]), isDigit(bytes[end + 1]) {
                output.append(bytes[end] == UInt8(ascii: ",") ? UInt8(ascii: ".") : bytes[end])
                output.append(UInt8(ascii: "#"))
                end = digitsEnd(bytes, from: end + 1)
            }
            index = end
        }
        return output
    }

    nonisolated private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    nonisolated private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
            || byte == UInt8(ascii: "-")
    }

    nonisolated private static func digitsEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return end
    }
}

/// Why an exploration could not start: the package's one error shape, a ``kind`` and a
/// ``message``, with the launch's own error as ``underlying``.
///
/// ```swift
/// do {
///     _ = try Explorer { try launchApp() }.run()
/// } catch let error as ExplorerError where error.kind == .launchFailed {
///     print(error.message)   // The app could not be launched for exploring: …
/// }
/// ```
public struct ExplorerError: ScenewrightError {
    /// What went wrong.
    public let kind: ErrorKind<ExplorerError>
    /// What went wrong, with the launch's own error.
    public let message: String
    /// The error the launch threw.
    public let underlying: any Error

    /// The first launch threw `error`.
    public static func launchFailed(_ error: any Error) -> ExplorerError {
        ExplorerError(
            kind: .launchFailed, message: "The app could not be launched for exploring: \(error)",
            underlying: error)
    }
}

extension ErrorKind where Failure == ExplorerError {
    /// The first launch threw; ``ExplorerError/underlying`` holds its error.
    public static var launchFailed: Self { Self("launchFailed") }
}
