import Foundation

/// The object that hears the app's life: UIKit's `UIApplicationDelegate`.
///
/// Every requirement has a default (UIKit's are optional): launching returns `true`, the scene
/// configuration is the default one, the rest do nothing. An app that is not scene-based keeps its
/// window in ``window`` and creates it in
/// ``application(_:didFinishLaunchingWithOptions:)``; ``UIApplication/launch(_:options:sceneDelegate:)``
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
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, for apps that are not scene-based; the delegate keeps it alive.
    var window: UIWindow? { get set }
    /// Launching has begun. Return `false` to refuse a URL in the options.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching is done: create the window here (apps that are not scene-based).
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active (apps that are not scene-based).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (apps that are not scene-based).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background (apps that are not scene-based).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground (apps that are not scene-based).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The system is low on memory: release what can be rebuilt.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration for a scene about to connect.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user closed the scenes of these sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The user picked a quick action on the app's icon (apps that are not scene-based); call
    /// `completionHandler` with whether it was handled.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIApplicationDelegate {
    /// Does nothing, and never calls the completion handler.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}

extension UIApplicationDelegate {
    /// No window: declare `var window: UIWindow?` to keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns `true`.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Returns `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// The session's default configuration (named `"Default Configuration"`).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {}
}

extension UIApplicationDelegate {
    /// The entry point `@main` on an app delegate asks for — UIKit's `UIApplicationMain` with this
    /// delegate class. A headless app does not launch itself: there is no system to run it, and the
    /// delegate cannot be made from its type (the protocol asks for no initializer). So `@main`
    /// compiles, and running the executable says on standard error that a test or the explorer
    /// launches the app with its delegate, `UIApplication.launch(_:options:sceneDelegate:)`, then
    /// exits with status 1. It never crashes.
    ///
    /// ```swift
    /// @main
    /// final class AppDelegate: UIResponder, UIApplicationDelegate {}
    /// // In a test: UIApplication.launch(AppDelegate(), sceneDelegate: SceneDelegate())
    /// ```
    public static func main() {
        FileHandle.standardError.write(Data(headlessLaunchMessage(for: Self.self).utf8))
        exit(1)
    }
}

/// What ``UIApplicationDelegate/main()`` says before it exits.
func headlessLaunchMessage(for delegate: Any.Type) -> String {
    let name = String(describing: delegate)
    return """
        \(name) is the app delegate of a headless app, which does not launch itself: there is no \
        system to run it. A test or the explorer launches it with its delegate — \
        UIApplication.launch(\(name)(), sceneDelegate: SceneDelegate()) — then drives it \
        (window.tap(_:), Explorer.launchingApp(…)).

        """
}
