/// What a module's builder gets: the identifier, typed data and the services.
@MainActor public struct ModuleContext {
    /// The identifier being built.
    public let identifier: SceneIdentifier
    /// The router building it, for modules that navigate.
    public let router: ModuleRouter
    private let values: [String: Any]

    init(identifier: SceneIdentifier, values: [String: Any], router: ModuleRouter) {
        self.identifier = identifier
        self.values = values
        self.router = router
    }

    /// Resolves a service to inject.
    /// - Throws: The container's error, naming the type.
    public func resolve<Service>(_ type: Service.Type) throws -> Service {
        try router.container.resolve(type)
    }

    /// The data value under `key` as `type`.
    /// - Throws: ``RoutingError`` naming the identifier, key and types.
    public func value<Value>(_ key: String, as type: Value.Type = Value.self) throws(RoutingError) -> Value {
        try TypedValues(identifier: identifier, values: values).value(key)
    }

    /// The data value under `key` as `type`, or `nil` when absent.
    /// - Throws: ``RoutingError`` when the key holds another type.
    public func optionalValue<Value>(_ key: String, as type: Value.Type = Value.self) throws(RoutingError)
        -> Value?
    {
        try TypedValues(identifier: identifier, values: values).optionalValue(key)
    }
}

/// Registers VIPER modules under identifiers and navigates between them — Filzanzug's routing
/// service, with thrown errors instead of crashes.
///
/// ```swift
/// let router = ModuleRouter(container: services)
/// router.register("cities") { context in try Module(view: CitiesViewController(), presenter: CitiesPresenter(),
///                                                    interactors: [CitiesInteractor(store: try context.resolve(CityStore.self))]) }
/// router.register("city") { context in … try context.value("id", as: Int.self) … }
/// try router.start(root: "cities", in: window)
/// try router.navigate(to: "city", from: citiesScreen, data: ["id": 42])
/// ```
@MainActor public final class ModuleRouter {
    /// Builds one module.
    public typealias Build = @MainActor (ModuleContext) throws -> Module

    /// The services modules inject.
    public let container: Container
    private var builders: [SceneIdentifier: Build] = [:]
    private var order: [SceneIdentifier] = []

    /// Creates a router resolving services from `container`.
    public init(container: Container) {
        self.container = container
    }

    /// Registers a module under `identifier`. A second registration is ignored with a diagnostic
    /// unless `replacing` is true.
    @discardableResult
    public func register(_ identifier: SceneIdentifier, replacing: Bool = false, build: @escaping Build)
        -> Self
    {
        if builders[identifier] != nil, !replacing {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .duplicateScene,
                    "The module \(identifier) is already registered; the second registration was ignored. "
                        + "Pass `replacing: true` to replace it."))
            return self
        }
        if builders[identifier] == nil { order.append(identifier) }
        builders[identifier] = build
        return self
    }

    /// Builds the module under `identifier` and returns its view controller.
    /// - Throws: ``RoutingError``: `.unknownIdentifier`, or the builder's error in `.assemblyFailed`.
    public func makeViewController(
        for identifier: SceneIdentifier, data: [String: Any] = [:]
    ) throws(RoutingError) -> ViewController {
        guard let build = builders[identifier] else {
            let known = order.map(\.description).joined(separator: ", ")
            throw RoutingError(
                .unknownIdentifier,
                "No module is registered under \(identifier). Registered: \(known.isEmpty ? "none" : known).")
        }
        do {
            return try build(ModuleContext(identifier: identifier, values: data, router: self)).viewController
        } catch let error as RoutingError {
            throw error
        } catch {
            throw RoutingError(
                .assemblyFailed, "Building the module \(identifier) failed.", underlying: error)
        }
    }

    /// Shows the module under `root` inside a navigation controller as `window`'s root, and makes
    /// the window key and visible.
    /// - Throws: ``RoutingError`` when the module cannot be built; the window is then unchanged.
    public func start(root: SceneIdentifier, in window: Window, data: [String: Any] = [:])
        throws(RoutingError)
    {
        let controller = try makeViewController(for: root, data: data)
        window.rootViewController = NavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
    }

    /// Builds the module under `identifier` and shows it from `source`: pushed when `source` is in a
    /// navigation controller, presented otherwise.
    /// - Throws: ``RoutingError`` when the module cannot be built; nothing is shown then.
    public func navigate(
        to identifier: SceneIdentifier, from source: ViewController, data: [String: Any] = [:]
    ) throws(RoutingError) {
        let controller = try makeViewController(for: identifier, data: data)
        if let nav = source.navigationController {
            nav.pushViewController(controller, animated: true)
        } else {
            source.present(controller, animated: true)
        }
    }
}
