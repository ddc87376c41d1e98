extension AppManager {
    /// Registers a deep-link pattern for a screen: `"/records/{day:Int}"` → `.dayMap`.
    /// - Throws: ``RoutingError`` (`.badPattern`) for a malformed or duplicate pattern.
    public func registerDeepLink(_ pattern: String, to identifier: SceneIdentifier) throws(RoutingError) {
        try deepLinks.register(pattern, to: identifier)
    }

    /// Opens `path`, building the whole stack: one screen per prefix of the path that matches a
    /// pattern, shown as one navigation stack.
    ///
    /// Matching follows ``DeepLinkMap``'s rules: each prefix gets its most specific pattern, a prefix
    /// no pattern takes adds no screen (with `/a/{n:Int}` and `/a/{s}/b`, `/a/foo/b` opens one
    /// screen), and query items never override a typed path parameter (`/records/21?day=abc` opens
    /// day 21; the clashing item is ignored).
    ///
    /// Every screen is assembled before anything on screen changes, so a failure changes nothing.
    /// The stack goes into the navigation controller whose root was assembled under the first
    /// link's identifier (selecting its tab when it lives in a tab bar), reusing that root; when there
    /// is none, a new navigation controller becomes the window's root. Presentations over the window
    /// are dismissed first.
    ///
    /// ```swift
    /// try manager.registerDeepLink("/records", to: .records)
    /// try manager.registerDeepLink("/records/{day:Int}", to: .dayMap)
    /// try manager.registerDeepLink("/records/{day:Int}/{record:Int}", to: .recordDetail)
    /// try manager.open(deepLink: "/records/12/3")   // records → day 12 → record 3
    /// ```
    /// - Parameters:
    ///   - path: The path, with an optional query (`?tab=map`), whose items arrive as text.
    ///   - window: The window to show it in; by default the one from ``setup(in:)``.
    /// - Returns: The controllers now on the stack above its reused root, bottom to top.
    /// - Throws: ``RoutingError``: `.unknownPath`, `.badParameter`, or any assembly error.
    @discardableResult
    public func open(deepLink path: String, in window: UIWindow? = nil) throws(RoutingError)
        -> [UIViewController]
    {
        let links = try deepLinks.resolveStack(path)
        guard let window = window ?? self.window, let first = links.first else {
            throw RoutingError(
                .nothingToShowFrom,
                "Cannot open \"\(path)\": no window. Call setup(in:) or pass `in: window`.")
        }
        let target = stack(rootedAt: first.identifier, in: window)
        let reusesRoot = target != nil && first.data.isEmpty
        var built: [UIViewController] = []
        for link in reusesRoot ? Array(links.dropFirst()) : links {
            built.append(try assembleReportingErrors(link.identifier, data: link.values, source: nil))
        }
        if window.rootViewController?.presentedViewController != nil {
            window.rootViewController?.dismiss(animated: false)
        }
        if let target {
            if let tabs = target.tabBarController,
                let index = tabs.viewControllers?.firstIndex(where: { $0 === target })
            {
                tabs.selectedIndex = index
            }
            let root = reusesRoot ? [target.viewControllers[0]] : []
            target.setViewControllers(root + built, animated: false)
        } else if let root = built.first {
            let navigation = UINavigationController(rootViewController: root)
            navigation.setViewControllers(built, animated: false)
            window.rootViewController = navigation
        }
        return built
    }

    /// The navigation controller on `window` whose root was assembled under `identifier`.
    private func stack(rootedAt identifier: SceneIdentifier, in window: UIWindow) -> UINavigationController? {
        var candidates: [UIViewController] = []
        if let root = window.rootViewController {
            candidates.append(root)
            candidates += (root as? UITabBarController)?.viewControllers ?? []
        }
        return
            candidates
            .compactMap { $0 as? UINavigationController }
            .first { nav in nav.viewControllers.first.flatMap { self.identifier(of: $0) } == identifier }
    }
}
