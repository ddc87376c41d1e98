import ScenewrightTesting
import Testing
import UIKit

/// A settings screen written the way Apple's table view documentation shows it: a controller that
/// is its table's data source and delegate, registered cells, sections with titles.
@MainActor
private final class TableSettingsViewController: UIViewController, UITableViewDataSource,
    UITableViewDelegate
{
    let sections: [(title: String, rows: [String])] = [
        ("Account", ["Profile", "Password"]),
        ("About", ["Version"]),
    ]
    var log: [String] = []
    var refuseSelection: IndexPath?
    var reloadOnSelect = false
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func loadView() {
        view = UIView()
        tableView.accessibilityIdentifier = "settings"
        tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingCell.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.detailTextLabel?.text = indexPath.section == 1 ? "6.3" : nil
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section).\(indexPath.row)")
        return indexPath == refuseSelection ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
        if reloadOnSelect { tableView.reloadData() }
    }
}

/// A cell subclass as UIKit code writes one: an overridden designated initializer and the coder
/// initializer Xcode's fix-it adds.
private final class SettingCell: UITableViewCell {
    static let reuseIdentifier = "setting"
    private(set) var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor @Suite("Views: a UITableView in IndexPath style")
struct ViewsTableTests {
    private func shown() -> (TableSettingsViewController, UIWindow) {
        let settings = TableSettingsViewController()
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: settings)
        window.makeKeyAndVisible()
        return (settings, window)
    }

