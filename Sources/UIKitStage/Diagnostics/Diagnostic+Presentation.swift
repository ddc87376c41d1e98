import ScenewrightCore

extension Diagnostic.Kind {
    /// Presenting with ``UIModalPresentationStyle/none``, which is not a presentation style (UIKit
    /// raises): nothing is presented.
    public static let invalidPresentationStyle = Self("presentation.invalidStyle")
    /// A ``UIModalPresentationStyle/currentContext`` or ``UIModalPresentationStyle/overCurrentContext``
    /// presentation whose defining context is below the window's outermost container: HeadlessUI
    /// presents it over the outermost container instead, and says so.
    public static let presentationContextNotModelled = Self("presentation.contextNotModelled")
    /// A user's swipe back refused because the top controller's navigation item hides the back
    /// button.
    public static let swipeBackRefused = Self("navigation.swipeBackRefused")
}
