import Foundation
import ScenewrightCore

// Launching an app delegate headless, connecting scenes, and what the system does to a running
// app. Each change calls the delegates first and then posts UIKit's notification, as UIKit does.
// In a scene-based app (one with connected scenes) the scene delegates hear the foreground and
// background changes and the app delegate does not, as in UIKit; the app's notifications are
// posted either way.

extension UIApplication {
    /// Runs `delegate` as `UIApplicationMain` would, headless: `willFinishLaunching`,
    /// `didFinishLaunching` (where an app that is not scene-based creates its window), then either
    /// connects a scene for `sceneDelegate` (``connectScene(delegate:options:)``) or makes the app
    /// active (`applicationDidBecomeActive`).
    ///
    /// An app running already (a delegate or connected scenes) is terminated first
    /// (``simulateTermination()``), so each test launches a fresh app.
    ///
    /// ```swift
    /// Application.launch(AppDelegate(), sceneDelegate: SceneDelegate())
    /// print(Application.shared.keyWindow?.render() ?? "")
    /// ```
    /// - Parameters:
    ///   - delegate: The app delegate; the application keeps it.
    ///   - options: The launch options passed to the delegate.
    ///   - sceneDelegate: For a scene-based app, the delegate of its first scene.
    /// - Returns: The application.
    @discardableResult
    public static func launch(
        _ delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil,
        sceneDelegate: (any UISceneDelegate)? = nil
    ) -> UIApplication {
        let app = UIApplication.shared
        guard app.beginChange("launch") else { return app }
        defer { app.endChange() }
        if app.delegate != nil || !app.connectedScenes.isEmpty { app.terminate() }
        app.applicationState = .inactive
        app.delegate = delegate
        app.deliver("application(_:willFinishLaunchingWithOptions:)") {
            _ = delegate.application(app, willFinishLaunchingWithOptions: options)
        }
        app.deliver("application(_:didFinishLaunchingWithOptions:)") {
            _ = delegate.application(app, didFinishLaunchingWithOptions: options)
        }
        app.post(didFinishLaunchingNotification)
        if let sceneDelegate {
            app.connect(sceneDelegate, options: UIScene.ConnectionOptions())
        } else {
            app.applicationState = .active
            app.deliver("applicationDidBecomeActive(_:)") { delegate.applicationDidBecomeActive(app) }
            app.post(didBecomeActiveNotification)
        }
        return app
    }

    /// Connects a new window scene with `delegate`, as when the user opens the app (or a new
    /// window of it): the app delegate chooses its configuration, then the scene delegate hears
    /// `scene(_:willConnectTo:options:)` (where it creates its window), `sceneWillEnterForeground`
    /// and `sceneDidBecomeActive`.
    ///
    /// - Parameters:
    ///   - delegate: The scene's delegate; the scene keeps it.
    ///   - options: Why the scene connects.
    /// - Returns: The scene, connected and active; the application keeps it until
    ///   ``disconnectScene(_:)`` or ``simulateTermination()``. `nil`, with an
    ///   `Diagnostic.Kind.applicationStateUnchanged` diagnostic, when asked for from inside a
    ///   delegate call of another launch or state change.
    @discardableResult
    public func connectScene(
        delegate: any UISceneDelegate,
        options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
    ) -> UIWindowScene? {
        guard beginChange("connect a scene") else { return nil }
        defer { endChange() }
        return connect(delegate, options: options)
    }

