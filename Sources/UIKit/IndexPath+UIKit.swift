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
}
