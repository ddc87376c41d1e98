/// The restricted facade a managed screen gets: it resolves services, performs segues and dismisses
/// its own controller — and nothing else. It cannot register anything or create controllers.
///
/// Only the ``AppManager`` creates agents, one per assembled screen, handed over in
/// ``AssemblyData/agent``. An agent works from inside the controller's initializer: services resolve
/// at once; a segue assembles its destination at once (so errors are thrown to the caller) and shows
/// it when the controller first appears; a dismissal asked for before that happens then too.
///
/// ```swift
/// init(agent: Agent) throws {
///     self.agent = agent
///     self.store = try agent.resolve(RecordStore.self)
///     super.init()
/// }
/// func didSelect(day: Int) {
///     do { try agent.performSegue(to: .dayMap, data: ["day": day]) } catch { show(error) }
/// }
/// ```
@MainActor public final class Agent {
    /// The identifier of the screen this agent serves.
    public let identifier: SceneIdentifier
    private let manager: AppManager
    /// The controller this agent serves, once assembled.
    public private(set) weak var viewController: UIViewController?
    private var deferred: [@MainActor (UIViewController) -> Void] = []

    init(identifier: SceneIdentifier, manager: AppManager) {
        self.identifier = identifier
        self.manager = manager
    }

    /// Resolves a service registered with the manager.
    /// - Throws: The container's error, naming the type and what is registered.
    public func resolve<Service>(_ type: Service.Type) throws -> Service {
        try manager.container.resolve(type)
    }

    /// Resolves a service registered with the manager under `name`.
    /// - Throws: The container's error, naming the type, the name and what is registered.
    public func resolve<Service>(_ type: Service.Type, name: String) throws -> Service {
        try manager.container.resolve(type, name: name)
    }

    /// Assembles the screen registered under `identifier` and shows it from this agent's controller.
    ///
    /// Called before the controller is on screen (from its initializer, say), the destination is
    /// assembled now and shown when the controller first appears.
    /// - Parameters:
    ///   - identifier: The screen to show.
    ///   - data: The values it is assembled from.
    /// - Throws: ``RoutingError`` when the destination cannot be assembled.
    public func performSegue(to identifier: SceneIdentifier, data: [String: Any] = [:]) throws(RoutingError) {
        let destination = try manager.assembleReportingErrors(identifier, data: data, source: viewController)
        whenOnScreen { [manager] source in
            manager.show(viewController: destination, from: source, identifier: identifier)
        }
    }

    /// Dismisses this agent's controller the way the manager shows it: popped when pushed, dismissed
    /// when presented. Asked before the controller is on screen, it happens when it first appears.
    public func dismiss() {
        whenOnScreen { [manager, identifier] controller in
            manager.dismiss(viewController: controller, identifier: identifier)
        }
    }

    private func whenOnScreen(_ action: @escaping @MainActor (UIViewController) -> Void) {
        if let viewController, viewController.appearanceState != .disappeared,
            viewController.viewIfLoaded?.window?.isVisible == true
        {
            action(viewController)
        } else {
            deferred.append(action)
        }
    }

    /// Ties the agent to the controller it serves; deferred actions run at its next appearance.
    func bind(to controller: UIViewController) {
        viewController = controller
        controller.keepAlive(self)
        controller.addLifecycleListener(AgentListener(agent: self))
    }

    fileprivate func controllerDidAppear(_ controller: UIViewController) {
        guard !deferred.isEmpty else { return }
        let actions = deferred
        deferred.removeAll()
        for action in actions { action(controller) }
    }
}

/// Tells an agent when its controller appears. Weak: the controller owns the agent.
@MainActor private final class AgentListener: LifecycleListener {
    weak var agent: Agent?
    init(agent: Agent) { self.agent = agent }

    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent) {
        if case .viewDidAppear = event { agent?.controllerDidAppear(controller) }
    }
}
