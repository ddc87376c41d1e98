import Foundation
import Scenewright
import ScenewrightTesting

/// One abstract operation. Its numbers pick targets modulo what exists when it runs, so any
/// subsequence of a failing run can be replayed while shrinking it.
enum StressOp: CustomStringConvertible {
    case push(target: Int, sceneBuilt: Bool)
    case pop(target: Int)
    case popToRoot(target: Int)
    case setStack(target: Int, keep: Int, add: Int)
    case back
    case tapTab(Int)
    case present(style: Int, wrapInNavigation: Bool)
    case dismiss(target: Int)
    case addChild
    case removeChild
    case reload(target: Int)
    case unloadOnScreen
    case replaceRoot(kind: Int)
    case pushDuplicate(target: Int)
    indirect case duringNextAppearance(StressOp)
    /// The user swipes back in the frontmost navigation controller, asks for `during` while the
    /// finger is down (it must wait, R29), then completes or cancels the swipe (R35).
    indirect case swipeBack(cancel: Bool, during: StressOp?)
    /// The user drags the frontmost sheet, asks for `during` meanwhile, then completes or cancels
    /// the drag (R36).
    indirect case dragSheet(cancel: Bool, during: StressOp?)
    /// `op` runs with custom animators (navigation, tab bar and transitioning delegates) that
    /// complete as `ending` says — at once, later, cancelled at once, or cancelled later (R37, R38);
    /// while one is open, `during` is asked for (it must wait, R29), then the animator completes.
    indirect case animated(ending: StressAnimatorEnding, op: StressOp, during: StressOp?)

    static func random(_ random: inout SeededGenerator, depth: Int = 0) -> StressOp {
        let roll = random.below(100)
        let target = random.below(16)
        switch roll {
        case 0..<18: return .push(target: target, sceneBuilt: random.below(2) == 0)
        case 18..<28: return .pop(target: target)
        case 28..<32: return .popToRoot(target: target)
        case 32..<37: return .setStack(target: target, keep: random.below(4), add: random.below(3))
        case 37..<45: return .back
        case 45..<53: return .tapTab(random.below(4))
        case 53..<63: return .present(style: random.below(5), wrapInNavigation: random.below(3) == 0)
        case 63..<73: return .dismiss(target: target)
        case 73..<78: return .addChild
        case 78..<82: return .removeChild
        case 82..<87: return .reload(target: target)
        case 87..<89: return .unloadOnScreen
        case 89..<91: return .replaceRoot(kind: random.below(3))
        case 91..<92: return .pushDuplicate(target: target)
        case 92..<94, 94..<95:
            let cancel = random.below(2) == 0
            let during = depth == 0 && random.below(3) == 0 ? StressOp.random(&random, depth: depth + 1) : nil
            return roll < 94
                ? .swipeBack(cancel: cancel, during: during) : .dragSheet(cancel: cancel, during: during)
        case 95..<98:
            let ending = StressAnimatorEnding.allCases[random.below(StressAnimatorEnding.allCases.count)]
            let ops: [StressOp] = [
                .push(target: target, sceneBuilt: false), .pop(target: target), .back,
                .tapTab(random.below(4)),
                .present(style: random.below(5), wrapInNavigation: random.below(3) == 0),
                .dismiss(target: target),
                .setStack(target: target, keep: random.below(4), add: random.below(3)),
            ]
            let during = depth == 0 && random.below(2) == 0 ? StressOp.random(&random, depth: depth + 1) : nil
            return .animated(ending: ending, op: ops[random.below(ops.count)], during: during)
        default:
            return depth > 0 ? .back : .duringNextAppearance(StressOp.random(&random, depth: depth + 1))
        }
    }

    var description: String {
        switch self {
        case .push(let target, let scene): "push(nav \(target)\(scene ? ", scene" : ""))"
        case .pop(let target): "pop(nav \(target))"
        case .popToRoot(let target): "popToRoot(nav \(target))"
        case .setStack(let target, let keep, let add):
            "setViewControllers(nav \(target), keep \(keep), add \(add))"
        case .back: "tap back"
        case .tapTab(let index): "tap tab.\(index)"
        case .present(let style, let wrap):
            "present(\(StressOp.styles[style % 5])\(wrap ? ", in a navigation controller" : ""))"
        case .dismiss(let target): "dismiss(on-screen controller \(target))"
        case .addChild: "addChild"
        case .removeChild: "removeFromParent"
        case .reload(let target): "unload view of hidden controller \(target)"
        case .unloadOnScreen: "unload the view of an on-screen controller (rejected)"
        case .replaceRoot(let kind): "replace window root (kind \(kind))"
        case .pushDuplicate(let target): "push a controller already in the stack (rejected, nav \(target))"
        case .duringNextAppearance(let op): "during the next viewDidAppear: \(op)"
        case .swipeBack(let cancel, let during):
            "swipe back\(during.map { ", meanwhile \($0)," } ?? "") then \(cancel ? "cancel" : "finish")"
        case .dragSheet(let cancel, let during):
            "drag the sheet\(during.map { ", meanwhile \($0)," } ?? "") then \(cancel ? "cancel" : "finish")"
        case .animated(let ending, let op, let during):
            "with an animator that \(ending): \(op)\(during.map { ", meanwhile \($0)" } ?? "")"
        }
    }

