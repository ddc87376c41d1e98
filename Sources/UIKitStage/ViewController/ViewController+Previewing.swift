import Foundation

/// A view registered for previewing (UIKit's 3D Touch "peek and pop") — HeadlessUI's
/// `UIViewControllerPreviewing`.
@preconcurrency @MainActor public protocol UIViewControllerPreviewing: AnyObject {
    /// The delegate that supplies the preview and commits it.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view a press previews from.
    var sourceView: UIView { get }
    /// The rectangle, in ``sourceView``'s coordinates, that stays sharp during a preview.
    var sourceRect: CGRect { get set }
    /// The recognizer other gestures can require to fail.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
}

/// Supplies and commits previews — HeadlessUI's `UIViewControllerPreviewingDelegate`.
@preconcurrency @MainActor public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` in the source view, or `nil` for none.
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController?
    /// Shows the previewed controller for good (the "pop").
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

extension UIViewController {
    /// The context ``UIViewController/registerForPreviewing(with:sourceView:)`` returns —
    /// HeadlessUI's `PreviewingContext` (UIKit's own class is private, so it is nested here).
    ///
    /// No pressure-sensitive touch exists on the stage, so nothing previews by itself: ``peek(at:)``
    /// and ``pop(at:)`` play the press and call the delegate as UIKit does.
    @preconcurrency @MainActor public final class PreviewingContext: UIViewControllerPreviewing {
        /// The delegate that supplies the preview and commits it.
        public let delegate: any UIViewControllerPreviewingDelegate
        /// The view a press previews from.
        public let sourceView: UIView
        /// The rectangle that stays sharp during a preview; the source view's bounds at first.
        public var sourceRect: CGRect
        /// The recognizer other gestures can require to fail.
        public let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer()

        init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
            self.delegate = delegate
            self.sourceView = sourceView
            self.sourceRect = sourceView.bounds
        }

        /// A press at `location` (in ``sourceView``'s coordinates): asks the delegate for the
        /// controller to preview and returns it.
        public func peek(at location: CGPoint) -> UIViewController? {
            delegate.previewingContext(self, viewControllerForLocation: location)
        }

        /// A harder press at `location`: asks the delegate for the preview, then has it commit that
        /// controller. Returns the committed controller, or `nil` when the delegate offered none.
        @discardableResult
        public func pop(at location: CGPoint) -> UIViewController? {
            guard let controller = peek(at: location) else { return nil }
            delegate.previewingContext(self, commit: controller)
            return controller
        }
    }
}

/// The stage's own spelling of ``UIViewController/PreviewingContext``.
typealias PreviewingContext = UIViewController.PreviewingContext
