import Testing
import UIKit

/// `initialFrame(for:)` and `finalFrame(for:)` answer as UIKit documents: the from-controller starts
/// where it is shown and its end is not known; the to-controller's start is not known and it ends
/// where it is shown.
@MainActor @Suite("A transition context's initial and final frames")
struct TransitionsFrameTests {
    final class FrameRecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var frames: [String: CGRect] = [:]
        var container: CGRect = .zero

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.3 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let from = transitionContext.viewController(forKey: .from),
                let to = transitionContext.viewController(forKey: .to)
            else { return }
            container = transitionContext.containerView.bounds
            frames["from.initial"] = transitionContext.initialFrame(for: from)
            frames["from.final"] = transitionContext.finalFrame(for: from)
            frames["to.initial"] = transitionContext.initialFrame(for: to)
            frames["to.final"] = transitionContext.finalFrame(for: to)
            transitionContext.completeTransition(true)
        }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let animator = FrameRecordingAnimator()
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    @Test("a custom push: the top fills the container, then leaves; the pushed one arrives filling it")
    func push() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = Delegate()
        navigation.delegate = delegate
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: true)
        let animator = delegate.animator
        #expect(animator.frames["from.initial"] == animator.container)
        #expect(animator.frames["from.final"] == .zero)
        #expect(animator.frames["to.initial"] == .zero)
        #expect(animator.frames["to.final"] == animator.container)
        #expect(animator.container.size == UIScreen.main.bounds.size)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("asked about a controller that takes no part, both frames are .zero")
    func bystander() {
        final class Asking: NSObject, UIViewControllerAnimatedTransitioning {
            var answers: [CGRect] = []
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let stranger = UIViewController()
                answers = [
                    transitionContext.initialFrame(for: stranger),
                    transitionContext.finalFrame(for: stranger),
                ]
                transitionContext.completeTransition(true)
            }
        }
        final class AskingDelegate: NSObject, UINavigationControllerDelegate {
            let animator = Asking()
            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = AskingDelegate()
        navigation.delegate = delegate
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(delegate.animator.answers == [.zero, .zero])
    }
}
