import Foundation

/// Haptic feedback — UIKit's `UIFeedbackGenerator`, the base of the impact, notification and
/// selection generators. There is no motor here: each feedback played is recorded, and HeadlessUI's
/// `recordFeedback(_:)` hands a test what the code it runs played.
@preconcurrency @MainActor open class UIFeedbackGenerator {
    /// Creates a generator.
    public init() {}

    /// Readies the motor so the next feedback plays without delay; does nothing here.
    open func prepare() {}

    /// Records `feedback` (`impact(medium)`, `notification(success)`, `selection`) for whoever
    /// listens.
    func play(_ feedback: String) {
        FeedbackLog.current?.record(feedback)
    }
}

/// A physical impact — UIKit's `UIImpactFeedbackGenerator`, recorded as `impact(<style>)`.
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact feels — UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable, CustomStringConvertible {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid

        /// The style's name.
        public var description: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    private let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact.
    open func impactOccurred() {
        play("impact(\(style))")
    }

    /// Plays an impact at `intensity`, 0 to 1.
    open func impactOccurred(intensity: CGFloat) {
        let percent = Int((min(max(intensity, 0), 1) * 100).rounded())
        play("impact(\(style), \(percent)%)")
    }
}

/// The outcome of a task — UIKit's `UINotificationFeedbackGenerator`, recorded as
/// `notification(<type>)`.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What happened — UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable, CustomStringConvertible {
        /// It worked.
        case success
        /// A warning.
        case warning
        /// It failed.
        case error

        /// The type's name.
        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// Creates a generator.
    public override init() { super.init() }

    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play("notification(\(notificationType))")
    }
}

/// A change of selection — UIKit's `UISelectionFeedbackGenerator`, recorded as `selection`.
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Creates a generator.
    public override init() { super.init() }

    /// Plays a selection change.
    open func selectionChanged() {
        play("selection")
    }
}

/// Where played feedback goes: the log of the innermost `recordFeedback` running on this task.
@MainActor package final class FeedbackLog {
    @TaskLocal package static var current: FeedbackLog?
    package private(set) var played: [String] = []

    package init() {}

    func record(_ feedback: String) { played.append(feedback) }
}
