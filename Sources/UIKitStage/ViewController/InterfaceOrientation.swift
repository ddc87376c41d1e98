// The interface orientations of UIKit: what a controller supports and prefers. The stage stores
// them and answers them; it rotates only when a test plays a size change.

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// The device is upright, the home button at the bottom.
    case portrait = 1
    /// The device is upside down, the home button at the top.
    case portraitUpsideDown = 2
    /// The device is on its side, the home button on the left.
    case landscapeLeft = 4
    /// The device is on its side, the home button on the right.
    case landscapeRight = 3

    /// Whether the orientation is portrait or upside-down portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations a controller supports.
///
/// ```swift
/// override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
/// ```
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = Self(rawValue: 1 << 1)
    /// Landscape, the home button on the left.
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    /// Landscape, the home button on the right.
    public static let landscapeRight = Self(rawValue: 1 << 3)
    /// Upside-down portrait.
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UINavigationControllerDelegate {
    /// ``UIInterfaceOrientationMask/allButUpsideDown``, a controller's default on a phone.
    public func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask { .allButUpsideDown }

    /// ``UIInterfaceOrientation/portrait``.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation { .portrait }
}
