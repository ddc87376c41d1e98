import ScenewrightTesting
import Testing
import UIKit

// UIViewControllerTransitioning.h, UIPercentDrivenInteractiveTransition: "These methods should be
// called by the gesture recognizer or some other logic to drive the interaction. This style of
// interaction controller should only be used with an animator that implements a CA style transition
// in the animator's animateTransition: method. If this type of interaction controller is specified,
// the animateTransition: method must ensure to call the UIViewControllerTransitionParameters
// completeTransition: method. […] If there is an interruptible animator, these methods will either
// scrub or continue the transition in the forward or reverse directions."
// UIViewControllerContextTransitioning.completeTransition(_:): "You must call this method after your
// animations have completed to notify the system that the transition animation is done. […] For
// interactive animations, you must call this method in addition to the finishInteractiveTransition()
// or cancelInteractiveTransition() method."
// UIPercentDrivenInteractiveTransition.completionCurve: "During the interactive portion of a view
// controller transition, the animation curve is linear."
// Core Animation Programming Guide: objects in the model layer tree "are the model objects that store
// the target values for any animations. Whenever you change the property of a layer, you use one of
// these objects." — a view's properties read the animations' targets at once; only what is drawn is
// scrubbed.

/// The animator of nearly every interactive-pop tutorial: a `UIView.animate` block whose completion
/// calls `completeTransition(!transitionContext.transitionWasCancelled)`.
@MainActor private final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let log: PopEventLog

    init(log: PopEventLog) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.alpha = 0.5
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                fromView.center.x += container.bounds.width
                toView.alpha = 1
            },
            completion: { [log] finished in
                let cancelled = transitionContext.transitionWasCancelled
                log.add("completion finished=\(finished) cancelled=\(cancelled)")
                if cancelled { fromView.center.x -= container.bounds.width }
                transitionContext.completeTransition(!cancelled)
            })
        log.add("animateTransition returned")
    }
}

/// Apple's `UIViewPropertyAnimator` variant: started inside `animateTransition`, completing from its
/// completion block.
@MainActor private final class PropertyFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let log: PopEventLog

    init(log: PopEventLog) { self.log = log }

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
        let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut) { toView.alpha = 1 }
        animator.addCompletion { [log] position in
            log.add("completion \(position == .end ? "end" : position == .start ? "start" : "current")")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
        log.add("animateTransition returned")
    }
}

/// The WWDC 2016 shape: the animator vends one interruptible property animator for the transition;
/// `animateTransition` only starts it.
@MainActor private final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let log: PopEventLog
    private(set) var propertyAnimator: UIViewPropertyAnimator?

    init(log: PopEventLog) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        let toView = transitionContext.view(forKey: .to)
        if let toView { transitionContext.containerView.insertSubview(toView, at: 0) }
        toView?.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.35, curve: .linear) { toView?.alpha = 1 }
        animator.addCompletion { [log] position in
            log.add("completion \(position == .end ? "end" : position == .start ? "start" : "current")")
            transitionContext.completeTransition(position == .end)
        }
        propertyAnimator = animator
        return animator
    }
}

/// Keeps its context weakly, to see it released once the transition ended.
@MainActor private final class ContextProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var context: (any UIViewControllerContextTransitioning)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(toView, at: 0)
        }
        UIView.animate(withDuration: 0.3) {
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Tutorials' wrong completion: trusts `finished` instead of `transitionWasCancelled`.
@MainActor private final class TrustingFinishedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        } completion: { finished in
            transitionContext.completeTransition(finished)
        }
    }
}

@MainActor private final class PopEventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
    func clear() { events.removeAll() }
}

/// Answers pops with one animator and a percent-driven interaction, as a coordinator does.
@MainActor private final class InteractivePopDelegate: NSObject, UINavigationControllerDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    var interaction: UIPercentDrivenInteractiveTransition?
    private let log: PopEventLog

    init(animator: any UIViewControllerAnimatedTransitioning, log: PopEventLog) {
        self.animator = animator
        self.log = log
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? animator : nil
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
        log.add("didShow \(viewController.title ?? "?")")
    }
}

/// Logs its appearance callbacks into the shared log.
@MainActor private final class PopLoggingViewController: UIViewController {
    private let log: PopEventLog

    init(title: String, log: PopEventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(title ?? "?").viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(title ?? "?").viewDidDisappear")
    }
}

/// XCoordinator's interactive pop: its own target on `interactivePopGestureRecognizer` pops with
/// a custom animator and drives a percent-driven interaction from the pan's translation.
@MainActor
private final class RecognizerPopDriver: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
{
    weak var navigationController: UINavigationController?
    private var interaction: UIPercentDrivenInteractiveTransition?
    private let log: PopEventLog

