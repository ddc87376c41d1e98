extension UIViewController {
    /// The nearest navigation controller above this one (see ``UIViewController/navigationController``).
    final var enclosingNavigationController: UINavigationController? {
        nearestAncestor(UINavigationController.self)
    }

    /// The nearest tab bar controller above this one (see ``UIViewController/tabBarController``).
    final var enclosingTabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest split view controller above this one (see ``UIViewController/splitViewController``).
    final var enclosingSplitViewController: UISplitViewController? {
        nearestAncestor(UISplitViewController.self)
    }

    /// The nearest parent, grandparent… of class `Container`, as UIKit looks up a controller's
    /// containers.
    private func nearestAncestor<Container: UIViewController>(_: Container.Type) -> Container? {
        var current = parentStorage
        while let candidate = current {
            if let found = candidate as? Container { return found }
            current = candidate.parentStorage
        }
        return nil
    }
}
