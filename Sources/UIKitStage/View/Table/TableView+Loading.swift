import Foundation
import ScenewrightCore

// Reading the data source, applying updates, and placing what it gives.

extension UITableView {
    /// Reads the whole data source again (a reload: the selection is cleared).
    func reloadAll(request: String) {
        guard itemList.beginReading(request) else { return }
        defer { itemList.endReading() }
        itemList.dropPendingUpdates()
        read(kept: nil)
    }

    /// Reads the data source and rebuilds the rows; `kept` says which cells, headers and footers an
    /// update keeps.
    func read(kept: ItemList.Kept?) {
        reportedIncompleteDataSource = false
        hideSwipeActions()
        let counts = readCounts()
        var keptViews: Set<ObjectIdentifier> = []
        let shownNow = itemList.rebuild(
            counts: counts, kept: kept,
            supplementaries: { section, old in
                guard let old else { return sectionViews(section) }
                for view in old.leading + old.trailing { keptViews.insert(ObjectIdentifier(view)) }
                return (old.leading.map { ($0, "header") }, old.trailing.map { ($0, "footer") })
            }, cellAt: cellFromDataSource, didEndDisplaying: endDisplaying)
        placeRows()
        showContent()
        for (section, entry) in itemList.sections.enumerated() {
            if let header = entry.leading.first, !keptViews.contains(ObjectIdentifier(header)) {
                tableDelegate?.tableView(self, willDisplayHeaderView: header, forSection: section)
            }
            if let footer = entry.trailing.first, !keptViews.contains(ObjectIdentifier(footer)) {
                tableDelegate?.tableView(self, willDisplayFooterView: footer, forSection: section)
            }
        }
        if editing || kept != nil {
            // Kept cells may have moved: their editing controls name their new rows.
            for (section, entry) in itemList.sections.enumerated() {
                for (row, cell) in entry.cells.enumerated() where editing || !cell.listControls.isEmpty {
                    guard let cell = cell as? UITableViewCell else { continue }
                    prepareEditing(of: cell, at: IndexPath(listItem: row, section: section))
                }
            }
        }
        for indexPath in shownNow {
            guard let cell = itemList.cell(at: indexPath) as? UITableViewCell else { continue }
            if cell.isEditing || cell.editingStyle != .none { prepareEditing(of: cell, at: indexPath) }
            cell.setNeedsUpdateConfiguration()
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return itemList.clampedCounts(sections: dataSource.numberOfSections(in: self)) { section in
            dataSource.tableView(self, numberOfRowsInSection: section)
        }
    }

    private func endDisplaying(_ cell: any ListCellView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    private func cellFromDataSource(at indexPath: IndexPath) -> any ListCellView {
        guard let dataSource else { return placeholderCell() }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    /// The header and footer of `section`: the delegate's views, else views showing the data
    /// source's titles.
    private func sectionViews(_ section: Int) -> (leading: [(UIView, String)], trailing: [(UIView, String)]) {
        var header = tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if header == nil, let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
            header = titleView(title, isFooter: false)
        }
        var footer = tableDelegate?.tableView(self, viewForFooterInSection: section)
        if footer == nil, let title = dataSource?.tableView(self, titleForFooterInSection: section) {
            footer = titleView(title, isFooter: true)
        }
        (header as? UITableViewHeaderFooterView)?.isFooter = false
        (footer as? UITableViewHeaderFooterView)?.isFooter = true
        return (header.map { [($0, "header")] } ?? [], footer.map { [($0, "footer")] } ?? [])
    }

    private func titleView(_ title: String, isFooter: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.isFooter = isFooter
        view.textLabel?.text = title
        return view
    }

    /// Shows the background, the refresh control, the table's header, the sections and the table's
    /// footer as subviews.
    func showContent() {
        var views: [UIView] = []
        if let backgroundView { views.append(backgroundView) }
        if let refreshControl { views.append(refreshControl) }
        if let tableHeaderView { views.append(tableHeaderView) }
        views += itemList.shownViews
        if let tableFooterView { views.append(tableFooterView) }
        setSubviewsQuietly(views)
    }

    // MARK: Updates

    /// Adds `update` to the group of updates under way, or applies it at once.
    func announce(_ update: ListUpdate) { itemList.announce(update, applyNow: applyUpdate) }

    /// Applies `update` now: reads the new counts and rebuilds, keeping the untouched rows' cells.
    func applyUpdate(_ update: ListUpdate) {
        itemList.apply(update, readCounts: readCounts) { _, kept in read(kept: kept) }
    }

    /// Asks the data source again for the cells at `indexPaths`, handing back each shown cell when
    /// it dequeues that cell's reuse identifier.
    func reconfigure(_ indexPaths: [IndexPath]) {
        itemList.reconfigure(indexPaths) { indexPath in dataSource?.tableView(self, cellForRowAt: indexPath) }
    }

    // MARK: Placing

    /// Gives each header, row and footer its frame, one below the other at the table's width, and
    /// sets ``contentSize``.
    func placeRows() {
        let width = bounds.width
        var y: CGFloat = 0
        func stack(_ view: UIView, height: CGFloat, automatic: CGFloat) {
            let resolved =
                height == Self.automaticDimension || !height.isFinite || height < 0 ? automatic : height
            view.place(in: CGRect(x: 0, y: y, width: width, height: resolved))
            y += resolved
        }
        if let tableHeaderView { stack(tableHeaderView, height: tableHeaderView.frame.height, automatic: 0) }
        for (section, entry) in itemList.sections.enumerated() {
            for header in entry.leading {
                let height = tableDelegate?.tableView(self, heightForHeaderInSection: section)
                stack(header, height: height ?? sectionHeaderHeight, automatic: 28)
            }
            for (row, cell) in entry.cells.enumerated() {
                let height = tableDelegate?.tableView(
                    self, heightForRowAt: IndexPath(listItem: row, section: section))
                stack(cell, height: height ?? rowHeight, automatic: 44)
            }
            for footer in entry.trailing {
                let height = tableDelegate?.tableView(self, heightForFooterInSection: section)
                stack(footer, height: height ?? sectionFooterHeight, automatic: 28)
            }
        }
        if let tableFooterView { stack(tableFooterView, height: tableFooterView.frame.height, automatic: 0) }
        contentSize = CGSize(width: width, height: y)
    }

    func sectionRect(_ section: Int) -> CGRect {
        prepareForDisplay()
        guard itemList.sections.indices.contains(section) else { return .zero }
        let entry = itemList.sections[section]
        let views: [UIView] = entry.leading + entry.cells.map { $0 as UIView } + entry.trailing
        guard let first = views.first, let last = views.last else { return .zero }
        return CGRect(
            x: 0, y: first.frame.minY, width: bounds.width, height: last.frame.maxY - first.frame.minY)
    }

    /// The row containing `point`: a binary search over the rows, which lie one below the other.
    func rowIndexPath(at point: CGPoint) -> IndexPath? {
        prepareForDisplay()
        if bounds.width > 0, point.x < 0 || point.x >= bounds.width { return nil }
        for (section, entry) in itemList.sections.enumerated() {
            guard let first = entry.cells.first, let last = entry.cells.last,
                point.y >= first.frame.minY, point.y < last.frame.maxY
            else { continue }
            var low = 0
            var high = entry.cells.count - 1
            while low <= high {
                let middle = (low + high) / 2
                let frame = entry.cells[middle].frame
                if point.y < frame.minY {
                    high = middle - 1
                } else if point.y >= frame.maxY {
                    low = middle + 1
                } else {
                    return IndexPath(listItem: middle, section: section)
                }
            }
        }
        return nil
    }

    func rowIndexPaths(in rect: CGRect) -> [IndexPath]? {
        prepareForDisplay()
        var found: [IndexPath] = []
        for (section, entry) in itemList.sections.enumerated() {
            for (row, cell) in entry.cells.enumerated() where cell.frame.intersects(rect) {
                found.append(IndexPath(listItem: row, section: section))
            }
        }
        return found.isEmpty ? nil : found
    }

    func scroll(toRow indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        prepareForDisplay()
        guard let cell = itemList.cell(at: indexPath) else {
            itemList.rejectIndexPath(indexPath, action: "scroll to")
            return
        }
        scroll(toShow: cell.frame, at: position, animated: animated)
    }

    /// Scrolls so that `frame` is at `position`, keeping the offset inside the content.
    func scroll(toShow frame: CGRect, at position: ScrollPosition, animated: Bool) {
        let insets = adjustedContentInset
        var offset = contentOffset
        switch position {
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        case .top: offset.y = frame.minY - insets.top
        case .middle: offset.y = frame.midY - bounds.height / 2
        case .bottom: offset.y = frame.maxY - bounds.height + insets.bottom
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    // MARK: The data source's two vocabularies

    /// Enters a data-source default that calls the other vocabulary's requirement; `false` (with a
    /// diagnostic, once per reload) when already inside one, which means the data source
    /// implements neither vocabulary.
    func beginDataSourceFallback(_ dataSource: any UITableViewDataSource) -> Bool {
        guard fallbackDepth == 0 else {
            if !reportedIncompleteDataSource {
                reportedIncompleteDataSource = true
                Diagnostics.emit(
                    Diagnostic(
                        .tableDataSourceIncomplete,
                        "The data source \(type(of: dataSource)) of \(diagnosticName) implements neither "
                            + "tableView(_:numberOfRowsInSection:) with tableView(_:cellForRowAt:) nor "
                            + "numberOfRows(in:) with tableView(_:textForRowAt:); the table shows no rows. "
                            + "Implement one pair."))
            }
            return false
        }
        fallbackDepth += 1
        return true
    }

    func endDataSourceFallback() { fallbackDepth -= 1 }

    func placeholderCell() -> any ListCellView { UITableViewCell(style: .default, reuseIdentifier: nil) }

    func showSnapshot(keeping kept: ItemList.Kept) {
        guard itemList.beginReading("apply(_:animatingDifferences:completion:)") else { return }
        defer { itemList.endReading() }
        read(kept: kept)
    }

    func reconfigureCells(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }
}
