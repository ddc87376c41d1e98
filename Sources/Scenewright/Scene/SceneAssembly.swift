/// What every scene arity does once it has made the controller and its dependencies.
@MainActor enum SceneAssembly {
    /// The root-view factory for `controller`: weak to the controller, so the controller storing it
    /// makes no cycle; the dependencies it captures are the ones the controller already retains.
    static func viewFactory<Controller: ViewController>(
        for controller: Controller, _ make: @escaping @MainActor (Controller) -> View
    ) -> @MainActor (ViewController) -> View {
        { [weak controller] _ in
            guard let controller else { return View() }
            return make(controller)
        }
    }

    /// Makes `controller` retain `dependencies`, forward its lifecycle to the observing ones, and
    /// build its root view with `view` on every load.
    static func install(
        _ dependencies: [Any], view: (@MainActor (ViewController) -> View)?, into controller: ViewController
    ) {
        if controller.retainedObjects.contains(where: { $0 is SceneDependencies }) {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .sceneControllerReused,
                    "\(controller.diagnosticName) was already built by a scene: its scene closure returned an "
                        + "existing controller. Make a new controller inside `Scene { … }` on every call; the "
                        + "dependencies are added a second time."))
        }
        controller.retain(SceneDependencies(dependencies))
        let observers = dependencies.compactMap { $0 as? any ViewObserver }
        if !observers.isEmpty {
            controller.addLifecycleListener(ObserverForwarder(observers))
        }
        if let view {
            if controller.isViewLoaded {
                UIDiagnostics.emit(
                    UIDiagnostic(
                        .sceneViewAlreadyLoaded,
                        "\(controller.diagnosticName) loaded its view before its scene could install the `view:` "
                            + "closure (was `view` read in its initializer?). The closure runs only after "
                            + "`view = nil`. Do not touch `view` before `instantiate` returns."))
            }
            controller.rootViewFactory = view
        }
    }

    /// `awake()` on the controller, then on each awakable dependency in order.
    static func awaken(_ controller: ViewController, _ dependencies: [Any]) {
        (controller as? any Awakable)?.awake()
        for dependency in dependencies {
            (dependency as? any Awakable)?.awake()
        }
    }
}

/// The dependencies a scene-built controller owns for its whole life.
private struct SceneDependencies {
    let values: [Any]
    init(_ values: [Any]) { self.values = values }
}

/// Forwards lifecycle events to a scene's `ViewObserver` dependencies, in order.
@MainActor private final class ObserverForwarder: LifecycleListener {
    private let observers: [any ViewObserver]
    init(_ observers: [any ViewObserver]) { self.observers = observers }

    func controller(_ controller: ViewController, didReceive event: LifecycleEvent) {
        for observer in observers {
            switch event {
            case .viewDidLoad: observer.viewDidLoad()
            case .viewWillAppear(let animated): observer.viewWillAppear(animated)
            case .viewIsAppearing(let animated): observer.viewIsAppearing(animated)
            case .viewDidAppear(let animated): observer.viewDidAppear(animated)
            case .viewWillDisappear(let animated): observer.viewWillDisappear(animated)
            case .viewDidDisappear(let animated): observer.viewDidDisappear(animated)
            case .viewWillLayoutSubviews: observer.viewWillLayoutSubviews()
            case .viewDidLayoutSubviews: observer.viewDidLayoutSubviews()
            case .willMove, .didMove: return
            }
        }
    }
}

extension UIDiagnostic.Kind {
    /// A scene's controller closure returned a controller another scene already built.
    public static let sceneControllerReused = Self("scene.controllerReused")
    /// A scene-built controller loaded its view before the scene installed its `view:` closure.
    public static let sceneViewAlreadyLoaded = Self("scene.viewAlreadyLoaded")
}
