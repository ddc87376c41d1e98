/// An object a window keeps alive for as long as one controller stays its root — how Scenewright's
/// `UIWindow.rootCoordinator` owns the root coordinator without HeadlessUI knowing coordinators.
package struct RootRetention {
    /// The controller the object is kept for.
    package private(set) weak var root: UIViewController?
    /// The object kept alive.
    package private(set) var object: AnyObject?

    package init() {}

    /// Keeps `object` while `root` is the root; `nil` lets go.
    package mutating func keep(_ object: AnyObject?, whileRootIs root: UIViewController?) {
        self.object = object
        self.root = object == nil ? nil : root
    }

    /// Called by the window when its root changes: a new root lets the object go.
    mutating func rootDidChange(to newRoot: UIViewController?) {
        if newRoot !== root { keep(nil, whileRootIs: nil) }
    }
}

extension UIWindow {
    /// Keeps `object` alive for as long as `root` is this window's root controller; `nil` lets go.
    /// A new root (or the window's release) releases the object.
    package func retain(_ object: AnyObject?, whileRootIs root: UIViewController?) {
        rootRetention.keep(object, whileRootIs: root)
    }

    /// The object kept by ``retain(_:whileRootIs:)``, while its root is still the root.
    package var objectRetainedWhileRoot: AnyObject? {
        rootRetention.root === root ? rootRetention.object : nil
    }
}
