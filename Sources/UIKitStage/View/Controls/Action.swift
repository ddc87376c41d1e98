import Foundation

/// What an ``UIAction`` runs: it receives the action, whose ``UIAction/sender`` is the control that
/// sent it — UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled piece of behaviour a control runs — HeadlessUI's `UIAction`.
///
/// Add one to a ``UIControl`` for events with ``UIControl/addAction(_:for:)``, or give it to a
/// ``UIButton`` as its primary action. The handler receives the action; ``sender`` is the control
/// that sent it.
///
/// ```swift
/// let save = Action(title: "Save") { action in
///     print("saved from", action.sender as? Button as Any)
/// }
/// let button = Button(primaryAction: save)   // titled "Save"
/// button.tap()
/// ```
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// The action's title (a button made with it shows it).
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The action's image.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// Identifies the action: a control holds one action per identifier.
    public let identifier: Identifier
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// How the action presents itself.
    open var attributes: Attributes
    /// Whether the action shows as on, off or mixed.
    open var state: State
    /// The control that sent the action most recently; held weakly.
    open var sender: Any? { senderObject }

    weak var senderObject: AnyObject?
    let handler: UIActionHandler

    /// Creates an action.
    /// - Parameters:
    ///   - title: Its title; a button made with the action shows it.
    ///   - image: Its image.
    ///   - identifier: Its identifier; `nil` makes a unique one (a UUID), as UIKit does.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: How it presents itself.
    ///   - state: Whether it shows as on, off or mixed.
    ///   - handler: What it does; it receives the action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` recorded as ``sender``.
    func perform(from sender: AnyObject?) {
        senderObject = sender
        handler(self)
    }

    /// Names an action — UIKit's `UIAction.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
