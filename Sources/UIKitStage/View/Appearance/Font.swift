import Foundation

/// A typeface at a size — HeadlessUI's `UIFont`, a class as on iOS, so an app's `convenience init`
/// in an extension compiles.
///
/// Nothing is drawn, so a font is a value to set and compare: its name, size and weight.
///
/// ```swift
/// title.font = .preferredFont(forTextStyle: .headline)
/// price.font = .boldSystemFont(ofSize: 20)
///
/// extension UIFont {
///     convenience init?(brandOfSize size: CGFloat) { self.init(name: "Brand-Regular", size: size) }
/// }
/// ```
open class UIFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Every stored property is a constant.
    /// The typeface's name (`".SFUI-Regular"` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The stroke weight.
    public let weight: Weight
    /// The text style it was made for with ``preferredFont(forTextStyle:)``, if any.
    public let textStyle: TextStyle?

    /// Creates the font called `fontName` at `size` points; `nil` for an empty name, as UIKit
    /// returns for a font it cannot find. Any other name is accepted, since no fonts are installed.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        self.pointSize = fontSize.isFinite ? max(0, fontSize) : 0
        self.weight = .regular
        self.textStyle = nil
    }

    init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.fontName = fontName
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font at the size labels use, shared by every label and text field made without
    /// a font of their own.
    static let standard = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// Whether both have the same name, size, weight and text style.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs === rhs
            || (lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
                && lhs.textStyle == rhs.textStyle)
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The family's name: the font name up to its first `-`.
    public var familyName: String { String(fontName.prefix { $0 != "-" }) }

    /// The height of a line of text: about 1.19 times the point size, as the system font's.
    public var lineHeight: CGFloat { (pointSize * 1.193).rounded(.up) }
    /// How far the font rises above the baseline.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// How far the font falls below the baseline (negative).
    public var descender: CGFloat { -pointSize * 0.241 }
    /// The height of capital letters.
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of a lowercase x.
    public var xHeight: CGFloat { pointSize * 0.528 }
    /// The extra space between lines: none.
    public var leading: CGFloat { 0 }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular, textStyle: nil)
    }

    /// The system font for `style` at the text size of ``UITraitCollection/current`` (Body is 17
    /// points at the default Large size).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the text size `traitCollection` specifies (the current
    /// traits' when `nil` or unspecified): Body is 17 points at Large, 23 at Extra Extra Extra
    /// Large, 53 at the largest accessibility size; other styles scale in proportion.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let size = style.defaultSize * UIFontMetrics.scale(for: traitCollection)
        return UIFont(
            fontName: ".SFUI-\(style.weight.name)", pointSize: size.rounded(), weight: style.weight,
            textStyle: style)
    }

    /// The same typeface at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    /// The size of the system font most labels use.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of the system font buttons use.
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font.
    public static var systemFontSize: CGFloat { 14 }

    /// `name size` (`.SFUI-Regular 17`).
    public var description: String {
        let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(Double(pointSize))
        return "\(fontName) \(size)"
    }

    /// A stroke weight — UIKit's `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        /// The weight, from -1 (ultra light) to 1 (black); regular is 0.
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        var name: String {
            switch self {
            case .ultraLight: "UltraLight"
            case .thin: "Thin"
            case .light: "Light"
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Weight\(rawValue)"
            }
        }
    }

    /// A Dynamic Type text style — UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// UIKit's name of the style (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title, 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1, 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2, 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3, 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline, 17 points semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline, 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body, 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout, 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote, 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1, 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2, 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
