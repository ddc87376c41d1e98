import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

/// A tab bar controller with tabs X (selected) and Y on screen, and a Z ready to replace X, every
/// participant recorded.
@MainActor private func tabsOnScreen(
    _ recorder: LifecycleRecorder
) -> (window: Window, tabs: TabBarController, x: Screen, y: Screen, z: Screen) {
    let (x, y, z) = (Screen("X"), Screen("Y"), Screen("Z"))
    let tabs = TabBarController(viewControllers: [x, y])
    let window = visibleWindow(tabs)
    recorder.attach(tabs, as: "tabs")
    recorder.attach(x, as: "X")
    recorder.attach(y, as: "Y")
    recorder.attach(z, as: "Z")
    recorder.clear()
    return (window, tabs, x, y, z)
}

@MainActor
@Suite("R37 and R38 – replacing the selected tab runs through the tab bar delegate's animator")
struct TabReplaceTransitionTests {
    @Test(
        "R37: setViewControllers(animated: true) that replaces the selected tab asks the delegate, runs the animator between the will and the did callbacks, with containment around them"
    )
    func replaceSelected() {
        let recorder = LifecycleRecorder()
        let (window, tabs, x, y, z) = tabsOnScreen(recorder)
        defer { withExtendedLifetime(window) {} }
        let animator = LoggingAnimator(recorder)
        let delegate = AnimatingTabDelegate(recorder, animator: animator)
        tabs.delegate = delegate
        tabs.setViewControllers([z, y], animated: true)
        #expect(
            recorder.events == [
                "animationControllerForTransitionFrom(X → Z)", "Z.willMove(toParent: tabs)",
                "X.willMove(toParent: nil)", "Z.viewDidLoad", "Z.viewWillAppear", "Z.viewIsAppearing",
                "X.viewWillDisappear", "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(true)", "X.viewDidDisappear", "Z.viewDidAppear",
                "Z.didMove(toParent: tabs)", "X.didMove(toParent: nil)",
                "LoggingAnimator.animationEnded(true)",
            ])
        #expect(
            animator.seen == [
                "from X", "to Z", "container holds from-view true", "animated true, cancelled false",
            ])
        let selected = tabs.selectedViewController
        #expect(same(selected, z) && tabs.selectedIndex == 0 && tabs.viewControllers?.count == 2)
        #expect(x.parent == nil && same(z.parent, tabs) && tabs.transitionCoordinator == nil)
        #expect(x.appearanceState == .disappeared && z.appearanceState == .appeared)
        #expect(window.find(identifier: "label.Z") != nil && window.find(identifier: "label.X") == nil)
    }

    @Test(
        "R37: the viewControllers setter (setViewControllers animated: false) asks too: the animated flag concerns the tab bar's items, not the switch"
    )
    func replaceWithoutAnimatedFlag() {
        let recorder = LifecycleRecorder()
        let (window, tabs, _, y, z) = tabsOnScreen(recorder)
        defer { withExtendedLifetime(window) {} }
        let animator = LoggingAnimator(recorder)
        let delegate = AnimatingTabDelegate(recorder, animator: animator)
        tabs.delegate = delegate
        tabs.viewControllers = [z, y]
        #expect(recorder.events.first == "animationControllerForTransitionFrom(X → Z)")
        #expect(recorder.events.contains("LoggingAnimator.animateTransition"))
        #expect(animator.seen.last == "animated true, cancelled false")
        #expect(same(tabs.selectedViewController, z) && window.find(identifier: "label.Z") != nil)
    }

    @Test(
        "R37: no animator is asked when the selected tab stays selected, when the tab bar controller is off screen, or with no tabs left"
    )
    func noSwitchNoAnimator() {
        let recorder = LifecycleRecorder()
        let (window, tabs, x, y, z) = tabsOnScreen(recorder)
        defer { withExtendedLifetime(window) {} }
        let delegate = AnimatingTabDelegate(recorder, animator: LoggingAnimator(recorder))
        tabs.delegate = delegate
        tabs.setViewControllers([y, x, z], animated: true)
        #expect(recorder.events == ["Z.willMove(toParent: tabs)", "Z.didMove(toParent: tabs)"])
        #expect(tabs.selectedIndex == 1 && same(tabs.selectedViewController, x))

        recorder.clear()
        tabs.setViewControllers([], animated: true)
        #expect(!recorder.events.contains { $0.hasPrefix("animationControllerForTransitionFrom") })
        #expect(x.appearanceState == .disappeared && tabs.selectedViewController == nil)

        let offScreen = TabBarController(viewControllers: [Screen("P"), Screen("Q")])
        offScreen.delegate = delegate
        recorder.clear()
        offScreen.setViewControllers([Screen("R")], animated: true)
        #expect(recorder.events.isEmpty)
    }

    @Test(
        "R38: an animator completing later holds the replacement open: the model is changed, no did callback fires, a tab switch asked for meanwhile waits and runs after animationEnded"
    )
    func completesLater() throws {
        let recorder = LifecycleRecorder()
        let (window, tabs, x, y, z) = tabsOnScreen(recorder)
        defer { withExtendedLifetime(window) {} }
        let animator = LoggingAnimator(recorder, .later)
        let delegate = AnimatingTabDelegate(recorder, animator: animator)
        tabs.delegate = delegate
        tabs.setViewControllers([z, y], animated: true)
        #expect(recorder.events.last == "LoggingAnimator.animateTransition")
        #expect(tabs.transitionCoordinator != nil && z.transitionCoordinator != nil)
        #expect(x.appearanceState == .disappearing && z.appearanceState == .appearing)
        #expect(same(tabs.selectedViewController, z))

        recorder.clear()
        tabs.selectedIndex = 1
        #expect(recorder.events.isEmpty && tabs.selectedIndex == 0)

        delegate.animator = nil
        let context = try #require(animator.context)
        context.completeTransition(true)
        #expect(
            recorder.events == [
                "completeTransition(true)", "X.viewDidDisappear", "Z.viewDidAppear",
                "Z.didMove(toParent: tabs)", "X.didMove(toParent: nil)",
                "LoggingAnimator.animationEnded(true)", "animationControllerForTransitionFrom(Z → Y)",
                "Y.viewDidLoad", "Y.viewWillAppear", "Y.viewIsAppearing", "Z.viewWillDisappear",
                "Z.viewDidDisappear", "Y.viewDidAppear",
            ])
        #expect(tabs.selectedIndex == 1 && tabs.transitionCoordinator == nil)
    }

    @Test(
        "R38: completeTransition(false) cancels the replacement: the old tabs and selection return, the new tab disappears again, the old one appears again, and the new tab is released"
    )
    func cancelled() throws {
        let recorder = LifecycleRecorder()
        weak var weakW: Screen?
        let (window, tabs, x, y, z) = tabsOnScreen(recorder)
        defer { withExtendedLifetime((window, z)) {} }
        let before = window.render()
        let animator = LoggingAnimator(recorder, .cancelAtOnce)
        let delegate = AnimatingTabDelegate(recorder, animator: animator)
        tabs.delegate = delegate
        do {
            let w = Screen("W")
            weakW = w
            recorder.attach(w, as: "W")
            tabs.setViewControllers([w, y], animated: true)
            #expect(w.parent == nil && w.appearanceState == .disappeared)
        }
        #expect(
            recorder.events == [
                "animationControllerForTransitionFrom(X → W)", "W.willMove(toParent: tabs)",
                "X.willMove(toParent: nil)", "W.viewDidLoad", "W.viewWillAppear", "W.viewIsAppearing",
                "X.viewWillDisappear", "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(false)", "W.viewWillDisappear", "W.viewDidDisappear",
                "X.viewWillAppear", "X.viewIsAppearing", "X.viewDidAppear",
                "LoggingAnimator.animationEnded(false)",
            ])
        #expect(animator.animationEndedCalls == [false])
        let tabsNow = tabs.viewControllers ?? []
        #expect(tabsNow.count == 2 && same(tabsNow[0], x) && same(tabsNow[1], y))
        #expect(tabs.selectedIndex == 0 && same(x.parent, tabs) && x.appearanceState == .appeared)
        #expect(window.render() == before)
        animator.context = nil
        #expect(weakW == nil)
    }

    @Test(
        "R39: an interaction controller from the delegate drives the replacement; cancel() ends it as completeTransition(false) does"
    )
    func interactiveCancel() {
        let recorder = LifecycleRecorder()
        let (window, tabs, x, y, z) = tabsOnScreen(recorder)
        defer { withExtendedLifetime(window) {} }
        let interactor = PercentDrivenInteractiveTransition()
        let delegate = AnimatingTabDelegate(
            recorder, animator: LoggingAnimator(recorder, .completeAtOnce), interactor: interactor)
        tabs.delegate = delegate
        tabs.setViewControllers([z, y], animated: true)
        #expect(tabs.transitionCoordinator?.isInteractive == true)
        interactor.update(0.3)
        recorder.clear()
        interactor.cancel()
        #expect(
            recorder.events == [
                "interaction cancelled", "Z.viewWillDisappear", "Z.viewDidDisappear",
                "X.viewWillAppear", "X.viewIsAppearing", "X.viewDidAppear",
                "LoggingAnimator.animationEnded(false)",
            ])
        #expect(same(tabs.selectedViewController, x) && z.parent == nil && tabs.transitionCoordinator == nil)
    }

    @Test(
        "R38: a replacement still open when its window is let go is cancelled then, with a diagnostic, nothing is kept alive, and the next transition runs"
    )
    func abandoned() {
        let recorder = LifecycleRecorder()
        weak var weakAnimator: LoggingAnimator?
        weak var weakTabs: TabBarController?
        weak var weakZ: Screen?
        let released = captureDiagnostics {
            let (window, tabs, _, y, z) = tabsOnScreen(recorder)
            defer { withExtendedLifetime(window) {} }
            weakTabs = tabs
            weakZ = z
            let animator = LoggingAnimator(recorder, .later)
            weakAnimator = animator
            let delegate = AnimatingTabDelegate(recorder, animator: animator)
            tabs.delegate = delegate
            tabs.setViewControllers([z, y], animated: true)
            #expect(tabs.transitionCoordinator != nil)
        }
        #expect(released.map(\.kind) == [.transitionAbandoned])
        let next = captureDiagnostics {
            let (window, tabs, _, _, _) = tabsOnScreen(recorder)
            defer { withExtendedLifetime(window) {} }
            tabs.selectedIndex = 1
            #expect(tabs.selectedIndex == 1)
        }
        #expect(next.isEmpty)
        #expect(
            released.first?.message.contains(
                "The animator LoggingAnimator never called completeTransition.") == true)
        #expect(weakAnimator == nil && weakTabs == nil && weakZ == nil)
    }
}
