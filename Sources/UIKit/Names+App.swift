// UIKit's names for HeadlessUI's window and application objects.

public typealias UIWindow = Window
