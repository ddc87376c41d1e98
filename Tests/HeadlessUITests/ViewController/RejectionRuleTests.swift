import HeadlessUI
import HeadlessUITesting
import Testing

/// Everything a rejection must leave as it was.
@MainActor private struct Snapshot: Equatable {
    let stack: [ObjectIdentifier]
    let presented: ObjectIdentifier?
    let parents: [ObjectIdentifier?]
    let states: [AppearanceState]

    init(nav: NavigationController?, presenter: ViewController, controllers: [ViewController]) {
        stack = nav?.viewControllers.map(ObjectIdentifier.init) ?? []
        presented = presenter.presentedViewController.map(ObjectIdentifier.init)
        parents = controllers.map { $0.parent.map(ObjectIdentifier.init) }
        states = controllers.map(\.appearanceState)
    }
}

@MainActor
@Suite("F. Rejected requests (R24–R30)")
struct RejectionRuleTests {
    @Test("R24: pushing a controller already in the stack is rejected, names both, changes nothing")
    func r24PushDuplicate() {
        let (a, b) = (Screen("A", title: "Cities"), Screen("B", title: "Amsterdam"))
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        nav.pushViewController(b, animated: false)
        let before = Snapshot(nav: nav, presenter: nav, controllers: [a, b])
        let diagnostics = captureDiagnostics { nav.pushViewController(a, animated: true) }
        #expect(Snapshot(nav: nav, presenter: nav, controllers: [a, b]) == before)
        #expect(diagnostics.map(\.kind) == [.pushDuplicate])
        #expect(
            diagnostics.first?.message
                == "Cannot push Screen(\"Cities\") onto NavigationController: it is already in the stack "
                + "(Screen(\"Cities\") → Screen(\"Amsterdam\")). Pop to it with popToViewController(_:animated:) instead."
        )
        _ = window
    }

    @Test("R25: pushing a navigation controller is rejected, names both, changes nothing")
    func r25PushNavigationController() {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let inner = NavigationController(rootViewController: Screen("X"))
        let before = Snapshot(nav: nav, presenter: nav, controllers: [a, inner])
        let diagnostics = captureDiagnostics { nav.pushViewController(inner, animated: false) }
        #expect(Snapshot(nav: nav, presenter: nav, controllers: [a, inner]) == before)
        #expect(diagnostics.map(\.kind) == [.pushNavigationController])
        #expect(
            diagnostics.first?.message
                == "Cannot push NavigationController onto NavigationController: it is a navigation controller, "
                + "and navigation controllers cannot be stacked. Push its top controller, or present it instead."
        )
        _ = window
    }

    @Test("R26: presenting from a controller that is already presenting is rejected, names all three")
    func r26AlreadyPresenting() {
        let a = Screen("A", title: "Home")
        let window = visibleWindow(a)
        let (b, c) = (Screen("B", title: "Editor"), Screen("C", title: "Picker"))
        a.present(b, animated: false)
        let before = Snapshot(nav: nil, presenter: a, controllers: [a, b, c])
        var completed = false
        let diagnostics = captureDiagnostics { a.present(c, animated: false) { completed = true } }
        #expect(Snapshot(nav: nil, presenter: a, controllers: [a, b, c]) == before)
        #expect(completed == false)
        #expect(diagnostics.map(\.kind) == [.presentWhilePresenting])
        #expect(
            diagnostics.first?.message
                == "Cannot present Screen(\"Picker\") from Screen(\"Home\"): Screen(\"Home\") is already presenting "
                + "Screen(\"Editor\"). Dismiss it first, or present from Screen(\"Editor\").")
        _ = window
    }

    @Test("R27: presenting a controller that is already presented or on screen elsewhere is rejected")
    func r27ActiveController() {
        let a = Screen("A", title: "Home")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let b = Screen("B", title: "Sheet")
        nav.present(b, animated: false)
        let before = Snapshot(nav: nav, presenter: nav, controllers: [a, b])
        let diagnostics = captureDiagnostics {
            b.present(a, animated: false)
        }
        #expect(Snapshot(nav: nav, presenter: nav, controllers: [a, b]) == before)
        #expect(diagnostics.map(\.kind) == [.presentActiveController])
        #expect(
            diagnostics.first?.message
                == "Cannot present Screen(\"Home\") from Screen(\"Sheet\"): Screen(\"Home\") is already a child of "
                + "NavigationController. Present a controller that is not shown anywhere else.")
        _ = window
    }

    @Test(
        "R28: presenting from a controller not on screen is rejected: no window, covered in a hidden window, covered"
    )
    func r28OffScreen() {
        let loose = Screen("A", title: "Loose")
        let b = Screen("B", title: "Sheet")
        var diagnostics = captureDiagnostics { loose.present(b, animated: false) }
        #expect(diagnostics.map(\.kind) == [.presentFromOffScreen])
        #expect(
            diagnostics.first?.message
                == "Cannot present Screen(\"Sheet\") from Screen(\"Loose\"): Screen(\"Loose\") is not on screen "
                + "(it is in no window). Present from a controller whose view is in a visible window.")

        // In a window not yet made key and visible, a controller the window would show is in its
        // view hierarchy, and UIKit presents from it; one covered there is refused.
        let (below, top) = (Screen("L", title: "Below"), Screen("T", title: "Top"))
        let hiddenNavigation = NavigationController(rootViewController: below)
        hiddenNavigation.pushViewController(top, animated: false)
        let window = Window()
        window.rootViewController = hiddenNavigation
        diagnostics = captureDiagnostics { below.present(b, animated: false) }
        #expect(diagnostics.first?.message.contains("its window has not been made key and visible") == true)
        #expect(hiddenNavigation.presentedViewController == nil)

        let (first, second) = (Screen("1", title: "First"), Screen("2", title: "Second"))
        let tabs = TabBarController(viewControllers: [first, second])
        let visible = visibleWindow(tabs)
        diagnostics = captureDiagnostics { second.present(b, animated: false) }
        #expect(
            diagnostics.first?.message.contains("Screen(\"Second\") is not on screen (it is disappeared)")
                == true)
        #expect(tabs.presentedViewController == nil)
        #expect(b.presentingViewController == nil && b.isViewLoaded == false)
        _ = (window, visible)
    }

    @Test(
        "R29: a transition requested inside another's callbacks is queued and runs before the outer call returns"
    )
    func r29Queued() {
        final class Pusher: ViewController {
            var next: ViewController?
            var stackCountInsideCallback = 0
            override func viewDidAppear(_ animated: Bool) {
                guard let next else { return }
                self.next = nil
                navigationController?.pushViewController(next, animated: false)
                stackCountInsideCallback = navigationController?.viewControllers.count ?? 0
            }
        }
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let (b, c) = (Pusher(), Screen("C"))
        b.next = c
        let recorder = recording(["A": a, "B": b, "C": c, "nav": nav])
        nav.pushViewController(b, animated: false)
        #expect(b.stackCountInsideCallback == 2)
        #expect(nav.viewControllers.count == 3)
        #expect(
            recorder.events == [
                "B.willMove(toParent: nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)",
                "C.willMove(toParent: nav)", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear",
                "C.viewIsAppearing", "B.viewDidDisappear", "C.viewDidAppear", "C.didMove(toParent: nav)",
            ])
        _ = window
    }

    @Test("R30: dismissing with nothing presented changes nothing and says so")
    func r30NothingToDismiss() {
        let a = Screen("A", title: "Home")
        let window = visibleWindow(a)
        var completed = false
        let diagnostics = captureDiagnostics { a.dismiss(animated: true) { completed = true } }
        #expect(completed == false)
        #expect(a.appearanceState == .appeared)
        #expect(diagnostics.map(\.kind) == [.dismissWithNothingPresented])
        #expect(
            diagnostics.first?.message
                == "Nothing to dismiss: Screen(\"Home\") presents nothing and is not presented.")
        _ = window
    }

    @Test(
        "popping the root, popping to a stranger and empty or duplicate stacks are rejected and change nothing"
    )
    func invalidStackRequests() {
        let (a, b) = (Screen("A", title: "Root"), Screen("B", title: "Stranger"))
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        let diagnostics = captureDiagnostics {
            #expect(nav.popViewController(animated: false) == nil)
            #expect(nav.popToViewController(b, animated: false) == nil)
            nav.setViewControllers([], animated: false)
            nav.setViewControllers([a, b, a], animated: false)
        }
        #expect(
            diagnostics.map(\.kind) == [
                .invalidPop, .invalidPop, .invalidContainerContent, .invalidContainerContent,
            ])
        #expect(
            diagnostics[0].message
                == "Cannot pop from NavigationController: only its root Screen(\"Root\") is left.")
        #expect(nav.viewControllers.count == 1 && b.parent == nil)
        _ = window
    }
}
