import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("B. Navigation controller (R8–R13)")
struct NavigationRuleTests {
    @Test(
        "R8: push calls willMove < viewDidLoad < A.willDisappear < B.willAppear < B.isAppearing < A.didDisappear < B.didAppear < didMove"
    )
    func r8Push() {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let b = Screen("B")
        final class Probe: ViewController {
            var movingToParent: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { movingToParent.append(isMovingToParent) }
            override func viewDidAppear(_ animated: Bool) { movingToParent.append(isMovingToParent) }
        }
        let recorder = recording(["A": a, "B": b, "nav": nav])
        nav.pushViewController(b, animated: true)
        #expect(
            recorder.events == [
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)",
            ])
        #expect(nav.viewControllers.count == 2)
        #expect(same(nav.topViewController, b))
        #expect(same(b.parent, nav))
        #expect(same(b.navigationController, nav))

        let probe = Probe()
        nav.pushViewController(probe, animated: false)
        #expect(probe.movingToParent == [true, true])
        #expect(probe.isMovingToParent == false)
        _ = window
    }

    @Test(
        "R9: pop calls B.willMove(nil) < B.willDisappear < A.willAppear < A.isAppearing < B.didDisappear < A.didAppear < B.didMove(nil); B is released"
    )
    func r9Pop() {
        final class Probe: ViewController {
            var movingFromParent: [Bool] = []
            override func viewWillDisappear(_ animated: Bool) { movingFromParent.append(isMovingFromParent) }
            override func viewDidDisappear(_ animated: Bool) { movingFromParent.append(isMovingFromParent) }
        }
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        weak var weakB: Probe?
        var movingFromParent: [Bool] = []
        let recorder = LifecycleRecorder()
        recorder.attach(a, as: "A")
        do {
            let b = Probe()
            weakB = b
            nav.pushViewController(b, animated: false)
            recorder.attach(b, as: "B")
            recorder.clear()
            let popped = nav.popViewController(animated: true)
            #expect(same(popped, b))
            movingFromParent = b.movingFromParent
            #expect(b.parent == nil)
        }
        #expect(
            recorder.events == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
            ])
        #expect(movingFromParent == [true, true])
        #expect(weakB == nil)
        _ = window
    }

    @Test(
        "R10: popToRoot on [A, B, C, D] returns [B, C, D]; only D and A get appearance callbacks; all removed get willMove first and didMove last"
    )
    func r10PopToRoot() {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        weak var weakB: ViewController?
        weak var weakC: ViewController?
        weak var weakD: ViewController?
        let recorder = recording(["A": a])
        do {
            let (b, c, d) = (Screen("B"), Screen("C"), Screen("D"))
            (weakB, weakC, weakD) = (b, c, d)
            nav.setViewControllers([a, b, c, d], animated: false)
            recorder.attach(b, as: "B")
            recorder.attach(c, as: "C")
            recorder.attach(d, as: "D")
            recorder.clear()
            let popped = nav.popToRootViewController(animated: true) ?? []
            #expect(popped.count == 3)
            #expect(same(popped[0], b) && same(popped[1], c) && same(popped[2], d))
        }
        #expect(
            recorder.events == [
                "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "D.willMove(toParent: nil)",
                "D.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "D.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(toParent: nil)", "C.didMove(toParent: nil)",
                "D.didMove(toParent: nil)",
            ])
        #expect(weakB == nil && weakC == nil && weakD == nil)
        #expect(nav.viewControllers.count == 1)
        _ = window
    }

    @Test(
        "R11: setViewControllers is one transition: pop-style, push-style or none; viewControllers = x equals set(x, animated: false)"
    )
    func r11SetViewControllers() {
        let (a, b, c) = (Screen("A"), Screen("B"), Screen("C"))
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let recorder = recording(["A": a, "B": b, "C": c])

        nav.setViewControllers([a, b, c], animated: true)
        #expect(
            recorder.events == [
                "B.willMove(toParent: NavigationController)", "C.willMove(toParent: NavigationController)",
                "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing",
                "A.viewDidDisappear",
                "C.viewDidAppear", "B.didMove(toParent: NavigationController)",
                "C.didMove(toParent: NavigationController)",
            ])
        #expect(b.isViewLoaded == false)

        recorder.clear()
        nav.setViewControllers([a, c], animated: false)
        #expect(recorder.events == ["B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])

        recorder.clear()
        nav.viewControllers = [a]
        #expect(
            recorder.events == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "C.viewDidDisappear", "A.viewDidAppear", "C.didMove(toParent: nil)",
            ])
        _ = window
    }

    @Test(
        "R12: willShow after the incoming viewWillAppear and before any did; didShow last; the coordinator's from is the outgoing top"
    )
    func r12Delegate() {
        let (a, b) = (Screen("A"), Screen("B"))
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let recorder = recording(["A": a, "B": b, "nav": nav])
        let spy = NavigationSpy(recorder)
        nav.delegate = spy
        nav.pushViewController(b, animated: true)
        #expect(
            recorder.events == [
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "willShow(B)", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: nav)", "didShow(B)",
            ])
        recorder.clear()
        nav.popViewController(animated: true)
        #expect(recorder.events.last == "didShow(A)")
        #expect(recorder.events.firstIndex(of: "willShow(A)") == 4)
        #expect(same(spy.fromDuringWillShow[1], b) && same(spy.fromDuringDidShow[1], b))
        #expect(same(spy.fromDuringDidShow[0], a))
        let bWasPopped = !(spy.stackDuringDidShow[1].contains { $0 === b })
        #expect(bWasPopped)
        #expect(nav.transitionCoordinator == nil)
        _ = window
    }

    @Test("R13: the back button pops exactly like popViewController(animated: true)")
    func r13BackButton() throws {
        let (a, b) = (Screen("A", title: "Cities"), Screen("B", title: "Amsterdam"))
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        #expect(window.find(identifier: "back") == nil)
        nav.pushViewController(b, animated: false)
        let recorder = recording(["A": a, "B": b])
        let spy = NavigationSpy(recorder)
        nav.delegate = spy
        var animatedFlags: [Bool] = []
        final class Flag: NavigationControllerDelegate {
            var onShow: (Bool) -> Void = { _ in }
            func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool)
            {
                onShow(animated)
            }
        }
        try window.tap("back")
        #expect(
            recorder.events == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "willShow(A)", "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
                "didShow(A)",
            ])
        #expect(nav.viewControllers.count == 1)
        let flag = Flag()
        flag.onShow = { animatedFlags.append($0) }
        nav.delegate = flag
        nav.pushViewController(Screen("C"), animated: false)
        try window.tap("back")
        #expect(animatedFlags == [false, true])
    }
}
