import Foundation
import HeadlessUI
import HeadlessUITesting
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
        let (window, nav, a) = stack(recorder)
        defer { withExtendedLifetime(window) {} }
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
                "B.viewIsAppearing", "willShow(B)", "animator.transitionDuration",
                "LoggingAnimator.animateTransition", "completeTransition(true)", "A.viewDidDisappear",
                "B.viewDidAppear", "B.didMove(toParent: nav)", "didShow(B)",
                "LoggingAnimator.animationEnded(true)",
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
        let (window, nav, a) = stack(recorder)
        defer { withExtendedLifetime(window) {} }
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
                "willShow(A)", "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(true)", "B.viewDidDisappear", "A.viewDidAppear",
                "B.didMove(toParent: nil)", "didShow(A)", "LoggingAnimator.animationEnded(true)",
            ])
        #expect(animator.seen[0...1] == ["from B", "to A"])
        #expect(nav.viewControllers.count == 1 && a.appearanceState == .appeared)
    }

    @Test("R37: setViewControllers(animated: true) asks the animator for the push of the new top")
    func setViewControllers() {
        let recorder = LifecycleRecorder()
        let (window, nav, _) = stack(recorder)
        defer { withExtendedLifetime(window) {} }
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
                "B.willMove(toParent: nav)", "C.willMove(toParent: nav)", "C.viewDidLoad",
                "A.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "willShow(C)",
                "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(true)", "A.viewDidDisappear", "C.viewDidAppear",
                "B.didMove(toParent: nav)", "C.didMove(toParent: nav)", "didShow(C)",
                "LoggingAnimator.animationEnded(true)",
            ])
        #expect(nav.viewControllers.count == 3)
    }

    @Test(
        "R37: without animated: true, or without an animator, nothing is asked beyond the delegate and R8 holds"
    )
    func notAnimated() {
        let recorder = LifecycleRecorder()
        let (window, nav, _) = stack(recorder)
        defer { withExtendedLifetime(window) {} }
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
                "animationController(forPresented: S, presenting: H)", "S.viewDidLoad",
                "H.viewWillDisappear", "S.viewWillAppear", "S.viewIsAppearing",
                "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(true)", "S.viewDidAppear", "H.viewDidDisappear", "completion",
                "LoggingAnimator.animationEnded(true)",
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
                "animationController(forDismissed: S)", "interactionControllerForDismissal",
                "S.viewWillDisappear", "H.viewWillAppear", "H.viewIsAppearing",
                "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(true)", "H.viewDidAppear", "S.viewDidDisappear", "completion",
                "LoggingAnimator.animationEnded(true)",
            ])
        #expect(
            animator.seen == [
                "from S", "to H", "container holds from-view true", "animated true, cancelled false",
            ])
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
                "LoggingAnimator.animateTransition", "completeTransition(true)", "X.viewDidDisappear",
                "Y.viewDidAppear", "didSelect(Y)", "LoggingAnimator.animationEnded(true)",
            ])
        #expect(
            animator.seen == [
                "from X", "to Y", "container holds from-view true", "animated true, cancelled false",
            ])
        #expect(tabs.selectedIndex == 1 && window.find(identifier: "label.Y") != nil)
    }
}

