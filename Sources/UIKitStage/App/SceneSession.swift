/// The record of a scene the app has connected: UIKit's `UISceneSession`.
@preconcurrency @MainActor public final class UISceneSession: Hashable {
    /// The kind of scene a session is for: UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String

        /// Creates a role.
        /// - Parameter rawValue: The role's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main, interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The kind of scene.
    public let role: Role
    /// A name that stays the session's for its lifetime.
    public let persistentIdentifier: String
    /// The configuration the app delegate chose for the scene.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, while it is connected.
    public internal(set) weak var scene: UIScene?
    /// App data kept with the session.
    public var userInfo: [String: Any]?

    /// The order the session was created in, from 1.
    let ordinal: Int

    init(role: Role, ordinal: Int) {
        self.role = role
        self.ordinal = ordinal
        persistentIdentifier = "session-\(ordinal)"
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    /// Whether `lhs` and `rhs` are the same session.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

    /// Hashes the session's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How to create a scene: UIKit's `UISceneConfiguration`, returned by
/// ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``.
///
/// ```swift
/// func application(
///     _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
///     options: ApplicationScene.ConnectionOptions
/// ) -> SceneConfiguration {
///     SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
/// }
/// ```
@preconcurrency @MainActor open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The kind of scene it configures.
    public let role: UISceneSession.Role
    /// The scene class to create; `nil` or a ``UIWindowScene`` subclass.
    public var sceneClass: AnyClass?
    /// The delegate class, as named in an app's Info.plist. A headless launch takes the delegate
    /// object itself (``UIApplication/connectScene(delegate:options:)``), so this is informational.
    public var delegateClass: AnyClass?

    /// Creates a configuration.
    /// - Parameters:
    ///   - name: The configuration's name.
    ///   - sessionRole: The kind of scene it configures.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
