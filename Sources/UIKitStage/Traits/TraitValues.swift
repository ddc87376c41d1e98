import Foundation

/// A width or height class — UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    /// Not specified.
    case unspecified = 0
    /// Little room: a phone's width in portrait, its height in landscape.
    case compact = 1
    /// Ample room: a tablet's width, a phone's height in portrait.
    case regular = 2

    /// `unspecified`, `compact` or `regular`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// The kind of device — UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision = 6
}

/// Light or dark appearance — UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// Not specified: colours resolve as in light mode.
    case unspecified = 0
    /// Light mode.
    case light = 1
    /// Dark mode.
    case dark = 2

    /// `unspecified`, `light` or `dark`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// Left-to-right or right-to-left layout — UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic.
    case rightToLeft = 1
}

/// Whether content sits at the base level or above it (a popover, a sheet over a split view) —
/// UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content shown above the main content.
    case elevated = 1
}

/// Whether the user asked for more contrast — UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// Whether the user asked for bold text — UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// Whether content is in the window the user works in — UIKit's `UIUserInterfaceActiveAppearance`.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// In a window in the background.
    case inactive = 0
    /// In the window in front.
    case active = 1
}

/// The text size a user chose in Settings — UIKit's `UIContentSizeCategory`.
///
/// The categories are ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``;
/// ``large`` is the default. ``UIFontMetrics`` and ``UIFont/preferredFont(forTextStyle:compatibleWith:)``
/// scale text by it.
///
/// ```swift
/// if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
///     stack.axis = .vertical
/// }
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible
{
    /// UIKit's name of the category (`UICTContentSizeCategoryL`).
    public let rawValue: String

    /// Creates a category from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large, the largest without the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large, the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Where the category falls from smallest (0) to largest; ``unspecified`` and unknown names
    /// count as ``large``.
    var order: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the accessibility sizes, larger than ``extraExtraExtraLarge``.
    public var isAccessibilityCategory: Bool { order > 6 }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// UIKit's name of the category.
    public var description: String { rawValue }

    /// The body text size at this category, in points: 17 at ``large``, UIKit's table.
    var bodyPointSize: CGFloat {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][order]
    }
}