@MainActor
@Suite("R38 – an animator completes later, or cancels; requests wait; a second completion is refused")
struct R38LaterAndCancelTests {
    @Test(
        "R38: completed later: until then the coordinator is set, no did callback fired, and a push asked for meanwhile waits, then runs after the did callbacks and animationEnded"
    )
    func later() {
        let recorder = LifecycleRecorder()
        let (window, nav, a) = stack(recorder)
        let animator = LoggingAnimator(recorder, .later)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        let (b, c) = (Screen("B"), Screen("C"))
        recorder.attach(b, as: "B")
        recorder.attach(c, as: "C")
        recorder.clear()
        nav.pushViewController(b, animated: true)
        #expect(recorder.events.last == "LoggingAnimator.animateTransition")
        #expect(nav.transitionCoordinator != nil && b.transitionCoordinator != nil)
        #expect(a.appearanceState == .disappearing && b.appearanceState == .appearing)
        #expect(
            window.render().contains(
                "⏳ transition open: push of Screen onto NavigationController, animated by LoggingAnimator — "
                    + "The animator LoggingAnimator never called completeTransition."))
        delegate.animator = nil
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers.count == 2)
        recorder.clear()
        animator.context?.completeTransition(true)
        #expect(
            recorder.events == [
                "completeTransition(true)", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: nav)", "didShow(B)", "LoggingAnimator.animationEnded(true)",
                "animationControllerFor(push, B → C)", "C.willMove(toParent: nav)", "C.viewDidLoad",
                "B.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "willShow(C)",
                "B.viewDidDisappear", "C.viewDidAppear", "C.didMove(toParent: nav)", "didShow(C)",
            ])
        #expect(nav.viewControllers.count == 3 && nav.transitionCoordinator == nil)
        #expect(!window.render().contains("transition open"))
    }

    @Test(
        "R38: completeTransition(false) on a push: the stack is as before, B disappears again and A appears again, no didShow or didMove, animationEnded(false); B is released"
    )
    func cancelledPush() {
        let recorder = LifecycleRecorder()
        let (window, nav, a) = stack(recorder)
        let before = window.render()
        let animator = LoggingAnimator(recorder, .cancelAtOnce)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        weak var weakB: ViewController?
        do {
            let b = Screen("B")
            weakB = b
            recorder.attach(b, as: "B")
            recorder.clear()
            nav.pushViewController(b, animated: true)
        }
        #expect(
            recorder.events == [
                "animationControllerFor(push, A → B)", "interactionControllerFor",
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "willShow(B)", "animator.transitionDuration",
                "LoggingAnimator.animateTransition", "completeTransition(false)", "B.viewWillDisappear",
                "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
                "LoggingAnimator.animationEnded(false)",
            ])
        #expect(nav.viewControllers.count == 1 && same(nav.topViewController, a))
        #expect(a.appearanceState == .appeared)
        #expect(window.render() == before)
        #expect(weakB == nil)
    }

    @Test("R38: completeTransition(false) on a pop: B stays on top and appears again; A disappears again")
    func cancelledPop() {
        let recorder = LifecycleRecorder()
        let (window, nav, a) = stack(recorder)
        let b = Screen("B")
        nav.pushViewController(b, animated: false)
        recorder.attach(b, as: "B")
        let before = window.render()
        let probe = MovingProbe()
        recorder.attach(probe, as: "P")
        let animator = LoggingAnimator(recorder, .later)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        recorder.clear()
        nav.popViewController(animated: true)
        #expect(nav.viewControllers.count == 1 && b.isMovingFromParent)
        recorder.clear()
        animator.context?.completeTransition(false)
        #expect(
            recorder.events == [
                "completeTransition(false)", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "B.viewDidAppear", "LoggingAnimator.animationEnded(false)",
            ])
        #expect(nav.viewControllers.count == 2 && same(nav.topViewController, b) && same(b.parent, nav))
        #expect(!b.isMovingFromParent && a.appearanceState == .disappeared)
        #expect(window.render() == before)
    }

    @Test(
        "R38: a presentation cancelled by its animator: the presented controller disappears again, the presenter appears again, the link goes and the presented controller is released"
    )
    func cancelledPresentation() {
        let recorder = LifecycleRecorder()
        let host = Screen("H")
        let window = visibleWindow(host)
        recorder.attach(host, as: "H")
        let before = window.render()
        let transitions = LoggingTransitioningDelegate(recorder)
        let animator = LoggingAnimator(recorder, .cancelAtOnce)
        transitions.presentAnimator = animator
        weak var weakSheet: ViewController?
        do {
            let sheet = Screen("S")
            weakSheet = sheet
            recorder.attach(sheet, as: "S")
            sheet.transitioningDelegate = transitions
            sheet.modalPresentationStyle = .fullScreen
            host.present(sheet, animated: true) { recorder.record("completion") }
        }
        #expect(
            recorder.events == [
                "animationController(forPresented: S, presenting: H)", "S.viewDidLoad",
                "H.viewWillDisappear", "S.viewWillAppear", "S.viewIsAppearing",
                "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(false)", "S.viewWillDisappear", "S.viewDidDisappear", "H.viewWillAppear",
                "H.viewIsAppearing", "H.viewDidAppear", "LoggingAnimator.animationEnded(false)",
            ])
        #expect(host.presentedViewController == nil)
        #expect(weakSheet == nil)
        #expect(window.render() == before)
    }

    @Test("R38: a tab switch cancelled by its animator keeps the old tab selected and on screen")
    func cancelledTabSwitch() throws {
        let recorder = LifecycleRecorder()
        let (x, y) = (Screen("X"), Screen("Y"))
        let tabs = TabBarController(viewControllers: [x, y])
        let window = visibleWindow(tabs)
        recorder.attach(x, as: "X")
        recorder.attach(y, as: "Y")
        let before = window.render()
        let delegate = AnimatingTabDelegate(recorder, animator: LoggingAnimator(recorder, .cancelAtOnce))
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(
            recorder.events == [
                "animationControllerForTransitionFrom(X → Y)", "Y.viewDidLoad", "Y.viewWillAppear",
                "Y.viewIsAppearing", "X.viewWillDisappear", "animator.transitionDuration",
                "LoggingAnimator.animateTransition", "completeTransition(false)", "Y.viewWillDisappear",
                "Y.viewDidDisappear", "X.viewWillAppear", "X.viewIsAppearing", "X.viewDidAppear",
                "LoggingAnimator.animationEnded(false)",
            ])
        #expect(
            tabs.selectedIndex == 0 && x.appearanceState == .appeared && y.appearanceState == .disappeared)
        #expect(window.render() == before)
    }

    @Test(
        "R38: completing twice, or completing with the context of a transition already over, is a diagnostic naming the animator and the controllers, and changes nothing"
    )
    func completeTwice() {
        let recorder = LifecycleRecorder()
        let (window, nav, _) = stack(recorder)
        let animator = LoggingAnimator(recorder, .completeAtOnce)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        let b = Screen("B")
        nav.pushViewController(b, animated: true)
        let stale = animator.context
        let after = window.render()
        recorder.clear()
        let diagnostics = captureDiagnostics {
            stale?.completeTransition(true)
            stale?.completeTransition(false)
        }
        #expect(recorder.events.isEmpty)
        #expect(diagnostics.map(\.kind) == [.transitionAlreadyCompleted, .transitionAlreadyCompleted])
        #expect(
            diagnostics.first?.message
                == "completeTransition(true) on the context of the push of Screen onto NavigationController, "
                + "animated by LoggingAnimator, which already completed; nothing changed. "
                + "Call completeTransition(_:) once per transition, on the context it was given.")
        #expect(window.render() == after && nav.viewControllers.count == 2)
        // A later transition is not disturbed by the stale context.
        let second = LoggingAnimator(recorder, .later)
        delegate.animator = second
        nav.popViewController(animated: true)
        _ = captureDiagnostics { stale?.completeTransition(true) }
        #expect(nav.transitionCoordinator != nil)
        second.context?.completeTransition(true)
        #expect(nav.viewControllers.count == 1 && nav.transitionCoordinator == nil)
    }

    @Test("R38: no animator, context or controller is kept alive once the transition is over")
    func noLeaks() {
        weak var weakAnimator: LoggingAnimator?
        weak var weakContext: AnyObject?
        weak var weakB: ViewController?
        let recorder = LifecycleRecorder()
        let (window, nav, _) = stack(recorder)
        defer { withExtendedLifetime(window) {} }
        do {
            let animator = LoggingAnimator(recorder, .later)
            weakAnimator = animator
            let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
            nav.delegate = delegate
            let b = Screen("B")
            weakB = b
            nav.pushViewController(b, animated: true)
            weakContext = animator.context
            animator.context?.completeTransition(true)
            animator.context = nil
            nav.popViewController(animated: false)
            nav.delegate = nil
        }
        #expect(weakAnimator == nil && weakContext == nil && weakB == nil)
    }

    @Test(
        "R38: a transition still open when its window is let go is cancelled then, with a diagnostic, and the next one runs"
    )
    func abandoned() {
        let recorder = LifecycleRecorder()
        weak var weakAnimator: LoggingAnimator?
        weak var weakNav: ViewController?
        let released = captureDiagnostics {
            let (window, nav, _) = stack(recorder)
            defer { withExtendedLifetime(window) {} }
            weakNav = nav
            let animator = LoggingAnimator(recorder, .later)
            weakAnimator = animator
            let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
            nav.delegate = delegate
            nav.pushViewController(Screen("B"), animated: true)
        }
        #expect(released.map(\.kind) == [.transitionAbandoned])
        #expect(
            released.first?.message.contains(
                "The animator LoggingAnimator never called completeTransition.") == true)
        #expect(weakAnimator == nil && weakNav == nil)
        let next = captureDiagnostics {
            let (window, nav, _) = stack(recorder)
            defer { withExtendedLifetime(window) {} }
            nav.pushViewController(Screen("C"), animated: true)
            #expect(nav.viewControllers.count == 2)
        }
        #expect(next.isEmpty)
    }
}

