import Foundation

// A user's drag of a scroll view's content, played by HeadlessUI's `UIWindow.scroll(_:to:)`.

extension UIScrollView {
    /// How far past the top a drag must pull for the refresh control to start refreshing.
    package static let refreshPullDistance: CGFloat = 60

    /// A user's drag that moves the content to `target`, then lets go.
    ///
    /// In UIKit's order: the keyboard goes if ``keyboardDismissMode`` says a drag dismisses it; the
    /// delegate hears `scrollViewWillBeginDragging`; the offset moves to `target`
    /// (`scrollViewDidScroll`); a pull more than ``refreshPullDistance`` past the top starts the
    /// ``refreshControl`` (it sends `.valueChanged`); as the finger lifts, the delegate hears
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and may move the target;
    /// then `scrollViewDidEndDragging(_:willDecelerate:)`, and, when the content must still move
    /// (to the delegate's target, or back inside the content), `scrollViewWillBeginDecelerating`,
    /// the move (`scrollViewDidScroll`) and `scrollViewDidEndDecelerating`.
    /// - Returns: Why the drag does nothing, or `nil` when it happened.
    package func performUserDrag(to target: CGPoint) -> String? {
        guard isScrollEnabled else { return "its scrolling is disabled (isScrollEnabled is false)" }
        if keyboardDismissMode != .none, let first = firstResponderScope.firstResponderOfScope {
            first.resignFirstResponder()
        }
        isBeingDragged = true
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = target
        if target.y < -adjustedContentInset.top - Self.refreshPullDistance, let refreshControl {
            _ = refreshControl.performUserPull()
        }
        var rest = target
        withUnsafeMutablePointer(to: &rest) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: pointer)
        }
        isBeingDragged = false
        rest = clampedOffset(rest)
        let decelerates = rest != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return nil }
        isSettling = true
        delegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = rest
        isSettling = false
        delegate?.scrollViewDidEndDecelerating(self)
        return nil
    }
}
