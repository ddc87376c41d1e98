import Foundation
import ScenewrightCore

/// The sections and items a diffable data source shows, by identifier — UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// Build one, then hand it to a ``UITableViewDiffableDataSource`` or
/// ``UICollectionViewDiffableDataSource`` with `apply(_:animatingDifferences:completion:)`. Where
/// UIKit raises (items appended with no section, identifiers that are not unique, an identifier
/// the snapshot does not contain), the request is rejected with a `snapshot.invalid` diagnostic
/// naming the identifiers, and the snapshot stays as it was.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, City.ID>()
/// snapshot.appendSections([.favourites, .all])
/// snapshot.appendItems(favourites.map(\.id), toSection: .favourites)
/// snapshot.appendItems(cities.map(\.id), toSection: .all)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The items marked with ``reloadItems(_:)``: the data source asks for new cells for them.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with ``reconfigureItems(_:)``: the data source configures their cells again.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked with ``reloadSections(_:)``.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section; 0 for a section the snapshot does not have.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndexes[identifier].map { items[$0].count } ?? 0
    }

    /// The items of `identifier`'s section, in order; empty for a section the snapshot does not have.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndexes[identifier].map { items[$0] } ?? []
    }

    /// The section containing `identifier`, if the snapshot has it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` in ``itemIdentifiers``, if the snapshot has it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sectionIndexes[section],
            let index = items[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return items[..<sectionIndex].reduce(index) { $0 + $1.count }
    }

    /// The position of `identifier` in ``sectionIdentifiers``, if the snapshot has it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexes[identifier] }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section, or of the last section when
    /// it is `nil`.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let target = sectionIdentifier ?? sections.last else {
            reject("append items", "there are no sections yet; append a section first")
            return
        }
        guard let index = sectionIndexes[target] else {
            reject("append items to section \(target)", "the snapshot has no such section")
            return
        }
        guard acceptsNew(identifiers, action: "append items") else { return }
        items[index] += identifiers
        for identifier in identifiers { sectionOfItem[identifier] = target }
    }

    /// Inserts `identifiers` just before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, next: beforeIdentifier, after: false)
    }

    /// Inserts `identifiers` just after `afterIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, next: afterIdentifier, after: true)
    }

    private mutating func insert(
        _ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool
    ) {
        guard let (section, position) = position(of: anchor, action: "insert items next to it") else {
            return
        }
        guard acceptsNew(identifiers, action: "insert items") else { return }
        items[section].insert(contentsOf: identifiers, at: after ? position + 1 : position)
        for identifier in identifiers { sectionOfItem[identifier] = sections[section] }
    }

    /// Deletes `identifiers` from their sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let missing = identifiers.filter { sectionOfItem[$0] == nil }
        guard missing.isEmpty else {
            reject("delete items \(Self.list(missing))", "the snapshot does not contain them")
            return
        }
        let doomed = Set(identifiers)
        var touched: Set<Int> = []
        for identifier in doomed {
            if let section = sectionOfItem.removeValue(forKey: identifier),
                let index = sectionIndexes[section]
            {
                touched.insert(index)
            }
        }
        for index in touched { items[index].removeAll { doomed.contains($0) } }
    }

    /// Deletes every item; the sections stay.
    public mutating func deleteAllItems() {
        items = Array(repeating: [], count: sections.count)
        sectionOfItem = [:]
    }

    /// Moves `identifier` just before `toIdentifier`.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
        move(identifier, next: toIdentifier, after: false)
    }

    /// Moves `identifier` just after `toIdentifier`.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
        move(identifier, next: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next anchor: ItemIdentifierType, after: Bool)
    {
        guard identifier != anchor else {
            reject("move item \(identifier) next to itself", "an item cannot move relative to itself")
            return
        }
        guard let (fromSection, fromPosition) = position(of: identifier, action: "move it"),
            position(of: anchor, action: "move an item next to it") != nil
        else { return }
        items[fromSection].remove(at: fromPosition)
        guard let (section, position) = position(of: anchor, action: "move an item next to it") else {
            return
        }
        items[section].insert(identifier, at: after ? position + 1 : position)
        sectionOfItem[identifier] = sections[section]
    }

    /// Marks `identifiers` for new cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard containsAll(identifiers, action: "reload items") else { return }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks `identifiers` for their cells to be configured again (the same cells) when the snapshot
    /// is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard containsAll(identifiers, action: "reconfigure items") else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    /// Adds `identifiers` as empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers) else { return }
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts `identifiers` as empty sections just before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex(of: toIdentifier, action: "insert sections before it"),
            acceptsNewSections(identifiers)
        else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts `identifiers` as empty sections just after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex(of: toIdentifier, action: "insert sections after it"),
            acceptsNewSections(identifiers)
        else { return }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    /// Deletes the sections `identifiers` with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let missing = identifiers.filter { sectionIndexes[$0] == nil }
        guard missing.isEmpty else {
            reject("delete sections \(Self.list(missing))", "the snapshot does not contain them")
            return
        }
        let doomed = Set(identifiers)
        for (index, section) in sections.enumerated() where doomed.contains(section) {
            for item in items[index] { sectionOfItem[item] = nil }
        }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        items = kept.map { items[$0] }
        sections = kept.map { sections[$0] }
        reindexSections()
    }

    /// Moves `identifier`'s section just before `toIdentifier`'s.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    /// Moves `identifier`'s section just after `toIdentifier`'s.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, next anchor: SectionIdentifierType, after: Bool
    ) {
        guard identifier != anchor else {
            reject("move section \(identifier) next to itself", "a section cannot move relative to itself")
            return
        }
        guard let from = sectionIndex(of: identifier, action: "move it"),
            sectionIndex(of: anchor, action: "move a section next to it") != nil
        else { return }
        let moving = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        guard let anchorIndex = sectionIndexes[anchor] else { return }
        let index = after ? anchorIndex + 1 : anchorIndex
        sections.insert(identifier, at: index)
        items.insert(moving, at: index)
        reindexSections()
    }

    /// Marks the sections `identifiers` for new cells when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let missing = identifiers.filter { sectionIndexes[$0] == nil }
        guard missing.isEmpty else {
            reject("reload sections \(Self.list(missing))", "the snapshot does not contain them")
            return
        }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Support

    /// The snapshot without its reload and reconfigure marks: what a data source holds once it
    /// applied it.
    var applied: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    /// The items of section `index`, in order.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { items[index] }

    private mutating func reindexSections() {
        sectionIndexes = [:]
        for (index, section) in sections.enumerated() { sectionIndexes[section] = index }
    }

    private func position(of identifier: ItemIdentifierType, action: String) -> (Int, Int)? {
        guard let section = sectionOfItem[identifier], let index = sectionIndexes[section],
            let position = items[index].firstIndex(of: identifier)
        else {
            reject("find item \(identifier) to \(action)", "the snapshot does not contain it")
            return nil
        }
        return (index, position)
    }

    private func sectionIndex(of identifier: SectionIdentifierType, action: String) -> Int? {
        guard let index = sectionIndexes[identifier] else {
            reject("find section \(identifier) to \(action)", "the snapshot does not contain it")
            return nil
        }
        return index
    }

    private func acceptsNew(_ identifiers: [ItemIdentifierType], action: String) -> Bool {
        var seen: Set<ItemIdentifierType> = []
        let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            reject(
                action,
                "item identifiers must be unique, and \(Self.list(duplicates)) are already in the snapshot or given twice"
            )
            return false
        }
        return true
    }

    private func acceptsNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen: Set<SectionIdentifierType> = []
        let duplicates = identifiers.filter { sectionIndexes[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            reject(
                "add sections",
                "section identifiers must be unique, and \(Self.list(duplicates)) are already in the snapshot or given twice"
            )
            return false
        }
        return true
    }

    private func containsAll(_ identifiers: [ItemIdentifierType], action: String) -> Bool {
        let missing = identifiers.filter { sectionOfItem[$0] == nil }
        guard missing.isEmpty else {
            reject("\(action) \(Self.list(missing))", "the snapshot does not contain them")
            return false
        }
        return true
    }

    private static func list<T>(_ values: [T]) -> String {
        let shown = values.prefix(5).map { String(describing: $0) }.joined(separator: ", ")
        return values.count > 5 ? "[\(shown), … \(values.count - 5) more]" : "[\(shown)]"
    }

    private func reject(_ action: String, _ reason: String) {
        Diagnostics.emit(
            Diagnostic(
                .invalidSnapshot,
                "NSDiffableDataSourceSnapshot cannot \(action): \(reason). The snapshot was not changed."))
    }
}

extension Diagnostic.Kind {
    /// A diffable data source snapshot was asked for a change UIKit raises for (no section to
    /// append to, identifiers that are not unique, identifiers it does not contain).
    public static let invalidSnapshot = Self("snapshot.invalid")
}