    static let styles: [ModalPresentationStyle] = [
        .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen,
    ]
}

/// How a stress animator ends its transition.
enum StressAnimatorEnding: String, CaseIterable, CustomStringConvertible {
    case completesAtOnce = "completes at once"
    case completesLater = "completes later"
    case cancelsAtOnce = "cancels at once"
    case cancelsLater = "cancels later"

    var description: String { rawValue }
    var cancels: Bool { self == .cancelsAtOnce || self == .cancelsLater }
    var atOnce: Bool { self == .completesAtOnce || self == .cancelsAtOnce }
}

/// The animator of the stress model: adds the to-view, and completes at once or leaves the
/// context to the run.
@MainActor final class StressAnimator: ViewControllerAnimatedTransitioning {
    let ending: StressAnimatorEnding
    weak var source: StressAnimators?
    init(_ ending: StressAnimatorEnding, source: StressAnimators) {
        self.ending = ending
        self.source = source
    }
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        0.3
    }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
        }
        if ending.atOnce {
            transitionContext.completeTransition(!ending.cancels)
        } else {
            source?.open.append(transitionContext)
        }
    }
}

/// The navigation, tab bar and transitioning delegate of every stress container and presented
/// controller: returns an animator only while `ending` is set.
@MainActor
final class StressAnimators: NavigationControllerDelegate, TabBarControllerDelegate,
    ViewControllerTransitioningDelegate
{
    var ending: StressAnimatorEnding?
    /// Contexts of transitions an animator left open, to complete later.
    var open: [any ViewControllerContextTransitioning] = []

    private func animator() -> (any ViewControllerAnimatedTransitioning)? {
        ending.map { StressAnimator($0, source: self) }
    }
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator() }
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator() }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator() }
    func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )? {
        animator()
    }
}

/// Every lifecycle event a stress controller or its observer saw, and spec violations found on the way.
@MainActor final class StressJournal {
    var violations: [String] = []
    var pendingDuringAppearance: [StressOp] = []
    var runNested: (StressOp) -> Void = { _ in }
    var serial = 0
    /// Whether a swipe back or a sheet drag is in progress: only then may a will-callback reverse
    /// the one before it (a cancelled gesture, R35, R36).
    var gestureInProgress = false
}

/// Mirrors the lifecycle into a log; a scene adds it as a `ViewObserver` dependency.
@MainActor final class EchoObserver: ViewObserver {
    var log: [String] = []
    func viewDidLoad() { log.append("load") }
    func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    func viewIsAppearing(_ animated: Bool) { log.append("isAppearing") }
    func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    func viewWillLayoutSubviews() { log.append("willLayout") }
    func viewDidLayoutSubviews() { log.append("didLayout") }
}

/// A controller that checks R6 on itself (will/did balanced and alternating), logs its events for
/// the observer comparison, and can embed children (a custom container).
@MainActor final class StressController: ViewController {
    enum SpecState { case disappeared, appearing, appeared, disappearing }
    let journal: StressJournal
    let name: String
    var observer: EchoObserver?
    var log: [String] = []
    private var spec = SpecState.disappeared
    private var sawIsAppearing = false

    init(_ journal: StressJournal) {
        self.journal = journal
        journal.serial += 1
        name = "S\(journal.serial)"
        super.init()
        title = name
    }

    override func loadView() { view = StackView { Label(name) } }

    private func expect(_ ok: Bool, _ event: String) {
        if !ok { journal.violations.append("\(name): \(event) while \(spec) (R6)") }
    }

    override func viewDidLoad() { log.append("load") }
    override func viewWillAppear(_ animated: Bool) {
        log.append("willAppear")
        expect(spec == .disappeared || (journal.gestureInProgress && spec == .disappearing), "viewWillAppear")
        spec = .appearing
        sawIsAppearing = false
    }
    override func viewIsAppearing(_ animated: Bool) {
        log.append("isAppearing")
        expect(spec == .appearing && !sawIsAppearing, "viewIsAppearing")
        sawIsAppearing = true
    }
    override func viewDidAppear(_ animated: Bool) {
        log.append("didAppear")
        expect(spec == .appearing && sawIsAppearing, "viewDidAppear")
        spec = .appeared
        if !journal.pendingDuringAppearance.isEmpty {
            let pending = journal.pendingDuringAppearance
            journal.pendingDuringAppearance.removeAll()
            for op in pending { journal.runNested(op) }
        }
    }
    override func viewWillDisappear(_ animated: Bool) {
        log.append("willDisappear")
        expect(spec == .appeared || (journal.gestureInProgress && spec == .appearing), "viewWillDisappear")
        spec = .disappearing
    }
    override func viewDidDisappear(_ animated: Bool) {
        log.append("didDisappear")
        expect(spec == .disappearing, "viewDidDisappear")
        spec = .disappeared
    }
    override func viewWillLayoutSubviews() { log.append("willLayout") }
    override func viewDidLayoutSubviews() { log.append("didLayout") }

    /// Children whose views are inside this controller's view: the ones that appear with it.
    var embeddedChildren: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }
}
