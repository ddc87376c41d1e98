import Foundation
import ScenewrightCore

/// Supplies a ``UICollectionView``'s sections, items and supplementary views — HeadlessUI's
/// `UICollectionViewDataSource`. Every requirement but the first two has a default.
///
/// ```swift
/// extension PhotosViewController: UICollectionViewDataSource {
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         photos.count
///     }
///     func collectionView(
///         _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///     ) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: dequeue one with
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    /// How many sections the collection view has. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a header, a footer) the layout places at `indexPath`:
    /// dequeue one with ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// The default, which UIKit does not have (it raises), returns an empty view and reports a
    /// `collection.dataSourceIncomplete` diagnostic.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item at `indexPath` can be moved. Default `false`.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in the data. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
    /// The titles of an index; `nil` (the default) for none. Stored only: no index is shown.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title leads to. Default: the first item of section `index`.
    func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view, with a diagnostic: the layout asked for a supplementary view the data source
    /// does not provide.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        Diagnostics.emit(
            Diagnostic(
                .collectionDataSourceIncomplete,
                "The layout of \(collectionView.diagnosticName) places a \(quoted(kind)) view at "
                    + "\(indexPath.listDescription("item")), but its data source \(type(of: self)) does not "
                    + "implement collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty "
                    + "view. Implement it, or give the layout no such view."))
        return UICollectionReusableView(frame: .zero)
    }

    /// No item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    {
        false
    }

    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}

    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of section `index`.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(listItem: 0, section: index)
    }
}

/// Hears a ``UICollectionView``'s selections and highlights — HeadlessUI's
/// `UICollectionViewDelegate`, a ``UIScrollViewDelegate``. Every requirement has a default.
///
/// A user's tap on an item (``UIWindow/tap(_:)`` on `"<collection>.item.<n>"`) asks
/// `shouldHighlightItemAt`; when it refuses, nothing else happens. Otherwise the item is highlighted
/// (`didHighlightItemAt`); as the finger lifts, `shouldSelectItemAt` is asked, the highlight ends
/// (`didUnhighlightItemAt`), and, when selecting was allowed, the item replacing the selection is
/// deselected (`didDeselectItemAt`) and the item selected (`didSelectItemAt`). With
/// ``UICollectionView/allowsMultipleSelection``, a tap on a selected item asks
/// `shouldDeselectItemAt` instead of `shouldSelectItemAt`, and deselects it.
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a user's touch highlights the item. Default `true`.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    /// A user's touch highlighted the item.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight ended.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a user's tap selects the item. Default `true`.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a user's tap deselects the selected item. Default `true`.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// A user's selection deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell for the item at `indexPath` is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// The cell that showed the item at `indexPath` left the collection view (a reload or a
    /// deletion).
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Returns `true`.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }

    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    {}

    /// Returns `true`.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }

    /// Returns `true`.
    public func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
}

/// Gives a ``UICollectionViewFlowLayout`` sizes and spacing per item and section — HeadlessUI's
/// `UICollectionViewDelegateFlowLayout`. Set it as the collection view's delegate; every
/// requirement defaults to the layout's own value.
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`. Default: the layout's ``UICollectionViewFlowLayout/itemSize``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of `section`. Default: the layout's ``UICollectionViewFlowLayout/sectionInset``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The space between lines in `section`. Default: the layout's
    /// ``UICollectionViewFlowLayout/minimumLineSpacing``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The space between items of a line in `section`. Default: the layout's
    /// ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header; a zero height (width, scrolling sideways) shows none.
    /// Default: the layout's ``UICollectionViewFlowLayout/headerReferenceSize``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer, as for the header. Default: the layout's
    /// ``UICollectionViewFlowLayout/footerReferenceSize``.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's ``UICollectionViewFlowLayout/itemSize``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }

    /// The layout's ``UICollectionViewFlowLayout/sectionInset``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }

    /// The layout's ``UICollectionViewFlowLayout/minimumLineSpacing``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

    /// The layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }

    /// The layout's ``UICollectionViewFlowLayout/headerReferenceSize``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

    /// The layout's ``UICollectionViewFlowLayout/footerReferenceSize``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

extension Diagnostic.Kind {
    /// A collection view's layout asked for a supplementary view its data source does not provide.
    public static let collectionDataSourceIncomplete = Self("collection.dataSourceIncomplete")
}
