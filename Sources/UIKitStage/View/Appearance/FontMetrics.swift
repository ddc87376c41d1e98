import Foundation

/// Scales fonts and lengths by the user's text size — UIKit's `UIFontMetrics`, Dynamic Type for
/// custom fonts.
///
/// The scale is the text size of the traits given (``UITraitCollection/current``'s when none):
/// 1 at the default Large size, Body's sizes at the others (17 points at Large, 23 at Extra Extra
/// Extra Large, 53 at the largest accessibility size), for every text style.
///
/// ```swift
/// let body = UIFont(name: "Brand-Regular", size: 17) ?? .systemFont(ofSize: 17)
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: body)
/// label.adjustsFontForContentSizeCategory = true
/// let padding = UIFontMetrics.default.scaledValue(for: 8)
/// ```
open class UIFontMetrics: @unchecked Sendable {
    // Immutable: its one property is a constant.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the Body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` at the current text size.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` at the current text size, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` at the text size of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` at the text size of `traitCollection`, no larger than `maximumPointSize` (0: no
    /// limit).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var size = font.pointSize * UIFontMetrics.scale(for: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return UIFont(
            fontName: font.fontName, pointSize: size, weight: font.weight, textStyle: font.textStyle)
    }

    /// `value` at the current text size.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` at the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * UIFontMetrics.scale(for: traitCollection)
    }

    /// The factor the text size of `traitCollection` (the current traits' when `nil` or
    /// unspecified) scales text by: Body's size there over its size at Large.
    static func scale(for traitCollection: UITraitCollection?) -> CGFloat {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        return category.bodyPointSize / UIContentSizeCategory.large.bodyPointSize
    }
}
