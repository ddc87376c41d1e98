/// Writes the steps of a page view controller's page change: `setViewControllers` in code and a
/// user's page turn.
///
/// The incoming page gets `willMove(toParent:)` and the outgoing page `willMove(toParent: nil)`
/// first, as in a push (R8) and a pop (R9); then, when the page view controller is on screen, the
/// appearance callbacks in the order UIKit logs show for its two styles: the new page's
/// `viewWillAppear` (and `viewIsAppearing`) before the current page's `viewWillDisappear`, then,
/// scrolling, the new page's `viewDidAppear` before the old page's `viewDidDisappear` and, curling,
/// the other way round. The incoming page gets `didMove(toParent:)` and the outgoing page
/// `didMove(toParent: nil)` last. A user's turn adds the delegate's `willTransitionTo` before
/// everything and `didFinishAnimating` after everything; a change in code has neither.
enum PagePlanner {
    /// The steps of showing `new` instead of `old` in `pages`.
    /// - Parameters:
    ///   - old: The page shown before, if any.
    ///   - new: The page shown after.
    ///   - pages: The page view controller.
    ///   - onScreen: Whether the page view controller has appeared.
    ///   - scrolls: `true` for the scroll style, `false` for the page curl.
    ///   - userTurn: Whether a user's swipe turns the page (the delegate hears it).
    static func turn<Element: AnyObject>(
        from old: Element?, to new: Element, in pages: Element, onScreen: Bool, scrolls: Bool, userTurn: Bool
    ) -> TransitionPlan<Element> {
        var plan = TransitionPlan<Element>(from: old, to: new, in: pages)
        guard old !== new else {
            // The page already shown: nothing moves, nothing appears.
            plan.add(.showContent(new, nil))
            return plan
        }
        if userTurn { plan.add(.willTurnPages([new])) }
        plan.add(.willMove(new, toContainer: true))
        if let old { plan.add(.willMove(old, toContainer: false)) }
        plan.add(.edit(.replacePages([new])))
        if onScreen {
            plan.add(.loadView(new))
            plan.add(.showContent(old, new))
            plan.add(.willAppear(new))
            plan.add(.isAppearing(new))
            if let old {
                plan.add(.willDisappear(old))
                if scrolls {
                    plan.add(.didAppear(new))
                    plan.add(.didDisappear(old))
                } else {
                    plan.add(.didDisappear(old))
                    plan.add(.didAppear(new))
                }
            } else {
                plan.add(.didAppear(new))
            }
        }
        plan.add(.showContent(new, nil))
        plan.add(.didMove(new, toContainer: true))
        if let old {
            plan.add(.edit(.release(old)))
            plan.add(.didMove(old, toContainer: false))
        }
        if userTurn { plan.add(.didTurnPages(previous: old.map { [$0] } ?? [], completed: true)) }
        return plan
    }
}
