import Foundation
import ScenewrightCore

/// What a table and a collection view show, in one model they share: sections of cells with the
/// views around them (headers, footers, other supplementary views), the selection, the reuse queues,
/// and how index paths are checked, named and reported.
///
/// The owner reads its data source and hands the answers to ``rebuild(counts:keptOld:supplementaries:cellAt:)``;
/// everything here is linear in the number of cells. Cells are identified `"<owner>.<unit>.<n>"` in
/// section 0 and `"<owner>.section.<s>.<unit>.<n>"` in the others (`unit` is `row` for a table,
/// `item` for a collection view), supplementary views `"<owner>.section.<s>.<name>"`.
@MainActor final class ItemList {
    /// One section: the views before its cells (headers), its cells, the views after (footers).
    struct Section {
        var leading: [UIView] = []
        var cells: [any ListCellView] = []
        var trailing: [UIView] = []
    }

    /// What an update keeps of what was shown: for each new index path, the old one whose cell it
    /// keeps; for each new section, the old section whose headers and footers it keeps.
    struct Kept {
        var cells: [IndexPath: IndexPath] = [:]
        var sections: [Int: Int] = [:]
    }

    /// A reuse queue's key: the kind of view (empty for cells) and its reuse identifier.
    struct ReuseKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// The most cells a list shows; a data source asking for more is cut here, with a diagnostic.
    static let maximumItemCount = 100_000

    /// The reuse identifier an initializer of a view being made for a reuse queue receives.
    static var pendingReuseIdentifier: String?

    /// Takes ``pendingReuseIdentifier`` once, so that a view made inside that initializer gets none.
    static func takePendingReuseIdentifier() -> String? {
        defer { pendingReuseIdentifier = nil }
        return pendingReuseIdentifier
    }

    unowned let owner: any ItemListView
    /// What one cell is called in identifiers and messages: `row` or `item`.
    let unit: String
    private(set) var sections: [Section] = []
    /// The selected index paths, in the order they were selected.
    private(set) var selectionOrder: [IndexPath] = []
    private var selectedSet: Set<IndexPath> = []
    private var makers: [ReuseKey: () -> any ListReusableView] = [:]
    private var pools: [ReuseKey: [any ListReusableView]] = [:]
    /// Whether the data source must be read before the cells are shown or counted.
    var needsReload = true
    /// Whether the data source is being read now.
    private(set) var isReading = false
    /// The cell being reconfigured: dequeuing its reuse identifier hands it back.
    var reconfiguring: (any ListCellView)?
    /// The swipe actions shown on a row, if any.
    var revealed: RevealedActions?
    /// The updates announced inside a group that has not ended.
    private(set) var pendingUpdate: ListUpdate?
    private(set) var updateDepth = 0

    init(owner: any ItemListView, unit: String) {
        self.owner = owner
        self.unit = unit
    }

    // MARK: Reading