    @discardableResult
    private func connect(
        _ delegate: any UISceneDelegate, options: UIScene.ConnectionOptions
    ) -> UIWindowScene {
        sessionCount += 1
        let session = UISceneSession(role: .windowApplication, ordinal: sessionCount)
        if let appDelegate = self.delegate {
            deliver("application(_:configurationForConnecting:options:)") {
                session.configuration = appDelegate.application(
                    self, configurationForConnecting: session, options: options)
            }
        }
        var sceneType = UIWindowScene.self
        if let named = session.configuration.sceneClass {
            if let windowSceneType = named as? UIWindowScene.Type {
                sceneType = windowSceneType
            } else {
                let name = session.configuration.name.map { "\"\($0)\"" } ?? "without a name"
                Diagnostics.emit(
                    Diagnostic(
                        .sceneClassNotWindowScene,
                        "The scene configuration \(name) names \(StageTypeName.of(named)) as its scene class, which is not a "
                            + "WindowScene subclass; a WindowScene was connected instead. Set sceneClass to "
                            + "UIWindowScene.self or a subclass of it."))
            }
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.delegate = delegate
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        post(UIScene.willConnectNotification, scene)
        scene.activationState = .background
        deliver("scene(_:willConnectTo:options:)") {
            delegate.scene(scene, willConnectTo: session, options: options)
        }
        scene.activationState = .foregroundInactive
        deliver("sceneWillEnterForeground(_:)") { delegate.sceneWillEnterForeground(scene) }
        post(UIScene.willEnterForegroundNotification, scene)
        scene.activationState = .foregroundActive
        deliver("sceneDidBecomeActive(_:)") { delegate.sceneDidBecomeActive(scene) }
        post(UIScene.didActivateNotification, scene)
        if applicationState != .active {
            applicationState = .active
            post(UIApplication.didBecomeActiveNotification)
        }
        return scene
    }

    /// Disconnects `scene`, as when the system reclaims it: its delegate hears
    /// `sceneDidDisconnect`, then the application lets the scene go — and with it the scene
    /// delegate and the window it kept.
    /// - Parameter scene: A connected scene. Any other is reported with an
    ///   `Diagnostic.Kind.applicationStateUnchanged` diagnostic and nothing changes.
    public func disconnectScene(_ scene: UIScene) {
        guard beginChange("disconnect a scene") else { return }
        defer { endChange() }
        guard connectedScenes.contains(scene) else {
            Diagnostics.emit(
                Diagnostic(
                    .applicationStateUnchanged,
                    "Cannot disconnect \(StageTypeName.of(type(of: scene))) \(scene.session.persistentIdentifier): it is not "
                        + "connected. Disconnect a scene from Application.shared.connectedScenes."))
            return
        }
        disconnect(scene)
    }

    /// The user leaves the app for a moment (an incoming call, the app switcher): active to
    /// inactive. Scenes hear `sceneWillResignActive` (else the app delegate
    /// `applicationWillResignActive`), then ``willResignActiveNotification`` is posted.
    public func simulateResignActive() {
        guard beginChange("resign active") else { return }
        defer { endChange() }
        guard requireState(.active, for: "resign active") else { return }
        resignActive()
    }

    /// The app goes to the background: resigning active first when it is active, then scenes hear
    /// `sceneDidEnterBackground` (else the app delegate `applicationDidEnterBackground`), then
    /// ``didEnterBackgroundNotification`` is posted.
    public func simulateEnterBackground() {
        guard beginChange("enter the background") else { return }
        defer { endChange() }
        guard applicationState != .background else {
            reportUnchanged("enter the background", "it is in the background already")
            return
        }
        if applicationState == .active { resignActive() }
        for scene in foregroundScenes {
            scene.activationState = .background
            deliver("sceneDidEnterBackground(_:)") { scene.delegate?.sceneDidEnterBackground(scene) }
            post(UIScene.didEnterBackgroundNotification, scene)
        }
        if connectedScenes.isEmpty {
            deliver("applicationDidEnterBackground(_:)") { delegate?.applicationDidEnterBackground(self) }
        }
        applicationState = .background
        post(UIApplication.didEnterBackgroundNotification)
    }

    /// The app comes back from the background, inactive: scenes hear `sceneWillEnterForeground`
    /// (else the app delegate `applicationWillEnterForeground`), then
    /// ``willEnterForegroundNotification`` is posted.
    public func simulateEnterForeground() {
        guard beginChange("enter the foreground") else { return }
        defer { endChange() }
        guard requireState(.background, for: "enter the foreground") else { return }
        enterForeground()
    }

    /// The app becomes active, entering the foreground first when it is in the background: scenes
    /// hear `sceneDidBecomeActive` (else the app delegate `applicationDidBecomeActive`), then
    /// ``didBecomeActiveNotification`` is posted.
    public func simulateBecomeActive() {
        guard beginChange("become active") else { return }
        defer { endChange() }
        guard applicationState != .active else {
            reportUnchanged("become active", "it is active already")
            return
        }
        if applicationState == .background { enterForeground() }
        for scene in sortedScenes where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            deliver("sceneDidBecomeActive(_:)") { scene.delegate?.sceneDidBecomeActive(scene) }
            post(UIScene.didActivateNotification, scene)
        }
        if connectedScenes.isEmpty {
            deliver("applicationDidBecomeActive(_:)") { delegate?.applicationDidBecomeActive(self) }
        }
        applicationState = .active
        post(UIApplication.didBecomeActiveNotification)
    }

