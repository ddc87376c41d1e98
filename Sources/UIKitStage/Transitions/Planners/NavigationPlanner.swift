/// Writes the steps of every change to a navigation stack: push, pop, pop to, set, and the user's
/// swipe back (R8–R12, R34, R35).
///
/// Pure: it knows nothing of controllers, only of the elements it is given, so its plans are tested
/// with plain objects. The navigation controller checks a request, asks for the plan, and hands it
/// to ``TransitionInterpreter``.
enum NavigationPlanner {
    /// The steps of a stack change (R8–R12, R34).
    ///
    /// Only the old top and the new top get appearance callbacks: push-style and pop-style share
    /// one order (old will disappear < new will appear < new is appearing < old did disappear < new
    /// did appear); the first controller of an empty stack (R34) simply appears. Every added
    /// controller gets `willMove` before the change and `didMove` after the callbacks, every removed
    /// one `willMove(toContainer: false)` first and `didMove(toContainer: false)` last (R10). The delegate
    /// hears `willShow` after the incoming `viewIsAppearing`, before any did-callback, and `didShow`
    /// last (R12) — only while the navigation controller is on screen.
    /// - Parameters:
    ///   - change: Who is added, removed, the old and the new top.
    ///   - edit: The stack edit that makes the change.
    ///   - navigation: The navigation controller.
    ///   - onScreen: Whether the navigation controller has appeared.
    static func plan<Element: AnyObject>(
        _ change: StackTransitionPlan<Element>, edit: TransitionEdit<Element>, in navigation: Element,
        onScreen: Bool
    ) -> TransitionPlan<Element> {
        var plan = TransitionPlan(from: change.oldTop, to: change.newTop, in: navigation)
        plan.enlist(navigation)
        for removed in change.removed { plan.enlist(removed, .movingFromParent) }
        for added in change.added { plan.enlist(added, .movingToParent) }
        if let oldTop = change.oldTop { plan.enlist(oldTop) }
        if let newTop = change.newTop { plan.enlist(newTop) }

        plan.willMove(change)
        plan.add(.edit(edit))
        if onScreen, change.style != .none, let newTop = change.newTop {
            // R34: the first controller of an empty stack appears like any pushed one.
            addWillPart(from: change.oldTop, to: newTop, showing: newTop, to: &plan)
            if let oldTop = change.oldTop { plan.add(.didDisappear(oldTop)) }
            plan.add(.didAppear(newTop))
        } else if onScreen, let newTop = change.newTop {
            plan.add(.willShow(newTop))
        }
        plan.add(.showContent(change.newTop, nil))
        plan.didMove(change)
        if onScreen, let newTop = change.newTop { plan.add(.didShow(newTop)) }
        plan.add(.endTransition)
        return plan
    }

    /// A stack change on screen that a custom animator performs (R37, R38): the same "will" part as
    /// ``plan(_:edit:in:onScreen:)`` except that the container shows only the old top's view (the
    /// animator adds the new one), then a ``TransitionStep/pause``; then the same "did" part.
    ///
    /// Cancelled (`completeTransition(false)`), everything goes back as for a cancelled swipe
    /// (R35): no controller moves any more, the old stack returns, the new top disappears again
    /// (`viewWillDisappear`, `viewDidDisappear`) and the old top appears again (`viewWillAppear`,
    /// `viewIsAppearing`, `viewDidAppear`); no `didShow` and no `didMove` are sent (**choice**, as
    /// for the swipe), and added controllers leave.
    /// - Parameters:
    ///   - oldStack: The stack before the change, restored by a cancel.
    static func animatedPlan<Element: AnyObject>(
        _ change: StackTransitionPlan<Element>, edit: TransitionEdit<Element>, in navigation: Element,
        oldStack: [Element], from oldTop: Element, to newTop: Element
    ) -> TransitionPlan<Element> {
        var plan = TransitionPlan(from: oldTop, to: newTop, in: navigation, steps: 20)
        plan.enlist(navigation)
        for removed in change.removed { plan.enlist(removed, .movingFromParent) }
        for added in change.added { plan.enlist(added, .movingToParent) }
        plan.enlist(oldTop)
        plan.enlist(newTop)

        plan.willMove(change)
        plan.add(.edit(edit))
        addWillPart(from: oldTop, to: newTop, showing: nil, to: &plan)
        plan.add(.pause)
        plan.add(.didDisappear(oldTop))
        plan.add(.didAppear(newTop))
        plan.add(.showContent(newTop, nil))
        plan.didMove(change)
        plan.add(.didShow(newTop))
        plan.add(.endTransition)

        for removed in change.removed { plan.cancelSteps.append(.clearRoles(removed)) }
        for added in change.added { plan.cancelSteps.append(.clearRoles(added)) }
        plan.cancelSteps.append(.edit(.replaceStack(oldStack)))
        for added in change.added { plan.cancelSteps.append(.edit(.release(added))) }
        plan.cancelSteps += TransitionStep.undoingSwitch(from: oldTop, to: newTop)
        return plan
    }

