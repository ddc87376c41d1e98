import HeadlessUI
import HeadlessUITesting

/// A window with `root`, made key and visible.
@MainActor func visibleWindow(_ root: ViewController) -> Window {
    let window = Window()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A controller that counts `loadView` calls and shows a label with its name.
@MainActor final class Screen: ViewController {
    private(set) var loadViewCount = 0
    let name: String

    init(_ name: String, title: String? = nil) {
        self.name = name
        super.init()
        self.title = title
    }

    override func loadView() {
        loadViewCount += 1
        view = Label(name).identified("label.\(name)")
    }
}

/// A recorder attached to the given controllers under the given names.
@MainActor func recording(
    _ pairs: KeyValuePairs<String, ViewController>, options: LifecycleRecorder.Options = .standard
) -> LifecycleRecorder {
    let recorder = LifecycleRecorder(options)
    for (name, controller) in pairs { recorder.attach(controller, as: name) }
    return recorder
}

/// Records navigation delegate callbacks into a recorder.
@MainActor final class NavigationSpy: NavigationControllerDelegate {
    let recorder: LifecycleRecorder
    var fromDuringWillShow: [ViewController?] = []
    var fromDuringDidShow: [ViewController?] = []
    var stackDuringDidShow: [[ViewController]] = []

    init(_ recorder: LifecycleRecorder) { self.recorder = recorder }

    func navigationController(
        _ nav: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        fromDuringWillShow.append(nav.transitionCoordinator?.viewController(forKey: .from))
        recorder.record("willShow(\(recorder.name(of: viewController)))")
    }

    func navigationController(
        _ nav: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        fromDuringDidShow.append(nav.transitionCoordinator?.viewController(forKey: .from))
        stackDuringDidShow.append(nav.viewControllers)
        recorder.record("didShow(\(recorder.name(of: viewController)))")
    }
}

/// Whether `a` and `b` are the same object (kept out of `#expect` for the 6.3.1 compiler).
func same(_ a: AnyObject?, _ b: AnyObject?) -> Bool { a === b }
