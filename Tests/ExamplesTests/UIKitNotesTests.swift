import ScenewrightTesting
import Testing

@testable import Examples

/// The notes demo, written with UIKit's names: its scripted walk, its alerts and its sheet, the
/// explorer, and its storyboard map. (The test reads the app through HeadlessUI's names, which are the
/// same types.)
@MainActor
@Suite("The UIKit notes example")
struct UIKitNotesTests {
    @Test("the scripted walk's key screens match their snapshots")
    func screens() throws {
        let window = UIKitNotes.launch()
        defer { UIKitNotes.finish() }
        assertSnapshot(of: window, named: "1-notes")
        try window.tap("notes.row.1")
        assertSnapshot(of: window, named: "2-detail")
        try window.tap("delete")
        assertSnapshot(of: window, named: "3-delete-alert")
        try window.tap("alert.Delete")
        assertSnapshot(of: window, named: "4-notes-after-delete")
        try window.tap("add")
        assertSnapshot(of: window, named: "5-form-sheet")
        try window.tap("sample")
        try window.tap("save")
        assertSnapshot(of: window, named: "6-notes-after-save")
        try window.tap("tab.1")
        assertSnapshot(of: window, named: "7-about")
    }

    @Test("Delete asks first: Cancel keeps the note, Delete removes it and pops to the list")
    func deleteAsksFirst() throws {
        let window = UIKitNotes.launch()
        defer { UIKitNotes.finish() }
        let store = try #require(UIKitNotes.appDelegate?.store)
        try window.tap("notes.row.0")
        try window.tap("delete")
        try window.tap("alert.Cancel")
        #expect(store.notes.map(\.title) == ["Groceries", "Trip to Kyoto", "Ideas"])
        try window.tap("delete")
        try window.tap("alert.Delete")
        #expect(store.notes.map(\.title) == ["Trip to Kyoto", "Ideas"])
        let tabs = try #require(window.rootViewController as? TabBarController)
        let navigation = try #require(tabs.selectedViewController as? NavigationController)
        #expect(navigation.topViewController is NotesListViewController)
        #expect(!window.render().contains("Groceries"))
    }

    @Test("an empty title is refused with an alert; a typed title is saved and listed")
    func form() throws {
        let window = UIKitNotes.launch()
        defer { UIKitNotes.finish() }
        let store = try #require(UIKitNotes.appDelegate?.store)
        try window.tap("add")
        try window.tap("save")
        #expect(window.render().contains("A note needs a title"))
        try window.tap("alert.OK")
        let field = try #require(window.find(identifier: "title") as? TextField)
        field.type("Water the plants")
        try window.tap("save")
        #expect(store.notes.last?.title == "Water the plants")
        #expect(window.render().contains("Water the plants"))
        try window.tap("add")
        try window.tap("cancel")
        #expect(store.notes.count == 4)
    }

    @Test(
        "the app explores clean, and its storyboard map draws the list, the detail, the sheet and the alerts")
    func explores() throws {
        let report = try ExampleEntry(UIKitNotes.self).explorer(maxDepth: 5).run()
        UIKitNotes.finish()
        #expect(report.violations.isEmpty, "\(report.violations.map(\.description))")
        #expect(report.screens.count > 5)
        let html = report.storyboardHTML()
        #expect(html.contains("<span class=\"navtitle\">Notes</span>"))
        #expect(html.contains("<div class=\"layer sheet\">"))
        #expect(html.contains("A note needs a title"))
        #expect(html.contains(">tap notes.row.0</text>"))
    }

    @Test("the console drives it: tap a row, type a title into the form's text field, save, swipe back")
    func console() throws {
        let window = UIKitNotes.launch()
        defer { UIKitNotes.finish() }
        var input = [
            "tap notes.row.2", "swipe back", "tap add", "type title Buy stamps", "tap save", "tap tab.1",
        ][...]
        var output = ""
        let console = InteractiveConsole(
            driver: UIDriver(window: window), input: { input.popFirst() }, output: { output += $0 })
        console.run()
        #expect(!output.contains("Nothing tappable"), "\(output)")
        #expect(!output.contains("Unknown command"), "\(output)")
        #expect(UIKitNotes.appDelegate?.store.notes.last?.title == "Buy stamps")
        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.selectedIndex == 1)
    }

    @Test("the app and its screens are released when it finishes")
    func released() throws {
        weak var delegate: NotesAppDelegate?
        weak var window: Window?
        do {
            let shown = UIKitNotes.launch()
            try shown.tap("notes.row.0")
            delegate = UIKitNotes.appDelegate
            window = shown
            UIKitNotes.finish()
        }
        #expect(delegate == nil)
        #expect(window == nil)
    }
}
