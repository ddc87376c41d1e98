extension ViewController {
    /// The nearest navigation controller above this one, if any.
    public var navigationController: NavigationController? {
        var current = parentStorage
        while let candidate = current {
            if let nav = candidate as? NavigationController { return nav }
            current = candidate.parentStorage
        }
        return nil
    }

    /// The nearest tab bar controller above this one, if any.
    public var tabBarController: TabBarController? {
        var current = parentStorage
        while let candidate = current {
            if let tabs = candidate as? TabBarController { return tabs }
            current = candidate.parentStorage
        }
        return nil
    }
}