    init(log: PopEventLog) { self.log = log }

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
        let progress = min(max(pan.translation(in: recognizer.view).x / width, 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? SlideBackAnimator(log: log) : nil
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
        log.add("didShow \(viewController.title ?? "?")")
    }
}

@MainActor @Suite("UIView.animate inside a percent-driven interactive transition waits for the finger")
struct AppleDocsPercentDrivenAnimationTests {
    private struct Stage {
        let navigation: UINavigationController
        let home: UIViewController
        let detail: UIViewController
        let window: UIWindow
        let delegate: InteractivePopDelegate
    }

    private func stage(
        log: PopEventLog, animator: (PopEventLog) -> any UIViewControllerAnimatedTransitioning
    ) -> Stage {
        let home = PopLoggingViewController(title: "Home", log: log)
        let navigation = UINavigationController(rootViewController: home)
        let delegate = InteractivePopDelegate(animator: animator(log), log: log)
        navigation.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = PopLoggingViewController(title: "Detail", log: log)
        navigation.pushViewController(detail, animated: false)
        log.clear()
        return Stage(navigation: navigation, home: home, detail: detail, window: window, delegate: delegate)
    }

    /// Starts the interactive pop the way a pan handler's `.began` does.
    private func beginPop(_ stage: Stage, log: PopEventLog) -> UIPercentDrivenInteractiveTransition {
        let interaction = UIPercentDrivenInteractiveTransition()
        stage.delegate.interaction = interaction
        stage.navigation.popViewController(animated: true)
        stage.navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
            log.add("interaction ended cancelled=\(context.isCancelled)")
        }
        return interaction
    }

    @Test("the completion waits while the finger is down; the views already hold the animations' targets")
    func completionWaitsForTheFinger() throws {
        let log = PopEventLog()
        let stage = stage(log: log) { SlideBackAnimator(log: $0) }
        let detailCenter = stage.detail.view.center.x
        let interaction = beginPop(stage, log: log)
        interaction.update(0.3)
        interaction.update(0.6)
        #expect(log.events == ["animateTransition returned"])
        #expect(stage.navigation.transitionCoordinator?.isInteractive == true)
        #expect(stage.detail.view.center.x == detailCenter + 390)
        #expect(stage.home.view.alpha == 1)
        interaction.finish()
        _ = stage.window
    }

