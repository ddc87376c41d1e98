import Foundation

/// A finger held down — UIKit's `UILongPressGestureRecognizer`, a continuous gesture: HeadlessUI's
/// `UIWindow.longPress(_:)` plays it as ``UIGestureRecognizer/State/began`` then
/// ``UIGestureRecognizer/State/ended``.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the gesture fails, in points. Default 10.
    open var allowableMovement: CGFloat = 10
    /// The taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// The fingers. Default 1.
    open var numberOfTouchesRequired = 1
}

/// A quick stroke in a direction — UIKit's `UISwipeGestureRecognizer`, a discrete gesture:
/// HeadlessUI's `UIWindow.swipe(_:direction:)` recognizes it when its ``direction`` includes the
/// user's.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe — UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates directions from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that make the gesture. Default `.right`.
    open var direction: Direction = .right
    /// The fingers. Default 1.
    open var numberOfTouchesRequired = 1
}

/// Two fingers moving apart or together — UIKit's `UIPinchGestureRecognizer`, a continuous gesture:
/// HeadlessUI's `UIWindow.pinch(_:scale:)` plays it from a scale of 1 to the user's.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance between the fingers relative to where they started. Settable, as in UIKit, to
    /// make the next change relative to it.
    open var scale: CGFloat = 1
    /// How fast the scale changes, per second.
    open internal(set) var velocity: CGFloat = 0

    /// Two fingers while the pinch has begun or changed.
    open override var numberOfTouches: Int { state == .began || state == .changed ? 2 : 0 }
}

/// Two fingers turning — UIKit's `UIRotationGestureRecognizer`, a continuous gesture.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn since the gesture began, in radians.
    open var rotation: CGFloat = 0
    /// How fast it turns, in radians per second.
    open internal(set) var velocity: CGFloat = 0
}
