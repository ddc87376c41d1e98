import HeadlessUI
import Testing
import UIKit

/// Hears every scroll view delegate call, in order.
@MainActor private final class ScrollLog: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var target: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging \(Int(targetContentOffset.pointee.y))")
        if let target { targetContentOffset.pointee = target }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        events.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        events.append("didChangeAdjustedContentInset")
    }
}

/// A screen with a long scroll view and a search field, as a feed is written.
@MainActor private final class FeedViewController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let search = UITextField(text: "", placeholder: "Search")
    let log = ScrollLog()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.accessibilityIdentifier = "feed"
        scrollView.delegate = log
        scrollView.contentSize = CGSize(width: 390, height: 3_000)
        view.addSubview(search)
        view.addSubview(scrollView)
    }
}

@MainActor @Suite("Apple's UIScrollView documentation: offsets, insets, delegate calls and a user's drag")
struct AppleDocsScrollViewTests {
    private func shown() -> (FeedViewController, UIWindow) {
        let feed = FeedViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = feed
        window.makeKeyAndVisible()
        return (feed, window)
    }

    // contentOffset: "The point at which the origin of the content view is offset from the origin of
    // the scroll view." UIKit keeps it as the origin of the scroll view's bounds.
    @Test("contentOffset is the origin of bounds: setting either moves the other")
    func offsetIsBoundsOrigin() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }

    // scrollViewDidScroll(_:): "Tells the delegate when the user scrolls the content view within the
    // scroll view." It is called for every change of the offset, in code too.
    @Test("every change of the offset, and only a change, calls scrollViewDidScroll")
    func didScrollOnChange() {
        let (feed, _) = shown()
        feed.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        feed.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        feed.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(feed.log.events == ["didScroll 100", "didScroll 300"])
    }

    // setContentOffset(_:animated:): "true to animate the transition at a constant velocity to the
    // new offset". There is no clock: the move arrives at once and the animation's end is told.
    @Test("an animated setContentOffset arrives at once and ends with scrollViewDidEndScrollingAnimation")
    func animatedOffset() {
        let (feed, _) = shown()
        feed.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(feed.scrollView.contentOffset.y == 500)
        #expect(feed.log.events == ["didScroll 500", "didEndScrollingAnimation"])
    }

    // adjustedContentInset: "The insets derived from the content insets and the safe area of the
    // scroll view." With no safe area modelled it equals the content inset.
    @Test("adjustedContentInset follows contentInset, and a change is told to the delegate")
    func adjustedInset() {
        let (feed, _) = shown()
        feed.scrollView.contentInsetAdjustmentBehavior = .never
        feed.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        #expect(feed.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(feed.scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(feed.log.events == ["didChangeAdjustedContentInset"])
    }

    // scrollRectToVisible(_:animated:): "Scrolls a specific area of the content so that it's
    // visible in the receiver."
    @Test("scrollRectToVisible moves the least distance that shows the rectangle, and none when it shows")
    func rectToVisible() {
        let (feed, _) = shown()
        feed.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1_000, width: 10, height: 100), animated: false)
        #expect(feed.scrollView.contentOffset.y == 300)
        feed.scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 100), animated: false)
        #expect(feed.scrollView.contentOffset.y == 300)
    }

    @Test("a user's drag calls the dragging callbacks in order and rests where it ended")
    func userDrag() throws {
        let (feed, window) = shown()
        try window.scroll("feed", to: CGPoint(x: 0, y: 900))
        #expect(
            feed.log.events == [
                "willBeginDragging", "didScroll 900", "willEndDragging 900", "didEndDragging false",
            ])
        #expect(feed.scrollView.contentOffset.y == 900)
        #expect(!feed.scrollView.isDragging)
    }

    // scrollViewWillEndDragging(_:withVelocity:targetContentOffset:): "your application can change
    // the value of the targetContentOffset parameter to adjust where the scrollview finishes its
    // scrolling animation."
    @Test("a delegate that moves the target makes the content decelerate to it")
    func movedTarget() throws {
        let (feed, window) = shown()
        feed.log.target = CGPoint(x: 0, y: 1_200)
        try window.scroll("feed", to: CGPoint(x: 0, y: 900))
        #expect(
            feed.log.events == [
                "willBeginDragging", "didScroll 900", "willEndDragging 900", "didEndDragging true",
                "willBeginDecelerating", "didScroll 1200", "didEndDecelerating",
            ])
        #expect(feed.scrollView.contentOffset.y == 1_200)
    }

    // UIScrollView.KeyboardDismissMode.onDrag: "A mode in which the keyboard dismisses when a drag
    // begins." .none: "A mode in which a drag doesn't dismiss the keyboard."
    @Test("a drag dismisses the keyboard with .onDrag and leaves it with .none", arguments: [true, false])
    func keyboardDismissal(onDrag: Bool) throws {
        let (feed, window) = shown()
        feed.scrollView.keyboardDismissMode = onDrag ? .onDrag : .none
        #expect(feed.search.becomeFirstResponder())
        try window.scroll("feed", to: CGPoint(x: 0, y: 200))
        #expect(feed.search.isFirstResponder == !onDrag)
    }

    // isScrollEnabled: "If the value of this property is true, scrolling is enabled, and if it is
    // false, scrolling is disabled."
    @Test("a drag on a scroll view whose scrolling is disabled is refused and moves nothing")
    func disabledScrolling() {
        let (feed, window) = shown()
        feed.scrollView.isScrollEnabled = false
        #expect(throws: WindowError.self) { try window.scroll("feed", to: CGPoint(x: 0, y: 200)) }
        #expect(feed.scrollView.contentOffset == .zero)
        #expect(feed.log.events.isEmpty)
        feed.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(feed.log.events == ["didScroll 50"])
    }

    // UIRefreshControl: "When the user drags the top of the scrollable content area downward, the
    // scroll view reveals the refresh control, begins animating its progress indicator, and notifies
    // your app." beginRefreshing(): "Tells the control that a refresh operation was started
    // programmatically." — so it sends no event.
    @Test("pulling the content down starts the refresh control, which sends valueChanged once")
    func pullToRefresh() throws {
        let (feed, window) = shown()
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        feed.scrollView.refreshControl = refresh
        try window.pullToRefresh("feed")
        #expect(refreshes == 1)
        #expect(refresh.isRefreshing)
        #expect(feed.scrollView.contentOffset == .zero)
        #expect(throws: WindowError.self) { try window.pullToRefresh("feed") }
        refresh.endRefreshing()
        refresh.beginRefreshing()
        #expect(refreshes == 1)
        #expect(window.find(identifier: "feed")?.render().contains("RefreshControl refreshing") == true)
    }

    @Test("a table and a collection view are scroll views")
    func listsAreScrollViews() {
        let table: UIScrollView = UITableView(frame: .zero, style: .plain)
        let collection: UIScrollView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(table.isScrollEnabled && collection.isScrollEnabled)
        #expect(String(describing: UIScrollView.self) == "UIScrollView")
    }
}