    @Test("after finish() the completion hears finished true, not cancelled, and the pop completes")
    func finishRunsTheCompletion() throws {
        let log = PopEventLog()
        let stage = stage(log: log) { SlideBackAnimator(log: $0) }
        let interaction = beginPop(stage, log: log)
        interaction.update(0.7)
        interaction.finish()
        #expect(
            log.events == [
                "animateTransition returned", "interaction ended cancelled=false",
                "completion finished=true cancelled=false",
                "Detail.viewDidDisappear", "Home.viewDidAppear", "didShow Home",
            ])
        #expect(stage.navigation.viewControllers.map(\.title) == ["Home"])
        #expect(stage.navigation.transitionCoordinator == nil)
        _ = stage.window
    }

    /// **Choice**: Apple does not document `finished` after `cancel()`; the animations ran back to
    /// their start and ended there, so the completion hears `true`, as it does after `finish()`.
    @Test(
        "after cancel() the completion hears finished true and transitionWasCancelled true; nothing is popped"
    )
    func cancelRunsTheCompletion() throws {
        let log = PopEventLog()
        let stage = stage(log: log) { SlideBackAnimator(log: $0) }
        let detailCenter = stage.detail.view.center.x
        let interaction = beginPop(stage, log: log)
        interaction.update(0.2)
        interaction.cancel()
        #expect(
            log.events == [
                "animateTransition returned", "interaction ended cancelled=true",
                "completion finished=true cancelled=true",
                "Home.viewDidDisappear", "Detail.viewDidAppear",
            ])
        #expect(stage.navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        #expect(stage.detail.view.center.x == detailCenter)
        #expect(stage.navigation.transitionCoordinator == nil)
        _ = stage.window
    }

    @Test(
        "a property animator started by the animator ends at .end after finish() and at .start after cancel()"
    )
    func propertyAnimatorWaits() throws {
        let log = PopEventLog()
        let stage = stage(log: log) { PropertyFadeAnimator(log: $0) }
        var interaction = beginPop(stage, log: log)
        #expect(log.events.last == "animateTransition returned")
        interaction.cancel()
        #expect(log.events.contains("completion start"))
        #expect(stage.navigation.viewControllers.map(\.title) == ["Home", "Detail"])

        interaction = beginPop(stage, log: log)
        #expect(log.events.last == "animateTransition returned")
        interaction.finish()
        #expect(log.events.contains("completion end"))
        #expect(stage.navigation.viewControllers.map(\.title) == ["Home"])
        _ = stage.window
    }

    @Test("an interruptible animator is scrubbed by update(_:) and continued, or reversed, at the end")
    func interruptibleAnimatorIsScrubbed() throws {
        let log = PopEventLog()
        let stage = stage(log: log) { InterruptibleSlideAnimator(log: $0) }
        let slide = try #require(stage.delegate.animator as? InterruptibleSlideAnimator)
        let interaction = beginPop(stage, log: log)
        let animator = try #require(slide.propertyAnimator)
        interaction.update(0.4)
        #expect(animator.fractionComplete == 0.4)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(!log.events.contains("animateTransition"))
        interaction.cancel()
        #expect(animator.isReversed)
        #expect(log.events.last == "Detail.viewDidAppear")
        #expect(log.events.contains("completion start"))
        #expect(stage.navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        _ = stage.window
    }

    @Test("a completion that completes with finished after a cancel is diagnosed; the cancel stands")
    func completingWithFinishedAfterCancel() throws {
        let log = PopEventLog()
        let stage = stage(log: log) { _ in TrustingFinishedAnimator() }
        let interaction = beginPop(stage, log: log)
        let diagnostics = captureDiagnostics { interaction.cancel() }
        #expect(diagnostics.map(\.kind) == [.transitionOutcomeContradicted])
        #expect(diagnostics.first?.message.contains("completeTransition(true)") == true)
        #expect(diagnostics.first?.message.contains("TrustingFinishedAnimator") == true)
        #expect(stage.navigation.viewControllers.map(\.title) == ["Home", "Detail"])
        _ = stage.window
    }

    @Test("the context a held completion captured is released when the interaction ends")
    func nothingLeaks() throws {
        let log = PopEventLog()
        let probe = ContextProbeAnimator()
        var stage: Stage? = stage(log: log) { _ in probe }
        weak let detail = stage?.detail
        var interaction: UIPercentDrivenInteractiveTransition? = try beginPop(#require(stage), log: log)
        #expect(probe.context != nil)
        interaction?.finish()
        interaction = nil
        #expect(probe.context == nil)
        stage = nil
        #expect(detail == nil)
    }

    @Test("outside an interactive transition UIView.animate still completes before it returns")
    func animateOutsideInteraction() {
        var heard: [Bool] = []
        let view = UIView()
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { heard.append($0) })
        #expect(heard == [true])
        #expect(view.alpha == 0)
    }

    @Test("a UIView.animate the pan handler starts while the finger is down is not the transition's")
    func otherAnimationsDuringTheInteraction() throws {
        let log = PopEventLog()
        let stage = stage(log: log) { SlideBackAnimator(log: $0) }
        let interaction = beginPop(stage, log: log)
        var heard: [Bool] = []
        UIView.animate(withDuration: 0.2, animations: {}, completion: { heard.append($0) })
        #expect(heard == [true])
        interaction.finish()
        _ = stage.window
    }

    @Test(
        "XCoordinator's pop through the recognizer's targets: the completion sees the released swipe as cancelled"
    )
    func recognizerDrivenPop() throws {
        let log = PopEventLog()
        let home = PopLoggingViewController(title: "Home", log: log)
        let navigation = UINavigationController(rootViewController: home)
        let driver = RecognizerPopDriver(log: log)
        driver.install(on: navigation)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(PopLoggingViewController(title: "Detail", log: log), animated: false)
        log.clear()
        let pan = try #require(navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)

        try pan.send(.began, translation: .zero)
        try pan.send(.changed, translation: CGPoint(x: 120, y: 0))
        #expect(log.events == ["animateTransition returned"])
        try pan.send(.ended, translation: CGPoint(x: 120, y: 0))
        #expect(
            log.events == [
                "animateTransition returned", "completion finished=true cancelled=true",
                "Home.viewDidDisappear", "Detail.viewDidAppear",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])

        log.clear()
        try pan.send(.began, translation: .zero)
        try pan.send(.changed, translation: CGPoint(x: 300, y: 0))
        try pan.send(.ended, translation: CGPoint(x: 300, y: 0))
        #expect(
            log.events == [
                "animateTransition returned", "completion finished=true cancelled=false",
                "Detail.viewDidDisappear", "Home.viewDidAppear", "didShow Home",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        _ = window
    }
}
