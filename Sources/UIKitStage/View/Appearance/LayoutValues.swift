extension UIView {
    /// How a view fits its content into its bounds — UIKit's `UIView.ContentMode`. Recorded only.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, keeping proportions.
        case scaleAspectFit
        /// Scaled to fill, keeping proportions, cropping.
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
        /// At the top left.
        case topLeft
        /// At the top right.
        case topRight
        /// At the bottom left.
        case bottomLeft
        /// At the bottom right.
        case bottomRight
    }
}

/// How lines of text are aligned — UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left
    /// Centred.
    case center
    /// Along the right edge.
    case right
    /// Spread to both edges.
    case justified
    /// The script's natural alignment (the default).
    case natural
}
