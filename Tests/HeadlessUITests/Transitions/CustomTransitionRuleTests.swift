import Foundation
import HeadlessUI
import ScenewrightTesting
import Testing

/// A navigation stack A → (push B) on screen, with every participant recorded.
@MainActor private func stack(_ recorder: LifecycleRecorder) -> (Window, NavigationController, Screen) {
    let a = Screen("A")
    let nav = NavigationController(rootViewController: a)
    let window = visibleWindow(nav)
    recorder.attach(a, as: "A")
    recorder.attach(nav, as: "nav")
    return (window, nav, a)
}

@MainActor
@Suite("R37 – a custom animator runs between the will and the did callbacks")
struct R37CustomAnimatorTests {
    @Test(
        "R37: a push with an animator: the delegate is asked, will callbacks and willShow, then transitionDuration and animateTransition once, then the did callbacks, didShow, animationEnded(true)"
    )
    func push() {
        let recorder = LifecycleRecorder()
        let (_, nav, a) = stack(recorder)
        let animator = LoggingAnimator(recorder)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        let b = Screen("B")
        recorder.attach(b, as: "B")
        recorder.clear()
        nav.pushViewController(b, animated: true)
        #expect(
            recorder.events == [
                "animationControllerFor(push, A → B)", "interactionControllerFor",
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "willShow(B)",
                "animator.transitionDuration", "animator.animateTransition",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)", "didShow(B)",
                "animator.animationEnded(true)",
            ])
        #expect(
            animator.seen == [
                "from A", "to B", "container holds from-view true", "animated true, cancelled false",
            ])
        #expect(nav.viewControllers.count == 2 && same(nav.topViewController, b))
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(nav.transitionCoordinator == nil)
        #expect(nav.view.subviews.contains { $0 === b.view } && !nav.view.subviews.contains { $0 === a.view })
    }

    @Test("R37: a pop with an animator keeps R9's order around the animator's calls")
    func pop() {
        let recorder = LifecycleRecorder()
        let (_, nav, a) = stack(recorder)
        let b = Screen("B")
        nav.pushViewController(b, animated: false)
        recorder.attach(b, as: "B")
        let animator = LoggingAnimator(recorder)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        recorder.clear()
        let popped = nav.popViewController(animated: true)
        #expect(same(popped, b))
        #expect(
            recorder.events == [
                "animationControllerFor(pop, B → A)", "interactionControllerFor",
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "willShow(A)", "animator.transitionDuration", "animator.animateTransition",
                "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)", "didShow(A)",
                "animator.animationEnded(true)",
            ])
        #expect(animator.seen[0...1] == ["from B", "to A"])
        #expect(nav.viewControllers.count == 1 && a.appearanceState == .appeared)
    }

    @Test("R37: setViewControllers(animated: true) asks the animator for the push of the new top")
    func setViewControllers() {
        let recorder = LifecycleRecorder()
        let (_, nav, _) = stack(recorder)
        let animator = LoggingAnimator(recorder)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        let (b, c) = (Screen("B"), Screen("C"))
        recorder.attach(b, as: "B")
        recorder.attach(c, as: "C")
        recorder.clear()
        nav.setViewControllers([nav.viewControllers[0], b, c], animated: true)
        #expect(
            recorder.events == [
                "animationControllerFor(push, A → C)", "interactionControllerFor",
                "B.willMove(toParent: nav)", "C.willMove(toParent: nav)", "C.viewDidLoad", "A.viewWillDisappear",
                "C.viewWillAppear", "C.viewIsAppearing", "willShow(C)", "animator.transitionDuration",
                "animator.animateTransition", "A.viewDidDisappear", "C.viewDidAppear", "B.didMove(toParent: nav)",
                "C.didMove(toParent: nav)", "didShow(C)", "animator.animationEnded(true)",
            ])
        #expect(nav.viewControllers.count == 3)
    }

    @Test("R37: without animated: true, or without an animator, nothing is asked beyond the delegate and R8 holds")
    func notAnimated() {
        let recorder = LifecycleRecorder()
        let (_, nav, _) = stack(recorder)
        let delegate = AnimatingNavigationDelegate(recorder, animator: nil)
        nav.delegate = delegate
        let b = Screen("B")
        recorder.attach(b, as: "B")
        recorder.clear()
        nav.pushViewController(b, animated: true)
        #expect(
            recorder.events == [
                "animationControllerFor(push, A → B)", "B.willMove(toParent: nav)", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "willShow(B)",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)", "didShow(B)",
            ])
        delegate.animator = LoggingAnimator(recorder)
        recorder.clear()
        nav.popViewController(animated: false)
        #expect(!recorder.events.contains { $0.hasPrefix("animat") })
    }

    @Test(
        "R37: a presentation with the transitioning delegate's animator: will callbacks, animateTransition, did callbacks, the completion handler, animationEnded(true)"
    )
    func present() {
        let recorder = LifecycleRecorder()
        let host = Screen("H")
        let window = visibleWindow(host)
        recorder.attach(host, as: "H")
        let sheet = Screen("S")
        recorder.attach(sheet, as: "S")
        let transitions = LoggingTransitioningDelegate(recorder)
        let animator = LoggingAnimator(recorder)
        transitions.presentAnimator = animator
        sheet.transitioningDelegate = transitions
        sheet.modalPresentationStyle = .fullScreen
        host.present(sheet, animated: true) { recorder.record("completion") }
        #expect(
            recorder.events == [
                "animationController(forPresented: S, presenting: H)", "S.viewDidLoad", "H.viewWillDisappear",
                "S.viewWillAppear", "S.viewIsAppearing", "animator.transitionDuration",
                "animator.animateTransition", "S.viewDidAppear", "H.viewDidDisappear", "completion",
                "animator.animationEnded(true)",
            ])
        #expect(animator.seen[0...1] == ["from H", "to S"])
        #expect(same(host.presentedViewController, sheet))
        #expect(window.render().contains("Screen"))
    }

    @Test("R37: a dismissal with the transitioning delegate's animator")
    func dismiss() {
        let recorder = LifecycleRecorder()
        let host = Screen("H")
        let window = visibleWindow(host)
        recorder.attach(host, as: "H")
        let sheet = Screen("S")
        recorder.attach(sheet, as: "S")
        let transitions = LoggingTransitioningDelegate(recorder)
        let animator = LoggingAnimator(recorder)
        transitions.dismissAnimator = animator
        sheet.transitioningDelegate = transitions
        sheet.modalPresentationStyle = .fullScreen
        host.present(sheet, animated: false)
        recorder.clear()
        sheet.dismiss(animated: true) { recorder.record("completion") }
        #expect(
            recorder.events == [
                "animationController(forDismissed: S)", "interactionControllerForDismissal", "S.viewWillDisappear",
                "H.viewWillAppear", "H.viewIsAppearing", "animator.transitionDuration",
                "animator.animateTransition", "H.viewDidAppear", "S.viewDidDisappear", "completion",
                "animator.animationEnded(true)",
            ])
        #expect(animator.seen == ["from S", "to H", "container holds from-view true", "animated true, cancelled false"])
        #expect(host.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(window.find(identifier: "label.S") == nil && sheet.viewIfLoaded?.superview == nil)
    }

    @Test("R37: a user's tab switch with the tab bar delegate's animator, then didSelect")
    func tabs() throws {
        let recorder = LifecycleRecorder()
        let (x, y) = (Screen("X"), Screen("Y"))
        let tabs = TabBarController(viewControllers: [x, y])
        let window = visibleWindow(tabs)
        recorder.attach(x, as: "X")
        recorder.attach(y, as: "Y")
        let animator = LoggingAnimator(recorder)
        let delegate = AnimatingTabDelegate(recorder, animator: animator)
        tabs.delegate = delegate
        try window.tap("tab.1")
        #expect(
            recorder.events == [
                "animationControllerForTransitionFrom(X → Y)", "Y.viewDidLoad", "Y.viewWillAppear",
                "Y.viewIsAppearing", "X.viewWillDisappear", "animator.transitionDuration",
                "animator.animateTransition", "X.viewDidDisappear", "Y.viewDidAppear", "didSelect(Y)",
                "animator.animationEnded(true)",
            ])
        #expect(animator.seen == ["from X", "to Y", "container holds from-view true", "animated true, cancelled false"])
        #expect(tabs.selectedIndex == 1 && window.find(identifier: "label.Y") != nil)
    }
}
