/// A record a layer above leaves on a controller it builds — a scene's dependencies, the observing
/// ones, its `view` closure — owned by the controller for its whole life.
///
/// The record is an ordinary object: the controller holds one strong reference to it (see
/// ``UIViewController/installAssembly(_:)``), so it goes away exactly when the controller does, on
/// whatever thread drops the controller last, and releases what it holds there. It holds no
/// reference to the controller — the controller passes itself in — so there is no cycle.
@MainActor @usableFromInline package protocol ControllerAssembly: AnyObject {
    /// The root view for `controller`, asked by the default ``UIViewController/loadView()`` on every
    /// load; `nil` for a plain view.
    func makeRootView(for controller: UIViewController) -> UIView?
    /// Called with every lifecycle event right after the controller's own method, before the
    /// listeners.
    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent)
}

/// Two records on one controller (a scene's closure returned a controller another scene already
/// built): both are kept, the lifecycle reaches the older first, and the newer one's root view wins.
@MainActor final class AssemblyChain: ControllerAssembly {
    let older: any ControllerAssembly
    let newer: any ControllerAssembly

    init(older: any ControllerAssembly, newer: any ControllerAssembly) {
        self.older = older
        self.newer = newer
    }

    func makeRootView(for controller: UIViewController) -> UIView? {
        newer.makeRootView(for: controller) ?? older.makeRootView(for: controller)
    }

    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent) {
        older.controller(controller, didReceive: event)
        newer.controller(controller, didReceive: event)
    }
}

extension UIViewController {
    /// Leaves `record` on this controller for its whole life. A controller that already holds a
    /// record keeps both (see ``AssemblyChain``).
    /// - Returns: Whether the controller already held a record (another scene built it).
    @usableFromInline package final func installAssembly(_ record: consuming any ControllerAssembly) -> Bool {
        guard let existing = assembly else {
            assembly = record
            return false
        }
        assembly = AssemblyChain(older: existing, newer: record)
        return true
    }

    /// The root view the newest record that makes one makes, if any.
    final func makeAssemblyRootView() -> UIView? {
        assembly?.makeRootView(for: self)
    }

    /// Forwards `event` to the records, oldest first.
    final func forwardToAssemblies(_ event: LifecycleEvent) {
        assembly?.controller(self, didReceive: event)
    }
}
