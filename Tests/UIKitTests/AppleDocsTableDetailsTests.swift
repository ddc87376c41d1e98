import HeadlessUI
import ScenewrightTesting
import Testing
import UIKit

/// A header view class as UIKit code registers one.
private final class SectionHeader: UITableViewHeaderFooterView {
    static let reuseIdentifier = "SectionHeader"
    let badge = UILabel()
    private(set) var reuses = 0

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell that overrides its labels and `awakeFromNib`, as nib-era cells do.
private final class InboxCell: UITableViewCell {
    let title = UILabel()
    private(set) var awoken = false

    override var textLabel: UILabel? { title }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

/// An inbox: sections of messages with header views, editing, swipe actions and updates.
@MainActor private final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [(title: String, rows: [String])] = [
        ("Today", ["Lunch", "Invoice"]), ("Older", ["Welcome"]),
    ]
    var log: [String] = []
    var insertStyleRows: Set<IndexPath> = []
    var uneditable: Set<IndexPath> = []
    var actionsForFirstRow = false

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cellFor \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "End of inbox" : nil
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: SectionHeader.reuseIdentifier)
        header?.textLabel?.text = sections[section].title
        (header as? SectionHeader)?.badge.text = "\(sections[section].rows.count)"
        return header
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        log.append("willDisplayFooter \(type(of: view))")
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !uneditable.contains(indexPath)
    }
    func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        insertStyleRows.contains(indexPath) ? .insert : .delete
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        log.append(
            "commit \(editingStyle == .insert ? "insert" : "delete") \(indexPath.section).\(indexPath.row)")
        if editingStyle == .delete {
            sections[indexPath.section].rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard actionsForFirstRow, indexPath == IndexPath(row: 0, section: 0) else { return nil }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, view, done in
            self?.log.append("archive from \(view.accessibilityIdentifier ?? "?")")
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [archive])
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map { "\($0.section).\($0.row)" } ?? "nil")")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
}

