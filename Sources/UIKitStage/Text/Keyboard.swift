import Foundation

/// The on-screen keyboard: it comes up when a text field or text view in a window becomes first
/// responder and goes down when it resigns, posting UIKit's keyboard notifications on
/// `NotificationCenter.default` with UIKit's `userInfo`.
///
/// Order, as on iOS: a text field's `textFieldDidBeginEditing` comes before
/// `keyboardWillChangeFrameNotification`, `keyboardWillShowNotification`,
/// `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification`; a text view's
/// `textViewDidBeginEditing` after them. Moving from one text input to another posts the four
/// show notifications again and no hide. Resigning posts `keyboardWillChangeFrameNotification`,
/// `keyboardWillHideNotification`, `keyboardDidChangeFrameNotification`,
/// `keyboardDidHideNotification`, after the input's did-end callback.
@MainActor enum Keyboard {
    /// The height of a phone's keyboard with its suggestions bar, in points.
    static let height: CGFloat = 336
    /// How long the keyboard takes to come up or go down, in seconds.
    static let animationDuration: TimeInterval = 0.25
    /// UIKit's keyboard animation curve (7, a value outside `UIView.AnimationCurve`'s cases).
    static let animationCurve = 7

    /// Whether a text input is taking first responder from another one right now: the one
    /// resigning leaves the keyboard up.
    private static var isHandingOver = false

    /// Runs `becoming` (a text input's `becomeFirstResponder`) so that the input it takes over
    /// from leaves the keyboard up.
    static func handingOver(_ becoming: () -> Bool) -> Bool {
        let outer = isHandingOver
        isHandingOver = true
        defer { isHandingOver = outer }
        return becoming()
    }

    /// `input` became first responder: the keyboard comes up (again) when it is in a window.
    static func show(for input: UIView) {
        guard let window = input.window else { return }
        let end = frame(in: window, shown: true)
        let begin = isHandingOver ? end : frame(in: window, shown: false)
        post(UIResponder.keyboardWillChangeFrameNotification, begin, end)
        post(UIResponder.keyboardWillShowNotification, begin, end)
        post(UIResponder.keyboardDidChangeFrameNotification, begin, end)
        post(UIResponder.keyboardDidShowNotification, begin, end)
    }

    /// `input` resigned first responder: the keyboard goes down unless another text input is
    /// taking over, and when `input` is in a window.
    static func hide(for input: UIView) {
        guard !isHandingOver, let window = input.window else { return }
        let begin = frame(in: window, shown: true)
        let end = frame(in: window, shown: false)
        post(UIResponder.keyboardWillChangeFrameNotification, begin, end)
        post(UIResponder.keyboardWillHideNotification, begin, end)
        post(UIResponder.keyboardDidChangeFrameNotification, begin, end)
        post(UIResponder.keyboardDidHideNotification, begin, end)
    }

    /// The keyboard's frame in screen coordinates: along the bottom of the screen when shown, just
    /// below it when not.
    static func frame(in window: UIWindow, shown: Bool) -> CGRect {
        let screen = window.screen.bounds
        return CGRect(
            x: 0, y: shown ? screen.height - height : screen.height, width: screen.width, height: height)
    }

    private static func post(_ name: Notification.Name, _ begin: CGRect, _ end: CGRect) {
        NotificationCenter.default.post(
            name: name, object: nil,
            userInfo: [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ])
    }
}

extension UIResponder {
    /// Posted before the keyboard comes up; `userInfo` holds its frames, duration and curve.
    nonisolated public static let keyboardWillShowNotification = Notification.Name(
        "UIKeyboardWillShowNotification")
    /// Posted after the keyboard came up.
    nonisolated public static let keyboardDidShowNotification = Notification.Name(
        "UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes down.
    nonisolated public static let keyboardWillHideNotification = Notification.Name(
        "UIKeyboardWillHideNotification")
    /// Posted after the keyboard went down.
    nonisolated public static let keyboardDidHideNotification = Notification.Name(
        "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (before it shows or hides).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates: an `NSValue` holding a
    /// `CGRect` (read it with `cgRectValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates: an `NSValue` holding a
    /// `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the change is animated, in seconds: an `NSNumber` holding a `Double`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey =
        "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve: an `NSNumber` holding UIKit's curve (7).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding `rect`, as UIKit wraps the keyboard's frames.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle this value holds.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The point this value holds.
    public var cgPointValue: CGPoint { pointValue }
}
