import Foundation
import ScenewrightCore

/// Items in sections, placed by a layout — HeadlessUI's `UICollectionView`, a ``UIScrollView``.
///
/// Items are real subviews of kind `Cell` with identifiers `"<identifier>.item.<n>"` for section 0
/// and `"<identifier>.section.<s>.item.<n>"` for the others (without the `"<identifier>."` prefix
/// when the collection view has no identifier), so they can be found and tapped, as a table's rows
/// are. The layout's supplementary views show around their section's items (`Header`, `Footer`,
/// `"<identifier>.section.<s>.header"`). The layout is recorded, not drawn: it decides which
/// supplementary views exist and every element's frame, and so `contentSize`,
/// ``indexPathForItem(at:)`` and ``scrollToItem(at:at:animated:)``; every item counts as visible.
/// The collection view reads its data source when it is first shown and on every ``reloadData()``.
///
/// A user's tap on an item calls the delegate as UIKit does (see ``UICollectionViewDelegate``);
/// ``selectItem(at:animated:scrollPosition:)`` and ``deselectItem(at:animated:)`` call no delegate
/// method. Index paths out of range are rejected with a diagnostic naming the collection view, and
/// change nothing. Updates (``insertItems(at:)``, ``deleteItems(at:)``,
/// `performBatchUpdates(_:completion:)`…) keep the cells of the items they do not touch and are
/// checked against the data source's new counts, as UIKit checks them.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let photos = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// photos.accessibilityIdentifier = "photos"
/// photos.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// photos.dataSource = self
/// try window.tap("photos.item.3")   // calls collectionView(_:didSelectItemAt:) for item 3
/// ```
@preconcurrency @MainActor open class UICollectionView: UIScrollView, ItemListView {
    /// The kind of a section header, as layouts and data sources name it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, as layouts and data sources name it.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Supplies the items. Held weakly.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            itemList.needsReload = true
            IdentifierIndex.noteRowsPending(in: self)
        }
    }
    /// Places the items. Setting a new layout places them again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutChanged()
        }
    }
    /// A view behind the items (an empty state, say); rendered first.
    open var backgroundView: UIView? { didSet { showContent() } }
    /// Whether a user's tap selects an item. Default `true`.
    open var allowsSelection = true
    /// Whether a user's taps select several items (a tap on a selected item deselects it). Default
    /// `false`.
    open var allowsMultipleSelection = false
    /// Whether a user's tap selects an item while editing. Default `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether a user's taps select several items while editing. Default `false`.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is editing (a list's cells show their editing accessories);
    /// stored.
    open var isEditing = false
    /// Whether cells are prepared ahead of showing; stored.
    open var isPrefetchingEnabled = true

    /// The sections, cells, selection and reuse queues shown.
    private(set) lazy var itemList = ItemList(owner: self, unit: "item")
    /// The delegate, as a collection view delegate.
    private(set) weak var collectionDelegate: (any UICollectionViewDelegate)?
    /// The counts being read, which ``numberOfItems(inSection:)`` answers while the layout prepares.
    var countsBeingRead: [Int]?

    /// Creates an empty collection view in `frame` placed by `layout` — UIKit's designated
    /// initializer.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates an empty collection view with a flow layout; there are no archives here, so `coder`
    /// is not read (see ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    override func delegateDidChange() {
        collectionDelegate = delegate as? any UICollectionViewDelegate
        if !itemList.needsReload { layoutChanged() }
    }

    override func showRefreshControl() { showContent() }

    /// Sets ``collectionViewLayout``; `animated` changes nothing.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Sets ``collectionViewLayout`` and calls `completion` with `true`.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Counting and finding

    /// The number of sections shown.
    open var numberOfSections: Int {
        if let countsBeingRead { return countsBeingRead.count }
        prepareForDisplay()
        return itemList.sections.count
    }

    /// The number of items in `section`; 0, with a diagnostic, for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        guard let countsBeingRead else { return itemList.displayedCount(inSection: section) }
        return countsBeingRead.indices.contains(section) ? countsBeingRead[section] : 0
    }

    /// Every cell shown, in order (every item counts as visible).
    open var visibleCells: [UICollectionViewCell] { itemList.displayedCells(of: UICollectionViewCell.self) }

    /// The item `cell` is shown at, or `nil` when this collection view does not show it.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { itemList.indexPath(of: cell) }

    /// The cell shown at `indexPath`, or `nil` when there is no such item.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        itemList.displayedCell(at: indexPath) as? UICollectionViewCell
    }

    /// The index paths of ``visibleCells``.
    open var indexPathsForVisibleItems: [IndexPath] { itemList.displayedIndexPaths }

    /// The item whose frame contains `point` (in content coordinates), or `nil`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareForDisplay()
        return visibleCells.first { $0.frame.contains(point) }?.shownIndexPath
    }

    /// The supplementary view of `elementKind` shown for `indexPath`'s section, if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        prepareForDisplay()
        return supplementaryViews(ofKind: elementKind).first { $0.shownIndexPath == indexPath }
    }

    /// Every supplementary view of `elementKind` shown, in order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        prepareForDisplay()
        return supplementaryViews(ofKind: elementKind)
    }

    /// The index paths of the supplementary views of `elementKind` shown.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews(ofKind: elementKind).compactMap(\.shownIndexPath)
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareForDisplay()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareForDisplay()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Cells and supplementary views

    /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) to make cells for `identifier`;
    /// `nil` unregisters. Any other class is rejected with a diagnostic.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        itemList.registerClass(
            cellClass, as: UICollectionViewCell.self, for: .init(kind: "", identifier: identifier))
    }

    /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) to make supplementary views
    /// of `elementKind` for `identifier`; `nil` unregisters.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        itemList.registerClass(
            viewClass, as: UICollectionReusableView.self,
            for: .init(kind: elementKind, identifier: identifier))
    }

    /// A cell for `identifier`, to show at `indexPath`: one no longer shown (after its
    /// `prepareForReuse()`), else a new one of the registered class. Where UIKit raises for an
    /// identifier with no registered class, this reports a `table.unregisteredReuseIdentifier`
    /// diagnostic and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = itemList.dequeue(.init(kind: "", identifier: identifier)) as? UICollectionViewCell {
            return cell
        }
        itemList.reportUnregistered(
            "cell", identifier: identifier, at: indexPath, register: "register(_:forCellWithReuseIdentifier:)"
        )
        return UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view of `elementKind` for `identifier`, as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` makes cells.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = itemList.dequeue(.init(kind: elementKind, identifier: identifier))
            as? UICollectionReusableView
        {
            return view
        }
        itemList.reportUnregistered(
            "\(quoted(elementKind)) view", identifier: identifier, at: indexPath,
            register: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
        return UICollectionReusableView(frame: .zero)
    }

    /// A cell from `registration`, configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        let key = ItemList.ReuseKey(kind: "", identifier: identifier)
        if !itemList.isRegistered(key) { itemList.register(key) { Cell() } }
        let cell = itemList.dequeue(key) as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = ItemList.ReuseKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if !itemList.isRegistered(key) { itemList.register(key) { Supplementary() } }
        let view = itemList.dequeue(key) as? Supplementary ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: Loading and updating (the work is in UICollectionView+Loading.swift)

    /// Reads the data source again and rebuilds every section and item. Clears the selection.
    /// Called from inside the data source while it is being read, it is reported and ignored.
    open func reloadData() { reloadAll(request: "reloadData()") }

    /// Asks the data source again for the items at `indexPaths` (old index paths).
    open func reloadItems(at indexPaths: [IndexPath]) { announce(.init(reloadedItems: Set(indexPaths))) }

    /// Asks the data source again for the cells of the items at `indexPaths`; a cell it dequeues
    /// with the same reuse identifier is the cell already shown there, as on iOS 15.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    /// Inserts items at `indexPaths` (new index paths): the data source must already count them.
    open func insertItems(at indexPaths: [IndexPath]) { announce(.init(insertedItems: Set(indexPaths))) }

    /// Deletes the items at `indexPaths` (old index paths).
    open func deleteItems(at indexPaths: [IndexPath]) { announce(.init(deletedItems: Set(indexPaths))) }

    /// Moves the item at `indexPath` to `newIndexPath`, keeping its cell.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        announce(.init(movedItems: [(indexPath, newIndexPath)]))
    }

    /// Asks the data source again for every item of `sections`.
    open func reloadSections(_ sections: IndexSet) { announce(.init(reloadedSections: Set(sections))) }

    /// Inserts `sections` (new indexes).
    open func insertSections(_ sections: IndexSet) { announce(.init(insertedSections: Set(sections))) }

    /// Deletes `sections` (old indexes).
    open func deleteSections(_ sections: IndexSet) { announce(.init(deletedSections: Set(sections))) }

    /// Moves `section` to `newSection`, keeping its cells.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        announce(.init(movedSections: [(section, newSection)]))
    }

    /// Runs `updates`, then applies the changes announced inside it at once and calls `completion`
    /// with `true`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        itemList.performBatch(updates, applyNow: applyUpdate)
        completion?(true)
    }

    // MARK: Selecting and scrolling (the work is in UICollectionView+Selection.swift)

    /// The selected items, in index-path order; `nil` when none is selected, as in UIKit.
    open var indexPathsForSelectedItems: [IndexPath]? {
        let selected = itemList.selectedIndexPaths
        return selected.isEmpty ? nil : selected
    }

    /// Selects the item at `indexPath` (replacing the selection unless several may be selected), or
    /// clears the selection for `nil`, without calling the delegate, and scrolls it to
    /// `scrollPosition` (an empty position scrolls nothing). An index path out of range is rejected
    /// with a diagnostic and changes nothing.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectInCode(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item at `indexPath` without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { itemList.deselectInCode(indexPath) }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`, keeping the offset inside the
    /// content. An index path out of range is rejected with a diagnostic.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Display

    open override func prepareForDisplay() {
        if itemList.needsReload { reloadAll(request: "reloadData()") }
    }

    open override var renderKind: String { "CollectionView" }

    /// Where an item is scrolled to — UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a position.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The vertical centre.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The horizontal centre.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a layout's content scrolls — UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down.
        case vertical
        /// Side to side.
        case horizontal
    }

    /// What an element of a layout is — UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }
}
