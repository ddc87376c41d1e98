import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("A. One view controller (R1–R7)")
struct SingleControllerRuleTests {
    @Test("R1: reading view loads once: loadView then viewDidLoad; isViewLoaded and viewIfLoaded never load")
    func r1LazyLoad() {
        let a = Screen("A")
        let recorder = recording(["A": a])
        #expect(a.isViewLoaded == false)
        #expect(a.viewIfLoaded == nil)
        #expect(a.loadViewCount == 0)
        _ = a.view
        _ = a.view
        #expect(a.loadViewCount == 1)
        #expect(recorder.events == ["A.viewDidLoad"])
        #expect(a.isViewLoaded)
    }

    @Test("R2: after view = nil the next read loads again; unloading on screen is rejected")
    func r2Unload() {
        let a = Screen("A")
        let recorder = recording(["A": a])
        _ = a.view
        a.view = nil
        #expect(a.isViewLoaded == false)
        _ = a.view
        #expect(a.loadViewCount == 2)
        #expect(recorder.events == ["A.viewDidLoad", "A.viewDidLoad"])

        let b = Screen("B")
        let window = visibleWindow(b)
        let loaded = b.view
        let diagnostics = captureDiagnostics { b.view = nil }
        #expect(diagnostics.map(\.kind) == [.unloadOnScreen])
        #expect(diagnostics.first?.message.contains("Screen") == true)
        #expect(same(b.viewIfLoaded, loaded))
        #expect(b.appearanceState == .appeared)
        _ = window
    }

    @Test("R3: loadViewIfNeeded loads only when no view is loaded")
    func r3LoadIfNeeded() {
        let a = Screen("A")
        a.loadViewIfNeeded()
        a.loadViewIfNeeded()
        #expect(a.loadViewCount == 1)
    }

    @Test("R4: appearing forces the load, and viewDidLoad comes before the first viewWillAppear")
    func r4LoadBeforeAppear() {
        let a = Screen("A")
        let recorder = recording(["A": a])
        let window = visibleWindow(a)
        #expect(recorder.events.prefix(2) == ["A.viewDidLoad", "A.viewWillAppear"])
        _ = window
    }

    @Test(
        "R5: one appearance is will < isAppearing < one layout pass < did; layoutIfNeeded runs one more pass")
    func r5AppearanceOrder() {
        let a = Screen("A")
        let recorder = recording(["A": a], options: .all)
        let window = visibleWindow(a)
        #expect(
            recorder.events == [
                "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "A.viewDidAppear",
            ])
        recorder.clear()
        a.view.layoutIfNeeded()
        #expect(recorder.events.isEmpty)
        a.view.setNeedsLayout()
        a.view.layoutIfNeeded()
        #expect(recorder.events == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        _ = window
    }

    @Test("R6: appearanceState walks disappeared → appearing → appeared → disappearing → disappeared")
    func r6States() {
        final class Probe: ViewController {
            var seen: [AppearanceState] = []
            override func viewWillAppear(_ animated: Bool) { seen.append(appearanceState) }
            override func viewDidAppear(_ animated: Bool) { seen.append(appearanceState) }
            override func viewWillDisappear(_ animated: Bool) { seen.append(appearanceState) }
            override func viewDidDisappear(_ animated: Bool) { seen.append(appearanceState) }
        }
        let a = Probe()
        #expect(a.appearanceState == .disappeared)
        let window = visibleWindow(a)
        window.rootViewController = ViewController()
        #expect(a.seen == [.appearing, .appeared, .disappearing, .disappeared])
        #expect(a.appearanceState == .disappeared)
    }

    @Test(
        "R7: nothing appears before makeKeyAndVisible; then load and the appearance cycle; a new root replaces the old"
    )
    func r7Window() {
        let a = Screen("A")
        let b = Screen("B")
        let recorder = recording(["A": a, "B": b])
        let window = Window()
        window.rootViewController = a
        #expect(recorder.events.isEmpty)
        #expect(a.isViewLoaded == false)
        window.makeKeyAndVisible()
        #expect(a.loadViewCount == 1)
        #expect(
            recorder.events == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        #expect(window.isKeyWindow)
        recorder.clear()
        window.rootViewController = b
        #expect(
            recorder.events == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear",
                "B.viewIsAppearing", "B.viewDidAppear",
            ])
    }
}
