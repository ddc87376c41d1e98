import Testing
import UIKit

/// The app delegate of Xcode's iOS App template, scene-based, logging what it hears.
@MainActor private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    let log: AppLog

    init(log: AppLog) {
        self.log = log
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record("app.didFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.record("app.configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log.record("app.didBecomeActive")
    }
}

/// The scene delegate of Xcode's iOS App template, with a navigation controller as its root.
@MainActor private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: AppLog
    weak var root: UIViewController?

    init(log: AppLog) {
        self.log = log
        super.init()
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        log.record("scene.willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let home = AppScreenController("Home", log: log)
        root = home
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: home)
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.record("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.record("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.record("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.record("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.record("scene.didEnterBackground") }
}

@MainActor @Suite("The scene-based app template runs headless")
struct AppSceneTemplateTests {
    @Test(
        "launching connects the scene: the delegate creates its window in willConnectTo, the root appears, then the scene becomes active"
    )
    func launchOrder() throws {
        let log = AppLog()
        let sceneDelegate = TemplateSceneDelegate(log: log)
        let app = UIApplication.launch(TemplateAppDelegate(log: log), sceneDelegate: sceneDelegate)
        defer { app.simulateTermination() }

        #expect(
            log.events == [
                "app.didFinishLaunching", "app.configurationForConnecting", "scene.willConnect",
                "Home.viewDidLoad", "Home.viewWillAppear", "Home.viewDidAppear",
                "scene.willEnterForeground", "scene.didBecomeActive",
            ])
        let window = try #require(sceneDelegate.window)
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(app.connectedScenes.count == 1)
        #expect(appSame(window.windowScene, scene))
        #expect(scene.windows == [window])
        #expect(appSame(scene.keyWindow, window))
        #expect(window.isKeyWindow)
        #expect(scene.activationState == .foregroundActive)
        #expect(app.applicationState == .active)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.role == .windowApplication)
    }

    @Test("the root controller's view is the window's subview once the window is visible")
    func rootViewInWindow() throws {
        let log = AppLog()
        let sceneDelegate = TemplateSceneDelegate(log: log)
        let app = UIApplication.launch(TemplateAppDelegate(log: log), sceneDelegate: sceneDelegate)
        defer { app.simulateTermination() }
        let window = try #require(sceneDelegate.window)
        let navigation = try #require(window.rootViewController)
        #expect(window.subviews == [navigation.view])
        #expect(appSame(navigation.view.superview, window))

        let replacement = UIViewController()
        window.rootViewController = replacement
        #expect(window.subviews == [replacement.view])
        #expect(navigation.viewIfLoaded?.superview == nil)
    }

    @Test("backgrounding and returning: the scene delegate hears each change, the app delegate does not")
    func backgroundAndForeground() throws {
        let log = AppLog()
        let app = UIApplication.launch(
            TemplateAppDelegate(log: log), sceneDelegate: TemplateSceneDelegate(log: log))
        defer { app.simulateTermination() }
        let scene = try #require(app.connectedScenes.first)
        log.label(app, "app")
        log.label(scene, "scene")
        log.observe(
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
            UIScene.willEnterForegroundNotification, UIScene.didActivateNotification)
        defer { log.stopObserving() }
        let launchEvents = log.events.count

        app.simulateEnterBackground()
        #expect(app.applicationState == .background)
        #expect(scene.activationState == .background)
        app.simulateBecomeActive()
        #expect(app.applicationState == .active)
        #expect(scene.activationState == .foregroundActive)

        #expect(
            Array(log.events.dropFirst(launchEvents)) == [
                "scene.willResignActive", "UISceneWillDeactivate(scene)",
                "UIApplicationWillResignActive(app)",
                "scene.didEnterBackground", "UISceneDidEnterBackground(scene)",
                "UIApplicationDidEnterBackground(app)",
                "scene.willEnterForeground", "UISceneWillEnterForeground(scene)",
                "UIApplicationWillEnterForeground(app)",
                "scene.didBecomeActive", "UISceneDidActivate(scene)",
                "UIApplicationDidBecomeActive(app)",
            ])
    }

    @Test("terminating disconnects the scene and releases its delegate, window and controllers")
    func terminationReleasesTheScene() {
        let log = AppLog()
        weak var weakSceneDelegate: TemplateSceneDelegate?
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIViewController?
        weak var weakScene: UIScene?
        do {
            let sceneDelegate = TemplateSceneDelegate(log: log)
            weakSceneDelegate = sceneDelegate
            UIApplication.launch(TemplateAppDelegate(log: log), sceneDelegate: sceneDelegate)
            weakWindow = sceneDelegate.window
            weakRoot = sceneDelegate.root
            weakScene = UIApplication.shared.connectedScenes.first
        }
        #expect(weakWindow != nil)
        #expect(weakRoot != nil)

        UIApplication.shared.simulateTermination()
        #expect(log.events.suffix(1) == ["scene.didDisconnect"])
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.delegate == nil)
        #expect(weakScene == nil)
        #expect(weakSceneDelegate == nil)
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
    }

    @Test("a second scene gets its own window; each scene knows its key window")
    func twoScenes() throws {
        let log = AppLog()
        let first = TemplateSceneDelegate(log: log)
        let app = UIApplication.launch(TemplateAppDelegate(log: log), sceneDelegate: first)
        defer { app.simulateTermination() }
        let firstScene = try #require(first.window?.windowScene)
        let second = TemplateSceneDelegate(log: log)
        let secondScene = try #require(app.connectScene(delegate: second))

        #expect(app.connectedScenes == [firstScene, secondScene])
        #expect(secondScene.keyWindow != nil)
        #expect(appSame(secondScene.keyWindow, second.window))
        #expect(firstScene.keyWindow == nil)
        #expect(first.window?.isKeyWindow == false)

        app.disconnectScene(secondScene)
        #expect(app.connectedScenes == [firstScene])
        #expect(secondScene.activationState == .unattached)
        #expect(log.events.last == "scene.didDisconnect")
    }
}
