// UIKit's names for HeadlessUI's gesture recognizers, and the selector-shaped members that only
// accept `nil` without the Objective-C runtime.

/// UIKit's name for ``HeadlessUI/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's name for ``HeadlessUI/PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's name for ``HeadlessUI/ScreenEdgePanGestureRecognizer``.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's name for ``HeadlessUI/TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's name for ``HeadlessUI/RectEdge``.
public typealias UIRectEdge = RectEdge

/// An Objective-C method name. Without the Objective-C runtime none can be made: there is no
/// initializer and `#selector` is a compile error, so only `nil` is ever passed where UIKit takes
/// a `Selector?`, as in `removeTarget(_:action: nil)`. Use ``HeadlessUI/GestureRecognizer/addTarget(_:handler:)``
/// in place of `addTarget(_:action:)`.
public struct Selector: Sendable, Hashable {
    private init() {}
}

extension GestureRecognizer {
    /// Creates a recognizer with no target: UIKit's designated initializer, where only `nil` can be
    /// passed without the Objective-C runtime. Add targets with ``HeadlessUI/GestureRecognizer/addTarget(_:handler:)``.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
    }

    /// Removes every handler added for `target` (every handler when `target` is `nil`). `action`
    /// can only be `nil` here, which UIKit reads as "every action of the target".
    public func removeTarget(_ target: Any?, action: Selector?) {
        removeTarget(target.map { $0 as AnyObject })
    }
}

/// UIKit's name for ``HeadlessUI/ViewControllerPreviewing``.
public typealias UIViewControllerPreviewing = ViewControllerPreviewing
/// UIKit's name for ``HeadlessUI/ViewControllerPreviewingDelegate``.
public typealias UIViewControllerPreviewingDelegate = ViewControllerPreviewingDelegate
/// UIKit's name for ``HeadlessUI/ViewAnimating``.
public typealias UIViewAnimating = ViewAnimating
/// UIKit's name for ``HeadlessUI/ViewImplicitlyAnimating``.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// UIKit's name for ``HeadlessUI/ViewPropertyAnimator``.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's name for ``HeadlessUI/ViewAnimatingState``.
public typealias UIViewAnimatingState = ViewAnimatingState
/// UIKit's name for ``HeadlessUI/ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// UIKit's name for ``HeadlessUI/TimingCurveProvider``.
public typealias UITimingCurveProvider = TimingCurveProvider
/// UIKit's name for ``HeadlessUI/CubicTimingParameters``.
public typealias UICubicTimingParameters = CubicTimingParameters
/// Core Animation's name for ``HeadlessUI/AnimationTransaction``, which UIKit brings in on iOS.
public typealias CATransaction = AnimationTransaction

extension Responder {
    /// The next responder in UIKit's chain: a controller's root view answers its controller; any
    /// other view its superview; a controller the superview of its view, else its parent, else the
    /// controller presenting it; a window the application; `nil` at the end. Unlike UIKit's, it
    /// cannot be overridden.
    public var next: UIResponder? { responderChainNext }
}
