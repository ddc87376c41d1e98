import Foundation

/// Supplies a ``UITableView``'s sections and rows — HeadlessUI's `UITableViewDataSource`.
///
/// One protocol, two vocabularies. Implement either HeadlessUI's text rows
/// (``numberOfRows(in:)`` and ``tableView(_:textForRowAt:)-(_,Int)``: one section of plain text rows) or UIKit's
/// cells (``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)``, with
/// optional sections and header titles); each pair has defaults built on the other. A data source
/// that implements neither shows no rows and reports a `table.dataSourceIncomplete` diagnostic.
///
/// ```swift
/// final class Cities: NSObject, TableViewDataSource {
///     let names = ["Amsterdam", "Kyoto"]
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
///         cell.textLabel?.text = names[indexPath[1]]
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
    /// How many rows the table shows (HeadlessUI's one-section form).
    func numberOfRows(in tableView: UITableView) -> Int
    /// The text of one row (HeadlessUI's one-section form).
    func tableView(_ tableView: UITableView, textForRowAt row: Int) -> String
    /// How many sections the table has. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// How many rows `section` has (UIKit's form). Default: ``numberOfRows(in:)`` for section 0.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (UIKit's form). Default: a default-style cell showing
    /// ``tableView(_:textForRowAt:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of `section`'s header; `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// Asks UIKit's ``tableView(_:numberOfRowsInSection:)`` for section 0.
    public func numberOfRows(in tableView: UITableView) -> Int {
        guard tableView.beginDataSourceFallback(self) else { return 0 }
        defer { tableView.endDataSourceFallback() }
        return self.tableView(tableView, numberOfRowsInSection: 0)
    }

    /// The text label of UIKit's ``tableView(_:cellForRowAt:)`` for the row in section 0.
    public func tableView(_ tableView: UITableView, textForRowAt row: Int) -> String {
        guard tableView.beginDataSourceFallback(self) else { return "" }
        defer { tableView.endDataSourceFallback() }
        let cell = self.tableView(tableView, cellForRowAt: IndexPath(tableRow: row, section: 0))
        return cell.textLabel?.text ?? ""
    }

    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// HeadlessUI's ``numberOfRows(in:)`` for section 0; no rows elsewhere.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard section == 0, tableView.beginDataSourceFallback(self) else { return 0 }
        defer { tableView.endDataSourceFallback() }
        return numberOfRows(in: tableView)
    }

    /// A default-style cell whose text label shows HeadlessUI's ``tableView(_:textForRowAt:)``.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        guard let row = indexPath.tableRow, tableView.beginDataSourceFallback(self) else { return cell }
        defer { tableView.endDataSourceFallback() }
        cell.textLabel?.text = self.tableView(tableView, textForRowAt: row)
        return cell
    }

    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Hears a ``UITableView``'s row selections and answers layout questions — HeadlessUI's
/// `UITableViewDelegate`. Every requirement has a default.
///
/// HeadlessUI's ``tableView(_:didSelectRowAt:)-(_,Int)`` hears the selections of section 0 by row
/// number; UIKit's ``tableView(_:didSelectRowAt:)-(_,IndexPath)`` hears every selection (its
/// default calls the row-number form for section 0).
@preconcurrency @MainActor public protocol UITableViewDelegate: AnyObject {
    /// A row of section 0 was selected, by a tap or by ``UITableView/selectRow(at:)``.
    func tableView(_ tableView: UITableView, didSelectRowAt row: Int)
    /// A row was selected by a user's tap or ``UITableView/selectRow(at:)`` (not by
    /// ``UITableView/selectRow(at:animated:scrollPosition:)``, as in UIKit).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A row is about to be selected by a user: return it, another row to select instead, or
    /// `nil` to select nothing. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row is about to be deselected because a user selected another. Return it, or `nil` to
    /// keep it selected. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was deselected because a user selected another.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The height of the row at `indexPath`. Default: the table's ``UITableView/rowHeight``.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The cell for the row at `indexPath` is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt row: Int) {}

    /// Calls HeadlessUI's ``tableView(_:didSelectRowAt:)-(_,Int)`` for a row of section 0.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.tableSection == 0, let row = indexPath.tableRow else { return }
        self.tableView(tableView, didSelectRowAt: row)
    }

    /// Returns `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Returns `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// The table's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
}