    /// The user's swipe back from `top` to `below` (R35).
    ///
    /// When the finger goes down, `top` gets `willMove(toContainer: false)` (a pop begins) and
    /// `viewWillDisappear`; `below` loads if needed, enters the hierarchy and gets `viewWillAppear`,
    /// then `viewIsAppearing` (**choice**); the delegate hears `willShow: below`. Completed, it ends
    /// as a pop (R9): `top` leaves the stack, `viewDidDisappear`, `below.viewDidAppear`,
    /// `didMove(toContainer: false)`, `didShow`. Cancelled, `below` disappears again first and `top`
    /// appears again (the order UIKit logs show), the stack is unchanged, no `didShow` and no
    /// `didMove` are sent, and `top` is no longer moving from its parent.
    static func swipeBack<Element: AnyObject>(
        from top: Element, to below: Element, in navigation: Element
    ) -> InteractivePlan<Element> {
        var begin = TransitionPlan(from: top, to: below, in: navigation)
        begin.enlist(navigation)
        begin.enlist(top, .movingFromParent)
        begin.enlist(below)
        begin.add(.willMove(top, toContainer: false))
        addWillPart(from: top, to: below, showing: below, to: &begin)

        let finish: [TransitionStep<Element>] = [
            .interactionEnded(cancelled: false),
            .edit(.popLast(1)),
            .didDisappear(top),
            .didAppear(below),
            .showContent(below, nil),
            .edit(.release(top)),
            .didMove(top, toContainer: false),
            .didShow(below),
            .endTransition,
        ]
        let cancel: [TransitionStep<Element>] =
            [.interactionEnded(cancelled: true), .clearRoles(top)]
            + TransitionStep.undoingSwitch(from: top, to: below)
        return InteractivePlan(begin: begin, finish: finish, cancel: cancel)
    }

    /// The "will" part of a switch from the top `old` to `new` on screen (R8, R9, R12, R35): `new`
    /// loads, the navigation controller shows `old` (and `incoming`, unless an animator adds it),
    /// `old` gets `viewWillDisappear`, `new` `viewWillAppear` and `viewIsAppearing`, and the
    /// delegate hears `willShow`. Without an `old` (the first controller of an empty stack), the
    /// navigation controller shows `new` alone.
    private static func addWillPart<Element: AnyObject>(
        from old: Element?, to new: Element, showing incoming: Element?,
        to plan: inout TransitionPlan<Element>
    ) {
        plan.add(.loadView(new))
        if let old {
            plan.add(.showContent(old, incoming))
            plan.add(.willDisappear(old))
        } else {
            plan.add(.showContent(new, nil))
        }
        plan.add(.willAppear(new))
        plan.add(.isAppearing(new))
        plan.add(.willShow(new))
    }
}
