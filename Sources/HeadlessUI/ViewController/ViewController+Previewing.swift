import Foundation

/// A view registered for previewing (UIKit's 3D Touch "peek and pop") — HeadlessUI's
/// `UIViewControllerPreviewing`.
@preconcurrency @MainActor public protocol ViewControllerPreviewing: AnyObject {
    /// The delegate that supplies the preview and commits it.
    var delegate: any ViewControllerPreviewingDelegate { get }
    /// The view a press previews from.
    var sourceView: View { get }
    /// The rectangle, in ``sourceView``'s coordinates, that stays sharp during a preview.
    var sourceRect: CGRect { get set }
    /// The recognizer other gestures can require to fail.
    var previewingGestureRecognizerForFailureRelationship: GestureRecognizer { get }
}

/// Supplies and commits previews — HeadlessUI's `UIViewControllerPreviewingDelegate`.
@preconcurrency @MainActor public protocol ViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` in the source view, or `nil` for none.
    func previewingContext(
        _ previewingContext: any ViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> ViewController?
    /// Shows the previewed controller for good (the "pop").
    func previewingContext(
        _ previewingContext: any ViewControllerPreviewing, commit viewControllerToCommit: ViewController)
}

/// The context ``ViewController/registerForPreviewing(with:sourceView:)`` returns.
///
/// No pressure-sensitive touch exists on the stage, so nothing previews by itself: ``peek(at:)``
/// and ``pop(at:)`` play the press and call the delegate as UIKit does.
@preconcurrency @MainActor public final class PreviewingContext: ViewControllerPreviewing {
    /// The delegate that supplies the preview and commits it.
    public let delegate: any ViewControllerPreviewingDelegate
    /// The view a press previews from.
    public let sourceView: View
    /// The rectangle that stays sharp during a preview; the source view's bounds at first.
    public var sourceRect: CGRect
    /// The recognizer other gestures can require to fail.
    public let previewingGestureRecognizerForFailureRelationship = GestureRecognizer()

    init(delegate: any ViewControllerPreviewingDelegate, sourceView: View) {
        self.delegate = delegate
        self.sourceView = sourceView
        self.sourceRect = sourceView.bounds
    }

    /// A press at `location` (in ``sourceView``'s coordinates): asks the delegate for the
    /// controller to preview and returns it.
    public func peek(at location: CGPoint) -> ViewController? {
        delegate.previewingContext(self, viewControllerForLocation: location)
    }

    /// A harder press at `location`: asks the delegate for the preview, then has it commit that
    /// controller. Returns the committed controller, or `nil` when the delegate offered none.
    @discardableResult
    public func pop(at location: CGPoint) -> ViewController? {
        guard let controller = peek(at: location) else { return nil }
        delegate.previewingContext(self, commit: controller)
        return controller
    }
}

extension ViewController {
    /// Registers `sourceView` for previewing with `delegate`; the controller keeps the context
    /// until ``unregisterForPreviewing(withContext:)``.
    @discardableResult
    public func registerForPreviewing(
        with delegate: any ViewControllerPreviewingDelegate, sourceView: View
    ) -> any ViewControllerPreviewing {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    /// Removes a context made by ``registerForPreviewing(with:sourceView:)``; does nothing for any other.
    public func unregisterForPreviewing(withContext previewing: any ViewControllerPreviewing) {
        previewingContexts.removeAll { $0 === previewing }
    }
}
