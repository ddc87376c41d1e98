import Foundation

/// One row of a ``UITableView`` — HeadlessUI's `UITableViewCell`, rendered as `Cell`.
///
/// A cell shows its ``textLabel``, ``detailTextLabel`` (in the `.subtitle`, `.value1` and `.value2`
/// styles) and ``accessoryType`` on its own line, and the views you add to ``contentView`` below
/// it. The table gives each cell the identifier of its row (`"<table>.row.<n>"`), so a user can tap
/// it through ``UIWindow/tap(_:)``.
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
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
@preconcurrency @MainActor open class UITableViewCell: UIView {
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
    /// How a selected cell looks.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected; ``setSelected(_:animated:)`` changes it.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The row the table shows this cell at, while it does.
    var shownIndexPath: IndexPath?

    private var selectedState = false
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    weak var table: UITableView?

    /// The reuse identifier a cell being made for ``UITableView/dequeueReusableCell(withIdentifier:for:)``
    /// receives in `init(style:reuseIdentifier:)`: an argument of that one call, bound to the task
    /// making the cell, not state any other table or window sees.
    @TaskLocal static var pendingReuseIdentifier: String?

    /// Creates a cell in `style`, for reuse under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    /// Creates a default-style cell. There are no archives (storyboards or nibs) here, so `coder`
    /// is not read; subclasses declare this initializer as UIKit requires.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init()
        addSubview(contentView)
    }

    /// Creates a default-style cell with no reuse identifier, through `init(style:reuseIdentifier:)`
    /// (so a subclass's override runs). A table uses it for registered classes.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: UITableViewCell.pendingReuseIdentifier)
    }

    /// Creates a default-style cell with no reuse identifier in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The main text label, made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        return label
    }

    /// The secondary text label: `nil` in the default style, made on first use in the others.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        storedDetailTextLabel = label
        return label
    }

    /// The image at the leading edge, made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        storedImageView = view
        return view
    }

    /// Selects or deselects the cell. The table calls it; override it to restyle a selected cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Called before the table hands the cell out again from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``. The default clears the selection and
    /// highlight; override to reset your content, calling `super`.
    open func prepareForReuse() {
        selectedState = false
        isHighlighted = false
    }

    open override var renderKind: String { "Cell" }

    open override var renderDetail: String? {
        var parts: [String] = []
        if let text = storedTextLabel?.text { parts.append(quoted(text)) }
        if let detail = storedDetailTextLabel?.text { parts.append("detail: \(quoted(detail))") }
        if let image = storedImageView?.image { parts.append("image: \(quoted(image.description))") }
        if let accessoryView {
            parts.append("accessory: \(accessoryView.renderKind)")
        } else if accessoryType != .none {
            parts.append("accessory: \(accessoryType.name)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    package override var renderedChildren: [UIView] { contentView.subviews }

    package override var tapRefusal: String? {
        guard let table else { return "is not shown by a table" }
        return table.allowsSelection
            ? nil : "belongs to a table that does not allow selection (allowsSelection is false)"
    }

    open override func handleTap() -> Bool {
        // Keep the table alive for the whole tap: the delegate may dismiss its controller.
        guard let table, let indexPath = shownIndexPath, tapRefusal == nil else { return false }
        table.userSelectRow(at: indexPath)
        return true
    }

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
}

/// A section's header or footer title in a ``UITableView``, rendered as `Header` or `Footer`.
@MainActor final class TableSectionTitleView: UIView {
    let title: String
    let isHeader: Bool

    init(title: String, isHeader: Bool) {
        self.title = title
        self.isHeader = isHeader
        super.init()
    }

    override var renderKind: String { isHeader ? "Header" : "Footer" }
    override var renderDetail: String? { quoted(title) }
}
