import HeadlessUI
import HeadlessUITesting
import Testing

/// A controller that runs a closure from inside one of its lifecycle callbacks, once, and logs
/// every callback under its name.
@MainActor
private final class Reentrant: ViewController {
    let name: String
    let log: EventLog
    var onWillAppear: ((Reentrant) -> Void)?
    var onDidAppear: ((Reentrant) -> Void)?
    var onWillDisappear: ((Reentrant) -> Void)?
    var onDidDisappear: ((Reentrant) -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        log.events.append("\(name).viewWillAppear")
        if let action = onWillAppear {
            onWillAppear = nil
            action(self)
        }
    }
    override func viewDidAppear(_ animated: Bool) {
        log.events.append("\(name).viewDidAppear")
        if let action = onDidAppear {
            onDidAppear = nil
            action(self)
        }
    }
    override func viewWillDisappear(_ animated: Bool) {
        log.events.append("\(name).viewWillDisappear")
        if let action = onWillDisappear {
            onWillDisappear = nil
            action(self)
        }
    }
    override func viewDidDisappear(_ animated: Bool) {
        log.events.append("\(name).viewDidDisappear")
        if let action = onDidDisappear {
            onDidDisappear = nil
            action(self)
        }
    }
}

@MainActor
private final class EventLog {
    var events: [String] = []
}

