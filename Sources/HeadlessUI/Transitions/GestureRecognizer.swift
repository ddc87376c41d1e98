/// A gesture a user can make on the stage — HeadlessUI's `UIGestureRecognizer`, reduced to what
/// the stage's own gestures need: whether it is enabled.
///
/// A navigation controller's ``NavigationController/interactivePopGestureRecognizer`` is the swipe
/// back (R35): disable it to keep users from swiping a screen away, as apps do during a form or a
/// custom interactive transition of their own.
///
/// ```swift
/// navigationController.interactivePopGestureRecognizer?.isEnabled = false
/// try window.beginSwipeBack()   // throws: the swipe back of NavigationController is disabled
/// ```
@preconcurrency @MainActor open class GestureRecognizer {
    /// Whether the gesture can start. Default `true`.
    open var isEnabled = true

    /// Creates an enabled gesture recognizer.
    public init() {}
}
