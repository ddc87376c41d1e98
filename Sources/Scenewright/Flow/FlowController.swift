import HeadlessUI
import ScenewrightCore

/// A node in a tree of screen flows: it decides what to show next, so view controllers don't.
///
/// A flow controller owns one piece of navigation (onboarding, picking an image, checking out). Its
/// view controllers report what the user did through a delegate; the flow decides what to show.
/// Flows form a **tree**: a flow can run several sub-flows at once (``children``), each knows its
/// ``parent`` weakly, and ``removeFromSuperFlowController()`` takes a finished flow and everything
/// under it out of the tree, children first. Subclasses override ``start(from:)`` and may override
/// the hooks ``flowDidAttach(to:)`` and ``flowWillDetach(from:)``.
///
/// ```swift
/// final class ImagePickerFlowController: FlowController {
///     let onPick: SafeResultClosure<String>
///     init(onPick: SafeResultClosure<String>) { self.onPick = onPick }
///
///     override func start(from presentingViewController: ViewController) {
///         let sheet = AlertController(title: "Add a photo", message: nil, preferredStyle: .actionSheet)
///         sheet.addAction(AlertAction(title: "Camera", style: .default) { [weak self] _ in
///             self?.onPick.reportResult("camera.jpg")
///             self?.removeFromSuperFlowController()
///         })
///         presentingViewController.present(sheet, animated: true)
///     }
/// }
///
/// // in the parent flow:
/// let picker = ImagePickerFlowController(onPick: SafeResultClosure(owner: self) { owner, image in
///     owner.show(image)
/// })
/// add(subFlowController: picker)
/// picker.start(from: profileViewController)
/// ```
@MainActor open class FlowController {
    /// The sub-flows this flow runs, in the order they were added. It holds them strongly.
    ///
    /// Read-only: change it with ``add(subFlowController:)`` and ``removeFromSuperFlowController()``,
    /// which keep ``parent`` in step and call the hooks.
    ///
    /// ```swift
    /// for child in children { child.removeFromSuperFlowController() }
    /// ```
    public private(set) var children: [FlowController] = []

    /// The flow this one runs under, held weakly; `nil` for a root or a removed flow.
    ///
    /// Weak, so a sub-flow never keeps its parent alive; the parent's ``children`` hold the tree.
    ///
    /// ```swift
    /// (parent as? TutorialFlowController)?.pickerDidFinish()
    /// ```
    public private(set) weak var parent: FlowController?

    /// Creates a flow that is not in any tree yet.
    ///
    /// Subclasses take their dependencies and result callbacks here, then show screens in
    /// ``start(from:)``.
    ///
    /// ```swift
    /// let flow = CheckoutFlowController()
    /// ```
    public init() {
        FlowScreenTracker.flowCreated(self)
        ObjectLifetimes.announce(self, role: .flow)
    }

    /// A flow released without ever joining a tree, after it showed a screen from another flow's
    /// screen, was a sub-flow someone forgot to add: its screens' actions now reach nothing.
    /// (Not an isolated `deinit`: the diagnostic must reach the capture scope of the code that
    /// released the flow.) Reported only while the screen it showed is still shown: a flow kept
    /// elsewhere until its screen left did no harm.
    deinit {
        guard let strayStart, CoordinatorRelease.isOnMainQueue else { return }
        MainActor.assumeIsolated { strayStart.reportIfStillShown() }
    }

    /// Where a flow outside every tree showed its first screen from another flow's screen. A class,
    /// so the flow's `deinit` hands it over without touching the flow's own isolated state.
    final class StrayStart: @unchecked Sendable {
        // Written once, on the main actor, before the flow can be released; read on the main actor.
        let flow: String
        let expectedParent: String
        weak var screen: ViewController?
        let shown: String
        let source: String

        init(flow: String, expectedParent: String, screen: ViewController, shown: String, source: String) {
            self.flow = flow
            self.expectedParent = expectedParent
            self.screen = screen
            self.shown = shown
            self.source = source
        }

        @MainActor func reportIfStillShown() {
            guard screen?.isStillShownByFlow == true else { return }
            UIDiagnostics.emit(
                UIDiagnostic(
                    .flowNotAdded,
                    "\(flow) showed \(shown) from \(source), a screen of \(expectedParent), but it was never "
                        + "added as a sub-flow of \(expectedParent): nothing held it, so it was released and the "
                        + "actions of its screens now reach a released flow (an [unowned self] action crashes). "
                        + "Call \(expectedParent)'s add(subFlowController:) before start(from:)."))
        }
    }

    /// Set when this flow, outside every tree, showed a screen from another flow's screen.
    nonisolated(unsafe) final var strayStart: StrayStart?

    /// The controllers this flow showed, as far as the library could tell (see `FlowScreens.swift`);
    /// held weakly.
    private var shownScreens: [WeakScreen] = []

    private struct WeakScreen {
        weak var controller: ViewController?
    }

    func recordScreen(_ controller: ViewController) {
        shownScreens.removeAll { $0.controller == nil || $0.controller === controller }
        shownScreens.append(WeakScreen(controller: controller))
        everShowedScreen = true
    }

    /// Whether a screen was ever attributed to this flow.
    package private(set) var everShowedScreen = false

    var hasShownScreens: Bool { everShowedScreen }

    /// The living controllers this flow showed (pushed or presented, or passed to
    /// ``endWhenDismissed(_:)``), oldest first — what the explorer checks for orphaned flows.
    package var attributedScreens: [ViewController] { shownScreens.compactMap(\.controller) }