/// A screen that notes nothing; used to keep a recorder busy.
@MainActor private final class MovingProbe: ViewController {}

@MainActor
@Suite("R39 – interactive custom transitions: a percent-driven interaction controller")
struct R39InteractiveTests {
    /// A screen that registers for the end of the interaction in viewWillDisappear and viewWillAppear.
    @MainActor final class Watcher: ViewController {
        let recorder: LifecycleRecorder
        let name: String
        init(_ name: String, _ recorder: LifecycleRecorder) {
            self.name = name
            self.recorder = recorder
            super.init()
        }
        override func viewWillDisappear(_ animated: Bool) {
            let coordinator = transitionCoordinator
            recorder.record(
                "\(name) coordinator interactive \(coordinator?.isInteractive == true), initially \(coordinator?.initiallyInteractive == true)"
            )
            coordinator?.notifyWhenInteractionChanges { [recorder, name] context in
                recorder.record("\(name) hears the interaction end, cancelled \(context.isCancelled)")
            }
        }
    }

    private func setUp(_ recorder: LifecycleRecorder) -> (Window, NavigationController, Watcher, Watcher) {
        let a = Watcher("A", recorder)
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let b = Watcher("B", recorder)
        nav.pushViewController(b, animated: false)
        recorder.attach(a, as: "A")
        recorder.attach(b, as: "B")
        recorder.attach(nav, as: "nav")
        return (window, nav, a, b)
    }