    /// Starts reading the data source; `false`, with a diagnostic naming `request`, when it is
    /// already being read (a reload from inside the data source).
    func beginReading(_ request: String) -> Bool {
        guard !isReading else {
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "Ignored \(request) on \(owner.diagnosticName) from inside its own data source, while it "
                        + "was being read. Call it after the data source call returns."))
            return false
        }
        isReading = true
        needsReload = false
        return true
    }

    /// Ends what ``beginReading(_:)`` started.
    func endReading() { isReading = false }

    /// The number of cells of each section, each count limited to what is left of
    /// ``maximumItemCount`` (with a diagnostic naming the owner when a count is negative or too
    /// large).
    func clampedCounts(sections sectionCount: Int, itemsIn count: (Int) -> Int) -> [Int] {
        let sectionTotal = clamp(sectionCount, what: "sections", limit: Self.maximumItemCount)
        var budget = Self.maximumItemCount
        var counts: [Int] = []
        counts.reserveCapacity(sectionTotal)
        for section in 0..<sectionTotal {
            let items = clamp(count(section), what: "\(unit)s in section \(section)", limit: budget)
            budget -= items
            counts.append(items)
        }
        return counts
    }

    private func clamp(_ count: Int, what: String, limit: Int) -> Int {
        if count < 0 {
            reject("show \(count) \(what)", reason: "a count cannot be negative; showing none")
            return 0
        }
        if count > limit {
            reject(
                "show \(count) \(what)",
                reason: "it shows at most \(Self.maximumItemCount) \(unit)s in all; showing \(limit)")
            return limit
        }
        return count
    }

    /// Rebuilds every section from the data source's answers.
    ///
    /// Section `s` gets `counts[s]` cells: for each new index path, the cell shown at the old index
    /// path `kept` maps it to (an update that keeps that item's cell), else `cellAt`'s. The views
    /// before and after each section's cells come from `supplementaries`, with the names their
    /// identifiers end in; it receives the old section `kept` maps the section to, whose views it
    /// may keep. Cells that are not kept are taken back first — deselected, handed to
    /// `didEndDisplaying` with their old index path, and put in their reuse queues — so that
    /// `cellAt` can dequeue them again. Kept cells that were selected stay selected at their new
    /// index paths; every other selection is cleared. Returns the index paths `cellAt` made cells
    /// for, in order.
    @discardableResult
    func rebuild(
        counts: [Int],
        kept: Kept? = nil,
        supplementaries: (Int, Section?) -> (leading: [(UIView, String)], trailing: [(UIView, String)]),
        cellAt: (IndexPath) -> any ListCellView,
        didEndDisplaying: (any ListCellView, IndexPath) -> Void = { _, _ in }
    ) -> [IndexPath] {
        let old = sections
        let oldSelection = selectedSet
        let keptOld: Set<IndexPath> = kept.map { Set($0.cells.values) } ?? []
        var retired: Set<ObjectIdentifier> = []
        var shown: Set<ObjectIdentifier> = []
        // A reload takes every cell back before asking for new ones, which then come from the reuse
        // queues; an update takes back the cells it replaces only afterwards, as UIKit's outgoing
        // cells are still on screen while the new ones are dequeued.
        func retireCells() {
            for (section, entry) in old.enumerated() {
                for (item, cell) in entry.cells.enumerated() {
                    let indexPath = IndexPath(listItem: item, section: section)
                    let id = ObjectIdentifier(cell)
                    guard !keptOld.contains(indexPath), !retired.contains(id), !shown.contains(id) else {
                        continue
                    }
                    if oldSelection.contains(indexPath) { cell.listSetSelected(false) }
                    retire(cell)
                    retired.insert(id)
                    didEndDisplaying(cell, indexPath)
                }
            }
        }
        if kept == nil { retireCells() }
        sections = []
        selectedSet = []
        selectionOrder = []
        var newSelection: [IndexPath] = []
        var reshowsRetired = false
        var made: [IndexPath] = []
        var rebuilt: [Section] = []
        rebuilt.reserveCapacity(counts.count)
        let prefix = owner.identifier.map { "\($0)." } ?? ""
        for (section, count) in counts.enumerated() {
            var entry = Section()
            let oldSection = kept?.sections[section].flatMap { old.indices.contains($0) ? old[$0] : nil }
            let (leading, trailing) = supplementaries(section, oldSection)
            entry.leading = place(leading, section: section, prefix: prefix, shown: &shown)
            entry.cells.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(listItem: item, section: section)
                var cell: any ListCellView
                if let oldPath = kept?.cells[indexPath], let keptCell = Self.cell(at: oldPath, in: old) {
                    cell = keptCell
                    if oldSelection.contains(oldPath) { newSelection.append(indexPath) }
                } else {
                    cell = cellAt(indexPath)
                    made.append(indexPath)
                }
                if !shown.insert(ObjectIdentifier(cell)).inserted {
                    Diagnostics.emit(
                        Diagnostic(
                            .invalidContainerContent,
                            "The data source of \(owner.diagnosticName) returned the same cell for two "
                                + "\(unit)s (again for \(indexPath.listDescription(unit))); showing an empty "
                                + "cell there. Return a new or dequeued cell for each \(unit)."))
                    cell = owner.placeholderCell()
                    shown.insert(ObjectIdentifier(cell))
                }
                if !retired.isEmpty, retired.contains(ObjectIdentifier(cell)) { reshowsRetired = true }
                cell.listOwner = owner
                cell.shownIndexPath = indexPath
                cell.identifier =
                    section == 0 ? "\(prefix)\(unit).\(item)" : "\(prefix)section.\(section).\(unit).\(item)"
                entry.cells.append(cell)
            }
            entry.trailing = place(trailing, section: section, prefix: prefix, shown: &shown)
            rebuilt.append(entry)
        }
        sections = rebuilt
        selectedSet = Set(newSelection)
        selectionOrder = newSelection
        if kept != nil { retireCells() }
        for entry in old {
            for view in entry.leading + entry.trailing where !shown.contains(ObjectIdentifier(view)) {
                retire(view)
            }
        }
        // A cell taken back and returned again without being dequeued (a data source that keeps its
        // cells) must not also wait in a reuse queue.
        if reshowsRetired {
            for key in pools.keys { pools[key]?.removeAll { shown.contains(ObjectIdentifier($0)) } }
        }
        return made
    }

    private func place(
        _ views: [(UIView, String)], section: Int, prefix: String, shown: inout Set<ObjectIdentifier>
    ) -> [UIView] {
        var placed: [UIView] = []
        for (view, name) in views where shown.insert(ObjectIdentifier(view)).inserted {
            view.identifier = "\(prefix)section.\(section).\(name)"
            if let reusable = view as? any ListReusableView {
                reusable.listOwner = owner
                reusable.shownIndexPath = IndexPath(listItem: 0, section: section)
            }
            placed.append(view)
        }
        return placed
    }

    /// Takes `view` back: it is no longer shown, and goes to its reuse queue if it has one.
    private func retire(_ view: UIView) {
        guard let reusable = view as? any ListReusableView else { return }
        reusable.listOwner = nil
        reusable.shownIndexPath = nil
        if let identifier = reusable.reuseIdentifier {
            pools[ReuseKey(kind: reusable.reuseKind, identifier: identifier), default: []].append(reusable)
        }
    }

    /// Every view shown, in order: each section's leading views, cells and trailing views.
    var shownViews: [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(
            sections.reduce(0) { $0 + $1.cells.count + $1.leading.count + $1.trailing.count })
        for section in sections {
            views.append(contentsOf: section.leading)
            for cell in section.cells { views.append(cell) }
            views.append(contentsOf: section.trailing)
        }
        return views
    }

    // MARK: Reuse

    /// Registers `make` to make views for `key`; `nil` unregisters.
    func register(_ key: ReuseKey, make: (() -> any ListReusableView)?) {
        makers[key] = make
    }

    /// Whether a class is registered for `key`.
    func isRegistered(_ key: ReuseKey) -> Bool { makers[key] != nil }

    /// A view for `key`: one no longer shown (after its `prepareForReuse()`), else a new one of the
    /// registered class, else `nil`.
    func dequeue(_ key: ReuseKey) -> (any ListReusableView)? {
        if let cell = reconfiguring, key.kind.isEmpty, cell.reuseIdentifier == key.identifier {
            reconfiguring = nil
            return cell
        }
        // Popped in place: copying the queue out of the dictionary would copy it whole every time.
        if let view = pools[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let make = makers[key] else { return nil }
        Self.pendingReuseIdentifier = key.identifier
        let view = make()
        Self.pendingReuseIdentifier = nil
        view.reuseIdentifier = key.identifier
        view.reuseKind = key.kind
        return view
    }

    /// Reports a dequeue for an identifier with no registered class (UIKit raises); the caller
    /// shows a plain view instead.
    func reportUnregistered(_ what: String, identifier: String, at indexPath: IndexPath, register: String) {
        Diagnostics.emit(
            Diagnostic(
                .unregisteredReuseIdentifier,
                "\(owner.diagnosticName) has no \(what) class registered for reuse identifier "
                    + "\(quoted(identifier)) (dequeued for \(indexPath.listDescription(unit))); showing a "
                    + "default one. Call \(register) with that identifier before reloading."))
    }

    // MARK: Cells and index paths

    /// The number of cells shown, in all sections.
    var cellCount: Int { sections.reduce(0) { $0 + $1.cells.count } }

    /// `(section, item)` when `indexPath` names a cell shown now.
    func validated(_ indexPath: IndexPath) -> (Int, Int)? {
        guard let section = indexPath.listSection, let item = indexPath.listItem,
            sections.indices.contains(section), sections[section].cells.indices.contains(item)
        else { return nil }
        return (section, item)
    }

    /// The cell shown at `indexPath`, if any.
    func cell(at indexPath: IndexPath) -> (any ListCellView)? {
        Self.cell(at: indexPath, in: sections)
    }

    private static func cell(at indexPath: IndexPath, in sections: [Section]) -> (any ListCellView)? {
        guard let section = indexPath.listSection, let item = indexPath.listItem,
            sections.indices.contains(section), sections[section].cells.indices.contains(item)
        else { return nil }
        return sections[section].cells[item]
    }

    /// Every index path shown, in order.
    var allIndexPaths: [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(cellCount)
        for (section, entry) in sections.enumerated() {
            for item in entry.cells.indices { paths.append(IndexPath(listItem: item, section: section)) }
        }
        return paths
    }

    /// Reports an index path that names no cell; nothing changes.
    func rejectIndexPath(_ indexPath: IndexPath, action: String) {
        let shape = sections.map { String($0.cells.count) }.joined(separator: ", ")
        Diagnostics.emit(
            Diagnostic(
                .invalidIndexPath,
                "Cannot \(action) the \(unit) at \(indexPath.listDescription(unit)) of \(owner.diagnosticName): "
                    + "it has \(sections.count) section(s) with [\(shape)] \(unit)(s). Nothing changed."))
    }

    /// Reports a section that does not exist; nothing changes.
    func rejectSection(_ section: Int, action: String) {
        reject("\(action) section \(section)", reason: "it has \(sections.count) section(s); nothing changed")
    }

    func reject(_ action: String, reason: String) {
        Diagnostics.emit(
            Diagnostic(.invalidContainerContent, "\(owner.diagnosticName) cannot \(action): \(reason)."))
    }

    // MARK: Selection

    /// The selected index paths, in index-path order.
    var selectedIndexPaths: [IndexPath] { selectionOrder.sorted() }

    /// Whether the cell at `indexPath` is selected.
    func isSelected(_ indexPath: IndexPath) -> Bool { selectedSet.contains(indexPath) }

    /// Selects or deselects the cell at `indexPath`, which must be shown, and tells the cell.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            guard selectedSet.insert(indexPath).inserted else { return }
            selectionOrder.append(indexPath)
        } else {
            guard selectedSet.remove(indexPath) != nil else { return }
            selectionOrder.removeAll { $0 == indexPath }
        }
        cell(at: indexPath)?.listSetSelected(selected)
    }

    /// Deselects every cell.
    func clearSelection() {
        for indexPath in selectionOrder { cell(at: indexPath)?.listSetSelected(false) }
        selectionOrder = []
        selectedSet = []
    }
}

