import Foundation

/// The changes a table's or a collection view's batch of updates announces, with UIKit's meaning:
/// deletions, reloads and move sources are old index paths; insertions and move destinations are
/// new ones. ``ItemList/apply(_:newCounts:)`` checks them against the data source's new counts and
/// works out which cells stay.
struct ListUpdate {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && reloadedItems.isEmpty && movedItems.isEmpty
    }

    mutating func merge(_ other: ListUpdate) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
        deletedItems.formUnion(other.deletedItems)
        insertedItems.formUnion(other.insertedItems)
        reloadedItems.formUnion(other.reloadedItems)
        movedItems += other.movedItems
    }

    /// For each new index path the old index path whose cell it keeps, and for each new section the
    /// old one whose headers and footers it keeps; or why the update does not fit the old and new
    /// counts (UIKit's "Invalid update" message).
    func keptCells(oldCounts: [Int], newCounts: [Int], unit: String) -> Result<ItemList.Kept, Invalid> {
        if let invalid = outOfRange(oldCounts: oldCounts, newCounts: newCounts, unit: unit) {
            return .failure(invalid)
        }
        // Sections: survivors fill the new positions not taken by insertions and move destinations.
        var oldSectionOfNew: [Int: Int] = [:]
        let movedSectionSources = Set(movedSections.map(\.from))
        var takenSections = insertedSections
        for move in movedSections {
            takenSections.insert(move.to)
            oldSectionOfNew[move.to] = move.from
        }
        var survivors = (0..<oldCounts.count).filter {
            !deletedSections.contains($0) && !movedSectionSources.contains($0)
        }.makeIterator()
        for section in 0..<newCounts.count where !takenSections.contains(section) {
            guard let old = survivors.next() else {
                return .failure(Invalid(sectionCountMessage(old: oldCounts.count, new: newCounts.count)))
            }
            oldSectionOfNew[section] = old
        }
        if survivors.next() != nil {
            return .failure(Invalid(sectionCountMessage(old: oldCounts.count, new: newCounts.count)))
        }
        // Items of each section that existed before.
        var movedInto: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
        var movedOutOf: [Int: Set<Int>] = [:]
        for move in movedItems {
            movedInto[move.to[0], default: []].append(move)
            movedOutOf[move.from[0], default: []].insert(move.from[1])
        }
        var insertedInto: [Int: Set<Int>] = [:]
        for path in insertedItems { insertedInto[path[0], default: []].insert(path[1]) }
        var deletedFrom: [Int: Set<Int>] = [:]
        for path in deletedItems { deletedFrom[path[0], default: []].insert(path[1]) }
        var kept: [IndexPath: IndexPath] = [:]
        for section in 0..<newCounts.count {
            guard let old = oldSectionOfNew[section] else { continue }
            let sectionReloaded = reloadedSections.contains(old)
            let inserted = insertedInto[section] ?? []
            let moves = movedInto[section] ?? []
            let deleted = deletedFrom[old] ?? []
            let movedOut = movedOutOf[old] ?? []
            let remaining = (0..<oldCounts[old]).filter { !deleted.contains($0) && !movedOut.contains($0) }
            let expected = remaining.count + inserted.count + moves.count
            guard expected == newCounts[section] else {
                return .failure(
                    Invalid(
                        "invalid number of \(unit)s in section \(section). The number of \(unit)s contained in "
                            + "an existing section after the update (\(newCounts[section])) must be equal to the "
                            + "number of \(unit)s contained in that section before the update (\(oldCounts[old])), "
                            + "plus or minus the number of \(unit)s inserted or deleted from that section "
                            + "(\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number "
                            + "of \(unit)s moved into or out of that section (\(moves.count) moved in, "
                            + "\(movedOut.count) moved out)"))
            }
            var taken = inserted
            for move in moves {
                taken.insert(move.to[1])
                kept[move.to] = move.from
            }
            var next = remaining.makeIterator()
            for item in 0..<newCounts[section] where !taken.contains(item) {
                guard let oldItem = next.next() else { break }
                let oldPath = IndexPath(listItem: oldItem, section: old)
                if !sectionReloaded, !reloadedItems.contains(oldPath) {
                    kept[IndexPath(listItem: item, section: section)] = oldPath
                }
            }
        }
        var keptSections: [Int: Int] = [:]
        for (section, old) in oldSectionOfNew where !reloadedSections.contains(old) {
            keptSections[section] = old
        }
        return .success(ItemList.Kept(cells: kept, sections: keptSections))
    }

    private func outOfRange(oldCounts: [Int], newCounts: [Int], unit: String) -> Invalid? {
        /// Whether `path` names an item that exists before the update (what is deleted, reloaded or
        /// moved from) or after it (what is inserted or moved to), in UIKit's words when it does not.
        func item(_ path: IndexPath, _ verb: String, before: Bool) -> Invalid? {
            let counts = before ? oldCounts : newCounts
            guard let section = path.listSection, let item = path.listItem, counts.indices.contains(section)
            else {
                let missing = before ? "did not exist before" : "does not exist after"
                return Invalid(
                    "attempt to \(verb) \(path.listDescription(unit)), whose section \(missing) the update")
            }
            guard item >= 0, item < counts[section] else {
                return Invalid(
                    before
                        ? "attempt to \(verb) \(unit) \(item) from section \(section) which only contains "
                            + "\(counts[section]) \(unit)s before the update"
                        : "attempt to \(verb) \(unit) \(item) into section \(section), but there are only "
                            + "\(counts[section]) \(unit)s in section \(section) after the update")
            }
            return nil
        }
        for section in deletedSections.union(reloadedSections).union(movedSections.map(\.from))
        where !oldCounts.indices.contains(section) {
            return Invalid(
                "attempt to delete, reload or move section \(section), but there are only \(oldCounts.count) sections before the update"
            )
        }
        for section in insertedSections.union(movedSections.map(\.to))
        where !newCounts.indices.contains(section) {
            return Invalid(
                "attempt to insert or move to section \(section), but there are only \(newCounts.count) sections after the update"
            )
        }
        for path in deletedItems { if let invalid = item(path, "delete", before: true) { return invalid } }
        for path in reloadedItems { if let invalid = item(path, "reload", before: true) { return invalid } }
        for path in insertedItems { if let invalid = item(path, "insert", before: false) { return invalid } }
        for move in movedItems {
            if let invalid = item(move.from, "move", before: true) ?? item(move.to, "move", before: false) {
                return invalid
            }
        }
        return nil
    }

    private func sectionCountMessage(old: Int, new: Int) -> String {
        "invalid number of sections. The number of sections contained in the view after the update (\(new)) "
            + "must be equal to the number of sections contained in the view before the update (\(old)), plus "
            + "or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, "
            + "\(deletedSections.count) deleted)"
    }

    /// Why a batch of updates does not fit the data source's counts.
    struct Invalid: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
