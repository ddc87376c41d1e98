import Dispatch
import ScenewrightTesting
import Testing

// What the explorer meets in real apps: work deferred to the main queue, back buttons hidden or
// replaced, shuffled content, and apps deep enough that a replay from launch per path would not end.

/// A screen whose "save" button confirms on the next turn of the main queue, as apps do to leave the
/// tap's own handling first.
@MainActor private final class DeferredSaveViewController: ViewController {
    let label = Label("Not saved").identified("status")
    let viaTask: Bool
    init(viaTask: Bool) {
        self.viaTask = viaTask
        super.init()
        title = "Editor"
    }
    override func loadView() {
        view = StackView {
            label
            Button("Save") { [weak self] in
                guard let self else { return }
                if viaTask {
                    Task { @MainActor in self.label.text = "Saved by a task" }
                } else {
                    DispatchQueue.main.async { self.label.text = "Saved on the main queue" }
                }
            }.identified("save")
        }
    }
}

/// A screen that keeps itself alive for a moment with a timer-like delayed block, as a controller
/// waiting for its refresh does.
@MainActor private final class WaitingViewController: ViewController {
    init(title: String) {
        super.init()
        self.title = title
    }
    override func viewDidLoad() {
        // Holds the controller strongly until the block runs: not a leak, only a wait.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [self] in title = "Refreshed" }
    }
}

/// A pushed screen whose back button is hidden, and one whose back button is replaced by a left
/// item without `leftItemsSupplementBackButton`: a user can neither tap back nor swipe back there.
@MainActor private final class LockedScreenViewController: ViewController {
    let replaceBack: Bool
    init(replaceBack: Bool) {
        self.replaceBack = replaceBack
        super.init()
        title = replaceBack ? "Replaced" : "Hidden"
    }
    override func viewDidLoad() {
        if replaceBack {
            navigationItem.leftBarButtonItem = BarButtonItem(
                title: "Close",
                primaryAction: Action { [weak self] _ in
                    self?.navigationController?.popViewController(animated: true)
                })
        } else {
            navigationItem.hidesBackButton = true
        }
    }
}

/// A list that shows two of three cities, a different two at every launch (as an app showing a
/// random pick does); each row, identified by its city, presents a full-screen detail with no way
/// back, so the explorer must launch again to try the next row.
@MainActor private final class RotatingListViewController: ViewController {
    static var launches = 0
    let names: [String]
    init(cities all: [String]) {
        Self.launches += 1
        names = (0..<2).map { all[(Self.launches + $0) % all.count] }
        super.init()
    }
    override func loadView() {
        view = StackView {
            for name in names {
                Button(name) { [weak self] in
                    let detail = ViewController()
                    detail.title = name
                    detail.view.addSubview(Label(name))
                    detail.modalPresentationStyle = .fullScreen
                    self?.present(detail, animated: true)
                }.identified("city.\(name)")
            }
        }
    }
}

/// A screen whose "again" button pushes, from a task it starts, the screen that is already on top:
/// a rejected push, reported as a diagnostic when the task runs, after the tap returned.
@MainActor private final class LatePushViewController: ViewController {
    init(title: String) {
        super.init()
        self.title = title
    }
    override func loadView() {
        view = Button("Again") { [weak self] in
            Task { @MainActor in
                guard let self, let navigation = self.navigationController else { return }
                navigation.pushViewController(self, animated: true)
            }
        }.identified("again")
    }
}

/// Screen `index` of a chain of `count`; `next` pushes the following one.
@MainActor private final class ChainStep: ViewController {
    let index: Int
    let count: Int
    init(index: Int, count: Int) {
        self.index = index
        self.count = count
        super.init()
        title = "Step \(index)"
    }
    override func loadView() {
        view = StackView {
            if index + 1 < count {
                Button("Next") { [weak self] in
                    guard let self else { return }
                    navigationController?.pushViewController(
                        ChainStep(index: index + 1, count: count), animated: true)
                }.identified("next")
            }
        }
    }
}

