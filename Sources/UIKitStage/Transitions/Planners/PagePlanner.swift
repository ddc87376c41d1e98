/// Writes the steps of a page view controller's page change: `setViewControllers` in code and a
/// user's swipe, completed or let go early.
///
/// A turn is three plans, like a swipe back (R35). When it begins, the incoming page gets
/// `willMove(toParent:)` and joins the page view controller, and — on screen — loads, gets
/// `viewWillAppear` and `viewIsAppearing`, then the current page gets `viewWillDisappear` (the new
/// page's will before the old page's, as UIKit logs show). Completed, the current page gets
/// `willMove(toParent: nil)`, the pages change, then the did-callbacks: scrolling, the new page's
/// `viewDidAppear` before the old page's `viewDidDisappear`; curling, the other way round; then
/// `didMove(toParent:)` for the new page and `didMove(toParent: nil)` for the old one. Let go
/// early, everything goes back in the orders UIKit logs show for a cancelled scroll or curl, and
/// the incoming page leaves (`willMove(toParent: nil)`, `didMove(toParent: nil)`). A user's swipe
/// adds the delegate's `willTransitionTo` first and `didFinishAnimating` last (`transitionCompleted`
/// telling which); a change in code is the begin and the completion at once, with no delegate calls.
///
/// Pages come in spreads: the view controllers passed to `setViewControllers` — one page, or two
/// for a page curl with its spine in the middle (both shown, side by side) or double-sided (the
/// second is the back of the first, not shown). `shown` says how many of a spread a user sees; only
/// those appear and disappear. A page in both spreads stays, with no callbacks.
enum PagePlanner {
    /// The steps of turning from the spread `old` to the spread `new` in `pages`.
    /// - Parameters:
    ///   - old: The pages shown before, in order; empty before the first.
    ///   - new: The pages to show, in order; not empty.
    ///   - shown: How many leading pages of a spread a user sees: 2 with the spine in the middle, else 1.
    ///   - pages: The page view controller.
    ///   - onScreen: Whether the page view controller has appeared.
    ///   - scrolls: `true` for the scroll style, `false` for the page curl.
    ///   - userTurn: Whether a user's swipe turns the page (the delegate hears it).
    static func turn<Element: AnyObject>(
        from old: [Element], to new: [Element], shown: Int, in pages: Element, onScreen: Bool, scrolls: Bool,
        userTurn: Bool
    ) -> InteractivePlan<Element> {
        func isIn(_ list: [Element]) -> (Element) -> Bool { { page in list.contains { $0 === page } } }
        let shownOld = Array(old.prefix(shown))
        let shownNew = Array(new.prefix(shown))
        let arriving = new.filter { !isIn(old)($0) }
        let leaving = old.filter { !isIn(new)($0) }
        let appearing = shownNew.filter { !isIn(shownOld)($0) }
        let disappearing = shownOld.filter { !isIn(shownNew)($0) }

        var begin = TransitionPlan<Element>(from: old.first, to: new.first, in: pages)
        if userTurn { begin.add(.willTurnPages(new)) }
        for page in arriving {
            begin.add(.willMove(page, toContainer: true))
            begin.add(.edit(.attachChild(page)))
        }
        if onScreen {
            for page in appearing { begin.add(.loadView(page)) }
            begin.add(.showPages(shownOld, incoming: shownNew))
            for page in appearing {
                begin.add(.willAppear(page))
                begin.add(.isAppearing(page))
            }
            for page in disappearing { begin.add(.willDisappear(page)) }
        }

        var finish: [TransitionStep<Element>] = []
        for page in leaving { finish.append(.willMove(page, toContainer: false)) }
        finish.append(.edit(.replacePages(new)))
        if onScreen {
            if !scrolls { for page in disappearing { finish.append(.didDisappear(page)) } }
            for page in appearing { finish.append(.didAppear(page)) }
            if scrolls { for page in disappearing { finish.append(.didDisappear(page)) } }
        }
        finish.append(.showPages(shownNew, incoming: []))
        for page in arriving { finish.append(.didMove(page, toContainer: true)) }
        for page in leaving {
            finish.append(.edit(.release(page)))
            finish.append(.didMove(page, toContainer: false))
        }
        if userTurn { finish.append(.didTurnPages(previous: old, completed: true)) }

        var cancel: [TransitionStep<Element>] = []
        if onScreen, !disappearing.isEmpty {
            if scrolls {
                for page in disappearing {
                    cancel += [.willAppear(page), .isAppearing(page), .didAppear(page)]
                }
                for page in appearing { cancel += [.willDisappear(page), .didDisappear(page)] }
            } else {
                for page in appearing { cancel.append(.willDisappear(page)) }
                for page in disappearing { cancel += [.willAppear(page), .isAppearing(page)] }
                for page in appearing { cancel.append(.didDisappear(page)) }
                for page in disappearing { cancel.append(.didAppear(page)) }
            }
        } else if onScreen {
            for page in appearing { cancel += [.willDisappear(page), .didDisappear(page)] }
        }
        for page in arriving { cancel.append(.willMove(page, toContainer: false)) }
        cancel.append(.showPages(shownOld, incoming: []))
        for page in arriving {
            cancel.append(.edit(.detachChild(page)))
            cancel.append(.didMove(page, toContainer: false))
        }
        if userTurn { cancel.append(.didTurnPages(previous: old, completed: false)) }
        return InteractivePlan(begin: begin, finish: finish, cancel: cancel)
    }

    /// A change in code (or a swipe completed at once): the begin and the completion as one plan.
    static func completedTurn<Element: AnyObject>(
        from old: [Element], to new: [Element], shown: Int, in pages: Element, onScreen: Bool, scrolls: Bool,
        userTurn: Bool
    ) -> TransitionPlan<Element> {
        let turn = turn(
            from: old, to: new, shown: shown, in: pages, onScreen: onScreen, scrolls: scrolls,
            userTurn: userTurn)
        var plan = turn.begin
        plan.steps += turn.finish
        return plan
    }
}
