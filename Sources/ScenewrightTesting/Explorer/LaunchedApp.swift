import Scenewright

/// One launch of an app for the ``Explorer``: its window, the coordinators and flows it started
/// (so the explorer can check they are released), and how to release what the launch kept elsewhere.
///
/// The explorer holds a launched app for one action path, then drops it, calls ``release`` and
/// checks that every controller, coordinator and flow it saw on the way is gone. A window finds its
/// controllers by itself; coordinators and flows are not reachable from a window, so name their roots
/// here and the explorer walks their trees (`Coordinator.childCoordinators`,
/// `FlowController.children`) after every step.
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
