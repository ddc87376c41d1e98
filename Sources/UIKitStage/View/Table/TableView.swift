import Foundation
import ScenewrightCore

/// Rows in sections, from a data source — HeadlessUI's `UITableView`.
///
/// Rows are real subviews of kind `Cell` with identifiers `"<identifier>.row.<n>"` for section 0
/// and `"<identifier>.section.<s>.row.<n>"` for the others (without the `"<identifier>."` prefix
/// when the table has no identifier), so they can be found and tapped. Section titles show as
/// `Header` and `Footer` nodes (`"<identifier>.section.<s>.header"`). The table reads its data
/// source when it is first shown and on every ``reloadData()``, like UIKit; every row is shown
/// (there is no scrolling), up to ``maximumRowCount``.
///
/// A user's tap on a row asks the delegate's `willSelectRowAt`, deselects the previous row
/// (`willDeselectRowAt`, `didDeselectRowAt`) and selects the new one (`didSelectRowAt`).
/// ``selectRow(at:)`` does the same in code; UIKit's ``selectRow(at:animated:scrollPosition:)`` and
/// ``deselectRow(at:animated:)`` call no delegate method. Index paths out of range are rejected
/// with a diagnostic naming the table, and change nothing.
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
@preconcurrency @MainActor open class UITableView: UIView {
    /// The most rows a table shows; a data source asking for more is cut here, with a diagnostic.
    public static let maximumRowCount = 100_000
    /// A row height that means "as the content needs" (44 points here).
    public static let automaticDimension: CGFloat = -1

