import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("Views")
struct ViewTests {
    @Test("ViewBuilder handles single views, if/else, optionals, for-in and arrays")
    func builder() {
        let subtitle: String? = nil
        let cities = ["Amsterdam", "Berlin"]
        for showsFooter in [true, false] {
            let stack = StackView(axis: .horizontal) {
                Label("Cities").identified("title")
                if let subtitle { Label(subtitle) }
                for city in cities { Button(city) }
                if showsFooter { Label("Footer") } else { Label("No footer") }
                [Label("a"), Label("b")]
            }
            #expect(
                stack.subviews.compactMap { ($0 as? Label)?.text ?? ($0 as? Button)?.title }
                    == ["Cities", "Amsterdam", "Berlin", showsFooter ? "Footer" : "No footer", "a", "b"])
        }
    }

    @Test("addSubview moves a view from its old superview; a cycle is rejected with a diagnostic")
    func hierarchy() {
        let (a, b, c) = (View().identified("a"), View().identified("b"), View().identified("c"))
        a.addSubview(c)
        b.addSubview(c)
        #expect(a.subviews.isEmpty && b.subviews.count == 1 && same(c.superview, b))
        let diagnostics = captureDiagnostics { c.addSubview(b) }
        #expect(diagnostics.map(\.kind) == [.viewHierarchyCycle])
        #expect(
            diagnostics.first?.message
                == "Cannot add View #b as a subview of View #c: it would contain itself. "
                + "Add a view that is not an ancestor of the receiver.")
        #expect(c.subviews.isEmpty)
        c.removeFromSuperview()
        #expect(c.superview == nil && b.subviews.isEmpty)
    }

    @Test("find searches depth-first, self included, hidden or not")
    func find() {
        let root = StackView {
            StackView { Label("deep").identified("x") }
            Label("shallow").identified("x")
            Label("hidden").identified("h").hidden()
        }.identified("root")
        #expect((root.find(identifier: "x") as? Label)?.text == "deep")
        #expect(same(root.find(identifier: "root"), root))
        #expect(root.find(identifier: "h") != nil)
        #expect(root.find(identifier: "none") == nil)
    }

    @Test("buttons tap, text fields type, tables reload and reject rows out of range")
    func controls() {
        var taps = 0
        let button = Button("Go") { taps += 1 }
        button.tap()
        #expect(taps == 1)
        let field = TextField(placeholder: "Name")
        #expect(field.render() == "TextField placeholder: \"Name\"")
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        field.type("Ada")
        #expect(field.text == "Ada" && changes == ["Ada"])
        #expect(ImageView(name: "logo").render() == "ImageView image: \"logo\"")

        final class Source: TableViewDataSource {
            var rows = ["one"]
            func numberOfRows(in tableView: TableView) -> Int { rows.count }
            func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { rows[row] }
        }
        let source = Source()
        let table = TableView()
        table.dataSource = source
        #expect(table.numberOfRows == 1)
        source.rows.append("two")
        #expect(table.numberOfRows == 1)
        table.reloadData()
        #expect(table.numberOfRows == 2)
        #expect(table.find(identifier: "row.1") != nil)
        let diagnostics = captureDiagnostics { table.selectRow(at: 5) }
        #expect(diagnostics.first?.message == "Cannot select row 5 of TableView: it has 2 row(s).")
    }

    @Test("layoutIfNeeded lays out only views marked with setNeedsLayout")
    func layout() {
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let parent = View()
        let child = Counting()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(child.passes == 0)
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(child.passes == 1)
    }

    @Test("a loadView override that sets no view is diagnosed and gets a plain view")
    func loadViewWithoutView() {
        final class Forgetful: ViewController {
            override func loadView() {}
        }
        let controller = Forgetful()
        let diagnostics = captureDiagnostics { _ = controller.view }
        #expect(diagnostics.map(\.kind) == [.loadViewDidNotSetView])
        #expect(controller.isViewLoaded)
    }
}
