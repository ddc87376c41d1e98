import HeadlessUI
import Testing
import UIKit

/// A controller that adapts its layout to size changes and drops caches on memory warnings.
@MainActor final class GalleryViewController: LoggingViewController {
    private(set) var sizes: [CGSize] = []
    private(set) var cache: [String] = ["thumbnail"]

    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        log.add("\(name).viewWillTransition")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cache.removeAll()
        log.add("\(name).didReceiveMemoryWarning")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

/// A container that keeps the default forwarding by calling super.
@MainActor final class SplitLikeContainer: LoggingViewController {
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        log.add("\(name).viewWillTransition")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor @Suite("Controllers: size changes, memory warnings and the status bar")
struct ControllersEnvironmentTests {
    @Test(
        "a size change reaches the root, then its children through super, then what it presents; then a layout pass"
    )
    func sizeChange() {
        let log = EventLog()
        let container = SplitLikeContainer(name: "Container", log: log)
        let left = GalleryViewController(name: "Left", log: log)
        container.addChild(left)
        container.view.addSubview(left.view)
        left.didMove(toParent: container)
        let window = keyWindow(showing: container)
        let sheet = GalleryViewController(name: "Sheet", log: log)
        container.present(sheet, animated: false)
        log.clear()
        let landscape = CGSize(width: 844, height: 390)
        #expect(window.simulateSizeChange(to: landscape))
        #expect(
            log.events == [
                "Container.viewWillTransition", "Left.viewWillTransition", "Sheet.viewWillTransition",
            ])
        #expect(left.sizes == [landscape])
        #expect(sheet.sizes == [landscape])
    }

    @Test("a size change on a window never made key and visible reaches nothing and says why")
    func sizeChangeOffScreen() {
        let log = EventLog()
        let gallery = GalleryViewController(name: "Gallery", log: log)
        let window = UIWindow()
        window.rootViewController = gallery
        let diagnostics = UIDiagnostics.withCapture {
            #expect(!window.simulateSizeChange(to: CGSize(width: 1, height: 1)))
        }.diagnostics
        #expect(diagnostics.map(\.kind) == [.windowNotKeyAndVisible])
        #expect(gallery.sizes.isEmpty)
        window.makeKeyAndVisible()
    }

    @Test(
        "a memory warning reaches every controller in the window: stacked, unselected and presented ones too")
    func memoryWarning() {
        let log = EventLog()
        let bottom = GalleryViewController(name: "Bottom", log: log)
        let top = GalleryViewController(name: "Top", log: log)
        let navigation = UINavigationController(rootViewController: bottom)
        navigation.pushViewController(top, animated: false)
        let other = GalleryViewController(name: "Other", log: log)
        let tabs = UITabBarController(viewControllers: [navigation, other])
        let window = keyWindow(showing: tabs)
        let presented = GalleryViewController(name: "Presented", log: log)
        top.present(presented, animated: false)
        log.clear()
        window.simulateMemoryWarning()
        #expect(
            log.events == [
                "Bottom.didReceiveMemoryWarning", "Top.didReceiveMemoryWarning",
                "Other.didReceiveMemoryWarning",
                "Presented.didReceiveMemoryWarning",
            ])
        #expect(bottom.cache.isEmpty)
    }

    @Test("the window's status bar follows the controller filling the screen and childForStatusBarStyle")
    func statusBar() {
        let log = EventLog()
        let gallery = GalleryViewController(name: "Gallery", log: log)
        let plain = UIViewController()
        let window = keyWindow(showing: plain)
        #expect(window.statusBarStyle == .default)
        #expect(!window.isStatusBarHidden)
        gallery.modalPresentationStyle = .fullScreen
        plain.present(gallery, animated: false)
        gallery.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .lightContent)
        #expect(window.isStatusBarHidden)
    }
}
