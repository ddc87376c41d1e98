import Foundation
import ScenewrightCore

// Reading the data source, asking the layout, applying updates, and placing what they give.

extension UICollectionView {
    /// Reads the whole data source again (a reload: the selection is cleared).
    func reloadAll(request: String) {
        guard itemList.beginReading(request) else { return }
        defer { itemList.endReading() }
        itemList.dropPendingUpdates()
        read(counts: readCounts(), kept: nil)
    }

    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return itemList.clampedCounts(sections: dataSource.numberOfSections(in: self)) { section in
            dataSource.collectionView(self, numberOfItemsInSection: section)
        }
    }

    /// Lays out `counts` items, asks the data source for the cells (keeping those `kept` maps to)
    /// and the supplementary views the layout places, and shows them at the layout's frames.
    func read(counts: [Int], kept: ItemList.Kept?) {
        itemList.hideActions()
        countsBeingRead = counts
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        countsBeingRead = nil
        let placed = collectionViewLayout.allAttributes
        var supplementaryPaths: [Int: [(kind: String, attributes: UICollectionViewLayoutAttributes)]] = [:]
        for attributes in placed where attributes.representedElementCategory == .supplementaryView {
            guard let kind = attributes.representedElementKind,
                let section = attributes.indexPath.listSection,
                counts.indices.contains(section)
            else { continue }
            supplementaryPaths[section, default: []].append((kind, attributes))
        }
        var supplementaryFrames: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
        var keptViews: Set<ObjectIdentifier> = []
        let shownNow = itemList.rebuild(
            counts: counts, kept: kept,
            supplementaries: { section, old in
                var leading: [(UIView, String)] = []
                var trailing: [(UIView, String)] = []
                let oldViews = (old.map { $0.leading + $0.trailing } ?? []).compactMap {
                    $0 as? UICollectionReusableView
                }
                for (kind, attributes) in supplementaryPaths[section] ?? [] {
                    let view: UICollectionReusableView
                    if let keptView = oldViews.first(where: { $0.reuseKind == kind }) {
                        view = keptView
                        keptViews.insert(ObjectIdentifier(view))
                    } else {
                        view = supplementaryFromDataSource(kind, at: attributes.indexPath)
                    }
                    supplementaryFrames[ObjectIdentifier(view)] = attributes
                    if kind == Self.elementKindSectionHeader {
                        leading.append((view, "header"))
                    } else {
                        trailing.append((view, kind == Self.elementKindSectionFooter ? "footer" : kind))
                    }
                }
                return (leading, trailing)
            }, cellAt: cellFromDataSource, didEndDisplaying: endDisplaying)
        placeItems(supplementaryFrames)
        showContent()
        for (section, entry) in itemList.sections.enumerated() {
            for view in entry.leading + entry.trailing where !keptViews.contains(ObjectIdentifier(view)) {
                guard let view = view as? UICollectionReusableView else { continue }
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: view.reuseKind,
                    at: IndexPath(listItem: 0, section: section))
            }
        }
        for indexPath in shownNow {
            guard let cell = itemList.cell(at: indexPath) as? UICollectionViewCell else { continue }
            cell.setNeedsUpdateConfiguration()
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    private func cellFromDataSource(at indexPath: IndexPath) -> any ListCellView {
        guard let dataSource else { return placeholderCell() }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    private func supplementaryFromDataSource(_ kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        let view =
            dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            ?? UICollectionReusableView(frame: .zero)
        if view.reuseIdentifier == nil { view.reuseKind = kind }
        return view
    }

    private func endDisplaying(_ cell: any ListCellView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Gives every cell and supplementary view its frame from the layout, and sets
    /// ``contentSize``.
    private func placeItems(_ supplementaryFrames: [ObjectIdentifier: UICollectionViewLayoutAttributes]) {
        for entry in itemList.sections {
            for view in entry.leading + entry.trailing {
                guard let attributes = supplementaryFrames[ObjectIdentifier(view)] else { continue }
                view.place(in: attributes.frame)
                (view as? UICollectionReusableView)?.apply(attributes)
            }
            for cell in entry.cells {
                guard let indexPath = cell.shownIndexPath,
                    let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)
                else { continue }
                cell.place(in: attributes.frame)
                (cell as? UICollectionReusableView)?.apply(attributes)
            }
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Shows the background, the refresh control and the sections as subviews.
    func showContent() {
        var views: [UIView] = []
        if let backgroundView { views.append(backgroundView) }
        if let refreshControl { views.append(refreshControl) }
        views += itemList.shownViews
        setSubviewsQuietly(views)
    }

    /// The layout or what it depends on changed: it places the items again (the data source is not
    /// asked for cells).
    func layoutChanged() {
        guard !itemList.needsReload, !itemList.isReading else { return }
        let counts = itemList.sections.map(\.cells.count)
        var kept = ItemList.Kept()
        for indexPath in itemList.allIndexPaths { kept.cells[indexPath] = indexPath }
        for section in counts.indices { kept.sections[section] = section }
        guard itemList.beginReading("a layout change") else { return }
        defer { itemList.endReading() }
        read(counts: counts, kept: kept)
    }

    func supplementaryViews(ofKind kind: String) -> [UICollectionReusableView] {
        itemList.sections.flatMap { entry in
            (entry.leading + entry.trailing).compactMap { $0 as? UICollectionReusableView }.filter {
                $0.reuseKind == kind
            }
        }
    }

    // MARK: Updates

    /// Adds `update` to the group of updates under way, or applies it at once.
    func announce(_ update: ListUpdate) { itemList.announce(update, applyNow: applyUpdate) }

    /// Applies `update` now: reads the new counts and lays out again, keeping the untouched items'
    /// cells.
    func applyUpdate(_ update: ListUpdate) {
        itemList.apply(update, readCounts: readCounts) { counts, kept in read(counts: counts, kept: kept) }
    }

    /// Asks the data source again for the cells at `indexPaths`, handing back each shown cell when
    /// it dequeues that cell's reuse identifier.
    func reconfigure(_ indexPaths: [IndexPath]) {
        itemList.reconfigure(indexPaths) { indexPath in
            dataSource?.collectionView(self, cellForItemAt: indexPath)
        }
    }

    func placeholderCell() -> any ListCellView { UICollectionViewCell(frame: .zero) }

    func showSnapshot(keeping kept: ItemList.Kept) {
        guard itemList.beginReading("apply(_:animatingDifferences:completion:)") else { return }
        defer { itemList.endReading() }
        read(counts: readCounts(), kept: kept)
    }

    func reconfigureCells(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }
}
