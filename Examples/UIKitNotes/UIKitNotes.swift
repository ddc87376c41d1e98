import UIKit

/// The notes app's delegate, as an iOS app has one: it makes the window and the first screens.
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let store = NotesStore()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let notes = UINavigationController(rootViewController: NotesListViewController(store: store))
        // UIKit's `UITabBarItem(title:image:tag:)` is not modelled yet: the item's title is set instead.
        notes.tabBarItem.title = "Notes"
        let about = NotesAboutViewController()
        about.tabBarItem.title = "About"
        let tabs = UITabBarController()
        tabs.viewControllers = [notes, about]

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A notes app written wholly with UIKit's names — `UIWindow`, `UITabBarController`,
/// `UINavigationController`, a `UITableView` with its data source, bar button items, a form with a
/// `UITextField`, `UIAlertController` — played, explored and driven like the other examples.
enum UIKitNotes: Example {
    static let name = "uikit-notes"
    static let summary = "A notes app written with UIKit's names: list, detail, a form sheet, alerts, tabs"

    /// The app delegate, kept as UIKit keeps it, until ``finish()``.
    @MainActor private(set) static var appDelegate: NotesAppDelegate?

    static func launch() -> UIWindow {
        let delegate = NotesAppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        appDelegate = delegate
        return delegate.window ?? UIWindow(frame: UIScreen.main.bounds)
    }

    static func finish() { appDelegate = nil }

    static func play(_ stage: Stage) throws {
        stage.show("launch: the notes list in a navigation controller, inside a tab bar")
        try stage.tap("notes.row.1", "open a note: the list shows it with show(_:sender:), a push")
        try stage.tap("delete", "Delete asks first, with a UIAlertController")
        try stage.tap("alert.Cancel", "Cancel keeps the note")
        try stage.tap("delete", "Delete again")
        try stage.tap("alert.Delete", "Delete removes it and pops back to the list")
        try stage.tap("add", "the Add bar button presents the form as a sheet")
        try stage.tap("save", "saving without a title is refused with an alert")
        try stage.tap("alert.OK", "OK returns to the form")
        try stage.tap("sample", "fill in a title")
        try stage.tap("save", "Save adds the note, dismisses the sheet and the list reloads")
        try stage.tap("tab.1", "the About tab")
        try stage.tap("tab.0", "back to the notes")
    }
}