@MainActor @Suite("Apple's UITableView documentation: header views, editing, updates, scrolling")
struct AppleDocsTableDetailsTests {
    private func shown() -> (Inbox, UITableView, UIWindow) {
        let inbox = Inbox()
        let table = UITableView(frame: .zero, style: .grouped)
        table.accessibilityIdentifier = "inbox"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: SectionHeader.reuseIdentifier)
        table.dataSource = inbox
        table.delegate = inbox
        let screen = UIViewController()
        screen.view = table
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        _ = table.numberOfSections
        inbox.log.removeAll()
        return (inbox, table, window)
    }

    @Test("registered header views come from the delegate, titles show as footer views, all rendered")
    func headerViews() {
        let (inbox, table, window) = shown()
        #expect(
            window.render() == """
                Window
                └─ ViewController
                   └─ TableView #inbox
                      ├─ Header #inbox.section.0.header "Today"
                      │  └─ Label "2"
                      ├─ Cell #inbox.row.0 "Lunch"
                      ├─ Cell #inbox.row.1 "Invoice"
                      ├─ Header #inbox.section.1.header "Older"
                      │  └─ Label "1"
                      ├─ Cell #inbox.section.1.row.0 "Welcome"
                      └─ Footer #inbox.section.1.footer "End of inbox"
                """)
        #expect(table.headerView(forSection: 0) is SectionHeader)
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "End of inbox")
        table.reloadData()
        #expect(inbox.log.contains("willDisplayFooter UITableViewHeaderFooterView"))
    }

    // dequeueReusableHeaderFooterView(withIdentifier:): "For performance reasons, your table view's
    // data source should generally reuse UITableViewHeaderFooterView objects when it is asked to
    // provide them."
    @Test("after a reload the header views come back from the reuse queue, prepared for reuse")
    func headerReuse() {
        let (inbox, table, _) = shown()
        let before = [table.headerView(forSection: 0), table.headerView(forSection: 1)]
        table.reloadData()
        table.reloadData()
        let after = [table.headerView(forSection: 0), table.headerView(forSection: 1)]
        let reused = Set(before.compactMap { $0.map(ObjectIdentifier.init) })
        #expect(reused == Set(after.compactMap { $0.map(ObjectIdentifier.init) }))
        #expect(after.compactMap { ($0 as? SectionHeader)?.reuses }.allSatisfy { $0 >= 1 })
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "unregistered") == nil)
        withExtendedLifetime(inbox) {}
    }

    // cellForRow(at:): "An object representing a cell of the table, or nil if the cell isn't
    // visible or indexPath is out of range."
    @Test("cells, rectangles and index paths answer for the rows shown, nil out of range")
    func geometry() {
        let (inbox, table, _) = shown()
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        #expect(
            table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 72, width: 390, height: 44)
        )
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 390, height: 28))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 80)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == nil)
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 60, width: 390, height: 100)) == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1),
            ])
        #expect(table.indexPathsForVisibleRows?.count == 3)
        #expect(table.contentSize == CGSize(width: 390, height: 216))
        withExtendedLifetime(inbox) {}
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, telling the delegate it scrolled")
    func scrollToRow() {
        let (inbox, table, _) = shown()
        table.contentSize = CGSize(width: 390, height: 2_000)
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        #expect(table.contentOffset.y == 144)
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0)
        #expect(inbox.log == ["didScroll 144", "didScroll 0"])
        let diagnostics = captureDiagnostics {
            table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
        }
        #expect(diagnostics.map(\.kind) == [.invalidIndexPath])
    }

    // tableView(_:editingStyleForRowAt:): the row's style decides its editing control; with
    // .insert, "When users tap the insertion (green plus) control ... the table view sends this
    // message to the data source, asking it to commit the change."
    @Test("editing controls follow the delegate's editing style and the data source's canEditRowAt")
    func editingStyles() throws {
        let (inbox, table, window) = shown()
        inbox.insertStyleRows = [IndexPath(row: 1, section: 0)]
        inbox.uneditable = [IndexPath(row: 0, section: 1)]
        table.setEditing(true, animated: true)
        let render = window.render()
        #expect(render.contains("EditingControl #inbox.row.0.editingControl \"delete\""))
        #expect(render.contains("EditingControl #inbox.row.1.editingControl \"insert\""))
        #expect(!render.contains("inbox.section.1.row.0.editingControl"))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingStyle == .insert)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing == true)
        try window.tap("inbox.row.1.editingControl")
        #expect(inbox.log == ["commit insert 0.1"])
        #expect(throws: WindowError.self) { try window.swipeLeft("inbox.section.1.row.0") }
    }

    @Test("a delegate's trailing swipe actions replace Delete; a tap runs the handler and hides them")
    func customSwipeActions() throws {
        let (inbox, _, window) = shown()
        inbox.actionsForFirstRow = true
        try window.swipeLeft("inbox.row.0")
        #expect(window.render().contains("└─ SwipeAction #inbox.row.0.action.Archive \"Archive\""))
        #expect(!window.render().contains("action.Delete"))
        try window.tap("inbox.row.0.action.Archive")
        #expect(
            inbox.log == [
                "willBeginEditing 0.0", "archive from inbox.row.0.action.Archive", "didEndEditing 0.0",
            ])
        #expect(!window.render().contains("SwipeAction"))
    }

    @Test("a tap on a row whose actions are shown hides them and selects nothing")
    func tapHidesActions() throws {
        let (inbox, table, window) = shown()
        try window.swipeLeft("inbox.row.1")
        try window.tap("inbox.row.1")
        #expect(inbox.log == ["willBeginEditing 0.1", "didEndEditing 0.1"])
        #expect(table.indexPathForSelectedRow == nil)
        try window.tap("inbox.row.1")
        #expect(inbox.log.last == "didSelect 0.1")
    }

    // insertRows(at:with:) and deleteRows(at:with:): the rows not named keep their cells.
    @Test("inserting and deleting rows asks only for the new rows and keeps the other cells")
    func updatesKeepCells() {
        let (inbox, table, _) = shown()
        let invoice = table.cellForRow(at: IndexPath(row: 1, section: 0))
        inbox.sections[0].rows.insert("Ticket", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(inbox.log == ["cellFor 0.0"])
        #expect(isSame(table.cellForRow(at: IndexPath(row: 2, section: 0)), invoice))
        inbox.log.removeAll()
        table.performBatchUpdates {
            inbox.sections[0].rows.remove(at: 1)
            inbox.sections[1].rows.append("Newsletter")
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 1, section: 1)], with: .fade)
        }
        #expect(inbox.log == ["cellFor 1.1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Newsletter")
        #expect(isSame(table.cellForRow(at: IndexPath(row: 1, section: 0)), invoice))
    }

    @Test("reloadRows asks again for those rows only; moveRow keeps the moved cell")
    func reloadAndMove() {
        let (inbox, table, _) = shown()
        let lunch = table.cellForRow(at: IndexPath(row: 0, section: 0))
        inbox.sections[0].rows[1] = "Invoice (paid)"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(inbox.log == ["cellFor 0.1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Invoice (paid)")
        inbox.log.removeAll()
        inbox.sections[0].rows.swapAt(0, 1)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(inbox.log.isEmpty)
        #expect(isSame(table.cellForRow(at: IndexPath(row: 1, section: 0)), lunch))
    }

    // UIKit raises "Invalid update: invalid number of rows in section 0" when the data source's
    // count does not match the update; the stage reports it and reloads instead.
    @Test("an update the data source's counts do not match is reported, and every row is read again")
    func invalidUpdate() {
        let (inbox, table, _) = shown()
        let diagnostics = captureDiagnostics {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(diagnostics.map(\.kind) == [.invalidContainerContent])
        #expect(diagnostics.first?.message.contains("invalid number of rows in section 0") == true)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(
            inbox.log.filter { $0.hasPrefix("cellFor") } == ["cellFor 0.0", "cellFor 0.1", "cellFor 1.0"])
    }

    @Test("with allowsMultipleSelection a user's taps select several rows; a second tap deselects")
    func multipleSelection() throws {
        let (inbox, table, window) = shown()
        table.allowsMultipleSelection = true
        try window.tap("inbox.row.0")
        try window.tap("inbox.section.1.row.0")
        #expect(
            table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)])
        try window.tap("inbox.row.0")
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
        #expect(inbox.log == ["didSelect 0.0", "didSelect 1.0", "didDeselect 0.0"])
    }

    // awakeFromNib(): "Prepares the receiver for service after it has been loaded from an Interface
    // Builder archive, or nib file." Nothing loads nibs here, so it is never called.
    @Test("cells may override textLabel and awakeFromNib; awakeFromNib is never called without a nib")
    func overridableLabels() {
        let cell = InboxCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Mine"
        #expect(cell.title.text == "Mine")
        #expect(!cell.awoken)
        #expect(cell.imageView != nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    }

    @Test("a list content configuration on a table cell renders on its line")
    func contentConfiguration() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Kyoto"
        content.secondaryText = "Japan"
        content.image = UIImage(systemName: "building.2")
        cell.contentConfiguration = content
        #expect(cell.render() == "Cell \"Kyoto\" detail: \"Japan\" image: \"systemName:building.2\"")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Kyoto")
    }
}
