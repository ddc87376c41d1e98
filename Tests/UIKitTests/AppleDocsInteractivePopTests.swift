import Testing
import UIKit

// Apple's pattern for an interactive custom pop ("Customizing the transition animations",
// UIPercentDrivenInteractiveTransition, UIScreenEdgePanGestureRecognizer): an edge pan starts the
// pop, its translation updates the interaction, and its end finishes or cancels it. The animator
// runs a UIViewPropertyAnimator and completes from its completion block.

/// Fades the revealed screen in with a property animator.
private final class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.insertSubview(toView, at: 0)
        toView.alpha = 0
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), curve: .easeInOut
        ) { toView.alpha = 1 }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// Owns the navigation controller, answers for its pops and drives them from an edge pan.
private final class EdgeSwipeCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    var log: [String] = []

    init(root: UIViewController) {
        navigationController = UINavigationController(rootViewController: root)
        super.init()
        navigationController.delegate = self
    }

    /// Installs the edge pan on a pushed screen's view, as Apple's sample does in viewDidLoad.
    func installEdgePan(on viewController: UIViewController) -> UIScreenEdgePanGestureRecognizer {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        edgePan.addTarget(self) { coordinator, recognizer in
            coordinator.handleEdgePan(recognizer, in: viewController.view)
        }
        viewController.view.addGestureRecognizer(edgePan)
        return edgePan
    }

    private func handleEdgePan(_ recognizer: UIGestureRecognizer, in view: UIView) {
        guard let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
        // Apple's sample divides by view.bounds.width; HeadlessUI does not size a pushed screen's
        // view to its container, so the window's width stands in for it.
        guard let width = view.window?.bounds.width, width > 0 else { return }
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
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
        operation == .pop ? FadePopAnimator() : nil
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

@MainActor @Suite struct AppleDocsInteractivePopTests {
    private func stage() -> (
        EdgeSwipeCoordinator, UIViewController, UIScreenEdgePanGestureRecognizer, UIWindow
    ) {
        let home = UIViewController()
        home.title = "Home"
        let coordinator = EdgeSwipeCoordinator(root: home)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = coordinator.navigationController
        window.makeKeyAndVisible()
        let detail = UIViewController()
        detail.title = "Detail"
        coordinator.navigationController.pushViewController(detail, animated: false)
        let edgePan = coordinator.installEdgePan(on: detail)
        coordinator.log.removeAll()
        return (coordinator, detail, edgePan, window)
    }

    @Test("an edge pan past half the width finishes the pop; the revealed screen was faded in")
    func finishes() throws {
        let (coordinator, detail, edgePan, window) = stage()
        let width = window.bounds.width
        try edgePan.send(.began, translation: .zero)
        try edgePan.send(.changed, translation: CGPoint(x: width * 0.3, y: 0))
        #expect(coordinator.navigationController.transitionCoordinator?.isInteractive == true)
        try edgePan.send(.changed, translation: CGPoint(x: width * 0.7, y: 0))
        #expect(coordinator.interaction?.percentComplete == 0.7)
        try edgePan.send(.ended, translation: CGPoint(x: width * 0.7, y: 0))
        #expect(coordinator.navigationController.viewControllers.map(\.title) == ["Home"])
        #expect(coordinator.navigationController.topViewController?.view.alpha == 1)
        #expect(coordinator.log == ["didShow Home"])
        #expect(detail.parent == nil)
        _ = window
    }

    @Test("an edge pan released before half the width cancels: Detail stays on top")
    func cancels() throws {
        let (coordinator, detail, edgePan, window) = stage()
        try edgePan.send(.began, translation: .zero)
        try edgePan.send(.changed, translation: CGPoint(x: 40, y: 0))
        try edgePan.send(.ended, translation: CGPoint(x: 40, y: 0))
        #expect(coordinator.navigationController.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(isSame(coordinator.navigationController.topViewController, detail))
        #expect(coordinator.log.isEmpty)
        #expect(coordinator.interaction == nil)
        _ = window
    }
}