    @Test(
        "R39: a percent-driven pop: update changes only the fraction; finish runs the interaction handlers, then the did callbacks, then animationEnded(true)"
    )
    func finish() {
        let recorder = LifecycleRecorder([.appearance, .animator])
        let (window, nav, a, b) = setUp(recorder)
        defer { withExtendedLifetime(window) {} }
        let animator = LoggingAnimator(recorder, .completeAtOnce)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        let interactor = PercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        nav.delegate = delegate
        recorder.clear()
        nav.popViewController(animated: true)
        #expect(
            recorder.events == [
                "animationControllerFor(pop, B → A)", "interactionControllerFor",
                "B coordinator interactive true, initially true", "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewIsAppearing", "willShow(A)", "animator.transitionDuration",
                "PercentDrivenInteractiveTransition.startInteractiveTransition",
                "LoggingAnimator.animateTransition", "completeTransition(true)",
            ])
        #expect(nav.transitionCoordinator?.isInteractive == true)
        recorder.clear()
        interactor.update(0.4)
        #expect(recorder.events.isEmpty)
        #expect(interactor.percentComplete == 0.4 && nav.transitionCoordinator?.percentComplete == 0.4)
        #expect(interactor.duration == 0.35)
        interactor.finish()
        #expect(
            recorder.events == [
                "B hears the interaction end, cancelled false", "B.viewDidDisappear", "A.viewDidAppear",
                "didShow(A)", "LoggingAnimator.animationEnded(true)",
            ])
        #expect(nav.viewControllers.count == 1 && same(nav.topViewController, a))
        #expect(b.parent == nil)
    }

    @Test(
        "R39: a percent-driven pop cancelled: the handlers hear a cancel, then A disappears again and B appears again, then animationEnded(false)"
    )
    func cancel() {
        let recorder = LifecycleRecorder([.appearance, .animator])
        let (window, nav, a, b) = setUp(recorder)
        let before = window.render()
        let animator = LoggingAnimator(recorder, .completeAtOnce)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        let interactor = PercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        nav.delegate = delegate
        nav.popViewController(animated: true)
        recorder.clear()
        interactor.update(0.2)
        interactor.cancel()
        #expect(
            recorder.events == [
                "B hears the interaction end, cancelled true",
                "A coordinator interactive false, initially true",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewDidAppear", "LoggingAnimator.animationEnded(false)",
            ])
        #expect(nav.viewControllers.count == 2 && same(nav.topViewController, b))
        #expect(a.appearanceState == .disappeared && window.render() == before)
        recorder.clear()
        interactor.finish()
        #expect(recorder.events.isEmpty)
    }

    @Test("R39: an interactive dismissal driven by the transitioning delegate's interaction controller")
    func interactiveDismissal() {
        let recorder = LifecycleRecorder()
        let host = Screen("H")
        let window = visibleWindow(host)
        let sheet = Screen("S")
        recorder.attach(sheet, as: "S")
        recorder.attach(host, as: "H")
        let transitions = LoggingTransitioningDelegate(recorder)
        transitions.dismissAnimator = LoggingAnimator(recorder, .completeAtOnce)
        let interactor = PercentDrivenInteractiveTransition()
        transitions.dismissInteractor = interactor
        sheet.transitioningDelegate = transitions
        host.present(sheet, animated: false)
        recorder.clear()
        sheet.dismiss(animated: true)
        #expect(sheet.transitionCoordinator?.isInteractive == true && sheet.isBeingDismissed)
        interactor.cancel()
        #expect(
            recorder.events == [
                "animationController(forDismissed: S)", "interactionControllerForDismissal",
                "S.viewWillDisappear", "animator.transitionDuration",
                "PercentDrivenInteractiveTransition.startInteractiveTransition",
                "LoggingAnimator.animateTransition", "completeTransition(true)", "interaction cancelled",
                "S.viewWillAppear", "S.viewIsAppearing", "S.viewDidAppear",
                "LoggingAnimator.animationEnded(false)",
            ])
        #expect(same(host.presentedViewController, sheet) && window.find(identifier: "label.S") != nil)
    }
}

