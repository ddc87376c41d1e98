import ScenewrightTesting
import Testing
import UIKit

// A tab bar whose delegate animates every change of the selected tab, written the way an iOS team
// writes it against UIKit: an NSObject coordinator as the delegate, an NSObject cross-fade animator,
// a UIPercentDrivenInteractiveTransition for a finger-driven switch. Replacing the tabs with
// setViewControllers(_:animated:) changes the selected tab too, and runs through the same animator.

/// Every object below writes what happened into one list.
@MainActor private final class TabLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// A tab's screen, with UIKit's designated initializer, logging what UIKit tells it.
private final class TabScreen: UIViewController {
    let name: String
    let log: TabLog

    init(_ name: String, log: TabLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: name, image: nil, tag: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.add("\(name).viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(toParent: \(parent == nil ? "nil" : "tabs"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(toParent: \(parent == nil ? "nil" : "tabs"))")
    }
}

/// Cross-fades from the old tab to the new one. Completes at once, or keeps the context for the
/// test to complete later (as a real animation's completion block would).
private final class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: TabLog
    let completesAtOnce: Bool
    var context: (any UIViewControllerContextTransitioning)?

    init(log: TabLog, completesAtOnce: Bool = true) {
        self.log = log
        self.completesAtOnce = completesAtOnce
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from) as? TabScreen,
            let to = transitionContext.viewController(forKey: .to) as? TabScreen,
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        log.add("animateTransition \(from.name) → \(to.name)")
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: to)
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            toView.alpha = 1
        } completion: { [self] _ in
            if completesAtOnce {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            } else {
                context = transitionContext
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

/// The app's tab coordinator: owns the tab bar controller and answers for its transitions.
private final class TabCoordinator: NSObject, UITabBarControllerDelegate {
    let log: TabLog
    let tabBarController = UITabBarController()
    var animator: CrossFadeAnimator?
    var interaction: UIPercentDrivenInteractiveTransition?

    init(tabs: [UIViewController], log: TabLog) {
        self.log = log
        super.init()
        tabBarController.setViewControllers(tabs, animated: false)
        tabBarController.delegate = self
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationControllerForTransitionFrom")
        return animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("interactionControllerFor")
        return interaction
    }
}

/// Three screens, the first two as tabs of a coordinator's tab bar controller on screen.
@MainActor private func onScreen(
    _ log: TabLog
) -> (window: UIWindow, coordinator: TabCoordinator, home: TabScreen, search: TabScreen, inbox: TabScreen) {
    let home = TabScreen("Home", log: log)
    let search = TabScreen("Search", log: log)
    let inbox = TabScreen("Inbox", log: log)
    let coordinator = TabCoordinator(tabs: [home, search], log: log)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = coordinator.tabBarController
    window.makeKeyAndVisible()
    log.lines.removeAll()
    return (window, coordinator, home, search, inbox)
}

@MainActor
@Suite("Tabs: replacing the selected tab runs through the delegate's animator, written with UIKit names")
struct TabsCustomTransitionTests {
    @Test(
        "setViewControllers(_:animated: true) replacing the selected tab: the delegate is asked, containment and will callbacks, the animation, did callbacks, animationEnded"
    )
    func replaceAnimated() {
        let log = TabLog()
        let (window, coordinator, home, search, inbox) = onScreen(log)
        defer { withExtendedLifetime(window) {} }
        coordinator.animator = CrossFadeAnimator(log: log)
        let tabs = coordinator.tabBarController
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        tabs.setViewControllers([inbox, search], animated: true)
        CATransaction.commit()
        #expect(
            log.lines == [
                "animationControllerForTransitionFrom", "interactionControllerFor",
                "Inbox.willMove(toParent: tabs)", "Home.willMove(toParent: nil)", "Inbox.viewDidLoad",
                "Inbox.viewWillAppear", "Inbox.viewIsAppearing", "Home.viewWillDisappear",
                "animateTransition Home → Inbox", "Home.viewDidDisappear", "Inbox.viewDidAppear",
                "Inbox.didMove(toParent: tabs)", "Home.didMove(toParent: nil)", "animationEnded(true)",
            ])
        #expect(completed)
        #expect(isSame(tabs.selectedViewController, inbox) && tabs.selectedIndex == 0)
        #expect(home.parent == nil && isSame(inbox.parent, tabs) && inbox.view.alpha == 1)
        #expect(tabs.viewControllers?.count == 2 && tabs.transitionCoordinator == nil)
        #expect(tabs.tabBar.selectedItem?.title == "Inbox")
    }

    @Test(
        "the animation completing later: nothing did-appear until then, the coordinator is there, and a tab switch asked for meanwhile waits until animationEnded"
    )
    func completesLater() throws {
        let log = TabLog()
        let (window, coordinator, home, search, inbox) = onScreen(log)
        defer { withExtendedLifetime(window) {} }
        let animator = CrossFadeAnimator(log: log, completesAtOnce: false)
        coordinator.animator = animator
        let tabs = coordinator.tabBarController
        tabs.setViewControllers([inbox, search], animated: true)
        #expect(log.lines.last == "animateTransition Home → Inbox")
        #expect(tabs.transitionCoordinator != nil && inbox.transitionCoordinator?.isAnimated == true)
        log.lines.removeAll()
        tabs.selectedViewController = search
        #expect(log.lines.isEmpty && isSame(tabs.selectedViewController, inbox))

        coordinator.animator = nil
        let context = try #require(animator.context)
        context.completeTransition(true)
        #expect(
            log.lines == [
                "Home.viewDidDisappear", "Inbox.viewDidAppear", "Inbox.didMove(toParent: tabs)",
                "Home.didMove(toParent: nil)", "animationEnded(true)", "animationControllerForTransitionFrom",
                "Search.viewDidLoad", "Search.viewWillAppear", "Search.viewIsAppearing",
                "Inbox.viewWillDisappear", "Inbox.viewDidDisappear", "Search.viewDidAppear",
            ])
        #expect(isSame(tabs.selectedViewController, search) && home.parent == nil)
    }

    @Test(
        "the animation completing with false: the old tabs and the old selection stay, the new tab disappears again, the old one appears again, the new one is released"
    )
    func cancelled() throws {
        let log = TabLog()
        weak var weakInbox: TabScreen?
        let (window, coordinator, home, search, _) = onScreen(log)
        defer { withExtendedLifetime(window) {} }
        let animator = CrossFadeAnimator(log: log, completesAtOnce: false)
        coordinator.animator = animator
        let tabs = coordinator.tabBarController
        do {
            let inbox = TabScreen("Inbox", log: log)
            weakInbox = inbox
            tabs.setViewControllers([inbox, search], animated: true)
        }
        log.lines.removeAll()
        let context = try #require(animator.context)
        context.completeTransition(false)
        animator.context = nil
        #expect(
            log.lines == [
                "Inbox.viewWillDisappear", "Inbox.viewDidDisappear", "Home.viewWillAppear",
                "Home.viewIsAppearing", "Home.viewDidAppear", "animationEnded(false)",
            ])
        #expect(isSame(tabs.selectedViewController, home) && isSame(home.parent, tabs))
        #expect(tabs.viewControllers?.count == 2 && isSame(tabs.viewControllers?.first, home))
        #expect(tabs.tabBar.selectedItem?.title == "Home" && tabs.transitionCoordinator == nil)
        #expect(weakInbox == nil)
    }

    @Test(
        "a finger-driven replacement with UIPercentDrivenInteractiveTransition: interactive while the finger is down, finish() completes it"
    )
    func interactiveFinish() {
        let log = TabLog()
        let (window, coordinator, _, search, inbox) = onScreen(log)
        defer { withExtendedLifetime(window) {} }
        coordinator.animator = CrossFadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        coordinator.interaction = interaction
        let tabs = coordinator.tabBarController
        tabs.setViewControllers([inbox, search], animated: true)
        #expect(tabs.transitionCoordinator?.isInteractive == true)
        interaction.update(0.6)
        #expect(tabs.transitionCoordinator?.percentComplete == 0.6)
        log.lines.removeAll()
        interaction.finish()
        #expect(
            log.lines == [
                "Home.viewDidDisappear", "Inbox.viewDidAppear", "Inbox.didMove(toParent: tabs)",
                "Home.didMove(toParent: nil)", "animationEnded(true)",
            ])
        #expect(isSame(tabs.selectedViewController, inbox) && tabs.transitionCoordinator == nil)
    }

    @Test(
        "a window let go while the replacement's animation is still open: the transition is cancelled then, with a diagnostic, nothing stays alive, the next app's tabs switch"
    )
    func windowReleasedWhileOpen() {
        let log = TabLog()
        weak var weakTabs: UITabBarController?
        weak var weakAnimator: CrossFadeAnimator?
        weak var weakInbox: TabScreen?
        let released = captureDiagnostics {
            let (window, coordinator, _, search, inbox) = onScreen(log)
            defer { withExtendedLifetime(window) {} }
            let animator = CrossFadeAnimator(log: log, completesAtOnce: false)
            coordinator.animator = animator
            weakTabs = coordinator.tabBarController
            weakAnimator = animator
            weakInbox = inbox
            coordinator.tabBarController.setViewControllers([inbox, search], animated: true)
            #expect(coordinator.tabBarController.transitionCoordinator != nil)
        }
        #expect(released.map(\.kind) == [.transitionAbandoned])
        let next = captureDiagnostics {
            let (window, coordinator, _, search, _) = onScreen(log)
            defer { withExtendedLifetime(window) {} }
            coordinator.tabBarController.selectedIndex = 1
            #expect(isSame(coordinator.tabBarController.selectedViewController, search))
        }
        #expect(next.isEmpty)
        #expect(weakTabs == nil && weakAnimator == nil && weakInbox == nil)
    }
}
