import ScenewrightTesting
import XCTest

/// The assertion helpers also work from XCTest test cases.
final class XCTestSnapshotTests: XCTestCase {
    func testSnapshotMatchesFromXCTest() {
        assertSnapshot(of: "Window\n└─ Greeting", named: "greeting")
    }

    // swift-corelibs-xctest cannot run `@MainActor` test methods; XCTest runs tests on the main
    // thread, so hop onto the main actor explicitly.
    func testWindowSnapshotAndRecorderFromXCTest() {
        MainActor.assumeIsolated { Self.windowSnapshotAndRecorder() }
    }

    @MainActor
    private static func windowSnapshotAndRecorder() {
        let controller = ViewController()
        controller.title = "Home"
        let recorder = LifecycleRecorder()
        recorder.attach(controller, as: "Home")
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(
            recorder.events,
            ["Home.viewDidLoad", "Home.viewWillAppear", "Home.viewIsAppearing", "Home.viewDidAppear"])
        assertSnapshot(of: window, named: "home")
    }
}
