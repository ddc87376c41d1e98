import UIKit

/// What happened, in order: delegate calls, controller callbacks and notifications, as strings.
@MainActor final class AppLog {
    private(set) var events: [String] = []
    private var observers: [any NSObjectProtocol] = []
    private var labels: [ObjectIdentifier: String] = [:]

    func record(_ event: String) { events.append(event) }

    /// Names `object` in the notifications it is posted with.
    func label(_ object: AnyObject, _ label: String) { labels[ObjectIdentifier(object)] = label }

    /// Records each `name` notification as `"<short name>(<object label>)"`, for labelled objects
    /// only, so windows of other tests never show up.
    func observe(_ names: Notification.Name...) {
        for name in names {
            let short = name.rawValue.replacingOccurrences(of: "Notification", with: "")
            let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                [weak self] note in
                let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                    guard let self, let id, let label = self.labels[id] else { return }
                    self.events.append("\(short)(\(label))")
                }
            }
            observers.append(observer)
        }
    }

    /// Stops observing; call before the test ends.
    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

/// A screen that logs its appearance callbacks under its name.
@MainActor final class AppScreenController: UIViewController {
    let log: AppLog
    let name: String

    init(_ name: String, log: AppLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }
}

/// Whether `a` and `b` are the same object (kept out of `#expect` for the 6.3.1 compiler).
func appSame(_ a: AnyObject?, _ b: AnyObject?) -> Bool { a === b }
