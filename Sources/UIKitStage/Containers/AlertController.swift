import Foundation
import ScenewrightCore

/// One button of an ``UIAlertController`` — HeadlessUI's `UIAlertAction`.
///
/// A class, as in UIKit: keep a reference to enable or disable it later.
///
/// ```swift
/// let save = AlertAction(title: "Save", style: .default) { _ in store.save() }
/// save.isEnabled = false   // until the name field has text
/// alert.addAction(save)
/// ```
@preconcurrency @MainActor open class UIAlertAction {
    /// How the action is styled.
    public enum Style: Int, Sendable {
        /// The default style.
        case `default` = 0
        /// Cancels and leaves things as they were.
        case cancel = 1
        /// Changes or deletes data.
        case destructive = 2
    }

    /// The button's title. On screen its identifier is `"alert.<title>"`, or `"alert.action.<n>"`
    /// (its index among the alert's actions) when the title is `nil`.
    public let title: String?
    /// How the action is styled.
    public let style: Style
    /// Whether a user can tap the action. A tap on a disabled action throws
    /// `WindowError/disabled(identifier:reason:)` and runs nothing. Default `true`.
    open var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// Creates an action.
    /// - Parameters:
    ///   - title: The button's title; `nil` shows no text.
    ///   - style: How the action is styled.
    ///   - handler: Runs after the alert is dismissed by a tap on this action.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet — HeadlessUI's `UIAlertController`.
///
/// Present it like any controller; its presenter stays on screen and gets no callbacks. Each action
/// is a button with identifier `"alert.<title>"` (`"alert.action.<n>"` for an action without a
/// title); tapping one dismisses the alert, then runs the action's handler. An alert can also hold
/// text fields (`"alert.textField.<n>"`), which a user types into before tapping an action.
///
/// ```swift
/// let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in store.delete() })
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// host.present(alert, animated: true)
/// try window.tap("alert.Delete")
/// ```
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    /// Whether the alert is a centred alert or an action sheet.
    public enum Style: Int, Sendable {
        /// A sheet of actions rising from the bottom of the screen.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The message below the title.
    open var message: String?
    /// Whether the alert is a centred alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added; `nil` until the first is added.
    public private(set) var textFields: [UITextField]?

    /// The action a user would pick by pressing Return; shown as `preferred`. Must be one of
    /// ``actions``: another is rejected with a diagnostic and the value stays.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Diagnostics.emit(
                    Diagnostic(
                        .invalidContainerContent,
                        "Cannot make \(Self.name(of: newValue)) the preferred action of \(diagnosticName): "
                            + "it is not one of its actions. Add it with addAction(_:) first."))
                return
            }
            preferredActionStorage = newValue
        }
    }
    private var preferredActionStorage: UIAlertAction?

    /// Creates an alert.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Creates an alert with no title, message or actions, as UIKit's `UIAlertController()` does.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        self.message = nil
        self.preferredStyle = .alert
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    /// Creates an alert with no title, message or actions; `coder` is not read.
    public override init?<Coder: NSCoder>(coder: Coder) {
        self.message = nil
        self.preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an action button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field to an alert; an action sheet cannot hold one (UIKit raises): that is
    /// rejected with a diagnostic and nothing is added.
    /// - Parameter configurationHandler: Called at once with the new field, to configure it.
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "Cannot add a text field to \(diagnosticName): it is an action sheet, and only an alert "
                        + "(preferredStyle .alert) holds text fields."))
            return
        }
        var fields = textFields ?? []
        let field = UITextField().identified("alert.textField.\(fields.count)")
        fields.append(field)
        textFields = fields
        configurationHandler?(field)
    }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    open override var renderKind: String {
        preferredStyle == .alert ? "AlertController" : "ActionSheet"
    }

    package var renderTitle: String? { title.map(quoted) }

    /// The identifier of `action`'s button.
    func identifier(of action: UIAlertAction, at index: Int) -> String {
        action.title.map { "alert.\($0)" } ?? "alert.action.\(index)"
    }

    private static func name(of action: UIAlertAction) -> String {
        action.title.map { "the action \"\($0)\"" } ?? "an untitled action"
    }

    /// The button for each action, kept across renders.
    private var buttons: [ObjectIdentifier: AlertActionButton] = [:]

    func button(for action: UIAlertAction, at index: Int) -> AlertActionButton {
        let button =
            buttons[ObjectIdentifier(action)]
            ?? {
                let made = AlertActionButton(action: action, alert: self)
                buttons[ObjectIdentifier(action)] = made
                return made
            }()
        button.identifier = identifier(of: action, at: index)
        return button
    }

    /// A tap on `action`: dismisses the alert, then runs the handler.
    func perform(_ action: UIAlertAction) {
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// The root view of an alert: its message, text fields and action buttons, rebuilt before each
/// render or search so later changes (a new action, a new message) show.
@MainActor final class AlertContentView: ContainerView {
    private weak var alert: UIAlertController?
    private lazy var messageLabel = UILabel("").identified("alert.message")

    init(alert: UIAlertController) {
        self.alert = alert
        super.init()
        prepareForDisplay()
    }

    override func prepareForDisplay() {
        guard let alert else { return }
        var views: [UIView] = []
        if let message = alert.message {
            messageLabel.text = message
            views.append(messageLabel)
        }
        views.append(contentsOf: alert.textFields ?? [])
        for (index, action) in alert.actions.enumerated() {
            views.append(alert.button(for: action, at: index))
        }
        if !views.elementsEqual(subviews, by: ===) {
            setSubviewsQuietly(views)
        }
    }
}

/// The button of one alert action.
@MainActor final class AlertActionButton: UIButton {
    private let alertAction: UIAlertAction
    private weak var alert: UIAlertController?

    init(action: UIAlertAction, alert: UIAlertController) {
        self.alertAction = action
        self.alert = alert
        super.init(action.title ?? "")
    }

    override var renderKind: String { "Button" }
    override var renderDetail: String? {
        var parts: [String] = []
        if let title = alertAction.title { parts.append(quoted(title)) }
        if alert?.preferredAction === alertAction { parts.append("preferred") }
        if !alertAction.isEnabled { parts.append("disabled") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    override var tapRefusal: String? {
        alertAction.isEnabled ? nil : "is disabled (the AlertAction's isEnabled is false)"
    }

    /// A user's tap: the button's `.touchUpInside`, which selects the action.
    override func handleTap() -> Bool {
        guard alertAction.isEnabled, alert != nil else { return false }
        sendActions(for: .touchUpInside)
        return true
    }

    /// `.touchUpInside` selects an enabled action, however it was sent (a tap, or a test's
    /// `sendActions(for: .touchUpInside)`): the alert is dismissed, then the handler runs.
    override func sendBuiltInActions(for controlEvents: Event) {
        super.sendBuiltInActions(for: controlEvents)
        guard controlEvents.contains(.touchUpInside), alertAction.isEnabled, let alert else { return }
        alert.perform(alertAction)
    }
}
