import Foundation

/// The object that hears the app's life: UIKit's `UIApplicationDelegate`.
///
/// Every requirement has a default (UIKit's are optional): launching returns `true`, the scene
/// configuration is the default one, the rest do nothing. An app that is not scene-based keeps its
/// window in ``window`` and creates it in
/// ``application(_:didFinishLaunchingWithOptions:)``; ``Application/launch(_:options:sceneDelegate:)``
/// runs it headless.
///
/// ```swift
/// final class AppDelegate: Responder, ApplicationDelegate {
///     var window: Window?
///
///     func application(
///         _ application: Application,
///         didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
///     ) -> Bool {
///         window = Window(frame: Screen.main.bounds)
///         window?.rootViewController = NavigationController(rootViewController: ViewController())
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
///
/// Application.launch(AppDelegate())
/// ```
@preconcurrency @MainActor public protocol ApplicationDelegate: AnyObject {
    /// The app's main window, for apps that are not scene-based; the delegate keeps it alive.
    var window: Window? { get set }
    /// Launching has begun. Return `false` to refuse a URL in the options.
    func application(
        _ application: Application,
        willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching is done: create the window here (apps that are not scene-based).
    func application(
        _ application: Application,
        didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active (apps that are not scene-based).
    func applicationDidBecomeActive(_ application: Application)
    /// The app is about to stop being active (apps that are not scene-based).
    func applicationWillResignActive(_ application: Application)
    /// The app entered the background (apps that are not scene-based).
    func applicationDidEnterBackground(_ application: Application)
    /// The app is about to enter the foreground (apps that are not scene-based).
    func applicationWillEnterForeground(_ application: Application)
    /// The system is low on memory: release what can be rebuilt.
    func applicationDidReceiveMemoryWarning(_ application: Application)
    /// The app is about to end.
    func applicationWillTerminate(_ application: Application)
    /// The configuration for a scene about to connect.
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: ApplicationScene.ConnectionOptions
    ) -> SceneConfiguration
    /// The user closed the scenes of these sessions.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
}

extension ApplicationDelegate {
    /// No window: declare `var window: Window?` to keep one.
    public var window: Window? {
        get { nil }
        set {}
    }

    /// Returns `true`.
    public func application(
        _ application: Application,
        willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Returns `true`.
    public func application(
        _ application: Application,
        didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: Application) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}

    /// The session's default configuration (named `"Default Configuration"`).
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: ApplicationScene.ConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(
        _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>
    ) {}
}
