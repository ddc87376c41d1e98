/// Writes the steps of a window's changes: showing it, and replacing its root (R7).
///
/// Window transitions have no transition coordinator, as in UIKit: their plans enlist no one.
enum WindowPlanner {
    /// `makeKeyAndVisible()` (R7): the root loads, then appears; so do the controllers presented
    /// over it before the window was shown, back to front — those a user sees (`visible`, the
    /// root first unless a full-screen presentation covers it).
    static func show<Element: AnyObject>(_ root: Element?, visible: [Element]) -> TransitionPlan<Element> {
        var plan = TransitionPlan<Element>(from: nil, to: visible.last ?? root)
        if let root, visible.first !== root { plan.add(.loadView(root)) }
        for controller in visible {
            plan.add(.loadView(controller))
            plan.appear(controller)
        }
        return plan
    }

    /// Replacing the root `old` with `new` (R7, R31).
    ///
    /// Whatever the old root presents is dismissed first (without bringing the old root back), the
    /// old root disappears and leaves the window, then the new one enters it and, when the window is
    /// visible, loads and appears.
    static func replaceRoot<Element: AnyObject>(_ old: Element?, with new: Element?, visible: Bool)
        -> TransitionPlan<Element>
    {
        var plan = TransitionPlan(from: old, to: new)
        if let old {
            plan.add(.dismissPresentations(above: old))
            if visible { plan.disappear(old) }
            plan.add(.edit(.leaveWindow(old)))
        }
        if let new {
            plan.add(.edit(.enterWindow(new)))
            if visible {
                plan.add(.loadView(new))
                plan.appear(new)
            }
        }
        return plan
    }
}