// What tables and collection views answer and do the same way, once the owner has read its data
// source.
extension ItemList {
    /// The cell shown at `indexPath`, after the data source was read.
    func displayedCell(at indexPath: IndexPath) -> (any ListCellView)? {
        owner.prepareForDisplay()
        return cell(at: indexPath)
    }

    /// Every cell shown, of `type`, in order, after the data source was read.
    func displayedCells<Cell>(of type: Cell.Type) -> [Cell] {
        owner.prepareForDisplay()
        return sections.flatMap { $0.cells.compactMap { $0 as? Cell } }
    }

    /// Every index path shown, after the data source was read.
    var displayedIndexPaths: [IndexPath] {
        owner.prepareForDisplay()
        return allIndexPaths
    }

    /// The index path `cell` is shown at by this list's owner, if it is.
    func indexPath(of cell: any ListCellView) -> IndexPath? {
        cell.listOwner === owner ? cell.shownIndexPath : nil
    }

    /// The number of cells of `section`; 0, with a diagnostic, for a section that does not exist.
    func displayedCount(inSection section: Int) -> Int {
        owner.prepareForDisplay()
        guard sections.indices.contains(section) else {
            reject("count the \(unit)s of section \(section)", reason: "it has \(sections.count) section(s)")
            return 0
        }
        return sections[section].cells.count
    }

