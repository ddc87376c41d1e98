import Foundation

/// The presentation controller of a page or form sheet — UIKit's `UISheetPresentationController`.
///
/// A controller presented as a sheet has one as its ``UIViewController/presentationController``
/// (and ``UIViewController/sheetPresentationController``), made when first read. Its settings are
/// kept and read back; HeadlessUI draws no sheet, so detents and the grabber change no callback.
///
/// ```swift
/// if let sheet = editor.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// host.present(editor, animated: true)
/// ```
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at — UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: Sendable {
        /// Names a detent — UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// Names a detent `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent: about half the screen.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent: the full height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// Which detent this is.
        public let identifier: Identifier

        private init(_ identifier: Identifier) { self.identifier = identifier }

        /// The medium detent.
        public static func medium() -> Detent { Detent(.medium) }
        /// The large detent.
        public static func large() -> Detent { Detent(.large) }
    }

    /// The heights the sheet can rest at; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; `nil` means the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that leaves the presenter undimmed; `nil` dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber. Default `false`.
    open var prefersGrabberVisible = false
    /// Whether scrolling the content expands the sheet. Default `true`.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The corner radius; `nil` is the system's.
    open var preferredCornerRadius: CGFloat?

    /// Changes detents or the selected one; `changes` runs at once (nothing is animated here).
    open func animateChanges(_ changes: () -> Void) { changes() }
}

/// The directions a popover's arrow may point — UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The directions, as bits.
    public let rawValue: UInt
    /// Directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known.
    public static let unknown: UIPopoverArrowDirection = []
}

/// Hears a popover's presentation — UIKit's `UIPopoverPresentationControllerDelegate`: the
/// adaptive presentation delegate's requirements, which decide how a phone shows the popover.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate:
    UIAdaptivePresentationControllerDelegate
{}

/// The presentation controller of a popover — UIKit's `UIPopoverPresentationController`.
///
/// A controller whose ``UIViewController/modalPresentationStyle`` is
/// ``UIModalPresentationStyle/popover`` has one as its ``UIViewController/presentationController``
/// (and ``UIViewController/popoverPresentationController``), made when first read. Where it points
/// is kept and read back; on a phone the popover adapts as its delegate says (full screen unless
/// the delegate answers `.none`).
///
/// ```swift
/// picker.modalPresentationStyle = .popover
/// picker.popoverPresentationController?.sourceView = button
/// host.present(picker, animated: true)
/// ```
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of a view.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point. Default ``UIPopoverArrowDirection/any``.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points; ``UIPopoverArrowDirection/unknown`` until presented.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// Views a user can touch while the popover is up.
    open var passthroughViews: [UIView]?
    /// The colour of the popover's background; `nil` is the system's.
    open var backgroundColor: UIColor?
}
