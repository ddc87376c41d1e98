/// An object told once, after a scene has built and connected it, that it may start working.
///
/// `instantiate` calls `awake()` on the controller first, then on each dependency in `.with` order
/// — each only if it conforms — after `connect` has run. It is never called again, not even when
/// the view reloads.
///
/// ```swift
/// final class CityController: Awakable {
///     var provider: CityProvider?
///     func awake() { provider?.prefetch() }   // connect has set `provider`
/// }
/// ```
@MainActor public protocol Awakable: AnyObject {
    /// Called once, after `connect`.
    func awake()
}

/// A scene dependency that hears its controller's lifecycle, right after the controller.
///
/// Every lifecycle event reaches the controller first, then each observing dependency in `.with`
/// order. Every method has an empty default, so adopt only what you need. Adding an observer to a
/// scene never requires touching the controller:
///
/// ```swift
/// final class ScreenLogger: ViewObserver {
///     func viewDidAppear(_ animated: Bool) { print("shown") }
/// }
/// let detail = Scene { CityDetailViewController() }
///     .with { ScreenLogger() }
///     .instantiate()
/// ```
@MainActor public protocol ViewObserver: AnyObject {
    /// The controller's view loaded (again, after an unload).
    func viewDidLoad()
    /// The controller is about to appear.
    func viewWillAppear(_ animated: Bool)
    /// The controller's view is in the hierarchy, once per appearance.
    func viewIsAppearing(_ animated: Bool)
    /// The controller appeared.
    func viewDidAppear(_ animated: Bool)
    /// The controller is about to disappear.
    func viewWillDisappear(_ animated: Bool)
    /// The controller disappeared.
    func viewDidDisappear(_ animated: Bool)
    /// The controller's root view is about to lay out its subviews.
    func viewWillLayoutSubviews()
    /// The controller's root view laid out its subviews.
    func viewDidLayoutSubviews()
}

extension ViewObserver {
    /// Does nothing.
    public func viewDidLoad() {}
    /// Does nothing.
    public func viewWillAppear(_ animated: Bool) {}
    /// Does nothing.
    public func viewIsAppearing(_ animated: Bool) {}
    /// Does nothing.
    public func viewDidAppear(_ animated: Bool) {}
    /// Does nothing.
    public func viewWillDisappear(_ animated: Bool) {}
    /// Does nothing.
    public func viewDidDisappear(_ animated: Bool) {}
    /// Does nothing.
    public func viewWillLayoutSubviews() {}
    /// Does nothing.
    public func viewDidLayoutSubviews() {}
}
