import Foundation

// The stage's own spellings of a list's `[section, item]` index paths, which tell a malformed index
// path apart (`nil`) where UIKit's `row`, `item` and `section` (in the UIKit module) cannot. Tables
// and collection views share them.
extension IndexPath {
    /// A two-element index path, section first, as UIKit's `IndexPath(row:section:)` and
    /// `IndexPath(item:section:)` make.
    init(listItem item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The row or item, or `nil` when this is not a two-element index path.
    var listItem: Int? { count == 2 ? self[1] : nil }

    /// The section, or `nil` when this is not a two-element index path.
    var listSection: Int? { count == 2 ? self[0] : nil }

    /// `[section, row]` (or `item`, as `unit` says) as text, for diagnostics.
    func listDescription(_ unit: String) -> String {
        guard let listItem, let listSection else { return "\(Array(self)) (not a [section, \(unit)] pair)" }
        return "[section \(listSection), \(unit) \(listItem)]"
    }
}
