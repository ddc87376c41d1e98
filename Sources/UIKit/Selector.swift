import UIKitStage

// The selector-shaped members that only accept `nil` without the Objective-C runtime.

/// An Objective-C method name. Without the Objective-C runtime none can be made: there is no
/// initializer and `#selector` is a compile error, so only `nil` is ever passed where UIKit takes
/// a `Selector?`, as in `removeTarget(_:action: nil)`. Use ``UIGestureRecognizer/addTarget(_:handler:)``
/// in place of `addTarget(_:action:)`.
public struct Selector: Sendable, Hashable {
    private init() {}
}

extension UIGestureRecognizer {
    /// Creates a recognizer with no target: UIKit's designated initializer, where only `nil` can be
    /// passed without the Objective-C runtime. Add targets with ``UIGestureRecognizer/addTarget(_:handler:)``.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
    }

    /// Removes every handler added for `target` (every handler when `target` is `nil`). `action`
    /// can only be `nil` here, which UIKit reads as "every action of the target".
    public func removeTarget(_ target: Any?, action: Selector?) {
        removeTarget(target.map { $0 as AnyObject })
    }
}