    /// Registers `viewClass` for `key` when it is a `View` (the cell or header class the owner
    /// shows); otherwise rejects it with a diagnostic naming `what` it should be.
    func registerClass<View: ListReusableView>(_ viewClass: AnyClass?, as type: View.Type, for key: ReuseKey)
    {
        guard let viewClass else {
            register(key, make: nil)
            return
        }
        guard let madeType = viewClass as? View.Type else {
            let kind =
                key.kind.isEmpty || key.kind == UITableViewHeaderFooterView.queueKind
                ? "" : " for \(quoted(key.kind)) views"
            reject(
                "register \(StageTypeName.of(viewClass))\(kind) for reuse identifier \(quoted(key.identifier))",
                reason: "it is not a \(StageTypeName.of(type)) subclass")
            return
        }
        register(key) { madeType.init() }
    }

    /// Selects the cell at `indexPath` in code (no delegate call), deselecting the others unless
    /// `keepingOthers`; `nil` clears the selection. An index path naming no cell is rejected with a
    /// diagnostic. Returns the selected cell.
    @discardableResult
    func selectInCode(_ indexPath: IndexPath?, keepingOthers: Bool) -> (any ListCellView)? {
        owner.prepareForDisplay()
        guard let indexPath else {
            clearSelection()
            return nil
        }
        guard let cell = cell(at: indexPath) else {
            rejectIndexPath(indexPath, action: "select")
            return nil
        }
        if !keepingOthers {
            for previous in selectedIndexPaths where previous != indexPath {
                setSelected(false, at: previous)
            }
        }
        setSelected(true, at: indexPath)
        return cell
    }

