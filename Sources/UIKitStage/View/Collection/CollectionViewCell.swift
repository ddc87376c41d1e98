import Foundation

/// A view a ``UICollectionView`` shows for its layout's supplementary elements (headers, footers)
/// and the base of its cells — HeadlessUI's `UICollectionReusableView`.
///
/// A supplementary view renders as `Header`, `Footer` or `Supplementary` (with its kind), with the
/// identifier `"<collection>.section.<s>.header"` (`footer`, or its kind), and the views you add
/// below it.
///
/// Subclass it as in UIKit: override `init(frame:)` and write `required init?(coder:)`. A class
/// registered with ``UICollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``
/// is made through `init()`, which calls `init(frame:)`; so a subclass that declares only some
/// other initializer must also implement `init()` to be registered.
///
/// ```swift
/// final class SectionHeader: UICollectionReusableView {
///     let title = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         addSubview(title)
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// ```
@preconcurrency @MainActor open class UICollectionReusableView: UIView, ListReusableView {
    /// The identifier the view was made for and is reused under.
    open internal(set) var reuseIdentifier: String?
    /// The kind the view was made for: empty for a cell, else its supplementary kind.
    var reuseKind = ""
    weak var listOwner: (any ItemListView)?
    var shownIndexPath: IndexPath?

    /// Creates a view in `frame` — UIKit's designated initializer.
    public override init(frame: CGRect) {
        reuseIdentifier = ItemList.takePendingReuseIdentifier()
        super.init(frame: frame)
    }

    /// Creates a view. There are no archives here, so `coder` is not read; subclasses declare this
    /// initializer as UIKit requires.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a view with a zero frame, through `init(frame:)` (so a subclass's override runs). A
    /// collection view uses it for registered classes.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the collection view hands the view out again. Does nothing by default;
    /// override to reset your content, calling `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes for the view; the collection view calls it with the frame
    /// already set. Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's; returns them unchanged (nothing is
    /// measured).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes { layoutAttributes }

    open override var renderKind: String {
        switch reuseKind {
        case "": StageTypeName.of(type(of: self))
        case UICollectionView.elementKindSectionHeader: "Header"
        case UICollectionView.elementKindSectionFooter: "Footer"
        default: "Supplementary"
        }
    }

    open override var renderDetail: String? {
        switch reuseKind {
        case "", UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter: nil
        default: "kind: \(quoted(reuseKind))"
        }
    }
}

