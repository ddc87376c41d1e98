import Foundation
import UIKitStage

// TEMPORARY SHIMS (app probe): Core Animation's animations, UIView.mask, tab bar appearances and
// UIApplicationDelegate.main(), which neither main nor the vocabulary branch has. Inert: an
// animation added to a layer never runs and never calls its delegate.

@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}
extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
public struct CAMediaTimingFunctionName: Hashable, Sendable {
    public let rawValue: String
    public static let linear = Self(rawValue: "linear"), easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut"), easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}
public final class CAMediaTimingFunction: Sendable {
    public let name: CAMediaTimingFunctionName
    public init(name: CAMediaTimingFunctionName) { self.name = name }
}
public struct CAMediaTimingFillMode: Hashable, Sendable {
    public let rawValue: String
    public static let forwards = Self(rawValue: "forwards"), backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both"), removed = Self(rawValue: "removed")
}
@preconcurrency @MainActor open class CAAnimation {
    public init() {}
    open var duration: TimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var repeatCount: Float = 0
    open var beginTime: TimeInterval = 0
    open var delegate: (any CAAnimationDelegate)?
    private var values: [String: Any] = [:]
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }
}
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    public init(keyPath: String?) {
        self.keyPath = keyPath
        super.init()
    }
}
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}
@MainActor private var layerAnimations: [ObjectIdentifier: [String: CAAnimation]] = [:]
extension CALayer {
    public func add(_ anim: CAAnimation, forKey key: String?) {
        layerAnimations[ObjectIdentifier(self), default: [:]][key ?? "\(ObjectIdentifier(anim))"] = anim
    }
    public func removeAnimation(forKey key: String) { layerAnimations[ObjectIdentifier(self)]?[key] = nil }
    public func removeAllAnimations() { layerAnimations[ObjectIdentifier(self)] = nil }
    public func animation(forKey key: String) -> CAAnimation? { layerAnimations[ObjectIdentifier(self)]?[key] }
    public func presentation() -> Self? { self }
}
@MainActor private var masks: [ObjectIdentifier: UIView] = [:]
extension UIView {
    public var mask: UIView? {
        get { masks[ObjectIdentifier(self)] }
        set { masks[ObjectIdentifier(self)] = newValue }
    }
}
public final class UITabBarItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var iconColor: UIColor?
}
public final class UITabBarItemAppearance {
    public init() {}
    public var normal = UITabBarItemStateAppearance()
    public var selected = UITabBarItemStateAppearance()
    public var disabled = UITabBarItemStateAppearance()
    public var focused = UITabBarItemStateAppearance()
}
public final class UITabBarAppearance {
    public init() {}
    public func configureWithTransparentBackground() {}
    public func configureWithOpaqueBackground() {}
    public func configureWithDefaultBackground() {}
    public var backgroundColor: UIColor?
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
}
@MainActor private var tabAppearances: [ObjectIdentifier: UITabBarAppearance] = [:]
@MainActor private var tabScrollEdgeAppearances: [ObjectIdentifier: UITabBarAppearance] = [:]
extension UITabBar {
    public var standardAppearance: UITabBarAppearance {
        get { tabAppearances[ObjectIdentifier(self)] ?? UITabBarAppearance() }
        set { tabAppearances[ObjectIdentifier(self)] = newValue }
    }
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { tabScrollEdgeAppearances[ObjectIdentifier(self)] }
        set { tabScrollEdgeAppearances[ObjectIdentifier(self)] = newValue }
    }
}
extension UIApplicationDelegate {
    /// SHIM: lets `@main` on an app delegate compile; a headless app is launched by
    /// `UIApplication.launch(_:sceneDelegate:)`, so this only says so.
    @MainActor public static func main() {
        print("\(Self.self): launch this app headless with UIApplication.launch(_:sceneDelegate:)")
    }
}
