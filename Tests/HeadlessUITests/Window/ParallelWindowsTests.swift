import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

// Swift Testing runs tests in parallel by default, and a team's tests whose animators complete
// later interleave on the main actor at every `await`. Each window must still see UIKit's order,
// as windows on iOS transition independently.

/// How many windows hold a transition open at once, and the most that ever did.
@MainActor private final class OpenCount {
    private(set) var now = 0
    private(set) var most = 0
    /// The windows that reached their first held transition.
    private(set) var arrived = 0

    func opened() {
        now += 1
        most = max(most, now)
    }
    func closed() { now -= 1 }
    func arrive() { arrived += 1 }
}

/// Yields until `condition` holds, at most `limit` times: an animator that never gets its context
/// (a transition queued behind another window's) ends the wait instead of hanging the test.
@MainActor private func eventually(limit: Int = 2_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// One window's flow: push, present, dismiss and pop, each through an animator that completes a
/// few `await`s later.
@MainActor private final class WindowFlow {
    let recorder = LifecycleRecorder()
    let index: Int
    private var seed: UInt64

    init(_ index: Int) {
        self.index = index
        seed = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// A few yields, a different number for each window and step.
    private func pause() async {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        for _ in 0..<(1 + Int(seed >> 61)) { await Task.yield() }
    }

    /// Waits for `animator` to be handed its transition, lets a few `await`s pass, then completes
    /// it. - Returns: `false` when the animator never got its transition.
    private func completeLater(_ animator: LoggingAnimator, _ count: OpenCount, _ step: String) async -> Bool
    {
        guard await eventually({ animator.context != nil }) else {
            Issue.record("window \(index): the \(step) never reached its animator")
            return false
        }
        count.opened()
        await pause()
        count.closed()
        animator.context?.completeTransition(true)
        return true
    }

    /// Runs the flow; `waitForOthers` runs once the first push is held open.
    func run(_ count: OpenCount, waitForOthers: () async -> Void) async {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        defer { withExtendedLifetime(window) {} }
        recorder.attach(a, as: "A")
        recorder.attach(nav, as: "nav")
        let pushAnimator = LoggingAnimator(recorder, .later)
        let navigationDelegate = AnimatingNavigationDelegate(recorder, animator: pushAnimator)
        nav.delegate = navigationDelegate
        let b = Screen("B")
        recorder.attach(b, as: "B")
        recorder.clear()

        nav.pushViewController(b, animated: true)
        guard await eventually({ pushAnimator.context != nil }) else {
            Issue.record("window \(index): the push never reached its animator")
            return
        }
        count.arrive()
        count.opened()
        await waitForOthers()
        await pause()
        count.closed()
        pushAnimator.context?.completeTransition(true)
        #expect(
            recorder.events == [
                "animationControllerFor(push, A → B)", "interactionControllerFor",
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "willShow(B)", "animator.transitionDuration",
                "LoggingAnimator.animateTransition", "completeTransition(true)", "A.viewDidDisappear",
                "B.viewDidAppear", "B.didMove(toParent: nav)", "didShow(B)",
                "LoggingAnimator.animationEnded(true)",
            ], "window \(index): push")

        let sheet = Screen("S")
        recorder.attach(sheet, as: "S")
        let transitions = LoggingTransitioningDelegate(recorder)
        let presentAnimator = LoggingAnimator(recorder, .later)
        let dismissAnimator = LoggingAnimator(recorder, .later)
        transitions.presentAnimator = presentAnimator
        transitions.dismissAnimator = dismissAnimator
        sheet.transitioningDelegate = transitions
        recorder.clear()
        b.present(sheet, animated: true) { [recorder] in recorder.record("presented") }
        guard await completeLater(presentAnimator, count, "presentation") else { return }
        #expect(
            recorder.events == [
                "animationController(forPresented: S, presenting: nav)", "S.viewDidLoad",
                "S.viewWillAppear", "S.viewIsAppearing", "animator.transitionDuration",
                "LoggingAnimator.animateTransition", "completeTransition(true)", "S.viewDidAppear",
                "presented", "LoggingAnimator.animationEnded(true)",
            ], "window \(index): present (a sheet leaves its presenter on screen, R15)")

        recorder.clear()
        sheet.dismiss(animated: true) { [recorder] in recorder.record("dismissed") }
        guard await completeLater(dismissAnimator, count, "dismissal") else { return }
        #expect(
            recorder.events == [
                "animationController(forDismissed: S)", "interactionControllerForDismissal",
                "S.viewWillDisappear", "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(true)", "S.viewDidDisappear", "dismissed",
                "LoggingAnimator.animationEnded(true)",
            ], "window \(index): dismiss")

        let popAnimator = LoggingAnimator(recorder, .later)
        navigationDelegate.animator = popAnimator
        recorder.clear()
        nav.popViewController(animated: true)
        guard await completeLater(popAnimator, count, "pop") else { return }
        #expect(
            recorder.events == [
                "animationControllerFor(pop, B → A)", "interactionControllerFor",
                "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "willShow(A)", "animator.transitionDuration", "LoggingAnimator.animateTransition",
                "completeTransition(true)", "B.viewDidDisappear", "A.viewDidAppear",
                "B.didMove(toParent: nil)", "didShow(A)", "LoggingAnimator.animationEnded(true)",
            ], "window \(index): pop")
        #expect(nav.viewControllers.count == 1 && a.appearanceState == .appeared)
        #expect(b.appearanceState == .disappeared && sheet.appearanceState == .disappeared)
    }
}

@MainActor
@Suite("Windows' flows in parallel: animators completing across awaits")
struct ParallelWindowsTests {
    static let windows = 12

    @Test(
        "twelve windows hold their pushes open at once, complete them across awaits, and each sees UIKit's order"
    )
    func twelveAtOnce() async {
        let count = OpenCount()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<Self.windows {
                group.addTask { await Self.flowWaitingForAll(index, count) }
            }
        }
        #expect(count.arrived == Self.windows)
        #expect(count.most >= Self.windows, "the pushes of all windows were open at the same time")
        #expect(count.now == 0)
    }

    /// Window `index`'s flow, whose first push stays open until every window's push is open.
    private static func flowWaitingForAll(_ index: Int, _ count: OpenCount) async {
        await WindowFlow(index).run(count) {
            _ = await eventually { count.arrived == windows }
        }
    }

    @Test("each window's flow sees UIKit's order while the other test cases run theirs", arguments: 0..<16)
    func oneOfMany(_ index: Int) async {
        let count = OpenCount()
        await WindowFlow(index).run(count) {}
        #expect(count.now == 0)
    }
}
