import Foundation

/// A colour, by its red, green, blue and alpha components — HeadlessUI's `UIColor`.
///
/// Nothing is drawn, so a colour is a value to set and compare: two colours are equal when their
/// components are. UIKit's named colours (``red-type.property``, ``systemBlue``, ``label``…) carry their name,
/// which `description` shows; semantic colours such as ``systemBackground`` use their light-mode
/// components.
///
/// ```swift
/// view.backgroundColor = .systemBackground
/// badge.backgroundColor = Color(red: 1, green: 0.23, blue: 0.19, alpha: 1).withAlphaComponent(0.5)
/// ```
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat
    /// UIKit's name for a named colour, `nil` for one made from components.
    public let name: String?

    /// Whether the two colours have the same components (names are not compared).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// Creates a colour from components between 0 and 1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// Creates a grey of brightness `white`, 0 (black) to 1 (white).
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha, name: nil)
    }

    private init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?) {
        func clamped(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
        self.name = name
    }

    /// The same colour with opacity `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// The name of a named colour, else `rgba(r, g, b, a)` with components rounded to 3 places.
    public var description: String {
        if let name { return name }
        func text(_ value: CGFloat) -> String {
            let rounded = (value * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
        }
        return "rgba(\(text(red)), \(text(green)), \(text(blue)), \(text(alpha)))"
    }

    private static func named(
        _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1
    )
        -> UIColor
    {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, name: name)
    }

    // Fixed colours.
    /// Black.
    public static let black = named("black", 0, 0, 0)
    /// White.
    public static let white = named("white", 255, 255, 255)
    /// Fully transparent.
    public static let clear = named("clear", 0, 0, 0, 0)
    /// Pure red.
    public static let red = named("red", 255, 0, 0)
    /// Pure green.
    public static let green = named("green", 0, 255, 0)
    /// Pure blue.
    public static let blue = named("blue", 0, 0, 255)
    /// Grey at 50 %.
    public static let gray = named("gray", 127.5, 127.5, 127.5)
    /// Grey at 33 %.
    public static let darkGray = named("darkGray", 85, 85, 85)
    /// Grey at 67 %.
    public static let lightGray = named("lightGray", 170, 170, 170)
    /// Yellow.
    public static let yellow = named("yellow", 255, 255, 0)
    /// Orange.
    public static let orange = named("orange", 255, 127.5, 0)
    /// Purple.
    public static let purple = named("purple", 127.5, 0, 127.5)
    /// Cyan.
    public static let cyan = named("cyan", 0, 255, 255)
    /// Magenta.
    public static let magenta = named("magenta", 255, 0, 255)
    /// Brown.
    public static let brown = named("brown", 153, 102, 51)

    // System colours (light appearance).
    /// The system blue, the default tint.
    public static let systemBlue = named("systemBlue", 0, 122, 255)
    /// The system red.
    public static let systemRed = named("systemRed", 255, 59, 48)
    /// The system green.
    public static let systemGreen = named("systemGreen", 52, 199, 89)
    /// The system orange.
    public static let systemOrange = named("systemOrange", 255, 149, 0)
    /// The system yellow.
    public static let systemYellow = named("systemYellow", 255, 204, 0)
    /// The system pink.
    public static let systemPink = named("systemPink", 255, 45, 85)
    /// The system purple.
    public static let systemPurple = named("systemPurple", 175, 82, 222)
    /// The system teal.
    public static let systemTeal = named("systemTeal", 48, 176, 199)
    /// The system indigo.
    public static let systemIndigo = named("systemIndigo", 88, 86, 214)
    /// The system grey.
    public static let systemGray = named("systemGray", 142, 142, 147)
    /// A lighter system grey.
    public static let systemGray2 = named("systemGray2", 174, 174, 178)
    /// The lightest system grey.
    public static let systemGray6 = named("systemGray6", 242, 242, 247)

    // Semantic colours (light appearance).
    /// The background of a plain screen.
    public static let systemBackground = named("systemBackground", 255, 255, 255)
    /// The background of content on top of ``systemBackground``.
    public static let secondarySystemBackground = named("secondarySystemBackground", 242, 242, 247)
    /// The background of a grouped table.
    public static let systemGroupedBackground = named("systemGroupedBackground", 242, 242, 247)
    /// The background of a cell in a grouped table.
    public static let secondarySystemGroupedBackground = named(
        "secondarySystemGroupedBackground", 255, 255, 255)
    /// Primary text.
    public static let label = named("label", 0, 0, 0)
    /// Secondary text.
    public static let secondaryLabel = named("secondaryLabel", 60, 60, 67, 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = named("tertiaryLabel", 60, 60, 67, 0.3)
    /// Placeholder text.
    public static let placeholderText = named("placeholderText", 60, 60, 67, 0.3)
    /// Separator lines.
    public static let separator = named("separator", 60, 60, 67, 0.29)
    /// Link text.
    public static let link = named("link", 0, 122, 255)
}
