import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

/// Under HeadlessUI's own names: the window sizes its root view, containers their children,
/// presentations the presented view; the first appearance keeps its one layout pass.
@MainActor @Suite("Geometry: controllers' views sized by window, container and presentation")
struct GeometryControllerViewTests {
    /// A root view that writes down the size it is laid out at.
    final class SizedView: View {
        var layouts: [CGSize] = []
        override func layoutSubviews() { layouts.append(bounds.size) }
    }

    final class Measured: ViewController {
        var sizes: [String: CGSize] = [:]
        override func loadView() { view = SizedView() }
        override func viewWillAppear(_ animated: Bool) { sizes["willAppear"] = view.bounds.size }
        override func viewDidLayoutSubviews() { sizes["didLayout"] = view.bounds.size }
        var layouts: [CGSize] { (view as? SizedView)?.layouts ?? [] }
    }

    let phone = CGSize(width: 390, height: 844)

    @Test("the root, a stacked child and a presented sheet all read the window's size")
    func everyPlacement() {
        let root = Measured()
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.setViewControllers([navigation], animated: false)
        let window = Window(frame: HeadlessUI.Screen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.view.bounds.size == phone)
        #expect(navigation.view.bounds.size == phone)
        #expect(root.sizes == ["willAppear": phone, "didLayout": phone])
        #expect(root.layouts == [phone])

        let pushed = Measured()
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.sizes == ["willAppear": phone, "didLayout": phone])
        #expect(pushed.layouts == [phone])

        let sheet = Measured()
        sheet.modalPresentationStyle = .pageSheet
        pushed.present(sheet, animated: true)
        #expect(sheet.view.frame == CGRect(origin: .zero, size: phone))
        #expect(sheet.layouts == [phone])
    }

    @Test("the first appearance still has exactly one layout pass in its rule order (R5)")
    func oneLayoutPass() {
        let screen = ViewController()
        let recorder = recording(["Screen": screen], options: .all)
        let window = Window(frame: HeadlessUI.Screen.main.bounds)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(
            recorder.events == [
                "Screen.viewDidLoad", "Screen.viewWillAppear", "Screen.viewIsAppearing",
                "Screen.viewWillLayoutSubviews", "Screen.viewDidLayoutSubviews", "Screen.viewDidAppear",
            ])
        #expect(screen.view.bounds.size == phone)
    }

    @Test("a window made empty and resized later carries its content with it, down the containers")
    func resizedLater() {
        let top = Measured()
        let navigation = NavigationController(rootViewController: top)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(top.view.bounds == .zero)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(top.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        window.layoutIfNeeded()
        #expect(top.layouts == [.zero, CGSize(width: 320, height: 568)])
    }

    @Test("a size change resizes the window and everything on it before the new layout pass")
    func sizeChange() {
        let top = Measured()
        let navigation = NavigationController(rootViewController: top)
        let window = Window(frame: HeadlessUI.Screen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let landscape = CGSize(width: 844, height: 390)
        window.simulateSizeChange(to: landscape)
        #expect(window.frame.size == landscape)
        #expect(top.view.bounds.size == landscape)
        #expect(top.layouts == [phone, landscape])
        #expect(top.sizes["didLayout"] == landscape)
    }
}
