import Foundation
import ScenewrightCore

/// A view controller whose view is a table it serves — HeadlessUI's `UITableViewController`.
///
/// Its view is a ``UITableView`` in the style it was made with (unless you set ``tableView``),
/// with the controller as the table's data source and delegate. When
/// ``clearsSelectionOnViewWillAppear`` is `true` (the default) its ``viewWillAppear(_:)`` clears
/// the table's selection, and its ``setEditing(_:animated:)`` passes the editing mode on to the
/// table, so an ``UIViewController/editButtonItem`` in the navigation bar toggles the table's
/// editing.
///
/// Subclasses override the data source and delegate methods, as in UIKit:
///
/// ```swift
/// final class CitiesViewController: UITableViewController {
///     let cities = ["Amsterdam", "Kyoto"]
///     init() { super.init(style: .insetGrouped) }
///     required init?(coder: NSCoder) { nil }
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cities.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
///         cell.textLabel?.text = cities[indexPath.row]
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource,
    UITableViewDelegate
{
    /// Whether the selection is cleared each time the table is about to appear. Default `true`.
    open var clearsSelectionOnViewWillAppear = true

    private let tableStyle: UITableView.Style
    private var managedTableView: UITableView?
    private var storedRefreshControl: UIRefreshControl?

    /// Creates a controller whose table will have `style` — UIKit's designated initializer.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table. HeadlessUI loads no nibs (see
    /// ``UIViewController/init(nibName:bundle:)``).
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a plain table; there are no archives here, so `coder` is not read
    /// (see ``UIViewController/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table the controller manages: its view, loaded on first read. Setting one makes it the
    /// view (when the view is loaded) and gives it the ``refreshControl``.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return managedTableView
        }
        set {
            managedTableView = newValue
            newValue?.refreshControl = storedRefreshControl
            if isViewLoaded, let newValue { view = newValue }
        }
    }

    /// The refresh control of the table.
    open var refreshControl: UIRefreshControl? {
        get { storedRefreshControl }
        set {
            storedRefreshControl = newValue
            managedTableView?.refreshControl = newValue
        }
    }

    /// Makes the table (unless one was set) with the controller as its data source and delegate,
    /// and makes it the view.
    open override func loadView() {
        let table = managedTableView ?? makeTable()
        table.refreshControl = storedRefreshControl
        managedTableView = table
        view = table
    }

    private func makeTable() -> UITableView {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        return table
    }

    /// Clears the table's selection when ``clearsSelectionOnViewWillAppear`` is `true`. Override it
    /// calling `super` to keep that.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear { managedTableView?.itemList.clearSelection() }
    }

    /// Does nothing: there are no scroll indicators to flash. Override it calling `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        managedTableView?.flashScrollIndicators()
    }

    /// Sets ``UIViewController/isEditing`` and the table's editing mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: The table's data source (override what the table needs)

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain cell; override it to return your rows' cells.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Changes nothing and reports that the controller does not delete or insert rows; override it to.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        Diagnostics.emit(
            Diagnostic(
                .tableDataSourceIncomplete,
                "\(diagnosticName) does not override tableView(_:commit:forRowAt:), so the "
                    + "\(editingStyle == .insert ? "insertion" : "deletion") of the row at "
                    + "\(indexPath.listDescription("row")) a user asked for changed nothing."))
    }
    /// No row can be moved.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Returns `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        index
    }

    // MARK: The table's delegate (override what you need)

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Returns `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// The table's ``UITableView/rowHeight``.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Returns `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Returns `nil`: the data source's title, if any, is shown.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Returns `nil`: the data source's title, if any, is shown.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// The table's ``UITableView/sectionHeaderHeight``.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's ``UITableView/sectionFooterHeight``.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    {}
    /// Returns ``UITableViewCell/EditingStyle/delete``.
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    /// Returns `"Delete"`.
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Delete" }
    /// Returns `true`.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    {
        true
    }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Returns `nil`.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Returns `nil`: the standard Delete button.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: The table's scrolling (override what you need)

    /// Does nothing: override it to hear every change of the table's offset.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing: override it to hear a user's drag begin.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target offset as it is.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing: override it to hear a user's drag end.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing: the table moves on after a drag.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing: the table came to rest after a drag.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing: an animated scroll ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Lets a tap on the status bar scroll to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing: the table scrolled to the top.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing: the adjusted content inset changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// No view zooms.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing: zooming starts.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing: zooming ended.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    {}
    /// Does nothing: the zoom changed.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
