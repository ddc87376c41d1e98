import Foundation

/// One finger on the screen — UIKit's `UITouch`.
///
/// A user's tap through HeadlessUI's `UIWindow.tap(_:)` or `UIWindow.tap(at:)` makes one touch,
/// which begins and ends on the view that was tapped; `location(in:)` converts where it is to any
/// view's coordinates.
///
/// ```swift
/// override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
///     guard let touch = touches.first else { return }
///     marker.center = touch.location(in: view)
/// }
/// ```
@preconcurrency @MainActor open class UITouch: Hashable {
    /// Where a touch is in its life — UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered the view.
        case regionEntered
        /// A pointer moved in the view.
        case regionMoved
        /// A pointer left the view.
        case regionExited
    }

    /// What made the touch — UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen.
        case indirect
        /// An Apple Pencil.
        case pencil
        /// A pointer (a trackpad or mouse).
        case indirectPointer
    }

    /// Where the touch is in its life.
    open internal(set) var phase: Phase = .began
    /// How many times the finger tapped in quick succession.
    open internal(set) var tapCount = 1
    /// When the touch last changed, in seconds since the system started.
    open internal(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    /// What made the touch: a finger.
    open internal(set) var type: TouchType = .direct
    /// How hard the finger presses; 0 (no force reading).
    open internal(set) var force: CGFloat = 0
    /// The greatest possible force; 0.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The radius of the touch, in points.
    open internal(set) var majorRadius: CGFloat = 20
    /// The view the touch began in.
    open internal(set) weak var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// The recognizers that receive the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Where the touch is, in ``view``'s coordinates.
    var locationInView = CGPoint.zero
    /// Where it was before the last move, in ``view``'s coordinates.
    var previousLocationInView = CGPoint.zero

    /// Creates a touch with no view.
    public init() {}

    /// Where the touch is, in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        UIView.convert(locationInView, from: self.view, to: view)
    }

    /// Where the touch was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        UIView.convert(previousLocationInView, from: self.view, to: view)
    }

    /// Whether both are the same touch.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    /// Hashes the touch's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a user did: touches, a shake, a key press — UIKit's `UIEvent`.
@preconcurrency @MainActor open class UIEvent {
    /// The kinds of event — UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// The device moved (a shake).
        case motion
        /// A remote control.
        case remoteControl
        /// Physical buttons.
        case presses
        /// A scroll from a trackpad or mouse.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A pinch or rotation from a trackpad.
        case transform = 14
    }

    /// The kinds of motion and remote-control event — UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// No subtype: a touch event.
        case none = 0
        /// A shake.
        case motionShake = 1
    }

    /// The kind of event.
    open internal(set) var type: EventType = .touches
    /// The subtype.
    open internal(set) var subtype: EventSubtype = .none
    /// When the event happened, in seconds since the system started.
    open internal(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    /// Every touch of the event.
    open internal(set) var allTouches: Set<UITouch>?

    /// Creates an event with no touches.
    public init() {}

    /// The touches of the event in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view.map { $0.isDescendant(of: view) } ?? false }
    }

    /// The touches of the event in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
