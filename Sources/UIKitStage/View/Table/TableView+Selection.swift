import Foundation
import ScenewrightCore

// A user's selection of rows, and selection in code.

extension UITableView {
    /// Whether a user's taps select several rows now (editing or not).
    private var selectsSeveral: Bool {
        editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var cellTapRefusal: String? {
        if editing, !allowsSelectionDuringEditing, !allowsMultipleSelectionDuringEditing {
            return "belongs to a table that is editing and does not allow selection during editing "
                + "(allowsSelectionDuringEditing is false)"
        }
        return allowsSelection || editing
            ? nil : "belongs to a table that does not allow selection (allowsSelection is false)"
    }

    /// A user's tap on the row at `indexPath`: it hides shown swipe actions (selecting nothing), or
    /// highlights the row and selects it as ``userSelectRow(at:)`` does.
    func userTapCell(at indexPath: IndexPath) {
        if hideSwipeActions() { return }
        if let delegate = tableDelegate {
            guard delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return }
            itemList.cell(at: indexPath)?.listSetHighlighted(true)
            delegate.tableView(self, didHighlightRowAt: indexPath)
            itemList.cell(at: indexPath)?.listSetHighlighted(false)
            delegate.tableView(self, didUnhighlightRowAt: indexPath)
        }
        userSelectRow(at: indexPath)
    }

    /// A user's selection of the row at `indexPath` (a tap, or ``selectRow(at:)``), with the
    /// delegate's will/did callbacks. With several rows selectable, a selected row is deselected.
    func userSelectRow(at indexPath: IndexPath) {
        guard itemList.validated(indexPath) != nil else {
            itemList.rejectIndexPath(indexPath, action: "select")
            return
        }
        if selectsSeveral, itemList.isSelected(indexPath) {
            userDeselect(indexPath)
            return
        }
        var target = indexPath
        if let delegate = tableDelegate {
            guard let redirected = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
            guard itemList.validated(redirected) != nil else {
                itemList.rejectIndexPath(redirected, action: "select (as willSelectRowAt asked)")
                return
            }
            target = redirected
        }
        if !selectsSeveral {
            for previous in itemList.selectedIndexPaths where previous != target { userDeselect(previous) }
        }
        itemList.setSelected(true, at: target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// A user's deselection: `willDeselectRowAt` may keep the row selected.
    private func userDeselect(_ indexPath: IndexPath) {
        guard let delegate = tableDelegate else {
            itemList.setSelected(false, at: indexPath)
            return
        }
        guard let confirmed = delegate.tableView(self, willDeselectRowAt: indexPath), confirmed == indexPath
        else {
            return
        }
        itemList.setSelected(false, at: indexPath)
        delegate.tableView(self, didDeselectRowAt: indexPath)
    }

    func selectFirstSectionRow(_ row: Int) {
        prepareForDisplay()
        let count = itemList.sections.first?.cells.count ?? 0
        guard row >= 0, row < count else {
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "Cannot select row \(row) of \(diagnosticName): it has \(count) row(s)."))
            return
        }
        userSelectRow(at: IndexPath(listItem: row, section: 0))
    }

    func selectInCode(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        let cell = itemList.selectInCode(indexPath, keepingOthers: selectsSeveral)
        if let cell, scrollPosition != .none {
            scroll(toShow: cell.frame, at: scrollPosition, animated: animated)
        }
    }
}
