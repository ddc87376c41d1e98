import Testing
import UIKit

// From Apple's documentation of UIViewController.dismiss(animated:completion:): "If you present
// several view controllers in succession, thus building a stack of presented view controllers,
// calling this method on a view controller lower in the stack dismisses its immediate child view
// controller and all view controllers above that child on the stack. When this happens, only the
// top-most view is dismissed in an animated fashion; any intermediate view controllers are simply
// removed from the stack. The top-most view is dismissed using its modal transition style, which
// may differ from the styles used by other view controllers lower in the stack."
// A `.custom` top-most presentation is dismissed with its own transition: its transitioning
// delegate's animator and its presentation controller's dismissal hooks.

@MainActor private final class CallLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// Logs its appearance callbacks.
private final class Screen: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// Slides the card; completes at once, as a `UIView.animate` completion does without a clock.
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let from = (transitionContext.viewController(forKey: .from) as? Screen)?.name ?? "?"
        log.add("animateTransition from \(from)")
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

/// Dims what is under the card, as Apple's custom presentation sample does.
private final class DimmingPresentationController: UIPresentationController {
    let log: CallLog
    let dimmingView = UIView()

    init(presentedViewController: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override func presentationTransitionWillBegin() { containerView?.addSubview(dimmingView) }
    override func dismissalTransitionWillBegin() { log.add("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }
}

private final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    private(set) var presentation: DimmingPresentationController?
    init(log: CallLog) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let made = DimmingPresentationController(
            presentedViewController: presented, presenting: presenting, log: log)
        presentation = made
        return made
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(log: log)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        log.add("animationController(forDismissed: \((dismissed as? Screen)?.name ?? "?"))")
        return SlideAnimator(log: log)
    }
}

@MainActor
@Suite("Dismissing a chain from below dismisses its top-most custom presentation with its own transition")
struct DismissChainCustomTopTests {
    /// Home presents Sheet (a page sheet), which presents Card (`.custom`, dimming).
    private func chain(_ log: CallLog) -> (
        window: UIWindow, home: Screen, sheet: Screen, card: Screen, transitions: CardTransitions
    ) {
        let home = Screen("Home", log: log)
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = Screen("Sheet", log: log)
        home.present(sheet, animated: false)
        let card = Screen("Card", log: log)
        let transitions = CardTransitions(log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        sheet.present(card, animated: true)
        log.lines.removeAll()
        return (window, home, sheet, card, transitions)
    }

    @Test("animated: the card's animator is asked, its dismissal hooks run and its dimming view leaves")
    func animatedFromTheBottom() {
        let log = CallLog()
        let (window, home, sheet, card, transitions) = chain(log)
        #expect(transitions.presentation?.dimmingView.superview != nil)

        home.dismiss(animated: true) { log.add("completion") }

        #expect(
            log.lines == [
                "animationController(forDismissed: Card)",
                "Card.viewWillDisappear", "Sheet.viewWillDisappear",
                "dismissalTransitionWillBegin",
                "animateTransition from Card",
                "dismissalTransitionDidEnd(true)",
                "Card.viewDidDisappear", "Sheet.viewDidDisappear",
                "completion",
                "animationEnded(true)",
            ])
        #expect(transitions.presentation?.dimmingView.superview == nil)
        #expect(home.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil && card.presentingViewController == nil)
        _ = window
    }

    @Test(
        "not animated: no animator is asked, but the card's presentation controller still hears its dismissal"
    )
    func notAnimatedFromTheBottom() {
        let log = CallLog()
        let (window, home, _, _, transitions) = chain(log)

        home.dismiss(animated: false) { log.add("completion") }

        #expect(
            log.lines == [
                "Card.viewWillDisappear", "Sheet.viewWillDisappear",
                "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)",
                "Card.viewDidDisappear", "Sheet.viewDidDisappear",
                "completion",
            ])
        #expect(transitions.presentation?.dimmingView.superview == nil)
        #expect(home.presentedViewController == nil)
        _ = window
    }

    @Test("every dismissed controller is released once the chain is gone")
    func released() {
        let log = CallLog()
        weak var weakSheet: Screen?
        weak var weakCard: Screen?
        let window: UIWindow
        let home: Screen
        do {
            let made = chain(log)
            window = made.window
            home = made.home
            weakSheet = made.sheet
            weakCard = made.card
        }
        home.dismiss(animated: true)
        #expect(weakSheet == nil)
        #expect(weakCard == nil)
        _ = window
    }
}
