import Foundation

/// A description of a view's content that can make and update that view — UIKit's
/// `UIContentConfiguration`.
///
/// Set one as a cell's or a header's `contentConfiguration`: the cell puts the view
/// ``makeContentView()`` makes into its content view, and hands later configurations of the same
/// kind to that view. ``UIListContentConfiguration`` is the system's.
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state` (selected, highlighted, …).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a ``UIContentConfiguration`` — UIKit's `UIContentView`.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    /// The configuration shown; setting a new one updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration`. Default: when it is of the same type as the one
    /// shown.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as ``configuration``.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for — UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
    /// The traits of the environment.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state, for ``UIContentConfiguration/updated(for:)`` — UIKit's `UICellConfigurationState`.
public struct UICellConfigurationState: UIConfigurationState, Sendable {
    /// The traits of the environment.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the list is in editing mode.
    public var isEditing = false
    /// Whether the cell's swipe actions are shown.
    public var isSwiped = false
    /// Whether the cell is expanded (in an outline).
    public var isExpanded = false
    /// Whether the cell is reordering.
    public var isReordering = false

    /// A state in `traitCollection` with every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The state of a cell shown on the stage's phone.
    init(selected: Bool, highlighted: Bool, editing: Bool = false, swiped: Bool) {
        traitCollection = .phone
        isSelected = selected
        isHighlighted = highlighted
        isEditing = editing
        isSwiped = swiped
    }
}

/// The content of a list's cell, header or footer: text, secondary text and an image — UIKit's
/// `UIListContentConfiguration`.
///
/// Nothing is drawn; a cell showing one renders its parts on the cell's line, as a cell's
/// `textLabel`, `detailTextLabel` and `imageView` render: `Cell #list.row.0 "Kyoto" detail: "Japan"`.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = city.name
/// content.secondaryText = city.country
/// content.image = UIImage(systemName: "building.2")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The main text.
    public var text: String?
    /// The main text with attributes; setting it sets ``text`` to its string.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; setting it sets ``secondaryText`` to its string.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryText.map { NSAttributedString(string: $0) } }
        set { secondaryText = newValue?.string }
    }
    /// The image.
    public var image: UIImage?
    /// How the main text looks.
    public var textProperties = TextProperties()
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties()
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The margins around the content; stored.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the text and the secondary text sit side by side; stored.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text; stored.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text; stored.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and the secondary text side by side; stored.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The system style it was made with, as in `UIListContentConfiguration.valueCell()`.
    let style: String

    init(style: String) {
        self.style = style
    }

    /// The style of a plain cell.
    public static func cell() -> Self { Self(style: "cell") }
    /// A cell with its secondary text below the text.
    public static func subtitleCell() -> Self { Self(style: "subtitleCell") }
    /// A cell with its secondary text beside the text.
    public static func valueCell() -> Self {
        var made = Self(style: "valueCell")
        made.prefersSideBySideTextAndSecondaryText = true
        return made
    }
    /// A plain list's header.
    public static func plainHeader() -> Self { Self(style: "plainHeader") }
    /// A plain list's footer.
    public static func plainFooter() -> Self { Self(style: "plainFooter") }
    /// A grouped list's header.
    public static func groupedHeader() -> Self { Self(style: "groupedHeader") }
    /// A grouped list's footer.
    public static func groupedFooter() -> Self { Self(style: "groupedFooter") }
    /// A prominent header in an inset grouped list.
    public static func prominentInsetGroupedHeader() -> Self { Self(style: "prominentInsetGroupedHeader") }
    /// An extra prominent header in an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(style: "extraProminentInsetGroupedHeader")
    }
    /// A header in the style its list suggests.
    public static func header() -> Self { Self(style: "header") }
    /// A footer in the style its list suggests.
    public static func footer() -> Self { Self(style: "footer") }
    /// A sidebar's cell.
    public static func sidebarCell() -> Self { Self(style: "sidebarCell") }
    /// A sidebar's cell with its secondary text below the text.
    public static func sidebarSubtitleCell() -> Self { Self(style: "sidebarSubtitleCell") }
    /// A sidebar's cell in a list whose cells have accessories.
    public static func accompaniedSidebarCell() -> Self { Self(style: "accompaniedSidebarCell") }
    /// A sidebar's header.
    public static func sidebarHeader() -> Self { Self(style: "sidebarHeader") }

    /// Makes a ``UIListContentView`` showing this configuration.
    @preconcurrency @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: nothing is drawn, so no state changes how it looks.
    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// The parts a render shows: the text quoted, then `detail:` and `image:`.
    var renderedParts: [String] {
        var parts: [String] = []
        if let text { parts.append(quoted(text)) }
        if let secondaryText { parts.append("detail: \(quoted(secondaryText))") }
        if let image { parts.append("image: \(quoted(image.description))") }
        return parts
    }

    /// How a list configuration's text looks — UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font = UIFont.preferredFont(forTextStyle: .body)
        /// The colour.
        public var color = UIColor.label
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// The most lines shown; 0 for as many as needed.
        public var numberOfLines = 0
        /// How text that does not fit is cut.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// Whether the font follows the user's text size.
        public var adjustsFontForContentSizeCategory = true

        /// How a list configuration's text is aligned — UIKit's
        /// `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// The script's natural alignment.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }
    }

    /// How a list configuration's image looks — UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint colour; `nil` for the default.
        public var tintColor: UIColor?
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size shown; zero for no limit.
        public var maximumSize = CGSize.zero
        /// The size reserved for the image, so that text lines up.
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image is drawn with the accessibility contrast.
        public var accessibilityIgnoresInvertColors = false
    }
}

