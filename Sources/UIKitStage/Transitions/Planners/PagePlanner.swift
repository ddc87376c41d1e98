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
enum PagePlanner {
    /// The steps of turning from `old` to `new` in `pages`.
    /// - Parameters:
    ///   - old: The page shown before, if any.
    ///   - new: The page to show; not `old`.
    ///   - pages: The page view controller.
    ///   - onScreen: Whether the page view controller has appeared.
    ///   - scrolls: `true` for the scroll style, `false` for the page curl.
    ///   - userTurn: Whether a user's swipe turns the page (the delegate hears it).
    static func turn<Element: AnyObject>(
        from old: Element?, to new: Element, in pages: Element, onScreen: Bool, scrolls: Bool, userTurn: Bool
    ) -> InteractivePlan<Element> {
        var begin = TransitionPlan<Element>(from: old, to: new, in: pages)
        if userTurn { begin.add(.willTurnPages([new])) }
        begin.add(.willMove(new, toContainer: true))
        begin.add(.edit(.attachChild(new)))
        if onScreen {
            begin.add(.loadView(new))
            begin.add(.showContent(old, new))
            begin.add(.willAppear(new))
            begin.add(.isAppearing(new))
            if let old { begin.add(.willDisappear(old)) }
        }

        var finish: [TransitionStep<Element>] = []
        if let old { finish.append(.willMove(old, toContainer: false)) }
        finish.append(.edit(.replacePages([new])))
        if onScreen {
            if let old, !scrolls { finish.append(.didDisappear(old)) }
            finish.append(.didAppear(new))
            if let old, scrolls { finish.append(.didDisappear(old)) }
        }
        finish.append(.showContent(new, nil))
        finish.append(.didMove(new, toContainer: true))
        if let old {
            finish.append(.edit(.release(old)))
            finish.append(.didMove(old, toContainer: false))
        }
        if userTurn { finish.append(.didTurnPages(previous: old.map { [$0] } ?? [], completed: true)) }

        var cancel: [TransitionStep<Element>] = []
        if onScreen, let old {
            if scrolls {
                cancel += [
                    .willAppear(old), .isAppearing(old), .didAppear(old), .willDisappear(new),
                    .didDisappear(new),
                ]
            } else {
                cancel += [
                    .willDisappear(new), .willAppear(old), .isAppearing(old), .didDisappear(new),
                    .didAppear(old),
                ]
            }
        } else if onScreen {
            cancel += [.willDisappear(new), .didDisappear(new)]
        }
        cancel.append(.willMove(new, toContainer: false))
        cancel.append(.showContent(old, nil))
        cancel.append(.edit(.detachChild(new)))
        cancel.append(.didMove(new, toContainer: false))
        if userTurn { cancel.append(.didTurnPages(previous: old.map { [$0] } ?? [], completed: false)) }
        return InteractivePlan(begin: begin, finish: finish, cancel: cancel)
    }

    /// A change in code (or a swipe completed at once): the begin and the completion as one plan.
    static func completedTurn<Element: AnyObject>(
        from old: Element?, to new: Element, in pages: Element, onScreen: Bool, scrolls: Bool, userTurn: Bool
    ) -> TransitionPlan<Element> {
        let turn = turn(
            from: old, to: new, in: pages, onScreen: onScreen, scrolls: scrolls, userTurn: userTurn)
        var plan = turn.begin
        plan.steps += turn.finish
        return plan
    }
}
