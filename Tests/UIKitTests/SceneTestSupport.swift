import Testing
import UIKit

/// A scene delegate that does nothing; the tests make the scene's windows.
@MainActor final class PlainSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// A controller shown in the key window of a newly connected window scene. The caller keeps the
/// window (a scene holds its windows weakly) and disconnects the scene.
@MainActor func showInNewScene() throws -> (UIWindowScene, UIWindow, UIViewController) {
    let scene = try #require(UIApplication.shared.connectScene(delegate: PlainSceneDelegate()))
    let controller = UIViewController()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (scene, window, controller)
}
