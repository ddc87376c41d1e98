import UIKit

/// Where the test controllers write what happened to them, in order.
@MainActor final class EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
    func clear() { events.removeAll() }
}

/// A screen written the way a UIKit app writes one: a designated initializer taking its
/// dependencies, UIKit's `super.init(nibName:bundle:)`, and the `required init?(coder:)` Xcode
/// inserts. It logs its appearance callbacks as `<name>.<callback>`.
@MainActor class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
}

/// A window showing `root`, made key and visible.
@MainActor func keyWindow(showing root: UIViewController) -> UIWindow {
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// Whether `a` and `b` are the same object (kept out of `#expect` for the 6.3.1 compiler).
func isSame(_ a: AnyObject?, _ b: AnyObject?) -> Bool { a === b }
