import ScenewrightTesting
import Testing

@testable import Examples

/// Every example, explored: no leak, no diagnostic, no action error, no appearance mismatch.
@MainActor
@Suite("Exploring every example")
struct ExplorationTests {
    /// The in-memory examples, at a depth that reaches every screen they have (or most, for the
    /// bigger ones) while keeping the suite fast.
    nonisolated static let inMemory: [(name: String, depth: Int)] = [
        ("stage", 6), ("city-guide", 6), ("imperio-tutorial", 6), ("coordinator-shop", 6),
        ("location-tracker", 5), ("viper-cities", 6), ("uikit-notes", 6),
    ]

    static let entries = [
        ExampleEntry(StageTour.self), ExampleEntry(CityGuide.self), ExampleEntry(ImperioTutorial.self),
        ExampleEntry(CoordinatorShop.self), ExampleEntry(LocationTracker.self),
        ExampleEntry(ViperCities.self), ExampleEntry(UIKitNotes.self),
    ]

    @Test("each in-memory example explores clean", arguments: inMemory)
    func clean(name: String, depth: Int) throws {
        let entry = try #require(Self.entries.first { $0.name == name })
        let report = try entry.explorer(maxDepth: depth).run()
        entry.finish()
        #expect(report.violations.isEmpty, "\(entry.name): \(report.violations.map(\.description))")
        #expect(report.screens.count > 1, "\(entry.name) explored only its launch screen")
    }

    @Test("city-facts, which loads over loopback HTTP, explores clean one action deep")
    func cityFacts() throws {
        let entry = ExampleEntry(CityFacts.self)
        let report = try entry.explorer(maxDepth: 1).run()
        entry.finish()
        #expect(report.violations.isEmpty, "\(report.violations.map(\.description))")
        #expect(report.screens.count > 1)
    }

    @Test(
        "the coordinator shop's swipes back and sheet drags are tried; cancelled, they leave the screen and its coordinators"
    )
    func coordinatorShopGestures() throws {
        let report = try ExampleEntry(CoordinatorShop.self).explorer(maxDepth: 6).run()
        CoordinatorShop.finish()
        #expect(report.violations.isEmpty, "\(report.violations.map(\.description))")
        let cancelled = report.transitions.filter { $0.action.hasSuffix(", cancelled") }
        #expect(cancelled.contains { $0.action == "swipe back, cancelled" })
        #expect(cancelled.contains { $0.action == "drag sheet, cancelled" })
        #expect(cancelled.allSatisfy { $0.from == $0.to }, "\(cancelled)")
        // A finished swipe back goes where the back button goes.
        for swipe in report.transitions where swipe.action == "swipe back" {
            let back = report.transitions.first { $0.from == swipe.from && $0.action == "back" }
            #expect(back == nil || back?.to == swipe.to, "\(swipe)")
        }
    }

    @Test("the city guide's map of screens: the list, every city, landmarks, the About tab")
    func cityGuideScreens() throws {
        let report = try ExampleEntry(CityGuide.self).explorer(maxDepth: 6).run()
        #expect(report.screens.count == 8)
        #expect(report.transitions.count == 49)
        #expect(report.screens.first?.title == "Cities")
        #expect(report.screens.first?.actions.contains("tap tab.1") == true)
        let landmarks = try #require(
            report.screens.first { $0.rendering.contains("#landmarks") == false && $0.depth == 2 })
        #expect(landmarks.path.first?.hasPrefix("tap cities.row.") == true)
    }
}

/// An example with a seeded leak, to check what the command prints and returns.
@MainActor
enum LeakingExample: Example {
    static let name = "leaking"
    static let summary = "A screen that keeps itself alive"
    static func play(_ stage: Stage) throws {}
    static func launch() -> Window {
        let root = ViewController()
        root.title = "Root"
        root.loadViewIfNeeded()
        let navigation = NavigationController(rootViewController: root)
        root.view.addSubview(
            Button("Open") { [weak navigation] in
                let leaky = ViewController()
                leaky.title = "Kept"
                leaky.loadViewIfNeeded()
                leaky.view.addSubview(Button("Self") { leaky.title = "Kept" }.identified("self"))
                navigation?.pushViewController(leaky, animated: true)
            }.identified("open"))
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return window
    }
}

@MainActor
@Suite("The --explore command line")
struct ExploreCommandTests {
    @Test("it prints each violation, then the summary as its last line, and fails on violations")
    func leaking() {
        var lines: [String] = []
        var command = ExploreCommand(depth: 3, mapPath: nil, showsStats: false)
        command.write = { lines.append($0) }
        let status = command.explore(ExampleEntry(LeakingExample.self))
        #expect(status == 1)
        #expect(
            lines == [
                "leak: ViewController \"Kept\" is still alive after the app was released. — path: launch → tap open",
                "explored leaking: 2 screens, 5 transitions, 1 violations",
            ])
    }

    @Test("a clean example exits 0 and prints the speed with --stats")
    func clean() {
        var lines: [String] = []
        var command = ExploreCommand(depth: 2, mapPath: nil, showsStats: true)
        command.write = { lines.append($0) }
        #expect(command.explore(ExampleEntry(StageTour.self)) == 0)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("stats: depth 2, ") == true)
        // The stage has screens beyond depth 2: the command says it stopped there.
        #expect(lines[1].hasPrefix("stopped at depth 2: "))
        #expect(lines[1].hasSuffix(" not expanded; explore deeper to try their actions (--depth N)"))
        #expect(lines.last?.hasPrefix("explored stage: ") == true)
        #expect(lines.last?.hasSuffix(" transitions, 0 violations") == true)
    }

    @Test("--explore-all prints one line per example, and the violations of those that have some")
    func all() {
        var lines: [String] = []
        var command = ExploreCommand(depth: 2, mapPath: nil, showsStats: false)
        command.write = { lines.append($0) }
        let status = command.exploreAll([ExampleEntry(StageTour.self), ExampleEntry(LeakingExample.self)])
        #expect(status == 1)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("explored stage: "))
        #expect(lines[1] == "explored leaking: 2 screens, 5 transitions, 1 violations")
        #expect(lines[2].hasPrefix("  leak: ViewController \"Kept\""))
    }

    @Test(
        "options are read in any order; bad ones are usage errors",
        arguments: [
            (
                ["city-guide", "--explore", "--depth", "4", "--map", "/tmp/x.html"],
                "city-guide 4 /tmp/x.html ×1"
            ),
            (["--depth", "0", "--explore", "stage"], "stage 0 - ×1"),
            (["--explore-all"], " 6 - ×1"),
            (["stage", "--explore", "--stats", "--repeat", "50"], "stage 6 - ×50"),
        ])
    func parsing(arguments: [String], expected: String) throws {
        let options = try ExamplesCommand.parse(arguments)
        #expect(
            "\(options.names.joined()) \(options.depth) \(options.mapPath ?? "-") ×\(options.repeats)"
                == expected)
    }

    @Test(
        "a missing or negative depth, a missing map file and unknown options are rejected",
        arguments: [
            ["--explore", "--depth"], ["--depth", "-1"], ["--depth", "deep"], ["--map"],
            ["--map", "--stats"],
            ["--explode"], ["--repeat", "0"], ["--repeat"],
        ])
    func usageErrors(arguments: [String]) {
        #expect(throws: ExamplesCommand.UsageError.self) { try ExamplesCommand.parse(arguments) }
    }
}
