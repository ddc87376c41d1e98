import Foundation

/// A trait: one value a ``UITraitCollection`` carries, with the value it has when nothing sets it —
/// UIKit's `UITraitDefinition` (iOS 17).
///
/// UIKit's own traits are the `UITrait…` types (``UITraitUserInterfaceStyle``,
/// ``UITraitHorizontalSizeClass``…). An app defines its own the same way, and reads and overrides
/// it like a system trait:
///
/// ```swift
/// enum Theme: Int { case standard, monochrome }
/// struct ThemeTrait: UITraitDefinition {
///     static let defaultValue = Theme.standard
/// }
///
/// view.traitOverrides[ThemeTrait.self] = .monochrome
/// view.traitCollection[ThemeTrait.self]   // .monochrome
/// ```
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value = Self
    /// The value of the trait in a collection that does not specify it.
    static var defaultValue: Value { get }
    /// Whether the trait decides how dynamic colours resolve. `false` unless the trait says so.
    static var affectsColorAppearance: Bool { get }
    /// A short name for the trait, for debugging: its type's name unless the trait says otherwise.
    static var name: String { get }
    /// A unique name for the trait: its type's name unless the trait says otherwise.
    static var identifier: String { get }
}

extension UITraitDefinition {
    /// `false`.
    public static var affectsColorAppearance: Bool { false }
    /// The trait type's name.
    public static var name: String { String(describing: Self.self) }
    /// The trait type's fully qualified name.
    public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait, as a list of traits to observe names it — UIKit's `UITrait`.
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) {
///     (self: Self, previousTraitCollection: UITraitCollection) in
///     self.updateColors()
/// }
/// ```
public typealias UITrait = any UITraitDefinition.Type

/// The width class — UIKit's `UITraitHorizontalSizeClass`.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// ``UIUserInterfaceSizeClass/unspecified``.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The height class — UIKit's `UITraitVerticalSizeClass`.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// ``UIUserInterfaceSizeClass/unspecified``.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The kind of device — UIKit's `UITraitUserInterfaceIdiom`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// ``UIUserInterfaceIdiom/unspecified``.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// Light or dark appearance — UIKit's `UITraitUserInterfaceStyle`.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// ``UIUserInterfaceStyle/unspecified``.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
}

/// Pixels per point — UIKit's `UITraitDisplayScale`.
public struct UITraitDisplayScale: UITraitDefinition {
    /// 0, unspecified.
    public static let defaultValue: CGFloat = 0
    /// `true`: dynamic colours and images may resolve by it.
    public static let affectsColorAppearance = true
}

/// The user's preferred text size — UIKit's `UITraitPreferredContentSizeCategory`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// ``UIContentSizeCategory/unspecified``.
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// Left-to-right or right-to-left — UIKit's `UITraitLayoutDirection`.
public struct UITraitLayoutDirection: UITraitDefinition {
    /// ``UITraitEnvironmentLayoutDirection/unspecified``.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// Base or elevated content — UIKit's `UITraitUserInterfaceLevel`.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    /// ``UIUserInterfaceLevel/unspecified``.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
}

/// Normal or increased contrast — UIKit's `UITraitAccessibilityContrast`.
public struct UITraitAccessibilityContrast: UITraitDefinition {
    /// ``UIAccessibilityContrast/unspecified``.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
}

/// Regular or bold text — UIKit's `UITraitLegibilityWeight`.
public struct UITraitLegibilityWeight: UITraitDefinition {
    /// ``UILegibilityWeight/unspecified``.
    public static let defaultValue = UILegibilityWeight.unspecified
}

/// Whether the window is in front — UIKit's `UITraitActiveAppearance`.
public struct UITraitActiveAppearance: UITraitDefinition {
    /// ``UIUserInterfaceActiveAppearance/unspecified``.
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
}

/// Trait values that can be changed — UIKit's `UIMutableTraits` (iOS 17), what
/// ``UITraitCollection/init(mutations:)``, ``UITraitCollection/modifyingTraits(_:)`` and
/// `traitOverrides` let code set.
///
/// ```swift
/// let dark = UITraitCollection { traits in
///     traits.userInterfaceStyle = .dark
///     traits.horizontalSizeClass = .regular
/// }
/// ```
public protocol UIMutableTraits {
    /// The value of `trait`, or its default when not set.
    subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value { get set }
    /// The width class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The user's text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Left-to-right or right-to-left.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Base or elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Whether the window is in front.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
}

extension UIMutableTraits {
    /// The width class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The height class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The user's text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// Base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    /// Normal or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    /// Whether the window is in front.
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
}

/// The traits an object sets for itself and everything that inherits its traits — UIKit's
/// `UITraitOverrides` (iOS 17), the type of `traitOverrides` on views, controllers, window scenes
/// and presentation controllers.
///
/// Setting a trait changes the owner's ``UITraitEnvironment/traitCollection`` and those below it
/// at once; each environment whose traits changed hears `traitCollectionDidChange(_:)` and the
/// handlers registered for the traits that changed.
///
/// ```swift
/// window.traitOverrides.userInterfaceStyle = .dark
/// if window.traitOverrides.contains(UITraitUserInterfaceStyle.self) {
///     window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
/// }
/// ```
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`: it is inherited again.
    mutating func remove(_ trait: UITrait)
}
