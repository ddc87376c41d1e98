import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("C. Modal presentation (R14–R18)")
struct PresentationRuleTests {
    @Test(
        "R14: full-screen presentation: presenting set before viewWillAppear; did-order reversed from push; completion last"
    )
    func r14FullScreen() {
        final class Probe: ViewController {
            weak var presentingSeen: ViewController?
            var beingPresented: [Bool] = []
            override func viewWillAppear(_ animated: Bool) {
                presentingSeen = presentingViewController
                beingPresented.append(isBeingPresented)
            }
            override func viewDidAppear(_ animated: Bool) { beingPresented.append(isBeingPresented) }
        }
        let a = Screen("A")
        let window = visibleWindow(a)
        let b = Probe()
        b.modalPresentationStyle = .fullScreen
        let recorder = recording(["A": a, "B": b])
        a.present(b, animated: true) { recorder.record("completion") }
        #expect(
            recorder.events == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewDidAppear",
                "A.viewDidDisappear", "completion",
            ])
        #expect(same(b.presentingSeen, a))
        #expect(b.beingPresented == [true, true])
        #expect(b.isBeingPresented == false)
        #expect(same(a.presentedViewController, b))
        #expect(a.appearanceState == .disappeared)
        _ = window
    }

    @Test(
        "R15: sheets and over-full-screen leave the presenter on screen with no callbacks",
        arguments: [ModalPresentationStyle.pageSheet, .formSheet, .automatic, .overFullScreen])
    func r15Sheets(style: ModalPresentationStyle) {
        let a = Screen("A")
        let window = visibleWindow(a)
        let b = Screen("B")
        b.modalPresentationStyle = style
        let recorder = recording(["A": a, "B": b])
        a.present(b, animated: true)
        b.dismiss(animated: true)
        #expect(
            recorder.events == [
                "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
            ])
        #expect(a.appearanceState == .appeared)
        #expect(ModalPresentationStyle.automatic.resolved == .pageSheet)
        _ = window
    }

    @Test(
        "R16: dismissing full-screen B: B.willDisappear < A.willAppear < A.isAppearing < A.didAppear < B.didDisappear < completion; links cleared; B released"
    )
    func r16Dismiss() {
        final class Probe: ViewController {
            var beingDismissed: [Bool] = []
            override func viewWillDisappear(_ animated: Bool) { beingDismissed.append(isBeingDismissed) }
            override func viewDidDisappear(_ animated: Bool) { beingDismissed.append(isBeingDismissed) }
        }
        let a = Screen("A")
        let window = visibleWindow(a)
        weak var weakB: Probe?
        let recorder = recording(["A": a])
        var beingDismissed: [Bool] = []
        do {
            let b = Probe()
            weakB = b
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            recorder.attach(b, as: "B")
            recorder.clear()
            a.dismiss(animated: true) { recorder.record("completion") }
            beingDismissed = b.beingDismissed
            #expect(b.presentingViewController == nil)
        }
        #expect(
            recorder.events == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
                "B.viewDidDisappear",
                "completion",
            ])
        #expect(beingDismissed == [true, true])
        #expect(a.presentedViewController == nil)
        #expect(weakB == nil)
        _ = window
    }

    @Test(
        "R17: dismiss on the presented forwards to its presenter; on a presenter it removes the whole chain, balanced"
    )
    func r17Chain() {
        let a = Screen("A")
        let window = visibleWindow(a)
        let (b, c, d) = (Screen("B"), Screen("C"), Screen("D"))
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        d.modalPresentationStyle = .pageSheet
        a.present(b, animated: false)
        b.present(c, animated: false)
        c.present(d, animated: false)
        #expect(b.appearanceState == .disappeared)
        let recorder = recording(["A": a, "B": b, "C": c, "D": d])
        a.dismiss(animated: true)
        #expect(
            recorder.events == [
                "D.viewWillDisappear", "C.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "A.viewDidAppear", "D.viewDidDisappear", "C.viewDidDisappear",
            ])
        for controller in [b, c, d] {
            #expect(controller.appearanceState == .disappeared)
            #expect(controller.presentingViewController == nil)
        }
        #expect(a.presentedViewController == nil)

        let e = Screen("E")
        a.present(e, animated: false)
        recorder.attach(e, as: "E")
        recorder.clear()
        e.dismiss(animated: false)
        #expect(recorder.events == ["E.viewWillDisappear", "E.viewDidDisappear"])
        #expect(a.presentedViewController == nil)
        _ = window
    }

    @Test(
        "R18: presenting from inside a navigation or tab controller makes the outermost container the presenter"
    )
    func r18OutermostContainer() {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let tabs = TabBarController(viewControllers: [nav])
        let window = visibleWindow(tabs)
        let b = Screen("B")
        a.present(b, animated: false)
        #expect(same(b.presentingViewController, tabs))
        #expect(same(tabs.presentedViewController, b))
        #expect(same(a.presentedViewController, b))
        b.dismiss(animated: false)
        #expect(tabs.presentedViewController == nil)
        _ = window
    }

    @Test("a full-screen presentation over a sheet covers the root too, and dismissing it brings both back")
    func fullScreenOverSheet() {
        let root = Screen("R")
        let window = visibleWindow(root)
        let sheet = Screen("S")
        root.present(sheet, animated: false)
        let cover = Screen("C")
        cover.modalPresentationStyle = .fullScreen
        let recorder = recording(["R": root, "S": sheet, "C": cover])
        sheet.present(cover, animated: false)
        #expect(
            recorder.events == [
                "C.viewDidLoad", "S.viewWillDisappear", "R.viewWillDisappear", "C.viewWillAppear",
                "C.viewIsAppearing", "C.viewDidAppear", "S.viewDidDisappear", "R.viewDidDisappear",
            ])
        #expect(window.render() == "Window\n└─ Screen (fullScreen)\n   └─ Label #label.C \"C\"")
        recorder.clear()
        sheet.dismiss(animated: false)
        #expect(
            recorder.events == [
                "C.viewWillDisappear", "R.viewWillAppear", "R.viewIsAppearing", "R.viewDidAppear",
                "S.viewWillAppear",
                "S.viewIsAppearing", "S.viewDidAppear", "C.viewDidDisappear",
            ])
        #expect(root.appearanceState == .appeared && sheet.appearanceState == .appeared)
    }
}

