import Foundation

/// A view controller whose view is a collection view it serves — HeadlessUI's
/// `UICollectionViewController`.
///
/// Its view is a ``UICollectionView`` placed by the layout it was made with (unless you set
/// ``collectionView``), with the controller as the collection view's data source and delegate.
/// When ``clearsSelectionOnViewWillAppear`` is `true` (the default) its ``viewWillAppear(_:)``
/// clears the selection.
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///     init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
///     required init?(coder: NSCoder) { nil }
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
///     }
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
///     override func collectionView(
///         _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///     ) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    /// Whether the selection is cleared each time the collection view is about to appear. Default
    /// `true`.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press moves items; stored.
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether pushing another collection view controller animates between their layouts; stored.
    open var useLayoutToLayoutNavigationTransitions = false

    private let initialLayout: UICollectionViewLayout
    private var managedCollectionView: UICollectionView?

    /// Creates a controller whose collection view will be placed by `layout` — UIKit's designated
    /// initializer.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout. HeadlessUI loads no nibs (see
    /// ``UIViewController/init(nibName:bundle:)``).
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a flow layout; there are no archives here, so `coder` is not read
    /// (see ``UIViewController/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view the controller manages: its view, loaded on first read. Setting one
    /// makes it the view when the view is loaded.
    open var collectionView: UICollectionView! {
        get {
            if managedCollectionView == nil { loadViewIfNeeded() }
            return managedCollectionView
        }
        set {
            managedCollectionView = newValue
            guard let newValue, isViewLoaded else { return }
            view = newValue
        }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout {
        managedCollectionView?.collectionViewLayout ?? initialLayout
    }

    /// Makes the collection view (unless one was set) with the controller as its data source and
    /// delegate, and makes it the view.
    open override func loadView() {
        if managedCollectionView == nil {
            let made = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
            made.dataSource = self
            made.delegate = self
            managedCollectionView = made
        }
        view = managedCollectionView
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is `true`. Override it calling
    /// `super` to keep that.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        managedCollectionView?.itemList.clearSelection()
    }

    // MARK: The collection view's data source (override what it needs)

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }
    /// A plain cell; override it to return your items' cells.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
    /// An empty view; override it when the layout places headers or footers.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    /// No item can be moved.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}
    /// No index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`.
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(listItem: 0, section: index) }

    // MARK: The collection view's delegate (override what you need)

    /// Lets a touch highlight the item.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }
    /// Does nothing: a touch highlighted the item.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing: the highlight ended.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Lets a tap select the item.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }
    /// Lets a tap deselect the item.
    open func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing: a user selected the item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing: a user's selection deselected the item.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing: the cell is about to show.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing: the supplementary view is about to show.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing: the cell left.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    // MARK: The collection view's scrolling (override what you need), by UIKit's topics

    /// Called at every change of the offset; empty.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// `true`: the status bar scrolls to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Called after scrolling to the top; empty.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Called after an animated scroll; empty.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    // Dragging
    /// Called as a drag begins; empty.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Called as the finger lifts, with the target offset to keep or change; empty.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Called after the finger lifted; empty.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Called as the content moves on; empty.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Called as the content comes to rest; empty.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    // Zooming
    /// `nil`: nothing zooms.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Called as zooming begins; empty.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Called when the zoom changes; empty.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Called as zooming ends; empty.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    {}

    // Insets
    /// Called when the adjusted insets change; empty.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
