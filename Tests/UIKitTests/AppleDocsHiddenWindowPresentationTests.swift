import Testing
import UIKit

// UIWindow.rootViewController: "Assigning a view controller to this property (either
// programmatically or using Interface Builder) installs the view controller's view as the content
// view of the window." Its view is then in a window hierarchy even before the window is made key
// and visible, so presenting from it is accepted (URLNavigator's tests present from such a window);
// UIKit logs "whose view is not in the window hierarchy" only for a controller in no window.

@MainActor private final class Recording: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("\(title ?? "?").viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(title ?? "?").viewDidAppear") }
}

@MainActor @Suite("Presenting from the root of a window not yet made key and visible")
struct AppleDocsHiddenWindowPresentationTests {
    @Test("the presentation is made: presentedViewController is set and the completion runs")
    func presentFromHiddenWindowRoot() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        let presented = UIViewController()
        var completed = false
        root.present(presented, animated: true) { completed = true }
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(completed)
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    @Test("nothing appears until the window is made key and visible; then what a user sees appears")
    func appearsWithTheWindow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = Recording()
        root.title = "Root"
        window.rootViewController = root
        let sheet = Recording()
        sheet.title = "Sheet"
        root.present(sheet, animated: false)
        #expect(root.log.isEmpty && sheet.log.isEmpty)
        window.makeKeyAndVisible()
        #expect(root.log == ["Root.viewWillAppear", "Root.viewDidAppear"])
        #expect(sheet.log == ["Sheet.viewWillAppear", "Sheet.viewDidAppear"])
    }

    @Test("a full-screen presentation made before the window shows hides the root when it shows")
    func fullScreenCoversTheRoot() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = Recording()
        root.title = "Root"
        window.rootViewController = root
        let cover = Recording()
        cover.title = "Cover"
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        window.makeKeyAndVisible()
        #expect(root.log.isEmpty)
        #expect(cover.log == ["Cover.viewWillAppear", "Cover.viewDidAppear"])
    }

    @Test("a controller in no window still cannot present")
    func noWindowStillRefused() {
        let loose = UIViewController()
        loose.present(UIViewController(), animated: false)
        #expect(loose.presentedViewController == nil)
    }
}
