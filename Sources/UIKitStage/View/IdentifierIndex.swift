/// Every view with an identifier, by identifier, held weakly: what lets a tap or a lookup by
/// identifier go straight to its view instead of walking every view on screen.
///
/// ``UIView/identifier`` keeps it up to date whenever it is set; views that are released drop out
/// as their slots are found empty (on the next change or lookup of that identifier). Where a view
/// is — its superview, whether it or an ancestor is hidden, which window shows it — is not stored:
/// a lookup checks it on the few views that carry the identifier, walking up from each.
@MainActor package enum IdentifierIndex {
    private struct Entry {
        weak var view: UIView?
    }

    private static var entries: [String: [Entry]] = [:]
    /// Keys whose views may all be gone; swept when it grows past the index's size.
    private static var removals = 0

    /// Moves `view` from `old` to `new` in the index.
    static func update(_ view: UIView, from old: String?, to new: String?) {
        if let old { remove(view, from: old) }
        if let new {
            var list = entries[new] ?? []
            list.removeAll { $0.view == nil }
            list.append(Entry(view: view))
            entries[new] = list
        }
    }

    private static func remove(_ view: UIView, from identifier: String) {
        guard var list = entries[identifier] else { return }
        list.removeAll { $0.view == nil || $0.view === view }
        if list.isEmpty {
            entries[identifier] = nil
        } else {
            entries[identifier] = list
        }
        removals += 1
        if removals > 1_024, removals > entries.count { sweep() }
    }

    /// Drops the identifiers whose views are all released.
    private static func sweep() {
        removals = 0
        entries = entries.compactMapValues { list in
            let live = list.filter { $0.view != nil }
            return live.isEmpty ? nil : live
        }
    }

    private struct PendingList {
        weak var list: (any ItemListView)?
    }

    /// Tables and collection views given a data source whose rows are not read yet: their cells,
    /// and so their rows' identifiers, appear only when they prepare for display.
    private static var pendingLists: [PendingList] = []

    /// Notes that `list` reads its rows or items when it next prepares for display.
    static func noteRowsPending(in list: any ItemListView) {
        pendingLists.removeAll { $0.list == nil || $0.list === list }
        pendingLists.append(PendingList(list: list))
    }

    /// The tables and collection views whose rows are still to be read, forgetting those that read
    /// them.
    package static func tablesWithPendingRows() -> [UIView] {
        pendingLists.removeAll { $0.list?.itemList.needsReload != true }
        return pendingLists.compactMap { $0.list }
    }

    /// The live views whose identifier is `identifier`, in no particular order.
    package static func views(withIdentifier identifier: String) -> [UIView] {
        guard let list = entries[identifier] else { return [] }
        let views = list.compactMap(\.view)
        if views.count != list.count {
            entries[identifier] = views.isEmpty ? nil : views.map { Entry(view: $0) }
        }
        return views
    }
}
