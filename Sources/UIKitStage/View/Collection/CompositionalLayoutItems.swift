import Foundation

/// One extent of a compositional layout's element: a fraction of its container, points, or an
/// estimate — UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor open class NSCollectionLayoutDimension {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The number: a fraction or points.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// An estimate the content would refine; taken as it is, since nothing is measured.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }
    /// A size shared by siblings, starting from `estimate`; taken as `estimate`.
    public static func uniformAcrossSiblings(estimate: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimate)
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The extent in points inside a container of `container`.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}

/// The width and height of a compositional layout's element — UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor open class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    public init(
        widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
    ) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points inside a container of `container`.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items — UIKit's `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor open class NSCollectionLayoutSpacing {
    /// The spacing in points.
    public let spacing: CGFloat
    /// Whether the spacing may grow to fill the group.
    public let isFlexibleSpacing: Bool

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing` points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// The smallest element of a compositional layout: an item, which shows one cell — UIKit's
/// `NSCollectionLayoutItem`, the base of groups and supplementary items.
@preconcurrency @MainActor open class NSCollectionLayoutItem {
    /// The item's size inside its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items attached to the item; stored (they are not shown).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space inside the item around its content; stored.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem])
    {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// Places items, one per cell, starting at `origin` inside a container of `container`: this
    /// item takes one cell. Returns the frames placed and the size used.
    func place(at origin: CGPoint, in container: CGSize, remaining: Int) -> (frames: [CGRect], size: CGSize) {
        let size = layoutSize.resolved(in: container)
        return ([CGRect(origin: origin, size: size)], size)
    }
}

/// Items side by side or one above the other, repeated to fill a section — UIKit's
/// `NSCollectionLayoutGroup`.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items the group repeats, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items. `nil` for none.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let isHorizontal: Bool
    /// How many items the group holds, when made with a count.
    let count: Int?

    init(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?
    ) {
        self.subitems = subitems
        isHorizontal = horizontal
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Items side by side, as many as fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }
    /// `count` copies of `subitem` side by side, each as wide as the group allows.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }
    /// `count` copies of `subitem` side by side, each of its own size.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 0)),
            horizontal: true, count: nil)
    }
    /// Items one above the other, as many as fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }
    /// `count` copies of `subitem` one above the other, each as tall as the group allows.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }
    /// `count` copies of `subitem` one above the other, each of its own size.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 0)),
            horizontal: false, count: nil)
    }

    /// Places the group's items along its axis, repeating its subitems while the next one fits (or
    /// placing exactly `count` of them), at most `remaining` cells and always at least one, so a
    /// section always progresses. A nested group places its own items.
    override func place(at origin: CGPoint, in container: CGSize, remaining: Int) -> (
        frames: [CGRect], size: CGSize
    ) {
        let size = layoutSize.resolved(in: container)
        guard !subitems.isEmpty, remaining > 0 else { return ([], size) }
        let spacing = interItemSpacing?.spacing ?? 0
        let groupExtent = isHorizontal ? size.width : size.height
        var frames: [CGRect] = []
        var cursor: CGFloat = 0
        var index = 0
        while frames.count < remaining {
            if let count, index >= count { break }
            let subitem = subitems[index % subitems.count]
            var slot = size
            if let count, count > 0 {
                let share = max((groupExtent - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
                if isHorizontal { slot.width = share } else { slot.height = share }
            }
            let measured = subitem.layoutSize.resolved(in: slot)
            let extent: CGFloat
            if count != nil {
                extent = isHorizontal ? slot.width : slot.height
            } else {
                extent = isHorizontal ? measured.width : measured.height
                if index > 0, cursor + extent > groupExtent + 0.5 { break }
            }
            let at =
                isHorizontal
                ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            var placed = subitem.place(at: at, in: slot, remaining: remaining - frames.count).frames
            if count != nil, !(subitem is NSCollectionLayoutGroup), var only = placed.first {
                // An item of a counted group takes its whole share along the group's axis.
                if isHorizontal { only.size.width = extent } else { only.size.height = extent }
                placed = [only]
            }
            frames += placed
            cursor += extent + spacing
            index += 1
            // A zero-length item would repeat forever.
            if count == nil, extent <= 0 { break }
        }
        return (frames, size)
    }
}

/// An edge or corner of a rectangle — UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// The top edge.
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
}

/// A view attached to an item of a compositional layout (a badge) — UIKit's
/// `NSCollectionLayoutSupplementaryItem`. Stored; only a section's boundary supplementary items
/// are shown.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view, as the data source is asked for it.
    public let elementKind: String
    /// The position on the z axis; stored.
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, kind: String) {
        elementKind = kind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a compositional layout's section — UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`. One aligned to the top (or a top corner) shows
/// above the section's items; any other below them.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge the view is attached to.
    public let alignment: NSRectAlignment
    /// The offset from that edge; stored.
    public let offset: CGPoint
    /// Whether the view stays on screen while its section scrolls; stored.
    open var pinToVisibleBounds = false
    /// Whether the view extends the section's area; stored.
    open var extendsBoundary = true

    /// A boundary view of `elementKind` at `alignment`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary view of `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, kind: elementKind)
    }

    /// Whether the view shows above the section's items.
    var isLeading: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}
