import ScenewrightCore
import UIKitStage

/// One member of the tree of flows and coordinators: the one node type that ``FlowController``'s
/// tree (`children`, `parent`) and the coordinators' tree (`childCoordinators`,
/// `parentCoordinator`) are read and changed through.
///
/// Each public API keeps its own storage — a flow its `children`, a coordinator the
/// `childCoordinators` array its own type declares (a hand-written coordinator included) — and
/// ``FlowTree`` does the rest once for both: the cycle check, moving a child from its old parent,
/// removal depth first, and ending members whose screens have left.
@MainActor package enum FlowTreeNode {
    case flow(FlowController)
    case coordinator(any Coordinator)

    /// The flow or coordinator itself.
    package var object: AnyObject {
        switch self {
        case .flow(let flow): flow
        case .coordinator(let coordinator): coordinator
        }
    }

    /// How diagnostics name it: its type name.
    package var name: String {
        switch self {
        case .flow(let flow): String(describing: type(of: flow))
        case .coordinator(let coordinator): String(describing: type(of: coordinator))
        }
    }

    /// Its parent, held weakly by the member.
    package var parent: FlowTreeNode? {
        switch self {
        case .flow(let flow): flow.parent.map(FlowTreeNode.flow)
        case .coordinator(let coordinator): coordinator.parentCoordinator.map(FlowTreeNode.coordinator)
        }
    }

    /// Its children, in order, held strongly by the member.
    package var children: [FlowTreeNode] {
        switch self {
        case .flow(let flow): flow.children.map(FlowTreeNode.flow)
        case .coordinator(let coordinator): coordinator.childCoordinators.map(FlowTreeNode.coordinator)
        }
    }

    /// The tree's bookkeeping for this member, when it keeps some (flows and the library's
    /// coordinators; a hand-written coordinator keeps none).
    var record: FlowNodeRecord? {
        switch self {
        case .flow(let flow): flow.treeRecord
        case .coordinator(let coordinator): (coordinator as? any FlowTreeRecordHolder)?.treeRecord
        }
    }

    /// Whether `other` is this very member.
    func isSame(as other: FlowTreeNode?) -> Bool { other?.object === object }
}

/// A library coordinator that keeps the tree's bookkeeping.
@MainActor protocol FlowTreeRecordHolder: AnyObject {
    var treeRecord: FlowNodeRecord { get }
}

/// The one implementation of the tree of flows and coordinators.
@MainActor enum FlowTree {
    /// The root of `node`'s tree: `node` itself when it has no parent.
    static func root(of node: FlowTreeNode) -> FlowTreeNode {
        var current = node
        while let parent = current.parent { current = parent }
        return current
    }

    /// Whether `child` may go under `parent`: `nil` when it may, else the path of the cycle it
    /// would make, from `child` down to `parent` (`[child]` when they are the same member).
    static func cycle(adding child: FlowTreeNode, under parent: FlowTreeNode) -> [FlowTreeNode]? {
        var chain: [FlowTreeNode] = []
        var current: FlowTreeNode? = parent
        while let node = current {
            chain.append(node)
            if node.isSame(as: child) { return chain.reversed() }
            current = node.parent
        }
        return nil
    }

    /// Makes `child` the last child of `parent`: rejected with `rejection(cyclePath)` when it would
    /// make a cycle; nothing happens when `child` already is `parent`'s child; a child of another
    /// parent leaves it first.
    /// - Returns: Whether `child` was attached.
    static func attach(
        _ child: FlowTreeNode, to parent: FlowTreeNode, rejection: ([FlowTreeNode]) -> Diagnostic
    ) -> Bool {
        if let path = cycle(adding: child, under: parent) {
            Diagnostics.emit(rejection(path))
            return false
        }
        if parent.isSame(as: child.parent) { return false }
        leaveParent(child)
        switch (parent, child) {
        case (.flow(let parentFlow), .flow(let childFlow)):
            parentFlow.appendChild(childFlow)
        case (.coordinator(let parentCoordinator), .coordinator(let childCoordinator)):
            parentCoordinator.childCoordinators.append(childCoordinator)
            childCoordinator.parentCoordinator = parentCoordinator
        default:
            return false  // the public APIs never mix the two kinds
        }
        return true
    }

    /// Takes `node` out of its parent: a flow hears `flowWillDetach(from:)`, a coordinator's parent
    /// hears `childDidFinish(_:)`.
    static func leaveParent(_ node: FlowTreeNode) {
        switch node {
        case .flow(let flow): flow.detachFromParent()
        case .coordinator(let coordinator): coordinator.parentCoordinator?.childDidFinish(coordinator)
        }
    }

    /// Ends `node` depth first: each child (in order) ends before `node` stops watching its screens
    /// and leaves its parent.
    static func end(_ node: FlowTreeNode) {
        for child in node.children where child.parent?.isSame(as: node) == true {
            end(child)
        }
        node.record?.stopWatching()
        leaveParent(node)
    }

    // MARK: Ending members whose screens left

    private static var isReconciling = false
    private static var pendingRoots: [FlowTreeNode] = []

    /// Re-judges every member of `node`'s tree, top-down: a member whose screens have all left is
    /// ended (with its subtree) before its descendants are looked at. A request made while a pass
    /// runs (a `childDidFinish` override that pops, say) is queued and runs after it.
    static func reconcile(from node: FlowTreeNode) {
        pendingRoots.append(root(of: node))
        guard !isReconciling else { return }
        isReconciling = true
        defer { isReconciling = false }
        while !pendingRoots.isEmpty {
            judge(pendingRoots.removeFirst(), isRoot: true)
        }
    }

    /// Ends `node` when its screens have left — a coordinator only as someone's child, a flow that
    /// asked to end with its screens also as a root — else judges its children.
    private static func judge(_ node: FlowTreeNode, isRoot: Bool) {
        if let record = node.record, record.endsWithScreens(asRoot: isRoot),
            record.ownership.update(placement: \.placement) == .finished
        {
            end(node)
            return
        }
        for child in node.children where child.parent?.isSame(as: node) == true {
            judge(child, isRoot: false)
        }
    }
}
