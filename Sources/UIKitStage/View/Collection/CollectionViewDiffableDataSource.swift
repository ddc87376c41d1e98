import Foundation

/// A collection view's data source driven by snapshots of identifiers — UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// Making one sets it as the collection view's data source (which holds it weakly: keep it).
/// ``apply(_:animatingDifferences:completion:)`` shows a new ``NSDiffableDataSourceSnapshot`` as a
/// difference: items both snapshots have keep their cells, new ones get cells from the cell
/// provider, reloaded ones new cells, reconfigured ones their own cells configured again (a
/// ``UICollectionView/CellRegistration`` dequeued for a reconfigured item hands back its cell).
/// The layout's headers and footers come from ``supplementaryViewProvider``.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///     var content = cell.defaultContentConfiguration()
///     content.text = name
///     cell.contentConfiguration = content
/// }
/// dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, name in
///     view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item: the collection view, the index path and the item.
    public typealias CellProvider =
        @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view: the collection view, its kind and its index path.
    public typealias SupplementaryViewProvider =
        @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes the headers and footers the layout places; `nil` gives empty views, with a diagnostic.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private let core:
        DiffableDataSourceCore<
            SectionIdentifierType, ItemIdentifierType, UICollectionView, UICollectionViewCell
        >

    /// A data source for `collectionView` making cells with `cellProvider`; it becomes the
    /// collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(list: collectionView, cellProvider: cellProvider)
        super.init()
        collectionView.dataSource = self
    }

    /// The identifier of the item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core[at: indexPath] }

    /// Where the item `itemIdentifier` is shown, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core[item: itemIdentifier] }

    /// The identifier of the section at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core[section: index] }

    /// Where the section `sectionIdentifier` is, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core[indexOf: sectionIdentifier] }

    /// Shows `snapshot` as a difference from the one shown, then calls `completion`. Nothing
    /// animates.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { core.apply(snapshot, reloading: false, then: completion) }

    /// Shows `snapshot` by asking for every cell again, then calls `completion`.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { core.apply(snapshot, reloading: true, then: completion) }

    /// The snapshot shown, as a value to change and apply again.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.snapshot
    }

    // MARK: The collection view's data source

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { core.snapshot.numberOfSections }

    /// The number of items of the snapshot's section `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = core.sectionIdentifier(for: section) else { return 0 }
        return core.snapshot.numberOfItems(inSection: identifier)
    }

    /// The cell provider's cell for the item; a plain cell, with a diagnostic, when it gives none.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        core.cell(at: indexPath, in: collectionView) { UICollectionViewCell(frame: .zero) }
    }

    /// The supplementary view provider's view; an empty view, with a diagnostic, when there is no
    /// provider or it gives none.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        core.reportMissing(
            "\(quoted(kind)) view", from: "supplementary view provider", in: collectionView, at: indexPath,
            unit: "item")
        return UICollectionReusableView(frame: .zero)
    }

    /// `false`: items cannot be moved unless a subclass says so.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing; override it to move the item.
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
}
