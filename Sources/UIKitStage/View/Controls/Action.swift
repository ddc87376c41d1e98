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
@preconcurrency @MainActor open class UIAction {
    /// The action's title (a button made with it shows it).
    open var title: String
    /// A subtitle, shown in menus.
    open var subtitle: String?
    /// The action's image.
    open var image: UIImage?
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
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
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

    /// How an action presents itself — UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates attributes.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// A menu stays open after it runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows as on — UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// Off.
        case off
        /// On.
        case on
        /// Mixed.
        case mixed
    }
}
