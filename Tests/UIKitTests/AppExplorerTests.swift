import ScenewrightTesting
import Testing
import UIKit

/// A small app written the UIKit way: an app delegate whose window fills the screen, a list with a
/// button that pushes a detail.
@MainActor private final class ExploredAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigationController = UINavigationController(rootViewController: ExploredListViewController())
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor private final class ExploredListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        view.addSubview(
            UIButton("Open") { [weak self] in
                let detail = UIViewController()
                detail.title = "Detail"
                self?.navigationController?.pushViewController(detail, animated: true)
            }.identified("open"))
    }
}

private struct NoWindow: Error {}

@MainActor @Suite("The explorer and the console drive an app launched from its app delegate")
struct AppExplorerTests {
    private static func launch() throws -> LaunchedApp {
        let delegate = ExploredAppDelegate()
        UIApplication.launch(delegate)
        guard let window = delegate.window else { throw NoWindow() }
        return LaunchedApp(window: window, release: { UIApplication.shared.simulateTermination() })
    }

    @Test("every path explores clean: two screens, no leak once the app is terminated")
    func exploresClean() throws {
        let report = try Explorer.launchingApp(maxDepth: 3) { try Self.launch() }.run()
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(report.screens.map(\.title).sorted() == ["Detail", "List"])
    }

    @Test("the console taps through the app's window")
    func console() throws {
        let app = try Self.launch()
        defer { UIApplication.shared.simulateTermination() }
        let driver = UIDriver(window: app.window)
        let outcome = driver.execute("tap open")
        #expect(!outcome.isError)
        #expect(outcome.text.contains("NavigationBar \"Detail\""), "\(outcome.text)")
        #expect((app.window.rootViewController as? UINavigationController)?.viewControllers.count == 2)
    }
}