    /// Deselects the cell at `indexPath` in code (no delegate call); an index path naming no cell is
    /// rejected with a diagnostic.
    func deselectInCode(_ indexPath: IndexPath) {
        owner.prepareForDisplay()
        guard validated(indexPath) != nil else {
            rejectIndexPath(indexPath, action: "deselect")
            return
        }
        setSelected(false, at: indexPath)
    }

    /// Applies a batch of updates after the data source changed: the new counts (from `readCounts`)
    /// are checked against `update`, then `read` rebuilds the cells keeping those of the untouched
    /// items. An update that does not fit is reported (UIKit raises) and everything is read again.
    /// Before the data source was ever read, it is read whole.
    func apply(_ update: ListUpdate, readCounts: () -> [Int], read: ([Int], Kept?) -> Void) {
        guard !update.isEmpty else { return }
        let whole = needsReload
        guard beginReading(whole ? "reloadData()" : "an update") else { return }
        defer { endReading() }
        let newCounts = readCounts()
        guard !whole else {
            read(newCounts, nil)
            return
        }
        switch update.keptCells(oldCounts: sections.map(\.cells.count), newCounts: newCounts, unit: unit) {
        case .success(let kept):
            read(newCounts, kept)
        case .failure(let invalid):
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "Invalid update of \(owner.diagnosticName): \(invalid.message). Reloaded every \(unit) instead; "
                        + "change the data source before announcing an update, and announce every change."))
            read(newCounts, nil)
        }
    }

    /// Asks `cellFor` again for the cells at `indexPaths`, handing back each shown cell when its
    /// reuse identifier is dequeued; a different cell in answer is reported and not shown.
    func reconfigure(_ indexPaths: [IndexPath], cellFor: (IndexPath) -> (any ListCellView)?) {
        owner.prepareForDisplay()
        for indexPath in indexPaths {
            guard let cell = cell(at: indexPath) else {
                rejectIndexPath(indexPath, action: "reconfigure")
                continue
            }
            reconfiguring = cell
            let answer = cellFor(indexPath)
            reconfiguring = nil
            if let answer, answer !== cell {
                reject(
                    "reconfigure the \(unit) at \(indexPath.listDescription(unit))",
                    reason: "the data source returned another cell than the one shown; it was not shown. "
                        + "Dequeue the cell with the same reuse identifier, or reload the \(unit)")
            }
        }
    }
}

// Groups of updates (`beginUpdates()`/`endUpdates()`, `performBatchUpdates(_:completion:)`).
extension ItemList {
    /// Adds `update` to the group under way, or hands it to `applyNow` when none is.
    func announce(_ update: ListUpdate, applyNow: (ListUpdate) -> Void) {
        guard pendingUpdate != nil else {
            applyNow(update)
            return
        }
        pendingUpdate?.merge(update)
    }

    /// Starts a group of updates; groups may nest.
    func beginUpdates() {
        updateDepth += 1
        if pendingUpdate == nil { pendingUpdate = ListUpdate() }
    }

    /// Ends one level of ``beginUpdates()``; the outermost hands what was announced to `applyNow`.
    /// Without a matching start it is reported and does nothing.
    func endUpdates(applyNow: (ListUpdate) -> Void) {
        guard updateDepth > 0 else {
            reject("end updates", reason: "endUpdates() was called without beginUpdates(); nothing changed")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        applyNow(update)
    }

    /// Runs `updates` as one group: what they announce is handed to `applyNow` at once at the end.
    func performBatch(_ updates: (() -> Void)?, applyNow: (ListUpdate) -> Void) {
        beginUpdates()
        updates?()
        endUpdates(applyNow: applyNow)
    }

    /// Forgets the updates announced so far: a reload reads everything anyway.
    func dropPendingUpdates() {
        pendingUpdate = nil
        updateDepth = 0
    }
}
