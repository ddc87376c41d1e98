import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
private final class Rows: TableViewDataSource, TableViewDelegate {
    var rows: [String]
    var selected: [Int] = []
    init(_ rows: [String]) { self.rows = rows }
    func numberOfRows(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { rows[row] }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selected.append(row) }
}

@MainActor
private final class DetailViewController: ViewController {
    let rows = Rows(["Population: 921402", "Country: NL"])
    override func loadView() {
        let table = TableView().identified("details")
        table.dataSource = rows
        table.delegate = rows
        view = table
    }
}

@MainActor
@Suite("Window.render() shows what a user sees")
struct RenderingTests {
    @Test("a navigation stack shows the top's title, a back button, and a table with rows")
    func navigationWithTable() throws {
        let cities = Screen("Cities", title: "Cities")
        let nav = NavigationController(rootViewController: cities)
        let window = visibleWindow(nav)
        let detail = DetailViewController()
        detail.title = "Amsterdam"
        nav.pushViewController(detail, animated: false)
        #expect(
            window.render() == """
                Window
                └─ NavigationController
                   ├─ NavigationBar "Amsterdam"
                   │  └─ Button #back "Back"
                   └─ DetailViewController
                      └─ TableView #details
                         ├─ Cell #details.row.0 "Population: 921402"
                         └─ Cell #details.row.1 "Country: NL"
                """)
        try window.tap("details.row.1")
        #expect(detail.rows.selected == [1])
    }

    @Test("a tab bar shows the selected tab and every item, the selected one marked")
    func tabBar() {
        let tabs = TabBarController(viewControllers: [
            Screen("A", title: "Cities"), Screen("B", title: "Settings"),
        ])
        let window = visibleWindow(tabs)
        tabs.selectedIndex = 1
        #expect(
            window.render() == """
                Window
                └─ TabBarController
                   ├─ Screen
                   │  └─ Label #label.B "B"
                   └─ TabBar
                      ├─ TabBarItem #tab.0 "Cities"
                      └─ TabBarItem #tab.1 "Settings" selected
                """)
    }

    @Test("a full-screen presentation replaces its presenter; a sheet follows it")
    func presentations() {
        let home = Screen("Home")
        let window = visibleWindow(home)
        let sheet = Screen("Sheet")
        home.present(sheet, animated: false)
        #expect(
            window.render() == """
                Window
                ├─ Screen
                │  └─ Label #label.Home "Home"
                └─ Screen (pageSheet)
                   └─ Label #label.Sheet "Sheet"
                """)
        home.dismiss(animated: false)
        let cover = Screen("Cover")
        cover.modalPresentationStyle = .fullScreen
        home.present(cover, animated: false)
        #expect(
            window.render() == """
                Window
                └─ Screen (fullScreen)
                   └─ Label #label.Cover "Cover"
                """)
        #expect(window.find(identifier: "label.Home") == nil)
    }

    @Test(
        "an alert shows its title, message and action buttons; tapping one dismisses, then runs the handler")
    func alert() throws {
        let home = Screen("Home")
        let window = visibleWindow(home)
        var log: [String] = []
        let alert = AlertController(
            title: "Delete city?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { _ in
                log.append("handler, presented: \(home.presentedViewController == nil ? "none" : "alert")")
            })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        home.present(alert, animated: true)
        #expect(
            window.render() == """
                Window
                ├─ Screen
                │  └─ Label #label.Home "Home"
                └─ AlertController "Delete city?"
                   ├─ Label #alert.message "This cannot be undone."
                   ├─ Button #alert.Delete "Delete"
                   └─ Button #alert.Cancel "Cancel"
                """)
        try window.tap("alert.Delete")
        #expect(log == ["handler, presented: none"])
        #expect(home.appearanceState == .appeared)
    }

    @Test("hidden views are left out of Window.render() and find, but View.render() marks them")
    func hiddenViews() {
        final class Form: ViewController {
            override func loadView() {
                view = StackView {
                    Label("Name").identified("name")
                    Label("Secret").identified("secret").hidden()
                }
            }
        }
        let form = Form()
        let window = visibleWindow(form)
        #expect(
            window.render() == """
                Window
                └─ Form
                   └─ StackView vertical
                      └─ Label #name "Name"
                """)
        #expect(window.find(identifier: "secret") == nil)
        #expect(form.view.find(identifier: "secret") != nil)
        #expect(
            form.view.render() == """
                StackView vertical
                ├─ Label #name "Name"
                └─ Label #secret "Secret" hidden
                """)
    }

    @Test(
        "View.render() on a controller's root view is that view's tree; an embedded child controller shows as itself"
    )
    func rootViewRendersAsItself() {
        final class Badge: ViewController {
            override func loadView() { view = Label("3 new").identified("badge") }
        }
        final class Inbox: ViewController {
            let badge = Badge()
            override func loadView() {
                let root = View().identified("inbox")
                root.addSubview(Label("Inbox"))
                view = root
            }
            override func viewDidLoad() {
                addChild(badge)
                view.addSubview(badge.view)
                badge.didMove(toParent: self)
            }
        }
        let inbox = Inbox()
        _ = visibleWindow(inbox)
        // A newcomer prints the view they built, and sees that view first, not the controller.
        #expect(
            inbox.view.render() == """
                View #inbox
                ├─ Label "Inbox"
                └─ Badge
                   └─ Label #badge "3 new"
                """)
        #expect(inbox.badge.view.render() == #"Label #badge "3 new""#)
    }

    @Test("tapping a missing identifier throws an error naming it and what is tappable")
    func tapMissing() {
        let nav = NavigationController(rootViewController: Screen("A"))
        nav.pushViewController(Screen("B"), animated: false)
        let window = visibleWindow(nav)
        #expect(throws: WindowError.notOnScreen(identifier: "save", available: ["back"])) {
            try window.tap("save")
        }
        #expect(
            WindowError.notOnScreen(identifier: "save", available: ["back"]).description
                == "Nothing tappable with identifier \"save\" is on screen. Tappable on screen: back.")
        #expect(throws: WindowError.notTappable(identifier: "label.B", kind: "Label")) {
            try window.tap("label.B")
        }
    }

    @Test("rendering is deterministic and linear: 10,000 rows render the same twice")
    func deterministic() {
        let rows = Rows((0..<10_000).map { "Row \($0)" })
        let table = TableView().identified("big")
        table.dataSource = rows
        let first = table.render()
        #expect(first == table.render())
        #expect(first.split(separator: "\n").count == 10_001)
    }
}
