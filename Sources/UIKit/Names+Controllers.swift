// UIKit's names for HeadlessUI's view controllers and containers.

/// UIKit's name for ``HeadlessUI/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's name for ``HeadlessUI/NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's name for ``HeadlessUI/NavigationControllerDelegate``.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's name for ``HeadlessUI/TabBarController``.
public typealias UITabBarController = TabBarController
/// UIKit's name for ``HeadlessUI/TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's name for ``HeadlessUI/AlertController``.
public typealias UIAlertController = AlertController
/// UIKit's name for ``HeadlessUI/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle
