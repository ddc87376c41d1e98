import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

// Apple, UIWindowScene: "A UIWindowScene object manages one instance of your app's UI, including
// one or more windows that you display from that scene." Each window's transitions are its own: a
// transition an animator holds open in one window holds back nothing in another.

/// A visible window showing `nav`, whose delegate hands every push and pop to an animator that
/// completes only when told.
@MainActor private struct HeldStack {
    let window: Window
    let nav: NavigationController
    let root: Screen
    let animator: LoggingAnimator
    let delegate: AnimatingNavigationDelegate

    init(_ recorder: LifecycleRecorder, rootName: String = "A") {
        root = Screen(rootName)
        nav = NavigationController(rootViewController: root)
        window = visibleWindow(nav)
        recorder.attach(root, as: rootName)
        recorder.attach(nav, as: "nav")
        animator = LoggingAnimator(recorder, .later)
        delegate = AnimatingNavigationDelegate(recorder, animator: animator)
        nav.delegate = delegate
    }
}

@MainActor
@Suite("Windows transition independently: a transition belongs to its window")
struct WindowIndependenceTests {
    @Test(
        "a push held open by an animator in one window does not hold back a present in another visible window"
    )
    func otherWindowPresents() {
        let recorder = LifecycleRecorder()
        let held = HeldStack(recorder)
        defer { withExtendedLifetime(held.window) {} }
        let b = Screen("B")
        held.nav.pushViewController(b, animated: true)
        #expect(held.nav.transitionCoordinator != nil, "the push waits for its animator")

        let other = Screen("X")
        let otherWindow = visibleWindow(other)
        defer { withExtendedLifetime(otherWindow) {} }
        let sheet = Screen("Y")
        var completed = false
        other.present(sheet, animated: true) { completed = true }
        #expect(same(other.presentedViewController, sheet))
        #expect(sheet.appearanceState == .appeared)
        #expect(completed, "the presentation completed before present returned")

        #expect(b.appearanceState == .appearing, "the push in the first window is still open")
        held.animator.context?.completeTransition(true)
        #expect(b.appearanceState == .appeared && held.nav.viewControllers.count == 2)
    }

    @Test("a request in a window waits for that window's open transition (R38), not for another's")
    func sameWindowStillQueues() {
        let recorder = LifecycleRecorder()
        let held = HeldStack(recorder)
        defer { withExtendedLifetime(held.window) {} }
        held.nav.pushViewController(Screen("B"), animated: true)
        let sheet = Screen("S")
        held.nav.present(sheet, animated: false)
        #expect(held.nav.presentedViewController == nil, "queued behind the open push")
        held.animator.context?.completeTransition(true)
        #expect(same(held.nav.presentedViewController, sheet))
    }

    @Test(
        "a CATransaction's completion waits for the push it wraps, not for a push another window holds open")
    func transactionWaitsForItsOwnWindow() {
        let recorder = LifecycleRecorder()
        let held = HeldStack(recorder)
        defer { withExtendedLifetime(held.window) {} }
        held.nav.pushViewController(Screen("B"), animated: true)

        let other = NavigationController(rootViewController: Screen("X"))
        let otherWindow = visibleWindow(other)
        defer { withExtendedLifetime(otherWindow) {} }
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        other.pushViewController(Screen("Y"), animated: true)
        CATransaction.commit()
        #expect(log == ["completion"])
        held.animator.context?.completeTransition(true)
        #expect(log == ["completion"])
    }

