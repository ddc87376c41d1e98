import Foundation

/// A table's data source driven by snapshots of identifiers — UIKit's
/// `UITableViewDiffableDataSource`.
///
/// Making one sets it as the table's data source (the table holds it weakly: keep it). Each
/// ``apply(_:animatingDifferences:completion:)`` shows a new ``NSDiffableDataSourceSnapshot`` as a
/// difference from the one shown: rows whose items both have keep their cells, new items get cells
/// from the cell provider, and the items the snapshot reloads or reconfigures get a new cell or
/// their own cell configured again. Subclass it to give section titles or to let rows be edited,
/// as in UIKit.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
///     cell.textLabel?.text = name
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(["Amsterdam", "Kyoto"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item: the table, the index path and the item.
    public typealias CellProvider =
        @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// How UIKit would animate the changes of an apply; stored.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private let core:
        DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType, UITableView, UITableViewCell>

    /// A data source for `tableView` making cells with `cellProvider`; it becomes the table's data
    /// source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(list: tableView, cellProvider: cellProvider)
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot` as a difference from the one shown (see the type's discussion), then calls
    /// `completion`. Nothing animates; `animatingDifferences` is passed through.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, reloading: false, then: completion)
    }

    /// Shows `snapshot` by reloading every row, then calls `completion`.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, reloading: true, then: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.snapshot
    }

    /// The item of the row at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { core[at: indexPath] }

    /// The index path of the row showing `itemIdentifier`, if any.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { core[item: itemIdentifier] }

    /// The section identifier of section `index`, if any.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { core[section: index] }

    /// The index of `sectionIdentifier`'s section, if the snapshot has it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { core[indexOf: sectionIdentifier] }

    // MARK: The table's data source (override the titles and editing)

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { core.snapshot.numberOfSections }

    /// The number of items in the snapshot's section `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.sectionIdentifier(for: section).map { core.snapshot.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the row's item; a plain cell, with a diagnostic, when it gives
    /// none.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        core.cell(at: indexPath, in: tableView) { UITableViewCell(style: .default, reuseIdentifier: nil) }
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`: rows cannot be edited (swiped to delete) unless a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override it to delete or insert (apply a snapshot without the item).
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// `false`: rows cannot be moved unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override it to move the item.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// Returns `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
        -> Int
    {
        index
    }
}
