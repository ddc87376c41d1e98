import Foundation

/// The methods an animation calls on its delegate when it starts and stops — Core Animation's
/// `CAAnimationDelegate`. Both do nothing unless implemented.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is `true` when it ran to its end, `false` when it was removed
    /// from its layer first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The name of a timing curve — Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Even pace.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation's values are outside its active time — Core Animation's
/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a mode.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The final values stay after the animation ends (while it stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first values show before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the animation shows only while it runs (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// A timing curve, a cubic Bézier from (0, 0) to (1, 1) — Core Animation's
/// `CAMediaTimingFunction`; stored, never run.
open class CAMediaTimingFunction: CustomStringConvertible {
    private let controlPoints: [Float]

    /// The curve with `name`'s control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// The curve through the control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
    }

    /// Writes control point `idx` (0 to 3) into `ptr[0]` and `ptr[1]`; an index out of range writes
    /// nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard (0...3).contains(idx) else { return }
        ptr[0] = controlPoints[idx * 2]
        ptr[1] = controlPoints[idx * 2 + 1]
    }

    /// `CAMediaTimingFunction(0.42, 0, 1, 1)`.
    public var description: String {
        "CAMediaTimingFunction(\(controlPoints[2...5].map { "\($0)" }.joined(separator: ", ")))"
    }
}

/// An animation of a layer — Core Animation's `CAAnimation`.
///
/// There is no animation clock here: as ``UIView/animate(withDuration:animations:completion:)``
/// applies its changes and completes before it returns, an animation added to a layer with
/// ``CALayer/add(_:forKey:)`` starts and runs to its end at once — its ``delegate`` hears
/// ``CAAnimationDelegate/animationDidStart(_:)`` and then
/// ``CAAnimationDelegate/animationDidStop(_:finished:)`` with `true` before `add` returns, and,
/// unless ``isRemovedOnCompletion`` is `false`, it has left the layer by then. Inside a
/// percent-driven interactive transition the stop waits for the interaction to end, as a
/// `UIView.animate` completion does.
///
/// One **choice**: an animation added while another's `animationDidStop` runs — a chain, as a
/// looping animation restarts itself whenever it stops — starts and stops on the next turn of the
/// main queue instead, so such a loop advances a step each time the main queue runs (the explorer
/// runs it between steps) instead of recursing without end.
///
/// As in Core Animation, the delegate is retained by the animation.
@preconcurrency @MainActor open class CAAnimation {
    private enum Phase { case idle, waiting, running, done }

    /// The animations added while a stop was being delivered, to start on the main queue.
    private static var waiting: [(animation: CAAnimation, layer: WeakLayer)] = []
    /// How many `animationDidStop` calls are under way.
    private static var stopping = 0

    private var phase = Phase.idle
    private var values: [String: Any] = [:]

    /// Creates an animation.
    public required init() {}

    /// Creates an animation.
    open class func animation() -> Self { Self() }

    /// The object told when the animation starts and stops; retained, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// The pace of the animation; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves its layer when it ends; `true`.
    open var isRemovedOnCompletion = true
    /// How long the animation runs, in seconds; 0 (Core Animation's default, 0.25 s).
    open var duration: TimeInterval = 0
    /// When the animation begins, in its layer's time; 0.
    open var beginTime: TimeInterval = 0
    /// The animation's speed relative to its layer's; 1.
    open var speed: Float = 1
    /// An offset into the animation's time; 0.
    open var timeOffset: TimeInterval = 0
    /// How many times the animation repeats; 0.
    open var repeatCount: Float = 0
    /// For how long the animation repeats; 0.
    open var repeatDuration: TimeInterval = 0
    /// Whether the animation runs backwards after forwards; `false`.
    open var autoreverses = false
    /// What the animation shows outside its active time; ``CAMediaTimingFillMode/removed``.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Stores `value` for `key` (key-value coding, as apps tag their animations); `nil` removes it.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// The value stored for `key`, or `nil`.
    open func value(forKey key: String) -> Any? { values[key] }

    /// Whether the animation's stop has yet to be delivered.
    var isUnfinished: Bool { phase == .waiting || phase == .running }

    /// Starts the animation on `layer` (now, or on the main queue while a stop is being delivered).
    func start(on layer: CALayer) {
        guard CAAnimation.stopping == 0 else {
            phase = .waiting
            if CAAnimation.waiting.isEmpty {
                DispatchQueue.main.async { MainActor.assumeIsolated { CAAnimation.startWaiting() } }
            }
            CAAnimation.waiting.append((self, WeakLayer(layer)))
            return
        }
        run(on: layer)
    }

    private func run(on layer: CALayer?) {
        phase = .running
        delegate?.animationDidStart(self)
        guard phase == .running else { return }
        if let held = HeldAnimations.collecting {
            held.hold { [weak layer] _ in self.stop(finished: true, on: layer) }
        } else {
            stop(finished: true, on: layer)
        }
    }

    private static func startWaiting() {
        let started = waiting
        waiting = []
        for (animation, layer) in started where animation.phase == .waiting {
            animation.run(on: layer.layer)
        }
    }

    /// Delivers the stop once: leaves `layer` first when it ran to its end and is removed on
    /// completion.
    func stop(finished: Bool, on layer: CALayer?) {
        guard isUnfinished else { return }
        phase = .done
        if finished, isRemovedOnCompletion { layer?.forget(self) }
        CAAnimation.stopping += 1
        defer { CAAnimation.stopping -= 1 }
        delegate?.animationDidStop(self, finished: finished)
    }

    /// What the animation leaves showing on its layer once ended: its ``CABasicAnimation/toValue``
    /// while it stays on the layer with a forwards fill.
    var heldFinalValue: (keyPath: String, value: Any)? { nil }

    private struct WeakLayer {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }
}

/// An animation of one of a layer's properties, named by a key path — Core Animation's
/// `CAPropertyAnimation`.
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path (`"position.x"`, `"opacity"`…).
    open var keyPath: String?
    /// Whether the values add to the property's current value; `false`.
    open var isAdditive = false
    /// Whether a repeating animation builds on its last value; `false`.
    open var isCumulative = false

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation of a property from one value to another — Core Animation's `CABasicAnimation`;
/// its values are stored, and a forwards fill shows ``toValue`` in the layer's
/// ``CALayer/presentation()`` while it stays on the layer.
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The value added to the start value.
    open var byValue: Any?

    override var heldFinalValue: (keyPath: String, value: Any)? {
        guard fillMode == .forwards || fillMode == .both, let keyPath, let toValue else { return nil }
        return (keyPath, toValue)
    }
}

extension CALayer {
    func forget(_ animation: CAAnimation) {
        animationEntries.removeAll { $0.animation === animation }
    }

    func apply(_ value: Any, at keyPath: String) {
        func number(_ value: Any) -> CGFloat? {
            switch value {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Float: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            default: nil
            }
        }
        switch keyPath {
        case "position": if let point = value as? CGPoint { position = point }
        case "position.x": if let x = number(value) { position.x = x }
        case "position.y": if let y = number(value) { position.y = y }
        case "opacity": if let opacity = number(value) { self.opacity = Float(opacity) }
        default: break
        }
    }
}
