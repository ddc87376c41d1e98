import Foundation

/// How a bar looks — UIKit's `UIBarAppearance`, the base of the navigation and tab bar
/// appearances: stored, never drawn.
///
/// A bar's appearance properties (``UINavigationBar/standardAppearance``,
/// ``UITabBar/standardAppearance``…) keep a copy of the appearance they are given, as UIKit's do:
/// changing the appearance afterwards does not change the bar until it is set again.
@preconcurrency @MainActor open class UIBarAppearance {
    /// The device idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// An appearance with the default background, for the current device.
    public convenience init() {
        self.init(idiom: .phone)
    }

    /// An appearance with the default background, for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
    }

    /// An appearance with `barAppearance`'s background and shadow.
    public convenience init(barAppearance: UIBarAppearance) {
        self.init(idiom: barAppearance.idiom)
        copyBackground(from: barAppearance)
    }

    /// A copy of the appearance.
    open func copy() -> Self {
        let copy = Self(idiom: idiom)
        copy.copyValues(from: self)
        return copy
    }

    /// Which background was configured last: `default`, `opaque` or `transparent`.
    private(set) var backgroundStyle = "default"

    /// The system's translucent background with a shadow.
    open func configureWithDefaultBackground() {
        backgroundStyle = "default"
        backgroundColor = nil
        shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundStyle = "opaque"
        backgroundColor = .systemBackground
        shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundStyle = "transparent"
        backgroundColor = nil
        shadowColor = nil
    }

    /// The background colour; `nil`.
    open var backgroundColor: UIColor?
    /// The background image; `nil`.
    open var backgroundImage: UIImage?
    /// The colour of the shadow under the bar.
    open var shadowColor: UIColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
    /// The image of the shadow under the bar; `nil`.
    open var shadowImage: UIImage?

    /// Copies what the subclass adds; call `super`.
    func copyValues(from other: UIBarAppearance) {
        copyBackground(from: other)
    }

    private func copyBackground(from other: UIBarAppearance) {
        backgroundStyle = other.backgroundStyle
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}

/// How a bar button item's title looks in one state — UIKit's `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance {
    init() {}
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The background image; `nil`.
    open var backgroundImage: UIImage?
}

/// How bar button items look — UIKit's `UIBarButtonItemAppearance`.
@preconcurrency @MainActor open class UIBarButtonItemAppearance {
    /// The look of plain items.
    public init() {}
    /// The look in the normal state.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// The look while highlighted.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// The look while disabled.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The look while focused.
    open private(set) var focused = UIBarButtonItemStateAppearance()

    func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance()
        for (target, source) in [
            (copy.normal, normal), (copy.highlighted, highlighted),
            (copy.disabled, disabled), (copy.focused, focused),
        ] {
            target.titleTextAttributes = source.titleTextAttributes
            target.backgroundImage = source.backgroundImage
        }
        return copy
    }
}

/// How a navigation bar looks — UIKit's `UINavigationBarAppearance`: stored, never drawn.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
/// navigationController.navigationBar.standardAppearance = appearance
/// ```
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How plain bar button items look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// How done-style bar button items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// How the back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The back indicator's image; `nil` is the system chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back indicator's transition; `nil`.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back indicator's image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        setBackIndicatorImage(
            other.backIndicatorImage, transitionMaskImage: other.backIndicatorTransitionMaskImage)
    }
}

/// How a tab bar item looks in one state — UIKit's `UITabBarItemStateAppearance`.
@preconcurrency @MainActor open class UITabBarItemStateAppearance {
    init() {}
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour; `nil` is the system's.
    open var iconColor: UIColor?
    /// The badge's background colour; `nil` is the system red.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    func copyValues(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
    }
}

/// How tab bar items look in each state — UIKit's `UITabBarItemAppearance`.
@preconcurrency @MainActor open class UITabBarItemAppearance {
    /// How the items are laid out: stacked (icon over title), inline or compact inline.
    public enum Style: Int, Sendable {
        /// Icon over title.
        case stacked
        /// Icon beside title.
        case inline
        /// Icon beside title, in a compact width.
        case compactInline
    }

    /// The layout the appearance is for.
    public let style: Style

    /// An appearance for stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// An appearance for items laid out as `style`.
    public init(style: Style) {
        self.style = style
    }

    /// The look in the normal state.
    open private(set) var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    open private(set) var selected = UITabBarItemStateAppearance()
    /// The look while disabled.
    open private(set) var disabled = UITabBarItemStateAppearance()
    /// The look while focused.
    open private(set) var focused = UITabBarItemStateAppearance()

    /// A copy of the appearance.
    open func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal.copyValues(from: normal)
        copy.selected.copyValues(from: selected)
        copy.disabled.copyValues(from: disabled)
        copy.focused.copyValues(from: focused)
        return copy
    }
}

/// How a tab bar looks — UIKit's `UITabBarAppearance`: stored, never drawn.
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemMint
/// tabBarController.tabBar.standardAppearance = appearance
/// tabBarController.tabBar.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    /// How items look when stacked (icon over title).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// How items look inline (icon beside title).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// How items look inline in a compact width.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The tint of the selected item's indicator; `nil`.
    open var selectionIndicatorTintColor: UIColor?
    /// The image behind the selected item; `nil`.
    open var selectionIndicatorImage: UIImage?

    override func copyValues(from other: UIBarAppearance) {
        super.copyValues(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }
}
