import Foundation

/// Read-only text — HeadlessUI's `UILabel`.
///
/// ```swift
/// let title = Label("Amsterdam").identified("title")
///
/// let subtitle = Label()              // as in UIKit: no text yet
/// subtitle.text = "Capital of the Netherlands"
/// subtitle.numberOfLines = 0
/// subtitle.font = .preferredFont(forTextStyle: .subheadline)
/// ```
@preconcurrency @MainActor open class UILabel: UIView {
    /// The text shown; `nil` (a new label's) shows nothing. Setting it replaces any
    /// ``attributedText``.
    open var text: String? {
        didSet { attributedStorage = nil }
    }
    /// The attributed string set last, while ``text`` is its string.
    private var attributedStorage: NSAttributedString?
    /// The text with attributes: the attributed string set (``text`` is then its plain string,
    /// which renders), else ``text`` with the label's font, colour and alignment, as UIKit gives it.
    ///
    /// ```swift
    /// label.attributedText = NSAttributedString(
    ///     string: "Sale", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
    /// label.text   // "Sale"
    /// ```
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            return text.map {
                plainAttributedText($0, font: font, color: textColor, alignment: textAlignment)
            }
        }
        set {
            text = newValue?.string
            attributedStorage = newValue
        }
    }
    /// The font; the system font at 17 points by default.
    open var font: UIFont! = .standard
    /// The text colour; ``UIColor/label`` by default.
    open var textColor: UIColor! = .label
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means as many as needed. 1 by default.
    open var numberOfLines = 1
    /// How text that does not fit is cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// How far the font may shrink to fit, as a fraction of its size.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the user's text size.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the label is drawn as enabled.
    open var isEnabled = true

    /// Creates a label showing `text`.
    public init(_ text: String) {
        self.text = text
        super.init()
    }

    /// Creates a label with no text in `frame`; `UILabel()` makes one with a zero frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a label with no text; there are no archives here, so `coder` is not read (see
    /// ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
    }

    open override var renderDetail: String? { text.map(quoted) }

}

/// How text that does not fit is cut — UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrapped at word boundaries.
    case byWordWrapping
    /// Wrapped at any character.
    case byCharWrapping
    /// Cut at the edge.
    case byClipping
    /// "…" at the start.
    case byTruncatingHead
    /// "…" at the end.
    case byTruncatingTail
    /// "…" in the middle.
    case byTruncatingMiddle
}

/// `text` with UIKit's attributes for a label or field: its font, colour and (when not natural)
/// paragraph alignment.
func plainAttributedText(_ text: String, font: UIFont?, color: UIColor?, alignment: NSTextAlignment)
    -> NSAttributedString
{
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let font { attributes[.font] = font }
    if let color { attributes[.foregroundColor] = color }
    if alignment != .natural {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        attributes[.paragraphStyle] = style
    }
    return NSAttributedString(string: text, attributes: attributes)
}

/// Quoted for a rendered line, with line breaks as spaces so each node stays on one line.
func quoted(_ text: String) -> String {
    "\"" + text.replacingNewlines() + "\""
}

extension String {
    fileprivate func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}
