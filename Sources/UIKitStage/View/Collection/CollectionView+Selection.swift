import Foundation

// A user's selection of items, selection in code, scrolling to an item, and a list's swipe actions.

extension UICollectionView {
    /// Whether a user's taps select several items now (editing or not).
    private var selectsSeveral: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var cellTapRefusal: String? {
        let allowed =
            isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
        return allowed
            ? nil : "belongs to a collection view that does not allow selection (allowsSelection is false)"
    }

    /// A user's tap on the item at `indexPath`, with the delegate's calls in UIKit's order (see
    /// ``UICollectionViewDelegate``). A tap while swipe actions are shown only hides them.
    func userTapCell(at indexPath: IndexPath) {
        if itemList.hideActions() { return }
        guard itemList.validated(indexPath) != nil else {
            itemList.rejectIndexPath(indexPath, action: "select")
            return
        }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        itemList.cell(at: indexPath)?.listSetHighlighted(true)
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        let deselecting = selectsSeveral && itemList.isSelected(indexPath)
        let agreed =
            deselecting
            ? delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            : delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        itemList.cell(at: indexPath)?.listSetHighlighted(false)
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        guard agreed else { return }
        if deselecting {
            itemList.setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if !selectsSeveral {
            for previous in itemList.selectedIndexPaths where previous != indexPath {
                itemList.setSelected(false, at: previous)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        itemList.setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func selectInCode(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, itemList.selectInCode(indexPath, keepingOthers: selectsSeveral) != nil else {
            if indexPath == nil { itemList.clearSelection() }
            return
        }
        if !scrollPosition.isEmpty { scroll(toItem: indexPath, at: scrollPosition, animated: animated) }
    }

    func scroll(toItem indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        prepareForDisplay()
        guard let cell = itemList.cell(at: indexPath) else {
            itemList.rejectIndexPath(indexPath, action: "scroll to")
            return
        }
        let frame = cell.frame
        let insets = adjustedContentInset
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - insets.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height + insets.bottom }
        if position.contains(.left) { offset.x = frame.minX - insets.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width + insets.right }
        guard !position.isEmpty else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    // MARK: A list's swipe actions

    func baseControls(forCellAt indexPath: IndexPath) -> [UIView] { [] }

    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> [UIContextualAction] {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let section = indexPath.listSection, layout.preparedSections.indices.contains(section),
            let configuration = layout.preparedSections[section]?.listConfiguration
        else { return [] }
        let provider =
            trailing
            ? configuration.trailingSwipeActionsConfigurationProvider
            : configuration.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)?.actions ?? []
    }

    func swipeActionsWillShow(at indexPath: IndexPath) {}

    func swipeActionsDidHide(at indexPath: IndexPath) {}
}