/// A screen that loads its data as apps do: a spinner turns while a task sleeps off the main actor
/// (a request standing in), then the spinner stops and the loaded content shows, with a button to
/// the next screen. With `forever`, the load never ends.
@MainActor private final class LoadingViewController: ViewController {
    let spinner = UIActivityIndicatorView(style: .large)
    let content = StackView(axis: .vertical)
    let forever: Bool
    init(forever: Bool = false) {
        self.forever = forever
        super.init()
        title = "Orders"
    }
    override func loadView() {
        content.isHidden = true
        content.addSubview(Label("3 orders"))
        content.addSubview(
            Button("Details") { [weak self] in
                let details = ViewController()
                details.title = "Order details"
                self?.navigationController?.pushViewController(details, animated: true)
            }.identified("details"))
        view = StackView {
            spinner
            content
        }
    }
    override func viewDidLoad() {
        spinner.startAnimating()
        guard !forever else { return }
        Task { [weak self] in
            try? await Self.fetch()
            self?.spinner.stopAnimating()
            self?.content.isHidden = false
        }
    }
    @concurrent private static func fetch() async throws { try await Task.sleep(for: .milliseconds(30)) }
}

@MainActor private func launch(_ root: ViewController) -> Window {
    let window = Window()
    window.rootViewController = NavigationController(rootViewController: root)
    window.makeKeyAndVisible()
    return window
}

@MainActor private func pushing(_ make: @escaping @MainActor () -> ViewController) -> Window {
    let root = ViewController()
    root.title = "Home"
    root.view.addSubview(
        Button("Open") { [weak root] in root?.navigationController?.pushViewController(make(), animated: true)
        }
        .identified("open"))
    return launch(root)
}

