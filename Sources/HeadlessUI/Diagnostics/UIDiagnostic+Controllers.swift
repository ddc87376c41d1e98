extension UIDiagnostic.Kind {
    /// Presenting with ``ModalPresentationStyle/none``, which is not a presentation style (UIKit
    /// raises): nothing is presented.
    public static let invalidPresentationStyle = Self("presentation.invalidStyle")
    /// A user's swipe back refused because the top controller's navigation item hides the back
    /// button.
    public static let swipeBackRefused = Self("navigation.swipeBackRefused")
    /// A tap on a disabled bar button item or alert action: nothing ran.
    public static let disabledItemTapped = Self("interaction.disabledItem")
}
