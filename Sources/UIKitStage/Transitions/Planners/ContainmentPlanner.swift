/// Writes the steps of custom containment: adding and removing children (R21), a child's view
/// entering or leaving an on-screen parent with automatic forwarding (R22), and forwarding by hand
/// (R23).
///
/// The appearance engine forwards every appearance callback to the children that appear with a
/// controller (R22's parent will < child will < parent did < child did) without allocating; these
/// plans cover what starts such a callback.
enum ContainmentPlanner {
    /// `parent.addChild(child)` (R21): a child with another parent leaves it first (its
    /// `didMove(toParent: nil)`), then `willMove(toParent: parent)` — not `didMove`, which the
    /// caller sends after adding the child's view. The steps run with `parent` as their container.
    static func addChild<Element: AnyObject>(_ child: Element, leaving current: Element?)
        -> [TransitionStep<Element>]
    {
        var steps: [TransitionStep<Element>] = []
        if current != nil {
            steps.append(.edit(.detachChild(child)))
            steps.append(.didMove(child, toContainer: false))
        }
        steps.append(.willMove(child, toContainer: true))
        steps.append(.edit(.attachChild(child)))
        return steps
    }

    /// `child.removeFromParent()` (R21): the child (and its view) leaves, then `didMove(toParent:
    /// nil)` — not `willMove`, which the caller sends first.
    static func removeFromParent<Element: AnyObject>(_ child: Element) -> [TransitionStep<Element>] {
        [.edit(.detachChild(child)), .didMove(child, toContainer: false)]
    }

    /// A child's root view entered the view of a parent in `parentState` (R22): an appeared parent
    /// makes the child appear at once; an appearing one makes it start appearing (the parent's
    /// did-callback finishes it).
    static func childViewEntered<Element: AnyObject>(_ child: Element, parentState: AppearanceState)
        -> [TransitionStep<Element>]
    {
        switch parentState {
        case .appeared: [.willAppear(child), .isAppearing(child), .didAppear(child)]
        case .appearing: [.willAppear(child)]
        case .disappeared, .disappearing: []
        }
    }

    /// A child's root view left its parent's view while the child was in `state` (R22): it
    /// disappears, first finishing a transition under way so every will keeps its did (R6).
    static func childViewLeft<Element: AnyObject>(_ child: Element, state: AppearanceState)
        -> [TransitionStep<Element>]
    {
        switch state {
        case .appearing:
            [.isAppearing(child), .didAppear(child), .willDisappear(child), .didDisappear(child)]
        case .appeared: [.willDisappear(child), .didDisappear(child)]
        case .disappearing: [.didDisappear(child)]
        case .disappeared: []
        }
    }

    /// `beginAppearanceTransition(_:animated:)` (R23): the will-callback. One step, so forwarding by
    /// hand allocates nothing.
    static func beginAppearance<Element: AnyObject>(of child: Element, appearing: Bool) -> TransitionStep<
        Element
    > {
        appearing ? .willAppear(child) : .willDisappear(child)
    }

    /// `endAppearanceTransition()` (R23): the did-callback of whatever runs; unbalanced when nothing
    /// runs.
    static func endAppearance<Element: AnyObject>(of child: Element) -> TransitionStep<Element> {
        .endAppearance(child)
    }
}
