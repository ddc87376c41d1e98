import Foundation

/// One row of a ``UITableView`` — HeadlessUI's `UITableViewCell`, rendered as `Cell`.
///
/// A cell shows its ``textLabel``, ``detailTextLabel`` (in the `.subtitle`, `.value1` and `.value2`
/// styles), ``imageView``, ``accessoryType`` — or the parts of a ``UIListContentConfiguration`` set
/// as its ``contentConfiguration`` — on its own line, and the views you add to ``contentView``
/// below it. The table gives each cell the identifier of its row (`"<table>.row.<n>"`), so a user
/// can tap it through ``UIWindow/tap(_:)``. While the table is editing, a row that can be edited
/// shows its editing control (`"<row>.editingControl"`), and a row whose swipe actions are shown
/// shows them (`"<row>.action.<title>"`).
///
/// Subclass it as in UIKit. A subclass registered with
/// ``UITableView/register(_:forCellReuseIdentifier:)`` is made through `init()`, which calls your
/// `init(style:reuseIdentifier:)` override with the reuse identifier; so a subclass that declares
/// only some other initializer (say `init(city:)`) must also implement `init()` to be registered.
///
/// ```swift
/// final class CityCell: TableViewCell {
///     override init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
///         accessoryType = .disclosureIndicator
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// ```
@preconcurrency @MainActor open class UITableViewCell: UIView, ListCellView {
    /// The identifier the cell was made for and is reused under.
    public internal(set) var reuseIdentifier: String?
    /// The view to add custom content to; rendered below the cell's line.
    public let contentView = UIView()
    /// How the cell presents its labels.
    let cellStyle: CellStyle
    /// The accessory at the trailing edge.
    open var accessoryType: AccessoryType = .none
    /// A custom accessory view, shown instead of ``accessoryType``.
    open var accessoryView: UIView?
    /// The accessory shown while the table is editing; stored.
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view shown while the table is editing; stored.
    open var editingAccessoryView: UIView?
    /// How a selected cell looks.
    open var selectionStyle: SelectionStyle = .default
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
    /// A view behind a selected cell's content when several rows can be selected; stored.
    open var multipleSelectionBackgroundView: UIView?
    /// The inset of the separator below the cell; stored.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// How far the content is indented, in steps of ``indentationWidth``; stored.
    open var indentationLevel = 0
    /// The width of one indentation step; stored.
    open var indentationWidth: CGFloat = 10
    /// Whether the content is indented while the table is editing; stored.
    open var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while the table is editing; stored.
    open var showsReorderControl = false
    /// Whether the cell is selected; ``setSelected(_:animated:)`` changes it.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// Whether the cell is in editing mode; the table sets it with ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// The editing style the table gives the cell's row while editing (from its delegate's
    /// `tableView(_:editingStyleForRowAt:)`); ``EditingStyle/none`` otherwise.
    open internal(set) var editingStyle: EditingStyle = .none
    /// Whether the cell's swipe actions are shown.
    open internal(set) var showingDeleteConfirmation = false
    /// Whether the configuration follows the cell's state on its own: when `true` (the default), a
    /// change of selection or highlight sets ``contentConfiguration`` to its
    /// ``UIContentConfiguration/updated(for:)``.
    open var automaticallyUpdatesContentConfiguration = true

    var reuseKind: String {
        get { "" }
        set {}
    }
    weak var listOwner: (any ItemListView)?
    var shownIndexPath: IndexPath?
    var listControls: [UIView] = []

    private var selectedState = false
    private var editingState = false
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    private var content = ContentConfigurationHost()

