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
    /// The text shown; `nil` (a new label's) shows nothing.
    open var text: String?
    /// The text with attributes; setting it sets ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The font; the system font at 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize)
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
