/// A lifecycle notification, as delivered to package-level listeners after the controller's own method.
/// Trivially copyable (only `Bool` payloads), so delivering one costs no reference counting.
package enum LifecycleEvent: Sendable, Equatable {
    case viewDidLoad
    case viewWillAppear(Bool)
    case viewIsAppearing(Bool)
    case viewDidAppear(Bool)
    case viewWillDisappear(Bool)
    case viewDidDisappear(Bool)
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews

    /// The method's name, e.g. `"viewWillAppear"`.
    package var name: String {
        switch self {
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear"
        case .viewIsAppearing: "viewIsAppearing"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        }
    }
}

/// Hears every lifecycle event of the controllers it is added to, right after the controller's own
/// method. Scenes forward to `ViewObserver`s with this; `LifecycleRecorder` logs with it.
@MainActor package protocol LifecycleListener: AnyObject {
    func controller(_ controller: ViewController, didReceive event: LifecycleEvent)
    /// The runtime sent `willMove(toParent:)`.
    func controller(_ controller: ViewController, willMoveToParent parent: ViewController?)
    /// The runtime sent `didMove(toParent:)`.
    func controller(_ controller: ViewController, didMoveToParent parent: ViewController?)
}

extension LifecycleListener {
    package func controller(_ controller: ViewController, willMoveToParent parent: ViewController?) {}
    package func controller(_ controller: ViewController, didMoveToParent parent: ViewController?) {}
}

/// What a layer above leaves on a controller it builds (a scene: its dependencies, the observing
/// ones, its `view` closure), kept in ``ViewController/assembly`` for the controller's whole life.
/// One object plays both parts a scene needs, so building a scene allocates it once.
@MainActor package protocol ControllerAssembly: AnyObject {
    /// The root view for `controller`, asked by the default ``ViewController/loadView()`` on every
    /// load; `nil` for a plain view.
    func makeRootView(for controller: ViewController) -> View?
    /// Called with every lifecycle event right after the controller's own method, before the
    /// listeners.
    func controller(_ controller: ViewController, didReceive event: LifecycleEvent)
}