/// The view a ``UIListContentConfiguration`` makes — UIKit's `UIListContentView`.
///
/// A cell or header showing one renders the configuration's parts on its own line instead of a
/// line for this view.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    private var shown: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        shown = configuration
        super.init(frame: .zero)
    }

    /// Creates a view showing a plain cell's configuration; there are no archives here, so `coder` is
    /// not read (see ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        shown = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown. Setting one that is not a ``UIListContentConfiguration`` is ignored,
    /// as ``supports(_:)`` says it would be.
    open var configuration: any UIContentConfiguration {
        get { shown }
        set { if let list = newValue as? UIListContentConfiguration { shown = list } }
    }

    /// Whether `configuration` is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    open override var renderKind: String { "ListContentView" }

    open override var renderDetail: String? {
        let parts = shown.renderedParts
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

/// The content view a cell or header holds for its `contentConfiguration`: made by the
/// configuration, replaced when a configuration it does not support arrives, updated otherwise.
/// Tables' and collection views' cells and headers share it.
@MainActor struct ContentConfigurationHost {
    private(set) var configuration: (any UIContentConfiguration)?
    private(set) var view: (any UIView & UIContentView)?

    /// Shows `configuration` inside `contentView` (`nil` removes the view it made).
    mutating func apply(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        contentView.addSubview(made)
        view = made
    }

    /// Shows the configuration as it should look in `state`, when it follows the state
    /// `automatically`.
    mutating func update(for state: UICellConfigurationState, automatically: Bool, in contentView: UIView) {
        guard automatically, let configuration else { return }
        apply(configuration.updated(for: state), in: contentView)
    }

    /// The parts a render shows on the host's own line, when it shows a list configuration.
    var renderedParts: [String] {
        (configuration as? UIListContentConfiguration)?.renderedParts ?? []
    }

    /// The content view's subviews a render shows below the host: all but the list content view,
    /// whose parts are on the host's line.
    func renderedChildren(of contentView: UIView) -> [UIView] {
        guard let listView = view as? UIListContentView else { return contentView.subviews }
        return contentView.subviews.filter { $0 !== listView }
    }
}
