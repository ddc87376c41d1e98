// An iOS team's UIKit tests are `@MainActor` XCTestCase classes. swift-corelibs-xctest aborts on them
// before the first test runs unless the test target re-exports MainActorXCTest, as this file does.

import UIKit
import XCTest

#if canImport(MainActorXCTest)
    @_exported import MainActorXCTest
#endif

@MainActor
final class MainActorXCTestCaseTests: XCTestCase {
    override func setUp() {
        super.setUp()
    }

    func testPushInAMainActorTestCase() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }

    func testThrowingTestInAMainActorTestCase() throws {
        let presented = UIViewController()
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(presented, animated: false)
        let shown = try XCTUnwrap(root.presentedViewController)
        XCTAssertTrue(shown === presented)
    }
}
