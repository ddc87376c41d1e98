/// Keys for the controllers taking part in a transition.
public enum TransitionContextKey: Sendable, Equatable {
    /// The controller going away: the outgoing top, the dismissed or the previously selected one.
    case from
    /// The controller coming in.
    case to
}

/// Describes a running transition — HeadlessUI's `UIViewControllerTransitionCoordinator`.
///
/// Non-`nil` on the container running a transition and on the controllers taking part, for the
/// whole transition, delegate callbacks included (DESIGN.md §1.2). The coordinator pattern uses it
/// to tell a pop from a push:
///
/// ```swift
/// func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool) {
///     guard let from = nav.transitionCoordinator?.viewController(forKey: .from),
///           !nav.viewControllers.contains(where: { $0 === from }) else { return }
///     // `from` was popped
/// }
/// ```
@MainActor public protocol TransitionCoordinator {
    /// The controller for `key`, or `nil` when the transition has none (e.g. a first appearance).
    func viewController(forKey key: TransitionContextKey) -> ViewController?
}

/// The roles a controller can play in a transition; they answer `isMovingToParent` and friends.
struct TransitionRoles: OptionSet {
    let rawValue: UInt8
    static let movingToParent = Self(rawValue: 1 << 0)
    static let movingFromParent = Self(rawValue: 1 << 1)
    static let beingPresented = Self(rawValue: 1 << 2)
    static let beingDismissed = Self(rawValue: 1 << 3)
}

/// One running transition: who is coming and going, and in which role.
@MainActor final class TransitionContext: TransitionCoordinator {
    private weak var from: ViewController?
    private weak var to: ViewController?
    private var roles: [ObjectIdentifier: TransitionRoles] = [:]
    private var participants: [ViewController] = []

    init(from: ViewController?, to: ViewController?) {
        self.from = from
        self.to = to
    }

    func viewController(forKey key: TransitionContextKey) -> ViewController? {
        switch key {
        case .from: from
        case .to: to
        }
    }

    func roles(of controller: ViewController) -> TransitionRoles {
        roles[ObjectIdentifier(controller)] ?? []
    }

    /// Makes `controller` take part, with `roles`, until ``end()``.
    func enlist(_ controller: ViewController, _ roles: TransitionRoles = []) {
        let key = ObjectIdentifier(controller)
        if self.roles[key] == nil { participants.append(controller) }
        self.roles[key, default: []].formUnion(roles)
        controller.activeTransition = self
    }

    /// Runs `body` with the participants' `transitionCoordinator` set, and clears it afterwards.
    func run(_ body: () -> Void) {
        body()
        for participant in participants where participant.activeTransition === self {
            participant.activeTransition = nil
        }
        participants.removeAll()
    }
}

extension ViewController {
    /// The coordinator of the transition this controller takes part in, or `nil` when none runs.
    public var transitionCoordinator: (any TransitionCoordinator)? { activeTransition }

    /// Whether this controller is being presented: true inside its appear callbacks of a presentation.
    public var isBeingPresented: Bool { activeTransition?.roles(of: self).contains(.beingPresented) ?? false }

    /// Whether this controller is being dismissed: true inside its disappear callbacks of a dismissal.
    public var isBeingDismissed: Bool { activeTransition?.roles(of: self).contains(.beingDismissed) ?? false }

    /// Whether this controller is being added to a container: true inside a pushed controller's
    /// appear callbacks (R9).
    public var isMovingToParent: Bool { activeTransition?.roles(of: self).contains(.movingToParent) ?? false }

    /// Whether this controller is being removed from a container: true inside a popped controller's
    /// disappear callbacks (R9).
    public var isMovingFromParent: Bool {
        activeTransition?.roles(of: self).contains(.movingFromParent) ?? false
    }
}
