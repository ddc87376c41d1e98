/// What a change of a navigation stack does, as a pure value (rule R8–R11).
///
/// Only the old top and the new top get appearance callbacks; every removed controller gets
/// `willMove(toParent: nil)`/`didMove(toParent: nil)`, every added one `willMove`/`didMove` to the
/// navigation controller. Push and pop plans cost O(1) plus the controllers they touch; only a
/// whole-stack replacement diffs the stacks, in O(n) with hashing.
struct StackTransitionPlan<Element> {
    enum Style: Equatable {
        /// The top is unchanged: no appearance callbacks.
        case none
        /// The new top comes from outside the old stack: R8 order.
        case push
        /// The new top was already below the old top: R9 order.
        case pop
    }

    let removed: [Element]
    let added: [Element]
    let oldTop: Element?
    let newTop: Element?
    let style: Style

    /// Pushing `element` on a stack whose top is `top`.
    static func push(_ element: Element, onto top: Element?) -> Self {
        Self(removed: [], added: [element], oldTop: top, newTop: element, style: .push)
    }

    /// Popping `removed` (bottom to top) so that `newTop` becomes the top.
    static func pop(_ removed: [Element], revealing newTop: Element) -> Self {
        Self(
            removed: removed, added: [], oldTop: removed.last, newTop: newTop,
            style: removed.isEmpty ? .none : .pop)
    }
}

extension StackTransitionPlan where Element: AnyObject {
    /// Replacing the stack `old` with `new` (R11).
    static func replace(_ old: [Element], with new: [Element]) -> Self {
        let oldIDs = Set(old.map(ObjectIdentifier.init))
        let newIDs = Set(new.map(ObjectIdentifier.init))
        let removed = old.filter { !newIDs.contains(ObjectIdentifier($0)) }
        let added = new.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        let style: Style
        switch (old.last, new.last) {
        case (let oldTop?, let newTop?) where oldTop === newTop: style = .none
        case (_, let newTop?) where oldIDs.contains(ObjectIdentifier(newTop)): style = .pop
        case (_, nil): style = .none
        default: style = .push
        }
        return Self(removed: removed, added: added, oldTop: old.last, newTop: new.last, style: style)
    }
}
