import Foundation

// Editing mode, editing controls and swipe actions: how a user deletes or inserts a row.
//
// While the table is editing, each row that can be edited (the data source's `canEditRowAt`) with
// an editing style other than `.none` shows an `EditingControl`. Tapping a delete control reveals
// the row's trailing actions, as a swipe to the left does; tapping an insert control asks the data
// source to commit an insertion. The trailing actions are the delegate's
// `trailingSwipeActionsConfigurationForRowAt`, or, when it gives none, a Delete button that asks the
// data source to commit the deletion (UIKit's standard swipe to delete).

extension UITableView {
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        hideSwipeActions()
        if editing, !allowsSelectionDuringEditing, !allowsMultipleSelectionDuringEditing {
            itemList.clearSelection()
        }
        for (section, entry) in itemList.sections.enumerated() {
            for (row, cell) in entry.cells.enumerated() {
                guard let cell = cell as? UITableViewCell else { continue }
                prepareEditing(of: cell, at: IndexPath(listItem: row, section: section), animated: animated)
            }
        }
    }

    /// Gives a cell shown at `indexPath` the table's editing mode, its editing style and control.
    func prepareEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool = false) {
        cell.editingStyle = editing ? editingStyle(at: indexPath) : .none
        if cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
        cell.showListControls(baseControls(forCellAt: indexPath))
    }

    /// The editing style of a row: `.none` for a row the data source says cannot be edited.
    private func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    func baseControls(forCellAt indexPath: IndexPath) -> [UIView] {
        guard editing, let cell = itemList.cell(at: indexPath) as? UITableViewCell,
            cell.editingStyle != .none,
            let rowIdentifier = cell.identifier
        else { return [] }
        let style = cell.editingStyle
        let control = EditingControlButton(style: style) { [weak self, weak cell] in
            guard let self, let indexPath = cell?.shownIndexPath else { return }
            userTapEditingControl(at: indexPath, style: style)
        }
        control.identifier = "\(rowIdentifier).editingControl"
        return [control]
    }

    private func userTapEditingControl(at indexPath: IndexPath, style: UITableViewCell.EditingStyle) {
        guard itemList.cell(at: indexPath) != nil else { return }
        if style == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        } else {
            let actions = swipeActions(at: indexPath, trailing: true)
            if !actions.isEmpty { itemList.revealActions(actions, at: indexPath) }
        }
    }

    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> [UIContextualAction] {
        guard trailing else {
            return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)?
                .actions ?? []
        }
        if let configured = tableDelegate?.tableView(
            self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        {
            return configured.actions
        }
        guard editingStyle(at: indexPath) == .delete, let dataSource else { return [] }
        let title =
            tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) {
            [weak self, weak dataSource] _, _, done in
            if let self { dataSource?.tableView(self, commit: .delete, forRowAt: indexPath) }
            done(true)
        }
        return [delete]
    }

    func swipeActionsWillShow(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        (itemList.cell(at: indexPath) as? UITableViewCell)?.showingDeleteConfirmation = true
    }

    func swipeActionsDidHide(at indexPath: IndexPath) {
        (itemList.cell(at: indexPath) as? UITableViewCell)?.showingDeleteConfirmation = false
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// Hides the swipe actions shown on a row, if any; returns whether there were any.
    @discardableResult
    func hideSwipeActions() -> Bool { itemList.hideActions() }
}
