import ScenewrightCore
import UIKitStage

// Which flow showed which screen. A flow's `start(from:)` and delegate methods are the app's own
// code, so the library cannot wrap them; instead it hears every `present`, `push` and new window
// root as it is requested (the composition seam's show requests) and attributes the controller
// shown:
// - to the flow the controller itself refers to (its `delegate`, say), when it refers to one;
// - else, for a window's root, to the newest initial flow that has not shown anything yet (its
//   `start(from: window)` is running);
// - else to the flow added most recently that has not shown anything yet (the usual
//   `add(subFlowController:)` then `start(from:)`);
// - else to the newest flow that was created but never added.
//
// The last case is also how a sub-flow started without `add(subFlowController:)` is caught: when
// it shows a screen from a screen of another flow, and is then released without ever joining a
// tree while that screen is still shown, a `flow.notAdded` diagnostic names both flows. The
// screen's flow is found however the screen reports to it: the flow it refers to (a delegate), the
// flow that showed it or a container above it, or the flow that refers to it or to such a
// container — so a screen whose callbacks are closures is covered too.

/// The bookkeeping behind flow screens; main-actor state, like the flows themselves.
@MainActor enum FlowScreenTracker {
    private struct WeakFlow {
        weak var flow: FlowController?
    }

    /// Every flow alive, oldest first (pruned as they go).
    private static var living: [WeakFlow] = []
    private static var livingPruneThreshold = 64
    /// Flows created (not initial flows) that never joined a tree, oldest first.
    private static var unattached: [WeakFlow] = []
    /// Flows added to a tree that have not shown a screen yet, oldest first.
    private static var awaitingFirstScreen: [WeakFlow] = []
    private static var isInstalled = false

    static func flowCreated(_ flow: FlowController) {
        install()
        if living.count >= livingPruneThreshold {
            living.removeAll { $0.flow == nil }
            livingPruneThreshold = max(64, living.count * 2)
        }
        living.append(WeakFlow(flow: flow))
        guard !(flow is InitialFlowController) else { return }
        unattached.removeAll { $0.flow == nil }
        unattached.append(WeakFlow(flow: flow))
    }

    static func flowAdded(_ flow: FlowController) {
        unattached.removeAll { $0.flow == nil || $0.flow === flow }
        awaitingFirstScreen.removeAll { $0.flow == nil || $0.flow === flow }
        if !flow.everShowedScreen { awaitingFirstScreen.append(WeakFlow(flow: flow)) }
    }

    private static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        UIViewController.showRequestObserver = { shown, source in
            FlowScreenTracker.showRequested(shown, from: source)
        }
    }

    private static func showRequested(_ shown: UIViewController, from source: UIViewController?) {
        unattached.removeAll { $0.flow == nil }
        awaitingFirstScreen.removeAll { $0.flow == nil }
        guard let owner = owner(of: shown, isWindowRoot: source == nil) else { return }
        owner.recordScreen(shown)
        awaitingFirstScreen.removeAll { $0.flow === owner }
        // A flow outside every tree showing a screen from another flow's screen: it was meant to be
        // that flow's sub-flow.
        guard let source, owner.parent == nil, !(owner is InitialFlowController), owner.children.isEmpty,
            let sourceFlow = flow(responsibleFor: source, other: owner)
        else { return }
        owner.treeRecord.strayStart = StrayStart(
            flow: owner.flowName, expectedParent: sourceFlow.flowName, screen: shown,
            shown: shown.diagnosticName, source: source.diagnosticName)
    }

    /// The flow that shows `shown`, by the rules at the top of this file.
    private static func owner(of shown: UIViewController, isWindowRoot: Bool) -> FlowController? {
        if let named = referencedFlow(in: shown) { return named }
        if isWindowRoot,
            let starting = living.last(where: {
                ($0.flow as? InitialFlowController)?.everShowedScreen == false
            })?
            .flow
        {
            return starting
        }
        return awaitingFirstScreen.last?.flow ?? unattached.last?.flow
    }

    /// The flow `source` is a screen of, other than `other` and its tree: the flow `source` or
    /// its parent refers to; else the flow that showed `source` or a container above it, or that
    /// refers to one of them in a stored property (nearest container first).
    private static func flow(responsibleFor source: UIViewController, other: FlowController)
        -> FlowController?
    {
        func acceptable(_ flow: FlowController) -> Bool {
            flow !== other && FlowTree.root(of: .flow(flow)).object !== other
        }
        if let named = referencedFlow(in: source) ?? source.parent.flatMap(referencedFlow(in:)),
            acceptable(named)
        {
            return named
        }
        let candidates = living.compactMap(\.flow).filter(acceptable)
        guard !candidates.isEmpty else { return nil }
        var container: UIViewController? = source
        while let current = container {
            if let showing = candidates.last(where: { $0.attributedScreens.contains { $0 === current } }) {
                return showing
            }
            if let holding = candidates.last(where: { refers($0, to: current) }) { return holding }
            container = current.parent ?? current.presentingViewController
        }
        return nil
    }

    /// The first flow `controller` holds in a stored property of its own class or of a superclass
    /// below `UIViewController` (a `weak var delegate`, a `flow`), weak references included.
    static func referencedFlow(in controller: UIViewController) -> FlowController? {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror, current.subjectType != UIViewController.self {
            for child in current.children {
                if let flow = child.value as? FlowController { return flow }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether `flow` holds `controller` in a stored property of its own class or of a superclass
    /// below `FlowController` (`weak var album`, `private var navigationCtrl`).
    private static func refers(_ flow: FlowController, to controller: UIViewController) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: flow)
        while let current = mirror, current.subjectType != FlowController.self,
            current.subjectType != InitialFlowController.self
        {
            for child in current.children {
                if let held = child.value as? UIViewController, held === controller { return true }
            }
            mirror = current.superclassMirror
        }
        return false
    }
}
