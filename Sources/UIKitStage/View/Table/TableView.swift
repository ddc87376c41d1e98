import Foundation
import ScenewrightCore

/// Rows in sections, from a data source — HeadlessUI's `UITableView`, a ``UIScrollView``.
///
/// Rows are real subviews of kind `Cell` with identifiers `"<identifier>.row.<n>"` for section 0
/// and `"<identifier>.section.<s>.row.<n>"` for the others (without the `"<identifier>."` prefix
/// when the table has no identifier), so they can be found and tapped. Section headers and footers
/// show as `Header` and `Footer` nodes (`"<identifier>.section.<s>.header"`), from the delegate's
/// `viewForHeaderInSection` or the data source's titles. The table reads its data source when it
/// is first shown and on every ``reloadData()``, like UIKit; every row is shown and counts as
/// visible (nothing is drawn, so nothing is scrolled out of sight), up to ``maximumRowCount``.
/// Rows are placed one below the other: `contentSize`, ``rectForRow(at:)``,
/// ``indexPathForRow(at:)`` and ``scrollToRow(at:at:animated:)`` follow from their heights.
///
/// A user's tap on a row asks the delegate's `willSelectRowAt`, deselects the previous row
/// (`willDeselectRowAt`, `didDeselectRowAt`) and selects the new one (`didSelectRowAt`).
/// ``selectRow(at:)`` does the same in code; UIKit's ``selectRow(at:animated:scrollPosition:)`` and
/// ``deselectRow(at:animated:)`` call no delegate method. Index paths out of range are rejected
/// with a diagnostic naming the table, and change nothing. Updates (``insertRows(at:with:)``,
/// ``deleteRows(at:with:)``, `performBatchUpdates(_:completion:)`…) keep the cells of the rows
/// they do not touch and are checked against the data source's new counts, as UIKit checks them.
///
/// ```swift
/// let table = TableView().identified("cities")
/// table.dataSource = citiesController
/// table.delegate = citiesController
/// try window.tap("cities.row.0")   // calls tableView(_:didSelectRowAt:) for row 0
///
/// let settings = TableView(frame: .zero, style: .insetGrouped)
/// settings.register(TableViewCell.self, forCellReuseIdentifier: "setting")
/// ```
@preconcurrency @MainActor open class UITableView: UIScrollView, ItemListView {
    /// The most rows a table shows; a data source asking for more is cut here, with a diagnostic.
    public static let maximumRowCount = ItemList.maximumItemCount
    /// A height that means "as the content needs": 44 points for a row and 28 for a header or
    /// footer here.
    public static let automaticDimension: CGFloat = -1