    /// Creates a cell in `style`, for reuse under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a default-style cell. There are no archives (storyboards or nibs) here, so `coder`
    /// is not read; subclasses declare this initializer as UIKit requires.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a default-style cell with no reuse identifier, through `init(style:reuseIdentifier:)`
    /// (so a subclass's override runs). A table uses it for registered classes.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: ItemList.takePendingReuseIdentifier())
    }

    /// Creates a default-style cell with no reuse identifier in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The main text label, made on first use.
    open var textLabel: UILabel? { madeOnFirstUse(&storedTextLabel) { UILabel() } }

    /// The secondary text label: `nil` in the default style, made on first use in the others.
    open var detailTextLabel: UILabel? {
        cellStyle == .default ? nil : madeOnFirstUse(&storedDetailTextLabel) { UILabel() }
    }

    /// The image at the leading edge, made on first use.
    open var imageView: UIImageView? { madeOnFirstUse(&storedImageView) { UIImageView() } }

    /// What the cell shows, as a configuration: its view goes into ``contentView`` and replaces
    /// the labels on the cell's line. `nil` removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { content.configuration }
        set { content.apply(newValue, in: contentView) }
    }

    /// A list configuration in the cell's style, to fill in and set as ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's state now: selection, highlight, editing, swipe actions.
    open var configurationState: UICellConfigurationState {
        UICellConfigurationState(
            selected: isSelected, highlighted: isHighlighted, editing: isEditing,
            swiped: showingDeleteConfirmation)
    }

    /// Updates the cell for `state`. The table calls it when the cell is about to be shown and when
    /// its selection or highlight changes; the default updates ``contentConfiguration`` when
    /// ``automaticallyUpdatesContentConfiguration`` is `true`. Override to configure the cell for
    /// its state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        content.update(for: state, automatically: automaticallyUpdatesContentConfiguration, in: contentView)
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state; it runs at once.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Selects or deselects the cell. The table calls it; override to restyle a selected cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Enters or leaves editing mode. The table calls it for every cell it shows when its own
    /// editing mode changes; override to change what an editing cell shows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
    }

    /// Called before the table hands the cell out again from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``. The default clears the selection and
    /// highlight; override to reset your content, calling `super`.
    open func prepareForReuse() {
        selectedState = false
        isHighlighted = false
    }

    func listSetSelected(_ selected: Bool) {
        setSelected(selected, animated: false)
        setNeedsUpdateConfiguration()
    }

    func listSetHighlighted(_ highlighted: Bool) {
        setHighlighted(highlighted, animated: false)
        setNeedsUpdateConfiguration()
    }

    open override var renderKind: String { "Cell" }

    open override var renderDetail: String? {
        var parts: [String] = []
        if let text = storedTextLabel?.text { parts.append(quoted(text)) }
        if let detail = storedDetailTextLabel?.text { parts.append("detail: \(quoted(detail))") }
        if let image = storedImageView?.image { parts.append("image: \(quoted(image.description))") }
        parts += content.renderedParts
        if let accessoryView {
            parts.append("accessory: \(accessoryView.renderKind)")
        } else if accessoryType != .none {
            parts.append("accessory: \(accessoryType.name)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    package override var renderedChildren: [UIView] {
        content.renderedChildren(of: contentView) + listControls
    }

    package override var tapRefusal: String? { listTapRefusal }

    open override func handleTap() -> Bool { performListTap() }

    /// How a cell presents its labels — UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A text label (and image).
        case `default`
        /// A text label and a detail label on the right.
        case value1
        /// A detail label after a small text label.
        case value2
        /// A text label and a detail label below it.
        case subtitle
    }

    /// The accessory at a cell's trailing edge — UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton

        var name: String {
            switch self {
            case .none: "none"
            case .disclosureIndicator: "disclosureIndicator"
            case .detailDisclosureButton: "detailDisclosureButton"
            case .checkmark: "checkmark"
            case .detailButton: "detailButton"
            }
        }
    }

    /// How a selected cell looks — UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// Blue.
        case blue
        /// Grey.
        case gray
        /// The system's default.
        case `default`
    }

    /// What editing a row does — UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// The row cannot be deleted or inserted.
        case none
        /// The row can be deleted: its editing control reveals a Delete button.
        case delete
        /// A row can be inserted here: its editing control asks for it at once.
        case insert
    }

    /// How the separators between rows look — UIKit's `UITableViewCell.SeparatorStyle`; stored.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A single line.
        case singleLine
        /// A single line, etched.
        case singleLineEtched
    }
}
