import Foundation
import ScenewrightCore

/// What the table's and the collection view's diffable data sources share: the snapshot shown, the
/// lookups between identifiers and index paths, and applying a new snapshot as a difference that
/// keeps the cells of the items both snapshots have.
@MainActor
final class DiffableDataSourceCore<
    Section: Hashable & Sendable, Item: Hashable & Sendable, List: ItemListView, Cell: UIView
> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    /// The table or collection view served. Held weakly, as the view holds its data source weakly.
    private(set) weak var list: List?
    private let cellProvider: @MainActor (List, IndexPath, Item) -> Cell?
    private(set) var snapshot = Snapshot()
    /// Each item's index path in ``snapshot``, made on first use after each apply.
    private var indexPaths: [Item: IndexPath]?

    init(list: List, cellProvider: @escaping @MainActor (List, IndexPath, Item) -> Cell?) {
        self.list = list
        self.cellProvider = cellProvider
    }

    /// The cell provider's cell for the item at `indexPath`; `placeholder()`, with a diagnostic,
    /// when there is no such item or the provider gives none (UIKit raises).
    func cell(at indexPath: IndexPath, in list: List, placeholder: () -> Cell) -> Cell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(list, indexPath, item) {
            return cell
        }
        reportMissing("cell", from: "cell provider", in: list, at: indexPath, unit: list.itemList.unit)
        return placeholder()
    }

    /// Shows `new` in the list: as a difference (the items both snapshots have keep their cells,
    /// unless `new` reloads them; the ones it reconfigures are configured again in their cells), or,
    /// with `reloading`, as a reload of every cell.
    func apply(_ new: Snapshot, reloading: Bool, then completion: (() -> Void)?) {
        show(new, in: list, reloading: reloading)
        completion?()
    }

    private func show(_ new: Snapshot, in view: List?, reloading: Bool) {
        let oldPaths = indexPathsByItem()
        let oldSections = snapshot.sectionIdentifiers
        snapshot = new.applied
        indexPaths = nil
        guard let view else { return }
        if reloading || view.itemList.needsReload {
            view.itemList.needsReload = true
            if reloading { view.prepareForDisplay() }
            return
        }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        var reloaded = Set(new.reloadedItemIdentifiers)
        for section in reloadedSections { reloaded.formUnion(new.itemIdentifiers(inSection: section)) }
        var kept = ItemList.Kept()
        var oldIndexOfSection: [Section: Int] = [:]
        for (index, section) in oldSections.enumerated() { oldIndexOfSection[section] = index }
        for (sectionIndex, section) in new.sectionIdentifiers.enumerated() {
            if !reloadedSections.contains(section), let old = oldIndexOfSection[section] {
                kept.sections[sectionIndex] = old
            }
            for (item, identifier) in new.items(inSectionAt: sectionIndex).enumerated()
            where !reloaded.contains(identifier) {
                if let oldPath = oldPaths[identifier] {
                    kept.cells[IndexPath(listItem: item, section: sectionIndex)] = oldPath
                }
            }
        }
        view.showSnapshot(keeping: kept)
        let reconfigured = new.reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }.compactMap(
            indexPath(for:))
        if !reconfigured.isEmpty { view.reconfigureCells(at: reconfigured) }
    }

    /// The item shown at `indexPath`, if any.
    subscript(at indexPath: IndexPath) -> Item? { itemIdentifier(for: indexPath) }

    /// The index path `item` is shown at, if any.
    subscript(item item: Item) -> IndexPath? { indexPath(for: item) }

    /// The section identifier at `index`, if any.
    subscript(section index: Int) -> Section? { sectionIdentifier(for: index) }

    /// The index of the section `section`, if the snapshot has it.
    subscript(indexOf section: Section) -> Int? { snapshot.indexOfSection(section) }

    /// The item shown at `indexPath`, if any.
    func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard let section = indexPath.listSection, let item = indexPath.listItem,
            section >= 0, section < snapshot.numberOfSections
        else { return nil }
        let items = snapshot.items(inSectionAt: section)
        return items.indices.contains(item) ? items[item] : nil
    }

    /// The index path `identifier` is shown at, if any.
    func indexPath(for identifier: Item) -> IndexPath? { indexPathsByItem()[identifier] }

    /// The section identifier at `index`, if any.
    func sectionIdentifier(for index: Int) -> Section? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }

    private func indexPathsByItem() -> [Item: IndexPath] {
        if let indexPaths { return indexPaths }
        var made: [Item: IndexPath] = [:]
        made.reserveCapacity(snapshot.numberOfItems)
        for section in 0..<snapshot.numberOfSections {
            for (item, identifier) in snapshot.items(inSectionAt: section).enumerated() {
                made[identifier] = IndexPath(listItem: item, section: section)
            }
        }
        indexPaths = made
        return made
    }

    /// Reports a provider that gave no view (UIKit raises); the list shows an empty one.
    func reportMissing(
        _ what: String, from provider: String, in list: UIView, at indexPath: IndexPath, unit: String
    ) {
        let item = itemIdentifier(for: indexPath).map { " (\($0))" } ?? ""
        Diagnostics.emit(
            Diagnostic(
                .invalidContainerContent,
                "The \(provider) of \(list.diagnosticName)'s diffable data source gave no \(what) for "
                    + "\(indexPath.listDescription(unit))\(item); showing an empty one. Return a dequeued "
                    + "\(what) every time."))
    }
}
