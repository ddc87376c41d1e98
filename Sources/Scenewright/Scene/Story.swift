/// Composes instantiated scenes into the containers apps are made of.
///
/// A story is the shape of an app: navigation stacks and tab sets built from scenes. Keep the
/// scenes themselves in a *scene catalogue* — an enum of static factory functions, one per screen —
/// and compose them here:
///
/// ```swift
/// @MainActor enum CityGuideScenes {
///     static func cities(services: Services) -> CitiesViewController {
///         Scene { CitiesViewController() }
///             .with { services.cityProvider }
///             .instantiate(connect: { vc, provider in vc.provider = provider })
///     }
///     static func about() -> AboutViewController { Scene { AboutViewController() }.instantiate() }
/// }
///
/// let root = Story.tabs(
///     Story.stack(root: CityGuideScenes.cities(services: services)),
///     CityGuideScenes.about())
/// ```
@MainActor public enum Story {
    /// A navigation stack whose root is `root`.
    /// - Parameters:
    ///   - root: The first controller on the stack.
    ///   - title: A title for the navigation controller (shown by a tab bar), if any.
    /// - Returns: The navigation controller.
    public static func stack(root: UIViewController, title: String? = nil) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = title
        return navigation
    }

    /// A navigation stack holding `controllers`, bottom to top.
    /// - Parameters:
    ///   - root: The first controller on the stack.
    ///   - above: The controllers pushed above it, bottom to top.
    /// - Returns: The navigation controller.
    public static func stack(root: UIViewController, above: [UIViewController]) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        if !above.isEmpty { navigation.setViewControllers([root] + above, animated: false) }
        return navigation
    }

    /// A tab set of `tabs`, the first one selected.
    /// - Parameter tabs: One controller per tab, in order.
    /// - Returns: The tab bar controller.
    public static func tabs(_ tabs: UIViewController...) -> UITabBarController {
        UITabBarController(viewControllers: tabs)
    }

    /// A tab set of `tabs` with `selected` selected.
    /// - Parameters:
    ///   - tabs: One controller per tab, in order.
    ///   - selected: The index of the selected tab.
    /// - Returns: The tab bar controller.
    public static func tabs(_ tabs: [UIViewController], selected: Int = 0) -> UITabBarController {
        let controller = UITabBarController(viewControllers: tabs)
        if selected != 0 { controller.selectedIndex = selected }
        return controller
    }
}
