import HeadlessUI
import HeadlessUITesting
import Testing

/// A newcomer's first app: a root controller set, `makeKeyAndVisible()` forgotten.
@MainActor
private final class WelcomeViewController: ViewController {
    private(set) var taps = 0

    override func loadView() {
        view = StackView {
            Label("Welcome")
            Button("Start") { [unowned self] in taps += 1 }.identified("start")
        }
    }
}

@MainActor
@Suite("A window never made key and visible")
struct NotVisibleWindowTests {
    @Test("render says the window is not key and visible, names the root and the fix")
    func renderSaysWhy() {
        let window = Window()
        window.rootViewController = WelcomeViewController()
        #expect(
            window.render()
                == "Window (not key and visible: call makeKeyAndVisible() to show WelcomeViewController)")
        #expect(
            Window().render()
                == "Window (not key and visible: set rootViewController, then call makeKeyAndVisible())")
    }

    @Test(
        "a tap says the window is not visible and how to fix it, with a diagnostic, even when the view loaded"
    )
    func tapSaysWhy() {
        let welcome = WelcomeViewController()
        let window = Window()
        window.rootViewController = welcome
        welcome.loadViewIfNeeded()  // the newcomer's test read `welcome.view` first
        let (error, diagnostics) = UIDiagnostics.withCapture { () -> WindowError? in
            do throws(WindowError) {
                try window.tap("start")
                return nil
            } catch {
                return error
            }
        }
        #expect(welcome.taps == 0, "a window that shows nothing takes no touches")
        #expect(
            error?.description
                == "Nothing is on screen: the window was never made key and visible, so \"start\" cannot be "
                + "tapped. Call window.makeKeyAndVisible() to show WelcomeViewController.")
        #expect(diagnostics.map(\.kind) == [.windowNotKeyAndVisible])
        #expect(window.tappableIdentifiers().isEmpty)
        #expect(window.find(identifier: "start") == nil)
    }

    @Test("gestures and the driver on a window that is not visible say the same")
    func gesturesSayWhy() {
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: WelcomeViewController())
        let driver = UIDriver(window: window)
        let diagnostics = captureDiagnostics {
            #expect(throws: WindowError.notVisible(identifier: nil, root: "NavigationController")) {
                try window.beginSwipeBack()
            }
            #expect(throws: WindowError.notVisible(identifier: nil, root: "NavigationController")) {
                try window.beginSheetDrag()
            }
            #expect(throws: WindowError.notVisible(identifier: nil, root: "NavigationController")) {
                try window.swipeDownSheet()
            }
            #expect(
                throws: UIDriverError.window(.notVisible(identifier: "back", root: "NavigationController"))
            ) {
                try driver.back()
            }
            #expect(
                throws: UIDriverError.window(.notVisible(identifier: "name", root: "NavigationController"))
            ) {
                try driver.type("x", into: "name")
            }
        }
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.kind == .windowNotKeyAndVisible })
    }

    @Test("a window released with a root it never showed is a diagnostic; one that was shown is not")
    func releaseSaysWhy() {
        let diagnostics = captureDiagnostics {
            var window: Window? = Window()
            window?.rootViewController = WelcomeViewController()
            window = nil
            var shown: Window? = Window()
            shown?.rootViewController = WelcomeViewController()
            shown?.makeKeyAndVisible()
            shown = nil
            var empty: Window? = Window()
            empty = nil
            _ = (window, shown, empty)
        }
        #expect(diagnostics.map(\.kind) == [.windowNotKeyAndVisible])
        #expect(
            diagnostics.first?.message
                == "A Window with root WelcomeViewController was released without ever being made key and "
                + "visible, so nothing of it was shown. Call window.makeKeyAndVisible() after setting its "
                + "rootViewController.")
    }

    @Test("after makeKeyAndVisible the same window renders and taps as usual")
    func fixed() throws {
        let welcome = WelcomeViewController()
        let window = Window()
        window.rootViewController = welcome
        window.makeKeyAndVisible()
        try window.tap("start")
        #expect(welcome.taps == 1)
        #expect(window.render().hasPrefix("Window\n└─ WelcomeViewController"))
    }
}
