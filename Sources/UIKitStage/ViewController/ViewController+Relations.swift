extension UIViewController {
    /// The nearest navigation controller above this one, if any.
    public var navigationController: UINavigationController? {
        var current = parentStorage
        while let candidate = current {
            if let nav = candidate as? UINavigationController { return nav }
            current = candidate.parentStorage
        }
        return nil
    }

    /// The nearest tab bar controller above this one, if any.
    public var tabBarController: UITabBarController? {
        var current = parentStorage
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.parentStorage
        }
        return nil
    }
}
