import Foundation

/// Hears a ``UIScrollView`` scroll — HeadlessUI's `UIScrollViewDelegate`. Every requirement has a
/// default (empty, or UIKit's answer), as UIKit's optional methods do.
///
/// ``scrollViewDidScroll(_:)`` is called whenever the content offset changes, in code or by a
/// user's drag. The dragging and decelerating callbacks come only from a user's drag, which
/// HeadlessUI's `UIWindow.scroll(_:to:)` plays: `scrollViewWillBeginDragging`, `scrollViewDidScroll`,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)` and, when the delegate moved the target,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` and `scrollViewDidEndDecelerating`.
///
/// ```swift
/// extension FeedViewController: UIScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: UIScrollView) {
///         if scrollView.contentOffset.y > scrollView.contentSize.height - scrollView.bounds.height {
///             loadNextPage()
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A user's drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted the finger; `targetContentOffset` is where the content will come to rest,
    /// and the delegate may change it.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The user lifted the finger; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after moving on.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated ``UIScrollView/setContentOffset(_:animated:)`` or scroll to a row or item ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll to the top. Default `true`.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The content scrolled to the top after a tap on the status bar.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view to scale when zooming; `nil` (the default) for none.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the content rests where the drag ended.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Returns `nil`.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
