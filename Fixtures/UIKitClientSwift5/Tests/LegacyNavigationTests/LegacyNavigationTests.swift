import LegacyNavigation
import Testing
import HeadlessUI
import UIKit

@Suite("A Swift 5 navigation layer runs headless")
@MainActor
struct LegacyNavigationTests {
    @Test("the app delegate launches, the child coordinator is released when the user goes back")
    func childCoordinatorFinishes() throws {
        let delegate = AppDelegate()
        let app = UIApplication.launch(delegate)
        defer { app.simulateTermination() }
        let coordinator = try #require(delegate.coordinator)
        #expect(currentTopViewController() is HomeViewController)

        coordinator.buy()
        #expect(coordinator.childCoordinators.count == 1)
        #expect(currentTopViewController() is BuyViewController)

        try delegate.window?.tap("back")
        #expect(coordinator.childCoordinators.isEmpty)
        #expect(coordinator.log == ["didShow BuyViewController", "didShow HomeViewController"])
    }
}
