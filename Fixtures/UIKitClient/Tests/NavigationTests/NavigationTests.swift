import Navigation
import Testing
import HeadlessUI
import UIKit

@MainActor @Suite("The items navigation runs headless")
struct NavigationTests {
    @Test("launching shows the list; picking an item pushes it; going back is noticed")
    func pickAndGoBack() throws {
        let sceneDelegate = SceneDelegate()
        let app = UIApplication.launch(AppDelegate(), sceneDelegate: sceneDelegate)
        defer { app.simulateTermination() }
        let window = try #require(sceneDelegate.window)
        let coordinator = try #require(sceneDelegate.coordinator)
        let list = try #require(coordinator.navigationController.topViewController as? ItemsViewController)
        #expect(window.isKeyWindow)
        #expect(list.appearances == 1)

        list.select("Lisbon")
        #expect(coordinator.navigationController.topViewController?.title == "Lisbon")
        try window.tap("back")
        #expect(coordinator.shownItems == ["Lisbon"])
        #expect(coordinator.closedItems == ["Lisbon"])
        #expect(list.appearances == 2)
    }

    @Test("terminating the app releases the scene delegate, the window and the coordinator")
    func terminationReleases() {
        weak var weakWindow: UIWindow?
        weak var weakCoordinator: ItemsCoordinator?
        do {
            let sceneDelegate = SceneDelegate()
            UIApplication.launch(AppDelegate(), sceneDelegate: sceneDelegate)
            weakWindow = sceneDelegate.window
            weakCoordinator = sceneDelegate.coordinator
        }
        #expect(weakWindow != nil)
        UIApplication.shared.simulateTermination()
        #expect(weakWindow == nil)
        #expect(weakCoordinator == nil)
    }
}
