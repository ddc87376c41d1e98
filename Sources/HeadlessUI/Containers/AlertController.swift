/// One button of an ``AlertController``.
public struct AlertAction {
    /// How the action is styled.
    public enum Style: Sendable { case `default`, cancel, destructive }

    /// The button's title; its identifier on screen is `"alert.<title>"`.
    public let title: String
    /// How the action is styled.
    public let style: Style
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: How the action is styled.
    ///   - handler: Runs after the alert is dismissed by a tap on this action.
    public init(title: String, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet — HeadlessUI's `UIAlertController`.
///
/// Present it like any controller; its presenter stays on screen and gets no callbacks. Each action
/// is a button with identifier `"alert.<title>"`; tapping one dismisses the alert, then runs the
/// action's handler.
///
/// ```swift
/// let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in store.delete() })
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// host.present(alert, animated: true)
/// try window.tap("alert.Delete")
/// ```
@preconcurrency @MainActor open class AlertController: ViewController {
    /// Whether the alert is a centred alert or an action sheet.
    public enum Style: Sendable { case alert, actionSheet }

    /// The message below the title.
    public var message: String?
    /// Whether the alert is a centred alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []

    /// Creates an alert.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an action button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        if let root = viewIfLoaded { root.addSubview(button(for: action)) }
    }

    open override func loadView() {
        let root = ContainerView()
        if let message { root.addSubview(Label(message).identified("alert.message")) }
        for action in actions { root.addSubview(button(for: action)) }
        view = root
    }

    open override var renderKind: String {
        preferredStyle == .alert ? "AlertController" : "ActionSheet"
    }

    var renderTitle: String? { title.map(quoted) }

    private func button(for action: AlertAction) -> Button {
        Button(action.title) { [weak self] in
            guard let self else { return }
            self.dismiss(animated: true) { action.handler?(action) }
        }.identified("alert.\(action.title)")
    }
}