/// One item of a ``UICollectionView`` — HeadlessUI's `UICollectionViewCell`, rendered as `Cell`.
///
/// The collection view gives each cell the identifier of its item (`"<collection>.item.<n>"` in
/// section 0, `"<collection>.section.<s>.item.<n>"` in the others), so a user can tap it through
/// ``UIWindow/tap(_:)``. A cell shows the parts of a ``UIListContentConfiguration`` set as its
/// ``contentConfiguration`` on its own line, and the views you add to ``contentView`` below it.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///     let caption = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(caption)
///     }
///     required init?(coder: NSCoder) { nil }
///     override var isSelected: Bool { didSet { caption.textColor = isSelected ? .white : .label } }
/// }
/// ```
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView, ListCellView {
    /// The view to add custom content to; rendered below the cell's line.
    public let contentView = UIView()
    /// A view behind the content; stored.
    open var backgroundView: UIView?
    /// A view behind a selected cell's content; stored.
    open var selectedBackgroundView: UIView?
    /// How the cell's background looks; `nil` by default (the background colour and views are
    /// used). Setting a configuration resets ``UIView/backgroundColor``, ``backgroundView`` and
    /// ``selectedBackgroundView`` to `nil`, as in UIKit: the configuration is the background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }
    /// Whether the cell updates its background configuration when its state changes; `true`.
    /// Stored: state does not restyle a configuration here.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the cell is selected. The collection view sets it; override it (calling `super`)
    /// to restyle a selected cell.
    open var isSelected = false
    /// Whether the cell is highlighted. The collection view sets it while a user's touch is on it.
    open var isHighlighted = false
    /// Whether the configuration follows the cell's state on its own: when `true` (the default), a
    /// change of selection or highlight sets ``contentConfiguration`` to its
    /// ``UIContentConfiguration/updated(for:)``.
    open var automaticallyUpdatesContentConfiguration = true

    var listControls: [UIView] = []
    private var content = ContentConfigurationHost()

    /// Creates a cell in `frame` — UIKit's designated initializer.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell. There are no archives here, so `coder` is not read; subclasses declare this
    /// initializer as UIKit requires.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// What the cell shows, as a configuration: its view goes into ``contentView``, and a list
    /// configuration's text shows on the cell's line. `nil` removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { content.configuration }
        set { content.apply(newValue, in: contentView) }
    }

    /// The cell's state now: selection and highlight.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(
            selected: isSelected, highlighted: isHighlighted, swiped: !listControls.isEmpty)
    }

    /// Updates the cell for `state`. The collection view calls it when the cell is about to be
    /// shown and when its selection or highlight changes; the default updates
    /// ``contentConfiguration`` when ``automaticallyUpdatesContentConfiguration`` is `true`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        content.update(for: state, automatically: automaticallyUpdatesContentConfiguration, in: contentView)
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state; it runs at once.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Clears the selection and highlight; override to reset your content, calling `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    func listSetHighlighted(_ highlighted: Bool) {
        isHighlighted = highlighted
        setNeedsUpdateConfiguration()
    }

    func listSetSelected(_ selected: Bool) {
        isSelected = selected
        setNeedsUpdateConfiguration()
    }

    open override var renderKind: String { reuseKind.isEmpty ? "Cell" : super.renderKind }

    open override var renderDetail: String? {
        var parts = content.renderedParts
        if let accessories = accessoryParts { parts += accessories }
        if let kind = super.renderDetail { parts.append(kind) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// What a list cell shows of its accessories; `nil` for a plain cell.
    var accessoryParts: [String]? { nil }

    package override var renderedChildren: [UIView] {
        content.renderedChildren(of: contentView) + listControls
    }

    package override var tapRefusal: String? { listTapRefusal }

    open override func handleTap() -> Bool { performListTap() }
}

/// A cell of a list-style collection view — HeadlessUI's `UICollectionViewListCell`: a
/// ``UICollectionViewCell`` with a default list configuration and accessories.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, City> { cell, _, city in
///     var content = cell.defaultContentConfiguration()
///     content.text = city.name
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges, rendered as `accessory:` on the cell's line.
    open var accessories: [UICellAccessory] = []
    /// How far the content is indented, in steps of ``indentationWidth``; stored.
    open var indentationLevel = 0
    /// The width of one indentation step; stored.
    open var indentationWidth: CGFloat = 10
    /// Whether the separators follow the indentation; stored.
    open var indentsAccessories = true

    /// A list cell configuration to fill in and set as ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    override var accessoryParts: [String]? {
        accessories.isEmpty ? nil : accessories.map { "accessory: \($0.renderName)" }
    }
}

/// An accessory at the edge of a list cell — UIKit's `UICellAccessory`. Rendered, not drawn.
public struct UICellAccessory: Sendable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While the list is editing.
        case whenEditing
        /// While the list is not editing.
        case whenNotEditing
    }

    let renderName: String
    /// When the accessory shows; stored.
    public let displayed: DisplayedState

    /// A chevron.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
        Self(renderName: "disclosureIndicator", displayed: displayed)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always) -> Self {
        Self(renderName: "checkmark", displayed: displayed)
    }
    /// A delete control, shown while editing.
    public static func delete(displayed: DisplayedState = .whenEditing) -> Self {
        Self(renderName: "delete", displayed: displayed)
    }
    /// An insert control, shown while editing.
    public static func insert(displayed: DisplayedState = .whenEditing) -> Self {
        Self(renderName: "insert", displayed: displayed)
    }
    /// A reorder control, shown while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> Self {
        Self(renderName: "reorder", displayed: displayed)
    }
    /// A selection circle for multiple selection, shown while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
        Self(renderName: "multiselect", displayed: displayed)
    }
    /// An outline's disclosure triangle.
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> Self {
        Self(renderName: "outlineDisclosure", displayed: displayed)
    }
    /// A detail (info) button.
    public static func detail(displayed: DisplayedState = .always) -> Self {
        Self(renderName: "detail", displayed: displayed)
    }
    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always) -> Self {
        Self(renderName: "label \(quoted(text))", displayed: displayed)
    }
}
