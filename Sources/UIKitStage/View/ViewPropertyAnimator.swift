import Foundation
import ScenewrightCore

/// Where an animator is in its life — UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
    /// Not started, or finished: its animations can be added and it can start.
    case inactive
    /// Started or paused.
    case active
    /// Stopped without finishing: ``UIViewAnimating/finishAnimation(at:)`` ends it.
    case stopped
}

/// Where an animation ended — UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
    /// At the end of the animations.
    case end
    /// At their beginning.
    case start
    /// Wherever it was.
    case current
}

/// An object that drives an animation — HeadlessUI's `UIViewAnimating`.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    /// Where the animator is in its life.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is running (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs towards its start.
    var isReversed: Bool { get set }
    /// How far the animation has come, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation.
    func pauseAnimation()
    /// Stops the animation; `true` also ends it, `false` leaves it ``UIViewAnimatingState/stopped``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at `finalPosition`, calling its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added and continued — HeadlessUI's
/// `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations.
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining time.
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    /// Adds a block called with the final position when the animation ends.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing.
    func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// A timing curve for an animation — HeadlessUI's `UITimingCurveProvider`.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    /// The curve, when it is one of the built-in ones.
    var cubicTimingParameters: UICubicTimingParameters? { get }
}

/// A cubic Bézier timing curve — HeadlessUI's `UICubicTimingParameters`. Recorded only: every
/// animation here applies at once.
@preconcurrency @MainActor public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve.
    public let animationCurve: UIView.AnimationCurve
    /// Creates the timing of a built-in curve. Default `.easeInOut`.
    public init(animationCurve curve: UIView.AnimationCurve = .easeInOut) { animationCurve = curve }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
}

extension UIView {
    /// The built-in animation curves — UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Slow at both ends.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even.
        case linear
    }
}

/// Animates views — HeadlessUI's `UIViewPropertyAnimator`.
///
/// There is no animation clock, so as with ``UIView/animate(withDuration:animations:)`` animations
/// apply at once: ``startAnimation()`` applies them and ends the animation at once (completions
/// hear ``UIViewAnimatingPosition/end``, or ``UIViewAnimatingPosition/start`` when reversed), unless
/// ``pausesOnCompletion`` keeps it active, or a custom transition's animator starts it while a
/// percent-driven interaction drives the transition: then it ends when the interaction does. A
/// paused animator — what an interactive transition scrubs with ``fractionComplete`` — applies its
/// animations when paused and ends when started again, or stopped and finished. Requests UIKit
/// rejects with an exception (finishing an animator that is not stopped, pausing or stopping one
/// that is stopped) change nothing and emit a diagnostic.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// animator.addCompletion { position in print(position == .end) }  // true
/// animator.startAnimation()
/// ```
@preconcurrency @MainActor open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The animation's length in seconds.
    public let duration: TimeInterval
    /// The timing curve.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Where the animator is in its life.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running.
    public private(set) var isRunning = false
    /// Whether the animation runs towards its start.
    open var isReversed = false
    /// How far the animation has come, from 0 to 1 (clamped).
    open var fractionComplete: CGFloat = 0 {
        didSet { fractionComplete = min(max(fractionComplete, 0), 1) }
    }
    /// Whether the animation can be paused and scrubbed. Default `true`.
    open var isInterruptible = true
    /// Whether views take touches during the animation. Default `true`.
    open var isUserInteractionEnabled = true
    /// Whether the animator stays active, paused at the end, when its animation ends. Default `false`.
    open var pausesOnCompletion = false
    /// Whether scrubbing is linear whatever the curve. Default `true`.
    open var scrubsLinearly = true

    private var pendingAnimations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []

    /// Creates an inactive animator with a built-in curve.
    public init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil
    ) {
        self.duration = duration
        self.timingParameters = UICubicTimingParameters(animationCurve: curve)
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an inactive animator with a spring; the spring is recorded only.
    public init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil
    ) {
        self.duration = duration
        self.timingParameters = nil
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an inactive animator with a timing curve.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
    }

    /// Makes an animator, starts it after `delay` (applied at once) and returns it.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    /// Adds animations; while the animator is active they apply at once.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        if state == .active { animation() } else { pendingAnimations.append(animation) }
    }

    /// Adds animations; the delay is recorded only.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block called with the final position when the animation ends.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Driving

    /// Starts the animation, or resumes a paused one; either way it ends at once — except when a
    /// custom transition's animator starts it while a percent-driven interaction drives the
    /// transition: then it runs until the interaction ends (R40).
    open func startAnimation() {
        guard activate(toDo: "start it") else { return }
        isRunning = true
        if let held = HeldAnimations.collecting {
            held.hold(self)
            return
        }
        end(at: isReversed ? .start : .end)
    }

    /// Ends an animation held while a percent-driven interaction ran (R40), at `position`, unless it
    /// was stopped, paused or ended meanwhile.
    func endHeldAnimation(at position: UIViewAnimatingPosition) {
        guard state == .active, isRunning else { return }
        end(at: position)
    }

    /// Starts the animation; the delay is recorded only.
    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Pauses the animation: an inactive animator becomes active, with its animations applied.
    open func pauseAnimation() {
        guard activate(toDo: "pause it") else { return }
        isRunning = false
    }

    /// Resumes a paused animation; the timing is recorded only.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        startAnimation()
    }

    /// Stops the animation: `true` makes it inactive without calling completions; `false` leaves
    /// it ``UIViewAnimatingState/stopped`` for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            reject("stop it: it is \(state == .inactive ? "inactive" : "already stopped")")
            return
        }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
    }

    /// Ends a stopped animation at `finalPosition`, calling its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            reject("finish it at \(finalPosition): only a stopped animator can be finished")
            return
        }
        finish(at: finalPosition)
    }

    /// Makes an inactive animator active, applying its animations, so that it can do `request`
    /// ("start it", "pause it"); an active one stays as it is. A stopped animator cannot: `false`,
    /// with a diagnostic.
    private func activate(toDo request: String) -> Bool {
        guard state != .stopped else {
            reject("\(request): it is stopped; call finishAnimation(at:) first")
            return false
        }
        guard state == .inactive else { return true }
        state = .active
        let animations = pendingAnimations
        pendingAnimations = []
        for animation in animations { animation() }
        return true
    }

    private func end(at position: UIViewAnimatingPosition) {
        fractionComplete = position == .start ? 0 : 1
        if pausesOnCompletion {
            isRunning = false
            return
        }
        finish(at: position)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }

    private func reject(_ request: String) {
        Diagnostics.emit(
            Diagnostic(
                .animatorMisuse,
                "Cannot \(request) (\(StageTypeName.of(type(of: self)))). UIKit raises an exception here."))
    }
}

extension Diagnostic.Kind {
    /// A property animator was asked something UIKit rejects with an exception.
    public static let animatorMisuse = Self("animation.animatorMisuse")
}
