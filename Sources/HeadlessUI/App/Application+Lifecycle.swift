// Launching an app delegate headless, connecting scenes, and what the system does to a running
// app. Each change calls the delegates first and then posts UIKit's notification, as UIKit does.
// In a scene-based app (one with connected scenes) the scene delegates hear the foreground and
// background changes and the app delegate does not, as in UIKit; the app's notifications are
// posted either way.

import Foundation

extension Application {
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
        _ delegate: any ApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil,
        sceneDelegate: (any ApplicationSceneDelegate)? = nil
    ) -> Application {
        let app = Application.shared
        if app.delegate != nil || !app.connectedScenes.isEmpty { app.simulateTermination() }
        app.applicationState = .inactive
        app.delegate = delegate
        _ = delegate.application(app, willFinishLaunchingWithOptions: options)
        _ = delegate.application(app, didFinishLaunchingWithOptions: options)
        app.post(didFinishLaunchingNotification)
        if let sceneDelegate {
            app.connectScene(delegate: sceneDelegate)
        } else {
            app.applicationState = .active
            delegate.applicationDidBecomeActive(app)
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
    ///   ``disconnectScene(_:)`` or ``simulateTermination()``.
    @discardableResult
    public func connectScene(
        delegate: any ApplicationSceneDelegate,
        options: ApplicationScene.ConnectionOptions = ApplicationScene.ConnectionOptions()
    ) -> WindowScene {
        sessionCount += 1
        let session = SceneSession(role: .windowApplication, ordinal: sessionCount)
        if let configuration = self.delegate?.application(
            self, configurationForConnecting: session, options: options)
        {
            session.configuration = configuration
        }
        let sceneType = session.configuration.sceneClass as? WindowScene.Type ?? WindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.delegate = delegate
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        post(ApplicationScene.willConnectNotification, scene)
        scene.activationState = .background
        delegate.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        delegate.sceneWillEnterForeground(scene)
        post(ApplicationScene.willEnterForegroundNotification, scene)
        scene.activationState = .foregroundActive
        delegate.sceneDidBecomeActive(scene)
        post(ApplicationScene.didActivateNotification, scene)
        if applicationState != .active {
            applicationState = .active
            post(Application.didBecomeActiveNotification)
        }
        return scene
    }

    /// Disconnects `scene`, as when the system reclaims it: its delegate hears
    /// `sceneDidDisconnect`, then the application lets the scene go — and with it the scene
    /// delegate and the window it kept.
    /// - Parameter scene: A connected scene. Any other is reported with an
    ///   ``UIDiagnostic/Kind/applicationStateUnchanged`` diagnostic and nothing changes.
    public func disconnectScene(_ scene: ApplicationScene) {
        guard connectedScenes.contains(scene) else {
            UIDiagnostics.emit(
                UIDiagnostic(
                    .applicationStateUnchanged,
                    "Cannot disconnect \(type(of: scene)) \(scene.session.persistentIdentifier): it is not connected. "
                        + "Disconnect a scene from Application.shared.connectedScenes."))
            return
        }
        scene.delegate?.sceneDidDisconnect(scene)
        post(ApplicationScene.didDisconnectNotification, scene)
        scene.activationState = .unattached
        connectedScenes.remove(scene)
    }

    /// The user leaves the app for a moment (an incoming call, the app switcher): active to
    /// inactive. Scenes hear `sceneWillResignActive` (else the app delegate
    /// `applicationWillResignActive`), then ``willResignActiveNotification`` is posted.
    public func simulateResignActive() {
        guard requireState(.active, for: "resign active") else { return }
        resignActive()
    }

    /// The app goes to the background: resigning active first when it is active, then scenes hear
    /// `sceneDidEnterBackground` (else the app delegate `applicationDidEnterBackground`), then
    /// ``didEnterBackgroundNotification`` is posted.
    public func simulateEnterBackground() {
        guard applicationState != .background else {
            reportUnchanged("enter the background", "it is in the background already")
            return
        }
        if applicationState == .active { resignActive() }
        for scene in foregroundScenes {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            post(ApplicationScene.didEnterBackgroundNotification, scene)
        }
        if connectedScenes.isEmpty { delegate?.applicationDidEnterBackground(self) }
        applicationState = .background
        post(Application.didEnterBackgroundNotification)
    }

    /// The app comes back from the background, inactive: scenes hear `sceneWillEnterForeground`
    /// (else the app delegate `applicationWillEnterForeground`), then
    /// ``willEnterForegroundNotification`` is posted.
    public func simulateEnterForeground() {
        guard requireState(.background, for: "enter the foreground") else { return }
        enterForeground()
    }

    /// The app becomes active, entering the foreground first when it is in the background: scenes
    /// hear `sceneDidBecomeActive` (else the app delegate `applicationDidBecomeActive`), then
    /// ``didBecomeActiveNotification`` is posted.
    public func simulateBecomeActive() {
        guard applicationState != .active else {
            reportUnchanged("become active", "it is active already")
            return
        }
        if applicationState == .background { enterForeground() }
        for scene in sortedScenes where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            post(ApplicationScene.didActivateNotification, scene)
        }
        if connectedScenes.isEmpty { delegate?.applicationDidBecomeActive(self) }
        applicationState = .active
        post(Application.didBecomeActiveNotification)
    }

    /// The system is low on memory: the app delegate hears `applicationDidReceiveMemoryWarning`,
    /// then ``didReceiveMemoryWarningNotification`` is posted.
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        post(Application.didReceiveMemoryWarningNotification)
        // HOOK(controllers): once `ViewController.didReceiveMemoryWarning()` lands, call it here on
        // the controllers of every live window (`liveWindows`), as UIKit's controllers hear the
        // notification. Until then only the app delegate and the notification's observers hear it.
    }

    /// The app ends: the app delegate hears `applicationWillTerminate`,
    /// ``willTerminateNotification`` is posted, every scene is disconnected, and the application
    /// lets go of its delegate and scenes (and so of the windows they kept), back to its state
    /// before any launch.
    public func simulateTermination() {
        delegate?.applicationWillTerminate(self)
        post(Application.willTerminateNotification)
        for scene in sortedScenes { disconnectScene(scene) }
        delegate = nil
        openSessions = []
        applicationState = .active
    }

    // MARK: Steps

    private var sortedScenes: [ApplicationScene] {
        connectedScenes.sorted { $0.session.ordinal < $1.session.ordinal }
    }

    private var foregroundScenes: [ApplicationScene] {
        sortedScenes.filter {
            $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive
        }
    }

    private func resignActive() {
        for scene in sortedScenes where scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            post(ApplicationScene.willDeactivateNotification, scene)
        }
        if connectedScenes.isEmpty { delegate?.applicationWillResignActive(self) }
        applicationState = .inactive
        post(Application.willResignActiveNotification)
    }

    private func enterForeground() {
        for scene in sortedScenes where scene.activationState == .background {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            post(ApplicationScene.willEnterForegroundNotification, scene)
        }
        if connectedScenes.isEmpty { delegate?.applicationWillEnterForeground(self) }
        applicationState = .inactive
        post(Application.willEnterForegroundNotification)
    }

    private func requireState(_ state: State, for change: String) -> Bool {
        guard applicationState != state else { return true }
        reportUnchanged(change, "it is \(applicationState.phrase), not \(state.phrase)")
        return false
    }

    private func reportUnchanged(_ change: String, _ reason: String) {
        UIDiagnostics.emit(
            UIDiagnostic(
                .applicationStateUnchanged,
                "The app cannot \(change): \(reason). Nothing changed."))
    }
}

extension Application.State {
    /// `active`, `inactive`, `in the background`: for messages.
    var phrase: String {
        switch self {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "in the background"
        }
    }
}
