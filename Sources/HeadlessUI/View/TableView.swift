/// Supplies the rows of a ``TableView``.
@preconcurrency @MainActor public protocol TableViewDataSource: AnyObject {
    /// How many rows the table shows.
    func numberOfRows(in tableView: TableView) -> Int
    /// The text of one row.
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String
}

/// Hears about a ``TableView``'s row selections.
@preconcurrency @MainActor public protocol TableViewDelegate: AnyObject {
    /// A row was selected, by a tap or by ``TableView/selectRow(at:)``.
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}
}

/// A list of text rows from a data source — HeadlessUI's `UITableView`.
///
/// Rows are real subviews of kind `Cell` with identifiers `"<identifier>.row.<n>"` (or `"row.<n>"`
/// when the table has no identifier), so they can be found and tapped. The table reads its data
/// source when it is first shown and on every ``reloadData()``, like UIKit.
///
/// ```swift
/// let table = TableView().identified("cities")
/// table.dataSource = citiesController
/// table.delegate = citiesController
/// try window.tap("cities.row.0")   // calls tableView(_:didSelectRowAt: 0)
/// ```
@preconcurrency @MainActor open class TableView: View {
    /// Supplies the rows. Held weakly.
    public weak var dataSource: (any TableViewDataSource)? { didSet { needsReload = true } }
    /// Hears row selections. Held weakly.
    public weak var delegate: (any TableViewDelegate)?
    /// The most recently selected row.
    public private(set) var indexForSelectedRow: Int?

    private var needsReload = true

    /// Creates an empty table.
    public override init() { super.init() }

    /// The number of rows currently shown.
    public var numberOfRows: Int {
        prepareForDisplay()
        return subviews.count
    }

    /// Reads the data source again and rebuilds the rows.
    public func reloadData() {
        needsReload = false
        let count = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        var cells: [View] = []
        cells.reserveCapacity(count)
        for row in 0..<count {
            let text = dataSource?.tableView(self, textForRowAt: row) ?? ""
            cells.append(TableViewCell(table: self, row: row, text: text))
        }
        setSubviewsQuietly(cells)
    }

    /// Selects `row` as a tap would, calling the delegate. Out-of-range rows are rejected with a
    /// diagnostic naming the table.
    /// - Parameter row: The row to select.
    public func selectRow(at row: Int) {
        let count = numberOfRows
        guard row >= 0, row < count else {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .invalidContainerContent,
                    "Cannot select row \(row) of \(diagnosticName): it has \(count) row(s)."))
            return
        }
        indexForSelectedRow = row
        delegate?.tableView(self, didSelectRowAt: row)
    }

    open override func prepareForDisplay() {
        if needsReload { reloadData() }
    }

    open override var renderKind: String { "TableView" }

    func rowIdentifier(_ row: Int) -> String {
        if let identifier { return "\(identifier).row.\(row)" }
        return "row.\(row)"
    }
}

/// One row of a ``TableView``: rendered as `Cell`, tappable.
@MainActor final class TableViewCell: View {
    private weak var table: TableView?
    let row: Int
    let text: String

    init(table: TableView, row: Int, text: String) {
        self.table = table
        self.row = row
        self.text = text
        super.init()
        identifier = table.rowIdentifier(row)
    }

    override var renderKind: String { "Cell" }
    override var renderDetail: String? { quoted(text) }
    override func handleTap() -> Bool {
        // Keep the table alive for the whole tap: the delegate may dismiss its controller.
        guard let table else { return false }
        table.selectRow(at: row)
        return true
    }
}
