/// Writes the steps of modal presentation: present, dismiss (a whole chain too), the user's sheet
/// swipe and the sheet drag a user can cancel (R14–R17, R33, R36).
///
/// Pure, like every planner: the presenting controller works out who is on screen and asks for the
/// plan; ``TransitionInterpreter`` performs it.
enum PresentationPlanner {
    /// Presenting `presented` from `presenter` (R14, R15, R18).
    ///
    /// A full-screen presentation covers everything a user saw (`covered`, front to back: the
    /// presenter and the sheets and roots still visible below it), which disappears around the
    /// presented controller's appearance: the covered will-disappear before its will-appear, the
    /// covered did-disappear after its did-appear (R14). Other styles cover nothing (R15).
    /// - Parameters:
    ///   - presented: The controller to present.
    ///   - presenter: The outermost container presenting it (R18).
    ///   - covered: What the presentation hides, front to back; empty for sheets.
    static func present<Element: AnyObject>(
        _ presented: Element, by presenter: Element, covering covered: [Element]
    ) -> TransitionPlan<Element> {
        var plan = presentationPlan(presenting: presented, by: presenter, covering: covered)
        plan.appear(presented)
        for controller in covered { plan.add(.didDisappear(controller)) }
        plan.add(.endTransition)
        return plan
    }

    /// Presenting `presented` from a controller in a window not yet made key and visible: the link
    /// and the view load only. Nothing is on screen, so no callback fires; the window's
    /// `makeKeyAndVisible()` makes what a user then sees appear.
    static func presentInHiddenWindow<Element: AnyObject>(_ presented: Element, by presenter: Element)
        -> TransitionPlan<Element>
    {
        var plan = TransitionPlan(from: presenter, to: presented)
        plan.add(.edit(.link(presenter: presenter, presented: presented)))
        plan.add(.loadView(presented))
        return plan
    }

    /// Presenting `presented` with a custom animator (R37, R38, R40), or a `.custom` presentation:
    /// the "will" callbacks as in ``present(_:by:covering:)``, then the presentation controller's
    /// `presentationTransitionWillBegin()`; with an animator, a ``TransitionStep/pause``; then
    /// `presentationTransitionDidEnd(true)` and the "did" callbacks. Cancelled, the presentation
    /// controller hears `presentationTransitionDidEnd(false)`, the presented controller disappears
    /// again, the link goes (so the presented controller is released), and what it covered appears
    /// again.
    /// - Parameters:
    ///   - custom: Whether the presentation controller hears its will/did hooks (`.custom` style).
    ///   - pausing: Whether an animator takes over between "will" and "did".
    static func customPresent<Element: AnyObject>(
        _ presented: Element, by presenter: Element, covering covered: [Element], custom: Bool, pausing: Bool
    ) -> TransitionPlan<Element> {
        var plan = presentationPlan(presenting: presented, by: presenter, covering: covered)
        plan.add(.willAppear(presented))
        plan.add(.isAppearing(presented))
        if custom { plan.add(.presentationWillBegin(presented)) }
        if pausing { plan.add(.pause) }
        if custom { plan.add(.presentationDidEnd(presented, completed: true)) }
        plan.add(.didAppear(presented))
        for controller in covered { plan.add(.didDisappear(controller)) }
        plan.add(.endTransition)

        plan.cancelSteps.append(.clearRoles(presented))
        if custom { plan.cancelSteps.append(.presentationDidEnd(presented, completed: false)) }
        plan.cancelSteps.append(.willDisappear(presented))
        plan.cancelSteps.append(.didDisappear(presented))
        // The model is as before from here on: what was covered appears again with nothing
        // presented above it.
        plan.cancelSteps.append(.edit(.unlinkPresentations(above: presenter)))
        for controller in covered.reversed() {
            plan.cancelSteps.append(.willAppear(controller))
            plan.cancelSteps.append(.isAppearing(controller))
        }
        for controller in covered.reversed() { plan.cancelSteps.append(.didAppear(controller)) }
        plan.cancelSteps.append(.endTransition)
        return plan
    }

    /// Dismissing the controllers presented above `presenter` whose top-most one, `chain.last`, has a
    /// custom animator or is a `.custom` presentation (R37, R38, R40). As UIKit documents for a chain,
    /// only the top-most is dismissed with its own transition; the controllers between it and
    /// `presenter` are simply removed with it. Those on screen (`leaving`, top-down) get
    /// `viewWillDisappear`, what they uncover gets `viewWillAppear` and `viewIsAppearing`, the
    /// top-most's presentation controller hears `dismissalTransitionWillBegin()`; with an animator, a
    /// ``TransitionStep/pause``; then `dismissalTransitionDidEnd(true)`, the uncovered controllers'
    /// `viewDidAppear`, the leaving ones' `viewDidDisappear`, and the links go. Cancelled,
    /// `dismissalTransitionDidEnd(false)`, the uncovered controllers disappear again and the leaving
    /// ones appear again, bottom-up.
    /// - Parameters:
    ///   - presenter: The controller whose presentations end.
    ///   - chain: The presented controllers, bottom to top; the last is dismissed with its transition.
    ///   - leaving: Those of `chain` that are on screen, top-down.
    ///   - uncovered: What a user will see again, back to front.
    ///   - custom: Whether the top-most's presentation controller hears its will/did hooks (`.custom`).
    ///   - pausing: Whether an animator takes over between "will" and "did".
    static func customDismiss<Element: AnyObject>(
        above presenter: Element, chain: [Element], leaving: [Element], uncovered: [Element], custom: Bool,
        pausing: Bool
    ) -> TransitionPlan<Element> {
        var plan = dismissalPlan(above: presenter, chain: chain, uncovered: uncovered)
        for presented in leaving { plan.add(.willDisappear(presented)) }
        for controller in uncovered {
            plan.add(.willAppear(controller))
            plan.add(.isAppearing(controller))
        }
        if custom, let top = chain.last { plan.add(.dismissalWillBegin(top)) }
        if pausing { plan.add(.pause) }
        if custom, let top = chain.last { plan.add(.dismissalDidEnd(top, completed: true)) }
        for controller in uncovered { plan.add(.didAppear(controller)) }
        for presented in leaving { plan.add(.didDisappear(presented)) }
        plan.add(.endTransition)
        plan.add(.edit(.unlinkPresentations(above: presenter)))

        for presented in chain { plan.cancelSteps.append(.clearRoles(presented)) }
        if custom, let top = chain.last { plan.cancelSteps.append(.dismissalDidEnd(top, completed: false)) }
        for controller in uncovered.reversed() { plan.cancelSteps.append(.willDisappear(controller)) }
        for controller in uncovered.reversed() { plan.cancelSteps.append(.didDisappear(controller)) }
        for presented in leaving.reversed() {
            plan.cancelSteps.append(.willAppear(presented))
            plan.cancelSteps.append(.isAppearing(presented))
            plan.cancelSteps.append(.didAppear(presented))
        }
        plan.cancelSteps.append(.endTransition)
        return plan
    }

