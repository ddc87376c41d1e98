import Foundation

/// What a compositional layout's section provider is asked with — UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the environment.
    var traitCollection: UITraitCollection { get }
}

/// The size a compositional layout's section is laid out in — UIKit's
/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size inside its content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The container's content insets, adjusted.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment and container a compositional layout hands its section provider.
@MainActor private struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { .phone }
}

/// How a section scrolls across the layout's direction — UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `none` lays the section's
/// groups out side by side in one row.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll sideways: its groups go one after the other.
    case none
    /// Continuous scrolling.
    case continuous
    /// Continuous scrolling that comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolling by the width of the collection view.
    case paging
    /// Scrolling by one group.
    case groupPaging
    /// Scrolling by one group, centred.
    case groupPagingCentered
}

/// A section of a compositional layout: a group repeated for the section's items, with headers and
/// footers — UIKit's `NSCollectionLayoutSection`.
@preconcurrency @MainActor open class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's direction.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the content insets; stored.
    open var supplementariesFollowContentInsets = true
    /// The list configuration the section was made from, for its swipe actions.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section, as ``UICollectionViewCompositionalLayout/list(using:)`` makes: full-width rows
    /// 44 points high (estimated), with a header and footer as `configuration` asks.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        let boundarySize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}

/// The options of a compositional layout as a whole — UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the content scrolls. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout; stored (they are not shown).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with the defaults.
    public init() {}
}

/// What a compositional layout asks for each section — UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, groups and items — HeadlessUI's
/// `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group until its items are placed: a horizontal group puts its
/// subitems side by side, repeating them while the next one fits (or exactly `count` of them), a
/// vertical group one above the other; fractional sizes are fractions of the group's container
/// (the collection view's width inside the section's insets), estimated sizes are taken as given.
/// Groups follow one another down the section, or side by side in one row when the section scrolls
/// orthogonally. Boundary supplementary items aligned to the top show above the section's items,
/// others below.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
///     subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The layout's options. Setting them lays the collection view out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    /// The sections the provider gave in the last ``prepare()``.
    private(set) var preparedSections: [NSCollectionLayoutSection?] = []

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(
            sectionProvider: sectionProvider,
            configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list layout: every section a list in `configuration`'s appearance.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Asks the provider for each section and places its headers, items and footers.
    open override func prepare() {
        placed = PlacedElements()
        preparedSections = []
        guard let collectionView else { return }
        let axis = LayoutAxis(isVertical: configuration.scrollDirection == .vertical)
        let bounds = collectionView.bounds.size
        let environment = LayoutEnvironment(contentSize: bounds)
        var along: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { along += configuration.interSectionSpacing }
            let section = provider(index, environment)
            preparedSections.append(section)
            guard let section else { continue }
            along = place(
                section, index, count: collectionView.numberOfItems(inSection: index), at: along, in: bounds,
                axis)
        }
        placed.contentSize = axis.size(length: along, breadth: axis.breadth(of: bounds))
    }

    /// Places one section starting at `along`; returns where the next one starts.
    private func place(
        _ section: NSCollectionLayoutSection, _ index: Int, count: Int, at start: CGFloat, in bounds: CGSize,
        _ axis: LayoutAxis
    ) -> CGFloat {
        var along = start
        let breadth = axis.breadth(of: bounds)
        let insets = section.contentInsets
        let boundaryContainer = axis.size(length: axis.length(of: bounds), breadth: breadth)
        for item in section.boundarySupplementaryItems where item.isLeading {
            along += placeBoundary(item, index, at: along, in: boundaryContainer, axis)
        }
        along += axis.isVertical ? insets.top : insets.leading
        let inner =
            axis.isVertical
            ? CGSize(width: max(bounds.width - insets.leading - insets.trailing, 0), height: bounds.height)
            : CGSize(width: bounds.width, height: max(bounds.height - insets.top - insets.bottom, 0))
        let across = axis.isVertical ? insets.leading : insets.top
        let sideways = section.orthogonalScrollingBehavior != .none
        var done = 0
        var groupAlong = along
        var groupAcross = across
        var lineLength: CGFloat = 0
        while done < count {
            let origin =
                axis.isVertical
                ? CGPoint(x: groupAcross, y: groupAlong) : CGPoint(x: groupAlong, y: groupAcross)
            let (frames, size) = section.group.place(at: origin, in: inner, remaining: count - done)
            guard !frames.isEmpty else { break }
            for frame in frames {
                let attribute = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(listItem: done, section: index))
                attribute.frame = frame
                placed.add(attribute)
                done += 1
            }
            if sideways {
                groupAcross += axis.breadth(of: size) + section.interGroupSpacing
                lineLength = max(lineLength, axis.length(of: size))
            } else {
                groupAlong += axis.length(of: size) + (done < count ? section.interGroupSpacing : 0)
            }
        }
        along = sideways ? groupAlong + lineLength : groupAlong
        along += axis.isVertical ? insets.bottom : insets.trailing
        for item in section.boundarySupplementaryItems where !item.isLeading {
            along += placeBoundary(item, index, at: along, in: boundaryContainer, axis)
        }
        return along
    }

    private func placeBoundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, _ section: Int, at along: CGFloat,
        in container: CGSize,
        _ axis: LayoutAxis
    ) -> CGFloat {
        let size = item.layoutSize.resolved(in: container)
        let attribute = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(listItem: 0, section: section))
        attribute.frame = axis.rect(
            along: along, across: 0, length: axis.length(of: size), breadth: axis.breadth(of: size))
        placed.add(attribute)
        return axis.length(of: size)
    }
}

/// The look and behaviour of a list section — UIKit's `UICollectionLayoutListConfiguration`.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     UISwipeActionsConfiguration(actions: [deleteAction(at: indexPath)])
/// }
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct UICollectionLayoutListConfiguration {
    /// What swipe actions a row shows, asked with its index path.
    public typealias SwipeActionsConfigurationProvider =
        @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's appearance.
    public var appearance: Appearance
    /// Whether rows are separated; stored.
    public var showsSeparators = true
    /// The list's background colour; stored.
    public var backgroundColor: UIColor?
    /// How sections show headers: a supplementary view asks the data source for one.
    public var headerMode: HeaderMode = .none
    /// How sections show footers.
    public var footerMode: FooterMode = .none
    /// Space above each header; stored.
    public var headerTopPadding: CGFloat?
    /// The actions a swipe to the right across a row reveals.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe to the left across a row reveals.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration in `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// How a list looks — UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// A plain list.
        case plain = 0
        /// Grouped sections.
        case grouped = 1
        /// Inset, rounded grouped sections.
        case insetGrouped = 2
        /// A sidebar.
        case sidebar = 3
        /// A plain sidebar.
        case sidebarPlain = 4
    }

    /// How list sections show headers — UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader``.
        case supplementary = 1
        /// The first item of each section is its header; it shows as an item here.
        case firstItemInSection = 2
    }

    /// How list sections show footers — UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none = 0
        /// A supplementary view of kind ``UICollectionView/elementKindSectionFooter``.
        case supplementary = 1
    }
}
