import Foundation

/// An action a user reveals by swiping a row — UIKit's `UIContextualAction`.
///
/// Return actions from a table delegate's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
/// (or a list layout's `trailingSwipeActionsConfigurationProvider`). A user's swipe (HeadlessUI's
/// `UIWindow.swipeLeft(_:)`) shows them on the row as buttons, `"<row>.action.<title>"`; a tap on
/// one runs the handler, whose completion hides the actions again.
///
/// ```swift
/// let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
///     store.archive(message)
///     completion(true)
/// }
/// ```
@preconcurrency @MainActor open class UIContextualAction {
    /// What runs when a user taps the action: the action, the view tapped, and the completion to
    /// call with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks and behaves.
    public let style: Style
    /// The title shown.
    open var title: String?
    /// The image shown; stored.
    open var image: UIImage?
    /// The background colour; stored.
    open var backgroundColor: UIColor!
    /// What a tap runs.
    public let handler: Handler

    /// Creates an action.
    /// - Parameters:
    ///   - style: Normal, or destructive (shown in red, for deleting).
    ///   - title: The title shown.
    ///   - handler: What a tap runs.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }

    /// How a contextual action looks — UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal
        /// An action that deletes something.
        case destructive
    }
}

/// The actions a swipe across a row reveals — UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor open class UISwipeActionsConfiguration {
    /// The actions, the first nearest the edge swiped from.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across runs the first action; stored.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`; an empty list reveals nothing.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// The button that shows a revealed swipe action on a row, rendered as `SwipeAction`.
@MainActor final class SwipeActionButton: UIButton {
    let contextualAction: UIContextualAction
    private let perform: (SwipeActionButton) -> Void

    init(action: UIContextualAction, perform: @escaping (SwipeActionButton) -> Void) {
        contextualAction = action
        self.perform = perform
        super.init(action.title ?? "")
    }

    override var renderKind: String { "SwipeAction" }
    override var renderDetail: String? {
        var parts = [quoted(contextualAction.title ?? "")]
        if contextualAction.style == .destructive { parts.append("destructive") }
        return parts.joined(separator: " ")
    }

    override func handleTap() -> Bool {
        perform(self)
        return true
    }
}

/// The control an editing table shows on a row whose editing style is delete or insert, rendered as
/// `EditingControl "delete"`. A tap on a delete control reveals the row's Delete button; on an
/// insert control it asks the data source to insert.
@MainActor final class EditingControlButton: UIButton {
    let style: UITableViewCell.EditingStyle
    private let perform: () -> Void

    init(style: UITableViewCell.EditingStyle, perform: @escaping () -> Void) {
        self.style = style
        self.perform = perform
        super.init(style == .insert ? "insert" : "delete")
    }

    override var renderKind: String { "EditingControl" }
    override var renderDetail: String? { quoted(style == .insert ? "insert" : "delete") }

    override func handleTap() -> Bool {
        perform()
        return true
    }
}
