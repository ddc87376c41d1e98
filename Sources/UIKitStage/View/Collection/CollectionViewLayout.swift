import Foundation

/// Where a layout puts one element of a collection view — UIKit's
/// `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
    /// The element's frame, in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary view or decoration; `nil` for a cell.
    open private(set) var representedElementKind: String?
    /// The element's position on the z axis; stored.
    open var zIndex = 0
    /// Whether the element is hidden; stored.
    open var isHidden = false
    /// The element's opacity; stored.
    open var alpha: CGFloat = 1

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }
}

/// Decides where a collection view's items and supplementary views go — UIKit's
/// `UICollectionViewLayout`, the base of ``UICollectionViewFlowLayout`` and
/// ``UICollectionViewCompositionalLayout``, and of an app's own layouts.
///
/// The collection view calls ``prepare()`` whenever it reads its data source (while
/// ``UICollectionView/numberOfItems(inSection:)`` already answers with the new counts), then asks
/// ``layoutAttributesForElements(in:)`` for every element: the supplementary views it returns are
/// the ones the data source is asked for, and every frame comes from the attributes. Nothing is
/// drawn: the frames decide what ``UICollectionView/indexPathForItem(at:)`` and
/// ``UICollectionView/scrollToItem(at:at:animated:)`` find.
///
/// ```swift
/// final class ColumnLayout: UICollectionViewLayout {
///     private var frames: [IndexPath: CGRect] = [:]
///     override func prepare() {
///         guard let collectionView else { return }
///         frames = [:]
///         for item in 0..<collectionView.numberOfItems(inSection: 0) {
///             frames[IndexPath(item: item, section: 0)] = CGRect(x: 0, y: CGFloat(item) * 80, width: 320, height: 80)
///         }
///     }
///     override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(frames.count) * 80) }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         frames.map { indexPath, frame in
///             let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///             attributes.frame = frame
///             return attributes
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor open class UICollectionViewLayout {
    /// The collection view using this layout. Held weakly.
    open internal(set) weak var collectionView: UICollectionView?
    /// The decoration view classes registered, by kind; stored (decorations are not shown).
    var decorationClasses: [String: AnyClass] = [:]
    /// What the flow and compositional layouts placed in their last ``prepare()``, which the
    /// methods below answer from (so a subclass's calls to `super` get them); empty for a layout of
    /// an app's own.
    var placed = PlacedElements()

    /// Creates a layout.
    public init() {}

    /// Creates a layout; there are no archives here, so `coder` is not read.
    public init?(coder: NSCoder) {}

    /// Works out the layout; the collection view calls it before asking for attributes. Does
    /// nothing by default.
    open func prepare() {}

    /// The size of all the content: what a flow or compositional layout placed; `.zero` for a layout
    /// that placed nothing.
    open var collectionViewContentSize: CGSize { placed.contentSize }

    /// The attributes of every element whose frame meets `rect`: those a flow or compositional
    /// layout placed; `nil` for a layout that placed nothing.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.isEmpty ? nil : placed.meeting(rect)
    }

    /// The attributes of the item at `indexPath` a flow or compositional layout placed; `nil`
    /// otherwise.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.item(at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` a flow or
    /// compositional layout placed; `nil` otherwise.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { placed.supplementary(ofKind: elementKind, at: indexPath) }

    /// Marks the layout as out of date: the collection view lays out again at once.
    open func invalidateLayout() {
        collectionView?.layoutChanged()
    }

    /// Whether a change of the collection view's bounds needs a new layout. `false` by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. `nil` by default.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers a decoration view class for `elementKind`; stored (decorations are not shown).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }
}

/// The elements a built-in layout placed, with the lookups UIKit's layout methods answer.
@MainActor struct PlacedElements {
    private struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    private(set) var all: [UICollectionViewLayoutAttributes] = []
    private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    /// The size of all the content placed.
    var contentSize = CGSize.zero

    var isEmpty: Bool { all.isEmpty }

    mutating func add(_ attributes: UICollectionViewLayoutAttributes) {
        all.append(attributes)
        if let kind = attributes.representedElementKind {
            supplementaries[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        } else {
            items[attributes.indexPath] = attributes
        }
    }

    /// The elements whose frames meet `rect` (an empty frame counts when its origin is inside).
    func meeting(_ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        all.filter { $0.frame.intersects(rect) || ($0.frame.isEmpty && rect.contains($0.frame.origin)) }
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { items[indexPath] }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }
}

extension UICollectionViewLayout {
    /// Every element's attributes: those meeting a rectangle that covers any frame a layout gives.
    var allAttributes: [UICollectionViewLayoutAttributes] {
        let everywhere = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        return layoutAttributesForElements(in: everywhere) ?? []
    }
}

/// How far an item is from its neighbours on the axis a layout flows along, and how frames along
/// one axis are found: shared by the flow and compositional layouts.
struct LayoutAxis {
    /// Whether content flows down (rows of items left to right) rather than sideways.
    let isVertical: Bool

    /// `rect` given along the flow (`along`, `across`) rather than as x and y.
    func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: across, y: along, width: breadth, height: length)
            : CGRect(x: along, y: across, width: length, height: breadth)
    }

    /// The extent of `size` along the flow.
    func length(of size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

    /// The extent of `size` across the flow.
    func breadth(of size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

    /// A size from extents along and across the flow.
    func size(length: CGFloat, breadth: CGFloat) -> CGSize {
        isVertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }
}
