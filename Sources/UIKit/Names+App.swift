// UIKit's names for HeadlessUI's window and application objects.

/// UIKit's name for ``HeadlessUI/Window``.
public typealias UIWindow = Window
