import Foundation

/// The spinner a user pulls down to refresh a scroll view's content — HeadlessUI's
/// `UIRefreshControl`, rendered as `RefreshControl` (with `refreshing` while it refreshes).
///
/// Set it as a scroll view's (or a table view controller's) `refreshControl` and register an action
/// for `.valueChanged`. A user's pull (HeadlessUI's `UIWindow.pullToRefresh(_:)`, or a drag past the
/// top with `UIWindow.scroll(_:to:)`) starts refreshing and sends `.valueChanged`, as in UIKit;
/// ``beginRefreshing()`` in code changes the state and sends nothing. Call ``endRefreshing()`` when
/// the new content is in. A new control is not refreshing.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in self.reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false
    /// The title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Shows the control refreshing, as the app's code asks; sends no event.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Stops refreshing.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// A user's pull: starts refreshing and sends `.valueChanged`. Does nothing while already
    /// refreshing or when disabled.
    /// - Returns: Whether the pull started a refresh.
    package func performUserPull() -> Bool {
        guard isEnabled, !isRefreshing else { return false }
        isRefreshing = true
        sendActions(for: .valueChanged)
        return true
    }

    open override var renderKind: String { "RefreshControl" }

    open override var renderDetail: String? {
        var parts: [String] = []
        if let title = attributedTitle?.string { parts.append(quoted(title)) }
        if isRefreshing { parts.append("refreshing") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