    /// Dismissing every controller presented above `presenter` (R16, R17, R33).
    ///
    /// The controllers on screen (`leaving`, top-down) get `viewWillDisappear`; what they uncover
    /// appears fully; then they get `viewDidDisappear` (R16's did-order mirrors R14). The links go
    /// after the transition, so `presentingViewController` is `nil` by the time the sheet's delegate
    /// hears `didDismiss` (R33). A user's swipe names the `swiped` sheet: its delegate hears
    /// `willDismiss` first, inside the transition, and `didDismiss` last.
    /// - Parameters:
    ///   - presenter: The controller whose presentations end.
    ///   - chain: The presented controllers, bottom to top.
    ///   - leaving: Those of `chain` that are on screen, top-down.
    ///   - uncovered: What a user will see again, back to front.
    ///   - swiped: The sheet a user swiped away, if this dismissal is a swipe.
    static func dismiss<Element: AnyObject>(
        above presenter: Element, chain: [Element], leaving: [Element], uncovered: [Element],
        swiped: Element? = nil
    ) -> TransitionPlan<Element> {
        var plan = dismissalPlan(above: presenter, chain: chain, uncovered: uncovered)
        if let swiped { plan.add(.sheetWillDismiss(swiped)) }
        for presented in leaving { plan.add(.willDisappear(presented)) }
        for controller in uncovered { plan.appear(controller) }
        for presented in leaving { plan.add(.didDisappear(presented)) }
        plan.add(.endTransition)
        plan.add(.edit(.unlinkPresentations(above: presenter)))
        if let swiped { plan.add(.sheetDidDismiss(swiped)) }
        return plan
    }

    /// The user drags the frontmost `sheet`, presented by `presenter`, down (R36).
    ///
    /// When the finger goes down the delegate hears `willDismiss` and the sheet gets
    /// `viewWillDisappear`. Completed, it ends like a swipe (R33): `viewDidDisappear`, the link goes,
    /// the delegate hears `didDismiss`. Cancelled, the sheet is no longer being dismissed and
    /// appears again (`viewWillAppear`, `viewIsAppearing` — **choice** — and `viewDidAppear`); the
    /// delegate hears nothing more. The presenter, still on screen under a sheet, hears nothing
    /// either way (R15).
    static func sheetDrag<Element: AnyObject>(of sheet: Element, presentedBy presenter: Element)
        -> InteractivePlan<Element>
    {
        var begin = TransitionPlan(from: sheet, to: presenter)
        begin.enlist(presenter)
        begin.enlist(sheet, .beingDismissed)
        begin.add(.sheetWillDismiss(sheet))
        begin.add(.willDisappear(sheet))
        let finish: [TransitionStep<Element>] = [
            .interactionEnded(cancelled: false),
            .didDisappear(sheet),
            .endTransition,
            .edit(.unlinkPresentations(above: presenter)),
            .sheetDidDismiss(sheet),
        ]
        let cancel: [TransitionStep<Element>] = [
            .interactionEnded(cancelled: true),
            .clearRoles(sheet),
            .willAppear(sheet),
            .isAppearing(sheet),
            .didAppear(sheet),
            .endTransition,
        ]
        return InteractivePlan(begin: begin, finish: finish, cancel: cancel)
    }

    /// The opening of every presentation on screen (R14, R15): the participants, the link, the
    /// presented controller's view loaded, and `viewWillDisappear` for what it covers.
    private static func presentationPlan<Element: AnyObject>(
        presenting presented: Element, by presenter: Element, covering covered: [Element]
    ) -> TransitionPlan<Element> {
        var plan = TransitionPlan(from: presenter, to: presented)
        plan.enlist(presenter)
        for controller in covered { plan.enlist(controller) }
        plan.enlist(presented, .beingPresented)
        plan.add(.edit(.link(presenter: presenter, presented: presented)))
        plan.add(.loadView(presented))
        for controller in covered { plan.add(.willDisappear(controller)) }
        return plan
    }

    /// The participants of every dismissal (R16, R17): the presenter, what a user will see again,
    /// and the dismissed chain, each being dismissed.
    private static func dismissalPlan<Element: AnyObject>(
        above presenter: Element, chain: [Element], uncovered: [Element]
    ) -> TransitionPlan<Element> {
        var plan = TransitionPlan(from: chain.last, to: presenter)
        plan.enlist(presenter)
        for controller in uncovered { plan.enlist(controller) }
        for presented in chain { plan.enlist(presented, .beingDismissed) }
        return plan
    }
}
