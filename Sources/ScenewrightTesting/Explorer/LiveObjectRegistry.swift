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

    /// A screen a flow or coordinator showed, held weakly, with its name for the report.
    private struct Screen {
        weak var controller: ViewController?
        let name: String
    }

    /// For each flow and coordinator, the screens it showed: those the flow library attributed to
    /// it, and those that refer to it in a stored property (a `weak var delegate`, a `coordinator`).
    private var screensByOwner: [ObjectIdentifier: [Screen]] = [:]

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
        for owner in Self.owners(referencedBy: controller) { note(controller, shownBy: owner) }
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
        for screen in flow.attributedScreens { note(screen, shownBy: flow) }
        for child in flow.children { discover(flow: child) }
    }

    private mutating func note(_ controller: ViewController, shownBy owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        if screensByOwner[id]?.contains(where: { $0.controller === controller }) == true { return }
        screensByOwner[id, default: []].append(
            Screen(controller: controller, name: Self.name(of: controller)))
    }

    /// The flows and coordinators `controller` holds in its own stored properties (weak ones
    /// included), below `ViewController`'s.
    private static func owners(referencedBy controller: ViewController) -> [AnyObject] {
        var found: [AnyObject] = []
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror, current.subjectType != ViewController.self {
            for child in current.children {
                if let flow = child.value as? FlowController {
                    found.append(flow)
                } else if let coordinator = child.value as? any Coordinator {
                    found.append(coordinator)
                }
            }
            mirror = current.superclassMirror
        }
        return found
    }

    /// One sentence per flow or coordinator that still sits in its tree under a parent although
    /// every screen it showed has left: it never finishes, and each visit adds another.
    func orphans(in app: LaunchedApp) -> [(key: String, message: String)] {
        var found: [(key: String, message: String)] = []
        var flows = app.flows
        while let flow = flows.popLast() {
            flows += flow.children
            guard let parent = flow.parent, let screens = leftScreens(of: flow) else { continue }
            let name = "\(type(of: flow))"
            found.append(
                (
                    "flow \(name)",
                    "flow \(name) is still in the flow tree under \(type(of: parent)), but every screen it "
                        + "showed has left (\(screens)): it never finishes, and each visit adds another. End "
                        + "it when its screen leaves — endWhenDismissed(screen) in start(from:) — or call "
                        + "removeFromSuperFlowController() when it is done."
                ))
        }
        var coordinators = app.coordinators
        while let coordinator = coordinators.popLast() {
            coordinators += coordinator.childCoordinators
            guard let parent = coordinator.parentCoordinator, let screens = leftScreens(of: coordinator)
            else { continue }
            let name = "\(type(of: coordinator))"
            found.append(
                (
                    "coordinator \(name)",
                    "coordinator \(name) is still a child of \(type(of: parent)), but every screen it showed "
                        + "has left (\(screens)): it never finishes, and each visit adds another. Call "
                        + "parentCoordinator?.childDidFinish(self) when its screens leave, or subclass "
                        + "NavigationCoordinator, which does it by itself."
                ))
        }
        return found.sorted { $0.key < $1.key }
    }

    /// The names of the screens `owner` showed, when there were some and all have left; else `nil`.
    private func leftScreens(of owner: AnyObject) -> String? {
        guard let screens = screensByOwner[ObjectIdentifier(owner)], !screens.isEmpty,
            !screens.contains(where: { $0.controller?.isStillShownByFlow == true })
        else { return nil }
        return screens.map(\.name).joined(separator: ", ")
    }

    static func name(of controller: ViewController) -> String {
        let kind = StageTypeName.of(type(of: controller))
        guard let title = controller.title, !title.isEmpty else { return kind }
        return "\(kind) \"\(title)\""
    }
}