    /// The root of the tree this flow is in: itself when it has no parent.
    var treeRoot: FlowController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// Ends this flow — ``removeFromSuperFlowController()`` — as soon as `screen` has left for good,
    /// by any means: the user swiped the sheet away or dragged it down, it was dismissed in code, or
    /// it was popped or removed from its container. The one line a presented sub-flow needs so that
    /// it never stays behind in the tree after its screen is gone.
    ///
    /// Call it for the screen whose departure ends the flow (a sheet the flow presented, the first
    /// screen it pushed), before or after showing it. A screen covered by a full-screen presentation
    /// has not left. Call it for the last screen of a flow, not for an alert whose actions show the
    /// next screen: the alert leaves before its action runs.
    ///
    /// ```swift
    /// override func start(from presentingViewController: ViewController) {
    ///     let grid = PhotoGridViewController()
    ///     presentingViewController.present(grid, animated: true)
    ///     endWhenDismissed(grid)   // swiped away or dismissed: the flow leaves the tree
    /// }
    /// ```
    ///
    /// - Parameter screen: The controller whose departure ends the flow.
    public func endWhenDismissed(_ screen: ViewController) {
        recordScreen(screen)
        screen.addLifecycleListener(FlowEndWatcher(flow: self))
    }

    /// Starts the flow by showing its first screen from `presentingViewController`.
    ///
    /// Override it: push onto `presentingViewController.navigationController`, or present from
    /// `presentingViewController`. The default emits a `flow.startNotOverridden` diagnostic.
    ///
    /// ```swift
    /// override func start(from presentingViewController: ViewController) {
    ///     presentingViewController.present(makeFirstScreen(), animated: true)
    /// }
    /// ```
    ///
    /// - Parameter presentingViewController: The on-screen controller the flow starts from.
    open func start(from presentingViewController: ViewController) {
        UIDiagnostics.emit(
            UIDiagnostic(
                .flowStartNotOverridden,
                "\(flowName) was started from \(presentingViewController.diagnosticName), but it does not "
                    + "override start(from:), so nothing was shown. Override start(from:) to show the "
                    + "flow's first screen."))
    }

    /// Adds `subFlowController` as the last of ``children``.
    ///
    /// A flow that already has another parent is moved: it leaves the old parent first (with
    /// ``flowWillDetach(from:)``; its own children come along). Adding a flow that is already a child
    /// does nothing. Adding this flow or one of its ancestors would make a cycle: it is rejected with
    /// a `flow.cycle` diagnostic and nothing changes. The sub-flow is not started: call its
    /// ``start(from:)`` next.
    ///
    /// ```swift
    /// add(subFlowController: picker)
    /// picker.start(from: currentViewController)
    /// ```
    ///
    /// - Parameter subFlowController: The flow to run under this one.
    public func add(subFlowController: FlowController) {
        if let rejection = cycleRejection(adding: subFlowController) {
            UIDiagnostics.emit(rejection)
            return
        }
        if subFlowController.parent === self { return }
        subFlowController.detachFromParent()
        children.append(subFlowController)
        subFlowController.parent = self
        subFlowController.strayStart = nil
        FlowScreenTracker.flowAdded(subFlowController)
        subFlowController.flowDidAttach(to: self)
    }

    /// Takes this flow and its whole subtree out of the tree, depth first.
    ///
    /// Children leave before their parent: each node's children are removed (recursively, in
    /// order) before the node leaves its own parent, and each removal calls
    /// ``flowWillDetach(from:)`` on the leaving flow. Flows nobody else holds are released.
    /// On a flow with no parent it still dismantles the subtree.
    ///
    /// ```swift
    /// // a sub-flow that is done:
    /// onPick.reportResult(image)
    /// removeFromSuperFlowController()
    /// ```
    public func removeFromSuperFlowController() {
        for child in children {
            child.removeFromSuperFlowController()
        }
        detachFromParent()
    }

    /// Called right after this flow became a child of `parent`. Does nothing by default.
    ///
    /// Override to react to being added, e.g. to log or to pick up shared state from the parent.
    ///
    /// ```swift
    /// override func flowDidAttach(to parent: FlowController) { log("running under \(parent)") }
    /// ```
    ///
    /// - Parameter parent: The new parent.
    open func flowDidAttach(to parent: FlowController) {}

    /// Called right before this flow stops being a child of `parent`. Does nothing by default.
    ///
    /// Override to clean up: dismiss what the flow still shows, cancel work. During a depth-first
    /// removal, this flow's children have already left when it is called.
    ///
    /// ```swift
    /// override func flowWillDetach(from parent: FlowController) { task?.cancel() }
    /// ```
    ///
    /// - Parameter parent: The parent being left.
    open func flowWillDetach(from parent: FlowController) {}

    /// How diagnostics name this flow: its type name.
    var flowName: String { String(describing: type(of: self)) }

    // MARK: Tree bookkeeping

    private func detachFromParent() {
        guard let parent else { return }
        flowWillDetach(from: parent)
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    private func cycleRejection(adding candidate: FlowController) -> UIDiagnostic? {
        var chain: [FlowController] = []
        var current: FlowController? = self
        while let node = current {
            chain.append(node)
            if node === candidate {
                let path = chain.reversed().map(\.flowName).joined(separator: " → ")
                let what =
                    candidate === self
                    ? "to itself" : "under its own descendant \(flowName) (\(path))"
                return UIDiagnostic(
                    .flowCycle,
                    "Cannot add \(candidate.flowName) as a sub-flow \(what): the flow tree would contain "
                        + "a cycle. Add a new flow instance, or remove \(flowName) from the tree first.")
            }
            current = node.parent
        }
        return nil
    }
}
