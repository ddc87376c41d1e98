import HeadlessUI
import HeadlessUITesting
import Testing

/// A screen with one of each tappable kind: a button, a text field and a table.
@MainActor
private final class FormScreen: ViewController, TableViewDataSource, TableViewDelegate {
    private(set) var saves = 0
    private(set) var selectedRows: [Int] = []
    private(set) lazy var email = TextField(placeholder: "Email").identified("email")

    init(_ title: String) {
        super.init()
        self.title = title
    }

    override func loadView() {
        let table = TableView().identified("list")
        table.dataSource = self
        table.delegate = self
        view = StackView {
            email
            Button("Save") { [unowned self] in saves += 1 }.identified("save")
            table
        }
    }

    func numberOfRows(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { "Row \(row)" }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selectedRows.append(row) }
}

/// A presented screen with one button that counts its taps.
@MainActor
private final class SheetScreen: ViewController {
    private(set) var taps = 0

    override func loadView() {
        view = Button("OK") { [unowned self] in taps += 1 }.identified("ok")
    }
}

/// A tab bar whose first tab is a navigation stack [home, form]: every kind of chrome is on screen.
@MainActor
private struct Stage {
    let window: Window
    let tabs: TabBarController
    let navigation: NavigationController
    let form: FormScreen

    init() {
        form = FormScreen("Form")
        navigation = NavigationController(rootViewController: Screen("home", title: "Home"))
        tabs = TabBarController(viewControllers: [navigation, Screen("other", title: "Other")])
        window = visibleWindow(tabs)
        navigation.pushViewController(form, animated: false)
    }

    /// Everything a tap could change, to check that a rejected tap changed nothing.
    var state: String {
        "\(navigation.viewControllers.count) \(tabs.selectedIndex) \(form.saves) \(form.selectedRows) "
            + "\(form.email.text ?? "") \(tabs.presentedViewController.map { $0.diagnosticName } ?? "-")"
    }
}

@MainActor
@Suite("Only the frontmost presentation takes taps")
struct InteractionTests {
    static let covered = ["back", "save", "list.row.1", "tab.1"]