@MainActor
@Suite("R40 – alongside animations, completion blocks, and .custom presentations")
struct R40AlongsideAndCustomTests {
    /// A screen that asks its coordinator to animate alongside in viewWillAppear.
    @MainActor final class AlongsideScreen: ViewController {
        let recorder: LifecycleRecorder
        var accepted: Bool?
        init(_ recorder: LifecycleRecorder) {
            self.recorder = recorder
            super.init()
        }
        override func viewWillAppear(_ animated: Bool) {
            accepted = transitionCoordinator?.animate(
                alongsideTransition: { [recorder] _ in recorder.record("alongside") },
                completion: { [recorder] context in
                    recorder.record("completion block, cancelled \(context.isCancelled)")
                }
            )
        }
    }

    @Test(
        "R40: the alongside block runs after the will callbacks, before animateTransition; the completion block after completeTransition, before the did callbacks"
    )
    func alongsideWithAnimator() {
        let recorder = LifecycleRecorder()
        let (window, nav, _) = stack(recorder)
        defer { withExtendedLifetime(window) {} }
        let animator = LoggingAnimator(recorder, .later)
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        let b = AlongsideScreen(recorder)
        recorder.attach(b, as: "B")
        recorder.clear()
        nav.pushViewController(b, animated: true)
        #expect(b.accepted == true)
        #expect(
            recorder.events == [
                "animationControllerFor(push, A → B)", "interactionControllerFor",
                "B.willMove(toParent: nav)",
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "willShow(B)",
                "animator.transitionDuration", "alongside", "LoggingAnimator.animateTransition",
            ])
        recorder.clear()
        animator.context?.completeTransition(false)
        #expect(
            recorder.events == [
                "completeTransition(false)", "completion block, cancelled true", "B.viewWillDisappear",
                "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
                "LoggingAnimator.animationEnded(false)",
            ])
    }

    @Test(
        "R40: without an animator, the blocks run between the will and the did callbacks; with no transition, nothing runs"
    )
    func alongsidePlain() {
        let recorder = LifecycleRecorder()
        let (window, nav, _) = stack(recorder)
        defer { withExtendedLifetime(window) {} }
        let b = AlongsideScreen(recorder)
        recorder.attach(b, as: "B")
        recorder.clear()
        nav.pushViewController(b, animated: true)
        #expect(
            recorder.events == [
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "alongside", "completion block, cancelled false", "A.viewDidDisappear",
                "B.viewDidAppear", "B.didMove(toParent: nav)",
            ])
        let stale = nav.transitionCoordinator
        #expect(stale == nil)
        // A coordinator kept past its transition refuses.
        var kept: (any TransitionCoordinator)?
        let c = CoordinatorKeeper { kept = $0 }
        nav.pushViewController(c, animated: false)
        recorder.clear()
        let accepted = kept?.animate(alongsideTransition: { _ in recorder.record("late") }, completion: nil)
        #expect(accepted == false && recorder.events.isEmpty)
    }

    @Test(
        "R40: a .custom presentation keeps the presenter on screen: no presenter callbacks; the presentation controller's hooks wrap the animator; its dismissal likewise"
    )
    func customKeepsPresenter() {
        let recorder = LifecycleRecorder()
        let host = Screen("H")
        let window = visibleWindow(host)
        recorder.attach(host, as: "H")
        let card = Screen("S")
        recorder.attach(card, as: "S")
        let transitions = LoggingTransitioningDelegate(recorder)
        transitions.presentAnimator = LoggingAnimator(recorder)
        transitions.dismissAnimator = LoggingAnimator(recorder)
        transitions.makesPresentationController = { presented, presenting in
            let controller = LoggingPresentationController(
                presentedViewController: presented, presenting: presenting)
            controller.recorder = recorder
            return controller
        }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        host.present(card, animated: true)
        #expect(
            recorder.events == [
                "presentationController(forPresented: S)",
                "animationController(forPresented: S, presenting: H)", "S.viewDidLoad", "S.viewWillAppear",
                "S.viewIsAppearing", "presentationTransitionWillBegin", "animator.transitionDuration",
                "LoggingAnimator.animateTransition", "completeTransition(true)",
                "presentationTransitionDidEnd(true)", "S.viewDidAppear",
                "LoggingAnimator.animationEnded(true)",
            ])
        #expect(card.presentationController is LoggingPresentationController)
        #expect(host.appearanceState == .appeared)
        #expect(window.render().contains("(custom)"))
        #expect(card.presentationController?.containerView?.subviews.contains { $0 === card.view } == true)
        recorder.clear()
        card.dismiss(animated: true)
        #expect(
            recorder.events == [
                "animationController(forDismissed: S)", "interactionControllerForDismissal",
                "S.viewWillDisappear", "dismissalTransitionWillBegin", "animator.transitionDuration",
                "LoggingAnimator.animateTransition", "completeTransition(true)",
                "dismissalTransitionDidEnd(true)", "S.viewDidDisappear",
                "LoggingAnimator.animationEnded(true)",
            ])
        #expect(host.presentedViewController == nil)
    }

    @Test(
        "R40: a .custom presentation whose presentation controller removes the presenter's view: the presenter disappears and reappears"
    )
    func customRemovesPresenter() {
        let recorder = LifecycleRecorder()
        let host = Screen("H")
        let window = visibleWindow(host)
        recorder.attach(host, as: "H")
        let card = Screen("S")
        recorder.attach(card, as: "S")
        let transitions = LoggingTransitioningDelegate(recorder)
        transitions.makesPresentationController = { presented, presenting in
            let controller = LoggingPresentationController(
                presentedViewController: presented, presenting: presenting)
            controller.recorder = recorder
            controller.removesPresenter = true
            return controller
        }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        host.present(card, animated: false)
        #expect(
            recorder.events == [
                "presentationController(forPresented: S)", "S.viewDidLoad", "H.viewWillDisappear",
                "S.viewWillAppear", "S.viewIsAppearing", "presentationTransitionWillBegin",
                "presentationTransitionDidEnd(true)", "S.viewDidAppear", "H.viewDidDisappear",
            ])
        #expect(window.find(identifier: "label.H") == nil)
        recorder.clear()
        card.dismiss(animated: false)
        #expect(
            recorder.events == [
                "S.viewWillDisappear", "H.viewWillAppear", "H.viewIsAppearing",
                "dismissalTransitionWillBegin",
                "dismissalTransitionDidEnd(true)", "H.viewDidAppear", "S.viewDidDisappear",
            ])
        #expect(window.find(identifier: "label.H") != nil)
    }
}