@Suite("The explorer on real apps")
@MainActor struct ExplorerRealAppTests {
    @Test("work the app deferred with DispatchQueue.main.async runs before the explorer looks at the screen")
    func mainQueueWorkRuns() async throws {
        let report = try await Explorer(maxDepth: 2) { launch(DeferredSaveViewController(viaTask: false)) }
            .explore()
        #expect(
            report.screens.contains { $0.rendering.contains("Saved on the main queue") },
            "\(report.screens.map(\.rendering))")
        #expect(report.violations.isEmpty, "\(report.violations)")
    }

    @Test("work the app deferred with Task { @MainActor in … } runs before the explorer looks at the screen")
    func mainActorTasksRun() async throws {
        let report = try await Explorer(maxDepth: 2) { launch(DeferredSaveViewController(viaTask: true)) }
            .explore()
        #expect(
            report.screens.contains { $0.rendering.contains("Saved by a task") },
            "\(report.screens.map(\.rendering))")
    }

    @Test("a diagnostic emitted by a task a tap started is reported with the tap's path")
    func diagnosticsFromDeferredWork() async throws {
        let report = try await Explorer(maxDepth: 2) { launch(LatePushViewController(title: "Late")) }
            .explore()
        let rejected = report.violations.filter { $0.kind == .diagnostic }
        #expect(rejected.map(\.path) == [["tap again"]], "\(report.violations)")
    }

    @Test("a controller that delayed main-queue work still holds when the app is released is not a leak")
    func delayedWorkIsNotALeak() async throws {
        let report = try await Explorer(maxDepth: 2) { pushing { WaitingViewController(title: "Waiting") } }
            .explore()
        #expect(!report.violations.contains { $0.kind == .leak }, "\(report.violations)")
        #expect(
            report.notices.contains { $0.kind == .pendingWork && $0.message.contains("Waiting") },
            "\(report.notices)")
    }

    @Test(
        "no swipe back is offered where the stage refuses one: a hidden or replaced back button",
        arguments: [false, true])
    func noSwipeBackWhereRefused(replaceBack: Bool) throws {
        let report = try Explorer(maxDepth: 3) {
            pushing { LockedScreenViewController(replaceBack: replaceBack) }
        }.run()
        let locked = try #require(report.screens.first { $0.title == (replaceBack ? "Replaced" : "Hidden") })
        #expect(!locked.actions.contains("swipe back"), "\(locked.actions)")
        #expect(report.violations.isEmpty, "\(report.violations)")
    }

    @Test(
        "a screen whose content changes at each launch is noted once as nondeterministic, not as divergences")
    func changingContentIsNotedOnce() throws {
        let report = try Explorer(maxDepth: 2) {
            let window = Window()
            window.rootViewController = RotatingListViewController(cities: ["Oslo", "Rome", "Lima"])
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(!report.violations.contains { $0.kind == .replayDiverged }, "\(report.violations)")
        let nondeterministic = report.notices.filter { $0.kind == .nondeterministic }
        #expect(nondeterministic.count == 1, "\(report.notices)")
        #expect(nondeterministic.first?.path == [])
    }

    @Test("a deep push chain costs steps in proportion to its transitions, not to its depth squared")
    func deepChainIsLinear() throws {
        let report = try Explorer(maxDepth: 60) { launch(ChainStep(index: 0, count: 50)) }.run()
        #expect(report.screens.count == 50)
        #expect(
            report.steps <= 3 * report.transitions.count,
            "\(report.steps) steps for \(report.transitions.count) transitions")
        #expect(report.launches <= 2, "\(report.launches) launches")
    }

    @Test("a test can follow the progress of a long exploration")
    func progressIsObservable() throws {
        var explorer = Explorer(maxDepth: 12) { launch(ChainStep(index: 0, count: 10)) }
        var heard: [ExplorationProgress] = []
        explorer.onProgress = { heard.append($0) }
        explorer.progressInterval = 0
        let report = try explorer.run()
        #expect(heard.count > 5)
        let last = try #require(heard.last)
        #expect(last.isFinished)
        #expect(last.screens == report.screens.count)
        #expect(last.deepestScreen == 9)
        #expect(heard.dropLast().allSatisfy { !$0.isFinished })
    }

    @Test(
        "a screen that loads behind a spinner is looked at once loaded, and what it then offers is explored")
    func loadingScreensAreWaitedFor() async throws {
        let report = try await Explorer(maxDepth: 3) { pushing { LoadingViewController() } }.explore()
        let orders = try #require(report.screens.first { $0.title == "Orders" })
        #expect(orders.rendering.contains("3 orders"), "\(orders.rendering)")
        #expect(orders.actions.contains("tap details"), "\(orders.actions)")
        #expect(report.screens.contains { $0.title == "Order details" }, "\(report.screens.map(\.title))")
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(!report.notices.contains { $0.kind == .pendingWork }, "\(report.notices)")
    }

    @Test("with no loading grace, the explorer looks at once, and sees the spinner")
    func loadingGraceZeroLooksAtOnce() async throws {
        var explorer = Explorer(maxDepth: 3) { pushing { LoadingViewController() } }
        explorer.loadingGrace = 0
        let report = try await explorer.explore()
        let orders = try #require(report.screens.first { $0.title == "Orders" })
        #expect(orders.rendering.contains("ActivityIndicatorView animating"), "\(orders.rendering)")
        #expect(!report.screens.contains { $0.title == "Order details" })
    }

    @Test("a spinner that never stops is noted once per wait, at most three waits, and the walk goes on")
    func endlessSpinnerIsNotedAndBounded() async throws {
        var explorer = Explorer(maxDepth: 4) { pushing { LoadingViewController(forever: true) } }
        explorer.loadingGrace = 0.05
        let report = try await explorer.explore()
        let stillLoading = report.notices.filter {
            $0.kind == .pendingWork && $0.message.contains("still animating")
        }
        #expect((1...3).contains(stillLoading.count), "\(report.notices)")
        #expect(report.screens.contains { $0.title == "Orders" })
        #expect(report.violations.isEmpty, "\(report.violations)")
    }
}
