import HeadlessUI
import HeadlessUITesting
import Testing

/// A controller that notes what its transition coordinator said in each callback.
@MainActor private final class CoordinatorProbe: ViewController {
    var seen: [String] = []
    var interactionChanges: [String] = []

    private func note(_ event: String) {
        guard let coordinator = transitionCoordinator else {
            seen.append("\(event): no coordinator")
            return
        }
        seen.append(
            "\(event): interactive \(coordinator.isInteractive), cancelled \(coordinator.isCancelled), "
                + "moving from parent \(isMovingFromParent), being dismissed \(isBeingDismissed)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        note("willDisappear")
        transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
            self?.interactionChanges.append(context.isCancelled ? "cancelled" : "finished")
        }
    }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

/// Records the sheet delegate's callbacks into a recorder.
@MainActor private final class SheetSpy: AdaptivePresentationControllerDelegate {
    let recorder: LifecycleRecorder
    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        recorder.record("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        recorder.record("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        recorder.record("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        recorder.record("didAttemptToDismiss")
    }
}

/// Records the navigation delegate's callbacks, keeping no controller alive.
@MainActor private final class ShowSpy: NavigationControllerDelegate {
    let recorder: LifecycleRecorder
    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }
    func navigationController(
        _ nav: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        recorder.record("willShow(\(recorder.name(of: viewController)))")
    }
    func navigationController(
        _ nav: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        recorder.record("didShow(\(recorder.name(of: viewController)))")
    }
}

@MainActor
@Suite("I. Interactive transitions the user can cancel (R35–R36)")
struct InteractiveTransitionRuleTests {
    @Test(
        "R35: a completed swipe back: B.willMove(nil) < B.willDisappear < A.willAppear < A.isAppearing < willShow(A), then B.didDisappear < A.didAppear < B.didMove(nil) < didShow(A); B is released"
    )
    func r35Completed() throws {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        weak var weakB: ViewController?
        let recorder = recording(["A": a, "nav": nav])
        let spy = ShowSpy(recorder)
        nav.delegate = spy
        let swipe: InteractiveTransition
        do {
            let b = Screen("B")
            weakB = b
            nav.pushViewController(b, animated: false)
            recorder.attach(b, as: "B")
            recorder.clear()
            swipe = try window.beginSwipeBack()
            #expect(
                recorder.events == [
                    "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear",
                    "A.viewIsAppearing",
                    "willShow(A)",
                ])
            #expect(nav.viewControllers.count == 2)
            #expect(nav.transitionCoordinator?.isInteractive == true)
            #expect(same(nav.transitionCoordinator?.viewController(forKey: .from), b))
            #expect(same(nav.transitionCoordinator?.viewController(forKey: .to), a))
            recorder.clear()
            swipe.update(0.6)
            #expect(recorder.events.isEmpty)
            swipe.finish()
        }
        #expect(
            recorder.events == [
                "interaction finished", "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
                "didShow(A)",
            ])
        #expect(swipe.state == .finished && swipe.fractionComplete == 1)
        #expect(nav.viewControllers.count == 1 && a.appearanceState == .appeared)
        #expect(nav.transitionCoordinator == nil)
        #expect(weakB == nil)
        #expect(window.find(identifier: "back") == nil)
    }

    @Test(
        "R35: a cancelled swipe back: A.willDisappear < A.didDisappear < B.willAppear < B.isAppearing < B.didAppear; no didShow, no didMove; the stack is unchanged"
    )
    func r35Cancelled() throws {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let b = Screen("B", title: "Detail")
        nav.pushViewController(b, animated: false)
        let before = window.render()
        let recorder = recording(["A": a, "B": b, "nav": nav])
        let spy = NavigationSpy(recorder)
        nav.delegate = spy
        let swipe = try window.beginSwipeBack()
        #expect(
            recorder.events == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "willShow(A)",
            ])
        recorder.clear()
        swipe.cancel()
        #expect(
            recorder.events == [
                "interaction cancelled", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewDidAppear",
            ])
        #expect(swipe.state == .cancelled)
        #expect(nav.viewControllers.count == 2 && same(nav.topViewController, b) && same(b.parent, nav))
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(window.render() == before)
        #expect(nav.transitionCoordinator == nil)
    }

    @Test(
        "R35: the coordinator is interactive while the finger is down, cancelled for the rest of a cancelled swipe, and tells notifyWhenInteractionChanges once"
    )
    func r35Coordinator() throws {
        let a = CoordinatorProbe()
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let b = CoordinatorProbe()
        nav.pushViewController(b, animated: false)
        a.seen.removeAll()
        b.seen.removeAll()
        let swipe = try window.beginSwipeBack()
        swipe.cancel()
        #expect(
            b.seen == [
                "willDisappear: interactive true, cancelled false, moving from parent true, being dismissed false",
                "willAppear: interactive false, cancelled true, moving from parent false, being dismissed false",
                "didAppear: interactive false, cancelled true, moving from parent false, being dismissed false",
            ])
        #expect(
            a.seen == [
                "willAppear: interactive true, cancelled false, moving from parent false, being dismissed false",
                "willDisappear: interactive false, cancelled true, moving from parent false, being dismissed false",
                "didDisappear: interactive false, cancelled true, moving from parent false, being dismissed false",
            ])
        #expect(b.interactionChanges == ["cancelled"])
        #expect(a.interactionChanges.isEmpty)
        #expect(b.transitionCoordinator == nil)

        let again = try window.beginSwipeBack()
        again.finish()
        #expect(b.interactionChanges == ["cancelled", "finished"])
    }

    @Test("R35: the controller below loads at the start of the swipe when its view was unloaded")
    func r35LoadsBelow() throws {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        nav.pushViewController(Screen("B"), animated: false)
        a.view = nil
        let recorder = recording(["A": a])
        let swipe = try window.beginSwipeBack()
        #expect(recorder.events == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing"])
        #expect(window.find(identifier: "label.A") != nil)
        swipe.cancel()
        #expect(window.find(identifier: "label.A") == nil && a.isViewLoaded)
    }

    @Test(
        "R35: nothing to swipe on a root controller, under a covering sheet or full-screen presentation, or in a window not shown"
    )
    func r35NothingToSwipe() throws {
        let root = Screen("A", title: "Home")
        let nav = NavigationController(rootViewController: root)
        let window = visibleWindow(nav)
        let rootError = WindowError.nothingToSwipeBack(
            "Screen(\"Home\") is the root of NavigationController; a root cannot be swiped away")
        #expect(throws: rootError) { try window.beginSwipeBack() }
        #expect(
            rootError.description
                == "There is nothing to swipe back: Screen(\"Home\") is the root of NavigationController; "
                + "a root cannot be swiped away.")

        nav.pushViewController(Screen("B"), animated: false)
        let sheet = Screen("S", title: "Sheet")
        nav.present(sheet, animated: false)
        #expect(
            throws: WindowError.nothingToSwipeBack(
                "the navigation controller is covered by the sheet Screen(\"Sheet\"), which takes every touch"
            )
        ) { try window.beginSwipeBack() }
        sheet.dismiss(animated: false)

        let plain = visibleWindow(Screen("P", title: "Plain"))
        #expect(
            throws: WindowError.nothingToSwipeBack(
                "Screen(\"Plain\") in front is not in a navigation controller")
        ) { try plain.beginSwipeBack() }
        #expect(throws: WindowError.notVisible(identifier: nil, root: nil)) {
            try Window().beginSwipeBack()
        }
        #expect(nav.viewControllers.count == 2)
    }

    @Test("R35: a swipe back in a tab bar controller acts on the selected tab's navigation controller")
    func r35InTabs() throws {
        let (a, b) = (Screen("A"), Screen("B"))
        let first = NavigationController(rootViewController: Screen("X"))
        let second = NavigationController(rootViewController: a)
        let tabs = TabBarController(viewControllers: [first, second])
        let window = visibleWindow(tabs)
        tabs.selectedIndex = 1
        second.pushViewController(b, animated: false)
        try window.beginSwipeBack().finish()
        #expect(second.viewControllers.count == 1 && first.viewControllers.count == 1)
        #expect(a.appearanceState == .appeared)
    }

    @Test(
        "R35 and R29: a push, pop or presentation asked for during a swipe waits and runs when the swipe ends, in order"
    )
    func r35Queues() throws {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let b = Screen("B")
        nav.pushViewController(b, animated: false)
        let swipe = try window.beginSwipeBack()
        let c = Screen("C")
        nav.pushViewController(c, animated: true)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.viewControllers.count == 2 && c.parent == nil)
        #expect(throws: WindowError.gestureDuringTransition) { try window.beginSwipeBack() }
        let recorder = recording(["A": a, "B": b, "C": c])
        swipe.cancel()
        #expect(
            recorder.events == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewDidAppear",
                // the queued push of C, then the queued pop of C
                "C.willMove(toParent: NavigationController)", "C.viewDidLoad", "B.viewWillDisappear",
                "C.viewWillAppear", "C.viewIsAppearing", "B.viewDidDisappear", "C.viewDidAppear",
                "C.didMove(toParent: NavigationController)", "C.willMove(toParent: nil)",
                "C.viewWillDisappear",
                "B.viewWillAppear", "B.viewIsAppearing", "C.viewDidDisappear", "B.viewDidAppear",
                "C.didMove(toParent: nil)",
            ])
        #expect(nav.viewControllers.count == 2 && same(nav.topViewController, b))
    }

    @Test("R35: finishing or cancelling twice changes nothing and is a diagnostic naming the transition")
    func r35Twice() throws {
        let nav = NavigationController(rootViewController: Screen("A"))
        let window = visibleWindow(nav)
        let b = Screen("B")
        nav.pushViewController(b, animated: false)
        let swipe = try window.beginSwipeBack()
        swipe.cancel()
        let recorder = recording(["B": b])
        let diagnostics = captureDiagnostics {
            swipe.finish()
            swipe.cancel()
            swipe.update(0.5)
        }
        #expect(recorder.events.isEmpty)
        #expect(
            diagnostics.map(\.kind) == [
                .interactiveTransitionEnded, .interactiveTransitionEnded, .interactiveTransitionEnded,
            ])
        #expect(
            diagnostics.first?.message
                == "finish() on the swipe back in NavigationController, which was already cancelled; nothing "
                + "changed. An interactive transition ends once.")
        #expect(nav.viewControllers.count == 2 && swipe.state == .cancelled)
    }

    @Test(
        "R35: a swipe released while in progress is cancelled by the next request, with a diagnostic, and that request runs"
    )
    func r35Abandoned() throws {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let b = Screen("B")
        nav.pushViewController(b, animated: false)
        _ = try window.beginSwipeBack()
        let recorder = recording(["A": a, "B": b])
        let diagnostics = captureDiagnostics { nav.popViewController(animated: false) }
        #expect(diagnostics.map(\.kind) == [.interactiveTransitionAbandoned])
        #expect(
            diagnostics.first?.message
                == "The swipe back in NavigationController was released while in progress; it was cancelled. "
                + "Call finish() or cancel() on an InteractiveTransition before letting it go.")
        #expect(
            recorder.events == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewDidAppear", "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
            ])
        #expect(nav.viewControllers.count == 1 && a.appearanceState == .appeared)
    }

    @Test(
        "R36: a completed sheet drag: willDismiss < S.willDisappear when it starts, S.didDisappear < didDismiss when it ends; the presenter hears nothing; S is released"
    )
    func r36Completed() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        weak var weakSheet: ViewController?
        let recorder = recording(["A": a])
        let spy = SheetSpy(recorder)
        let drag: InteractiveTransition
        do {
            let sheet = Screen("S")
            weakSheet = sheet
            sheet.presentationController?.delegate = spy
            a.present(sheet, animated: false)
            recorder.attach(sheet, as: "S")
            recorder.clear()
            drag = try window.beginSheetDrag()
            #expect(recorder.events == ["shouldDismiss", "willDismiss", "S.viewWillDisappear"])
            #expect(sheet.transitionCoordinator?.isInteractive == true && sheet.isBeingDismissed)
            recorder.clear()
            drag.finish()
        }
        #expect(recorder.events == ["interaction finished", "S.viewDidDisappear", "didDismiss"])
        #expect(a.presentedViewController == nil && a.appearanceState == .appeared)
        #expect(weakSheet == nil)
    }

    @Test(
        "R36: a cancelled sheet drag: S.willAppear < S.isAppearing < S.didAppear; the delegate hears no didDismiss; the presenter hears nothing"
    )
    func r36Cancelled() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let sheet = Screen("S")
        a.present(sheet, animated: false)
        let before = window.render()
        let recorder = recording(["A": a, "S": sheet])
        let spy = SheetSpy(recorder)
        sheet.presentationController?.delegate = spy
        let drag = try window.beginSheetDrag()
        drag.cancel()
        #expect(
            recorder.events == [
                "shouldDismiss", "willDismiss", "S.viewWillDisappear", "interaction cancelled",
                "S.viewWillAppear",
                "S.viewIsAppearing", "S.viewDidAppear",
            ])
        #expect(same(a.presentedViewController, sheet) && sheet.appearanceState == .appeared)
        #expect(sheet.isBeingDismissed == false && sheet.transitionCoordinator == nil)
        #expect(window.render() == before)
    }

    @Test(
        "R36: a sheet that is modal in presentation does not start moving: the delegate hears the attempt and no callback fires"
    )
    func r36ModalInPresentation() throws {
        let a = Screen("A")
        let window = visibleWindow(a)
        let sheet = Screen("S", title: "Editor")
        sheet.isModalInPresentation = true
        a.present(sheet, animated: false)
        let recorder = recording(["A": a, "S": sheet])
        let spy = SheetSpy(recorder)
        sheet.presentationController?.delegate = spy
        let error = WindowError.dismissalRefused("the sheet Screen(\"Editor\")")
        #expect(throws: error) { try window.beginSheetDrag() }
        #expect(recorder.events == ["didAttemptToDismiss"])
        #expect(
            error.description
                == "The user cannot drag the sheet Screen(\"Editor\") away: it is modal in presentation or its "
                + "delegate refused; the delegate heard the attempt and nothing changed.")
        #expect(same(a.presentedViewController, sheet))
        #expect(throws: WindowError.nothingPresented) { try visibleWindow(Screen("X")).beginSheetDrag() }
        let cover = Screen("F")
        cover.modalPresentationStyle = .fullScreen
        sheet.isModalInPresentation = false
        sheet.present(cover, animated: false)
        #expect(throws: WindowError.notASheet(frontmost: "the full-screen presentation Screen")) {
            try window.beginSheetDrag()
        }
    }

    @Test("a completed swipe back makes everyone hear exactly what the back button makes them hear")
    func swipeBackEqualsBackButton() throws {
        func events(_ act: (Window) throws -> Void) throws -> [String] {
            let (a, b) = (Screen("A"), Screen("B"))
            let nav = NavigationController(rootViewController: a)
            let window = visibleWindow(nav)
            nav.pushViewController(b, animated: false)
            let recorder = recording(["A": a, "B": b, "nav": nav])
            let spy = ShowSpy(recorder)
            nav.delegate = spy
            try act(window)
            return recorder.events.filter { $0 != "interaction finished" }
        }
        let button = try events { try $0.tap("back") }
        let swipe = try events { try $0.beginSwipeBack().finish() }
        #expect(swipe == button)
        #expect(button.count == 9)
    }

    @Test("a completed sheet drag is heard exactly like the one-step sheet swipe")
    func sheetDragEqualsSwipe() throws {
        func events(_ act: (Window) throws -> Void) throws -> [String] {
            let a = Screen("A")
            let window = visibleWindow(a)
            let sheet = Screen("S")
            a.present(sheet, animated: false)
            let recorder = recording(["A": a, "S": sheet])
            let spy = SheetSpy(recorder)
            sheet.presentationController?.delegate = spy
            try act(window)
            return recorder.events.filter { $0 != "interaction finished" }
        }
        let swipe = try events { try $0.swipeDownSheet() }
        let drag = try events { try $0.beginSheetDrag().finish() }
        #expect(drag == swipe)
        #expect(
            swipe == [
                "shouldDismiss", "willDismiss", "S.viewWillDisappear", "S.viewDidDisappear", "didDismiss",
            ])
    }

    @Test("update clamps hostile fractions to 0...1, ignores NaN, and fires no callback")
    func updateClamps() throws {
        let nav = NavigationController(rootViewController: Screen("A"))
        let window = visibleWindow(nav)
        let b = Screen("B")
        nav.pushViewController(b, animated: false)
        let swipe = try window.beginSwipeBack()
        let recorder = recording(["B": b])
        swipe.update(-5)
        #expect(swipe.fractionComplete == 0)
        swipe.update(1e300)
        #expect(swipe.fractionComplete == 1)
        swipe.update(.nan)
        #expect(swipe.fractionComplete == 1)
        swipe.update(.infinity)
        #expect(swipe.fractionComplete == 1)
        swipe.update(0.25)
        #expect(swipe.fractionComplete == 0.25)
        #expect(recorder.events.isEmpty && swipe.state == .inProgress)
        swipe.cancel()
        #expect(swipe.fractionComplete == 0)
    }
}