    /// Supplies the rows. Held weakly.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            itemList.needsReload = true
            IdentifierIndex.noteRowsPending(in: self)
        }
    }
    /// The style the table was made with.
    public let style: Style
    /// The height of rows whose delegate does not give one; ``automaticDimension`` by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// A height estimate; stored.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers whose delegate does not give one; ``automaticDimension`` by
    /// default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers whose delegate does not give one; ``automaticDimension`` by
    /// default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// A header height estimate; stored.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// A footer height estimate; stored.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header; stored.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// How rows are separated; stored.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour; stored.
    open var separatorColor: UIColor? = .separator
    /// The separators' inset; stored.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether cells keep to a readable width; stored.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether a user's tap selects a row.
    open var allowsSelection = true
    /// Whether a user's taps select several rows (a tap on a selected row deselects it). Default
    /// `false`.
    open var allowsMultipleSelection = false
    /// Whether a user's tap selects a row while the table is editing. Default `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether a user's taps select several rows while the table is editing. Default `false`.
    open var allowsMultipleSelectionDuringEditing = false
    /// A view behind the rows (an empty state, say); rendered first.
    open var backgroundView: UIView? { didSet { showContent() } }
    /// A view above the rows.
    open var tableHeaderView: UIView? { didSet { showContent() } }
    /// A view below the rows.
    open var tableFooterView: UIView? { didSet { showContent() } }
    /// Whether the table is editing: rows show their editing controls. Setting it calls
    /// ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// The sections, cells, selection and reuse queues shown.
    private(set) lazy var itemList = ItemList(owner: self, unit: "row")
    /// The delegate, as a table delegate.
    private(set) weak var tableDelegate: (any UITableViewDelegate)?
    var editing = false
    var fallbackDepth = 0
    var reportedIncompleteDataSource = false

    /// Creates an empty table in `frame` with `style` — UIKit's designated initializer.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates an empty plain table; there are no archives here, so `coder` is not read (see
    /// ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Creates an empty plain table in `frame`; `UITableView()` makes one with a zero frame.
    public override convenience init(frame: CGRect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    override func delegateDidChange() {
        tableDelegate = delegate as? any UITableViewDelegate
    }

    override func showRefreshControl() { showContent() }

    // MARK: Counting and finding

    /// The number of rows currently shown, in all sections.
    public var numberOfRows: Int {
        prepareForDisplay()
        return itemList.cellCount
    }

    /// The number of sections currently shown.
    open var numberOfSections: Int {
        prepareForDisplay()
        return itemList.sections.count
    }

    /// The number of rows shown in `section`; 0, with a diagnostic, for a section that does not
    /// exist.
    open func numberOfRows(inSection section: Int) -> Int { itemList.displayedCount(inSection: section) }

    /// Every cell shown, in order (every row counts as visible).
    open var visibleCells: [UITableViewCell] { itemList.displayedCells(of: UITableViewCell.self) }

    /// The index paths of ``visibleCells``.
    open var indexPathsForVisibleRows: [IndexPath]? { itemList.displayedIndexPaths }

    /// The cell shown at `indexPath`, or `nil` when there is no such row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        itemList.displayedCell(at: indexPath) as? UITableViewCell
    }

    /// The row `cell` is shown at, or `nil` when this table does not show it.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { itemList.indexPath(of: cell) }

    /// The row whose rectangle contains `point` (in the table's content coordinates), or `nil`.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { rowIndexPath(at: point) }

    /// The rows whose rectangles meet `rect`, in order; `nil` when there are none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { rowIndexPaths(in: rect) }

    /// The rectangle of the row at `indexPath` in content coordinates; `.zero` for no such row.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { cellForRow(at: indexPath)?.frame ?? .zero }

    /// The rectangle of `section` (header, rows and footer) in content coordinates.
    open func rect(forSection section: Int) -> CGRect { sectionRect(section) }

    /// The rectangle of `section`'s header; `.zero` when it has none.
    open func rectForHeader(inSection section: Int) -> CGRect {
        headerView(forSection: section)?.frame ?? .zero
    }

    /// The rectangle of `section`'s footer; `.zero` when it has none.
    open func rectForFooter(inSection section: Int) -> CGRect {
        footerView(forSection: section)?.frame ?? .zero
    }

    /// The header view shown above `section` (also for a data source's title), if any.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        prepareForDisplay()
        guard itemList.sections.indices.contains(section) else { return nil }
        return itemList.sections[section].leading.first as? UITableViewHeaderFooterView
    }

    /// The footer view shown below `section` (also for a data source's title), if any.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        prepareForDisplay()
        guard itemList.sections.indices.contains(section) else { return nil }
        return itemList.sections[section].trailing.first as? UITableViewHeaderFooterView
    }

    // MARK: Cells and header views

    /// Registers `cellClass` (a ``UITableViewCell`` subclass) to make cells for `identifier`;
    /// `nil` unregisters. A class that is not a cell is rejected with a diagnostic.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        itemList.registerClass(
            cellClass, as: UITableViewCell.self, for: .init(kind: "", identifier: identifier))
    }

    /// Registers `aClass` (a ``UITableViewHeaderFooterView`` subclass) to make header and footer
    /// views for `identifier`; `nil` unregisters. Any other class is rejected with a diagnostic.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        itemList.registerClass(
            aClass, as: UITableViewHeaderFooterView.self,
            for: .init(kind: UITableViewHeaderFooterView.queueKind, identifier: identifier))
    }

    /// A cell for `identifier`: a cell the table no longer shows (after ``UITableViewCell/prepareForReuse()``),
    /// else a new one of the registered class, else `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        itemList.dequeue(.init(kind: "", identifier: identifier)) as? UITableViewCell
    }

    /// A cell for `identifier`, to show at `indexPath`, as
    /// ``dequeueReusableCell(withIdentifier:)``. Where UIKit raises for an identifier with no
    /// registered class, this reports a `table.unregisteredReuseIdentifier` diagnostic and returns
    /// a default-style cell, so the table still shows the row.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        itemList.reportUnregistered(
            "cell", identifier: identifier, at: indexPath, register: "register(_:forCellReuseIdentifier:)")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view for `identifier`: one the table no longer shows (after its
    /// `prepareForReuse()`), else a new one of the registered class, else `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
        -> UITableViewHeaderFooterView?
    {
        itemList.dequeue(.init(kind: UITableViewHeaderFooterView.queueKind, identifier: identifier))
            as? UITableViewHeaderFooterView
    }

    // MARK: Loading and updating (the work is in UITableView+Loading.swift)

    /// Reads the data source again and rebuilds every section and row. Clears the selection, as
    /// in UIKit. Called from inside the data source while it is being read, it is reported and
    /// ignored.
    open func reloadData() { reloadAll(request: "reloadData()") }

    /// Asks the data source again for the rows at `indexPaths` (old index paths); the other rows
    /// keep their cells.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        announce(.init(reloadedItems: Set(indexPaths)))
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`; a cell it dequeues
    /// with the same reuse identifier is the cell already shown there, as on iOS 15.
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    /// Inserts rows at `indexPaths` (new index paths): the data source must already count them.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        announce(.init(insertedItems: Set(indexPaths)))
    }

    /// Deletes the rows at `indexPaths` (old index paths): the data source must no longer count
    /// them. Their cells go back to the reuse queues.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        announce(.init(deletedItems: Set(indexPaths)))
    }

    /// Moves the row at `indexPath` to `newIndexPath`, keeping its cell.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        announce(.init(movedItems: [(indexPath, newIndexPath)]))
    }

    /// Asks the data source again for every row of `sections`.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        announce(.init(reloadedSections: Set(sections)))
    }

    /// Inserts `sections` (new indexes).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        announce(.init(insertedSections: Set(sections)))
    }

    /// Deletes `sections` (old indexes).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        announce(.init(deletedSections: Set(sections)))
    }

    /// Moves `section` to `newSection`, keeping its cells.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        announce(.init(movedSections: [(section, newSection)]))
    }

    /// Runs `updates` (inserts, deletes, moves and reloads announced inside it), then applies them
    /// at once and calls `completion` with `true`, as UIKit does when the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        itemList.performBatch(updates, applyNow: applyUpdate)
        completion?(true)
    }

    /// Starts a group of updates that ``endUpdates()`` applies at once. Groups may nest.
    open func beginUpdates() { itemList.beginUpdates() }

    /// Applies the updates announced since the matching ``beginUpdates()``.
    open func endUpdates() { itemList.endUpdates(applyNow: applyUpdate) }

    /// Does nothing: the section index is not shown.
    open func reloadSectionIndexTitles() {}

    // MARK: Selecting (the work is in UITableView+Selection.swift)

    /// The row selected most recently, in its section, if one is selected.
    public var indexForSelectedRow: Int? { itemList.selectionOrder.last?.listItem }

    /// The selected row (the first, when several are selected), if any.
    open var indexPathForSelectedRow: IndexPath? { itemList.selectedIndexPaths.first }

    /// The selected rows, in index-path order; `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        let selected = itemList.selectedIndexPaths
        return selected.isEmpty ? nil : selected
    }

    /// Selects `row` of section 0 as a tap would, calling the delegate (`willSelectRowAt`, the
    /// deselection of the previous row, `didSelectRowAt`). Out-of-range rows are rejected with a
    /// diagnostic naming the table.
    /// - Parameter row: The row to select.
    open func selectRow(at row: Int) { selectFirstSectionRow(row) }

    /// Selects the row at `indexPath` (or clears the selection for `nil`) without calling the
    /// delegate, as UIKit's method does, and scrolls it to `scrollPosition` (``ScrollPosition/none``
    /// scrolls nothing). An index path out of range is rejected with a diagnostic and changes
    /// nothing.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectInCode(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row at `indexPath` without calling the delegate. An index path out of range is
    /// rejected with a diagnostic; a row that is not selected stays so.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { itemList.deselectInCode(indexPath) }

    // MARK: Scrolling

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (``ScrollPosition/none``: the
    /// least move that shows it), keeping the offset inside the content. The delegate hears
    /// `scrollViewDidScroll(_:)` when the offset changes, as for every change of the offset. An
    /// index path out of range is rejected with a diagnostic.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls the first selected row to `scrollPosition`; does nothing when no row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = indexPathForSelectedRow else { return }
        scroll(toRow: selected, at: scrollPosition, animated: animated)
    }

    // MARK: Editing (the work is in UITableView+Editing.swift)

    /// Enters or leaves editing mode: every row shows (or hides) its editing control, as its
    /// editing style says, and every cell hears ``UITableViewCell/setEditing(_:animated:)``.
    /// Entering editing mode clears the selection unless ``allowsSelectionDuringEditing``.
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }

    // MARK: Display

    open override func prepareForDisplay() {
        if itemList.needsReload { reloadAll(request: "reloadData()") }
    }

    /// Places the rows at the table's current width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeRows()
    }

    open override var renderKind: String { "TableView" }

    open override var renderDetail: String? { editing ? "editing" : nil }

    /// How a table groups its sections — UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Plain rows.
        case plain
        /// Sections as groups.
        case grouped
        /// Sections as inset, rounded groups.
        case insetGrouped
    }

    /// Where a row is scrolled to — UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least move that shows the row.
        case none
        /// The top.
        case top
        /// The middle.
        case middle
        /// The bottom.
        case bottom
    }

    /// How an update would animate — UIKit's `UITableView.RowAnimation`; nothing animates here.
    public enum RowAnimation: Int, Sendable {
        /// Fading.
        case fade
        /// Sliding from the right.
        case right
        /// Sliding from the left.
        case left
        /// Sliding from the top.
        case top
        /// Sliding from the bottom.
        case bottom
        /// No animation.
        case none
        /// From the middle.
        case middle
        /// As the system chooses.
        case automatic = 100
    }
}
