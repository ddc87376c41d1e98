// UIKit's names for HeadlessUI's window and application objects.

/// UIKit's name for ``HeadlessUI/Window``.
public typealias UIWindow = Window
/// UIKit's name for ``HeadlessUI/Screen``.
public typealias UIScreen = Screen
/// UIKit's name for ``HeadlessUI/Application``.
public typealias UIApplication = Application
/// UIKit's name for ``HeadlessUI/ApplicationDelegate``.
public typealias UIApplicationDelegate = ApplicationDelegate
/// UIKit's name for ``HeadlessUI/ApplicationScene``.
public typealias UIScene = ApplicationScene
/// UIKit's name for ``HeadlessUI/ApplicationSceneDelegate``.
public typealias UISceneDelegate = ApplicationSceneDelegate
/// UIKit's name for ``HeadlessUI/WindowScene``.
public typealias UIWindowScene = WindowScene
/// UIKit's name for ``HeadlessUI/WindowSceneDelegate``.
public typealias UIWindowSceneDelegate = WindowSceneDelegate
/// UIKit's name for ``HeadlessUI/SceneSession``.
public typealias UISceneSession = SceneSession
/// UIKit's name for ``HeadlessUI/SceneConfiguration``.
public typealias UISceneConfiguration = SceneConfiguration
/// UIKit's name for ``HeadlessUI/OpenURLContext``.
public typealias UIOpenURLContext = OpenURLContext
