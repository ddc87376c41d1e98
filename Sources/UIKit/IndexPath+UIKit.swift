import Foundation

extension IndexPath {
    /// An index path for `row` in `section`, as UIKit adds it to Foundation for table views.
    ///
    /// ```swift
    /// tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row: the second index; -1 for an index path that is not a `[section, row]` pair, which
    /// every table rejects with a diagnostic naming it (iOS traps instead).
    public var row: Int {
        get { count == 2 ? self[1] : -1 }
        set { self = IndexPath(indexes: [section, newValue]) }
    }

    /// The section: the first index; -1 for an index path that is not a `[section, row]` pair,
    /// which every table rejects with a diagnostic naming it (iOS traps instead).
    public var section: Int {
        get { count == 2 ? self[0] : -1 }
        set { self = IndexPath(indexes: [newValue, row]) }
    }

    /// An index path for `item` in `section`, as UIKit adds it to Foundation for collection views.
    ///
    /// ```swift
    /// collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    /// ```
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item: the second index, as ``row`` is; -1 for an index path that is not a
    /// `[section, item]` pair, which every collection view rejects with a diagnostic naming it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
