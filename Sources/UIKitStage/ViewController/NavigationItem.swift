import Foundation

/// What a navigation bar shows for one controller — HeadlessUI's `UINavigationItem`.
///
/// Every controller has one (``UIViewController/navigationItem``); the navigation bar shows the
/// item of its stack's top: the title (``title``, else the controller's own title), ``titleView``
/// and ``prompt``, the bar button items, and the back button unless ``hidesBackButton``.
///
/// ```swift
/// override func viewDidLoad() {
///     navigationItem.title = "Inbox"
///     navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .compose, primaryAction: compose)
///     navigationItem.backButtonTitle = "Inbox"   // what the next screen's back button says
/// }
/// ```
@preconcurrency @MainActor open class UINavigationItem {
    /// How a navigation bar shows this item's title when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack does.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, in the bar.
        case inline = 3
    }

    /// The controller this item belongs to, whose ``UIViewController/title`` is the fallback title.
    weak var owner: UIViewController?
    /// The title set on the item, if any.
    private(set) var explicitTitle: String?

    /// The title shown in the bar. Until set, the owning controller's ``UIViewController/title``.
    open var title: String? {
        get { explicitTitle ?? owner?.title }
        set { explicitTitle = newValue }
    }
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// A line of text shown above the title.
    open var prompt: String?
    /// The button the next controller's back button shows; its title replaces the back button's.
    open var backBarButtonItem: UIBarButtonItem?
    /// The title the next controller's back button shows, when ``backBarButtonItem`` is `nil`.
    open var backButtonTitle: String?
    /// Whether the bar hides its back button while this item is on top. A user cannot swipe back
    /// then either. Default `false`.
    open var hidesBackButton = false
    /// Whether the left bar button items are shown beside the back button rather than instead of
    /// it. Default `false`.
    open var leftItemsSupplementBackButton = false
    /// What a tap on the back button runs while this item is on top, instead of popping (iOS 16);
    /// `nil`, the default, pops. The action runs with the back button as its sender; it decides
    /// itself whether to pop. A swipe back still pops.
    ///
    /// ```swift
    /// navigationItem.backAction = UIAction { [weak self] _ in self?.confirmLeaving() }
    /// ```
    open var backAction: UIAction?
    /// How the title is shown when the bar prefers large titles. Default ``LargeTitleDisplayMode/automatic``.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The items at the leading edge, in order.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items at the trailing edge, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The search controller whose search bar the navigation bar shows under the title while this
    /// item is on top; activating it shows its results over the item's controller.
    open var searchController: UISearchController? {
        didSet {
            if oldValue?.hostItem === self { oldValue?.hostItem = nil }
            searchController?.hostItem = self
        }
    }
    /// Whether the search bar hides while the content scrolls. Default `true`; kept, as nothing
    /// scrolls here.
    open var hidesSearchBarWhenScrolling = true

    /// Creates an item with a title.
    /// - Parameter title: The title shown in the bar.
    public init(title: String) {
        explicitTitle = title
    }

    init(owner: UIViewController) {
        self.owner = owner
    }

    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Whether the item adds nothing to the bar but its title: no prompt, title view or bar
    /// button items.
    var showsOnlyTitle: Bool {
        prompt == nil && titleView == nil && leftBarButtonItems?.isEmpty != false
            && rightBarButtonItems?.isEmpty != false && searchController == nil
    }

    /// Sets ``hidesBackButton``; `animated` is passed through and changes nothing headless.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets ``leftBarButtonItem``.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets ``rightBarButtonItem``.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets ``leftBarButtonItems``.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}

