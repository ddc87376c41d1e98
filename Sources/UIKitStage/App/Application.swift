import Foundation
import ScenewrightCore

/// The running app — HeadlessUI's `UIApplication`: its windows, its key window, its scenes, its
/// delegate and whether it is active.
///
/// Every ``UIWindow`` belongs to ``shared`` from its creation (the application does not keep it
/// alive: an app keeps its window in its delegate, as in UIKit). ``launch(_:options:sceneDelegate:)``
/// runs an app delegate headless, as `UIApplicationMain` would; the `simulate…` methods play what
/// the system does to a running app (backgrounding, a memory warning, termination), calling the
/// delegates and posting UIKit's notifications in UIKit's order.
///
/// ```swift
/// Application.launch(AppDelegate())
/// print(Application.shared.keyWindow?.render() ?? "no key window")
/// Application.shared.simulateEnterBackground()   // willResignActive, then didEnterBackground
/// ```
@preconcurrency @MainActor public final class UIApplication: UIResponder {
    /// The app. There is one per process.
    public static let shared = UIApplication()

    /// The app's delegate; the application keeps it alive, as `UIApplicationMain` does.
    public var delegate: (any UIApplicationDelegate)?
    /// Whether the app is active, inactive or in the background. `.active` until told otherwise.
    public internal(set) var applicationState: State = .active
    /// Whether the screen stays on while the app is idle. Recorded only: a headless screen never
    /// dims.
    public var isIdleTimerDisabled = false
    /// The scenes connected now (scene-based apps).
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions of the scenes connected since launch.
    public internal(set) var openSessions: Set<UISceneSession> = []
    /// Whether the app can show more than one scene at a time.
    public var supportsMultipleScenes = false

    private var windowReferences: [WeakWindow] = []
    /// The URLs ``open(_:options:completionHandler:)`` was asked to open, in order
    /// (Application+Plumbing.swift).
    package var openedURLsStorage: [URL] = []
    /// What the "system" answers when asked to open a URL; `nil` opens every URL.
    package var urlOpenerStorage: (@MainActor (URL) -> Bool)?
    var shortcutItemsStorage: [UIApplicationShortcutItem]?
    /// The key window: at most one window of the app is key at a time.
    weak var keyWindowStorage: UIWindow?
    /// The application, while it is its own first responder.
    private weak var ownFirstResponder: UIResponder?

    override var firstResponderOfScope: UIResponder? {
        get { ownFirstResponder }
        set { ownFirstResponder = newValue }
    }
    private var pruneThreshold = 64
    var sessionCount = 0
    /// While a launch or state change delivers its calls: the delegate call being made (or "a state
    /// change"); `nil` otherwise (Application+Lifecycle.swift).
    var changeInProgress: String?

    override init() { super.init() }

    /// Whether the app is active, inactive or in the background: UIKit's `UIApplication.State`.
    public enum State: Int, Sendable, Equatable {
        /// In the foreground, taking events.
        case active
        /// In the foreground, not taking events (launching, or interrupted).
        case inactive
        /// In the background.
        case background
    }

    /// A key of the launch options dictionary: UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key.
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app was launched to open a URL (a `URL`).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL (a `String`).
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The app was launched for a remote notification (its payload).
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched from a Home Screen quick action.
        public static let shortcutItem = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The app was launched to continue a user activity (its type, a `String`).
        public static let userActivityType = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    // MARK: Windows

    /// The app's windows, visible and hidden, back to front by ``UIWindow/windowLevel`` (then in the
    /// order they were created). Windows nobody keeps are gone.
    @available(iOS, deprecated: 15.0, message: "Use WindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] { liveWindows }

    /// The key window. UIKit deprecates this for scene-based apps in favour of the key window of a
    /// scene (``UIWindowScene/keyWindow``); both give the same window here.
    @available(
        iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes"
    )
    public var keyWindow: UIWindow? { keyWindowStorage }

    var liveWindows: [UIWindow] { UIApplication.sortedByLevel(windowReferences.compactMap(\.window)) }

    func register(_ window: UIWindow) {
        if windowReferences.count >= pruneThreshold {
            windowReferences.removeAll { $0.window == nil }
            pruneThreshold = max(64, windowReferences.count * 2)
        }
        windowReferences.append(WeakWindow(window: window))
    }

    /// `windows` ordered back to front by level, keeping the given order within a level.
    static func sortedByLevel(_ windows: [UIWindow]) -> [UIWindow] {
        windows.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    // MARK: Notifications

    /// Posted after the delegate's `application(_:didFinishLaunchingWithOptions:)`.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app has become active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app has entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the system is low on memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")

    func post(_ name: Notification.Name, _ object: AnyObject? = nil) {
        let outer = changeInProgress
        if outer != nil { changeInProgress = "an observer of \(name.rawValue)" }
        NotificationCenter.default.post(name: name, object: object ?? self)
        changeInProgress = outer
    }
}

extension Diagnostic.Kind {
    /// A simulated app state change that the app's state does not allow (entering the foreground
    /// while active, …); nothing changed.
    public static let applicationStateUnchanged = Self("application.stateUnchanged")
    /// A scene configuration whose `sceneClass` is not a ``UIWindowScene`` subclass; a plain
    /// `UIWindowScene` was connected instead.
    public static let sceneClassNotWindowScene = Self("application.sceneClassNotWindowScene")
}
