import HeadlessUI
import Testing
import UIKit

// Gesture recognizers, property animators, CATransaction and previewing, written as UIKit code
// (coordinator libraries and Apple's examples) uses them, with closures where UIKit takes a selector.

/// A card screen that drags itself with a pan, as a swipe-to-dismiss screen does.
private final class CardViewController: UIViewController, UIGestureRecognizerDelegate {
    var log: [String] = []
    var allowsPan = true
    let pan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        pan.delegate = self
        pan.addTarget(self) { card, recognizer in card.handlePan(recognizer) }
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        let translation = pan.translation(in: view)
        log.append("\(pan.state) \(translation.x) touches \(pan.numberOfTouches)")
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.append("shouldBegin")
        return allowsPan
    }
}

@MainActor @Suite struct GesturesRecognizerTests {
    @Test("a pan runs UIKit's states through its target, then is possible again")
    func panStates() throws {
        let card = CardViewController()
        card.loadViewIfNeeded()
        try card.pan.send(.began, translation: CGPoint(x: 0, y: 0))
        try card.pan.send(.changed, translation: CGPoint(x: 40, y: 0), velocity: CGPoint(x: 300, y: 0))
        #expect(card.pan.velocity(in: card.view) == CGPoint(x: 300, y: 0))
        try card.pan.send(.ended, translation: CGPoint(x: 120, y: 0))
        #expect(
            card.log == [
                "shouldBegin", "began 0.0 touches 1", "changed 40.0 touches 1", "ended 120.0 touches 0",
            ])
        #expect(card.pan.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("a delegate answering false to gestureRecognizerShouldBegin fails the gesture silently")
    func delegateRefuses() throws {
        let card = CardViewController()
        card.allowsPan = false
        card.loadViewIfNeeded()
        try card.pan.send(.began, translation: .zero)
        #expect(card.log == ["shouldBegin"])
        #expect(card.pan.state == .possible)
    }

    @Test("moves UIKit never makes, a disabled recognizer and a detached one are refused, changing nothing")
    func refusedMoves() throws {
        let card = CardViewController()
        card.loadViewIfNeeded()
        #expect(refusal { try card.pan.send(.changed) }?.kind == .notAllowed)
        #expect(refusal { try card.pan.send(.cancelled) }?.kind == .notAllowed)
        card.pan.isEnabled = false
        let disabled = refusal { try card.pan.send(.began) }
        #expect(disabled?.kind == .disabled)
        #expect(disabled?.message.contains("disabled") == true)
        card.pan.isEnabled = true
        card.view.removeGestureRecognizer(card.pan)
        #expect(card.pan.view == nil)
        #expect(refusal { try card.pan.send(.began) }?.kind == .notAttached)
        #expect(card.log.isEmpty)
        #expect(card.pan.state == .possible)
    }

    /// The error a refused move threw, or `nil` when it was accepted.
    private func refusal(_ move: () throws -> Void) -> UIGestureRecognizer.StateError? {
        do {
            try move()
            return nil
        } catch {
            return error as? UIGestureRecognizer.StateError
        }
    }

    @Test("disabling a gesture in progress cancels it, as UIKit does")
    func disablingCancels() throws {
        let card = CardViewController()
        card.loadViewIfNeeded()
        try card.pan.send(.began, translation: .zero)
        card.pan.isEnabled = false
        #expect(card.log == ["shouldBegin", "began 0.0 touches 1", "cancelled 0.0 touches 0"])
        #expect(card.pan.state == .possible)
    }

    @Test("the recognizer holds its target weakly, and removeTarget(_:action: nil) removes its handlers")
    func targets() throws {
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        var heard: [String] = []
        weak var weakTarget: UIViewController?
        do {
            let target = UIViewController()
            weakTarget = target
            tap.addTarget(target) { _, recognizer in heard.append("target \(recognizer.state)") }
            try tap.send(.ended)
        }
        #expect(weakTarget == nil)
        try tap.send(.ended)
        let other = UIViewController()
        tap.addTarget(other) { _, _ in heard.append("other") }
        tap.removeTarget(other, action: nil)
        try tap.send(.ended)
        #expect(heard == ["target ended"])
    }

    @Test("a view keeps its recognizers in order; moving one to another view detaches it from the first")
    func attachment() {
        let first = UIView()
        let second = UIView()
        let pan = UIPanGestureRecognizer()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(pan)
        first.addGestureRecognizer(edge)
        first.addGestureRecognizer(pan)
        #expect(first.gestureRecognizers?.count == 2)
        second.addGestureRecognizer(pan)
        #expect(first.gestureRecognizers == [edge])
        #expect(isSame(pan.view, second))
        #expect(edge.edges == [.left])
        let recognizers: Set<UIGestureRecognizer> = [pan, edge, pan]
        #expect(recognizers.count == 2)
    }

