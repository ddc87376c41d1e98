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
        app.performChange("launch") {
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
        performChange("connect a scene") { connect(delegate, options: options) }
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
        performChange("disconnect a scene") {
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
    }

    /// The user leaves the app for a moment (an incoming call, the app switcher): active to
    /// inactive. Scenes hear `sceneWillResignActive` (else the app delegate
    /// `applicationWillResignActive`), then ``willResignActiveNotification`` is posted.
    public func simulateResignActive() {
        performChange("resign active", requiring: .state(.active)) { take(.resignActive) }
    }

    /// The app goes to the background: resigning active first when it is active, then scenes hear
    /// `sceneDidEnterBackground` (else the app delegate `applicationDidEnterBackground`), then
    /// ``didEnterBackgroundNotification`` is posted.
    public func simulateEnterBackground() {
        performChange("enter the background", requiring: .notAlready(.background)) {
            if applicationState == .active { take(.resignActive) }
            take(.enterBackground)
        }
    }

    /// The app comes back from the background, inactive: scenes hear `sceneWillEnterForeground`
    /// (else the app delegate `applicationWillEnterForeground`), then
    /// ``willEnterForegroundNotification`` is posted.
    public func simulateEnterForeground() {
        performChange("enter the foreground", requiring: .state(.background)) { take(.enterForeground) }
    }

    /// The app becomes active, entering the foreground first when it is in the background: scenes
    /// hear `sceneDidBecomeActive` (else the app delegate `applicationDidBecomeActive`), then
    /// ``didBecomeActiveNotification`` is posted.
    public func simulateBecomeActive() {
        performChange("become active", requiring: .notAlready(.active)) {
            if applicationState == .background { take(.enterForeground) }
            take(.becomeActive)
        }
    }

    /// The system is low on memory: the app delegate hears `applicationDidReceiveMemoryWarning`,
    /// then ``didReceiveMemoryWarningNotification`` is posted, then every controller of every window
    /// hears `didReceiveMemoryWarning()` (see ``UIWindow/simulateMemoryWarning()``).
    public func simulateMemoryWarning() {
        performChange("receive a memory warning") {
            deliver("applicationDidReceiveMemoryWarning(_:)") {
                delegate?.applicationDidReceiveMemoryWarning(self)
            }
            post(UIApplication.didReceiveMemoryWarningNotification)
            // UIKit's controllers hear the warning through the notification, after the app delegate.
            for window in liveWindows { window.simulateMemoryWarning() }
        }
    }

    /// The app ends: the app delegate hears `applicationWillTerminate`,
    /// ``willTerminateNotification`` is posted, every scene is disconnected, and the application
    /// lets go of its delegate and scenes (and so of the windows they kept), back to its state
    /// before any launch.
    public func simulateTermination() {
        performChange("terminate") { terminate() }
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

    /// One step between the foreground and the background, as UIKit takes it: each connected
    /// scene in one of `scenesIn` moves to `sceneState`, its delegate hears `sceneCall` and
    /// `sceneNotification` is posted for it; in an app without scenes the app delegate hears
    /// `appCall` instead. Then the app takes `appState` and posts `appNotification`.
    private struct LifecycleStep: Sendable {
        typealias SceneCall = @MainActor @Sendable (any UISceneDelegate, UIScene) -> Void
        typealias AppCall = @MainActor @Sendable (any UIApplicationDelegate, UIApplication) -> Void

        let scenesIn: [UIScene.ActivationState]
        let sceneState: UIScene.ActivationState
        let sceneCall: (name: String, call: SceneCall)
        let sceneNotification: Notification.Name
        let appCall: (name: String, call: AppCall)
        let appState: State
        let appNotification: Notification.Name

        static let resignActive = LifecycleStep(
            scenesIn: [.foregroundActive], sceneState: .foregroundInactive,
            sceneCall: ("sceneWillResignActive(_:)", { $0.sceneWillResignActive($1) }),
            sceneNotification: UIScene.willDeactivateNotification,
            appCall: ("applicationWillResignActive(_:)", { $0.applicationWillResignActive($1) }),
            appState: .inactive, appNotification: UIApplication.willResignActiveNotification)
        static let enterBackground = LifecycleStep(
            scenesIn: [.foregroundActive, .foregroundInactive], sceneState: .background,
            sceneCall: ("sceneDidEnterBackground(_:)", { $0.sceneDidEnterBackground($1) }),
            sceneNotification: UIScene.didEnterBackgroundNotification,
            appCall: ("applicationDidEnterBackground(_:)", { $0.applicationDidEnterBackground($1) }),
            appState: .background, appNotification: UIApplication.didEnterBackgroundNotification)
        static let enterForeground = LifecycleStep(
            scenesIn: [.background], sceneState: .foregroundInactive,
            sceneCall: ("sceneWillEnterForeground(_:)", { $0.sceneWillEnterForeground($1) }),
            sceneNotification: UIScene.willEnterForegroundNotification,
            appCall: ("applicationWillEnterForeground(_:)", { $0.applicationWillEnterForeground($1) }),
            appState: .inactive, appNotification: UIApplication.willEnterForegroundNotification)
        static let becomeActive = LifecycleStep(
            scenesIn: [.foregroundInactive], sceneState: .foregroundActive,
            sceneCall: ("sceneDidBecomeActive(_:)", { $0.sceneDidBecomeActive($1) }),
            sceneNotification: UIScene.didActivateNotification,
            appCall: ("applicationDidBecomeActive(_:)", { $0.applicationDidBecomeActive($1) }),
            appState: .active, appNotification: UIApplication.didBecomeActiveNotification)
    }

    /// Takes `step`: the scenes it moves, or the app delegate, hear it, then the app.
    private func take(_ step: LifecycleStep) {
        for scene in sortedScenes where step.scenesIn.contains(scene.activationState) {
            scene.activationState = step.sceneState
            deliver(step.sceneCall.name) {
                if let sceneDelegate = scene.delegate { step.sceneCall.call(sceneDelegate, scene) }
            }
            post(step.sceneNotification, scene)
        }
        if connectedScenes.isEmpty {
            deliver(step.appCall.name) {
                if let delegate { step.appCall.call(delegate, self) }
            }
        }
        applicationState = step.appState
        post(step.appNotification)
    }

    // MARK: One change at a time

    /// What a change asks of the app's state before it runs.
    private enum StateRequirement {
        /// The app is in this state: only an active app resigns active.
        case state(State)
        /// The app is not in this state already: an app in the background does not enter it again.
        case notAlready(State)

        /// Why `current` does not meet the requirement, for the diagnostic; `nil` when it does.
        func refusal(in current: State) -> String? {
            switch self {
            case .state(let state): current == state ? nil : "it is \(current.phrase), not \(state.phrase)"
            case .notAlready(let state): current != state ? nil : "it is \(state.phrase) already"
            }
        }
    }

    /// Runs `body` as the one change in progress, `change` naming it in diagnostics. It is refused,
    /// changing nothing and reporting why, while another change delivers its calls
    /// (``beginChange(_:)``) or when the app's state does not meet `requirement`.
    /// - Returns: What `body` returns; `nil` when the change was refused.
    @discardableResult
    private func performChange<Result>(
        _ change: String, requiring requirement: StateRequirement? = nil, _ body: () -> Result
    ) -> Result? {
        guard beginChange(change) else { return nil }
        defer { endChange() }
        if let reason = requirement?.refusal(in: applicationState) {
            Diagnostics.emit(
                Diagnostic(
                    .applicationStateUnchanged,
                    "The app cannot \(change): \(reason). Nothing changed."))
            return nil
        }
        return body()
    }

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
