import Scenewright

/// The controllers, coordinators and flows one launched app made, held weakly, so the explorer can
/// check after the app is released that each is gone.
///
/// Objects are tracked as they are made: the stage's `UIViewController` and Scenewright's flows and
/// coordinator base classes announce themselves (`ObjectLifetimes`) to the code the explorer runs
/// with the tracker's ``observer``, so no step walks what is alive. Coordinators that only conform to `Coordinator` announce nothing; they
/// are found by walking the trees of the coordinators the launch named (``LaunchedApp``), which are
/// small. Each object remembers the step that made it, so a leak can name the path that made it.
@MainActor final class ObjectTracker {
    private struct Entry {
        weak var object: AnyObject?
        let role: ObjectLifetimes.Role
        /// The step during which the object was made.
        let anchor: ExplorationAnchor
    }

    private var entries: [Entry] = []
    private var indexByID: [ObjectIdentifier: Int] = [:]
    /// The step objects made now are attributed to.
    var anchor: ExplorationAnchor = .launch
    /// Controllers made since ``takeNewControllers()`` was last called.
    private var newControllers: [Weak] = []

    /// A screen a flow or coordinator showed, held weakly, with its name for the report.
    private struct Screen {
        weak var controller: ViewController?
        let name: String
    }

    /// For each flow and coordinator, the screens it showed: those the flow library attributed to
    /// it, and those that refer to it in a stored property (a `weak var delegate`, a `coordinator`).
    private var screensByOwner: [ObjectIdentifier: [Screen]] = [:]

    struct Weak {
        weak var object: AnyObject?
    }

    /// Hears the objects made by the code run inside `ObjectLifetimes.watching(with:)`.
    var observer: ObjectLifetimes.Observer {
        { [weak self] object, role in self?.track(object, role: role) }
    }

    private func track(_ object: AnyObject, role: ObjectLifetimes.Role) {
        let id = ObjectIdentifier(object)
        if let index = indexByID[id], entries[index].object === object { return }
        indexByID[id] = entries.count
        entries.append(Entry(object: object, role: role, anchor: anchor))
        if role == .controller { newControllers.append(Weak(object: object)) }
    }

    /// The controllers made since the last call that are still alive.
    func takeNewControllers() -> [ViewController] {
        defer { newControllers.removeAll(keepingCapacity: true) }
        return newControllers.compactMap { $0.object as? ViewController }
    }

    /// Registers the coordinators and flows reachable from the roots `app` names (they may not
    /// announce themselves), and notes which screens each flow showed.
    func discoverOwners(in app: LaunchedApp) {
        var coordinators = app.coordinators
        while let coordinator = coordinators.popLast() {
            track(coordinator, role: .coordinator)
            coordinators += coordinator.childCoordinators
        }
        var flows = app.flows
        while let flow = flows.popLast() {
            track(flow, role: .flow)
            for screen in flow.attributedScreens { note(screen, shownBy: flow) }
            flows += flow.children
        }
    }

    /// Notes the flows and coordinators `controller` refers to in its own stored properties (weak
    /// ones included, below `ViewController`'s) as owners of it: read once, after the step that
    /// made it, when its properties are set.
    func noteOwners(of controller: ViewController) {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror, current.subjectType != ViewController.self {
            for child in current.children {
                if let flow = child.value as? FlowController {
                    note(controller, shownBy: flow)
                } else if let coordinator = child.value as? any Coordinator {
                    note(controller, shownBy: coordinator)
                }
            }
            mirror = current.superclassMirror
        }
    }

    private func note(_ controller: ViewController, shownBy owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        if screensByOwner[id]?.contains(where: { $0.controller === controller }) == true { return }
        screensByOwner[id, default: []].append(
            Screen(controller: controller, name: Self.name(of: controller)))
    }

    /// The tracked objects still alive: each one's name and the step that made it, in a stable order.
    func survivors() -> [(name: String, anchor: ExplorationAnchor)] {
        entries.compactMap { entry in
            guard let object = entry.object else { return nil }
            return (Self.name(of: object, role: entry.role), entry.anchor)
        }.sorted { $0.name < $1.name }
    }

    /// Whether any tracked object is still alive.
    var hasSurvivors: Bool { entries.contains { $0.object != nil } }

    /// The tracked controllers still alive, in a stable order.
    func liveControllers() -> [ViewController] {
        entries.compactMap { $0.object as? ViewController }.sorted { Self.name(of: $0) < Self.name(of: $1) }
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

    /// How a report names a tracked object: a controller by its kind and title, anything else by
    /// its role and type (`coordinator ShopCoordinator`).
    static func name(of object: AnyObject, role: ObjectLifetimes.Role) -> String {
        if let controller = object as? ViewController { return name(of: controller) }
        return "\(role.name) \(type(of: object))"
    }

    static func name(of controller: ViewController) -> String {
        let kind = StageTypeName.of(type(of: controller))
        guard let title = controller.title, !title.isEmpty else { return kind }
        return "\(kind) \"\(title)\""
    }
}
