import Foundation

/// A tappable button with a title — HeadlessUI's `UIButton`.
///
/// Make one HeadlessUI's way, with a title and a closure, or UIKit's way, with a type and
/// per-state titles, actions and images. A user's tap (``tap()``, ``UIWindow/tap(_:)``) sends
/// `.touchDown`, then `.touchUpInside` and `.primaryActionTriggered`; the closure runs as the
/// primary action, before the ``UIAction``s registered for `.primaryActionTriggered`. A disabled
/// button ignores taps.
///
/// ```swift
/// let save = Button("Save") { store.save() }.identified("save")
/// save.tap()
///
/// let next = Button(type: .system)
/// next.setTitle("Next", for: .normal)
/// next.addAction(Action { _ in showNext() }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor open class UIButton: UIControl {
    /// The closure a tap runs, as the primary action.
    public final var action: @MainActor () -> Void

    /// The kind of button, fixed when created.
    public private(set) var buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var primaryAction: UIAction?
    private lazy var storedTitleLabel = UILabel()
    /// The configuration, menu and their handlers, made on first use (Button+Configuration.swift).
    var configurationState: ButtonConfigurationState?

    /// How the button looks (UIKit's iOS 15 button configuration): its title, image and colours.
    /// The title (or attributed title) renders as the button's title; the rest is stored. Setting
    /// it runs ``configurationUpdateHandler``.
    open var configuration: Configuration? {
        get { configurationState?.configuration }
        set {
            writableConfigurationState.configuration = newValue
            updateConfiguration()
        }
    }

    /// Called when the button's configuration should follow its state, with the button; it sets
    /// ``configuration``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationState?.updateHandler }
        set {
            writableConfigurationState.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks the button to update its configuration: runs ``updateConfiguration()`` now.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Updates the configuration: calls ``configurationUpdateHandler``. Override to adjust the
    /// configuration for the button's state.
    open func updateConfiguration() {
        guard let state = configurationState, let handler = state.updateHandler, !state.isUpdating else {
            return
        }
        state.isUpdating = true
        defer { state.isUpdating = false }
        handler(self)
    }

    /// The menu the button shows: on a long press, or on a tap when ``showsMenuAsPrimaryAction``.
    /// HeadlessUI's `UIWindow.openContextMenu(_:)` opens it.
    open var menu: UIMenu? {
        get { configurationState?.menu }
        set { writableConfigurationState.menu = newValue }
    }

    /// Whether a tap shows the ``menu`` instead of sending the primary action. Default `false`.
    open var showsMenuAsPrimaryAction: Bool {
        get { configurationState?.showsMenuAsPrimaryAction ?? false }
        set { writableConfigurationState.showsMenuAsPrimaryAction = newValue }
    }

    /// Creates a button.
    /// - Parameters:
    ///   - title: The title shown.
    ///   - action: What a tap does.
    public init(_ title: String, action: @escaping @MainActor () -> Void = {}) {
        self.action = action
        self.buttonType = .system
        super.init()
        titles[0] = title
    }

    /// Creates a button of `buttonType` with no title, as `UIButton(type:)` does.
    public init(type buttonType: ButtonType) {
        self.action = {}
        self.buttonType = buttonType
        super.init()
    }

    /// Creates a button of `buttonType` showing and running `primaryAction` (titled with its
    /// title and image).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            self.primaryAction = primaryAction
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a custom button in `frame`, with no title; `UIButton()` makes one with a zero frame.
    public override init(frame: CGRect = .zero) {
        self.action = {}
        self.buttonType = .custom
        super.init(frame: frame)
    }

    /// Creates a custom button with no title; there are no archives here, so `coder` is not read
    /// (see ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        self.action = {}
        self.buttonType = .custom
        super.init(coder: coder)
    }

    /// The title for the normal state; setting it is `setTitle(_:for: .normal)`.
    public var title: String {
        get { titles[0] ?? "" }
        set { titles[0] = newValue }
    }

    /// Sets the title shown in `state`; `nil` falls back to the normal state's title.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title set for `state`, else the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[0]
    }

    /// The title shown now: the configuration's title when it has one, else the title for the
    /// current ``UIControl/state``.
    open var currentTitle: String? { configurationTitle ?? title(for: state) }

    /// The space around the title and image, inside the button's bounds: stored, not drawn.
    /// Deprecated in UIKit since iOS 15 in favour of a configuration's `contentInsets`.
    open var contentEdgeInsets: UIEdgeInsets = .zero

    /// The label showing ``currentTitle``.
    open var titleLabel: UILabel? {
        storedTitleLabel.text = currentTitle
        return storedTitleLabel
    }

    /// Sets the image shown in `state`; `nil` falls back to the normal state's image.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// The image set for `state`, else the normal state's.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[0]
    }

    /// The image shown now: the configuration's image when it has one, else the image for the
    /// current ``UIControl/state``.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// The title colour set for `state`, else the normal state's.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0]
    }

    /// Taps the button as a user would: `.touchDown`, then `.touchUpInside` and
    /// `.primaryActionTriggered` with the closure. A disabled button ignores the tap, with a
    /// diagnostic.
    public func tap() {
        _ = performUserTap(sending: [.touchUpInside, .primaryActionTriggered])
    }

    override func sendBuiltInActions(for controlEvents: Event) {
        if controlEvents.contains(.primaryActionTriggered) { action() }
    }

    open override var renderDetail: String? {
        if let title = currentTitle { return quoted(title) }
        if let image = currentImage { return "image: \(quoted(image.description))" }
        return quoted("")
    }

    open override func handleTap() -> Bool {
        performUserTap(sending: [.touchUpInside, .primaryActionTriggered])
    }

    /// The kind of button — UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No system look.
        case custom
        /// The system's standard button.
        case system
        /// A detail-disclosure button.
        case detailDisclosure
        /// An information button (light).
        case infoLight
        /// An information button (dark).
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A plain button.
        case plain
        /// A close button.
        case close
    }
}
