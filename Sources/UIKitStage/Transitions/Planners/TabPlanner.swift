/// Writes the steps of a tab bar controller's changes: switching tabs, a user's tap, and replacing
/// the tabs (R19, R20, R21).
enum TabPlanner {
    /// Switching from `old` to `new` (R19): the new tab loads, enters the hierarchy and gets
    /// `viewWillAppear` and `viewIsAppearing`, then the old tab disappears entirely, then the new
    /// one gets `viewDidAppear` — the will-order is the reverse of a push. Off screen only the
    /// content changes. A user's tap adds the delegate's `didSelect` after the transition (R20).
    /// - Parameters:
    ///   - old: The tab selected before, if any.
    ///   - new: The tab selected after, if any.
    ///   - tabs: The tab bar controller.
    ///   - index: The index to select first, or `nil` when the selection is already made.
    ///   - onScreen: Whether the tab bar controller has appeared.
    ///   - tapped: The controller a user tapped, whose selection the delegate hears.
    static func switchTabs<Element: AnyObject>(
        from old: Element?, to new: Element?, in tabs: Element, selecting index: Int?, onScreen: Bool,
        tapped: Element? = nil
    ) -> TransitionPlan<Element> {
        var plan = TransitionPlan(from: old, to: new, in: tabs)
        plan.enlist(tabs)
        if let old { plan.enlist(old) }
        if let new { plan.enlist(new) }
        if let index { plan.add(.edit(.select(index))) }
        plan.switchShown(from: old, to: new, onScreen: onScreen)
        plan.add(.endTransition)
        if let tapped { plan.add(.didSelect(tapped)) }
        return plan
    }

    /// Switching tabs on screen with a custom animator (R37, R38): the new tab loads and gets
    /// `viewWillAppear` and `viewIsAppearing`, the old one `viewWillDisappear`, while the container
    /// shows only the old tab's view (the animator adds the new one); a ``TransitionStep/pause``;
    /// then `viewDidDisappear`, `viewDidAppear` and, after a user's tap, `didSelect`. Cancelled, the
    /// old selection returns and the callbacks reverse as for a cancelled swipe (R35).
    static func animatedSwitch<Element: AnyObject>(
        from old: Element, to new: Element, in tabs: Element, selecting index: Int, previous: Int,
        tapped: Element? = nil
    ) -> TransitionPlan<Element> {
        var plan = TransitionPlan(from: old, to: new, in: tabs)
        plan.enlist(tabs)
        plan.enlist(old)
        plan.enlist(new)
        plan.add(.edit(.select(index)))
        addAnimatedSwitch(from: old, to: new, to: &plan)
        plan.add(.endTransition)
        if let tapped { plan.add(.didSelect(tapped)) }

        plan.cancelSteps = [.edit(.select(previous))] + TransitionStep.undoingSwitch(from: old, to: new)
        return plan
    }

    /// A user's tap on the tab that is already selected: only the delegate's `didSelect` (R20).
    static func reselect<Element: AnyObject>(_ selected: Element, in tabs: Element) -> TransitionPlan<Element>
    {
        var plan = TransitionPlan<Element>(from: nil, to: nil, in: tabs)
        plan.add(.didSelect(selected))
        return plan
    }

    /// The index selected after replacing the tabs `old`, of which `selection` was selected, with
    /// `new`, as UIKit documents it: the selected controller stays selected when it is still a tab;
    /// otherwise the tab at the same index is selected, or, when there is none, the first.
    static func selection<Element: AnyObject>(
        afterReplacing old: [Element], selection: Int, with new: [Element]
    ) -> Int {
        let oldSelected = old.indices.contains(selection) ? old[selection] : nil
        return oldSelected.flatMap { selected in new.firstIndex { $0 === selected } }
            ?? (new.indices.contains(selection) ? selection : 0)
    }

