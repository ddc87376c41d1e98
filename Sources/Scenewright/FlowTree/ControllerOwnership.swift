import UIKitStage

/// Where a controller stands in the interface, walking up its containers: gone from its place, or
/// in place under a top-level controller that is anchored (a window's root, or presented) or not
/// (a navigation controller nobody has shown yet).
package enum ControllerPlacement: Equatable {
    /// Not where it was put: popped, removed from its parent, dismissed, or leaving right now.
    case left
    /// In place; `top` is the outermost container above it (itself when it has none).
    case placed(top: ObjectIdentifier, anchored: Bool)
}

/// The controllers one member of the flow tree showed, and whether it is done with them — a pure
/// value: feed it each controller's placement, read back a verdict.
///
/// Each controller moves `pending` (pushed or presented, not in place yet: a queued transition) →
/// `shown` → `gone`. It is gone when it leaves its place (popped, removed, dismissed; a released
/// controller counts as gone), or when the top-level controller it was shown under while anchored
/// — a window's root, a presented sheet — is anchored no more (a sheet swiped away takes the
/// navigation stack inside it along). The member is finished when something it showed has gone
/// and nothing is shown or pending.
package struct ControllerOwnership {
    package enum Phase: Equatable { case pending, shown, gone }

    package enum Verdict: Equatable {
        /// Nothing was ever shown: the member has not really started.
        case idle
        /// At least one controller is shown or about to be.
        case running
        /// Everything it showed is gone.
        case finished
    }

    private struct Entry {
        weak var controller: UIViewController?
        var phase: Phase
        /// The anchored top the controller was last seen under.
        var anchor: ObjectIdentifier?
    }

    private var entries: [Entry] = []

    /// An empty record.
    package init() {}

    /// Records a controller just pushed or presented.
    package mutating func add(_ controller: UIViewController) {
        if let index = entries.firstIndex(where: { $0.controller === controller }) {
            entries[index].phase = .pending
            entries[index].anchor = nil
        } else {
            entries.append(Entry(controller: controller, phase: .pending))
        }
    }

    /// The living controllers recorded, oldest first.
    package var controllers: [UIViewController] { entries.compactMap(\.controller) }

    /// The phase of `controller`, or `nil` when it was never recorded.
    package func phase(of controller: UIViewController) -> Phase? {
        entries.first { $0.controller === controller }?.phase
    }

    /// Updates every phase with `isShown` (a controller shown is in place under an unanchored top),
    /// then judges.
    package mutating func update(isShown: (UIViewController) -> Bool) -> Verdict {
        update { controller in
            isShown(controller) ? .placed(top: ObjectIdentifier(controller), anchored: false) : .left
        }
    }

    /// Updates every phase with `placement`, then judges.
    package mutating func update(placement: (UIViewController) -> ControllerPlacement) -> Verdict {
        var updated: [Entry] = []
        for var entry in entries {
            guard let controller = entry.controller else {
                if entry.phase == .pending { continue }  // released before it was ever shown: forget it
                entry.phase = .gone
                updated.append(entry)
                continue
            }
            switch placement(controller) {
            case .left:
                if entry.phase == .shown { entry.phase = .gone }
            case .placed(let top, let anchored):
                if entry.phase == .shown, let anchor = entry.anchor, !(anchored && anchor == top) {
                    // Shown under an anchored top that no longer holds it, or no longer anchored.
                    entry.phase = .gone
                    entry.anchor = nil
                } else {
                    entry.phase = .shown
                    if anchored { entry.anchor = top }
                }
            }
            updated.append(entry)
        }
        entries = updated
        return verdict
    }

    /// The verdict for the current phases.
    package var verdict: Verdict {
        if entries.contains(where: { $0.phase != .gone }) { return .running }
        return entries.isEmpty ? .idle : .finished
    }
}

extension UIViewController {
    /// Where this controller stands (see ``ControllerPlacement``): each level up its containers must
    /// still hold it — in its navigation stack, a child of its parent — and not be leaving; the top
    /// must be presented or a window's root, or, above the controller, a container never shown.
    package var placement: ControllerPlacement {
        var node: UIViewController = self
        while true {
            if node.isMovingFromParent || node.isBeingDismissed { return .left }
            guard let parent = node.parent else { break }
            if let navigation = parent as? UINavigationController,
                !navigation.viewControllers.contains(where: { $0 === node })
            {
                return .left
            }
            node = parent
        }
        let anchored =
            node.presentingViewController != nil || node.viewIfLoaded?.window?.rootViewController === node
        if node === self, !anchored { return .left }
        return .placed(top: ObjectIdentifier(node), anchored: anchored)
    }

    /// Still where it was put, under a container that is not anchored only when it was never shown.
    var isStillInPlace: Bool { placement != .left }

    /// Still where a flow or coordinator put it, on an anchored top: a window's root, or presented
    /// (and not leaving now), or in containers that are themselves still so — a screen inside a
    /// navigation controller presented as a sheet leaves with the sheet.
    package var isStillShownByFlow: Bool {
        guard case .placed(_, anchored: true) = placement else { return false }
        return true
    }

    /// Still where it was put, in a window made key and visible.
    var isOnScreenForFlowTree: Bool {
        viewIfLoaded?.window?.isVisible == true && isStillShownByFlow
    }

    /// `ProductListViewController "Products"`.
    var flowTreeScreenName: String {
        title.map { "\(type(of: self)) \"\($0)\"" } ?? "\(type(of: self))"
    }
}
