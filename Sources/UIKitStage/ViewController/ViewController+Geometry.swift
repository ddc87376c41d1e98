import Foundation

// The frames UIKit gives the views of the controllers it shows: a window's root view tracks the
// window, a container's child fills the container, a presented view takes its presentation's frame.

extension UIViewController {
    /// The frame UIKit gives this controller's view where it is shown now, or `nil` when nothing
    /// sizes it: a child a plain controller added (its parent positions it), a popover a phone keeps
    /// as a popover, or a controller shown nowhere.
    ///
    /// A navigation, tab bar, page or split view controller gives its children its whole bounds
    /// (its bars are drawn over them, as in UIKit); a window gives its root its bounds; a presented
    /// controller covers the window, except a `.custom` one, which is where its presentation
    /// controller's ``UIPresentationController/frameOfPresentedViewInContainerView`` says, and a
    /// context presentation, which covers its presenter's view.
    var placedFrame: CGRect? {
        if let parent = parentStorage {
            guard parent.placesChildViews, let container = parent.viewIfLoaded else { return nil }
            if let pages = parent as? UIPageViewController {
                return pages.frame(ofPage: self, in: container.bounds)
            }
            return container.bounds
        }
        if let hostWindow { return hostWindow.bounds }
        guard let presenter = presentingStorage else { return nil }
        guard let window = presenter.presentationBottom.hostWindow else { return nil }
        if modalPresentationStyle == .custom, let presentation = presentationControllerStorage {
            return presentation.checkedFrameOfPresentedView
        }
        switch presentationStyleInUse {
        case .popover: return nil
        case .currentContext, .overCurrentContext: return presenter.viewIfLoaded?.frame ?? window.bounds
        default: return window.bounds
        }
    }

    /// Whether this controller sizes its children's views to its own bounds: UIKit's containers do;
    /// a plain controller leaves its children's frames to its own code.
    var placesChildViews: Bool { containerRole != .plain }

    /// Gives the loaded view its ``placedFrame``; writes nothing when the frame is right already,
    /// so a window without a size (every view `.zero`) costs no storage.
    func placeView() {
        guard let view = viewIfLoaded, let frame = placedFrame else { return }
        view.place(in: frame)
    }

    /// A container places the views of the children it shows (those loaded): its own bounds,
    /// written only when they differ, so a push in a window without a size writes nothing.
    func placeContent(_ first: UIViewController?, _ second: UIViewController?) {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        first?.viewIfLoaded?.place(in: bounds)
        second?.viewIfLoaded?.place(in: bounds)
    }

    /// The root view changed size: a container's children shown in it follow, as their
    /// autoresizing does in UIKit.
    func rootViewDidChangeSize() {
        guard !childStorage.isEmpty, placesChildViews, let root = viewIfLoaded else { return }
        for child in childStorage where child.viewIfLoaded?.superview === root { child.placeView() }
    }
}

extension UIPresentationController {
    /// The view a custom transition of the presented controller happens in, covering `window` as
    /// UIKit's transition view covers the window: the one made before, resized if the window was.
    func transitionContainer(in window: UIWindow?) -> UIView {
        let container = containerView ?? UIView()
        let bounds = window?.bounds ?? .zero
        if !container.frame.isSame(as: bounds) { container.frame = bounds }
        containerView = container
        return container
    }
}

extension CGRect {
    /// `==`, inlined: Foundation's operator is a call on Linux, and containers compare frames on
    /// every push and pop.
    @inline(__always) func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
