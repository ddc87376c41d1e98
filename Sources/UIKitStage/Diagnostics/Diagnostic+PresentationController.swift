import ScenewrightCore

extension Diagnostic.Kind {
    /// A presentation controller's `presentedViewController` read after that controller was
    /// released: UIKit's property is not optional, so a placeholder controller is returned.
    public static let presentedControllerGone = Self("presentation.presentedGone")
}
