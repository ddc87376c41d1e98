import Testing
import UIKit

/// A window subclass that logs becoming and resigning key, as a UIKit developer overrides them.
@MainActor private final class LoggingWindow: UIWindow {
    var log: AppLog?
    var name = ""

    override func becomeKey() {
        super.becomeKey()
        log?.record("\(name).becomeKey")
    }

    override func resignKey() {
        super.resignKey()
        log?.record("\(name).resignKey")
    }
}

@MainActor @Suite("One key window, announced on NotificationCenter")
struct AppKeyWindowTests {
    private func window(_ name: String, _ log: AppLog) -> LoggingWindow {
        let window = LoggingWindow(frame: UIScreen.main.bounds)
        window.name = name
        window.log = log
        log.label(window, name)
        return window
    }

    @Test(
        "making another window key resigns the first, then the new one becomes key, each posting its notification"
    )
    func keyWindowChanges() {
        let log = AppLog()
        log.observe(UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification)
        defer { log.stopObserving() }
        let main = window("main", log)
        let overlay = window("overlay", log)
        main.rootViewController = UIViewController()
        overlay.rootViewController = UIViewController()

        main.makeKeyAndVisible()
        overlay.makeKeyAndVisible()
        main.makeKey()
        main.makeKey()

        #expect(
            log.events == [
                "UIWindowDidBecomeKey(main)", "main.becomeKey",
                "UIWindowDidResignKey(main)", "main.resignKey",
                "UIWindowDidBecomeKey(overlay)", "overlay.becomeKey",
                "UIWindowDidResignKey(overlay)", "overlay.resignKey",
                "UIWindowDidBecomeKey(main)", "main.becomeKey",
            ])
        #expect(main.isKeyWindow)
        #expect(!overlay.isKeyWindow)
        #expect(appSame(UIApplication.shared.keyWindow, main))
        #expect(overlay.rootViewController?.appearanceState == .appeared)
    }

    @Test(
        "a window made key from inside a didResignKey observer wins; the interrupted one never announces becoming key"
    )
    func keyWindowChangedFromAnObserver() {
        let log = AppLog()
        let main = window("main", log)
        let overlay = window("overlay", log)
        let alert = window("alert", log)
        main.makeKey()
        let before = log.events.count
        let token = NotificationCenter.default.addObserver(
            forName: UIWindow.didResignKeyNotification, object: main, queue: nil
        ) { _ in
            MainActor.assumeIsolated { alert.makeKey() }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        overlay.makeKey()
        #expect(alert.isKeyWindow)
        #expect(!overlay.isKeyWindow)
        #expect(
            Array(log.events.dropFirst(before)) == ["overlay.resignKey", "alert.becomeKey", "main.resignKey"])
    }

    @Test("makeKey alone does not show the window: its root appears only on makeKeyAndVisible")
    func makeKeyDoesNotShow() {
        let log = AppLog()
        let root = AppScreenController("Root", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKey()
        #expect(window.isKeyWindow)
        #expect(log.events.isEmpty)
        #expect(window.subviews.isEmpty)
        window.makeKeyAndVisible()
        #expect(log.events == ["Root.viewDidLoad", "Root.viewWillAppear", "Root.viewDidAppear"])
    }

    @Test("the application lists its windows back to front by level; released windows are gone")
    func windowsByLevel() {
        let alert = UIWindow(frame: UIScreen.main.bounds)
        alert.windowLevel = .alert
        let main = UIWindow(frame: UIScreen.main.bounds)
        let banner = UIWindow(frame: UIScreen.main.bounds)
        banner.windowLevel = .statusBar + 1
        var transient: UIWindow? = UIWindow()
        weak let weakTransient = transient
        #expect(UIApplication.shared.windows.contains { appSame($0, transient) })
        transient = nil

        let ours = UIApplication.shared.windows.filter { $0 === alert || $0 === main || $0 === banner }
        #expect(ours == [main, banner, alert])
        #expect(weakTransient == nil)
        #expect(UIWindow.Level.statusBar + 1 > .statusBar)
    }

    @Test("a phone's screen: 390 by 844 points at 3 pixels a point")
    func mainScreen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(UIWindow().frame == .zero)
        #expect(UIWindow(frame: UIScreen.main.bounds).bounds.size == UIScreen.main.bounds.size)
    }

    @Test("a window made from the screen's bounds renders as before")
    func renderingUnchanged() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let home = UIViewController()
        home.title = "Home"
        window.rootViewController = UINavigationController(rootViewController: home)
        window.makeKeyAndVisible()
        #expect(
            window.render() == """
                Window
                └─ NavigationController
                   ├─ NavigationBar "Home"
                   └─ ViewController
                """)
    }
}