/// Every controller in `controllers` is appeared exactly when on screen in `window`, else disappeared.
@MainActor
private func expectBalanced(
    _ controllers: [ViewController], onScreen: [ViewController],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for controller in controllers {
        let shown = onScreen.contains { $0 === controller }
        #expect(
            controller.appearanceState == (shown ? .appeared : .disappeared),
            "\(controller.diagnosticName) is \(controller.appearanceState)", sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite("Re-entrancy: transitions requested from inside transitions")
struct ReentrancyTests {
    private let log = EventLog()

    @Test("a push inside viewWillAppear waits for the running push, then runs before the call returns")
    func pushInsideWillAppear() {
        let root = Reentrant("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let window = visibleWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let first = Reentrant("First", log: log)
        let second = Reentrant("Second", log: log)
        first.onWillAppear = { controller in
            controller.navigationController?.pushViewController(second, animated: true)
        }
        log.events = []
        let diagnostics = captureDiagnostics { navigation.pushViewController(first, animated: true) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init) == [
                ObjectIdentifier(root), ObjectIdentifier(first), ObjectIdentifier(second),
            ])
        #expect(
            log.events == [
                "Root.viewWillDisappear", "First.viewWillAppear", "Root.viewDidDisappear",
                "First.viewDidAppear",
                "First.viewWillDisappear", "Second.viewWillAppear", "First.viewDidDisappear",
                "Second.viewDidAppear",
            ])
        expectBalanced([root, first, second, navigation], onScreen: [navigation, second])
    }

    @Test(
        "a presentation inside viewWillAppear of the window's first screen runs once that screen has appeared"
    )
    func presentInsideWillAppear() {
        let root = Reentrant("Root", log: log)
        let modal = Reentrant("Modal", log: log)
        modal.modalPresentationStyle = .fullScreen
        root.onWillAppear = { controller in controller.present(modal, animated: true) }
        let window = Window()
        window.rootViewController = root
        let diagnostics = captureDiagnostics { window.makeKeyAndVisible() }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(root.presentedViewController === modal)
        #expect(
            log.events == [
                "Root.viewWillAppear", "Root.viewDidAppear", "Root.viewWillDisappear", "Modal.viewWillAppear",
                "Modal.viewDidAppear", "Root.viewDidDisappear",
            ])
        expectBalanced([root, modal], onScreen: [modal])
    }

    @Test(
        "a dismissal inside the presentation's completion, and a presentation inside the dismissal's, both run"
    )
    func dismissInsideCompletion() {
        let root = Reentrant("Root", log: log)
        let window = visibleWindow(root)
        defer { withExtendedLifetime(window) {} }
        weak var releasedSheet: ViewController?
        let next = Reentrant("Next", log: log)
        var completions: [String] = []
        do {
            let sheet = Reentrant("Sheet", log: log)
            releasedSheet = sheet
            root.present(sheet, animated: true) {
                completions.append("presented")
                sheet.dismiss(animated: true) {
                    completions.append("dismissed")
                    root.present(next, animated: false) { completions.append("presented next") }
                }
            }
        }
        #expect(completions == ["presented", "dismissed", "presented next"])
        #expect(root.presentedViewController === next)
        #expect(releasedSheet == nil)
        expectBalanced([root, next], onScreen: [root, next])
    }

    @Test("the window's root replaced from inside a push waits for the push, then replaces everything")
    func rootReplacedMidTransition() {
        let root = Reentrant("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let window = visibleWindow(navigation)
        let pushed = Reentrant("Pushed", log: log)
        let replacement = Reentrant("Replacement", log: log)
        pushed.onWillAppear = { _ in window.rootViewController = replacement }
        let diagnostics = captureDiagnostics { navigation.pushViewController(pushed, animated: true) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(window.rootViewController === replacement)
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init) == [
                ObjectIdentifier(root), ObjectIdentifier(pushed),
            ], "the push completed first")
        expectBalanced([root, pushed, navigation, replacement], onScreen: [replacement])
        #expect(log.events.last == "Replacement.viewDidAppear")
    }

    @Test("the window's root replaced during a swipe back waits for the finger, then replaces everything")
    func rootReplacedDuringSwipe() throws {
        let root = Reentrant("Root", log: log)
        let top = Reentrant("Top", log: log)
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        let window = visibleWindow(navigation)
        let replacement = Reentrant("Replacement", log: log)
        let swipe = try window.beginSwipeBack()
        window.rootViewController = replacement
        #expect(window.rootViewController === navigation, "queued while the finger is down")
        #expect(replacement.appearanceState == .disappeared)
        swipe.cancel()
        #expect(window.rootViewController === replacement)
        #expect(
            navigation.viewControllers.map(ObjectIdentifier.init) == [
                ObjectIdentifier(root), ObjectIdentifier(top),
            ])
        expectBalanced([root, top, navigation, replacement], onScreen: [replacement])
    }

    @Test("view = nil while the controller appears or disappears is rejected, and the view stays")
    func unloadDuringAppearance() {
        let root = Reentrant("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let window = visibleWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let page = Reentrant("Page", log: log)
        var loadedViews: [View?] = []
        page.onWillAppear = { controller in
            loadedViews.append(controller.viewIfLoaded)
            controller.view = nil
        }
        page.onWillDisappear = { controller in controller.view = nil }
        let appearing = captureDiagnostics { navigation.pushViewController(page, animated: true) }
        #expect(appearing.map(\.kind) == [.unloadOnScreen])
        #expect(page.isViewLoaded && page.viewIfLoaded === loadedViews.first ?? nil)
        let disappearing = captureDiagnostics { navigation.popViewController(animated: true) }
        #expect(disappearing.map(\.kind) == [.unloadOnScreen])
        #expect(page.isViewLoaded)
        expectBalanced([root, page], onScreen: [root])
        // Once off screen, unloading is allowed, and the next read loads afresh.
        page.view = nil
        #expect(!page.isViewLoaded)
    }

    @Test(
        "a controller's root view taken out of the hierarchy during its own appearance changes nothing it should not"
    )
    func rootViewRemovedDuringAppearance() {
        let root = Reentrant("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let window = visibleWindow(navigation)
        let page = Reentrant("Page", log: log)
        page.onDidAppear = { controller in
            controller.view.removeFromSuperview()
            controller.navigationController?.popViewController(animated: true)
        }
        let diagnostics = captureDiagnostics { navigation.pushViewController(page, animated: true) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        expectBalanced([root, page], onScreen: [root])
        #expect(window.render().contains("Reentrant"))
    }

    @Test(
        "view = nil inside viewDidDisappear of a popped controller unloads it; pushing it again loads it afresh"
    )
    func unloadInsideDidDisappear() {
        let root = Reentrant("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let window = visibleWindow(navigation)
        let page = Reentrant("Page", log: log)
        navigation.pushViewController(page, animated: true)
        let firstView = page.viewIfLoaded
        page.onDidDisappear = { controller in controller.view = nil }
        let diagnostics = captureDiagnostics {
            navigation.popViewController(animated: true)
            #expect(!page.isViewLoaded)
            navigation.pushViewController(page, animated: true)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.isViewLoaded && page.viewIfLoaded !== firstView)
        #expect(window.render().contains("Reentrant"))
        expectBalanced([root, page], onScreen: [navigation, page])
    }

    @Test(
        "a dismissal requested inside the presented controller's viewWillAppear runs after the presentation")
    func dismissInsideWillAppear() {
        let root = Reentrant("Root", log: log)
        let window = visibleWindow(root)
        let sheet = Reentrant("Sheet", log: log)
        sheet.onWillAppear = { controller in controller.dismiss(animated: true) }
        var presented = false
        let diagnostics = captureDiagnostics { root.present(sheet, animated: true) { presented = true } }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(presented)
        #expect(root.presentedViewController == nil)
        #expect(
            log.events.suffix(4) == [
                "Sheet.viewWillAppear", "Sheet.viewDidAppear", "Sheet.viewWillDisappear",
                "Sheet.viewDidDisappear",
            ])
        expectBalanced([root, sheet], onScreen: [root])
        #expect(window.render() == "Window\n└─ Reentrant")
    }
}
