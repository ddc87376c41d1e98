import Foundation
import ScenewrightCore

// What an app asks of the system: opening URLs and Home Screen quick actions. There is no
// system here: URLs asked to open are recorded, and what the "system" answers is a closure a test
// sets (HeadlessUI's `UIApplication.urlOpener`).

extension UIApplication {
    /// A key of the options of ``open(_:options:completionHandler:)`` — UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link an installed app handles (a `Bool`).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Asks the system to open `url` (another app, Safari, Settings). The URL is recorded; the
    /// system's answer — whether something opened it — comes from the test's opener (HeadlessUI's
    /// `UIApplication.urlOpener`; by default every URL opens) and is given to `completion`.
    ///
    /// ```swift
    /// UIApplication.shared.open(URL(string: "https://example.com")!) { opened in print(opened) }
    /// ```
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - options: How to open it.
    ///   - completion: Called with whether the URL was opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLsStorage.append(url)
        let opened = urlOpenerStorage?(url) ?? true
        completion?(opened)
    }

    /// Whether some app on the "system" opens `url`: the test's opener's answer (every URL by
    /// default). Only ``open(_:options:completionHandler:)`` is recorded.
    public func canOpenURL(_ url: URL) -> Bool {
        urlOpenerStorage?(url) ?? true
    }

    /// The quick actions the app offers on its Home Screen icon. Set them as UIKit apps do; the user
    /// picks one with ``simulateShortcutItem(_:)``.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { shortcutItemsStorage }
        set { shortcutItemsStorage = newValue }
    }

    /// The user picks `shortcutItem` on the app's Home Screen icon while the app runs: the active
    /// scene's delegate (a `UIWindowSceneDelegate`) hears
    /// `windowScene(_:performActionFor:completionHandler:)`, or, with no scene, the app delegate
    /// hears `application(_:performActionFor:completionHandler:)`.
    /// - Returns: What the delegate passed to its completion handler; `false` when no delegate
    ///   took the action (with a diagnostic).
    @discardableResult
    public func simulateShortcutItem(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        var answer: Bool?
        let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }.filter {
            $0.delegate is any UIWindowSceneDelegate
        }
        let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
        if let scene, let delegate = scene.delegate as? any UIWindowSceneDelegate {
            delegate.windowScene(scene, performActionFor: shortcutItem) { answer = $0 }
        } else if let delegate {
            delegate.application(self, performActionFor: shortcutItem) { answer = $0 }
        }
        guard let answer else {
            Diagnostics.emit(
                Diagnostic(
                    .shortcutItemUnhandled,
                    "The quick action \"\(shortcutItem.type)\" reached no delegate that answered: implement "
                        + "windowScene(_:performActionFor:completionHandler:) in the scene delegate (or "
                        + "application(_:performActionFor:completionHandler:)) and call the completion handler."
                ))
            return false
        }
        return answer
    }
}

/// A quick action on the app's Home Screen icon — UIKit's `UIApplicationShortcutItem`.
///
/// ```swift
/// UIApplication.shared.shortcutItems = [
///     UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message")
/// ]
/// ```
open class UIApplicationShortcutItem: @unchecked Sendable, Hashable {
    // Immutable here; UIMutableApplicationShortcutItem is the one whose values change.
    var values: Values

    struct Values: Hashable {
        var type: String
        var localizedTitle: String
        var localizedSubtitle: String?
        var icon: UIApplicationShortcutIcon?
    }

    /// Creates a quick action.
    /// - Parameters:
    ///   - type: What the action does, as the app names it.
    ///   - localizedTitle: Its title.
    ///   - localizedSubtitle: A second line.
    ///   - icon: Its icon.
    ///   - userInfo: Data for the app (property-list values).
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil,
        icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        values = Values(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon)
        userInfoStorage = userInfo
    }

    private var userInfoStorage: [String: any NSSecureCoding]?

    /// What the action does, as the app names it.
    open var type: String { values.type }
    /// The title.
    open var localizedTitle: String { values.localizedTitle }
    /// A second line.
    open var localizedSubtitle: String? { values.localizedSubtitle }
    /// The icon.
    open var icon: UIApplicationShortcutIcon? { values.icon }
    /// Data for the app.
    open var userInfo: [String: any NSSecureCoding]? { userInfoStorage }

    /// Whether both have the same type, titles and icon.
    public static func == (lhs: UIApplicationShortcutItem, rhs: UIApplicationShortcutItem) -> Bool {
        lhs.values == rhs.values
    }

    /// Hashes the type and title.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values.type)
        hasher.combine(values.localizedTitle)
    }
}

/// A quick action whose values can change — UIKit's `UIMutableApplicationShortcutItem`.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    /// What the action does.
    open override var type: String {
        get { values.type }
        set { values.type = newValue }
    }
    /// The title.
    open override var localizedTitle: String {
        get { values.localizedTitle }
        set { values.localizedTitle = newValue }
    }
    /// A second line.
    open override var localizedSubtitle: String? {
        get { values.localizedSubtitle }
        set { values.localizedSubtitle = newValue }
    }
    /// The icon.
    open override var icon: UIApplicationShortcutIcon? {
        get { values.icon }
        set { values.icon = newValue }
    }
}

/// The icon of a quick action — UIKit's `UIApplicationShortcutIcon`.
public final class UIApplicationShortcutIcon: Hashable, Sendable {
    /// The system icons — UIKit's `UIApplicationShortcutIcon.IconType`.
    public enum IconType: Int, Sendable {
        /// Compose.
        case compose
        /// Play.
        case play
        /// Pause.
        case pause
        /// Add.
        case add
        /// Location.
        case location
        /// Search.
        case search
        /// Share.
        case share
    }

    let name: String

    /// A system icon.
    public init(type: IconType) { name = "type:\(type.rawValue)" }
    /// An SF Symbol.
    public init(systemImageName: String) { name = "systemName:\(systemImageName)" }
    /// An image of the app's assets.
    public init(templateImageName: String) { name = templateImageName }

    /// Whether both show the same icon.
    public static func == (lhs: UIApplicationShortcutIcon, rhs: UIApplicationShortcutIcon) -> Bool {
        lhs.name == rhs.name
    }

    /// Hashes the icon's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Diagnostic.Kind {
    /// A quick action the user picked reached no delegate that answered.
    public static let shortcutItemUnhandled = Self("application.shortcutItemUnhandled")
}
