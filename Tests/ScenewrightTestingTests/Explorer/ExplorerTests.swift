import ScenewrightTesting
import Testing

@MainActor
@Suite("Explorer")
struct ExplorerTests {
    @Test("a clean app explores to every screen, with every action, and no violations")
    func clean() throws {
        let report = try Explorer(maxDepth: 4) { CleanApp.launch() }.run()
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(
            report.screens.map(\.title) == [
                "Home", "Detail", "FormViewController", "Delete all?", "FormViewController",
            ])
        #expect(report.screens[0].actions == ["tap details", "tap form", "tap delete"])
        #expect(report.screens[1].actions == ["back", "swipe back", "swipe back, cancelled"])
        #expect(
            report.screens[2].actions == [
                "drag sheet", "drag sheet, cancelled", "type \"Sample\" into name",
            ])
        #expect(report.screens[3].actions == ["tap alert.Delete all", "tap alert.Keep them"])
        let edges = report.transitions.map { "\($0.from) \($0.action) \($0.to)" }
        #expect(
            edges == [
                "0 tap details 1", "0 tap form 2", "0 tap delete 3", "1 back 0", "1 swipe back 0",
                "1 swipe back, cancelled 1", "2 drag sheet 0", "2 drag sheet, cancelled 2",
                "2 type \"Sample\" into name 4", "3 tap alert.Delete all 0", "3 tap alert.Keep them 0",
                "4 drag sheet 0", "4 drag sheet, cancelled 4",
            ])
        #expect(report.screens[4].path == ["tap form", "type \"Sample\" into name"])
        #expect(report.screens[4].rendering.contains("TextField #name \"Sample\""))
    }

    @Test("a screen already expanded is never expanded again, so a cycle ends")
    func cycles() throws {
        let report = try Explorer(maxDepth: 40) { CleanApp.launch() }.run()
        #expect(report.screens.count == 5)
        #expect(report.transitions.count == 13)
        // Far fewer launches than actions: the walk steps back (back, swipe back, a sheet dragged
        // away) to screens with actions left; only after a tap that leads back (an alert's button)
        // does it launch again, since a tap may have changed what no screen shows.
        #expect(report.launches <= 3, "\(report.launches) launches")
        #expect(report.steps < 2 * report.transitions.count, "\(report.steps) steps")
    }

    @Test("depth limits how far from launch the explorer goes")
    func depth() throws {
        let zero = try Explorer(maxDepth: 0) { CleanApp.launch() }.run()
        #expect(zero.screens.count == 1)
        #expect(zero.transitions.isEmpty)
        let one = try Explorer(maxDepth: 1) { CleanApp.launch() }.run()
        #expect(one.screens.map(\.depth) == [0, 1, 1, 1])
        #expect(one.transitions.count == 3)
    }

    @Test("the seeded leak is reported with its shortest path")
    func leak() throws {
        let report = try Explorer(maxDepth: 4) { FaultyApp.launch() }.run()
        let leaks = report.violations.filter { $0.kind == .leak }
        #expect(leaks.map(\.path) == [["tap next", "tap leak"]])
        #expect(
            leaks.first?.description
                == "leak: LeakyViewController is still alive after the app was released. — path: launch → tap next → tap leak"
        )
    }

    @Test("the seeded rejected push is reported as a diagnostic with its shortest path")
    func rejectedTransition() throws {
        let report = try Explorer(maxDepth: 4) { FaultyApp.launch() }.run()
        let diagnostics = report.violations.filter { $0.kind == .diagnostic }
        #expect(diagnostics.map(\.path) == [["tap again"]])
        #expect(diagnostics.first?.message.contains("[navigation.pushDuplicate] Cannot push") == true)
    }

    @Test("a controller on screen that never appeared is an appearance violation")
    func appearance() throws {
        let report = try Explorer(maxDepth: 2) { FaultyApp.launch() }.run()
        let appearance = report.violations.filter { $0.kind == .appearance }
        #expect(appearance.map(\.path) == [["tap silent"]])
        #expect(
            appearance.first?.message
                == "ButtonsViewController \"Silent child\" is on screen but its appearance state is disappeared, not appeared."
        )
    }

    @Test("an action that throws is reported, but nothing there to tap is not")
    func actionErrors() throws {
        let report = try Explorer(maxDepth: 1) { FaultyApp.launch() }.run()
        let errors = report.violations.filter { $0.kind == .actionError }
        #expect(errors.map(\.path) == [["tap dead"]])
        #expect(
            errors.first?.message.hasPrefix("tap dead threw: The DeadButton with identifier \"dead\"") == true
        )
    }

    @Test(
        "a screen that stops its work in viewWillDisappear and never restarts it is found by a cancelled swipe back"
    )
    func cancelledSwipeBack() throws {
        let report = try Explorer(maxDepth: 3) { CancelledGestureApp.launch() }.run()
        let cancelled = report.violations.filter { $0.kind == .cancelledGesture }
        #expect(
            cancelled.map(\.path) == [
                ["tap open", "swipe back, cancelled"], ["tap sheet", "drag sheet, cancelled"],
            ])
        #expect(
            cancelled.first?.description
                == "cancelled gesture: swipe back, cancelled did not leave the screen as it was: "
                + "`Label #status \"Live updates: on\"` became `Label #status \"Live updates: off\"`. "
                + "— path: launch → tap open → swipe back, cancelled")
        // Nothing else is wrong: the appearance states follow the cancelled gestures.
        #expect(report.violations.count == 2, "\(report.violations)")
    }

    @Test("a screen that restarts its work in viewWillAppear survives a cancelled swipe back")
    func cancelledSwipeBackHandled() throws {
        let report = try Explorer(maxDepth: 3) { CancelledGestureApp.launch() }.run()
        let fixed = try #require(report.screens.first { $0.title == "Fixed" })
        #expect(
            report.transitions.contains {
                $0.from == fixed.id && $0.action == "swipe back, cancelled" && $0.to == fixed.id
            })
        #expect(
            report.transitions.contains { $0.from == fixed.id && $0.action == "swipe back" && $0.to == 0 })
        #expect(!report.violations.contains { $0.path.first == "tap fixed" })
    }

    @Test(
        "a presenter that treats presentationControllerWillDismiss as done is found by a cancelled drag, not by a finished one"
    )
    func willDismissTreatedAsDone() throws {
        let report = try Explorer(maxDepth: 3) {
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: PickerHost())
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(report.violations.map(\.path) == [["tap pick", "drag sheet, cancelled"]])
        #expect(
            report.violations.first?.message
                == "drag sheet, cancelled did not leave the screen as it was: `Label #state \"Picking\"` "
                + "became `Label #state \"Picker closed\"`.")
    }

    @Test("dragging a sheet that is modal in presentation changes nothing and is no error")
    func lockedSheet() throws {
        let report = try Explorer(maxDepth: 2) { CancelledGestureApp.launch() }.run()
        let locked = try #require(report.screens.first { $0.path == ["tap locked"] })
        let drags = report.transitions.filter { $0.from == locked.id && $0.action.hasPrefix("drag sheet") }
        #expect(drags.map(\.to) == [locked.id, locked.id])
        #expect(!report.violations.contains { $0.path.first == "tap locked" }, "\(report.violations)")
    }

    @Test("no swipe back is offered on a root screen or under an alert; a sheet with a stack offers it")
    func swipeBackAvailability() throws {
        let report = try Explorer(maxDepth: 2) {
            let home = ButtonsViewController(title: "Home", buttons: [("Stack", "stack"), ("Ask", "ask")])
            let navigation = NavigationController(rootViewController: home)
            home.onTap = { [weak home] identifier in
                guard let home else { return }
                if identifier == "ask" {
                    let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                    alert.addAction(AlertAction(title: "OK", style: .default))
                    home.present(alert, animated: true)
                    return
                }
                let inner = ButtonsViewController(title: "Inner root", buttons: [("Deeper", "deeper")])
                let sheetStack = NavigationController(rootViewController: inner)
                inner.onTap = { [weak sheetStack] _ in
                    sheetStack?.pushViewController(
                        ButtonsViewController(title: "Deeper", buttons: []), animated: true)
                }
                home.present(sheetStack, animated: true)
            }
            let window = Window()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(report.violations.isEmpty, "\(report.violations)")
        let actions = Dictionary(uniqueKeysWithValues: report.screens.map { ($0.title, $0.actions) })
        #expect(actions["Home"] == ["tap stack", "tap ask"])
        #expect(actions["Sure?"] == ["tap alert.OK"])
        #expect(actions["Inner root"] == ["tap deeper", "drag sheet", "drag sheet, cancelled"])
        #expect(
            actions["Deeper"] == [
                "back", "swipe back", "swipe back, cancelled", "drag sheet", "drag sheet, cancelled",
            ])
    }

    @Test("a coordinator named by the launch is tracked: the seeded cycle leaks it")
    func coordinatorLeak() throws {
        let report = try Explorer.launchingApp(maxDepth: 2) { CyclingCoordinator.launch() }.run()
        let leaks = report.violations.filter { $0.kind == .leak }
        #expect(leaks.allSatisfy { $0.path == ["tap start"] }, "\(leaks)")
        #expect(leaks.contains { $0.message.hasPrefix("coordinator CyclingCoordinator is still alive") })
    }

    @Test("a launch that throws first stops the run; the release hook runs after every path")
    func launchFailure() throws {
        struct Broken: Error {}
        #expect(throws: ExplorerError.self) { try Explorer { throw Broken() }.run() }
        var released = 0
        var launched = 0
        let report = try Explorer.launchingApp(maxDepth: 3) {
            launched += 1
            return LaunchedApp(window: CleanApp.launch(), release: { released += 1 })
        }.run()
        #expect(launched == report.launches)
        #expect(released == report.launches)
    }

    @Test("a launch that throws later is a violation, not a crash")
    func laterLaunchFailure() throws {
        struct Broken: Error {}
        var count = 0
        let report = try Explorer(maxDepth: 1) {
            count += 1
            if count > 2 { throw Broken() }
            return CleanApp.launch()
        }.run()
        #expect(report.violations.map(\.kind) == [.launchFailed])
        // The path the failed launch was for: the next action the walk had to launch again to try.
        #expect(report.violations.first?.path == ["tap delete"])
    }

    @Test(
        "an app that launches differently now and then is noted as nondeterministic, once, not as divergences"
    )
    func nondeterministic() throws {
        var launches = 0
        // At depth 1 the walk cannot come back from the screens it reaches, so it launches again.
        let report = try Explorer(maxDepth: 1) {
            launches += 1
            guard launches.isMultiple(of: 2) else { return CleanApp.launch() }
            let window = Window()
            window.rootViewController = NavigationController(
                rootViewController: ButtonsViewController(title: "Home", buttons: []))
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(!report.violations.contains { $0.kind == .replayDiverged }, "\(report.violations)")
        let noted = report.notices.filter { $0.kind == .nondeterministic }
        #expect(noted.count == 1, "\(report.notices)")
        #expect(noted.first?.message.hasPrefix("the app shows another screen at each launch") == true)
        #expect(noted.first?.path == [])
    }

    @Test(
        "a fault reachable by a long path listed first and a short one listed later is reported with the short one"
    )
    func shortestPathWins() throws {
        let report = try Explorer(maxDepth: 3) {
            let home = ButtonsViewController(
                title: "Home", buttons: [("Around", "around"), ("Direct", "direct")])
            let navigation = NavigationController(rootViewController: home)
            home.onTap = { [weak navigation] identifier in
                guard let navigation else { return }
                if identifier == "direct" {
                    navigation.pushViewController(LeakyViewController(), animated: true)
                    return
                }
                let middle = ButtonsViewController(title: "Middle", buttons: [("Leak", "leak")])
                middle.onTap = { [weak navigation] _ in
                    navigation?.pushViewController(LeakyViewController(), animated: true)
                }
                navigation.pushViewController(middle, animated: true)
            }
            let window = Window()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(report.violations.map(\.path) == [["tap direct"]])
    }
}

@Suite("Explorer's screen normalisation")
struct ExplorerNormalizationTests {
    @Test("clock times, dates and decimal numbers are masked in text, whole numbers are kept")
    func masks() {
        let rendering = """
            Window
            └─ Label #clock "Updated 12:03:59 on 2026-11-23"
               ├─ Label "52.37, 4.89 and 3,5 km"
               └─ Cell #cities.row.10 "Page 2 of 3"
            """
        #expect(
            Explorer.normalizedRendering(rendering) == """
                Window
                └─ Label #clock "Updated #:#:# on #-#-#"
                   ├─ Label "#.#, #.# and #.# km"
                   └─ Cell #cities.row.10 "Page 2 of 3"
                """)
    }

    @Test("text without digits, empty text and hostile text pass through unchanged")
    func passThrough() {
        for text in [
            "", "Window", "Label \"\u{0}\u{1b}[31m\"", String(repeating: "é", count: 10_000), "\"1.\"",
            "\"-1\"",
        ] {
            #expect(Explorer.normalizedRendering(text) == text)
        }
    }
}

/// Presents a picker sheet and says "Picker closed" as soon as the sheet *will* be dismissed — too
/// early: a drag let go early keeps the sheet. The right place is `presentationControllerDidDismiss`.
@MainActor
private final class PickerHost: ViewController, AdaptivePresentationControllerDelegate {
    private let state = Label("Idle")

    override func loadView() {
        let root = View()
        root.addSubview(state.identified("state"))
        root.addSubview(
            Button("Pick") { [weak self] in
                guard let self else { return }
                let picker = ButtonsViewController(title: "Picker", buttons: [])
                picker.presentationController?.delegate = self
                state.text = "Picking"
                present(picker, animated: true)
            }.identified("pick"))
        view = root
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        state.text = "Picker closed"
    }
}
