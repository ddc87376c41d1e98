import HeadlessUI
import Testing
import UIKit

/// A list screen that configures its navigation item in viewDidLoad, as Apple's documentation
/// shows: a title, an Add button on the right, an Edit button on the left.
@MainActor final class NotesViewController: LoggingViewController {
    private(set) var added = 0
    private(set) var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "All Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [unowned self] _ in added += 1 })
        let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { [unowned self] _ in edits += 1 })
        edit.accessibilityIdentifier = "notes.edit"
        navigationItem.setLeftBarButton(edit, animated: false)
        navigationItem.backButtonTitle = "Notes"
    }
}

/// An editor that must not be left by the back button until it is saved.
@MainActor final class EditorViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.setHidesBackButton(true, animated: false)
        let save = UIBarButtonItem(
            systemItem: .save,
            primaryAction: UIAction { [unowned self] _ in
                navigationItem.setHidesBackButton(false, animated: true)
            })
        navigationItem.rightBarButtonItem = save
    }
}

@MainActor @Suite("Controllers: navigation items, their bar button items and the back button")
struct ControllersNavigationItemTests {
    @Test(
        "the bar shows navigationItem.title over the controller's title, and its bar button items take taps")
    func barButtonItemsTap() throws {
        let log = EventLog()
        let notes = NotesViewController(name: "Notes", log: log)
        let navigation = UINavigationController(rootViewController: notes)
        let window = keyWindow(showing: navigation)
        #expect(
            window.render() == """
                Window
                └─ NavigationController
                   ├─ NavigationBar "All Notes"
                   │  ├─ BarButtonItem #notes.edit "Edit"
                   │  └─ BarButtonItem #nav.right.0 "Add"
                   └─ NotesViewController
                """)
        try window.tap("nav.right.0")
        try window.tap("nav.right.0")
        try window.tap("notes.edit")
        #expect(notes.added == 2)
        #expect(notes.edits == 1)
        #expect(notes.navigationItem.leftBarButtonItem?.title == "Edit")
        #expect(notes.navigationItem.rightBarButtonItems?.count == 1)
    }

    @Test("the back button shows the previous item's backButtonTitle, or its backBarButtonItem's title")
    func backButtonTitles() throws {
        let log = EventLog()
        let notes = NotesViewController(name: "Notes", log: log)
        let navigation = UINavigationController(rootViewController: notes)
        let window = keyWindow(showing: navigation)
        let detail = LoggingViewController(name: "Detail", log: log)
        navigation.pushViewController(detail, animated: false)
        #expect(window.render().contains(#"Button #back "Notes""#))
        notes.navigationItem.backBarButtonItem = UIBarButtonItem(title: "List")
        #expect(window.render().contains(#"Button #back "List""#))
        // The left item belongs to Notes only: Detail shows the back button and no left item.
        #expect(window.tappableIdentifiers() == ["back"])
        try window.tap("back")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("hidesBackButton hides the back button and refuses swipe back, until it is shown again")
    func hidesBackButton() throws {
        let log = EventLog()
        let notes = NotesViewController(name: "Notes", log: log)
        let navigation = UINavigationController(rootViewController: notes)
        let window = keyWindow(showing: navigation)
        let editor = EditorViewController(name: "Editor", log: log)
        navigation.pushViewController(editor, animated: true)
        log.clear()
        #expect(window.find(identifier: "back") == nil)
        #expect(throws: WindowError.notOnScreen(identifier: "back", available: ["nav.right.0"])) {
            try window.tap("back")
        }
        let diagnostics = UIDiagnostics.withCapture {
            #expect(throws: WindowError.self) { _ = try window.beginSwipeBack() }
        }.diagnostics
        #expect(diagnostics.map(\.kind) == [.swipeBackRefused])
        #expect(diagnostics.first?.message.contains("Editor") == true)
        #expect(log.events.isEmpty)
        #expect(navigation.viewControllers.count == 2)

        try window.tap("nav.right.0")  // Save shows the back button again
        try window.tap("back")
        #expect(
            log.events == [
                "Editor.viewWillDisappear", "Notes.viewWillAppear", "Editor.viewDidDisappear",
                "Notes.viewDidAppear",
            ])
    }

    @Test("a disabled bar button item refuses the tap with a clear error and runs nothing")
    func disabledItem() throws {
        let log = EventLog()
        let notes = NotesViewController(name: "Notes", log: log)
        let window = keyWindow(showing: UINavigationController(rootViewController: notes))
        notes.navigationItem.rightBarButtonItem?.isEnabled = false
        #expect(window.render().contains(#"BarButtonItem #nav.right.0 "Add" disabled"#))
        let error = #expect(throws: WindowError.self) { try window.tap("nav.right.0") }
        #expect(
            error
                == .disabled(
                    identifier: "nav.right.0",
                    reason: "BarButtonItem is disabled (its BarButtonItem's isEnabled is false)"))
        #expect(error?.description.contains("disabled") == true)
        #expect(notes.added == 0)
    }

    @Test("hostile titles: nil, empty, NUL and newlines render on one line and stay tappable")
    func hostileTitles() throws {
        let controller = UIViewController()
        controller.title = "a\u{0}b\nc"
        var taps = 0
        let untitled = UIBarButtonItem(title: nil, primaryAction: nil)
        let empty = UIBarButtonItem(title: "", primaryAction: UIAction { _ in taps += 1 })
        controller.navigationItem.rightBarButtonItems = [untitled, empty, .flexibleSpace()]
        let window = keyWindow(showing: UINavigationController(rootViewController: controller))
        let render = window.render()
        #expect(render.contains("NavigationBar \"a\u{0}b c\""))
        #expect(render.contains("BarButtonItem #nav.right.0\n"))
        #expect(render.contains(#"BarButtonItem #nav.right.1 """#))
        try window.tap("nav.right.0")  // no action: nothing happens, no crash
        try window.tap("nav.right.1")
        #expect(taps == 1)
        #expect(window.tappableIdentifiers() == ["nav.right.0", "nav.right.1"])
    }
}

