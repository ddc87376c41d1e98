import UIKit

public final class HomeViewController: UIViewController {
    public weak var coordinator: MainCoordinator?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}

public final class BuyViewController: UIViewController {
    public weak var coordinator: BuyCoordinator?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Buy"
    }
}

/// A helper in plain, unannotated code reading the app's key window.
public func currentTopViewController() -> UIViewController? {
    let root = UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.rootViewController
    return (root as? UINavigationController)?.topViewController ?? root
}

/// The app delegate, keeping its window, as before scenes.
public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    public var coordinator: MainCoordinator?

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigationController = UINavigationController()
        coordinator = MainCoordinator(navigationController: navigationController)
        coordinator?.start()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        return true
    }
}
