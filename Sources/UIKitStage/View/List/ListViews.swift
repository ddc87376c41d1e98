import Foundation

// What tables and collection views share about the views they show: cells and supplementary views
// (headers, footers) are handed out by a reuse queue, placed at an index path, and taken back.

/// A view a table or a collection view makes, shows, takes back and hands out again: a cell, a
/// table's header or footer view, a collection view's supplementary view.
@MainActor protocol ListReusableView: UIView {
    /// Makes one for a reuse queue (through the class's designated initializer).
    init()
    /// The identifier it was made for and is reused under.
    var reuseIdentifier: String? { get set }
    /// The reuse queue it belongs to: empty for cells, else a supplementary kind.
    var reuseKind: String { get set }
    /// The table or collection view showing it, while one does.
    var listOwner: (any ItemListView)? { get set }
    /// Where the list shows it, while it does.
    var shownIndexPath: IndexPath? { get set }
    /// Called before the view is handed out again.
    func prepareForReuse()
}

/// A cell: a reusable view a user can tap, select and highlight.
@MainActor protocol ListCellView: ListReusableView {
    /// The list changed the cell's selection (a table calls `setSelected(_:animated:)`, a
    /// collection view sets `isSelected`).
    func listSetSelected(_ selected: Bool)
    /// The list changed the cell's highlight.
    func listSetHighlighted(_ highlighted: Bool)
    /// The controls the list shows on the cell (an editing control, swipe actions), after its
    /// content.
    var listControls: [UIView] { get set }
    /// The view behind the cell's content (UIKit's, on both kinds of cell).
    var backgroundView: UIView? { get set }
    /// The view behind a selected cell's content.
    var selectedBackgroundView: UIView? { get set }
    /// How the cell's background looks.
    var backgroundConfiguration: UIBackgroundConfiguration? { get }
}

/// A table or a collection view: a scroll view showing an ``ItemList``.
@MainActor protocol ItemListView: UIScrollView {
    /// The sections, cells, selection and reuse queues shown.
    var itemList: ItemList { get }
    /// A user's tap on the cell at `indexPath`, which the list shows now.
    func userTapCell(at indexPath: IndexPath)
    /// Why a user's tap on a cell does nothing now, or `nil`.
    var cellTapRefusal: String? { get }
    /// A plain cell, shown where a data source gave an unusable one.
    func placeholderCell() -> any ListCellView
    /// The controls the list shows on the cell at `indexPath` before any swipe actions (a table's
    /// editing control).
    func baseControls(forCellAt indexPath: IndexPath) -> [UIView]
    /// The swipe actions of the row at `indexPath`, on its trailing or leading edge.
    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> [UIContextualAction]
    /// Swipe actions are about to show on the row at `indexPath`.
    func swipeActionsWillShow(at indexPath: IndexPath)
    /// The swipe actions of the row at `indexPath` ended.
    func swipeActionsDidHide(at indexPath: IndexPath)
    /// Reads the data source again (a diffable data source's new snapshot), keeping the cells and
    /// sections `kept` maps to old ones.
    func showSnapshot(keeping kept: ItemList.Kept)
    /// Asks the data source again for the cells at `indexPaths`, handing back the cells shown.
    func reconfigureCells(at indexPaths: [IndexPath])
}

extension ListCellView {
    /// Why a user's tap on this cell does nothing now, or `nil`.
    var listTapRefusal: String? {
        guard reuseKind.isEmpty else { return "is a supplementary view, not an item" }
        guard let listOwner else { return "is not shown by a table or a collection view" }
        return listOwner.cellTapRefusal
    }

    /// A user's tap: the list showing the cell hears it. `false` when no list shows it or the list
    /// refuses taps.
    func performListTap() -> Bool {
        guard let listOwner, let indexPath = shownIndexPath, listTapRefusal == nil else { return false }
        listOwner.userTapCell(at: indexPath)
        return true
    }
}

extension ListCellView {
    /// The cell's background configuration was set: a configuration is the background, so the
    /// background colour and views are reset to `nil`, as in UIKit. Setting `nil` keeps them.
    func backgroundConfigurationDidChange() {
        guard backgroundConfiguration != nil else { return }
        backgroundColor = nil
        backgroundView = nil
        selectedBackgroundView = nil
    }

    /// Shows `controls` on the cell (as subviews after its content), replacing the ones shown.
    func showListControls(_ controls: [UIView]) {
        for old in listControls where !controls.contains(where: { $0 === old }) { old.removeFromSuperview() }
        for control in controls where control.superview !== self { addSubview(control) }
        listControls = controls
    }
}

/// The view kept in `storage`, made with `make` on its first use: how cells and header views make
/// their labels and image views only when code asks for them.
@MainActor func madeOnFirstUse<View: UIView>(_ storage: inout View?, _ make: () -> View) -> View {
    if let storage { return storage }
    let made = make()
    storage = made
    return made
}
