import Testing
import UIKit

// Containment a screen sets up in its own `viewDidLoad`, while it is being pushed or presented:
// an embedded navigation or tab bar controller, filled with `setViewControllers`. From Apple's
// documentation:
// - UIViewController.didMove(toParent:): "If you are implementing your own container view
//   controller, it must call the didMove(toParent:) method of the child view controller after the
//   transition to the new controller is complete or, if there is no transition, immediately after
//   calling the addChild(_:) method."
// - UINavigationController.setViewControllers(_:animated:): "this method lets you update the set of
//   controllers without animating the changes, which might be appropriate at launch time when you
//   want to return the navigation controller to a previous state."
// An embedded container that is not on screen yet has no transition to run: its stack is what
// `setViewControllers` set as soon as the call returns, and its top appears with the screen that
// embeds it (R22), not afterwards as a push of its own.

/// A screen that embeds a container in `viewDidLoad`, as Apple's containment steps write it, and
/// logs what the container shows when the screen is about to appear.
@MainActor private final class EmbeddingViewController: LoggingViewController {
    let embedded: UIViewController
    let fill: (UIViewController) -> Void
    let shown: (UIViewController) -> UIViewController?

    init(
        name: String, log: EventLog, embedding embedded: UIViewController,
        fill: @escaping (UIViewController) -> Void, shown: @escaping (UIViewController) -> UIViewController?
    ) {
        self.embedded = embedded
        self.fill = fill
        self.shown = shown
        super.init(name: name, log: log)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(embedded)
        view.addSubview(embedded.view)
        embedded.didMove(toParent: self)
        fill(embedded)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name) sees \((shown(embedded) as? LoggingViewController)?.name ?? "nil")")
    }
}

@MainActor @Suite("Containment set up in viewDidLoad of a controller being pushed or presented")
struct ContainmentInViewDidLoadTests {
    private func embeddingNavigation(_ log: EventLog) -> (EmbeddingViewController, LoggingViewController) {
        let child = LoggingViewController(name: "Child", log: log)
        let inner = UINavigationController()
        let host = EmbeddingViewController(
            name: "Host", log: log, embedding: inner,
            fill: { ($0 as? UINavigationController)?.setViewControllers([child], animated: false) },
            shown: { ($0 as? UINavigationController)?.topViewController })
        return (host, child)
    }

    @Test(
        "pushed: the embedded navigation controller's stack is set at once and its top appears with the host")
    func pushedHostWithEmbeddedNavigation() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let outer = UINavigationController(rootViewController: home)
        let window = keyWindow(showing: outer)
        let (host, child) = embeddingNavigation(log)
        log.clear()

        outer.pushViewController(host, animated: true)

        #expect(
            log.events == [
                "Host.viewDidLoad", "Home.viewWillDisappear", "Host.viewWillAppear", "Host sees Child",
                "Child.viewDidLoad", "Child.viewWillAppear", "Home.viewDidDisappear", "Host.viewDidAppear",
                "Child.viewDidAppear",
            ])
        #expect(isSame(child.navigationController, host.embedded))
        #expect(child.appearanceState == .appeared)
        _ = window
    }

    @Test("presented: the embedded navigation controller's top appears with the presented host")
    func presentedHostWithEmbeddedNavigation() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let window = keyWindow(showing: home)
        let (host, child) = embeddingNavigation(log)
        host.modalPresentationStyle = .fullScreen
        log.clear()

        home.present(host, animated: true) { log.add("presented") }

        #expect(
            log.events == [
                "Host.viewDidLoad", "Home.viewWillDisappear", "Host.viewWillAppear", "Host sees Child",
                "Child.viewDidLoad", "Child.viewWillAppear", "Host.viewDidAppear", "Child.viewDidAppear",
                "Home.viewDidDisappear", "presented",
            ])
        #expect(child.appearanceState == .appeared)
        _ = window
    }

    @Test(
        "pushed: an embedded tab bar controller's tabs are set at once and the selected one appears with the host"
    )
    func pushedHostWithEmbeddedTabs() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let outer = UINavigationController(rootViewController: home)
        let window = keyWindow(showing: outer)
        let first = LoggingViewController(name: "First", log: log)
        let second = LoggingViewController(name: "Second", log: log)
        let host = EmbeddingViewController(
            name: "Host", log: log, embedding: UITabBarController(),
            fill: { ($0 as? UITabBarController)?.setViewControllers([first, second], animated: false) },
            shown: { ($0 as? UITabBarController)?.selectedViewController })
        log.clear()

        outer.pushViewController(host, animated: true)

        #expect(
            log.events == [
                "Host.viewDidLoad", "Home.viewWillDisappear", "Host.viewWillAppear", "Host sees First",
                "First.viewDidLoad", "First.viewWillAppear", "Home.viewDidDisappear", "Host.viewDidAppear",
                "First.viewDidAppear",
            ])
        #expect(second.appearanceState == .disappeared)
        _ = window
    }
}
