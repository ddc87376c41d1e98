import Foundation

// A user's drags on scroll views and swipes across rows: scrolling, pulling to refresh, revealing a
// row's swipe actions. Like taps, they reach only the frontmost presentation.

extension UIWindow {
    /// The user drags the scroll view (a table, a collection view) with `identifier` until its
    /// content offset is `contentOffset`, then lets go.
    ///
    /// The delegate hears what a drag sends on iOS, in order: `scrollViewWillBeginDragging`,
    /// `scrollViewDidScroll`, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (it
    /// may move the target), `scrollViewDidEndDragging(_:willDecelerate:)` and, when the content
    /// still moves — to the delegate's target, or back inside the content after a pull past an
    /// edge — `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`,
    /// `scrollViewDidEndDecelerating`. A ``UIScrollView/keyboardDismissMode`` other than `.none`
    /// dismisses the keyboard as the drag begins; pulling more than 60 points past the top starts
    /// the ``UIScrollView/refreshControl``.
    ///
    /// ```swift
    /// try window.scroll("feed", to: CGPoint(x: 0, y: 2_000))   // the feed loads its next page
    /// ```
    /// - Parameters:
    ///   - identifier: The identifier of the scroll view.
    ///   - contentOffset: Where the drag moves the content.
    /// - Throws: What ``tap(_:)`` throws when nothing with `identifier` can be touched;
    ///   `WindowError.gestureRefused(identifier:reason:)` when it is not a scroll view or its
    ///   scrolling is disabled.
    public func scroll(_ identifier: String, to contentOffset: CGPoint) throws(WindowError) {
        let scrollView = try touchableScrollView(identifier)
        if let refusal = scrollView.performUserDrag(to: contentOffset) {
            throw .gestureRefused(identifier: identifier, reason: refusal)
        }
    }

    /// The user pulls the content of the scroll view with `identifier` down past its top and lets
    /// go: its refresh control starts refreshing and sends `.valueChanged`, as in UIKit (see
    /// ``scroll(_:to:)`` for the delegate's calls).
    ///
    /// ```swift
    /// try window.pullToRefresh("inbox")
    /// ```
    /// - Parameter identifier: The identifier of the scroll view (a table, a collection view).
    /// - Throws: What ``scroll(_:to:)`` throws, and `WindowError.gestureRefused(identifier:reason:)`
    ///   when it has no refresh control, or its control is disabled or already refreshing.
    public func pullToRefresh(_ identifier: String) throws(WindowError) {
        let scrollView = try touchableScrollView(identifier)
        guard let control = scrollView.refreshControl else {
            throw .gestureRefused(identifier: identifier, reason: "it has no refresh control")
        }
        guard control.isEnabled, !control.isRefreshing else {
            let state = control.isRefreshing ? "already refreshing" : "disabled"
            throw .gestureRefused(identifier: identifier, reason: "its refresh control is \(state)")
        }
        let top = CGPoint(
            x: scrollView.contentOffset.x,
            y: -scrollView.adjustedContentInset.top - UIScrollView.refreshPullDistance - 20)
        if let refusal = scrollView.performUserDrag(to: top) {
            throw .gestureRefused(identifier: identifier, reason: refusal)
        }
    }

    /// The user swipes the row (a table's row, a list's item) with `identifier` to the left,
    /// revealing its trailing swipe actions as buttons, `"<row>.action.<title>"`, which a tap runs.
    ///
    /// A table's actions are its delegate's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`,
    /// or, when that gives none and the row's editing style is delete, UIKit's Delete button, whose
    /// tap asks the data source to commit the deletion; a list's are its configuration's
    /// `trailingSwipeActionsConfigurationProvider`. The table's delegate hears
    /// `tableView(_:willBeginEditingRowAt:)`, and `tableView(_:didEndEditingRowAt:)` when an action
    /// completes or another tap hides them.
    ///
    /// ```swift
    /// try window.swipeLeft("messages.row.2")
    /// try window.tap("messages.row.2.action.Delete")   // tableView(_:commit:forRowAt:) deletes it
    /// ```
    /// - Parameter identifier: The identifier of the row.
    /// - Throws: What ``tap(_:)`` throws when nothing with `identifier` can be touched;
    ///   `WindowError.gestureRefused(identifier:reason:)` when it is not a row or has no trailing
    ///   actions.
    public func swipeLeft(_ identifier: String) throws(WindowError) {
        try swipeRow(identifier, revealingTrailing: true)
    }

    /// The user swipes the row with `identifier` to the right, revealing its leading swipe actions
    /// (see ``swipeLeft(_:)``).
    /// - Parameter identifier: The identifier of the row.
    /// - Throws: As ``swipeLeft(_:)``.
    public func swipeRight(_ identifier: String) throws(WindowError) {
        try swipeRow(identifier, revealingTrailing: false)
    }

    private func swipeRow(_ identifier: String, revealingTrailing: Bool) throws(WindowError) {
        let view = try touchableView(identifier)
        if let refusal = view.userTapRefusal {
            throw .disabled(identifier: identifier, reason: "\(view.renderKind) \(refusal)")
        }
        if let refusal = view.performUserSwipe(revealingTrailing: revealingTrailing) {
            throw .gestureRefused(identifier: identifier, reason: "the \(view.renderKind) \(refusal)")
        }
    }

    private func touchableScrollView(_ identifier: String) throws(WindowError) -> UIScrollView {
        let view = try touchableView(identifier)
        guard let scrollView = view as? UIScrollView else {
            throw .gestureRefused(
                identifier: identifier, reason: "the \(view.renderKind) is not a scroll view")
        }
        if let refusal = scrollView.userTapRefusal {
            throw .disabled(identifier: identifier, reason: "\(scrollView.renderKind) \(refusal)")
        }
        return scrollView
    }
}
