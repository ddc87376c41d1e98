import Foundation
import HeadlessUI
import HeadlessUITesting

/// An animator that logs `transitionDuration` into a recorder (which logs `animateTransition`,
/// `completeTransition` and `animationEnded` itself) and completes as told: at once, with `false`,
/// or not at all (the test completes it later through `context`).
@MainActor final class LoggingAnimator: ViewControllerAnimatedTransitioning {
    enum Ending { case completeAtOnce, cancelAtOnce, later }

    let recorder: LifecycleRecorder
    let ending: Ending
    /// The context handed to `animateTransition(using:)`.
    var context: (any ViewControllerContextTransitioning)?
    /// What the context said inside `animateTransition(using:)`.
    var seen: [String] = []

    init(_ recorder: LifecycleRecorder, _ ending: Ending = .completeAtOnce) {
        self.recorder = recorder
        self.ending = ending
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        recorder.record("animator.transitionDuration")
        return 0.35
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        seen.append("from \(recorder.name(of: transitionContext.viewController(forKey: .from)))")
        seen.append("to \(recorder.name(of: transitionContext.viewController(forKey: .to)))")
        seen.append("container holds from-view \(fromView.map { $0.superview === container } ?? false)")
        seen.append(
            "animated \(transitionContext.isAnimated), cancelled \(transitionContext.transitionWasCancelled)")
        if let toView = transitionContext.view(forKey: .to) { container.addSubview(toView) }
        switch ending {
        case .completeAtOnce: transitionContext.completeTransition(true)
        case .cancelAtOnce: transitionContext.completeTransition(false)
        case .later: break
        }
    }

    /// Counts the calls; the recorder logs them itself (`LoggingAnimator.animationEnded(true)`).
    var animationEndedCalls: [Bool] = []

    func animationEnded(_ transitionCompleted: Bool) {
        animationEndedCalls.append(transitionCompleted)
    }
}

/// A navigation delegate that returns an animator (and an interaction controller) and logs the
/// delegate calls.
@MainActor final class AnimatingNavigationDelegate: NavigationControllerDelegate {
    let recorder: LifecycleRecorder
    var animator: (any ViewControllerAnimatedTransitioning)?
    var interactor: (any ViewControllerInteractiveTransitioning)?

    init(_ recorder: LifecycleRecorder, animator: (any ViewControllerAnimatedTransitioning)?) {
        self.recorder = recorder
        self.animator = animator
    }

    func navigationController(
        _ nav: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        recorder.record("willShow(\(recorder.name(of: viewController)))")
    }

    func navigationController(
        _ nav: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        recorder.record("didShow(\(recorder.name(of: viewController)))")
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        recorder.record(
            "animationControllerFor(\(operation), \(recorder.name(of: fromVC)) → \(recorder.name(of: toVC)))")
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        recorder.record("interactionControllerFor")
        return interactor
    }
}

/// A transitioning delegate that returns an animator for presenting and dismissing, optionally a
/// presentation controller, and logs the calls.
@MainActor final class LoggingTransitioningDelegate: ViewControllerTransitioningDelegate {
    let recorder: LifecycleRecorder
    var presentAnimator: (any ViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any ViewControllerAnimatedTransitioning)?
    var dismissInteractor: (any ViewControllerInteractiveTransitioning)?
    var makesPresentationController: ((ViewController, ViewController?) -> PresentationController)?

    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        recorder.record(
            "animationController(forPresented: \(recorder.name(of: presented)), presenting: \(recorder.name(of: presenting)))"
        )
        return presentAnimator
    }

    func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )? {
        recorder.record("animationController(forDismissed: \(recorder.name(of: dismissed)))")
        return dismissAnimator
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    {
        recorder.record("interactionControllerForDismissal")
        return dismissInteractor
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        recorder.record("presentationController(forPresented: \(recorder.name(of: presented)))")
        return makesPresentationController?(presented, presenting)
    }
}

/// A presentation controller that logs its hooks and may take the presenter off screen.
@MainActor final class LoggingPresentationController: PresentationController {
    var recorder: LifecycleRecorder?
    var removesPresenter = false

    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() { recorder?.record("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        recorder?.record("presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() { recorder?.record("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        recorder?.record("dismissalTransitionDidEnd(\(completed))")
    }
}

/// A tab bar delegate that returns an animator, and an interaction controller when given one, and
/// logs the calls (being asked for an interaction controller only when it has one to give).
@MainActor final class AnimatingTabDelegate: TabBarControllerDelegate {
    let recorder: LifecycleRecorder
    var animator: (any ViewControllerAnimatedTransitioning)?
    var interactor: (any ViewControllerInteractiveTransitioning)?

    init(
        _ recorder: LifecycleRecorder, animator: (any ViewControllerAnimatedTransitioning)?,
        interactor: (any ViewControllerInteractiveTransitioning)? = nil
    ) {
        self.recorder = recorder
        self.animator = animator
        self.interactor = interactor
    }

    func tabBarController(_ tab: TabBarController, didSelect viewController: ViewController) {
        recorder.record("didSelect(\(recorder.name(of: viewController)))")
    }

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        recorder.record(
            "animationControllerForTransitionFrom(\(recorder.name(of: fromVC)) → \(recorder.name(of: toVC)))")
        return animator
    }

    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let interactor else { return nil }
        recorder.record("interactionControllerFor")
        return interactor
    }
}
