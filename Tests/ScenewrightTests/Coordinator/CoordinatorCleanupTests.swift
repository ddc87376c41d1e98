import Scenewright
import ScenewrightTesting
import Testing

@MainActor @Suite struct CoordinatorCleanupTests {
    @Test("popping a child's only screen in code removes the child")
    func popInCode() {
        let (root, _) = runningRoot()
        root.pushChild("buy")
        #expect(root.childNames == ["buy"])
        root.navigationController.popViewController(animated: true)
        #expect(root.childCoordinators.isEmpty)
        #expect(root.log.events == ["root: buy finished"])
    }

    @Test("a child stays while any screen it pushed is still in the stack")
    func staysUntilEveryScreenIsPopped() {
        let (root, _) = runningRoot()
        root.pushChild("buy", pages: 2)
        root.navigationController.popViewController(animated: true)
        #expect(root.childNames == ["buy"])
        root.navigationController.popViewController(animated: true)
        #expect(root.childCoordinators.isEmpty)
    }

    @Test("popToRoot removes a child and its grandchild, depth first")
    func popToRoot() {
        let (root, _) = runningRoot()
        let buy = root.pushChild("buy")
        buy.pushChild("pay")
        root.navigationController.popToRootViewController(animated: true)
        #expect(root.childCoordinators.isEmpty)
        #expect(buy.childCoordinators.isEmpty)
        #expect(root.log.events == ["buy: pay finished", "root: buy finished"])
    }

    @Test("the user's back button removes the child whose screen it popped")
    func backButton() throws {
        let (root, window) = runningRoot()
        let buy = root.pushChild("buy")
        buy.pushChild("pay")
        try window.tap("back")
        #expect(root.childNames == ["buy"])
        #expect(buy.childCoordinators.isEmpty)
        try window.tap("back")
        #expect(root.childCoordinators.isEmpty)
    }

    @Test("setViewControllers that drops a child's screens removes the child")
    func setViewControllers() {
        let (root, _) = runningRoot()
        root.pushChild("buy")
        root.pushChild("account")
        let navigation = root.navigationController
        navigation.setViewControllers(
            [navigation.viewControllers[0], navigation.viewControllers[2]], animated: true)
        #expect(root.childNames == ["account"])
        navigation.viewControllers = [Page("fresh root")]
        #expect(root.childCoordinators.isEmpty)
    }

    @Test("dismissing the controller a child presented removes the child")
    func dismiss() {
        let (root, _) = runningRoot()
        let signup = root.presentChild("signup")
        #expect(root.childNames == ["signup"])
        signup.shownViewControllers.first?.dismiss(animated: true)
        #expect(root.childCoordinators.isEmpty)
    }

    @Test("the user swiping away a sheet a child presented removes the child, which is released")
    func userSwipesTheSheetAway() throws {
        let (root, window) = runningRoot()
        weak var weakSignup: PushingCoordinator?
        weak var weakSheet: ViewController?
        do {
            let signup = root.presentChild("signup")
            weakSignup = signup
            weakSheet = signup.shownViewControllers.first
        }
        #expect(root.childNames == ["signup"] && weakSheet != nil)
        #expect(try window.swipeDownSheet())
        #expect(root.childCoordinators.isEmpty)
        #expect(root.log.events == ["root: signup finished"])
        #expect(weakSignup == nil && weakSheet == nil)
    }

    @Test("a refused swipe keeps the child and its sheet")
    func refusedSwipeKeepsTheChild() throws {
        let (root, window) = runningRoot()
        let signup = root.presentChild("signup")
        let sheet = try #require(signup.shownViewControllers.first)
        sheet.isModalInPresentation = true
        #expect(try window.swipeDownSheet() == false)
        #expect(root.childNames == ["signup"])
        #expect(signup.shownViewControllers.count == 1)
    }

    @Test("a chain dismissed from below removes every coordinator that presented in it")
    func chainDismissal() {
        let (root, _) = runningRoot()
        let signup = root.presentChild("signup", style: .fullScreen)
        signup.presentChild("terms", style: .fullScreen)
        #expect(signup.childNames == ["terms"])
        root.navigationController.dismiss(animated: true)
        #expect(root.childCoordinators.isEmpty)
        #expect(signup.childCoordinators.isEmpty)
        #expect(root.log.events == ["signup: terms finished", "root: signup finished"])
    }