    /// Supplies the rows. Held weakly.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            needsReload = true
            IdentifierIndex.noteRowsPending(in: self)
        }
    }
    /// Hears row selections. Held weakly.
    open weak var delegate: (any UITableViewDelegate)?
    /// The style the table was made with.
    public let style: Style
    /// The height of rows whose delegate does not give one; ``automaticDimension`` by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// A height estimate; recorded only.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether a user's tap selects a row.
    open var allowsSelection = true
    /// A view above the rows.
    open var tableHeaderView: UIView? { didSet { rebuildSubviews() } }
    /// A view below the rows.
    open var tableFooterView: UIView? { didSet { rebuildSubviews() } }

    private var sections: [Section] = []
    private var selectedIndexPath: IndexPath?
    private var registeredClasses: [String: UITableViewCell.Type] = [:]
    private var reusableCells: [String: [UITableViewCell]] = [:]
    private(set) var needsReload = true
    private var isReloading = false
    private var fallbackDepth = 0
    private var reportedIncompleteDataSource = false

    private struct Section {
        var header: TableSectionTitleView?
        var cells: [UITableViewCell]
        var footer: TableSectionTitleView?
    }

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

    // MARK: Counting

    /// The number of rows currently shown, in all sections.
    public var numberOfRows: Int {
        prepareForDisplay()
        return sections.reduce(0) { $0 + $1.cells.count }
    }

    /// The number of sections currently shown.
    open var numberOfSections: Int {
        prepareForDisplay()
        return sections.count
    }

    /// The number of rows shown in `section`; 0, with a diagnostic, for a section that does not
    /// exist.
    public func numberOfRows(inSection section: Int) -> Int {
        prepareForDisplay()
        guard sections.indices.contains(section) else {
            reject("count the rows of section \(section)", reason: "it has \(sections.count) section(s)")
            return 0
        }
        return sections[section].cells.count
    }

    /// The row selected most recently, in its section, if one is selected.
    public var indexForSelectedRow: Int? { selectedIndexPath?.tableRow }

    /// The selected row, if any.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// The selected rows: none or one.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPath.map { [$0] } }

    /// Every cell shown, in order (every row is visible: there is no scrolling).
    open var visibleCells: [UITableViewCell] {
        prepareForDisplay()
        return sections.flatMap(\.cells)
    }

    /// The index paths of ``visibleCells``.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleCells.compactMap(\.shownIndexPath)
    }

    /// The cell shown at `indexPath`, or `nil` when there is no such row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        prepareForDisplay()
        guard let (section, row) = validated(indexPath) else { return nil }
        return sections[section].cells[row]
    }

    /// The row `cell` is shown at, or `nil` when this table does not show it.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cell.table === self ? cell.shownIndexPath : nil
    }

    // MARK: Cells

    /// Registers `cellClass` (a ``UITableViewCell`` subclass) to make cells for `identifier`;
    /// `nil` unregisters. A class that is not a cell is rejected with a diagnostic.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            reject(
                "register \(StageTypeName.of(cellClass)) for reuse identifier \(quoted(identifier))",
                reason: "it is not a TableViewCell subclass")
            return
        }
        registeredClasses[identifier] = cellType
    }

    /// A cell for `identifier`: a cell the table no longer shows (after ``UITableViewCell/prepareForReuse()``),
    /// else a new one of the registered class, else `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellType = registeredClasses[identifier] else { return nil }
        let cell = UITableViewCell.$pendingReuseIdentifier.withValue(identifier) { cellType.init() }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell for `identifier`, to show at `indexPath`, as
    /// ``dequeueReusableCell(withIdentifier:)``. Where UIKit raises for an identifier with no
    /// registered class, this reports a `table.unregisteredReuseIdentifier` diagnostic and returns
    /// a default-style cell, so the table still shows the row.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        Diagnostics.emit(
            Diagnostic(
                .unregisteredReuseIdentifier,
                "\(diagnosticName) has no cell class registered for reuse identifier \(quoted(identifier)) "
                    + "(dequeued for \(indexPath.tableDescription)); showing a default cell. Call "
                    + "register(_:forCellReuseIdentifier:) with that identifier before reloading."))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Loading

    /// Reads the data source again and rebuilds every section and row. Clears the selection, as
    /// in UIKit. Called from inside the data source while it is being read, it is reported and
    /// ignored.
    open func reloadData() {
        guard !isReloading else {
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "Ignored reloadData() on \(diagnosticName) from inside its own data source, while it "
                        + "was being read. Reload after the data source call returns."))
            return
        }
        isReloading = true
        defer { isReloading = false }
        needsReload = false
        reportedIncompleteDataSource = false
        for cell in sections.flatMap(\.cells) {
            cell.table = nil
            cell.shownIndexPath = nil
            cell.setSelected(false, animated: false)
            if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
        }
        sections = []
        selectedIndexPath = nil
        if let dataSource { sections = readSections(from: dataSource) }
        rebuildSubviews()
    }

    private func readSections(from dataSource: any UITableViewDataSource) -> [Section] {
        let sectionCount = dataSource.numberOfSections(in: self)
        let counted = countClamped(sectionCount, what: "sections", limit: Self.maximumRowCount)
        var result: [Section] = []
        var shown: Set<ObjectIdentifier> = []
        var budget = Self.maximumRowCount
        var y: CGFloat = 0
        for section in 0..<counted {
            let rowCount = countClamped(
                dataSource.tableView(self, numberOfRowsInSection: section),
                what: "rows in section \(section)",
                limit: budget)
            budget -= rowCount
            var entry = Section(header: nil, cells: [], footer: nil)
            if let title = dataSource.tableView(self, titleForHeaderInSection: section) {
                entry.header = TableSectionTitleView(title: title, isHeader: true)
                entry.header?.identifier = identifierPrefix + "section.\(section).header"
            }
            for row in 0..<rowCount {
                let indexPath = IndexPath(tableRow: row, section: section)
                var cell = dataSource.tableView(self, cellForRowAt: indexPath)
                if !shown.insert(ObjectIdentifier(cell)).inserted {
                    Diagnostics.emit(
                        Diagnostic(
                            .invalidContainerContent,
                            "The data source of \(diagnosticName) returned the same cell for two rows "
                                + "(again for \(indexPath.tableDescription)); showing an empty cell there. "
                                + "Return a new or dequeued cell for each row."))
                    cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                cell.table = self
                cell.shownIndexPath = indexPath
                cell.identifier = rowIdentifier(row, section: section)
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                let resolved =
                    height == Self.automaticDimension || !height.isFinite || height < 0 ? 44 : height
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: resolved)
                y += resolved
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                entry.cells.append(cell)
            }
            if let title = dataSource.tableView(self, titleForFooterInSection: section) {
                entry.footer = TableSectionTitleView(title: title, isHeader: false)
                entry.footer?.identifier = identifierPrefix + "section.\(section).footer"
            }
            result.append(entry)
        }
        return result
    }

    /// `count` limited to `0...limit`, with a diagnostic naming the table when it was outside.
    private func countClamped(_ count: Int, what: String, limit: Int) -> Int {
        if count < 0 {
            reject("show \(count) \(what)", reason: "a count cannot be negative; showing none")
            return 0
        }
        if count > limit {
            reject(
                "show \(count) \(what)",
                reason: "a table shows at most \(Self.maximumRowCount) rows in all; showing \(limit)")
            return limit
        }
        return count
    }

    private func rebuildSubviews() {
        var views: [UIView] = []
        if let tableHeaderView { views.append(tableHeaderView) }
        for section in sections {
            if let header = section.header { views.append(header) }
            views.append(contentsOf: section.cells)
            if let footer = section.footer { views.append(footer) }
        }
        if let tableFooterView { views.append(tableFooterView) }
        setSubviewsQuietly(views)
    }

    // MARK: Selecting

    /// Selects `row` of section 0 as a tap would, calling the delegate (`willSelectRowAt`, the
    /// deselection of the previous row, `didSelectRowAt`). Out-of-range rows are rejected with a
    /// diagnostic naming the table.
    /// - Parameter row: The row to select.
    open func selectRow(at row: Int) {
        prepareForDisplay()
        let count = sections.first?.cells.count ?? 0
        guard row >= 0, row < count else {
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "Cannot select row \(row) of \(diagnosticName): it has \(count) row(s)."))
            return
        }
        userSelectRow(at: IndexPath(tableRow: row, section: 0))
    }

    /// Selects the row at `indexPath` (or clears the selection for `nil`) without calling the
    /// delegate, as UIKit's method does. An index path out of range is rejected with a diagnostic
    /// and changes nothing.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        prepareForDisplay()
        guard let indexPath else {
            setSelection(nil)
            return
        }
        guard validated(indexPath) != nil else {
            rejectIndexPath(indexPath, action: "select")
            return
        }
        setSelection(indexPath)
    }

    /// Deselects the row at `indexPath` without calling the delegate. An index path out of range is
    /// rejected with a diagnostic; a row that is not selected stays so.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        prepareForDisplay()
        guard validated(indexPath) != nil else {
            rejectIndexPath(indexPath, action: "deselect")
            return
        }
        if selectedIndexPath == indexPath { setSelection(nil) }
    }

    /// A user's selection of the row at `indexPath` (a tap, or ``selectRow(at:)``), with the
    /// delegate's will/did callbacks.
    func userSelectRow(at indexPath: IndexPath) {
        guard validated(indexPath) != nil else {
            rejectIndexPath(indexPath, action: "select")
            return
        }
        var target = indexPath
        if let delegate {
            guard let redirected = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
            guard validated(redirected) != nil else {
                rejectIndexPath(redirected, action: "select (as willSelectRowAt asked)")
                return
            }
            target = redirected
        }
        if let previous = selectedIndexPath, previous != target {
            if let delegate {
                if let deselect = delegate.tableView(self, willDeselectRowAt: previous), deselect == previous
                {
                    setSelection(nil)
                    delegate.tableView(self, didDeselectRowAt: previous)
                }
            } else {
                setSelection(nil)
            }
        }
        setSelection(target)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func setSelection(_ indexPath: IndexPath?) {
        if let old = selectedIndexPath, let (section, row) = validated(old) {
            sections[section].cells[row].setSelected(false, animated: false)
        }
        selectedIndexPath = indexPath
        if let indexPath, let (section, row) = validated(indexPath) {
            sections[section].cells[row].setSelected(true, animated: false)
        }
    }

    // MARK: Support

    /// `(section, row)` when `indexPath` names a row shown now.
    private func validated(_ indexPath: IndexPath) -> (Int, Int)? {
        guard let section = indexPath.tableSection, let row = indexPath.tableRow,
            sections.indices.contains(section), sections[section].cells.indices.contains(row)
        else { return nil }
        return (section, row)
    }

    private func rejectIndexPath(_ indexPath: IndexPath, action: String) {
        let shape = sections.map { String($0.cells.count) }.joined(separator: ", ")
        Diagnostics.emit(
            Diagnostic(
                .invalidIndexPath,
                "Cannot \(action) the row at \(indexPath.tableDescription) of \(diagnosticName): it has "
                    + "\(sections.count) section(s) with [\(shape)] row(s). Nothing changed."))
    }

    private func reject(_ action: String, reason: String) {
        Diagnostics.emit(
            Diagnostic(.invalidContainerContent, "\(diagnosticName) cannot \(action): \(reason)."))
    }

    /// Enters a data-source default that calls the other vocabulary's requirement; `false` (with a
    /// diagnostic, once per reload) when already inside one, which means the data source
    /// implements neither vocabulary.
    func beginDataSourceFallback(_ dataSource: any UITableViewDataSource) -> Bool {
        guard fallbackDepth == 0 else {
            if !reportedIncompleteDataSource {
                reportedIncompleteDataSource = true
                Diagnostics.emit(
                    Diagnostic(
                        .tableDataSourceIncomplete,
                        "The data source \(type(of: dataSource)) of \(diagnosticName) implements neither "
                            + "tableView(_:numberOfRowsInSection:) with tableView(_:cellForRowAt:) nor "
                            + "numberOfRows(in:) with tableView(_:textForRowAt:); the table shows no rows. "
                            + "Implement one pair."))
            }
            return false
        }
        fallbackDepth += 1
        return true
    }

    func endDataSourceFallback() { fallbackDepth -= 1 }

    open override func prepareForDisplay() {
        if needsReload { reloadData() }
    }

    open override var renderKind: String { "TableView" }

    private var identifierPrefix: String { identifier.map { "\($0)." } ?? "" }

    func rowIdentifier(_ row: Int, section: Int = 0) -> String {
        section == 0 ? "\(identifierPrefix)row.\(row)" : "\(identifierPrefix)section.\(section).row.\(row)"
    }

    /// How a table groups its sections — UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Plain rows.
        case plain
        /// Sections as groups.
        case grouped
        /// Sections as inset, rounded groups.
        case insetGrouped
    }

    /// Where a row is scrolled to — UIKit's `UITableView.ScrollPosition`; recorded only.
    public enum ScrollPosition: Int, Sendable {
        /// Nowhere in particular.
        case none
        /// The top.
        case top
        /// The middle.
        case middle
        /// The bottom.
        case bottom
    }
}
