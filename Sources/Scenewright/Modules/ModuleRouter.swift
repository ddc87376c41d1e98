/// What a module's builder gets: the identifier, typed data and the services.
@MainActor public struct ModuleContext {
    /// The identifier being built.
    public let identifier: SceneIdentifier
    /// The router building it, for modules that navigate.
    public let router: ModuleRouter
    /// The router's `ScenewrightCore/Signals`, which ``Module`` hands to the presenter and every interactor.
    public var signals: Signals { router.signals }
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
/// The router makes one `ScenewrightCore/Signals` by default (or takes the one registered in its container, or the
/// one you pass) and every ``Module`` built through it hands that instance to its presenter and
/// interactors: signals are instantiated by default and injected into every model class.
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
    /// The signals every module built here hands to its presenter and interactors.
    public let signals: Signals
    private var builders = ScreenRegistry<Build>(noun: "module", owner: "ModuleRouter")

    /// The signals of the routers building modules right now, innermost last: a ``Module`` created
    /// inside a build takes the innermost one.
    static var signalsOfBuildsUnderWay: [Signals] = []

    /// Creates a router resolving services from `container`.
    ///
    /// ```swift
    /// let router = ModuleRouter(container: services)   // its own Signals, or the container's
    /// ```
    ///
    /// - Parameters:
    ///   - container: The services modules resolve.
    ///   - signals: The signals to hand to every module. By default, the `Signals` registered in
    ///     `container` when there is one (so services such as `TemporaryValues` post on the same
    ///     instance), otherwise a new `Signals`.
    public init(container: Container, signals: Signals? = nil) {
        self.container = container
        self.signals = signals ?? Self.registeredSignals(in: container) ?? Signals()
    }

    /// The container's `Signals`, or `nil` when none is registered. A registration that fails to
    /// build is not hidden: it is emitted as a diagnostic, and the router makes its own.
    private static func registeredSignals(in container: Container) -> Signals? {
        do throws(ContainerError) {
            return try container.resolve(Signals.self)
        } catch {
            if error.kind != .missingRegistration {
                Diagnostics.emit(
                    Diagnostic(
                        .routerSignalsUnavailable,
                        "ModuleRouter could not resolve the Signals registered in its container, so it made "
                            + "its own; modules and the container's services will not share signals. \(error)"
                    ))
            }
            return nil
        }
    }

    /// Registers a module under `identifier`. A second registration is ignored with a diagnostic
    /// unless `replacing` is true.
    @discardableResult
    public func register(_ identifier: SceneIdentifier, replacing: Bool = false, build: @escaping Build)
        -> Self
    {
        builders.register(identifier, replacing: replacing, build)
        return self
    }

    /// The identifiers registered so far, in registration order.
    public var registeredIdentifiers: [SceneIdentifier] { builders.order }

    /// Builds the module under `identifier` and returns its view controller.
    /// - Throws: ``RoutingError``: `.unknownIdentifier` (with a "did you mean"), or the builder's error
    ///   in `.assemblyFailed`, kept in ``RoutingError/underlying``.
    public func makeViewController(
        for identifier: SceneIdentifier, data: [String: Any] = [:]
    ) throws(RoutingError) -> UIViewController {
        try builders.build(identifier, failure: "Building the module \(identifier) failed.") { build in
            Self.signalsOfBuildsUnderWay.append(signals)
            defer { Self.signalsOfBuildsUnderWay.removeLast() }
            return try build(ModuleContext(identifier: identifier, values: data, router: self)).viewController
        }
    }

    /// Shows the module under `root` inside a navigation controller as `window`'s root, and makes
    /// the window key and visible.
    /// - Throws: ``RoutingError`` when the module cannot be built; the window is then unchanged.
    public func start(root: SceneIdentifier, in window: UIWindow, data: [String: Any] = [:])
        throws(RoutingError)
    {
        let controller = try makeViewController(for: root, data: data)
        window.rootViewController =
            controller is UINavigationController
            ? controller : UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
    }

    /// Builds the module under `identifier` and shows it from `source`: pushed when `source` is (or
    /// is in) a navigation controller, presented otherwise — as the app manager's segues are.
    /// - Throws: ``RoutingError`` when the module cannot be built; nothing is shown then.
    public func navigate(
        to identifier: SceneIdentifier, from source: UIViewController, data: [String: Any] = [:]
    ) throws(RoutingError) {
        let controller = try makeViewController(for: identifier, data: data)
        ScreenPresentation.show(controller, from: source)
    }
}

extension Diagnostic.Kind {
    /// A `ModuleRouter` found `Signals` registered in its container but could not resolve it.
    public static let routerSignalsUnavailable = Self("routing.routerSignalsUnavailable")
}