/// A screen that hands its coordinator out in viewWillAppear.
@MainActor private final class CoordinatorKeeper: ViewController {
    let keep: (any TransitionCoordinator) -> Void
    init(_ keep: @escaping (any TransitionCoordinator) -> Void) {
        self.keep = keep
        super.init()
    }
    override func viewWillAppear(_ animated: Bool) {
        if let coordinator = transitionCoordinator { keep(coordinator) }
    }
}

@MainActor
@Suite("R35 – the interactive pop gesture recognizer")
struct InteractivePopGestureTests {
    @Test(
        "R35: with interactivePopGestureRecognizer disabled, a swipe back is refused with a diagnostic and nothing changes"
    )
    func disabled() throws {
        let recorder = LifecycleRecorder()
        let (window, nav, _) = stack(recorder)
        nav.pushViewController(Screen("B"), animated: false)
        let before = window.render()
        nav.interactivePopGestureRecognizer?.isEnabled = false
        recorder.clear()
        let diagnostics = captureDiagnostics {
            #expect(
                throws: WindowError.nothingToSwipeBack(
                    "the swipe back of NavigationController is disabled "
                        + "(its interactivePopGestureRecognizer.isEnabled is false)")
            ) { try window.beginSwipeBack() }
        }
        #expect(diagnostics.map(\.kind) == [.swipeBackDisabled])
        #expect(recorder.events.isEmpty && window.render() == before)
        nav.interactivePopGestureRecognizer?.isEnabled = true
        try window.beginSwipeBack().finish()
        #expect(nav.viewControllers.count == 1)
    }
}

