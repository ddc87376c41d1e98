/// A lifecycle notification, as delivered to package-level listeners after the controller's own method.
package enum LifecycleEvent {
    case viewDidLoad
    case viewWillAppear(Bool)
    case viewIsAppearing(Bool)
    case viewDidAppear(Bool)
    case viewWillDisappear(Bool)
    case viewDidDisappear(Bool)
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case willMove(toParent: ViewController?)
    case didMove(toParent: ViewController?)

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
        case .willMove: "willMove"
        case .didMove: "didMove"
        }
    }
}

/// Hears every lifecycle event of the controllers it is added to, right after the controller's own
/// method. Scenes forward to `ViewObserver`s with this; `LifecycleRecorder` logs with it.
@MainActor package protocol LifecycleListener: AnyObject {
    func controller(_ controller: ViewController, didReceive event: LifecycleEvent)
}