    @Test(
        "a window released while an animator holds its push open releases the window, the navigation controller, its controllers and the animator"
    )
    func releasedWithTheWindow() {
        let recorder = LifecycleRecorder()
        weak var weakWindow: Window?
        weak var weakNav: NavigationController?
        weak var weakRoot: Screen?
        weak var weakPushed: Screen?
        weak var weakAnimator: LoggingAnimator?
        weak var weakDelegate: AnimatingNavigationDelegate?
        let diagnostics = captureDiagnostics {
            let held = HeldStack(recorder)
            weakWindow = held.window
            weakNav = held.nav
            weakRoot = held.root
            weakAnimator = held.animator
            weakDelegate = held.delegate
            let pushed = Screen("B")
            weakPushed = pushed
            held.nav.pushViewController(pushed, animated: true)
            #expect(held.nav.transitionCoordinator != nil)
        }
        #expect(weakWindow == nil)
        #expect(weakNav == nil)
        #expect(weakRoot == nil)
        #expect(weakPushed == nil)
        #expect(weakAnimator == nil)
        #expect(weakDelegate == nil)
        #expect(diagnostics.map(\.kind) == [.transitionAbandoned], "said when the window was let go")
        #expect(
            diagnostics.first?.message.contains(
                "The push of Screen onto NavigationController, animated by LoggingAnimator was still open "
                    + "when its window was let go; it was cancelled. "
                    + "The animator LoggingAnimator never called completeTransition.") == true,
            "\(diagnostics)")
    }

    @Test(
        "R6: a transition abandoned with its window ends balanced: the pushed controller leaves the stack disappeared, the other is back on top"
    )
    func abandonedEndsBalanced() {
        let recorder = LifecycleRecorder()
        let a = Screen("A")
        let b = Screen("B")
        recorder.attach(a, as: "A")
        recorder.attach(b, as: "B")
        var context: (any ViewControllerContextTransitioning)?
        let released = captureDiagnostics {
            let nav = NavigationController(rootViewController: a)
            let window = visibleWindow(nav)
            let animator = LoggingAnimator(recorder, .later)
            let delegate = AnimatingNavigationDelegate(recorder, animator: animator)
            nav.delegate = delegate
            nav.pushViewController(b, animated: true)
            context = animator.context
            recorder.clear()
            withExtendedLifetime(window) {}
        }
        #expect(released.map(\.kind) == [.transitionAbandoned])
        #expect(b.appearanceState == .disappeared, "not left appearing for good")
        #expect(a.appearanceState == .appeared, "not left disappearing for good")
        #expect(b.parent == nil, "the push was undone")
        // R38: a cancelled push reverses the callbacks, as completeTransition(false) does.
        #expect(
            recorder.events == [
                "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "A.viewDidAppear", "LoggingAnimator.animationEnded(false)",
            ])

        // A later, unrelated request does not change that.
        let elsewhere = HeldStack(LifecycleRecorder(), rootName: "E")
        defer { withExtendedLifetime(elsewhere.window) {} }
        elsewhere.nav.delegate = nil
        elsewhere.nav.pushViewController(Screen("F"), animated: true)

        // R7 and R5: made a window's root later, B gets a whole appearance cycle.
        recorder.clear()
        let later = visibleWindow(b)
        defer { withExtendedLifetime(later) {} }
        #expect(recorder.events == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])

        // The animator's late call says what happened instead of "already completed".
        let late = captureDiagnostics { context?.completeTransition(true) }
        #expect(late.map(\.kind) == [.transitionAlreadyCompleted])
        let message = late.first?.message ?? ""
        #expect(message.contains("was cancelled when its window was let go"), "\(message)")
        #expect(!message.contains("already completed"), "\(message)")
    }

    @Test(
        "a swipe back still in progress when its window is let go is cancelled then, and finishing it later says so"
    )
    func swipeLetGoWithItsWindow() {
        let recorder = LifecycleRecorder()
        let a = Screen("A")
        let b = Screen("B")
        recorder.attach(a, as: "A")
        recorder.attach(b, as: "B")
        var swipe: InteractiveTransition?
        let released = captureDiagnostics {
            let nav = NavigationController(rootViewController: a)
            let window = visibleWindow(nav)
            nav.pushViewController(b, animated: false)
            swipe = try? window.beginSwipeBack()
            #expect(swipe != nil && a.appearanceState == .appearing && b.appearanceState == .disappearing)
            recorder.clear()
            withExtendedLifetime(window) {}
        }
        #expect(released.map(\.kind) == [.transitionAbandoned])
        #expect(
            released.first?.message
                == "The swipe back in NavigationController was still open when its window was let go; it was "
                + "cancelled. Neither finish() nor cancel() was called on it.")
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(
            recorder.events == [
                "interaction cancelled", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "B.viewDidAppear",
            ])
        let late = captureDiagnostics { swipe?.finish() }
        #expect(
            late.map(\.message) == [
                "finish() on the swipe back in NavigationController, which was cancelled when its window was "
                    + "let go; nothing changed. An interactive transition ends once."
            ])
    }

    @Test(
        "a controller's view moved from one window's stack to another's names its new window, and so do its subviews"
    )
    func viewMovesBetweenWindows() {
        final class Leaf: ViewController {
            override func loadView() { view = View() }
        }
        final class Branch: ViewController {
            override func loadView() { view = StackView { Label("inside").identified("inside") } }
        }
        for screen in [Leaf(), Branch()] as [ViewController] {
            let first = NavigationController(rootViewController: Screen("A"))
            let firstWindow = visibleWindow(first)
            let second = NavigationController(rootViewController: Screen("X"))
            let secondWindow = visibleWindow(second)
            first.pushViewController(screen, animated: false)
            #expect(same(screen.view.window, firstWindow))
            first.popViewController(animated: false)
            #expect(screen.view.window == nil)
            second.pushViewController(screen, animated: false)
            #expect(same(screen.view.window, secondWindow))
            #expect(same(screen.view.find(identifier: "inside")?.window ?? secondWindow, secondWindow))
        }
    }
}
