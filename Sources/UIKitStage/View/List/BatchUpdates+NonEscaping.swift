// UIKit declares the `updates` block of `performBatchUpdates(_:completion:)` `NS_NOESCAPE` and
// nullable, which Swift imports as an optional closure that does not escape: code inside it may
// use `self` implicitly. Swift cannot declare such a parameter, so a non-optional, non-escaping
// overload takes the closures apps pass; the optional one still takes `nil`.

extension UITableView {
    /// Animates the inserts, deletes, reloads and moves `updates` makes as one group; the closure
    /// does not escape, as in UIKit.
    ///
    /// ```swift
    /// tableView.performBatchUpdates {
    ///     tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    /// }
    /// ```
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in
            let optional: (() -> Void)? = updates
            performBatchUpdates(optional, completion: completion)
        }
    }
}

extension UICollectionView {
    /// Animates the inserts, deletes, reloads and moves `updates` makes as one group; the closure
    /// does not escape, as in UIKit.
    ///
    /// ```swift
    /// collectionView.performBatchUpdates {
    ///     collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    /// }
    /// ```
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in
            let optional: (() -> Void)? = updates
            performBatchUpdates(optional, completion: completion)
        }
    }
}
