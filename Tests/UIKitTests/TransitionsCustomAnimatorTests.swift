import Testing
import UIKit

// Custom transitions written the way an iOS team writes them against UIKit: NSObject animators,
// a navigation coordinator as the delegate, a UIPresentationController subclass, a
// UIPercentDrivenInteractiveTransition subclass. Each test asserts the exact order of the calls.

/// A shared log every object below writes into.
@MainActor private final class CallLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// A view controller that logs its appearance callbacks.
private final class LoggedViewController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name).viewWillDisappear")
        transitionCoordinator?.notifyWhenInteractionChanges { [log, name] context in
            log.add("\(name) interaction ended, cancelled: \(context.isCancelled)")
        }
    }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// Slides the pushed card in; completes at once, as a `UIView.animate` completion would with no clock.
private final class CardPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        log.add("animateTransition to \((toViewController as? LoggedViewController)?.name ?? "?")")
        // A dismissal that keeps the presenter on screen has no to-view: only the from-view moves.
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        _ = transitionContext.finalFrame(for: toViewController)
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

/// A coordinator that owns the navigation controller and answers for its animations.
private final class NavigationCoordinator: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    let navigationController: UINavigationController
    var interaction: UIPercentDrivenInteractiveTransition?

    init(root: UIViewController, log: CallLog) {
        self.log = log
        navigationController = UINavigationController(rootViewController: root)
        super.init()
        navigationController.delegate = self
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        log.add("willShow")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        log.add("didShow")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationControllerFor \(operation == .push ? "push" : "pop")")
        return CardPushAnimator(log: log)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// The interaction controller of a screen-edge pan, as tutorials write it.
private final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init()
    }

    override func update(_ percentComplete: CGFloat) {
        log.add("update \(percentComplete)")
        super.update(percentComplete)
    }
}

/// Dims the presenter and keeps it on screen.
private final class DimmingPresentationController: UIPresentationController {
    let log: CallLog
    let dimmingView = UIView()

    init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
        log: CallLog
    ) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 200, width: 320, height: 280) }

    override func presentationTransitionWillBegin() {
        log.add("presentationTransitionWillBegin")
        containerView?.addSubview(dimmingView)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [log] _ in log.add("dimming alongside") },
            completion: { [log] _ in log.add("dimming done") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() { log.add("dismissalTransitionWillBegin") }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// The transitioning delegate of a card presentation.
private final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log.add("presentationController(forPresented:)")
        return DimmingPresentationController(
            presentedViewController: presented, presenting: presenting, log: log)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController(forPresented:)")
        return CardPushAnimator(log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        log.add("animationController(forDismissed:)")
        return CardPushAnimator(log: log)
    }
}

/// Slides between tabs.
private final class TabSlideCoordinator: NSObject, UITabBarControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationControllerForTransitionFrom")
        return CardPushAnimator(log: log)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        log.add("didSelect")
    }
}