/// A button in a navigation bar — HeadlessUI's `UIBarButtonItem`.
///
/// On screen it is a button a user can tap through ``UIWindow/tap(_:)``: its identifier is its
/// ``accessibilityIdentifier`` when set, else its place, `"nav.left.0"`, `"nav.right.0"`, … (the
/// right items count from the trailing edge, as ``UINavigationItem/rightBarButtonItems`` lists them).
/// A tap runs its ``primaryAction``; a disabled item refuses the tap with
/// `WindowError.disabled(identifier:reason:)`.
///
/// ```swift
/// let save = BarButtonItem(title: "Save", primaryAction: Action { _ in form.save() })
/// save.accessibilityIdentifier = "save"
/// navigationItem.rightBarButtonItem = save
/// try window.tap("save")
/// ```
///
/// UIKit's `init(title:style:target:action:)` and `init(barButtonSystemItem:target:action:)` take
/// a `Selector`, which does not exist without the Objective-C runtime; use `primaryAction`.
@preconcurrency @MainActor open class UIBarButtonItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// A plain title.
        case plain = 0
        /// A bold title, for the action that completes the screen.
        case done = 2
    }

    /// The items the system provides, each with its own title.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// The title HeadlessUI shows for the item; `nil` for the spaces, which show nothing.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    /// The title shown. For a system item, the system's title until set.
    open var title: String?
    /// How the title is drawn. Default ``Style/plain`` (``Style/done`` for the system Done item).
    open var style: Style = .plain
    /// Whether a user can tap the item. Default `true`.
    open var isEnabled = true
    /// Whether the bar leaves the item out. Default `false`. A hidden item is not shown and cannot
    /// be tapped; the items after it keep their place numbers.
    open var isHidden = false
    /// The image shown when the item has no title. Default `nil`.
    open var image: UIImage?
    /// A number the app uses to tell items apart. Default `0`.
    open var tag = 0
    /// What a tap runs.
    open var primaryAction: UIAction?
    /// A view shown instead of the title; taps go to that view.
    open var customView: UIView?
    /// The identifier a user's tap finds the item by. When `nil`, the item's place in the bar is
    /// its identifier (`"nav.right.0"`).
    open var accessibilityIdentifier: String?
    /// The system item this was made from, if any.
    public let systemItem: SystemItem?

    /// Creates an item with a title or an image and what a tap runs, as UIKit's
    /// `init(title:image:primaryAction:menu:)` does.
    /// - Parameters:
    ///   - title: The title shown.
    ///   - image: The image shown; the bar shows its name.
    ///   - primaryAction: What a tap runs; when `title` and `image` are `nil`, its title and image
    ///     are shown.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title ?? (image == nil ? primaryAction.map(\.title) : nil)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
        self.primaryAction = primaryAction
        systemItem = nil
    }

    /// Creates one of the system's items.
    /// - Parameters:
    ///   - systemItem: The item; its title is the system's.
    ///   - primaryAction: What a tap runs.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// Creates an item that shows `customView`; taps reach that view.
    /// - Parameter customView: The view shown in the bar.
    public init(customView: UIView) {
        self.customView = customView
        systemItem = nil
    }

    /// A fixed space of the given width; it shows nothing.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .fixedSpace)
    }

    /// A flexible space; it shows nothing.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// Whether the item shows nothing (a space).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The view the bar shows for this item, kept so the bar does not build one per render.
    lazy var barView = BarButton(item: self)
}

/// The button a navigation bar shows for a ``UIBarButtonItem``.
@MainActor final class BarButton: UIButton {
    private weak var item: UIBarButtonItem?

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(item.title ?? "")
    }

    override var renderKind: String { "BarButtonItem" }
    override var renderDetail: String? {
        guard let item else { return nil }
        var parts: [String] = []
        if let title = item.title {
            parts.append(quoted(title))
        } else if let image = item.image {
            parts.append("image: \(image)")
        }
        if item.style == .done { parts.append("done") }
        if !item.isEnabled { parts.append("disabled") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    override var tapRefusal: String? {
        item?.isEnabled == false ? "is disabled (its BarButtonItem's isEnabled is false)" : nil
    }

    override func handleTap() -> Bool {
        guard let item, item.isEnabled else { return false }
        item.primaryAction?.perform(from: item)
        return true
    }
}