    @Test("sections, header titles and registered cells render, with row identifiers per section")
    func renders() {
        let (settings, window) = shown()
        #expect(
            window.render() == """
                Window
                └─ NavigationController
                   ├─ NavigationBar
                   └─ TableSettingsViewController
                      └─ TableView #settings
                         ├─ Header #settings.section.0.header "Account"
                         ├─ Cell #settings.row.0 "Profile" accessory: disclosureIndicator
                         ├─ Cell #settings.row.1 "Password" accessory: disclosureIndicator
                         ├─ Header #settings.section.1.header "About"
                         └─ Cell #settings.section.1.row.0 "Version" detail: "6.3" accessory: disclosureIndicator
                """)
        #expect(settings.tableView.numberOfSections == 2)
        #expect(settings.tableView.numberOfRows(inSection: 0) == 2)
        #expect(
            settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Version")
        #expect(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) is SettingCell)
        #expect(settings.tableView.visibleCells.count == 3)
        #expect(settings.tableView.style == .insetGrouped)
    }

    @Test("a user's tap asks willSelect, deselects the previous row, then selects, in UIKit's order")
    func tapOrder() throws {
        let (settings, window) = shown()
        try window.tap("settings.row.1")
        try window.tap("settings.section.1.row.0")
        #expect(
            settings.log == [
                "willSelect 0.1", "didSelect 0.1",
                "willSelect 1.0", "didDeselect 0.1", "didSelect 1.0",
            ])
        #expect(settings.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        #expect(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.isSelected == true)
        #expect(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("willSelectRowAt returning nil selects nothing")
    func refusedSelection() throws {
        let (settings, window) = shown()
        settings.refuseSelection = IndexPath(row: 0, section: 0)
        try window.tap("settings.row.0")
        #expect(settings.log == ["willSelect 0.0"])
        #expect(settings.tableView.indexPathForSelectedRow == nil)
    }

    @Test("selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) call no delegate method")
    func programmaticSelection() {
        let (settings, _) = shown()
        let table = settings.tableView
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: true, scrollPosition: .middle)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(settings.log.isEmpty)
    }

    @Test(
        "index paths out of range or malformed are rejected with a diagnostic naming the table",
        arguments: [
            IndexPath(row: -1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 2),
            IndexPath(row: 0, section: -1), IndexPath(indexes: [0, 0, 0]), IndexPath(),
        ])
    func rejectedIndexPaths(indexPath: IndexPath) {
        let (settings, _) = shown()
        let table = settings.tableView
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let diagnostics = captureDiagnostics {
            table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            table.deselectRow(at: indexPath, animated: false)
        }
        #expect(diagnostics.map(\.kind) == [.invalidIndexPath, .invalidIndexPath])
        #expect(diagnostics.first?.message.contains("TableView #settings") == true)
        #expect(
            diagnostics.first?.message.hasSuffix("2 section(s) with [2, 1] row(s). Nothing changed.") == true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: indexPath) == nil)
        #expect(settings.log.isEmpty)
    }

    @Test("reloadData inside didSelectRowAt rebuilds the rows, reuses the cells and clears the selection")
    func reloadDuringSelection() throws {
        let (settings, window) = shown()
        settings.reloadOnSelect = true
        let before = settings.tableView.visibleCells
        try window.tap("settings.row.0")
        #expect(settings.log == ["willSelect 0.0", "didSelect 0.0"])
        let after = settings.tableView.visibleCells
        #expect(after.count == 3)
        let reused = before.map(ObjectIdentifier.init).sorted { $0.hashValue < $1.hashValue }
        let current = after.map(ObjectIdentifier.init).sorted { $0.hashValue < $1.hashValue }
        #expect(reused == current, "every cell came back from the reuse queue")
        #expect(after.compactMap { ($0 as? SettingCell)?.reuses } == [1, 1, 1])
        #expect(settings.tableView.indexPathForSelectedRow == nil)
        try window.tap("settings.row.1")
        #expect(settings.log.suffix(2) == ["willSelect 0.1", "didSelect 0.1"])
    }

    @Test("a data source that implements neither vocabulary shows no rows and says so, without recursing")
    func incompleteDataSource() {
        final class Empty: NSObject, UITableViewDataSource {}
        let source = Empty()
        let table = UITableView()
        table.accessibilityIdentifier = "broken"
        table.dataSource = source
        let diagnostics = captureDiagnostics { table.reloadData() }
        #expect(diagnostics.map(\.kind) == [.tableDataSourceIncomplete])
        #expect(diagnostics.first?.message.contains("Empty of TableView #broken implements neither") == true)
        #expect(table.numberOfRows == 0)
    }

    @Test("dequeuing an unregistered identifier reports it and still shows the row")
    func unregistered() {
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath)
                cell.textLabel?.text = "Still here"
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = source
        let diagnostics = captureDiagnostics { table.reloadData() }
        #expect(diagnostics.map(\.kind) == [.unregisteredReuseIdentifier])
        #expect(table.render() == "TableView\n└─ Cell #row.0 \"Still here\"")
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
    }

    @Test("hostile counts: negative and huge row counts are cut with a diagnostic")
    func hostileCounts() {
        final class Source: UITableViewDataSource {
            var count = -5
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let source = Source()
        let table = UITableView()
        table.dataSource = source
        var diagnostics = captureDiagnostics { table.reloadData() }
        #expect(diagnostics.map(\.kind) == [.invalidContainerContent])
        #expect(table.numberOfRows == 0)
        source.count = .max
        diagnostics = captureDiagnostics { table.reloadData() }
        #expect(diagnostics.first?.message.contains("at most 100000 rows") == true)
        #expect(table.numberOfRows == UITableView.maximumRowCount)
    }

    @Test("a table and its cells are released with their controller")
    func released() {
        weak var releasedTable: UITableView?
        weak var releasedCell: UITableViewCell?
        do {
            let (settings, window) = shown()
            releasedTable = settings.tableView
            releasedCell = settings.tableView.visibleCells.first
            window.rootViewController = nil
        }
        #expect(releasedTable == nil)
        #expect(releasedCell == nil)
    }

    @Test("row heights come from the delegate, header and footer views render around the rows")
    func heightsAndChrome() {
        final class Source: UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? 60 : UITableView.automaticDimension
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.dataSource = source
        table.delegate = source
        table.tableHeaderView = UILabel()
        table.tableFooterView = UIView()
        (table.tableHeaderView as? UILabel)?.text = "Top"
        table.reloadData()
        #expect(
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(
            table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame
                == CGRect(x: 0, y: 60, width: 320, height: 44))
        #expect(
            table.render()
                == "TableView\n├─ Label \"Top\"\n├─ Cell #row.0 \"Row 0\"\n├─ Cell #row.1 \"Row 1\"\n└─ View")
        let cell = table.visibleCells[1]
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        #expect(cell.reuseIdentifier == "plain")
    }

    @Test("registering a class that is not a cell is rejected with a diagnostic")
    func registerNonCell() {
        let table = UITableView()
        let diagnostics = captureDiagnostics { table.register(UILabel.self, forCellReuseIdentifier: "label") }
        #expect(
            diagnostics.map(\.message) == [
                "TableView cannot register Label for reuse identifier \"label\": it is not a TableViewCell subclass."
            ])
        #expect(table.dequeueReusableCell(withIdentifier: "label") == nil)
    }
}
