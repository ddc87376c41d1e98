import ScenewrightTesting
import Testing
import UIKit

/// A scene delegate that keeps a window in its scene, without showing it.
@MainActor private final class QuietSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
    }
}

/// A window scene subclass an app names in its scene configuration.
@MainActor private final class GameScene: UIWindowScene {}

/// An app delegate that asks for a given scene class.
@MainActor private final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    let sceneClass: AnyClass

    init(sceneClass: AnyClass) {
        self.sceneClass = sceneClass
        super.init()
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Game", sessionRole: connectingSceneSession.role)
        configuration.sceneClass = sceneClass
        return configuration
    }
}

@MainActor @Suite("Scenes: classes, windows and mistakes")
struct AppSceneEdgeTests {
    @Test("the scene class the configuration names is the class of the connected scene")
    func configuredSceneClass() throws {
        let app = UIApplication.launch(
            ConfiguringAppDelegate(sceneClass: GameScene.self), sceneDelegate: QuietSceneDelegate())
        defer { app.simulateTermination() }
        let scene = try #require(app.connectedScenes.first)
        #expect(scene is GameScene)
        #expect(scene.session.configuration.name == "Game")
    }

    @Test("a scene class that is not a window scene is reported, and a plain window scene connects")
    func wrongSceneClass() throws {
        var app: UIApplication?
        let diagnostics = captureDiagnostics {
            app = UIApplication.launch(
                ConfiguringAppDelegate(sceneClass: UIViewController.self), sceneDelegate: QuietSceneDelegate()
            )
        }
        defer { app?.simulateTermination() }
        let scene = try #require(app?.connectedScenes.first)
        #expect(type(of: scene) == UIWindowScene.self)
        #expect(
            diagnostics.map(\.message) == [
                "The scene configuration \"Game\" names ViewController as its scene class, which is not a "
                    + "WindowScene subclass; a WindowScene was connected instead. Set sceneClass to "
                    + "UIWindowScene.self or a subclass of it."
            ])
        #expect(diagnostics.map(\.kind) == [.sceneClassNotWindowScene])
    }

    @Test("disconnecting a scene that is not connected is reported and changes nothing")
    func disconnectTwice() throws {
        let app = UIApplication.launch(ConfiguringAppDelegate(sceneClass: UIWindowScene.self))
        defer { app.simulateTermination() }
        let scene = try #require(app.connectScene(delegate: QuietSceneDelegate()))
        app.disconnectScene(scene)
        let diagnostics = captureDiagnostics { app.disconnectScene(scene) }
        #expect(
            diagnostics.map(\.message) == [
                "Cannot disconnect WindowScene \(scene.session.persistentIdentifier): it is not "
                    + "connected. Disconnect a scene from Application.shared.connectedScenes."
            ])
        #expect(app.connectedScenes.isEmpty)
    }

    @Test("a window moved out of its scene leaves the scene's windows and takes the main screen")
    func windowLeavesScene() throws {
        let sceneDelegate = QuietSceneDelegate()
        let app = UIApplication.launch(
            ConfiguringAppDelegate(sceneClass: UIWindowScene.self), sceneDelegate: sceneDelegate)
        defer { app.simulateTermination() }
        let window = try #require(sceneDelegate.window)
        let scene = try #require(window.windowScene)
        #expect(scene.windows == [window])
        window.windowScene = nil
        #expect(scene.windows.isEmpty)
        #expect(window.screen === UIScreen.main)
        window.windowScene = scene
        window.windowScene = scene
        #expect(scene.windows == [window])
    }
}
