import Foundation
import ScenewrightCore

/// A gesture a user can make on the stage — HeadlessUI's `UIGestureRecognizer`.
///
/// A navigation controller's ``UINavigationController/interactivePopGestureRecognizer`` is the swipe
/// back (R35): disable it to keep users from swiping a screen away, as apps do during a form or a
/// custom interactive transition of their own.
///
/// ```swift
/// navigationController.interactivePopGestureRecognizer?.isEnabled = false
/// try window.beginSwipeBack()   // throws: the swipe back of NavigationController is disabled
/// ```
///
/// A recognizer you make yourself follows UIKit's states. Attach it to a view with
/// ``UIView/addGestureRecognizer(_:)``, hear it with ``addTarget(_:handler:)`` (UIKit's
/// target–action, with a closure in place of the selector), and play the user's finger with
/// ``send(_:)``: each accepted state change calls every live target's handler, as touches do.
///
/// ```swift
/// let pan = PanGestureRecognizer()
/// view.addGestureRecognizer(pan)
/// pan.addTarget(self) { screen, recognizer in screen.handlePan(recognizer) }
/// try pan.send(.began, translation: CGPoint(x: 10, y: 0))
/// ```
@preconcurrency @MainActor open class UIGestureRecognizer: Hashable {
    /// The states of a gesture, with UIKit's cases and raw values.
    public enum State: Int, Sendable, Hashable, CustomStringConvertible {
        /// Not yet recognized; the state every gesture starts and ends in.
        case possible
        /// A continuous gesture has started.
        case began
        /// A continuous gesture has changed.
        case changed
        /// A continuous gesture has ended (or a discrete one was recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture could not be recognized.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static var recognized: State { .ended }

        /// The case's name, as UIKit spells it.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// A state change ``send(_:)`` refused; the recognizer is left as it was.
    public struct StateError: ScenewrightError, Hashable {
        /// The kinds: the constants of `ErrorKind` where `Failure` is this type.
        public typealias Kind = ErrorKind<StateError>
        /// Which rule refused the change.
        public let kind: Kind
        /// Why the change was refused, naming the recognizer and both states.
        public let message: String
    }

