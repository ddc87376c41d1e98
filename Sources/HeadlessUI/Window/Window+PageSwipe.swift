// A user's swipe between the pages of a page view controller.

extension UIWindow {
    /// The user swipes to the next (`.forward`) or previous (`.reverse`) page of the page view
    /// controller in front — the innermost one shown in the frontmost presentation.
    ///
    /// The page view controller asks its data source for the neighbour of the page shown
    /// (`viewControllerAfter` or `viewControllerBefore`), its delegate hears `willTransitionTo`,
    /// the new page appears and the old one disappears (see ``UIPageViewController``), and the
    /// delegate hears `didFinishAnimating(true, previousViewControllers:, transitionCompleted: true)`
    /// last. A swipe past the last (or first) page, where the data source answers `nil`, changes
    /// nothing and throws, saying so.
    ///
    /// ```swift
    /// try window.swipePage(.forward)   // page 2
    /// try window.swipePage(.reverse)   // page 1 again
    /// ```
    /// - Parameter direction: Which way the user swipes.
    /// - Throws: `WindowError.noPageToTurnTo(_:)` when no page view controller is in front, it
    ///   has no data source or no page in that direction, or its data source's answer was refused
    ///   (the page already shown, or a controller in use elsewhere: a diagnostic names it);
    ///   `WindowError.gestureDuringTransition` while a transition runs.
    public func swipePage(_ direction: UIPageViewController.NavigationDirection) throws(WindowError) {
        try beginPageSwipe(direction).finish()
    }

    /// The user puts a finger on the page view controller in front and starts swiping to the next
    /// (`.forward`) or previous (`.reverse`) page.
    ///
    /// The data source is asked for the neighbour, the delegate hears `willTransitionTo`, the
    /// neighbour joins the page view controller (`willMove(toParent:)`), loads and gets
    /// `viewWillAppear` and `viewIsAppearing`, and the page shown gets `viewWillDisappear`. Then
    /// `InteractiveTransition.finish()` completes the turn as ``swipePage(_:)`` does, and
    /// `InteractiveTransition.cancel()` lets the page spring back: scrolling, the page shown gets
    /// `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, then the neighbour `viewWillDisappear`,
    /// `viewDidDisappear` (curling, the neighbour's `viewWillDisappear` comes first and its
    /// `viewDidDisappear` before the page's `viewDidAppear`), the neighbour leaves
    /// (`willMove(toParent: nil)`, `didMove(toParent: nil)`), and the delegate hears
    /// `didFinishAnimating(true, previousViewControllers:, transitionCompleted: false)`. Until then
    /// other requests wait (R29).
    ///
    /// ```swift
    /// let swipe = try window.beginPageSwipe(.forward)
    /// swipe.cancel()   // the first page stays
    /// ```
    /// - Parameter direction: Which way the user swipes.
    /// - Returns: The transition in progress.
    /// - Throws: As ``swipePage(_:)``.
    public func beginPageSwipe(_ direction: UIPageViewController.NavigationDirection) throws(WindowError)
        -> InteractiveTransition
    {
        transitions.reclaimAbandonedInteraction()
        try requireVisible(for: nil)
        guard let front = frontmostController else { throw .noPageToTurnTo("the window shows nothing") }
        guard let pages = UIWindow.frontmostPageController(in: front) else {
            throw .noPageToTurnTo("\(front.diagnosticName) in front shows no page view controller")
        }
        guard !isTransitioning else { throw .gestureDuringTransition }
        do {
            return InteractiveTransition(try pages.beginUserTurn(direction))
        } catch {
            throw .noPageToTurnTo(error.reason)
        }
    }

    /// The page view controller a page swipe turns in `controller`: the innermost one shown, through
    /// navigation tops, selected tabs, a split view's shown column, pages, and children whose views
    /// are shown. The explorer asks it too, to offer page swipes only where one is shown.
    package static func frontmostPageController(in controller: UIViewController) -> UIPageViewController? {
        var found: UIPageViewController?
        var pending: [UIViewController] = [controller]
        while let candidate = pending.popLast() {
            if let pages = candidate as? UIPageViewController { found = pages }
            pending.append(contentsOf: shownChildren(of: candidate))
        }
        return found
    }

    /// The children of `controller` a user sees.
    static func shownChildren(of controller: UIViewController) -> [UIViewController] {
        if let navigation = controller as? UINavigationController {
            return navigation.topViewController.map { [$0] } ?? []
        }
        if let tabs = controller as? UITabBarController {
            return tabs.selectedViewController.map { [$0] } ?? []
        }
        if let pages = controller as? UIPageViewController { return Array(pages.shownPages) }
        guard let root = controller.viewIfLoaded else { return [] }
        return controller.children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }
}
