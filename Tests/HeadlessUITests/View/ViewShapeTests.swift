import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("Views in UIKit's shape, under HeadlessUI's names")
struct ViewShapeTests {
    @Test("a text-row data source and a row-number delegate still drive a table, through the IndexPath calls")
    func textRowsStillWork() throws {
        final class Cities: ViewController, TableViewDataSource, TableViewDelegate {
            var selected: [Int] = []
            override func loadView() {
                let table = TableView().identified("cities")
                table.dataSource = self
                table.delegate = self
                view = table
            }
            func numberOfRows(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
                ["Amsterdam", "Kyoto"][row]
            }
            func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selected.append(row) }
        }
        let cities = Cities()
        let window = visibleWindow(cities)
        try window.tap("cities.row.1")
        let table = try #require(cities.view as? TableView)
        table.selectRow(at: 0)
        #expect(cities.selected == [1, 0])
        #expect(table.indexPathForSelectedRow == IndexPath(indexes: [0, 0]))
        #expect(table.indexForSelectedRow == 0)
        #expect(table.numberOfSections == 1)
        #expect(table.cellForRow(at: IndexPath(indexes: [0, 1]))?.textLabel?.text == "Kyoto")
        // The data source's text API answers for a UIKit-style caller too, and the reverse.
        #expect(cities.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(
            cities.tableView(table, cellForRowAt: IndexPath(indexes: [0, 0])).textLabel?.text == "Amsterdam")
    }

    @Test("a cell-based data source answers the text API through its cells")
    func cellsAnswerTextAPI() {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath[1])"
                return cell
            }
        }
        let source = Source()
        let table = TableView()
        table.dataSource = source
        #expect(source.numberOfRows(in: table) == 3)
        #expect(source.tableView(table, textForRowAt: 2) == "Row 2")
        #expect(
            table.render()
                == "TableView\n├─ Cell #row.0 \"Row 0\"\n├─ Cell #row.1 \"Row 1\"\n└─ Cell #row.2 \"Row 2\"")
    }

    @Test("a cell's content view subviews render under the cell and their buttons are tappable")
    func cellContent() throws {
        final class Source: ViewController, TableViewDataSource {
            var taps = 0
            override func loadView() {
                let table = TableView().identified("list")
                table.dataSource = self
                view = table
            }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.contentView.addSubview(Button("Like") { [unowned self] in taps += 1 }.identified("like"))
                return cell
            }
        }
        let source = Source()
        let window = visibleWindow(source)
        #expect(
            window.render()
                == "Window\n└─ Source\n   └─ TableView #list\n      └─ Cell #list.row.0\n         └─ Button #like \"Like\""
        )
        try window.tap("like")
        #expect(source.taps == 1)
    }

    @Test("a label's text is optional, a button's closure runs as its primary action")
    func controls() {
        let label = Label()
        #expect(label.text == nil && label.render() == "Label")
        var log: [String] = []
        let button = Button("Save") { log.append("closure") }
        button.addAction(Action(title: "after") { log.append($0.title) }, for: .primaryActionTriggered)
        button.addAction(Action(title: "up") { log.append($0.title) }, for: .touchUpInside)
        button.tap()
        #expect(log == ["up", "closure", "after"])
        #expect(button.render() == "Button \"Save\"")
        button.title = "Saved"
        #expect(button.title(for: .normal) == "Saved")
    }

    @Test("adding an action with an existing identifier replaces it; removing by identifier works")
    func actionIdentifiers() {
        var log: [String] = []
        let control = Control()
        control.addAction(Action(identifier: .init("x")) { _ in log.append("first") }, for: .valueChanged)
        control.addAction(Action(identifier: .init("x")) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])
        control.removeAction(identifiedBy: .init("x"), for: .valueChanged)
        control.sendActions(for: .allEvents)
        #expect(log == ["second"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("a view's window follows moves between trees, also after a deep tree is cut apart")
    func windowAfterMoves() {
        let screen = ViewController()
        let window = visibleWindow(screen)
        var current: View = screen.view
        var chain: [View] = []
        for _ in 0..<200 {
            let child = View()
            current.addSubview(child)
            chain.append(child)
            current = child
        }
        #expect(current.window === window)
        chain[100].removeFromSuperview()
        #expect(current.window == nil)
        #expect(chain[99].window === window)
        let other = ViewController()
        other.view.addSubview(chain[100])
        #expect(current.window == nil, "the other controller is in no window")
        screen.view.addSubview(chain[100])
        #expect(current.window === window)
    }

    @Test("a text field outside any window still edits, with one first responder per tree")
    func detachedFirstResponder() {
        let form = View()
        let (a, b) = (TextField(placeholder: "A"), TextField(placeholder: "B"))
        form.addSubview(a)
        form.addSubview(b)
        a.type("x")
        #expect(a.isFirstResponder && a.isEditing)
        b.type("y")
        #expect(b.isFirstResponder && !a.isFirstResponder)
        let lone = TextField()
        lone.type("z")
        #expect(lone.isFirstResponder && b.isFirstResponder, "separate trees each have one")
        #expect(a.text == "x" && b.text == "y" && lone.text == "z")
        b.isEnabled = false
        let diagnostics = captureDiagnostics { b.type("!") }
        #expect(diagnostics.map(\.kind) == [.controlDisabled])
        #expect(b.text == "y")
        b.text = nil
        #expect(b.text == "" && b.render() == "TextField placeholder: \"B\"")
    }

    @Test("colours compare by components and describe themselves")
    func colors() {
        #expect(Color.red.withAlphaComponent(0.5) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Color.systemBlue.description == "systemBlue")
        #expect(Color.red == Color(red: 1, green: 0, blue: 0, alpha: 1), "names are not compared")
        #expect(Color(white: 0.5, alpha: 1).description == "rgba(0.5, 0.5, 0.5, 1)")
        #expect(Color(red: .nan, green: 2, blue: -1, alpha: 1) == Color(red: 0, green: 1, blue: 0, alpha: 1))
        let view = View()
        #expect(view.tintColor == .systemBlue)
        let parent = View()
        parent.tintColor = .systemRed
        parent.addSubview(view)
        #expect(view.tintColor == .systemRed)
    }
}