/// An animator that asks for another push from inside `animateTransition`, then completes.
@MainActor private final class PushingAnimator: ViewControllerAnimatedTransitioning {
    let recorder: LifecycleRecorder
    let next: ViewController
    var completeAgainWhenEnded = false
    private var context: (any ViewControllerContextTransitioning)?
    init(_ recorder: LifecycleRecorder, next: ViewController) {
        self.recorder = recorder
        self.next = next
    }
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        .nan
    }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        context = transitionContext
        let navigation = transitionContext.viewController(forKey: .from)?.navigationController
        navigation?.pushViewController(next, animated: false)
        recorder.record("asked for a push; stack \(navigation?.viewControllers.count ?? -1)")
        transitionContext.completeTransition(true)
    }
    func animationEnded(_ transitionCompleted: Bool) {
        if completeAgainWhenEnded { context?.completeTransition(false) }
    }
}

@MainActor
@Suite("R38 and R39 – hostile input to custom transitions")
struct CustomTransitionHostileInputTests {
    @Test("R29 and R38: a push asked for inside animateTransition waits for completeTransition, then runs")
    func pushInsideAnimateTransition() {
        let recorder = LifecycleRecorder([.appearance])
        let (window, nav, _) = stack(recorder)
        let (b, c) = (Screen("B"), Screen("C"))
        recorder.attach(b, as: "B")
        recorder.attach(c, as: "C")
        let animator = PushingAnimator(recorder, next: c)
        animator.completeAgainWhenEnded = true
        let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
        recorder.clear()
        let diagnostics = captureDiagnostics { nav.pushViewController(b, animated: true) }
        #expect(
            recorder.events == [
                "animationControllerFor(push, A → B)", "interactionControllerFor", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "willShow(B)",
                "asked for a push; stack 2", "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
                "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing",
                "willShow(C)",
                "B.viewDidDisappear", "C.viewDidAppear", "didShow(C)",
            ])
        // The second completion, from inside animationEnded, is refused.
        #expect(diagnostics.map(\.kind) == [.transitionAlreadyCompleted])
        #expect(nav.viewControllers.count == 3 && nav.transitionCoordinator == nil)
        #expect(window.find(identifier: "label.C") != nil)
    }

    @Test("R39: update with NaN, infinities and out-of-range fractions is clamped or ignored; no callbacks")
    func hostileFractions() {
        let recorder = LifecycleRecorder([.appearance])
        let (window, nav, _) = stack(recorder)
        nav.pushViewController(Screen("B"), animated: false)
        let delegate = AnimatingNavigationDelegate(recorder, animator: LoggingAnimator(recorder))
        let interactor = PercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        nav.delegate = delegate
        nav.popViewController(animated: true)
        recorder.clear()
        interactor.update(.nan)
        #expect(interactor.percentComplete == 0)
        interactor.update(.infinity)
        #expect(interactor.percentComplete == 1 && nav.transitionCoordinator?.percentComplete == 1)
        interactor.update(-.infinity)
        #expect(interactor.percentComplete == 0)
        interactor.update(-3)
        #expect(nav.transitionCoordinator?.percentComplete == 0)
        interactor.pause()
        #expect(recorder.events.isEmpty)
        interactor.finish()
        interactor.finish()
        interactor.cancel()
        #expect(nav.viewControllers.count == 1 && window.find(identifier: "label.A") != nil)
    }
}
