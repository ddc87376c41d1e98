/// A lifecycle notification, as delivered to package-level listeners after the controller's own method.
/// Trivially copyable (only `Bool` payloads), so delivering one costs no reference counting.
@usableFromInline package enum LifecycleEvent: Sendable, Equatable {
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
    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent)
    /// The runtime sent `willMove(toParent:)`.
    func controller(_ controller: UIViewController, willMoveToParent parent: UIViewController?)
    /// The runtime sent `didMove(toParent:)`.
    func controller(_ controller: UIViewController, didMoveToParent parent: UIViewController?)
}

extension LifecycleListener {
    package func controller(_ controller: UIViewController, willMoveToParent parent: UIViewController?) {}
    package func controller(_ controller: UIViewController, didMoveToParent parent: UIViewController?) {}
}