    @Test("a chain dismissed from below with a raw full-screen presentation on top still removes the child")
    func chainDismissalWithRawPresentationOnTop() throws {
        let (root, _) = runningRoot()
        let signup = root.presentChild("signup", style: .fullScreen)
        let modal = try #require(signup.shownViewControllers.first)
        let cover = Page("raw cover")
        cover.modalPresentationStyle = .fullScreen
        modal.present(cover, animated: true)
        #expect(root.childNames == ["signup"])
        root.navigationController.dismiss(animated: true)
        #expect(root.childCoordinators.isEmpty)
    }

    @Test("an alert action's handler can start a child: its queued push does not count as finished")
    func childStartedFromAlertHandler() throws {
        let (root, window) = runningRoot()
        let alert = AlertController(title: "Buy?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "Buy", style: .default) { _ in root.pushChild("buy") })
        root.navigationController.present(alert, animated: true)
        try window.tap("alert.Buy")
        #expect(root.childNames == ["buy"])
        #expect(root.navigationController.topViewController?.title == "buy.0")
    }

    @Test("a coordinator that has shown nothing does not finish")
    func idleChildStays() {
        let (root, _) = runningRoot()
        root.pushChild("empty", pages: 0)
        root.pushChild("buy")
        root.navigationController.popViewController(animated: true)
        #expect(root.childNames == ["empty"])
    }

    @Test("the navigation delegate stays the user's and still hears every transition")
    func delegateIsNotStolen() throws {
        final class Spy: NavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(
                _ nav: NavigationController, didShow viewController: ViewController, animated: Bool
            ) {
                shown.append(viewController.title ?? "?")
            }
        }
        let (root, window) = runningRoot()
        let spy = Spy()
        root.navigationController.delegate = spy
        root.pushChild("buy")
        try window.tap("back")
        let delegateIsSpy = root.navigationController.delegate === spy
        #expect(delegateIsSpy)
        #expect(spy.shown == ["buy.0", "root"])
        #expect(root.childCoordinators.isEmpty)
    }

    @Test(
        "finish ends a coordinator and its children without touching the screen; each released with its screen still shown is reported"
    )
    func explicitFinish() {
        let (root, _) = runningRoot()
        let diagnostics = captureDiagnostics {
            let buy = root.pushChild("buy")
            buy.pushChild("pay")
            buy.finish()
            #expect(root.childCoordinators.isEmpty)
            #expect(root.navigationController.viewControllers.count == 3)
            #expect(root.log.events == ["buy: pay finished", "root: buy finished"])
        }
        #expect(
            diagnostics.map(\.kind.rawValue) == [
                "coordinator.releasedWhileShown", "coordinator.releasedWhileShown",
            ])
        #expect(diagnostics.first?.message.contains("(Page \"pay.0\")") == true)
        #expect(diagnostics.last?.message.contains("(Page \"buy.0\")") == true)
    }

    @Test("starting a coordinator under itself or its descendant is rejected with a diagnostic")
    func cycleRejected() {
        let (root, _) = runningRoot()
        let buy = root.pushChild("buy")
        let diagnostics = captureDiagnostics {
            buy.startChildCoordinator(root)
            buy.startChildCoordinator(buy)
        }
        #expect(diagnostics.map(\.kind.rawValue) == ["coordinator.cycle", "coordinator.cycle"])
        #expect(root.parentCoordinator == nil)
        #expect(buy.childCoordinators.isEmpty)
    }

    @Test("finished coordinators and the screens they pushed are released")
    func finishedChildrenAreReleased() throws {
        let (root, window) = runningRoot()
        weak var weakBuy: PushingCoordinator?
        weak var weakPay: PushingCoordinator?
        weak var weakPage: ViewController?
        do {
            let buy = root.pushChild("buy")
            let pay = buy.pushChild("pay", pages: 2)
            weakBuy = buy
            weakPay = pay
            weakPage = pay.shownViewControllers.first
        }
        #expect(weakPage != nil)
        try window.tap("back")
        root.navigationController.popToRootViewController(animated: true)
        #expect(weakBuy == nil && weakPay == nil && weakPage == nil)
    }
}
