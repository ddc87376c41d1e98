import Testing
import UIKit

// UINavigationController.interactivePopGestureRecognizer: "The navigation controller installs this
// gesture recognizer on its view and uses it to pop the topmost view controller off the navigation
// stack. You can use this property to retrieve the gesture recognizer and tie it to the behavior of
// other gesture recognizers in your user interface."
// UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:): "Asks the delegate if a gesture
// recognizer should begin interpreting touches." — "If this method returns false, the gesture
// recognizer transitions to the failed state."
// UIGestureRecognizer: "The gesture recognizer sends its action message to its targets … when its
// state changes" (each of began, changed and ended for a continuous gesture such as a pan).

@MainActor private final class SwipeBackPolicy: NSObject, UIGestureRecognizerDelegate {
    var allows = false
    private(set) var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return allows
    }
}

@MainActor private final class TargetLog: NSObject {
    private(set) var entries: [String] = []
    func handle(_ recognizer: UIGestureRecognizer) {
        let x = (recognizer as? UIPanGestureRecognizer)?.translation(in: recognizer.view).x ?? -1
        entries.append("\(recognizer.state) \(Int(x))")
    }
}

/// Fades the revealed screen in.
@MainActor private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(toView, at: 0)
        }
        UIView.animate(withDuration: 0.3) {
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// XCoordinator's pattern: its own delegate on the pop recognizer, the built-in target replaced by
/// its own, which pops with a custom animator and drives a percent-driven interaction.
@MainActor
private final class CustomPopDriver: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
{
    weak var navigationController: UINavigationController?
    private var interaction: UIPercentDrivenInteractiveTransition?
    private(set) var log: [String] = []

    func install(on navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        navigationController.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.removeTarget(nil, action: nil)
        gestureRecognizer.addTarget(self) { driver, recognizer in driver.handle(recognizer) }
        return (navigationController?.viewControllers.count ?? 0) > 1
    }

    private func handle(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let width = recognizer.view?.bounds.width,
            width > 0
        else { return }
        let progress = min(max(pan.translation(in: recognizer.view?.superview).x / width, 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? FadeAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        log.append("didShow \(viewController.title ?? "?")")
    }
}

@MainActor @Suite("The swipe back goes through interactivePopGestureRecognizer")
struct AppleDocsPopGestureTests {
    private func stack() -> (UINavigationController, UIWindow) {
        let home = UIViewController()
        home.title = "Home"
        let navigation = UINavigationController(rootViewController: home)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        return (navigation, window)
    }

    private func recognizer(of navigation: UINavigationController) throws -> UIScreenEdgePanGestureRecognizer
    {
        try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
    }

    @Test("it is a screen-edge pan from the left edge, installed on the navigation controller's view")
    func installedOnTheView() throws {
        let (navigation, window) = stack()
        let pan = try recognizer(of: navigation)
        #expect(pan.edges == .left)
        #expect(pan.view === navigation.view)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === pan } == true)
        _ = window
    }

    @Test("a swipe past half the width pops; one released early leaves the stack as it was")
    func builtInPop() throws {
        let (navigation, window) = stack()
        let pan = try recognizer(of: navigation)
        try pan.send(.began, translation: .zero)
        try pan.send(.changed, translation: CGPoint(x: 100, y: 0))
        try pan.send(.ended, translation: CGPoint(x: 120, y: 0))
        #expect(navigation.topViewController?.title == "Detail")
        try pan.send(.began, translation: .zero)
        try pan.send(.changed, translation: CGPoint(x: 300, y: 0))
        try pan.send(.ended, translation: CGPoint(x: 300, y: 0))
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        _ = window
    }

    @Test("a delegate whose gestureRecognizerShouldBegin returns false is asked, and nothing is popped")
    func delegateTurnsSwipeBackOff() throws {
        let (navigation, window) = stack()
        let policy = SwipeBackPolicy()
        let pan = try recognizer(of: navigation)
        pan.delegate = policy
        try pan.send(.began, translation: .zero)
        #expect(policy.asked == 1)
        #expect(pan.state == .possible)
        #expect(navigation.topViewController?.title == "Detail")
        #expect(navigation.transitionCoordinator == nil)
        policy.allows = true
        try pan.send(.began, translation: .zero)
        try pan.send(.ended, translation: CGPoint(x: 390, y: 0))
        #expect(navigation.viewControllers.count == 1)
        _ = window
    }

    @Test("targets added to the recognizer hear began, changed and ended with the translation")
    func targetsAreCalled() throws {
        let (navigation, window) = stack()
        let pan = try recognizer(of: navigation)
        let log = TargetLog()
        pan.addTarget(log) { log, recognizer in log.handle(recognizer) }
        try pan.send(.began, translation: .zero)
        try pan.send(.changed, translation: CGPoint(x: 150, y: 0))
        try pan.send(.ended, translation: CGPoint(x: 250, y: 0))
        #expect(log.entries == ["began 0", "changed 150", "ended 250"])
        #expect(navigation.viewControllers.count == 1)
        _ = window
    }

    @Test("a custom interactive pop driven by its own target on the recognizer (XCoordinator's) completes")
    func customInteractivePop() throws {
        let (navigation, window) = stack()
        let driver = CustomPopDriver()
        driver.install(on: navigation)
        let pan = try recognizer(of: navigation)
        try pan.send(.began, translation: .zero)
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        try pan.send(.changed, translation: CGPoint(x: 100, y: 0))
        try pan.send(.ended, translation: CGPoint(x: 100, y: 0))
        #expect(navigation.topViewController?.title == "Detail")
        try pan.send(.began, translation: .zero)
        try pan.send(.changed, translation: CGPoint(x: 300, y: 0))
        try pan.send(.ended, translation: CGPoint(x: 300, y: 0))
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        #expect(driver.log == ["didShow Home"])
        _ = window
    }
}
