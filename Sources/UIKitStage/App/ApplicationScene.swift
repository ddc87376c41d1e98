import Foundation

/// One instance of the app's user interface — HeadlessUI's `UIScene` (named so as not to clash
/// with Scenewright's `Scene`).
///
/// ``UIApplication`` creates and connects scenes; its delegate (an ``UISceneDelegate``,
/// usually a ``UIWindowSceneDelegate``) hears `scene(_:willConnectTo:options:)` and the foreground
/// and background changes, as in an iOS 13+ scene-based app.
///
/// ```swift
/// if let scene = Application.shared.connectScene(delegate: SceneDelegate()) {
///     print(scene.activationState)   // foregroundActive
/// }
/// ```
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// The scene's delegate. The scene keeps it alive, as UIKit's does.
    open var delegate: (any UISceneDelegate)?
    /// The session the scene was connected for.
    public let session: UISceneSession
    /// Whether the scene is in the foreground and active, inactive, or in the background.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title, for the app switcher.
    open var title: String = ""

    /// Creates a scene for `session`; ``UIApplication/connectScene(delegate:options:)`` does this.
    /// - Parameters:
    ///   - session: The session the scene is connected for.
    ///   - connectionOptions: Why the scene is being connected.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene's place between foreground and background: UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable, Equatable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and taking events.
        case foregroundActive = 0
        /// On screen, not taking events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Why a scene is being connected: UIKit's `UIScene.ConnectionOptions`.
    @preconcurrency @MainActor public final class ConnectionOptions {
        /// The URLs the scene was opened with.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked to open the scene, if any.
        public let sourceApplication: String?
        /// The quick action the user picked to launch the app, if any.
        public let shortcutItem: UIApplicationShortcutItem?

        /// Creates options.
        /// - Parameters:
        ///   - urlContexts: The URLs the scene was opened with.
        ///   - sourceApplication: The bundle identifier of the app that asked for the scene.
        ///   - shortcutItem: The quick action that launched the app.
        public init(
            urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
            shortcutItem: UIApplicationShortcutItem? = nil
        ) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.shortcutItem = shortcutItem
        }
    }

    /// Posted when a scene is about to connect; the object is the scene.
    nonisolated public static let willConnectNotification = Notification.Name(
        "UISceneWillConnectNotification")
    /// Posted when a scene has disconnected; the object is the scene.
    nonisolated public static let didDisconnectNotification = Notification.Name(
        "UISceneDidDisconnectNotification")
    /// Posted when a scene has become active; the object is the scene.
    nonisolated public static let didActivateNotification = Notification.Name(
        "UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active; the object is the scene.
    nonisolated public static let willDeactivateNotification = Notification.Name(
        "UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground; the object is the scene.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted when a scene has entered the background; the object is the scene.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}

/// A URL a scene was opened with: UIKit's `UIOpenURLContext`.
public struct UIOpenURLContext: Hashable, Sendable {
    /// The URL.
    public let url: URL

    /// Creates a context.
    /// - Parameter url: The URL.
    public init(url: URL) { self.url = url }
}

/// A scene that shows windows — HeadlessUI's `UIWindowScene`.
///
/// A scene delegate creates its window with `UIWindow(windowScene:)`; the scene lists it in
/// ``windows`` (without keeping it alive) and knows which is key.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []
    private var storedTraitState: TraitState?
    /// The scene's trait overrides and registrations, if any were made (Window+Traits.swift).
    override var traitState: TraitState? {
        get { storedTraitState }
        set { storedTraitState = newValue }
    }

    /// The scene's windows, back to front by ``UIWindow/windowLevel``: those still alive.
    public var windows: [UIWindow] {
        UIApplication.sortedByLevel(windowReferences.compactMap(\.window))
    }

    /// The key window, when it belongs to this scene.
    public var keyWindow: UIWindow? {
        guard let key = UIApplication.shared.keyWindowStorage, key.sceneStorage === self else { return nil }
        return key
    }

    /// The screen the scene is shown on.
    open var screen: UIScreen { .main }

    func addWindow(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window: window))
    }

    func removeWindow(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }
}

/// A window held weakly.
struct WeakWindow {
    weak var window: UIWindow?
}

/// The object that hears a scene's life: UIKit's `UISceneDelegate`. Every requirement has a default
/// that does nothing, as UIKit's are optional.
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
    /// The scene is about to connect: create its window here.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that keeps the scene's window: UIKit's `UIWindowSceneDelegate`.
///
/// ```swift
/// final class SceneDelegate: Responder, WindowSceneDelegate {
///     var window: Window?
///
///     func scene(
///         _ scene: ApplicationScene, willConnectTo session: SceneSession,
///         options connectionOptions: ApplicationScene.ConnectionOptions
///     ) {
///         guard let windowScene = scene as? WindowScene else { return }
///         window = Window(windowScene: windowScene)
///         window?.rootViewController = NavigationController(rootViewController: ViewController())
///         window?.makeKeyAndVisible()
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; the delegate keeps it alive.
    var window: UIWindow? { get set }
    /// The user picked a quick action on the app's icon while the scene runs; call
    /// `completionHandler` with whether it was handled.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// Does nothing, and never calls the completion handler.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}

    /// No window: declare `var window: UIWindow?` to keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