@MainActor @Suite("Controllers: swipe back and the left bar button items")
struct ControllersSwipeBackTests {
    @Test("left items that replace the back button also refuse swipe back; supplementing it keeps both")
    func leftItemsReplaceBack() throws {
        let log = EventLog()
        let list = LoggingViewController(name: "List", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = keyWindow(showing: navigation)
        let detail = LoggingViewController(name: "Detail", log: log)
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        navigation.pushViewController(detail, animated: false)
        #expect(window.tappableIdentifiers() == ["nav.left.0"])
        let diagnostics = UIDiagnostics.withCapture {
            #expect(throws: WindowError.self) { _ = try window.beginSwipeBack() }
        }.diagnostics
        #expect(diagnostics.first?.message.contains("leftItemsSupplementBackButton") == true)

        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(window.tappableIdentifiers() == ["back", "nav.left.0"])
        let swipe = try window.beginSwipeBack()
        swipe.finish()
        #expect(navigation.viewControllers.count == 1)
    }
}

/// A controller that supplies its own navigation item by overriding the property, as some UIKit
/// code does.
@MainActor final class CustomItemViewController: UIViewController {
    private let item: UINavigationItem = {
        let item = UINavigationItem(title: "Custom")
        item.rightBarButtonItem = UIBarButtonItem(title: "Go")
        return item
    }()
    override var navigationItem: UINavigationItem { item }
}

@MainActor @Suite("Controllers: an overridden navigationItem")
struct ControllersCustomItemTests {
    @Test("the bar shows the item an override of navigationItem returns")
    func overriddenItem() {
        let window = keyWindow(
            showing: UINavigationController(rootViewController: CustomItemViewController()))
        #expect(window.render().contains(#"NavigationBar "Custom""#))
        #expect(window.tappableIdentifiers() == ["nav.right.0"])
    }
}

/// A mailbox screen with a toolbar of actions, as UIKit apps set them up.
@MainActor final class MailboxViewController: LoggingViewController {
    private(set) var deleted = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let delete = UIBarButtonItem(
            systemItem: .trash, primaryAction: UIAction { [unowned self] _ in deleted += 1 })
        setToolbarItems([.flexibleSpace(), delete], animated: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }
}

@MainActor @Suite("Controllers: the navigation controller's toolbar")
struct ControllersToolbarTests {
    @Test("the toolbar is hidden until shown; it shows the top controller's toolbar items, which take taps")
    func toolbar() throws {
        let log = EventLog()
        let plain = LoggingViewController(name: "Plain", log: log)
        let navigation = UINavigationController(rootViewController: plain)
        let window = keyWindow(showing: navigation)
        #expect(navigation.isToolbarHidden)
        #expect(!window.render().contains("Toolbar"))

        let mailbox = MailboxViewController(name: "Mailbox", log: log)
        navigation.pushViewController(mailbox, animated: true)
        #expect(!navigation.isToolbarHidden)
        #expect(window.render().hasSuffix("\n   └─ Toolbar\n      └─ BarButtonItem #toolbar.1 \"Delete\""))
        try window.tap("toolbar.1")
        #expect(mailbox.deleted == 1)
        #expect(navigation.toolbar.items?.count == 2)

        try window.tap("back")  // Plain has no items: the toolbar stays, empty
        #expect(window.render().hasSuffix("\n   └─ Toolbar"))
        navigation.isToolbarHidden = true
        #expect(!window.render().contains("Toolbar"))
    }
}

@MainActor @Suite("Controllers: popped controllers and their items are released")
struct ControllersItemReleaseTests {
    @Test("a popped controller with bar button items and toolbar items is released, and so are its items")
    func poppedWithItemsReleased() throws {
        let log = EventLog()
        let navigation = UINavigationController(
            rootViewController: LoggingViewController(name: "Root", log: log))
        let window = keyWindow(showing: navigation)
        weak var weakMailbox: MailboxViewController?
        weak var weakNotes: NotesViewController?
        weak var weakItem: UIBarButtonItem?
        do {
            let notes = NotesViewController(name: "Notes", log: log)
            let mailbox = MailboxViewController(name: "Mailbox", log: log)
            navigation.pushViewController(notes, animated: false)
            navigation.pushViewController(mailbox, animated: false)
            weakNotes = notes
            weakMailbox = mailbox
            weakItem = mailbox.toolbarItems?.last
            #expect(window.render().contains("toolbar.1"))
        }
        navigation.popToRootViewController(animated: true)
        #expect(weakMailbox == nil)
        #expect(weakNotes == nil)
        #expect(weakItem == nil)
        #expect(navigation.toolbar.subviews.isEmpty)
        #expect(navigation.navigationBar.subviews.isEmpty)
    }
}
