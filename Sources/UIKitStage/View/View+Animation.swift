import Foundation

// UIKit's block animations. There is no animation clock here: the animations are applied at once
// and the completion runs with `true` before the call returns (rule R40).

extension UIView {
    /// Options for ``animate(withDuration:delay:options:animations:completion:)`` — UIKit's
    /// `UIView.AnimationOptions`. Accepted and ignored: animations apply at once.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore the enclosing animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore the enclosing animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content during the animation.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views instead of adding and removing them in a transition.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore the enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Applies `animations` at once (there is no animation clock).
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3) { badge.alpha = 0 }
    /// // badge.alpha == 0 already
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void
    ) {
        animations()
    }

    /// Applies `animations` at once, then calls `completion` with `true`, before returning.
    ///
    /// Inside an interactive transition — when a custom transition's animator calls it while a
    /// ``UIPercentDrivenInteractiveTransition`` drives the transition — the changes apply at once
    /// too, and `completion` runs when the interaction ends, after `finish()` or `cancel()`, with
    /// `true` either way; `transitionWasCancelled` then tells which (R40).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        runBlockAnimation(animations, completion: completion)
    }

    /// Applies `animations` at once (the delay and options are ignored), then calls `completion`
    /// with `true`, before returning — or, inside an interactive transition, when its interaction
    /// ends (see ``animate(withDuration:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        runBlockAnimation(animations, completion: completion)
    }

    /// Applies `animations` at once (the spring is ignored), then calls `completion` with `true`,
    /// before returning — or, inside an interactive transition, when its interaction ends (see
    /// ``animate(withDuration:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        runBlockAnimation(animations, completion: completion)
    }

    /// Applies `animations` to `view` at once, then calls `completion` with `true`, before returning
    /// — or, inside an interactive transition, when its interaction ends (see
    /// ``animate(withDuration:animations:completion:)``).
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        runBlockAnimation(animations ?? {}, completion: completion)
    }

    /// Applies `animations` and calls `completion` with `true` now, or holds `completion` for the
    /// percent-driven interaction collecting the animator's animations (R40).
    private static func runBlockAnimation(
        _ animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        animations()
        if let held = HeldAnimations.collecting {
            held.hold(completion)
        } else {
            completion?(true)
        }
    }

    /// Runs `actionsWithoutAnimation`: everything is unanimated here anyway.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled: `true` unless ``setAnimationsEnabled(_:)`` turned them off.
    /// Every animation applies at once here either way; code that saves and restores the flag
    /// around a change (as routers do) reads back what it set.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off, as UIKit's `UIView.setAnimationsEnabled(_:)` does; read back by
    /// ``areAnimationsEnabled``.
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    private static var animationsEnabled = true
}
