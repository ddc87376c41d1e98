extension UIViewController {
    /// The nearest navigation controller above this one (see ``UIViewController/navigationController``).
    final var enclosingNavigationController: UINavigationController? {
        var current = parentStorage
        while let candidate = current {
            if let nav = candidate as? UINavigationController { return nav }
            current = candidate.parentStorage
        }
        return nil
    }

    /// The nearest tab bar controller above this one (see ``UIViewController/tabBarController``).
    final var enclosingTabBarController: UITabBarController? {
        var current = parentStorage
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.parentStorage
        }
        return nil
    }
}
