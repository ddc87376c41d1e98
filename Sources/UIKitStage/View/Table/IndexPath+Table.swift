import Foundation

// The stage's own spellings, which tell a malformed index path apart (`nil`) where UIKit's `row` and
// `section` (below) cannot.
extension IndexPath {
    /// A two-element index path, section first, as UIKit's `IndexPath(row:section:)` makes.
    init(tableRow row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row, or `nil` when this is not a two-element table index path.
    var tableRow: Int? { count == 2 ? self[1] : nil }

    /// The section, or `nil` when this is not a two-element table index path.
    var tableSection: Int? { count == 2 ? self[0] : nil }

    /// `[section, row]` as text, for diagnostics.
    var tableDescription: String {
        guard let tableRow, let tableSection else { return "\(Array(self)) (not a [section, row] pair)" }
        return "[section \(tableSection), row \(tableRow)]"
    }
}
