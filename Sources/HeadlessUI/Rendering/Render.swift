import ScenewrightCore

extension UIView {
    /// Returns the first view, depth-first and including this one, whose identifier is `identifier`,
    /// hidden or not.
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The view, or `nil` when none has that identifier.
    public func find(identifier: String) -> UIView? {
        if let window = self as? UIWindow { return window.findOnScreen(identifier: identifier) }
        return UIWindow.findIndexed(identifier, in: self, includingHidden: true)
    }

    /// ``find(identifier:)`` by walking the whole tree, preparing every view on the way.
    func walk(to identifier: String) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.prepareForDisplay()
            if view.identifier == identifier { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The text tree of this view and everything below it, hidden views included (marked `hidden`).
    ///
    /// One node per line: the kind, `#identifier` when set, then quoted text or attributes. The
    /// first line is always this view itself, also when it is a view controller's root view. A view
    /// below it that is another controller's root view (an embedded child controller) shows as
    /// that controller's name, with its view's subviews below it, as `UIWindow.render()` shows it.
    /// Past 64 levels the indentation stops growing and each line shows its depth (`[65] └─ UIView`),
    /// so even a very deep tree renders in time linear in its size.
    ///
    /// ```swift
    /// let screen = ViewController()
    /// screen.view.addSubview(Label("Hello"))
    /// print(screen.view.render())
    /// // View
    /// // └─ Label "Hello"
    /// ```
    public func render() -> String {
        if let window = self as? UIWindow { return window.renderScreen() }
        var renderer = TreeRenderer(includeHidden: true)
        renderer.renderView(self, prefix: "", childPrefix: "", asItself: true)
        return renderer.finish()
    }
}

extension UIWindow {
    /// What a user sees now, as a text tree : the on-screen controllers with their
    /// views and chrome; hidden views are left out.
    ///
    /// A window never made key and visible shows nothing, and its one line says why:
    /// `UIWindow (not key and visible: call makeKeyAndVisible() to show HomeViewController)`.
    func renderScreen() -> String {
        var renderer = TreeRenderer(includeHidden: false)
        guard isVisible else {
            renderer.appendLine("", "Window (\(notVisibleExplanation))")
            return renderer.finish()
        }
        renderer.appendLine("", "Window")
        if let open = transitions.openTransitionLine { renderer.appendLine("", open) }
        let controllers = visibleControllers
        for (index, controller) in controllers.enumerated() {
            let isLast = index == controllers.count - 1
            renderer.renderController(
                controller,
                prefix: isLast ? "└─ " : "├─ ",
                childPrefix: isLast ? "   " : "│  ",
                detail: renderDetail(for: controller))
        }
        return renderer.finish()
    }

    /// The first view on screen with `identifier`, searching front to back and skipping hidden views.
    ///
    /// Everything a user sees is searched, including a presenter that stays visible below a sheet,
    /// an over-full-screen presentation or an alert, so tests can assert on it. Being found does
    /// not make a view touchable: ``tap(_:)`` reaches only the frontmost presentation, and throws
    /// ``WindowError/covered(identifier:by:)`` for a view this finds below it.
    ///
    /// ```swift
    /// form.present(terms, animated: true)
    /// window.find(identifier: "back") != nil   // true: the form is still visible under the sheet
    /// try window.tap("back")                   // throws: covered by the sheet
    /// ```
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The view, or `nil` when nothing on screen has that identifier (always `nil` in a
    ///   window never made key and visible).
    func findOnScreen(identifier: String) -> UIView? {
        guard isVisible else { return nil }
        for controller in visibleControllers.reversed() {
            guard let root = controller.viewIfLoaded else { continue }
            if let found = UIWindow.findVisible(identifier, in: root) { return found }
        }
        return nil
    }

    /// Throws (and reports) when the window was never made key and visible: a user's touch reaches
    /// nothing then.
    func requireVisible(for identifier: String?) throws(WindowError) {
        guard !isVisible else { return }
        let error = WindowError.notVisible(identifier: identifier, root: rootViewController?.diagnosticName)
        Diagnostics.emit(Diagnostic(.windowNotKeyAndVisible, error.description))
        throw error
    }

    private func renderDetail(for controller: UIViewController) -> String? {
        var parts: [String] = []
        if let alert = controller as? UIAlertController, let title = alert.renderTitle { parts.append(title) }
        if controller.presentingStorage != nil, !(controller is UIAlertController) {
            parts.append("(\(controller.presentationStyleInUse.name))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
