import UIKitStage

extension UIResponder {
    /// The next responder in UIKit's chain: a controller's root view answers its controller; any
    /// other view its superview; a controller the superview of its view, else its parent, else the
    /// controller presenting it; a window the application; `nil` at the end. Unlike UIKit's, it
    /// cannot be overridden.
    public var next: UIResponder? { responderChainNext }
}