    /// Whether the gesture can start. Default `true`. Disabling a gesture in progress cancels it.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { deliver(.cancelled) }
        }
    }

    /// The gesture's current state; ``send(_:)`` changes it.
    public internal(set) var state: State = .possible

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// Asked whether the gesture may begin, and how it relates to others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether touches of a recognized gesture are cancelled in the view. Recorded only. Default `true`.
    open var cancelsTouchesInView = true
    /// Whether touches are delayed until the gesture fails. Recorded only. Default `false`.
    open var delaysTouchesBegan = false
    /// Whether the last touch is delayed until the gesture fails. Recorded only. Default `true`.
    open var delaysTouchesEnded = true
    /// Whether the gesture only recognizes touches of one type. Recorded only. Default `true`.
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?

    /// Where the finger is, in the coordinates of ``view``; set with ``send(_:at:)``.
    var touchLocation = CGPoint.zero

    /// The recognizers that must fail before this one may recognize (``require(toFail:)``).
    private var failureRequirements: [Weak<UIGestureRecognizer>] = []

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail: on a user's touch, it
    /// recognizes only when the other does not (a single tap that waits for a double tap).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(Weak(object: otherGestureRecognizer))
    }

    /// The live recognizers this one waits for.
    var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.object) }

    private struct Registration {
        weak var target: AnyObject?
        let handler: @MainActor (AnyObject, UIGestureRecognizer) -> Void
    }

    private var registrations: [Registration] = []

    /// Creates an enabled gesture recognizer in the ``State/possible`` state, with no targets.
    public init() {}

    /// Two recognizers are equal only when they are the same object, as `NSObject` makes UIKit's.
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
        lhs === rhs
    }

    /// Hashes the recognizer's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Targets

    /// Calls `handler` with `target` and this recognizer on every state change, while `target`
    /// lives: the recognizer holds `target` weakly, as UIKit's target–action does.
    ///
    /// This is UIKit's `addTarget(_:action:)` with a closure in place of the selector, which needs
    /// the Objective-C runtime. It is final: no UIKit subclass overrides a method of this shape.
    public final func addTarget<Target: AnyObject>(
        _ target: Target, handler: @escaping @MainActor (Target, UIGestureRecognizer) -> Void
    ) {
        registrations.append(
            Registration(target: target) { target, recognizer in
                guard let target = target as? Target else { return }
                handler(target, recognizer)
            })
    }

    /// Removes every handler added for `target`, or every handler when `target` is `nil`.
    open func removeTarget(_ target: AnyObject?) {
        guard let target else {
            registrations.removeAll()
            return
        }
        registrations.removeAll { $0.target == nil || $0.target === target }
    }

    // MARK: Touches

    /// The number of fingers on the screen: one while the gesture has begun or changed.
    open var numberOfTouches: Int { state == .began || state == .changed ? 1 : 0 }

    /// Where the gesture is, in the coordinates of `view` (the window's root coordinates when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        let own = UIGestureRecognizer.originInRoot(of: self.view)
        let other = UIGestureRecognizer.originInRoot(of: view)
        return CGPoint(x: touchLocation.x + own.x - other.x, y: touchLocation.y + own.y - other.y)
    }

    /// The location of the touch at `touchIndex`; only the first touch exists.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// Returns the gesture to ``State/possible`` without calling any target, as UIKit does when a
    /// gesture ends.
    open func reset() {
        state = .possible
    }

    /// Plays the user's finger: moves the gesture to `state` and calls every live target.
    ///
    /// Allowed moves are UIKit's: from ``State/possible`` to ``State/began``, ``State/ended`` (a
    /// discrete gesture) or ``State/failed``; from ``State/began`` or ``State/changed`` to
    /// ``State/changed``, ``State/ended`` or ``State/cancelled``. After an end, a cancel or a
    /// failure the gesture is ``State/possible`` again for the next touch. Before the gesture
    /// begins, the delegate's ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` is
    /// asked; a `false` answer fails the gesture without calling any target.
    /// - Throws: ``StateError`` when the recognizer is disabled, not attached to a view, or the
    ///   move is not one of the above; nothing changes then.
    public func send(_ state: State) throws(StateError) {
        guard isEnabled else {
            throw StateError(
                kind: .disabled, message: "\(diagnosticName) is disabled: it cannot move to \(state)")
        }
        guard view != nil else {
            throw StateError(
                kind: .notAttached,
                message:
                    "\(diagnosticName) is attached to no view: add it with addGestureRecognizer(_:) first")
        }
        let allowed: Bool
        switch (self.state, state) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): allowed = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): allowed = true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): allowed = true
        default: allowed = false
        }
        guard allowed else {
            throw StateError(
                kind: .notAllowed, message: "\(diagnosticName) cannot move from \(self.state) to \(state)")
        }
        if self.state == .possible, state != .failed, delegate?.gestureRecognizerShouldBegin(self) == false {
            self.state = .failed
            self.state = .possible
            return
        }
        deliver(state)
    }

    /// Plays the user's finger at `location` (in ``view``'s coordinates), then moves to `state`.
    public func send(_ state: State, at location: CGPoint) throws(StateError) {
        let previous = touchLocation
        touchLocation = location
        do { try send(state) } catch {
            touchLocation = previous
            throw error
        }
    }

    /// A user's touch made this discrete gesture (a tap, a swipe): asks the delegate whether it may
    /// begin, then recognizes it (``State/ended``), calling the targets.
    /// - Returns: Whether it was recognized; `false` (nothing called) when disabled, detached,
    ///   not ready, or refused by the delegate.
    func recognizeDiscrete() -> Bool {
        guard isEnabled, view != nil, state == .possible else { return false }
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        deliver(.ended)
        return true
    }

    /// A user's touch made this continuous gesture (a long press, a pan, a pinch): asks the
    /// delegate, then runs `began`, each of `changes`, then `ended`, calling `update` before each
    /// state so the gesture's values (a translation, a scale) are those of that moment.
    /// - Returns: Whether it began.
    func recognizeContinuous(steps: Int, update: (Int) -> Void) -> Bool {
        guard isEnabled, view != nil, state == .possible else { return false }
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        update(0)
        deliver(.began)
        for step in 1..<max(steps, 1) where state == .began || state == .changed {
            update(step)
            deliver(.changed)
        }
        guard state == .began || state == .changed else { return true }
        update(max(steps, 1))
        deliver(.ended)
        return true
    }

    /// Sets the state and calls the live targets; a finished gesture is ready for the next touch.
    func deliver(_ state: State) {
        self.state = state
        if state != .failed {
            let live = registrations.compactMap { registration in
                registration.target.map { (target: $0, handler: registration.handler) }
            }
            registrations.removeAll { $0.target == nil }
            for (target, handler) in live { handler(target, self) }
        }
        if state == .ended || state == .cancelled || state == .failed { reset() }
    }

    var diagnosticName: String {
        let kind = StageTypeName.of(type(of: self))
        return name.map { "\(kind) \"\($0)\"" } ?? kind
    }

    private static func originInRoot(of view: UIView?) -> CGPoint {
        var point = CGPoint.zero
        var current = view
        while let view = current {
            point.x += view.frame.origin.x - (view.superview?.bounds.origin.x ?? 0)
            point.y += view.frame.origin.y - (view.superview?.bounds.origin.y ?? 0)
            current = view.superview
        }
        return point
    }
}