    /// Replacing the tabs `old` with `new` (R21, R19).
    ///
    /// The selection follows ``selection(afterReplacing:selection:with:)``; a new selected controller
    /// is switched to as in R19. Added tabs get `willMove` first and `didMove` last, removed ones
    /// `willMove(toContainer: false)` first and `didMove(toContainer: false)` last.
    static func replaceTabs<Element: AnyObject>(
        _ old: [Element], selection: Int, with new: [Element], in tabs: Element, onScreen: Bool
    ) -> TransitionPlan<Element> {
        let change = StackTransitionPlan.replace(old, with: new)
        let oldSelected = old.indices.contains(selection) ? old[selection] : nil
        let newSelection = Self.selection(afterReplacing: old, selection: selection, with: new)
        let newSelected = new.indices.contains(newSelection) ? new[newSelection] : nil

        var plan = TransitionPlan(from: oldSelected, to: newSelected, in: tabs)
        plan.enlist(tabs)
        if let oldSelected { plan.enlist(oldSelected) }
        if let newSelected { plan.enlist(newSelected) }
        plan.willMove(change)
        plan.add(.edit(.replaceTabs(new, selection: newSelection)))
        if newSelected !== oldSelected {
            plan.switchShown(from: oldSelected, to: newSelected, onScreen: onScreen)
        }
        plan.didMove(change)
        plan.add(.endTransition)
        return plan
    }

    /// Replacing the tabs on screen when the selected controller changes from `oldSelected` to
    /// `newSelected` and the delegate's animator performs the switch (R37, R38): the containment
    /// calls of ``replaceTabs(_:selection:with:in:onScreen:)`` around the "will" part of
    /// ``animatedSwitch(from:to:in:selecting:previous:tapped:)``, a ``TransitionStep/pause``, then
    /// its "did" part.
    ///
    /// Cancelled, the old tabs and selection return and the callbacks reverse as for a cancelled
    /// swipe (R35): no `didMove` is sent (**choice**, as for a cancelled push), and added
    /// controllers leave.
    /// - Parameters:
    ///   - old: The tabs before, restored by a cancel.
    ///   - selection: The index selected before, restored by a cancel.
    ///   - new: The tabs after.
    ///   - newSelection: The index selected after, `newSelected`'s.
    static func animatedReplace<Element: AnyObject>(
        _ old: [Element], selection: Int, with new: [Element], newSelection: Int, in tabs: Element,
        from oldSelected: Element, to newSelected: Element
    ) -> TransitionPlan<Element> {
        let change = StackTransitionPlan.replace(old, with: new)
        var plan = TransitionPlan(from: oldSelected, to: newSelected, in: tabs, steps: 20)
        plan.enlist(tabs)
        plan.enlist(oldSelected)
        plan.enlist(newSelected)
        plan.willMove(change)
        plan.add(.edit(.replaceTabs(new, selection: newSelection)))
        addAnimatedSwitch(from: oldSelected, to: newSelected, to: &plan)
        plan.didMove(change)
        plan.add(.endTransition)

        plan.cancelSteps.append(.edit(.replaceTabs(old, selection: selection)))
        for added in change.added { plan.cancelSteps.append(.edit(.release(added))) }
        plan.cancelSteps += TransitionStep.undoingSwitch(from: oldSelected, to: newSelected)
        return plan
    }

    /// Switching from `old` to `new` with a custom animator (R19, R37): the new tab loads and gets
    /// `viewWillAppear` and `viewIsAppearing`, the old one `viewWillDisappear`, while the container
    /// shows only the old tab's view; a ``TransitionStep/pause``; then `viewDidDisappear`,
    /// `viewDidAppear`, and the new tab is the container's content.
    private static func addAnimatedSwitch<Element: AnyObject>(
        from old: Element, to new: Element, to plan: inout TransitionPlan<Element>
    ) {
        plan.add(.loadView(new))
        plan.add(.showContent(old, nil))
        plan.add(.willAppear(new))
        plan.add(.isAppearing(new))
        plan.add(.willDisappear(old))
        plan.add(.pause)
        plan.add(.didDisappear(old))
        plan.add(.didAppear(new))
        plan.add(.showContent(new, nil))
    }
}
