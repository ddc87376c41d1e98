import Foundation

/// An item of a menu: an action or a submenu — UIKit's `UIMenuElement`.
@preconcurrency @MainActor open class UIMenuElement {
    var titleStorage: String
    var imageStorage: UIImage?

    /// The element's title.
    open var title: String { titleStorage }
    /// A second line under the title.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage? { imageStorage }

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
    }

    /// How a menu element presents itself — UIKit's `UIMenuElement.Attributes`.
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

    /// Whether an element shows as on — UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// Off.
        case off
        /// On.
        case on
        /// Mixed.
        case mixed
    }
}

/// A menu: a titled list of actions and submenus — UIKit's `UIMenu`.
///
/// ```swift
/// let menu = UIMenu(title: "", children: [
///     UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in share() },
///     UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
/// ])
/// ```
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// How a menu shows its children — UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large a menu shows its children — UIKit's `UIMenu.ElementSize`.
    public enum ElementSize: Int, Sendable {
        /// Small.
        case small = 0
        /// Medium.
        case medium = 1
        /// Large, the default.
        case large = 2
    }

    /// Names a menu — UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// How large it shows them.
    open var preferredElementSize: ElementSize
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    /// - Parameters:
    ///   - title: The title, shown above the children (or as the submenu's item).
    ///   - subtitle: A second line.
    ///   - image: The submenu's image.
    ///   - identifier: Its identifier; `nil` makes a unique one.
    ///   - options: How it shows its children.
    ///   - preferredElementSize: How large.
    ///   - children: The actions and submenus.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier("menu.\(UUID().uuidString)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions a user can see in this menu and its submenus, depth first, without hidden ones.
    var visibleActions: [UIAction] {
        var found: [UIAction] = []
        var pending: [UIMenuElement] = children.reversed()
        while let element = pending.popLast() {
            if let action = element as? UIAction {
                if !action.attributes.contains(.hidden) { found.append(action) }
            } else if let menu = element as? UIMenu {
                pending.append(contentsOf: menu.children.reversed())
            }
        }
        return found
    }
}

/// What a context menu's interaction asks its delegate to build: the actions offered, built when
/// the menu opens — UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// The controller a context menu previews — UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: a preview and a menu — UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor open class UIContextMenuConfiguration {
    /// Identifies the configuration.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    /// - Parameters:
    ///   - identifier: Identifies it; `nil` makes a unique one.
    ///   - previewProvider: Makes the preview controller, or `nil` for the view itself.
    ///   - actionProvider: Builds the menu from the suggested actions (none here).
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// The animations around a context menu opening or closing — UIKit's
/// `UIContextMenuInteractionAnimating`. Nothing animates here: animations run at once, completions
/// right after.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview controller, if the configuration had one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` after the menu's animations.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animations of committing a preview — UIKit's `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating:
    UIContextMenuInteractionAnimating
{
    /// How the preview is committed. Default ``UIContextMenuInteractionCommitStyle/dismiss``.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview is committed — UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu closes.
    case dismiss
    /// The preview is shown.
    case pop
}

/// Hears a context menu interaction — UIKit's `UIContextMenuInteractionDelegate`.
@preconcurrency @MainActor public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu a user asks for at `location` (in the interaction's view), or
    /// `nil` for no menu.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu is about to show. Default: nothing.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close. Default: nothing.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The user tapped the preview. Default: nothing (the menu closes).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

/// The long press that opens a context menu on a view — UIKit's `UIContextMenuInteraction`.
///
/// Add it to a view with ``UIView/addInteraction(_:)``. HeadlessUI's
/// `UIWindow.openContextMenu(_:)` plays a user's long press on the view: the delegate is asked for
/// the configuration, hears `willDisplayMenuFor`, and the menu's actions can be picked.
@preconcurrency @MainActor open class UIContextMenuInteraction: UIInteraction {
    /// The delegate that configures the menu. Held weakly.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    open private(set) weak var view: UIView?

    /// Creates an interaction configured by `delegate`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}

    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The location of the interaction's touch in `view`: the interaction's view's centre.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }

    /// Closes the menu if it is open.
    open func dismissMenu() {
        openMenu?.close()
    }

    /// The menu open now, if any.
    package weak var openMenu: ContextMenuSession?
}

/// A context menu a user opened: its configuration and menu, until an action is picked or the
/// menu closes.
@MainActor package final class ContextMenuSession {
    package let menu: UIMenu
    let configuration: UIContextMenuConfiguration?
    weak var interaction: UIContextMenuInteraction?
    package private(set) var isOpen = true
    weak var sender: AnyObject?

    init(
        menu: UIMenu, configuration: UIContextMenuConfiguration?, interaction: UIContextMenuInteraction?,
        sender: AnyObject?
    ) {
        self.menu = menu
        self.configuration = configuration
        self.interaction = interaction
        self.sender = sender
    }

    /// A user's long press on `view` opens the context menu of the nearest interaction (on the view
    /// or an ancestor) whose delegate gives one, or the menu of a button; `nil` when none does.
    package static func open(on view: UIView) -> ContextMenuSession? {
        if let button = view as? UIButton, let menu = button.menu {
            return ContextMenuSession(menu: menu, configuration: nil, interaction: nil, sender: button)
        }
        var current: UIView? = view
        while let candidate = current {
            for case let interaction as UIContextMenuInteraction in candidate.interactions {
                guard let delegate = interaction.delegate else { continue }
                let location = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: candidate)
                guard
                    let configuration = delegate.contextMenuInteraction(
                        interaction, configurationForMenuAtLocation: location)
                else { continue }
                let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
                let session = ContextMenuSession(
                    menu: menu, configuration: configuration, interaction: interaction, sender: nil)
                interaction.openMenu = session
                delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
                return session
            }
            current = candidate.superview
        }
        return nil
    }

    /// The titles of the actions a user can pick, depth first through submenus.
    package var actionTitles: [String] { menu.visibleActions.map(\.title) }

    /// The user picks the action titled `title`: the menu closes (the delegate hears
    /// `willEndFor`), then the action runs. `false` when the menu is closed, or the action is
    /// missing or disabled.
    package func pick(_ title: String) -> Bool {
        guard isOpen,
            let action = menu.visibleActions.first(where: { $0.title == title }),
            !action.attributes.contains(.disabled)
        else { return false }
        if !action.attributes.contains(.keepsMenuPresented) { close() }
        action.perform(from: sender)
        return true
    }

    /// Closes the menu without picking anything; the delegate hears `willEndFor`.
    package func close() {
        guard isOpen else { return }
        isOpen = false
        if let interaction, let configuration, let delegate = interaction.delegate {
            delegate.contextMenuInteraction(interaction, willEndFor: configuration, animator: nil)
        }
        if interaction?.openMenu === self { interaction?.openMenu = nil }
    }
}