    /// The system is low on memory: the app delegate hears `applicationDidReceiveMemoryWarning`,
    /// then ``didReceiveMemoryWarningNotification`` is posted, then every controller of every window
    /// hears `didReceiveMemoryWarning()` (see ``UIWindow/simulateMemoryWarning()``).
    public func simulateMemoryWarning() {
        guard beginChange("receive a memory warning") else { return }
        defer { endChange() }
        deliver("applicationDidReceiveMemoryWarning(_:)") {
            delegate?.applicationDidReceiveMemoryWarning(self)
        }
        post(UIApplication.didReceiveMemoryWarningNotification)
        // UIKit's controllers hear the warning through the notification, after the app delegate.
        for window in liveWindows { window.simulateMemoryWarning() }
    }

    /// The app ends: the app delegate hears `applicationWillTerminate`,
    /// ``willTerminateNotification`` is posted, every scene is disconnected, and the application
    /// lets go of its delegate and scenes (and so of the windows they kept), back to its state
    /// before any launch.
    public func simulateTermination() {
        guard beginChange("terminate") else { return }
        defer { endChange() }
        terminate()
    }

    // MARK: Steps

    private func terminate() {
        deliver("applicationWillTerminate(_:)") { delegate?.applicationWillTerminate(self) }
        post(UIApplication.willTerminateNotification)
        for scene in sortedScenes { disconnect(scene) }
        delegate = nil
        openSessions = []
        applicationState = .active
    }

    private func disconnect(_ scene: UIScene) {
        deliver("sceneDidDisconnect(_:)") { scene.delegate?.sceneDidDisconnect(scene) }
        post(UIScene.didDisconnectNotification, scene)
        scene.activationState = .unattached
        connectedScenes.remove(scene)
    }

    private var sortedScenes: [UIScene] {
        connectedScenes.sorted { $0.session.ordinal < $1.session.ordinal }
    }

    private var foregroundScenes: [UIScene] {
        sortedScenes.filter {
            $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive
        }
    }

    private func resignActive() {
        for scene in sortedScenes where scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            deliver("sceneWillResignActive(_:)") { scene.delegate?.sceneWillResignActive(scene) }
            post(UIScene.willDeactivateNotification, scene)
        }
        if connectedScenes.isEmpty {
            deliver("applicationWillResignActive(_:)") { delegate?.applicationWillResignActive(self) }
        }
        applicationState = .inactive
        post(UIApplication.willResignActiveNotification)
    }

    private func enterForeground() {
        for scene in sortedScenes where scene.activationState == .background {
            scene.activationState = .foregroundInactive
            deliver("sceneWillEnterForeground(_:)") { scene.delegate?.sceneWillEnterForeground(scene) }
            post(UIScene.willEnterForegroundNotification, scene)
        }
        if connectedScenes.isEmpty {
            deliver("applicationWillEnterForeground(_:)") { delegate?.applicationWillEnterForeground(self) }
        }
        applicationState = .inactive
        post(UIApplication.willEnterForegroundNotification)
    }

    private func requireState(_ state: State, for change: String) -> Bool {
        guard applicationState != state else { return true }
        reportUnchanged(change, "it is \(applicationState.phrase), not \(state.phrase)")
        return false
    }

    private func reportUnchanged(_ change: String, _ reason: String) {
        Diagnostics.emit(
            Diagnostic(
                .applicationStateUnchanged,
                "The app cannot \(change): \(reason). Nothing changed."))
    }

    // MARK: One change at a time

    /// Starts a change, or reports it and returns `false` when another change is delivering its
    /// calls: a delegate or an observer asking for a change from inside one would hear its own
    /// calls twice, out of order.
    private func beginChange(_ change: String) -> Bool {
        guard let call = changeInProgress else {
            changeInProgress = "a state change"
            return true
        }
        Diagnostics.emit(
            Diagnostic(
                .applicationStateUnchanged,
                "The app cannot \(change) from inside \(call): a state change is in progress. "
                    + "Ask for it after the delegate call returns. Nothing changed."))
        return false
    }

    private func endChange() { changeInProgress = nil }

    /// Runs a delegate call (named like `applicationWillResignActive(_:)`), so that a change asked
    /// for from inside it is reported with its name.
    private func deliver(_ call: String, _ body: () -> Void) {
        let outer = changeInProgress
        changeInProgress = call
        body()
        changeInProgress = outer
    }
}

extension UIApplication.State {
    /// `active`, `inactive`, `in the background`: for messages.
    var phrase: String {
        switch self {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "in the background"
        }
    }
}
