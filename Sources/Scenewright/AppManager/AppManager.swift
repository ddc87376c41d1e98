/// Builds and shows screens registered under identifiers, with services from a `ScenewrightCore/Container` —
/// Zebra's app manager, without its force casts, fatal errors and swallowed errors.
///
/// Register services in ``container`` and screens under ``SceneIdentifier``s; screens reach the app
/// through their ``Agent``. Subclass to change how screens are set up, shown and dismissed.
///
/// ```swift
/// let manager = AppManager()
/// manager.container.register(RecordStore.self, scope: .shared) { _ in RecordStore() }
/// manager
///     .register(RecordsViewController.self, as: .records)
///     .register(DayMapViewController.self, as: .dayMap)
/// manager.initialIdentifier = .records
/// try manager.setup(in: window)
/// try manager.performSegue(to: .dayMap, from: recordsScreen, data: ["day": 12])
/// ```
@MainActor open class AppManager {
    /// An assembly closure for one identifier.
    public typealias Assemble = @MainActor (AssemblyData, AppManager) throws -> UIViewController

    /// Where services are registered and resolved.
    public let container: Container
    /// The deep-link patterns ``open(deepLink:in:)`` understands.
    public var deepLinks = DeepLinkMap()
    /// The screen ``setup(in:)`` shows first, inside a navigation controller.
    public var initialIdentifier: SceneIdentifier?
    /// Called with every error a segue throws, before it is thrown — to show an alert, say. It never
    /// replaces the error: the caller still receives it.
    public var errorPresenter: (@MainActor (RoutingError, UIViewController?) -> Void)?
    /// The window set up by ``setup(in:)``.
    public private(set) weak var window: UIWindow?

    private var screens = ScreenRegistry<Assemble>(noun: "screen", owner: "AppManager")
    private let identities = ControllerIdentities()

    /// Creates a manager around `container`.
    public init(container: Container = Container()) {
        self.container = container
    }

    // MARK: Registering

    /// Registers a managed controller type under `identifier`.
    ///
    /// Registering an identifier twice keeps the first registration and emits a diagnostic; pass
    /// `replacing: true` to replace it on purpose.
    @discardableResult
    public func register<Managed: ManagedViewController>(
        _ type: Managed.Type, as identifier: SceneIdentifier, replacing: Bool = false
    ) -> Self {
        register(identifier, replacing: replacing) { data, manager in
            try Managed.assemble(with: data, manager: manager)
        }
    }

    /// Registers an assembly closure under `identifier`.
    @discardableResult
    public func register(_ identifier: SceneIdentifier, replacing: Bool = false, assemble: @escaping Assemble)
        -> Self
    {
        screens.register(identifier, replacing: replacing, assemble)
        return self
    }

    /// The identifiers registered so far, in registration order.
    public var registeredIdentifiers: [SceneIdentifier] { screens.order }

    // MARK: Building

    /// Assembles the screen registered under `identifier`.
    /// - Parameters:
    ///   - identifier: The screen to build.
    ///   - data: The values it is assembled from.
    /// - Returns: The assembled controller, bound to a new ``Agent``.
    /// - Throws: ``RoutingError``: `.unknownIdentifier` naming the identifier and close registered
    ///   ones; the screen's own error wrapped in `.assemblyFailed`; `.missingData`/`.wrongDataType`
    ///   from ``AssemblyData`` as they are.
    public func viewController(
        forIdentifier identifier: SceneIdentifier, data: [String: Any] = [:]
    ) throws(RoutingError) -> UIViewController {
        let agent = Agent(identifier: identifier, manager: self)
        let controller = try screens.build(
            identifier, failure: "Assembling \(identifier) failed: its assemble(with:manager:) threw."
        ) { assemble in
            try assemble(AssemblyData(identifier: identifier, values: data, agent: agent), self)
        }
        agent.bind(to: controller)
        identities.record(controller, as: identifier)
        return controller
    }

    /// The identifier `controller` was assembled under, if the manager assembled it.
    public func identifier(of controller: UIViewController) -> SceneIdentifier? {
        identities.identifier(of: controller)
    }

    func assembleReportingErrors(
        _ identifier: SceneIdentifier, data: [String: Any], source: UIViewController?
    ) throws(RoutingError) -> UIViewController {
        do {
            return try viewController(forIdentifier: identifier, data: data)
        } catch {
            errorPresenter?(error, source)
            throw error
        }
    }

    // MARK: Showing

    /// Shows the first screen: by default ``initialIdentifier`` inside a navigation controller, as
    /// the window's root, then makes the window key and visible.
    /// - Throws: ``RoutingError`` when there is no initial identifier or it cannot be assembled.
    open func setup(in window: UIWindow) throws {
        self.window = window
        guard let initialIdentifier else {
            throw RoutingError(
                .nothingToShowFrom,
                "\(Self.self).setup(in:) has no initial screen: set `initialIdentifier`, or override setup(in:)."
            )
        }
        let root = try assembleReportingErrors(initialIdentifier, data: [:], source: nil)
        install(
            root: root is UINavigationController ? root : UINavigationController(rootViewController: root),
            in: window)
    }

    /// Makes `root` the root of `window`, remembers the window for deep links and root changes, and
    /// makes it key and visible. Overrides of ``setup(in:)`` finish with this.
    public func install(root: UIViewController, in window: UIWindow) {
        self.window = window
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Shows `viewController` from `source`: pushed when `source` lives in a navigation controller,
    /// presented otherwise; it becomes the window's root when there is no source. Override to show
    /// some screens differently.
    open func show(
        viewController: UIViewController, from source: UIViewController?, identifier: SceneIdentifier
    ) {
        if let source {
            ScreenPresentation.show(viewController, from: source)
        } else if let window {
            window.rootViewController = viewController
        }
    }

    /// Dismisses `viewController` the way ``show(viewController:from:identifier:)`` showed it: popped
    /// when it is above the root of a navigation stack, dismissed when presented.
    open func dismiss(viewController: UIViewController, identifier: SceneIdentifier) {
        if let nav = viewController.navigationController,
            let index = nav.viewControllers.firstIndex(where: { $0 === viewController }), index > 0
        {
            nav.popToViewController(nav.viewControllers[index - 1], animated: true)
        } else {
            viewController.dismiss(animated: true)
        }
    }

    /// Assembles the screen under `identifier` and shows it from `source`.
    /// - Throws: Every ``RoutingError`` assembling it raises; ``errorPresenter`` sees it first.
    public func performSegue(
        to identifier: SceneIdentifier, from source: UIViewController, data: [String: Any] = [:]
    ) throws(RoutingError) {
        let destination = try assembleReportingErrors(identifier, data: data, source: source)
        show(viewController: destination, from: source, identifier: identifier)
    }
}

extension Diagnostic.Kind {
    /// A screen identifier registered twice without `replacing: true`.
    public static let duplicateScene = Self("routing.duplicateScene")
}

/// Which identifier each assembled controller came from, without keeping controllers alive.
@MainActor final class ControllerIdentities {
    private struct Entry {
        weak var controller: UIViewController?
        let identifier: SceneIdentifier
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func record(_ controller: UIViewController, as identifier: SceneIdentifier) {
        if entries.count > 64 { entries = entries.filter { $0.value.controller != nil } }
        entries[ObjectIdentifier(controller)] = Entry(controller: controller, identifier: identifier)
    }

    func identifier(of controller: UIViewController) -> SceneIdentifier? {
        guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else {
            return nil
        }
        return entry.identifier
    }
}
