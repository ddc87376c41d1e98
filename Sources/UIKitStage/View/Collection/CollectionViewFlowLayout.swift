import Foundation

/// Items in lines that wrap at the collection view's edge, with optional section headers and
/// footers — HeadlessUI's `UICollectionViewFlowLayout`.
///
/// Scrolling vertically (the default), items go left to right in rows that wrap at the collection
/// view's width (one item per row when the width is zero), each section inset by its
/// ``sectionInset``, rows ``minimumLineSpacing`` apart and items ``minimumInteritemSpacing`` apart;
/// a header or footer with a non-zero ``headerReferenceSize`` height spans the width above or below
/// its section. Scrolling horizontally, the same happens in columns. A delegate adopting
/// ``UICollectionViewDelegateFlowLayout`` answers per item and per section.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.headerReferenceSize = CGSize(width: 0, height: 40)
/// let photos = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 640), collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A size for ``estimatedItemSize`` that asks cells to size themselves; items then take
    /// ``itemSize`` here, as nothing is measured.
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The direction the content scrolls. Default ``UICollectionView/ScrollDirection/vertical``.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of items whose delegate gives none. Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate of item sizes; stored.
    open var estimatedItemSize = CGSize.zero
    /// The least space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets of each section. Default zero.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size of section headers; a zero height (width, scrolling sideways) shows none.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers; a zero height (width, scrolling sideways) shows none.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top while their section scrolls; stored.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while their section scrolls; stored.
    open var sectionFootersPinToVisibleBounds = false
    /// What the section insets are measured from; stored.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset

    /// Places every header, item and footer.
    open override func prepare() {
        placed = PlacedElements()
        guard let collectionView else { return }
        let axis = LayoutAxis(isVertical: scrollDirection == .vertical)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let breadth = axis.breadth(of: collectionView.bounds.size)
        // Places a section's header or footer (the delegate's size, else the reference size) at
        // `along` when its length is not zero; returns its length.
        func placeSupplementary(ofKind kind: String, in section: Int, at along: CGFloat) -> CGFloat {
            let size =
                kind == UICollectionView.elementKindSectionHeader
                ? delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize
                : delegate?.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize
            let length = axis.length(of: size)
            guard length > 0 else { return 0 }
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: IndexPath(listItem: 0, section: section))
            attributes.frame = axis.rect(along: along, across: 0, length: length, breadth: breadth)
            placed.add(attributes)
            return length
        }
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            along += placeSupplementary(
                ofKind: UICollectionView.elementKindSectionHeader, in: section, at: along)
            let inset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let (start, end) = axis.isVertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            along += axis.isVertical ? inset.top : inset.left
            var across = start
            var lineLength: CGFloat = 0
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let indexPath = IndexPath(listItem: item, section: section)
                let size =
                    delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                    ?? itemSize
                let itemBreadth = axis.breadth(of: size)
                if across > start, across + itemBreadth > breadth - end {
                    along += lineLength + lineSpacing
                    across = start
                    lineLength = 0
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = axis.rect(
                    along: along, across: across, length: axis.length(of: size), breadth: itemBreadth)
                placed.add(attributes)
                across += itemBreadth + itemSpacing
                lineLength = max(lineLength, axis.length(of: size))
                // Without a width to wrap at, every item starts a line of its own.
                if breadth <= 0 { across = breadth + 1 }
            }
            along += lineLength + (axis.isVertical ? inset.bottom : inset.right)
            along += placeSupplementary(
                ofKind: UICollectionView.elementKindSectionFooter, in: section, at: along)
        }
        placed.contentSize = axis.size(length: along, breadth: breadth)
    }

    /// What a flow layout's section insets are measured from — UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// The content insets.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }
}
