import Foundation

// A user's swipe across a row reveals its swipe actions as buttons on the row; a tap on one runs
// it. Tables and list-style collection views share this.

extension ItemList {
    /// The swipe actions shown on one row.
    struct RevealedActions {
        var indexPath: IndexPath
        var buttons: [UIView]
    }

    /// Shows `actions` on the cell at `indexPath`, after `owner`'s own controls for that cell,
    /// hiding any shown on another row first. A tap on one hides them all, then runs the action's
    /// handler with the button as its view; the handler's completion tells the owner the actions
    /// ended.
    func revealActions(_ actions: [UIContextualAction], at indexPath: IndexPath) {
        hideActions()
        guard let cell = cell(at: indexPath) else { return }
        owner.swipeActionsWillShow(at: indexPath)
        let buttons: [UIView] = actions.map { action in
            SwipeActionButton(action: action) { [weak self] button in
                self?.perform(action, from: button, at: indexPath)
            }
        }
        for button in buttons {
            if let identifier = cell.identifier,
                let title = (button as? SwipeActionButton)?.contextualAction.title
            {
                button.identifier = "\(identifier).action.\(title)"
            }
        }
        revealed = RevealedActions(indexPath: indexPath, buttons: buttons)
        cell.showListControls(owner.baseControls(forCellAt: indexPath) + buttons)
    }

    /// Hides the swipe actions shown, telling the owner they ended. Returns whether any were shown.
    @discardableResult
    func hideActions() -> Bool {
        guard let shown = revealed else { return false }
        revealed = nil
        if let cell = cell(at: shown.indexPath) {
            cell.showListControls(owner.baseControls(forCellAt: shown.indexPath))
        }
        owner.swipeActionsDidHide(at: shown.indexPath)
        return true
    }

    private func perform(_ action: UIContextualAction, from button: UIView, at indexPath: IndexPath) {
        guard let shown = revealed, shown.indexPath == indexPath else { return }
        revealed = nil
        if let cell = cell(at: indexPath) { cell.showListControls(owner.baseControls(forCellAt: indexPath)) }
        let owner = self.owner
        action.handler(action, button) { _ in owner.swipeActionsDidHide(at: indexPath) }
    }
}

extension UIView {
    /// A user's swipe across this view, a row of a table or a list: to the left it reveals the
    /// trailing actions (`revealingTrailing`), to the right the leading ones. Returns why nothing
    /// was revealed, or `nil` when actions are shown.
    package func performUserSwipe(revealingTrailing trailing: Bool) -> String? {
        guard let cell = self as? any ListCellView, let owner = cell.listOwner,
            let indexPath = cell.shownIndexPath
        else { return "is not a row of a table or a list" }
        let actions = owner.swipeActions(at: indexPath, trailing: trailing)
        guard !actions.isEmpty else { return "has no \(trailing ? "trailing" : "leading") swipe actions" }
        owner.itemList.revealActions(actions, at: indexPath)
        return nil
    }
}
