import Dispatch
import ScenewrightCore
import UIKitStage

/// What the tree keeps for one flow or library coordinator: the screens whose departure ends it,
/// the one watcher that hears them leave, and what to report if it is released too early.
///
/// Its member owns it (one strong reference); it refers back to the member weakly.
@MainActor final class FlowNodeRecord {
    /// The member, held weakly.
    private weak var flow: FlowController?
    private weak var coordinator: (any Coordinator)?

    /// The screens whose departure ends the member.
    var ownership = ControllerOwnership()
    private lazy var watcher = ScreenWatcher(record: self)

    /// What kind of member it is, which decides when it ends and what its release reports.
    enum Kind {
        /// A flow: it ends when its ``FlowController/endWhenDismissed(_:)`` screens have left, as a
        /// root too; its release is reported only when it was never added (``strayStart``).
        case flow
        /// A coordinator that ends, as a child, when everything it pushed or presented has left.
        case endsWithScreens
        /// A coordinator that runs until it is finished in code (a tab bar's).
        case runsUntilFinished
    }

    let kind: Kind

    /// Where a flow outside every tree showed a screen from another flow's screen; reported if the
    /// flow is released while that screen is still shown. Written on the main actor before the
    /// member can be released; read in its `deinit`, on the main actor.
    nonisolated(unsafe) var strayStart: StrayStart?
    /// Set when an ancestor's release already reported this member's screens.
    nonisolated(unsafe) var releaseReported = false

    init(kind: Kind) { self.kind = kind }

    /// Ties the record to its flow; called once, from the flow's initializer.
    func attach(flow: FlowController) { self.flow = flow }

    /// Ties the record to its coordinator; called once, from the coordinator's initializer.
    func attach(coordinator: any Coordinator) { self.coordinator = coordinator }

    /// Whether the member ends when its screens have left: as a child, or also as a root.
    func endsWithScreens(asRoot isRoot: Bool) -> Bool {
        switch kind {
        case .flow: true
        case .endsWithScreens: !isRoot
        case .runsUntilFinished: false
        }
    }

    /// Whether its release while its screens are on screen is a diagnostic (coordinators: their
    /// screens' taps reach them).
    var reportsScreensOnRelease: Bool { kind != .flow }

    /// The member as a tree node, while it lives.
    var node: FlowTreeNode? {
        if let flow { return .flow(flow) }
        if let coordinator { return .coordinator(coordinator) }
        return nil
    }

    /// Records `controller` as the member's and watches it.
    func own(_ controller: UIViewController) {
        ownership.add(controller)
        watch(controller)
    }

    /// Hears `controller`'s lifecycle, without owning it (a presentation over an owned screen).
    func watch(_ controller: UIViewController) {
        controller.removeLifecycleListener(watcher)
        controller.addLifecycleListener(watcher)
    }

    /// Stops hearing every owned controller.
    func stopWatching() {
        for controller in ownership.controllers { controller.removeLifecycleListener(watcher) }
    }

    /// Watches the presentations above `controller` (those that covered it), so their lifecycle
    /// triggers a reconciliation even though the member did not present them: a chain dismissed
    /// from below is noticed even when such a controller is on top.
    func watchPresentations(above controller: UIViewController) {
        var next = controller.presentedViewController
        while let presented = next {
            watch(presented)
            next = presented.presentedViewController
        }
    }

    /// The owned controllers still in place.
    var controllersInPlace: [UIViewController] { ownership.controllers.filter(\.isStillInPlace) }
}

/// Tells the tree when a watched controller appeared, disappeared or changed parent. Weak: the
/// controllers hold it, and it must not keep the member alive.
@MainActor private final class ScreenWatcher: LifecycleListener {
    private weak var record: FlowNodeRecord?

    init(record: FlowNodeRecord) { self.record = record }

    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent) {
        switch event {
        case .viewDidDisappear:
            record?.watchPresentations(above: controller)
            reconcile()
        case .viewDidAppear: reconcile()
        default: break
        }
    }

    func controller(_ controller: UIViewController, didMoveToParent parent: UIViewController?) {
        reconcile()
    }

    private func reconcile() {
        guard let node = record?.node else { return }
        FlowTree.reconcile(from: node)
    }
}

// MARK: Released too early

/// Where a flow outside every tree showed its first screen from another flow's screen, named for
/// the diagnostic its release may need.
struct StrayStart: Sendable {
    let flow: String
    let expectedParent: String
    weak var screen: UIViewController?
    let shown: String
    let source: String
}

extension FlowTree {
    /// Whether this code runs on the main queue, where the main actor runs: a member's `deinit` is
    /// nonisolated, and reports only there (a release elsewhere is not checked).
    nonisolated static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Reports a member released while the screens it showed are still shown; called from its
    /// `deinit`, on the main queue, with the screens it showed and its children. A flow that never joined a tree (``StrayStart``) was a sub-flow
    /// someone forgot to add: `flow.notAdded`. A coordinator (or an ancestor, covering its
    /// descendants, which it marks reported) whose screens are on screen:
    /// `coordinator.releasedWhileShown` — their taps now reach nothing. Reported in the
    /// releasing code's capture scope, not in an isolated `deinit`.
    static func memberReleased(
        _ record: FlowNodeRecord, name: String, screens: [UIViewController], children: [FlowTreeNode]
    ) {
        guard !record.releaseReported else { return }
        if let stray = record.strayStart {
            // Set only while the flow is outside every tree.
            guard stray.screen?.isStillShownByFlow == true else { return }
            Diagnostics.emit(
                Diagnostic(
                    .flowNotAdded,
                    "\(stray.flow) showed \(stray.shown) from \(stray.source), a screen of \(stray.expectedParent), "
                        + "but it was never added as a sub-flow of \(stray.expectedParent): nothing held it, so it "
                        + "was released and the actions of its screens now reach a released flow (an [unowned self] "
                        + "action crashes). Call \(stray.expectedParent)'s add(subFlowController:) before "
                        + "start(from:)."))
            return
        }
        var shown = screens.filter(\.isOnScreenForFlowTree)
        var queue = children
        while !queue.isEmpty {
            let child = queue.removeFirst()
            if let childRecord = child.record {
                childRecord.releaseReported = true
                shown += childRecord.controllersInPlace.filter(\.isOnScreenForFlowTree)
            }
            queue += child.children
        }
        guard record.reportsScreensOnRelease, !shown.isEmpty else { return }
        let names = shown.map(\.flowTreeScreenName).joined(separator: ", ")
        Diagnostics.emit(
            Diagnostic(
                .coordinatorReleasedWhileShown,
                "\(name) was released while its screens are on screen (\(names)): their taps now reach no "
                    + "coordinator. Keep the root coordinator alive — window.rootCoordinator = coordinator "
                    + "keeps it while its controller is the window's root — and let parents hold their "
                    + "children in childCoordinators."))
    }
}
