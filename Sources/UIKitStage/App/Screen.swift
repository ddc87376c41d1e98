import Foundation

/// The device's screen — HeadlessUI's `UIScreen`: a phone's 390 × 844 points at scale 3.
///
/// ```swift
/// let window = Window(frame: Screen.main.bounds)
/// print(Screen.main.bounds.size)        // (390.0, 844.0)
/// print(Screen.main.nativeBounds.size)  // (1170.0, 2532.0)
/// ```
public final class UIScreen: Sendable, CustomStringConvertible {
    /// The screen every window is on unless its scene says otherwise: a phone in portrait.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// Creates a screen, for tests of other sizes; apps use ``main``.
    /// - Parameters:
    ///   - bounds: The screen's rectangle in points.
    ///   - scale: Pixels per point.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen's rectangle in pixels: ``bounds`` times ``scale``.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical screen: the same as ``scale`` here.
    public var nativeScale: CGFloat { scale }

    /// `UIScreen 390×844 @3x`.
    public var description: String {
        "Screen \(Int(bounds.width))×\(Int(bounds.height)) @\(Int(scale))x"
    }
}
