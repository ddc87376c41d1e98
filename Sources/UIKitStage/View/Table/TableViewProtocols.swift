import Foundation
import ScenewrightCore

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
    /// Whether the row at `indexPath` can be edited (deleted or inserted). Default `true`: "If this
    /// method isn't implemented, all rows are assumed to be editable."
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Deletes or inserts the row at `indexPath`, as a user asked with its Delete button or editing
    /// control: change the data, then call ``UITableView/deleteRows(at:with:)`` or
    /// ``UITableView/insertRows(at:with:)``. The default changes nothing and reports a
    /// `table.dataSourceIncomplete` diagnostic.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` can be moved. Default `false`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Moves the row at `sourceIndexPath` to `destinationIndexPath` in the data. Default: nothing.
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index; `nil` (the default) for none. Stored only: no index is shown.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section-index title leads to. Default: `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
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
        let cell = self.tableView(tableView, cellForRowAt: IndexPath(listItem: row, section: 0))
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
        guard let row = indexPath.listItem, tableView.beginDataSourceFallback(self) else { return cell }
        defer { tableView.endDataSourceFallback() }
        cell.textLabel?.text = self.tableView(tableView, textForRowAt: row)
        return cell
    }

    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Changes nothing and reports that the data source does not delete or insert rows.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        Diagnostics.emit(
            Diagnostic(
                .tableDataSourceIncomplete,
                "The data source \(type(of: self)) of \(tableView.diagnosticName) does not implement "
                    + "tableView(_:commit:forRowAt:), so the \(editingStyle == .insert ? "insertion" : "deletion") "
                    + "of the row at \(indexPath.listDescription("row")) a user asked for changed nothing. "
                    + "Implement it: change the data, then call deleteRows(at:with:) or insertRows(at:with:)."
            ))
    }

    /// No row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// Returns `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        index
    }
}

/// Hears a ``UITableView``'s row selections and answers layout questions — HeadlessUI's
/// `UITableViewDelegate`. Every requirement has a default.
///
/// HeadlessUI's ``tableView(_:didSelectRowAt:)-(_,Int)`` hears the selections of section 0 by row
/// number; UIKit's ``tableView(_:didSelectRowAt:)-(_,IndexPath)`` hears every selection (its
/// default calls the row-number form for section 0).
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
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
    /// The cell that showed the row at `indexPath` left the table (a reload or a deletion).
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a user's touch highlights the row (and so can select it). Default `true`.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A user's touch highlighted the row.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A view to show above `section`; `nil` (the default) shows the data source's title, if any.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view to show below `section`; `nil` (the default) shows the data source's title, if any.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The height of `section`'s header. Default: the table's ``UITableView/sectionHeaderHeight``.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer. Default: the table's ``UITableView/sectionFooterHeight``.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// `section`'s header view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// `section`'s footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The editing style of the row at `indexPath` while the table is editing. Default
    /// ``UITableViewCell/EditingStyle/delete``.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    /// The title of the row's Delete button. Default `"Delete"`.
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    /// Whether the row is indented while editing; stored by the cell. Default `true`.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A user's swipe (or an editing control) is about to show the row's actions.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's actions were hidden again.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The actions a swipe to the right reveals; `nil` (the default) for none.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions a swipe to the left reveals; `nil` (the default) for the standard Delete button
    /// when the row's editing style is ``UITableViewCell/EditingStyle/delete``.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The row's detail button was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt row: Int) {}

    /// Calls HeadlessUI's ``tableView(_:didSelectRowAt:)-(_,Int)`` for a row of section 0.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.listSection == 0, let row = indexPath.listItem else { return }
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

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Returns `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// Returns `nil`.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// Returns `nil`.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// The table's ``UITableView/sectionHeaderHeight``.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's ``UITableView/sectionFooterHeight``.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {}

    /// Returns ``UITableViewCell/EditingStyle/delete``.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    /// Returns `"Delete"`.
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Delete" }

    /// Returns `true`.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
        -> Bool
    {
        true
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// Returns `nil`.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// Returns `nil`: the standard Delete button.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