/// The delegate of a ``UIGestureRecognizer`` — HeadlessUI's `UIGestureRecognizerDelegate`. Every
/// requirement is optional, with UIKit's default answer.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the gesture may begin. Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both gestures may be recognized at once. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the gesture waits for the other one to fail. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the other gesture waits for this one to fail. Default `false`.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the gesture sees `touch` at all. Default `true`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// UIKit's default: `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
        -> Bool
    {
        true
    }
}

/// A dragging gesture — HeadlessUI's `UIPanGestureRecognizer`.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    private var translation = CGPoint.zero
    private var currentVelocity = CGPoint.zero

    /// How far the finger has moved since the pan began (or since ``setTranslation(_:in:)``), in
    /// points; the same in every view, as nothing is scaled.
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Makes `translation` the pan's translation from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }

    /// How fast the finger moves, in points per second.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    /// Plays a pan: sets the translation and velocity, then moves to `state` (see
    /// ``UIGestureRecognizer/send(_:)``). A new pan starts from a zero translation.
    public func send(_ state: State, translation: CGPoint, velocity: CGPoint = .zero) throws(StateError) {
        let previous = (self.translation, currentVelocity)
        self.translation = translation
        currentVelocity = velocity
        do { try send(state) } catch {
            (self.translation, currentVelocity) = previous
            throw error
        }
    }

    /// Returns the pan to ``UIGestureRecognizer/State/possible`` and its translation to zero.
    open override func reset() {
        super.reset()
    }
}

/// The edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// Creates a set of edges from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen — HeadlessUI's `UIScreenEdgePanGestureRecognizer`.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from. Default none.
    open var edges: UIRectEdge = []
}

/// A tap — HeadlessUI's `UITapGestureRecognizer`, a discrete gesture: ``UIGestureRecognizer/send(_:)``
/// it ``UIGestureRecognizer/State/ended``.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps that make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// The fingers that make the gesture. Default 1.
    open var numberOfTouchesRequired = 1
}

extension ErrorKind where Failure == UIGestureRecognizer.StateError {
    /// The recognizer is disabled.
    public static var disabled: Self { Self("disabled") }
    /// The recognizer is attached to no view.
    public static var notAttached: Self { Self("notAttached") }
    /// A recognizer does not move between these two states.
    public static var notAllowed: Self { Self("notAllowed") }
}
