import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("H. An empty navigation controller (R34)")
struct EmptyNavigationRuleTests {
    @Test("UINavigationController() starts empty and start() pushes the first screen")
    func tutorialSentence() {
        // The coordinator tutorial: `let nav = UINavigationController()`, the window shows it, and the
        // coordinator's start() pushes the first screen.
        @MainActor final class MainCoordinator {
            let navigationController: NavigationController
            init(navigationController: NavigationController) {
                self.navigationController = navigationController
            }
            func start() {
                navigationController.pushViewController(Screen("Home", title: "Home"), animated: false)
            }
        }
        let nav = NavigationController()
        let window = visibleWindow(nav)
        #expect(nav.viewControllers.isEmpty && nav.topViewController == nil)
        #expect(window.render() == "Window\n└─ NavigationController\n   └─ NavigationBar")
        #expect(window.find(identifier: "back") == nil)

        let coordinator = MainCoordinator(navigationController: nav)
        let home = LifecycleRecorder()
        let spy = NavigationSpy(home)
        nav.delegate = spy
        coordinator.start()
        let first = nav.topViewController
        #expect(first?.title == "Home" && first?.appearanceState == .appeared)
        #expect(
            window.render()
                == "Window\n└─ NavigationController\n   ├─ NavigationBar \"Home\"\n   └─ Screen\n      └─ Label #label.Home \"Home\""
        )
        #expect(window.find(identifier: "back") == nil)
        #expect(home.events == ["willShow(Screen)", "didShow(Screen)"])
    }

    @Test(
        "R34: the first push onto an empty navigation controller on screen gives the pushed controller its normal appearance callbacks"
    )
    func firstPushAppears() {
        let nav = NavigationController()
        let window = visibleWindow(nav)
        let a = Screen("A")
        let recorder = recording(["A": a, "nav": nav])
        let spy = NavigationSpy(recorder)
        nav.delegate = spy
        nav.pushViewController(a, animated: true)
        #expect(
            recorder.events == [
                "A.willMove(toParent: nav)", "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing",
                "willShow(A)", "A.viewDidAppear", "A.didMove(toParent: nav)", "didShow(A)",
            ])
        _ = window
    }

    @Test("R34: setViewControllers on an empty navigation controller shows the new top like a first push")
    func firstSetAppears() {
        let nav = NavigationController()
        let window = visibleWindow(nav)
        let (a, b) = (Screen("A"), Screen("B"))
        let recorder = recording(["A": a, "B": b])
        nav.setViewControllers([a, b], animated: false)
        #expect(
            recorder.events == [
                "A.willMove(toParent: NavigationController)", "B.willMove(toParent: NavigationController)",
                "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                "A.didMove(toParent: NavigationController)", "B.didMove(toParent: NavigationController)",
            ])
        #expect(a.isViewLoaded == false && window.find(identifier: "back") != nil)
    }

    @Test(
        "R34: an empty navigation controller off screen takes its first controller without callbacks; it appears with the window"
    )
    func offScreen() {
        let nav = NavigationController()
        let a = Screen("A")
        let recorder = recording(["A": a])
        nav.pushViewController(a, animated: false)
        #expect(
            recorder.events == [
                "A.willMove(toParent: NavigationController)", "A.didMove(toParent: NavigationController)",
            ])
        recorder.clear()
        let window = visibleWindow(nav)
        #expect(
            recorder.events == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        _ = window
    }

    @Test("R34: popping the last controller is rejected; an empty stack cannot be popped either")
    func popLastRejected() {
        let nav = NavigationController()
        let window = visibleWindow(nav)
        var diagnostics = captureDiagnostics { #expect(nav.popViewController(animated: true) == nil) }
        #expect(diagnostics.map(\.kind) == [.invalidPop])
        #expect(diagnostics.first?.message == "Cannot pop from NavigationController: its stack is empty.")
        #expect(nav.popToRootViewController(animated: true)?.isEmpty == true)
        let a = Screen("A", title: "Home")
        nav.pushViewController(a, animated: false)
        diagnostics = captureDiagnostics { #expect(nav.popViewController(animated: true) == nil) }
        #expect(
            diagnostics.first?.message
                == "Cannot pop from NavigationController: only its root Screen(\"Home\") is left.")
        #expect(nav.viewControllers.count == 1 && a.appearanceState == .appeared)
        _ = window
    }
}
