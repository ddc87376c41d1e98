import Scenewright

/// The controllers, coordinators and flows one launched app created, held weakly, so the explorer can
/// check after the app is released that each is gone.
///
/// Objects are discovered by walking the window's controller tree (children and presentations) and
/// the trees of the coordinators and flows the launch named, after every step.
@MainActor struct LiveObjectRegistry {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Registers everything reachable from `app` now.
    mutating func discover(in app: LaunchedApp) {
        if let root = app.window.rootViewController { discover(controller: root) }
        for coordinator in app.coordinators { discover(coordinator: coordinator) }
        for flow in app.flows { discover(flow: flow) }
    }

    /// Names of the registered objects still alive, in a stable order.
    func survivors() -> [String] {
        entries.values.compactMap { $0.object == nil ? nil : $0.name }.sorted()
    }

    /// The registered controllers still alive, in a stable order.
    func liveControllers() -> [ViewController] {
        entries.values.compactMap { $0.object as? ViewController }.sorted {
            Self.name(of: $0) < Self.name(of: $1)
        }
    }

    private mutating func register(_ object: AnyObject, name: @autoclosure () -> String) -> Bool {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return false }
        entries[id] = Entry(object: object, name: name())
        return true
    }

    private mutating func discover(controller: ViewController) {
        // A controller seen before is walked again: its children and presentations may have changed.
        _ = register(controller, name: Self.name(of: controller))
        for child in controller.children { discover(controller: child) }
        // A presentation hangs off the outermost container; children only forward to it.
        if controller.parent == nil, let presented = controller.presentedViewController {
            discover(controller: presented)
        }
    }

    private mutating func discover(coordinator: any Coordinator) {
        _ = register(coordinator, name: "coordinator \(type(of: coordinator))")
        for child in coordinator.childCoordinators { discover(coordinator: child) }
    }

    private mutating func discover(flow: FlowController) {
        _ = register(flow, name: "flow \(type(of: flow))")
        for child in flow.children { discover(flow: child) }
    }

    static func name(of controller: ViewController) -> String {
        let kind = String(describing: type(of: controller))
        guard let title = controller.title, !title.isEmpty else { return kind }
        return "\(kind) \"\(title)\""
    }
}
