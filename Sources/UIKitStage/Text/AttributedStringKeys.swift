import Foundation

// The attributes UIKit adds to Foundation's attributed strings. Nothing is drawn: labels, text
// fields and text views keep the attributed string and render its plain text.

extension NSAttributedString.Key {
    /// The font of the text: a ``UIFont``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text: a ``UIColor``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text: a ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// How the text's paragraphs are laid out: an ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points: a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// How the text is underlined: the raw value of an ``NSUnderlineStyle``.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// How the text is struck through: the raw value of an ``NSUnderlineStyle``.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The colour of the underline: a ``UIColor``.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the outline: a ``UIColor``.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the outline, as a percentage of the font size: a number.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A link the text opens: a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text is raised above the baseline, in points: a number.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// How text is underlined or struck through — UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: Int
    /// Creates a style from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How a paragraph is laid out: alignment, spacing, indents, line breaking — UIKit's
/// `NSParagraphStyle`. Stored and read back; nothing is drawn. ``NSMutableParagraphStyle`` is the
/// one code sets.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// style.alignment = .center
/// label.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: CustomStringConvertible {
    var values = Values()

    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
    }

    /// A paragraph style with UIKit's defaults: natural alignment, no spacing or indents, word
    /// wrapping.
    public init() {}

    /// The default paragraph style.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned.
    open var alignment: NSTextAlignment { values.alignment }
    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after the paragraph, in points.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space before the paragraph, in points.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of the first line, in points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines, in points.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent, in points (negative: from the trailing edge).
    open var tailIndent: CGFloat { values.tailIndent }
    /// How lines that do not fit are broken.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The smallest line height, in points (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height, in points (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A multiple of the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// How eagerly words are hyphenated, 0 to 1.
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// A mutable copy.
    public func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// `NSParagraphStyle(alignment: …, lineSpacing: …)`, the values that differ from the default.
    public var description: String {
        let defaults = Values()
        var parts: [String] = []
        if values.alignment != defaults.alignment { parts.append("alignment: \(values.alignment)") }
        if values.lineSpacing != 0 { parts.append("lineSpacing: \(values.lineSpacing)") }
        if values.paragraphSpacing != 0 { parts.append("paragraphSpacing: \(values.paragraphSpacing)") }
        return "NSParagraphStyle(\(parts.joined(separator: ", ")))"
    }
}

/// A paragraph style code sets — UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How lines are aligned.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Space before the paragraph, in points.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// The indent of the first line, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines, in points.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent, in points.
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// How lines that do not fit are broken.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The smallest line height, in points.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The largest line height, in points.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// A multiple of the natural line height.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// How eagerly words are hyphenated.
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }

    /// Takes every value of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        values = obj.values
    }
}
