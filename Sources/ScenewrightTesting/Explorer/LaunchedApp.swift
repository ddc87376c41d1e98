import Scenewright

/// One launch of an app for the ``Explorer``: its window, the coordinators and flows it started
/// (so the explorer can check they are released), and how to release what the launch kept elsewhere.
///
/// The explorer holds a launched app for as long as its walk can go on, then drops it, calls
/// ``release`` and checks that every controller, coordinator and flow the app made is gone.
/// Controllers, flows and coordinators that subclass Scenewright's coordinator classes are tracked
/// as they are made; a coordinator that only conforms to `Coordinator` is not, so name the root
/// coordinators here and the explorer walks their trees (`Coordinator.childCoordinators`) after
/// every step. Naming the root flows and coordinators also lets it find orphans: a flow or
/// coordinator left in its tree after every screen it showed has gone.
///
/// ```swift
/// let explorer = Explorer.launchingApp(maxDepth: 5) {
///     let coordinator = AppCoordinator()
///     coordinator.start()
///     let window = Window()
///     window.rootViewController = coordinator.navigationController
///     window.makeKeyAndVisible()
///     return LaunchedApp(window: window, coordinators: [coordinator])
/// }
/// ```
@MainActor public struct LaunchedApp {
    /// The app's window, made key and visible.
    public var window: Window
    /// The root coordinators; their children are found by walking `childCoordinators`.
    public var coordinators: [any Coordinator]
    /// The root flow controllers; their sub-flows are found by walking `children`.
    public var flows: [FlowController]
    /// Called after the explorer dropped the app and before it checks for leaks: release here what
    /// the launch stored elsewhere (a static, a server).
    public var release: @MainActor () -> Void

    /// Creates a launched app.
    /// - Parameters:
    ///   - window: The app's window, made key and visible.
    ///   - coordinators: The root coordinators to track, if any.
    ///   - flows: The root flow controllers to track, if any.
    ///   - release: Releases what the launch stored outside the window; by default nothing.
    public init(
        window: Window, coordinators: [any Coordinator] = [], flows: [FlowController] = [],
        release: @escaping @MainActor () -> Void = {}
    ) {
        self.window = window
        self.coordinators = coordinators
        self.flows = flows
        self.release = release
    }
}