    @Test(
        "a tap under a page sheet, a form sheet or an over-full-screen presentation is rejected and changes nothing",
        arguments: [
            (ModalPresentationStyle.pageSheet, "the sheet SheetScreen"),
            (.automatic, "the sheet SheetScreen"),
            (.formSheet, "the form sheet SheetScreen"),
            (.overFullScreen, "the over-full-screen presentation SheetScreen"),
        ])
    func tapUnderAPresentation(style: ModalPresentationStyle, name: String) throws {
        let stage = Stage()
        let sheet = SheetScreen()
        sheet.modalPresentationStyle = style
        stage.form.present(sheet, animated: true)
        let before = (stage.state, stage.window.render())
        for identifier in Self.covered {
            #expect(stage.window.find(identifier: identifier) != nil)
            #expect(throws: WindowError.covered(identifier: identifier, by: name)) {
                try stage.window.tap(identifier)
            }
        }
        #expect(stage.state == before.0)
        #expect(stage.window.render() == before.1)
        try stage.window.tap("ok")
        #expect(sheet.taps == 1)
    }

    @Test(
        "a tap under an alert or an action sheet is rejected and changes nothing; its actions take taps",
        arguments: [
            (AlertController.Style.alert, #"the alert AlertController("Delete?")"#),
            (.actionSheet, #"the action sheet ActionSheet("Delete?")"#),
        ])
    func tapUnderAnAlert(style: AlertController.Style, name: String) throws {
        let stage = Stage()
        var handled: [String] = []
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: style)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { handled.append($0.title ?? "") })
        stage.form.present(alert, animated: true)
        let before = stage.state
        for identifier in Self.covered {
            #expect(throws: WindowError.covered(identifier: identifier, by: name)) {
                try stage.window.tap(identifier)
            }
        }
        #expect(stage.state == before)
        #expect(handled.isEmpty)
        try stage.window.tap("alert.Delete")
        #expect(handled == ["Delete"])
        #expect(stage.tabs.presentedViewController == nil)
    }

    @Test("the covered error names the identifier and the presentation covering it")
    func coveredMessage() {
        let error = WindowError.covered(identifier: "back", by: #"the sheet TermsViewController("Terms")"#)
        #expect(
            error.description
                == #""back" is on screen but covered by the sheet TermsViewController("Terms"); "#
                + "only the frontmost presentation takes taps.")
    }

    @Test("only the frontmost presentation's identifiers are tappable, and a missing one lists them")
    func tappableIdentifiersAreTheFront() throws {
        let stage = Stage()
        #expect(
            stage.window.tappableIdentifiers() == [
                "back", "save", "list.row.0", "list.row.1", "tab.0", "tab.1",
            ])
        stage.form.present(SheetScreen(), animated: true)
        #expect(stage.window.tappableIdentifiers() == ["ok"])
        #expect(throws: WindowError.notOnScreen(identifier: "nope", available: ["ok"])) {
            try stage.window.tap("nope")
        }
    }

    @Test("a navigation controller presented as a sheet has its own working back button")
    func presentedNavigationHasItsOwnBackButton() throws {
        let stage = Stage()
        let inner = NavigationController(rootViewController: Screen("first", title: "First"))
        inner.pushViewController(SheetScreen(), animated: false)
        stage.form.present(inner, animated: true)
        #expect(stage.window.tappableIdentifiers() == ["back", "ok"])
        try stage.window.tap("back")
        #expect(inner.viewControllers.count == 1)
        #expect(stage.navigation.viewControllers.count == 2)
        #expect(throws: WindowError.covered(identifier: "back", by: "the sheet NavigationController")) {
            try stage.window.tap("back")
        }
        #expect(stage.navigation.viewControllers.count == 2)
    }

    @Test("after the presentation is dismissed, the presenter takes taps again")
    func presenterIsTappableAfterDismissal() throws {
        let stage = Stage()
        let sheet = SheetScreen()
        stage.form.present(sheet, animated: true)
        #expect(throws: WindowError.self) { try stage.window.tap("save") }
        sheet.dismiss(animated: true)
        try stage.window.tap("save")
        try stage.window.tap("list.row.0")
        #expect(stage.form.saves == 1 && stage.form.selectedRows == [0])
        try stage.window.tap("back")
        #expect(stage.navigation.viewControllers.count == 1)
        try stage.window.tap("tab.1")
        #expect(stage.tabs.selectedIndex == 1)
    }

    @Test("a view under a full-screen presentation is not on screen at all")
    func fullScreenHidesThePresenter() {
        let stage = Stage()
        let cover = SheetScreen()
        cover.modalPresentationStyle = .fullScreen
        stage.form.present(cover, animated: true)
        #expect(stage.window.find(identifier: "save") == nil)
        #expect(throws: WindowError.notOnScreen(identifier: "save", available: ["ok"])) {
            try stage.window.tap("save")
        }
    }

    @Test("render still shows the covered presenter, then the sheet")
    func renderShowsBoth() {
        let a = Screen("A")
        let window = visibleWindow(a)
        a.present(Screen("B"), animated: true)
        #expect(
            window.render() == """
                Window
                ├─ Screen
                │  └─ Label #label.A "A"
                └─ Screen (pageSheet)
                   └─ Label #label.B "B"
                """)
    }

    @Test("the driver cannot type into, tap or go back through a covered screen")
    func driverRespectsTheFront() throws {
        let stage = Stage()
        let driver = UIDriver(window: stage.window)
        stage.form.present(SheetScreen(), animated: true)
        #expect(throws: UIDriverError.window(.covered(identifier: "email", by: "the sheet SheetScreen"))) {
            try driver.type("ada@example.com", into: "email")
        }
        #expect(throws: UIDriverError.window(.covered(identifier: "back", by: "the sheet SheetScreen"))) {
            try driver.back()
        }
        #expect(driver.execute("tap save").text.contains("covered by the sheet SheetScreen"))
        #expect(throws: UIDriverError.noView(identifier: "nowhere")) {
            try driver.type("x", into: "nowhere")
        }
        #expect(stage.form.email.text?.isEmpty == true)
        #expect(stage.state.hasPrefix("2 0 0 []"))
    }

    @Test("tapping a row whose delegate dismisses the table's controller is still a successful tap")
    func rowDismissingItsController() throws {
        final class Picker: ViewController, TableViewDataSource, TableViewDelegate {
            var picked: Int?
            override func loadView() {
                let table = TableView().identified("photos")
                table.dataSource = self
                table.delegate = self
                view = table
            }
            func numberOfRows(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { "photo \(row)" }
            func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
                picked = row
                dismiss(animated: true)
            }
        }
        let host = Screen("Host")
        let window = visibleWindow(host)
        weak var weakPicker: Picker?
        do {
            let picker = Picker()
            weakPicker = picker
            host.present(picker, animated: false)
        }
        try window.tap("photos.row.1")
        #expect(host.presentedViewController == nil)
        #expect(weakPicker == nil)
    }
}
