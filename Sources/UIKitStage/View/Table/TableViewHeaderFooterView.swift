import Foundation

/// A reusable view above or below a section of a ``UITableView`` — HeadlessUI's
/// `UITableViewHeaderFooterView`, rendered as `Header` or `Footer` with its text.
///
/// Register a subclass with ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)``,
/// dequeue it in the delegate's `tableView(_:viewForHeaderInSection:)` with
/// ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``, and configure its
/// ``textLabel``, its ``contentConfiguration`` or views added to its ``contentView``. A section
/// title from the data source's `tableView(_:titleForHeaderInSection:)` is shown in one of these
/// too, so `tableView(_:willDisplayHeaderView:forSection:)` can restyle it, as in UIKit.
///
/// ```swift
/// final class SectionHeader: UITableViewHeaderFooterView {
///     override init(reuseIdentifier: String?) {
///         super.init(reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(UIButton(type: .system))
///     }
///     required init?(coder: NSCoder) { super.init(coder: coder) }
/// }
/// ```
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView, ListReusableView {
    /// The identifier the view was made for and is reused under.
    open internal(set) var reuseIdentifier: String?
    /// The view to add custom content to; rendered below the header's line.
    public let contentView = UIView()
    /// A view behind the content; stored.
    open var backgroundView: UIView?
    /// Whether the configuration follows the view's state on its own; stored.
    open var automaticallyUpdatesContentConfiguration = true

    var reuseKind: String {
        get { Self.queueKind }
        set {}
    }
    weak var listOwner: (any ItemListView)?
    var shownIndexPath: IndexPath?
    /// Whether the table shows it below its section.
    var isFooter = false

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var content = ContentConfigurationHost()

    /// The reuse queue of a table's header and footer views.
    static let queueKind = "headerFooter"

    /// Creates a view for reuse under `reuseIdentifier` — UIKit's designated initializer.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a view with no reuse identifier. There are no archives here, so `coder` is not read;
    /// subclasses declare this initializer as UIKit requires.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a view through `init(reuseIdentifier:)` (so a subclass's override runs). A table
    /// uses it for registered classes.
    public required convenience init() {
        self.init(reuseIdentifier: ItemList.takePendingReuseIdentifier())
    }

    /// Creates a view with no reuse identifier in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The main text label, made on first use.
    open var textLabel: UILabel? { madeOnFirstUse(&storedTextLabel) { UILabel() } }

    /// The secondary text label, made on first use.
    open var detailTextLabel: UILabel? { madeOnFirstUse(&storedDetailTextLabel) { UILabel() } }

    /// What the view shows, as a configuration; `nil` removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { content.configuration }
        set { content.apply(newValue, in: contentView) }
    }

    /// A header's list configuration, to fill in and set as ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        isFooter ? .footer() : .header()
    }

    /// Called before the table hands the view out again. Does nothing by default; override to
    /// reset your content.
    open func prepareForReuse() {}

    open override var renderKind: String { isFooter ? "Footer" : "Header" }

    open override var renderDetail: String? {
        var parts: [String] = []
        if let text = storedTextLabel?.text { parts.append(quoted(text)) }
        if let detail = storedDetailTextLabel?.text { parts.append("detail: \(quoted(detail))") }
        parts += content.renderedParts
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    package override var renderedChildren: [UIView] { content.renderedChildren(of: contentView) }
}
