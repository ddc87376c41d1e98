import ScenewrightTesting
import Testing
import UIKit

/// Two sections of two rows each, as a data source whose counts never change.
@MainActor private final class FixedRows: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// An update that names a row outside the table, as UIKit's "Invalid update" exceptions word it:
/// old index paths (deleted, reloaded, moved from) are checked against the counts before the
/// update, new ones (inserted, moved to) against the counts after it.
@Suite("Table updates naming rows that do not exist")
@MainActor struct AppleDocsTableUpdateRangeTests {
    @Test(
        "an index path outside the table is reported in UIKit's words, and nothing else is",
        arguments: [
            (
                "delete", [IndexPath(row: 5, section: 0)],
                "attempt to delete row 5 from section 0 which only contains 2 rows before the update"
            ),
            (
                "reload", [IndexPath(row: 0, section: 7)],
                "attempt to reload [section 7, row 0], whose section did not exist before the update"
            ),
            (
                "insert", [IndexPath(row: 4, section: 1)],
                "attempt to insert row 4 into section 1, but there are only 2 rows in section 1 after the update"
            ),
            (
                "insert", [IndexPath(row: 0, section: 3)],
                "attempt to insert [section 3, row 0], whose section does not exist after the update"
            ),
            (
                "move", [IndexPath(row: 0, section: 0), IndexPath(row: 9, section: 1)],
                "attempt to move row 9 into section 1, but there are only 2 rows in section 1 after the update"
            ),
        ])
    func outOfRange(action: String, paths: [IndexPath], message: String) {
        let source = FixedRows()
        let table = UITableView()
        table.dataSource = source
        table.reloadData()
        let diagnostics = captureDiagnostics {
            switch action {
            case "delete": table.deleteRows(at: paths, with: .automatic)
            case "reload": table.reloadRows(at: paths, with: .automatic)
            case "insert": table.insertRows(at: paths, with: .automatic)
            default: table.moveRow(at: paths[0], to: paths[1])
            }
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains(": \(message). Reloaded every row instead") == true)
        #expect(table.numberOfRows(inSection: 1) == 2)
    }
}
