import Foundation

/// A view whose content can be larger than its bounds, moved by scrolling — HeadlessUI's
/// `UIScrollView`, the base of ``UITableView`` and ``UICollectionView``.
///
/// Nothing moves on screen, but the scroll state is UIKit's: ``contentOffset`` is the origin of
/// ``UIView/bounds``, so setting either changes the other, and every change of it calls the
/// delegate's ``UIScrollViewDelegate/scrollViewDidScroll(_:)``, as in UIKit. ``contentSize`` and
/// ``contentInset`` are stored; tables and collection views set their content size from their rows
/// and items. There is no animation clock: ``setContentOffset(_:animated:)`` arrives at once (and,
/// when animated, then calls ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``).
///
/// A test plays a user's drag with HeadlessUI's `UIWindow.scroll(_:to:)`, which calls the dragging
/// callbacks, dismisses the keyboard as ``keyboardDismissMode`` says, and starts the
/// ``refreshControl`` when the drag pulls far enough past the top.
///
/// ```swift
/// final class FeedViewController: UIViewController, UIScrollViewDelegate {
///     let scrollView = UIScrollView()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         scrollView.delegate = self
///         scrollView.contentSize = CGSize(width: 390, height: 2_000)
///         view.addSubview(scrollView)
///     }
///     func scrollViewDidScroll(_ scrollView: UIScrollView) { print(scrollView.contentOffset.y) }
/// }
/// ```
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// Hears scrolling. Held weakly.
    ///
    /// A table's or a collection view's delegate is set here too: ``UITableViewDelegate`` and
    /// ``UICollectionViewDelegate`` refine this protocol. (Swift cannot give the same property a
    /// narrower type in a subclass, as Objective-C does, so `tableView.delegate` reads as a scroll
    /// view delegate; cast it to read the table's methods.)
    open weak var delegate: (any UIScrollViewDelegate)? {
        didSet { delegateDidChange() }
    }

    /// The size of the content, which may be larger than the bounds. Tables and collection views set
    /// it from their rows and items; for a plain scroll view set it yourself.
    open var contentSize: CGSize = .zero

    /// Extra space around the content, inside the scroll view. Changing it changes
    /// ``adjustedContentInset``, which calls ``adjustedContentInsetDidChange()`` and the delegate's
    /// ``UIScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// How the safe area adjusts ``adjustedContentInset``. Stored; safe areas are not modelled (there
    /// are no bars or notches to avoid), so every behaviour adds nothing.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The insets the content is laid out with: ``contentInset`` plus the safe area's, which is zero
    /// here, so it equals ``contentInset``.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Whether the scroll indicators' insets follow the safe area; stored.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The point of the content shown at the scroll view's top-left corner: the origin of
    /// ``UIView/bounds``. Setting it calls the delegate's ``UIScrollViewDelegate/scrollViewDidScroll(_:)``
    /// when it changes.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            var moved = bounds
            moved.origin = newValue
            bounds = moved
        }
    }

    /// The scroll view's bounds; a new origin is a new ``contentOffset`` and calls
    /// ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != oldOrigin { contentOffsetDidChange() }
        }
    }

    /// Whether a user can scroll. When `false`, HeadlessUI's `UIWindow.scroll(_:to:)` refuses the
    /// drag; setting the offset in code still works, as in UIKit. Default `true`.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds; stored. Default `false`.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges; stored. Default `true`.
    open var bounces = true
    /// Whether the content bounces vertically even when it fits; stored. Default `false`.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits; stored. Default `false`.
    open var alwaysBounceHorizontal = false
    /// Whether a drag scrolls along one axis only; stored. Default `false`.
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top; stored. Default `true`.
    open var scrollsToTop = true
    /// Whether touches in the content wait to see whether they start a scroll; stored.
    open var delaysContentTouches = true
    /// Whether a scroll cancels touches in the content; stored.
    open var canCancelContentTouches = true
    /// Whether the vertical scroll indicator is shown while scrolling; stored. Default `true`.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator is shown while scrolling; stored. Default `true`.
    open var showsHorizontalScrollIndicator = true
    /// How the scroll indicators look; stored.
    open var indicatorStyle: IndicatorStyle = .default
    /// Insets of the vertical scroll indicator; stored.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal scroll indicator; stored.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets: reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// How quickly scrolling slows after the finger lifts; stored.
    open var decelerationRate: DecelerationRate = .normal
    /// How a drag dismisses the keyboard: with ``KeyboardDismissMode/onDrag`` or
    /// ``KeyboardDismissMode/interactive``, a user's drag (HeadlessUI's `UIWindow.scroll(_:to:)`)
    /// asks the window's first responder to resign. Default ``KeyboardDismissMode/none``.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The smallest zoom scale; stored. Default 1.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale; stored. Default 1.
    open var maximumZoomScale: CGFloat = 1
    /// The current zoom scale; stored. Default 1.
    open var zoomScale: CGFloat = 1
    /// Whether zooming bounces past its limits; stored. Default `true`.
    open var bouncesZoom = true

    /// The refresh control shown above the content when the user pulls down. Setting one adds it
    /// as a subview (and removes the one it replaces).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            showRefreshControl()
        }
    }

    /// Whether a finger is down on the content; `true` only while HeadlessUI's `UIWindow.scroll(_:to:)`
    /// plays a drag.
    open var isTracking: Bool { isBeingDragged }
    /// Whether the user is dragging the content; `true` only while HeadlessUI's
    /// `UIWindow.scroll(_:to:)` plays a drag.
    open var isDragging: Bool { isBeingDragged }
    /// Whether the content is moving after the finger lifted; `true` only while a played drag
    /// settles at the target its delegate chose.
    open var isDecelerating: Bool { isSettling }
    /// Whether the user is zooming; always `false`, as nothing zooms.
    open var isZooming: Bool { false }
    /// Whether the zoom is bouncing back; always `false`.
    open var isZoomBouncing: Bool { false }

    /// Set while a played drag is under way (see ``isDragging``).
    package var isBeingDragged = false
    /// Set while a played drag settles (see ``isDecelerating``).
    package var isSettling = false

    private var storedPanGestureRecognizer: UIPanGestureRecognizer?
    private var storedContentLayoutGuide: UILayoutGuide?
    private var storedFrameLayoutGuide: UILayoutGuide?

    /// The recognizer of a user's drags, made on first read and attached to this view.
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let storedPanGestureRecognizer { return storedPanGestureRecognizer }
        let recognizer = UIPanGestureRecognizer()
        storedPanGestureRecognizer = recognizer
        addGestureRecognizer(recognizer)
        return recognizer
    }

    /// A guide for the content's area (``contentSize`` from the origin), for Auto Layout.
    open var contentLayoutGuide: UILayoutGuide {
        layoutGuide(&storedContentLayoutGuide) { ScrollContentLayoutGuide() }
    }

    /// A guide for the scroll view's own frame, for Auto Layout.
    open var frameLayoutGuide: UILayoutGuide {
        layoutGuide(&storedFrameLayoutGuide) { UILayoutGuide() }
    }

    /// The guide kept in `stored`; on first read, `make`s it, owned by this view.
    private func layoutGuide(_ stored: inout UILayoutGuide?, _ make: () -> UILayoutGuide) -> UILayoutGuide {
        if let stored { return stored }
        let guide = make()
        guide.owningView = self
        stored = guide
        return guide
    }

    // MARK: Scrolling

    /// Moves the content to `contentOffset`. Without an animation clock it arrives at once: the
    /// delegate hears ``UIScrollViewDelegate/scrollViewDidScroll(_:)`` when the offset changes, and,
    /// when `animated` is `true` and it changed, ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
    /// - Parameters:
    ///   - contentOffset: The content point to show at the top-left corner.
    ///   - animated: Whether UIKit would animate the move.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let changed = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated, changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates), keeping the offset
    /// inside the content (see ``setContentOffset(_:animated:)`` for the callbacks). Does nothing
    /// when `rect` is already visible or the bounds are empty.
    /// - Parameters:
    ///   - rect: The area of the content to show.
    ///   - animated: Whether UIKit would animate the move.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        guard visible.width > 0 || visible.height > 0 else { return }
        var offset = contentOffset
        offset.x = Self.leastMove(from: offset.x, showing: rect.minX, rect.maxX, in: visible.width)
        offset.y = Self.leastMove(from: offset.y, showing: rect.minY, rect.maxY, in: visible.height)
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// Does nothing: there are no indicators to flash.
    open func flashScrollIndicators() {}

    /// Sets ``zoomScale``; nothing zooms.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// Does nothing: nothing zooms.
    open func zoom(to rect: CGRect, animated: Bool) {}

    /// Called when ``adjustedContentInset`` changes. Does nothing by default.
    open func adjustedContentInsetDidChange() {}

    /// The nearest offset to `offset` that stays inside the content and its insets.
    package func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }

    private static func leastMove(
        from offset: CGFloat, showing low: CGFloat, _ high: CGFloat, in length: CGFloat
    ) -> CGFloat {
        if low < offset { return low }
        if high > offset + length { return min(low, high - length) }
        return offset
    }

    /// The offset changed: the delegate hears it. Tables and collection views add their own
    /// bookkeeping before it.
    func contentOffsetDidChange() {
        delegate?.scrollViewDidScroll(self)
    }

    /// The delegate was set; subclasses keep a typed reference to it.
    func delegateDidChange() {}

    /// Adds ``refreshControl`` as a subview; lists place it among their own content instead.
    func showRefreshControl() {
        if let refreshControl { addSubview(refreshControl) }
    }

    /// How the safe area adjusts a scroll view's content inset — UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As the scroll view's context suggests.
        case automatic
        /// Only along the axes that scroll.
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }

    /// How a drag dismisses the keyboard — UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard alone.
        case none
        /// The keyboard goes when a drag begins.
        case onDrag
        /// The keyboard follows the drag and goes when it is dragged off.
        case interactive
        /// As ``onDrag``, keeping the input accessory view.
        case onDragWithAccessory
        /// As ``interactive``, keeping the input accessory view.
        case interactiveWithAccessory
    }

    /// How scroll indicators look — UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark or light, whichever shows on the content.
        case `default`
        /// Dark indicators.
        case black
        /// Light indicators.
        case white
    }

    /// How quickly scrolling slows — UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate per millisecond.
        public let rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The usual rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// A scroll view's content layout guide, whose frame is the content's size.
@MainActor private final class ScrollContentLayoutGuide: UILayoutGuide {
    override var layoutFrame: CGRect {
        guard let scrollView = owningView as? UIScrollView else { return .zero }
        return CGRect(origin: .zero, size: scrollView.contentSize)
    }
}
