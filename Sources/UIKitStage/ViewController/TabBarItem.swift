/// What a tab bar shows for one tab — HeadlessUI's `UITabBarItem`.
///
/// Every controller has one (``UIViewController/tabBarItem``). The tab bar shows its ``title``
/// (until set, the controller's own title) and ``badgeValue``.
///
/// ```swift
/// inbox.tabBarItem.badgeValue = "3"
/// settings.tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 2)
/// ```
@preconcurrency @MainActor open class UITabBarItem {
    /// The items the system provides, each with its own title.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed

        /// The title the system shows for the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The controller this item belongs to, whose title is the fallback title.
    weak var owner: UIViewController?
    /// The title set on the item, if any.
    private(set) var explicitTitle: String?

    /// The title shown under the tab. Until set, the system item's title, else the owning
    /// controller's ``UIViewController/title``.
    open var title: String? {
        get { explicitTitle ?? systemItem?.title ?? owner?.title }
        set { explicitTitle = newValue }
    }
    /// A number the app uses to tell items apart. Default `0`.
    open var tag = 0
    /// The text of the badge on the tab; `nil` shows no badge.
    open var badgeValue: String?
    /// Whether a user can select the tab. Default `true`.
    open var isEnabled = true
    /// The system item this was made from, if any.
    public let systemItem: SystemItem?
    /// The image of the tab. Kept, not drawn: the tab bar shows the title.
    open var image: UIImage?
    /// The image of the tab while it is selected; `nil` uses ``image``. Kept, not drawn.
    open var selectedImage: UIImage?

    /// Creates one of the system's items.
    /// - Parameters:
    ///   - systemItem: The item; its title is the system's.
    ///   - tag: A number the app uses to tell items apart.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
    }

    /// Creates an item with a title and an image — UIKit's `init(title:image:tag:)`.
    /// - Parameters:
    ///   - title: The title shown under the tab; `nil` falls back to the controller's title.
    ///   - image: The image of the tab (kept, not drawn).
    ///   - tag: A number the app uses to tell items apart.
    public init(title: String?, image: UIImage?, tag: Int) {
        systemItem = nil
        explicitTitle = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and an image for the selected state — UIKit's
    /// `init(title:image:selectedImage:)`.
    /// - Parameters:
    ///   - title: The title shown under the tab; `nil` falls back to the controller's title.
    ///   - image: The image of the tab (kept, not drawn).
    ///   - selectedImage: The image while the tab is selected (kept, not drawn).
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        systemItem = nil
        explicitTitle = title
        self.image = image
        self.selectedImage = selectedImage
    }

    init(owner: UIViewController) {
        self.owner = owner
        systemItem = nil
    }
}

/// The animation UIKit would run to present a controller — HeadlessUI's
/// `UIModalTransitionStyle`. HeadlessUI runs none; the value changes no callback.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom.
    case coverVertical = 0
    /// The views flip horizontally.
    case flipHorizontal = 1
    /// The views cross-fade.
    case crossDissolve = 2
    /// A corner of the presenter curls up.
    case partialCurl = 3
}

/// How the status bar draws its content — HeadlessUI's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
