// UIKit's names for HeadlessUI's view controllers and containers.

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UITabBarController = TabBarController
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UIAlertController = AlertController
public typealias UIModalPresentationStyle = ModalPresentationStyle
