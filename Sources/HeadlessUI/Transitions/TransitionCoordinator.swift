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
/// whole transition, delegate callbacks included. The coordinator pattern uses it to tell a pop from
/// a push:
///
/// ```swift
/// func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool) {
///     guard let from = nav.transitionCoordinator?.viewController(forKey: .from),
///           !nav.viewControllers.contains(where: { $0 === from }) else { return }
///     // `from` was popped
/// }
/// ```
///
/// A transition a user's finger drives (a swipe back, a sheet drag; R35, R36) is interactive until
/// the finger lifts; the user may then cancel it, and everything returns to where it was:
///
/// ```swift
/// override func viewWillDisappear(_ animated: Bool) {
///     transitionCoordinator?.notifyWhenInteractionChanges { context in
///         if context.isCancelled { self.resumeWork() }   // the swipe back was cancelled
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol TransitionCoordinator {
    /// The controller for `key`, or `nil` when the transition has none (e.g. a first appearance).
    func viewController(forKey key: TransitionContextKey) -> ViewController?

    /// Whether a user's finger drives the transition now: `true` from the start of a swipe back or a
    /// sheet drag until the user completes or cancels it (R35, R36). Default `false`.
    var isInteractive: Bool { get }

    /// Whether the user cancelled the transition: `true` from the moment the finger lifted early
    /// until the transition ends (R35, R36). Default `false`.
    var isCancelled: Bool { get }

    /// Calls `handler` once, when the user's finger lifts and the transition stops being
    /// interactive — before the completing or cancelling callbacks. Not called for a transition that
    /// is not interactive. Default: never calls it.
    /// - Parameter handler: Receives the coordinator, whose ``isCancelled`` says how it ended.
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any TransitionCoordinator) -> Void)
}

extension TransitionCoordinator {
    /// Not interactive.
    public var isInteractive: Bool { false }
    /// Not cancelled.
    public var isCancelled: Bool { false }
    /// Never calls `handler`: the transition is not interactive.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any TransitionCoordinator) -> Void
    ) {}
}

/// The roles a controller can play in a transition; they answer `isMovingToParent` and friends.
struct TransitionRoles: OptionSet {
    let rawValue: UInt8
    static let movingToParent = Self(rawValue: 1 << 0)
    static let movingFromParent = Self(rawValue: 1 << 1)
    static let beingPresented = Self(rawValue: 1 << 2)
    static let beingDismissed = Self(rawValue: 1 << 3)
}

/// One running transition: who is coming and going, in which role, and whether a user drives it.
@MainActor final class TransitionContext: TransitionCoordinator {
    private weak var from: ViewController?
    private weak var to: ViewController?
    private var roles: [ObjectIdentifier: TransitionRoles] = [:]
    private var participants: [ViewController] = []
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private var interactionHandlers: [@MainActor (any TransitionCoordinator) -> Void] = []

    init(from: ViewController?, to: ViewController?, isInteractive: Bool = false, capacity: Int = 0) {
        self.from = from
        self.to = to
        self.isInteractive = isInteractive
        roles.reserveCapacity(capacity)
        participants.reserveCapacity(capacity)
    }

    func viewController(forKey key: TransitionContextKey) -> ViewController? {
        switch key {
        case .from: from
        case .to: to
        }
    }

    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any TransitionCoordinator) -> Void) {
        guard isInteractive else { return }
        interactionHandlers.append(handler)
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

    /// `controller` stays a participant, in no role (a cancelled pop no longer moves it).
    func clearRoles(of controller: ViewController) {
        let key = ObjectIdentifier(controller)
        if roles[key] != nil { roles[key] = [] }
    }

    /// The user's finger lifted: the transition is no longer interactive, cancelled or not; the
    /// handlers registered with ``notifyWhenInteractionChanges(_:)`` hear it, once.
    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    /// Ends the transition: the participants' `transitionCoordinator` is `nil` again.
    func end() {
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
