import HeadlessUI

// Which flow showed which screen. A flow's `start(from:)` and delegate methods are the app's own
// code, so the library cannot wrap them; instead it hears every `present` and `push` as it is
// requested and attributes the controller shown:
// - to the flow the controller itself refers to (its `delegate`, say), when it refers to one;
// - else to the flow added most recently that has not shown anything yet (the usual
//   `add(subFlowController:)` then `start(from:)`);
// - else to the newest flow that was created but never added.
// The last case is also how a sub-flow started without `add(subFlowController:)` is caught: when it
// shows a screen from a controller that refers to another flow, and is then released without ever
// joining a tree, a `flow.notAdded` diagnostic names both flows.

/// The bookkeeping behind flow screens; main-actor state, like the flows themselves.
@MainActor enum FlowScreenTracker {
    private struct WeakFlow {
        weak var flow: FlowController?
    }

    /// Flows created (not initial flows) that never joined a tree, oldest first.
    private static var unattached: [WeakFlow] = []
    /// Flows added to a tree that have not shown a screen yet, oldest first.
    private static var awaitingFirstScreen: [WeakFlow] = []
    private static var isInstalled = false

    static func flowCreated(_ flow: FlowController) {
        install()
        guard !(flow is InitialFlowController) else { return }
        unattached.removeAll { $0.flow == nil }
        unattached.append(WeakFlow(flow: flow))
    }

    static func flowAdded(_ flow: FlowController) {
        unattached.removeAll { $0.flow == nil || $0.flow === flow }
        awaitingFirstScreen.removeAll { $0.flow == nil || $0.flow === flow }
        if !flow.hasShownScreens { awaitingFirstScreen.append(WeakFlow(flow: flow)) }
    }

    private static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        ViewController.showRequestObserver = { shown, source in
            FlowScreenTracker.showRequested(shown, from: source)
        }
    }

    private static func showRequested(_ shown: ViewController, from source: ViewController) {
        unattached.removeAll { $0.flow == nil }
        awaitingFirstScreen.removeAll { $0.flow == nil }
        let named = referencedFlow(in: shown)
        let owner: FlowController?
        if let named {
            owner = named
        } else if let waiting = awaitingFirstScreen.last?.flow {
            owner = waiting
        } else {
            owner = unattached.last?.flow
        }
        guard let owner else { return }
        owner.recordScreen(shown)
        awaitingFirstScreen.removeAll { $0.flow === owner }
        // A flow outside every tree showing a screen from another flow's screen: it was meant to be
        // that flow's sub-flow.
        guard owner.parent == nil, !(owner is InitialFlowController), owner.children.isEmpty,
            let sourceFlow = referencedFlow(in: source) ?? source.parent.flatMap(referencedFlow(in:)),
            sourceFlow !== owner, sourceFlow.treeRoot !== owner
        else { return }
        owner.strayStart = FlowController.StrayStart(
            flow: owner.flowName, expectedParent: sourceFlow.flowName, screen: shown,
            shown: shown.diagnosticName, source: source.diagnosticName)
    }

    /// The first flow `controller` holds in a stored property of its own class or of a superclass
    /// below `ViewController` (a `weak var delegate`, a `flow`), weak references included.
    static func referencedFlow(in controller: ViewController) -> FlowController? {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror, current.subjectType != ViewController.self {
            for child in current.children {
                if let flow = child.value as? FlowController { return flow }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// Ends a flow when the controller it watches has left the screen for good.
@MainActor final class FlowEndWatcher: LifecycleListener {
    private weak var flow: FlowController?

    init(flow: FlowController) { self.flow = flow }

    func controller(_ controller: ViewController, didReceive event: LifecycleEvent) {
        guard case .viewDidDisappear = event else { return }
        end(ifGone: controller)
    }

    func controller(_ controller: ViewController, didMoveToParent parent: ViewController?) {
        end(ifGone: controller)
    }

    private func end(ifGone controller: ViewController) {
        guard let flow, !controller.isStillShownByFlow else { return }
        controller.removeLifecycleListener(self)
        flow.removeFromSuperFlowController()
    }
}

extension ViewController {
    /// Still where a flow put it: a window's root, or presented (and not leaving now), or in a
    /// navigation stack or another container that is itself still shown — a screen inside a
    /// navigation controller presented as a sheet leaves with the sheet.
    package var isStillShownByFlow: Bool {
        var node: ViewController = self
        while true {
            if let window = node.window, window.rootViewController === node { return true }
            guard node.isStillShownByCoordinator else { return false }
            guard let parent = node.parent else { return true }
            node = parent
        }
    }
}
