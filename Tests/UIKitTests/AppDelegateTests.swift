import ScenewrightTesting
import Testing
import UIKit

/// An app delegate as apps wrote them before scenes: the window lives in `window`.
@MainActor private final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log: AppLog
    weak var home: UIViewController?

    init(log: AppLog) {
        self.log = log
        super.init()
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record("willFinishLaunching(\(launchOptions?[.url].map { "\($0)" } ?? "no url"))")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record("didFinishLaunching")
        let home = AppScreenController("Home", log: log)
        self.home = home
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: home)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.record("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.record("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record("willEnterForeground") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        log.record("didReceiveMemoryWarning")
    }
    func applicationWillTerminate(_ application: UIApplication) { log.record("willTerminate") }
}

@MainActor @Suite("An app delegate with a window runs headless")
struct AppDelegateTests {
    @Test("launching: willFinish, didFinish (the window appears), then didBecomeActive")
    func launchOrder() throws {
        let log = AppLog()
        let delegate = ClassicAppDelegate(log: log)
        let url = try #require(URL(string: "cities://amsterdam"))
        let app = UIApplication.launch(delegate, options: [.url: url])
        defer { app.simulateTermination() }

        #expect(
            log.events == [
                "willFinishLaunching(cities://amsterdam)", "didFinishLaunching",
                "Home.viewDidLoad", "Home.viewWillAppear", "Home.viewDidAppear", "didBecomeActive",
            ])
        let window = try #require(delegate.window)
        #expect(appSame(app.delegate, delegate))
        #expect(appSame(app.delegate?.window, window))
        #expect(appSame(app.keyWindow, window))
        #expect(app.windows.contains(window))
        #expect(window.windowScene == nil)
        #expect(window.screen === UIScreen.main)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(app.connectedScenes.isEmpty)
        #expect(app.applicationState == .active)
    }

    @Test("the app's notifications follow the delegate's calls, in UIKit's order")
    func notifications() {
        let log = AppLog()
        let app = UIApplication.launch(ClassicAppDelegate(log: log))
        defer { app.simulateTermination() }
        log.label(app, "app")
        log.observe(
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.didReceiveMemoryWarningNotification, UIApplication.willTerminateNotification)
        defer { log.stopObserving() }
        let launchEvents = log.events.count

        app.simulateResignActive()
        #expect(app.applicationState == .inactive)
        app.simulateEnterBackground()
        app.simulateEnterForeground()
        #expect(app.applicationState == .inactive)
        app.simulateBecomeActive()
        app.simulateMemoryWarning()
        app.simulateTermination()

        #expect(
            Array(log.events.dropFirst(launchEvents)) == [
                "willResignActive", "UIApplicationWillResignActive(app)",
                "didEnterBackground", "UIApplicationDidEnterBackground(app)",
                "willEnterForeground", "UIApplicationWillEnterForeground(app)",
                "didBecomeActive", "UIApplicationDidBecomeActive(app)",
                "didReceiveMemoryWarning", "UIApplicationDidReceiveMemoryWarning(app)",
                "willTerminate", "UIApplicationWillTerminate(app)",
            ])
    }

    @Test("a change the app's state does not allow is reported and changes nothing")
    func impossibleChanges() {
        let log = AppLog()
        let app = UIApplication.launch(ClassicAppDelegate(log: log))
        defer { app.simulateTermination() }
        let launchEvents = log.events.count

        let diagnostics = captureDiagnostics {
            app.simulateEnterForeground()
            app.simulateBecomeActive()
        }
        #expect(
            diagnostics.map(\.message) == [
                "The app cannot enter the foreground: it is active, not in the background. Nothing changed.",
                "The app cannot become active: it is active already. Nothing changed.",
            ])
        #expect(diagnostics.map(\.kind) == [.applicationStateUnchanged, .applicationStateUnchanged])
        #expect(log.events.count == launchEvents)
        #expect(app.applicationState == .active)
    }

    /// A change refused in a state, and the message that says why.
    struct RefusedChange: Sendable, CustomTestStringConvertible {
        let state: UIApplication.State
        let change: @MainActor @Sendable (UIApplication) -> Void
        let name: String
        let message: String
        var testDescription: String { "\(name) from \(state)" }
    }

    nonisolated static let refusedChanges: [RefusedChange] = [
        RefusedChange(
            state: .inactive, change: { $0.simulateResignActive() }, name: "simulateResignActive",
            message: "The app cannot resign active: it is inactive, not active. Nothing changed."),
        RefusedChange(
            state: .background, change: { $0.simulateResignActive() }, name: "simulateResignActive",
            message: "The app cannot resign active: it is in the background, not active. Nothing changed."),
        RefusedChange(
            state: .background, change: { $0.simulateEnterBackground() }, name: "simulateEnterBackground",
            message: "The app cannot enter the background: it is in the background already. Nothing changed."),
        RefusedChange(
            state: .inactive, change: { $0.simulateEnterForeground() }, name: "simulateEnterForeground",
            message:
                "The app cannot enter the foreground: it is inactive, not in the background. Nothing changed."
        ),
        RefusedChange(
            state: .active, change: { $0.simulateBecomeActive() }, name: "simulateBecomeActive",
            message: "The app cannot become active: it is active already. Nothing changed."),
    ]

    @Test(
        "each change the app's state does not allow is refused with a message naming the change and the state",
        arguments: refusedChanges)
    func refusedChange(_ refused: RefusedChange) {
        let log = AppLog()
        let app = UIApplication.launch(ClassicAppDelegate(log: log))
        defer { app.simulateTermination() }
        switch refused.state {
        case .active: break
        case .inactive: app.simulateResignActive()
        case .background: app.simulateEnterBackground()
        }
        let events = log.events.count
        let diagnostics = captureDiagnostics { refused.change(app) }
        #expect(diagnostics.map(\.message) == [refused.message])
        #expect(diagnostics.map(\.kind) == [.applicationStateUnchanged])
        #expect(log.events.count == events)
        #expect(app.applicationState == refused.state)
    }

    @Test("a window dropped from the app delegate releases its controllers")
    func droppedWindowReleasesControllers() {
        let log = AppLog()
        let delegate = ClassicAppDelegate(log: log)
        let app = UIApplication.launch(delegate)
        defer { app.simulateTermination() }
        weak let window = delegate.window
        weak let home = delegate.home
        #expect(window != nil)
        #expect(home != nil)

        delegate.window = nil
        #expect(window == nil)
        #expect(home == nil)
        #expect(app.keyWindow == nil)
        #expect(app.windows.allSatisfy { !appSame($0, window) })
    }

    @Test("launching again terminates the running app first and releases its delegate")
    func relaunch() {
        let log = AppLog()
        weak var first: ClassicAppDelegate?
        do {
            let delegate = ClassicAppDelegate(log: log)
            first = delegate
            UIApplication.launch(delegate)
        }
        #expect(first != nil)
        let secondLog = AppLog()
        let app = UIApplication.launch(ClassicAppDelegate(log: secondLog))
        defer { app.simulateTermination() }
        #expect(first == nil)
        #expect(log.events.last == "willTerminate")
        #expect(secondLog.events.first == "willFinishLaunching(no url)")
    }
}
