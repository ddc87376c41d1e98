import ScenewrightCore
import UIKitStage

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

    /// The tree's bookkeeping for this flow: the screens whose departure ends it, and where it
    /// showed a screen while outside every tree.
    let treeRecord = FlowNodeRecord(kind: .flow)

    /// Creates a flow that is not in any tree yet.
    ///
    /// Subclasses take their dependencies and result callbacks here, then show screens in
    /// ``start(from:)``.
    ///
    /// ```swift
    /// let flow = CheckoutFlowController()
    /// ```
    public init() {
        treeRecord.attach(flow: self)
        FlowScreenTracker.flowCreated(self)
        ObjectLifetimes.announce(self, role: .flow)
    }

    /// A flow released outside every tree, while a screen it showed from another flow's screen is
    /// still shown, was a sub-flow someone forgot to add (see `FlowTree.memberReleased`).
    deinit {
        guard FlowTree.isOnMainQueue else { return }
        MainActor.assumeIsolated {
            FlowTree.memberReleased(treeRecord, name: "", screens: [], children: [])
        }
    }

    /// The controllers this flow showed, as far as the library could tell (see `FlowScreens.swift`);
    /// held weakly.
    private var shownScreens: [WeakScreen] = []

    private struct WeakScreen {
        weak var controller: UIViewController?
    }

    func recordScreen(_ controller: UIViewController) {
        shownScreens.removeAll { $0.controller == nil || $0.controller === controller }
        shownScreens.append(WeakScreen(controller: controller))
        everShowedScreen = true
    }

    /// Whether a screen was ever attributed to this flow.
    package private(set) var everShowedScreen = false

    /// The living controllers this flow showed (pushed, presented or made a window's root, or passed
    /// to ``endWhenDismissed(_:)``), oldest first — what the explorer checks for orphaned flows.
    package var attributedScreens: [UIViewController] { shownScreens.compactMap(\.controller) }

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
    public func endWhenDismissed(_ screen: UIViewController) {
        recordScreen(screen)
        treeRecord.own(screen)
        FlowTree.reconcile(from: .flow(self))
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
    open func start(from presentingViewController: UIViewController) {
        Diagnostics.emit(
            Diagnostic(
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
        let attached = FlowTree.attach(.flow(subFlowController), to: .flow(self)) { path in
            let what =
                subFlowController === self
                ? "to itself"
                : "under its own descendant \(flowName) (\(path.map(\.name).joined(separator: " → ")))"
            return Diagnostic(
                .flowCycle,
                "Cannot add \(subFlowController.flowName) as a sub-flow \(what): the flow tree would contain "
                    + "a cycle. Add a new flow instance, or remove \(flowName) from the tree first.")
        }
        guard attached else { return }
        subFlowController.treeRecord.strayStart = nil
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
        FlowTree.end(.flow(self))
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

    // MARK: The tree's storage (FlowTree changes it)

    /// Appends `child` and makes this flow its parent.
    func appendChild(_ child: FlowController) {
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent, if any, telling ``flowWillDetach(from:)`` first.
    func detachFromParent() {
        guard let parent else { return }
        flowWillDetach(from: parent)
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }
}