    @Test("location(in:) converts through the superviews' frames")
    func location() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        root.addSubview(card)
        card.addSubview(badge)
        let tap = UITapGestureRecognizer()
        card.addGestureRecognizer(tap)
        try tap.send(.ended, at: CGPoint(x: 15, y: 25))
        #expect(tap.location(in: card) == CGPoint(x: 15, y: 25))
        #expect(tap.location(in: root) == CGPoint(x: 35, y: 125))
        #expect(tap.location(in: badge) == CGPoint(x: 5, y: 15))
    }

    @Test("the responder chain: view, its controller, the superview, the window, the application")
    func responderChain() {
        let root = UIViewController()
        let window = keyWindow(showing: root)
        let label = UILabel()
        root.view.addSubview(label)
        #expect(isSame(label.next, root.view))
        #expect(isSame(root.view.next, root))
        #expect(isSame(root.next, window))
        #expect(isSame(window.next, UIApplication.shared))
        #expect(UIApplication.shared.next == nil)
    }
}

@MainActor @Suite struct GesturesAnimatorTests {
    @Test("startAnimation applies the animations and ends at .end, calling completions in order")
    func start() {
        let card = UIView()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
        animator.addCompletion { log.append("first \($0 == .end)") }
        animator.addCompletion { _ in log.append("second") }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(card.alpha == 0)
        #expect(log == ["first true", "second"])
        #expect(animator.state == .inactive)
        #expect(animator.fractionComplete == 1)
    }

    @Test("a paused animator is scrubbed, then stopped and finished at the start, as a cancelled swipe")
    func scrubAndCancel() {
        let card = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { card.alpha = 0.5 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.fractionComplete = 1.7
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
    }

    @Test("finishing an animator that is not stopped is refused with a diagnostic, as UIKit throws")
    func misuse() {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        let captured = UIDiagnostics.withCapture { animator.finishAnimation(at: .end) }
        #expect(captured.diagnostics.map(\.kind) == [.animatorMisuse])
        #expect(positions.isEmpty)
        #expect(animator.state == .inactive)
    }

    @Test("runningPropertyAnimator runs at once and calls its completion with .end")
    func running() {
        let card = UIView()
        var ended: UIViewAnimatingPosition?
        _ = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0, options: [.curveEaseIn], animations: { card.isHidden = true },
            completion: { ended = $0 })
        #expect(card.isHidden)
        #expect(ended == .end)
    }
}

/// Completes its transition only when told to, as an animator still running would.
private final class HeldPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
        context = transitionContext
    }
}

private final class HeldNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = HeldPushAnimator()
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor @Suite struct GesturesTransactionTests {
    @Test("a CATransaction's completion runs once the push it wraps has completed, not before")
    func completionAfterHeldPush() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = HeldNavigationDelegate()
        navigation.delegate = delegate
        let window = keyWindow(showing: navigation)
        var log: [String] = []
        let detail = UIViewController()
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            log.append("completion, top is detail: \(navigation.topViewController === detail)")
        }
        navigation.pushViewController(detail, animated: true)
        CATransaction.commit()
        #expect(log.isEmpty)
        delegate.animator.context?.completeTransition(true)
        #expect(log == ["completion, top is detail: true"])
        _ = window
    }

    @Test("nested transactions run their completions at the outermost commit, innermost first")
    func nested() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log == ["inner", "outer"])
    }

    @Test("commit with no transaction open is refused with a diagnostic")
    func unbalancedCommit() {
        let captured = UIDiagnostics.withCapture { CATransaction.commit() }
        #expect(captured.diagnostics.map(\.kind) == [.transactionMisuse])
    }
}

private final class PhotoPreviewer: NSObject, UIViewControllerPreviewingDelegate {
    var log: [String] = []
    let photo = UIViewController()
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        log.append("peek \(location.x)")
        return location.x < 100 ? photo : nil
    }
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        log.append("commit \(viewControllerToCommit === photo)")
    }
}

@MainActor @Suite struct GesturesPreviewingTests {
    @Test("a registered view previews and commits through its delegate; unregistering keeps the rest")
    func previewing() {
        let grid = UIViewController()
        let previewer = PhotoPreviewer()
        let context = grid.registerForPreviewing(with: previewer, sourceView: grid.view)
        let peeked = (context as? PreviewingContext)?.pop(at: CGPoint(x: 10, y: 10))
        #expect(isSame(peeked, previewer.photo))
        #expect((context as? PreviewingContext)?.pop(at: CGPoint(x: 200, y: 10)) == nil)
        #expect(previewer.log == ["peek 10.0", "commit true", "peek 200.0"])
        grid.unregisterForPreviewing(withContext: context)
    }

    @Test("UIPageViewController() scrolls horizontally, as UIKit's plain initializer makes it")
    func pageDefaults() {
        let pages = UIPageViewController()
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .horizontal)
    }
}