@MainActor
@Suite("D. Tab bar controller (R19–R20)")
struct TabBarRuleTests {
    @Test(
        "R19: switching: new.viewDidLoad < new.willAppear < new.isAppearing < old.willDisappear < old.didDisappear < new.didAppear"
    )
    func r19Switch() {
        let (a, b) = (Screen("A"), Screen("B"))
        let tabs = TabBarController(viewControllers: [a, b])
        let window = visibleWindow(tabs)
        let recorder = recording(["A": a, "B": b])
        tabs.selectedIndex = 1
        #expect(
            recorder.events == [
                "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "A.viewWillDisappear",
                "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        #expect(same(tabs.selectedViewController, b))
        #expect(same(b.tabBarController, tabs))
        _ = window
    }

    @Test(
        "R20: shouldSelect/didSelect fire for taps only (re-taps too); selectedIndex in code fires neither; false keeps the selection"
    )
    func r20Delegate() throws {
        final class Spy: TabBarControllerDelegate {
            var log: [String] = []
            var allow = true
            func tabBarController(_ tab: TabBarController, shouldSelect viewController: ViewController)
                -> Bool
            {
                log.append("should(\((viewController as? Screen)?.name ?? "?"))")
                return allow
            }
            func tabBarController(_ tab: TabBarController, didSelect viewController: ViewController) {
                log.append("did(\((viewController as? Screen)?.name ?? "?"))")
            }
        }
        let (a, b) = (Screen("A"), Screen("B"))
        let tabs = TabBarController(viewControllers: [a, b])
        let spy = Spy()
        tabs.delegate = spy
        let window = visibleWindow(tabs)
        tabs.selectedIndex = 1
        #expect(spy.log.isEmpty)
        try window.tap("tab.0")
        try window.tap("tab.0")
        #expect(spy.log == ["should(A)", "did(A)", "should(A)", "did(A)"])
        spy.allow = false
        spy.log.removeAll()
        try window.tap("tab.1")
        #expect(spy.log == ["should(B)"])
        #expect(tabs.selectedIndex == 0)
        #expect(a.appearanceState == .appeared && b.appearanceState == .disappeared)
    }
}