@MainActor @Suite("UIKit custom transitions (R37–R40), written as a UIKit developer would")
struct TransitionsCustomAnimatorTests {
    @Test("R37: a navigation coordinator's CardPushAnimator runs between the will and the did callbacks")
    func pushAndPop() {
        let log = CallLog()
        let home = LoggedViewController("Home", log: log)
        let coordinator = NavigationCoordinator(root: home, log: log)
        let window = UIWindow()
        window.rootViewController = coordinator.navigationController
        window.makeKeyAndVisible()
        log.lines.removeAll()
        let detail = LoggedViewController("Detail", log: log)
        coordinator.navigationController.pushViewController(detail, animated: true)
        #expect(
            log.lines == [
                "animationControllerFor push", "Home.viewWillDisappear", "Detail.viewWillAppear",
                "Detail.viewIsAppearing", "willShow", "animateTransition to Detail", "Home.viewDidDisappear",
                "Detail.viewDidAppear", "didShow", "animationEnded(true)",
            ])
        log.lines.removeAll()
        coordinator.navigationController.popViewController(animated: true)
        #expect(
            log.lines == [
                "animationControllerFor pop", "Detail.viewWillDisappear", "Home.viewWillAppear",
                "Home.viewIsAppearing", "willShow", "animateTransition to Home", "Detail.viewDidDisappear",
                "Home.viewDidAppear", "didShow", "animationEnded(true)",
            ])
        #expect(coordinator.navigationController.viewControllers == [home])
    }

    @Test(
        "R39: a UIPercentDrivenInteractiveTransition subclass drives a pop the user cancels, then one they finish"
    )
    func interactivePop() {
        let log = CallLog()
        let home = LoggedViewController("Home", log: log)
        let coordinator = NavigationCoordinator(root: home, log: log)
        let window = UIWindow()
        window.rootViewController = coordinator.navigationController
        window.makeKeyAndVisible()
        let detail = LoggedViewController("Detail", log: log)
        coordinator.navigationController.pushViewController(detail, animated: false)
        let swipe = SwipeInteractionController(log: log)
        coordinator.interaction = swipe
        log.lines.removeAll()

        swipe.interactionInProgress = true
        coordinator.navigationController.popViewController(animated: true)
        swipe.update(0.3)
        #expect(coordinator.navigationController.transitionCoordinator?.isInteractive == true)
        swipe.cancel()
        #expect(
            log.lines == [
                "animationControllerFor pop", "Detail.viewWillDisappear", "Home.viewWillAppear",
                "Home.viewIsAppearing", "willShow", "animateTransition to Home", "update 0.3",
                "Detail interaction ended, cancelled: true", "Home.viewWillDisappear",
                "Home.viewDidDisappear",
                "Detail.viewWillAppear", "Detail.viewIsAppearing", "Detail.viewDidAppear",
                "animationEnded(false)",
            ])
        #expect(coordinator.navigationController.topViewController == detail)

        log.lines.removeAll()
        coordinator.navigationController.popViewController(animated: true)
        swipe.update(0.8)
        swipe.finish()
        #expect(
            log.lines == [
                "animationControllerFor pop", "Detail.viewWillDisappear", "Home.viewWillAppear",
                "Home.viewIsAppearing", "willShow", "animateTransition to Home", "update 0.8",
                "Detail interaction ended, cancelled: false", "Detail.viewDidDisappear", "Home.viewDidAppear",
                "didShow", "animationEnded(true)",
            ])
        #expect(coordinator.navigationController.viewControllers == [home])
    }

    @Test("R40: a .custom card presentation keeps the presenter on screen, dims it alongside, and dismisses")
    func customPresentation() {
        let log = CallLog()
        let home = LoggedViewController("Home", log: log)
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let transitions = CardTransitioningDelegate(log: log)
        let card = LoggedViewController("Card", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        log.lines.removeAll()
        home.present(card, animated: true) { log.add("completion") }
        #expect(
            log.lines == [
                "presentationController(forPresented:)", "animationController(forPresented:)",
                "Card.viewWillAppear", "Card.viewIsAppearing", "presentationTransitionWillBegin",
                "dimming alongside", "animateTransition to Card", "dimming done",
                "presentationTransitionDidEnd(true)",
                "Card.viewDidAppear", "completion", "animationEnded(true)",
            ])
        #expect(home.appearanceState == .appeared)
        #expect(card.presentationController is DimmingPresentationController)
        #expect(card.presentationController?.frameOfPresentedViewInContainerView.minY == 200)
        log.lines.removeAll()
        card.dismiss(animated: true)
        #expect(
            log.lines == [
                "animationController(forDismissed:)", "Card.viewWillDisappear",
                "dismissalTransitionWillBegin",
                "animateTransition to Home", "dismissalTransitionDidEnd(true)", "Card.viewDidDisappear",
                "animationEnded(true)",
            ])
        #expect(home.presentedViewController == nil)
    }

    @Test(
        "R37: a UITabBarControllerDelegate's animator slides between tabs; the coordinator animates alongside"
    )
    func tabs() {
        let log = CallLog()
        let first = LoggedViewController("First", log: log)
        let second = LoggedViewController("Second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let coordinator = TabSlideCoordinator(log: log)
        tabs.delegate = coordinator
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        log.lines.removeAll()
        tabs.selectedIndex = 1
        #expect(
            log.lines == [
                "animationControllerForTransitionFrom", "Second.viewWillAppear", "Second.viewIsAppearing",
                "First.viewWillDisappear", "animateTransition to Second", "First.viewDidDisappear",
                "Second.viewDidAppear", "animationEnded(true)",
            ])
        #expect(tabs.selectedViewController == second)
        #expect(tabs.transitionCoordinator == nil)
        let idle = first.transitionCoordinator?.animate(alongsideTransition: { _ in log.add("never") })
        #expect(idle == nil && !log.lines.contains("never"))
    }
}
