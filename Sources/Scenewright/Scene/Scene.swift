import UIKitStage

/// A view controller plus the objects that serve it, built in one typed expression.
///
/// `Scene { … }` takes a closure making any `ViewController` subclass; each `.with { … }` adds one
/// dependency of any type (up to 12); `instantiate` builds the graph and returns the controller with
/// its concrete type. Inside `instantiate`, in this order: the controller is made; each dependency
/// is made once, in `.with` order; `connect` runs; ``Awakable/awake()`` is called on the
/// controller, then on each dependency in order (each only if it conforms); the controller takes
/// the dependencies and the `view` closure over and keeps them for its whole life — they are
/// released when the controller is.
///
/// When the view loads, the controller's `loadView()` runs. Its default builds the root view with
/// the `view` closure, if one was given; a controller that overrides `loadView()` keeps its own
/// view, and without a `view` closure the default makes a plain `View` — the standard mechanism.
/// Every lifecycle event then reaches the controller first, then each ``ViewObserver`` dependency in
/// order. After `vc.view = nil`, the next load runs `view` again with the same dependency instances
/// and the observers hear `viewDidLoad` again; `awake()` never runs again.
///
/// ```swift
/// let detail = Scene { CityDetailViewController() }
///     .with { services.cityProvider }
///     .with { CityController(cityID) }
///     .instantiate(connect: { vc, provider, controller in
///         controller.provider = provider
///         vc.controller = controller
///     }, view: { vc, provider, controller in
///         let table = TableView()
///         table.dataSource = controller
///         return table
///     })
/// // `detail` is a CityDetailViewController
/// ```
///
/// Dependency closures cannot throw: resolve fallible dependencies first (`let p = try
/// container.resolve(P.self)`, then `.with { p }`). A `Scene` value is reusable: each `instantiate`
/// builds a fresh graph. Each `.with` returns the scene type of the next arity (`Scene1` …
/// `Scene12`), which you rarely need to name.
@MainActor public struct Scene<Controller: UIViewController> {
    @usableFromInline let makeController: @MainActor () -> Controller

    /// Starts a scene with the closure that makes its controller.
    ///
    /// ```swift
    /// let detail = Scene { CityDetailViewController() }
    ///     .with { services.cityProvider }
    ///     .instantiate(connect: { vc, provider in vc.provider = provider })
    /// ```
    /// - Parameter makeController: Makes a new controller on every `instantiate`.
    @inlinable
    public init(_ makeController: @escaping @MainActor () -> Controller) {
        self.makeController = makeController
    }

    /// Adds one dependency, made once per `instantiate`, after the ones before it.
    /// - Parameter make: Makes the dependency. Resolve fallible dependencies before the scene.
    /// - Returns: A scene with one dependency.
    @inlinable
    public func with<D1>(_ make: @escaping @MainActor () -> D1) -> Scene1<Controller, D1> {
        Scene1(makeController: makeController, make1: make)
    }

    /// Starts a scene whose controller type is named: the same as `Scene { … }`, but the compiler no
    /// longer has to infer the type from the closure. With every dependency named too
    /// (`.with(T.self) { … }`), a mistake in `instantiate`'s closures is reported as fast, and as
    /// precisely, as in plain code, whatever the number of dependencies.
    ///
    /// ```swift
    /// let detail = Scene(CityDetailViewController.self) { CityDetailViewController() }
    ///     .with((any CityProvider).self) { services.cityProvider }
    ///     .instantiate(connect: { vc, provider in vc.provider = provider })
    /// ```
    /// - Parameters:
    ///   - type: The controller's type, as `instantiate` returns it.
    ///   - makeController: Makes a new controller on every `instantiate`.
    @inlinable
    public init(_ type: Controller.Type, _ makeController: @escaping @MainActor () -> Controller) {
        self.makeController = makeController
    }

    /// Adds one dependency of the named type: the same as `.with { … }`, but the compiler no longer has
    /// to infer the type from the closure (see ``init(_:_:)``).
    /// - Parameters:
    ///   - type: The dependency's type, as the scene's closures receive it.
    ///   - make: Makes the dependency. Resolve fallible dependencies before the scene.
    /// - Returns: A scene with one dependency.
    @inlinable
    public func with<D1>(_ type: D1.Type, _ make: @escaping @MainActor () -> D1) -> Scene1<Controller, D1> {
        Scene1(makeController: makeController, make1: make)
    }

    /// Builds the controller and awakes it.
    /// - Returns: The new controller.
    @inlinable
    public func instantiate() -> Controller {
        build(connect: { _ in }, view: nil)
    }

    /// Builds the controller, runs `connect`, then awakes it.
    /// - Parameter connect: Sets the controller up.
    /// - Returns: The new controller.
    @inlinable
    public func instantiate(connect: (Controller) -> Void) -> Controller {
        build(connect: connect, view: nil)
    }

    /// Builds the controller; `view` makes its root view on every load.
    /// - Parameter view: Makes the root view (unless the controller overrides `loadView()`).
    /// - Returns: The new controller.
    @inlinable
    public func instantiate(view: @escaping @MainActor (Controller) -> UIView) -> Controller {
        build(connect: { _ in }, view: view)
    }

    /// Builds the controller, runs `connect`, awakes it; `view` makes its root view on every load.
    /// - Parameters:
    ///   - connect: Sets the controller up.
    ///   - view: Makes the root view (unless the controller overrides `loadView()`).
    /// - Returns: The new controller.
    @inlinable
    public func instantiate(
        connect: (Controller) -> Void, view: @escaping @MainActor (Controller) -> UIView
    ) -> Controller {
        build(connect: connect, view: view)
    }

    /// With no dependencies there is nothing to own or forward to: only a `view` closure needs a
    /// record on the controller.
    @inlinable
    func build(connect: (Controller) -> Void, view: (@MainActor (Controller) -> UIView)?) -> Controller {
        let controller = makeController()
        let role = SceneAssembly.role(of: controller)
        let loadedEarly = controller.viewIfLoaded != nil
        connect(controller)
        SceneAssembly.awake(controller, role)
        if let view {
            SceneAssembly.install(
                SceneRecord0(view: view), into: controller, scene: Self.self, loadedEarly: loadedEarly)
        } else {
            SceneAssembly.finish(controller, scene: Self.self, loadedEarly: loadedEarly)
        }
        return controller
    }
}

/// What a ``Scene`` with a `view` closure leaves on the controller it builds, owned by the
/// controller: the closure.
@MainActor @usableFromInline final class SceneRecord0<Controller: UIViewController>: SceneRecord {
    @usableFromInline let view: @MainActor (Controller) -> UIView

    @inlinable init(view: @escaping @MainActor (Controller) -> UIView) {
        self.view = view
    }

    @usableFromInline func makeRootView(for controller: UIViewController) -> UIView? {
        // The record was installed on this very controller, typed `Controller`.
        guard let controller = controller as? Controller else { return nil }
        return view(controller)
    }

    @usableFromInline func controller(_ controller: UIViewController, didReceive event: LifecycleEvent) {}
}
