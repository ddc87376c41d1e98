import HeadlessUI

/// The controllers one coordinator showed, and whether the coordinator is done with them — a pure
/// value: feed it "is this controller still shown?" answers, read back a verdict.
///
/// Each controller moves `pending` (pushed or presented, not shown yet: a queued transition) →
/// `shown` → `gone` (popped, removed or dismissed; a released controller counts as gone). The
/// coordinator is finished when something it showed has gone and nothing is shown or pending.
package struct ControllerOwnership {
    package enum Phase: Equatable { case pending, shown, gone }

    package enum Verdict: Equatable {
        /// Nothing was ever shown: the coordinator has not really started.
        case idle
        /// At least one controller is shown or about to be.
        case running
        /// Everything it showed is gone.
        case finished
    }

    private struct Entry {
        weak var controller: ViewController?
        var phase: Phase
    }

    private var entries: [Entry] = []

    /// An empty record.
    package init() {}

    /// Records a controller the coordinator just pushed or presented.
    package mutating func add(_ controller: ViewController) {
        if let index = entries.firstIndex(where: { $0.controller === controller }) {
            entries[index].phase = .pending
        } else {
            entries.append(Entry(controller: controller, phase: .pending))
        }
    }

    /// The living controllers recorded, oldest first.
    package var controllers: [ViewController] { entries.compactMap(\.controller) }

    /// The phase of `controller`, or `nil` when it was never recorded.
    package func phase(of controller: ViewController) -> Phase? {
        entries.first { $0.controller === controller }?.phase
    }

    /// Updates every phase with `isShown`, then judges.
    package mutating func update(isShown: (ViewController) -> Bool) -> Verdict {
        var updated: [Entry] = []
        for var entry in entries {
            if let controller = entry.controller {
                if isShown(controller) {
                    entry.phase = .shown
                } else if entry.phase == .shown {
                    entry.phase = .gone
                }
            } else if entry.phase == .pending {
                continue  // released before it was ever shown: forget it
            } else {
                entry.phase = .gone
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

extension ViewController {
    /// Whether the controller is still part of the interface a coordinator put it in: in its
    /// navigation stack, a child of some container, or presented — and not leaving right now.
    var isStillShownByCoordinator: Bool {
        if isMovingFromParent || isBeingDismissed { return false }
        if let navigation = parent as? NavigationController {
            return navigation.viewControllers.contains { $0 === self }
        }
        if parent != nil { return true }
        return presentingViewController != nil
    }
}
