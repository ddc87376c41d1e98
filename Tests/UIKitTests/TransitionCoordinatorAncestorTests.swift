import Testing
import UIKit

// From Apple's documentation of UIViewController.transitionCoordinator: "If there is no
// in-progress transition associated with the current view controller, UIKit checks the view
// controller's ancestors for a transition coordinator object and returns that object if it
// exists." UIViewController.h says the same: the default implementation "will return a transition
// coordinator if called during an active presentation or dismissal. Otherwise it will ask the
// parent view controller."

/// A screen that animates alongside whatever transition brings it on screen, as apps write it in
/// `viewWillAppear`.
@MainActor private final class AlongsideViewController: LoggingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else {
            log.add("\(name) has no coordinator")
            return
        }
        let to = (coordinator.viewController(forKey: .to) as? LoggingViewController)?.name ?? "a container"
        log.add("\(name) sees a transition to \(to)")
        let started = coordinator.animate(
            alongsideTransition: { [log, name] _ in log.add("\(name) alongside") },
            completion: { [log, name] _ in log.add("\(name) alongside done") })
        log.add("\(name) animate returned \(started)")
    }
}

/// A screen that embeds `child` in `viewDidLoad`, following Apple's containment steps.
@MainActor private final class HostViewController: LoggingViewController {
    let child: UIViewController

    init(name: String, log: EventLog, child: UIViewController) {
        self.child = child
        super.init(name: name, log: log)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor @Suite("transitionCoordinator asks the parent when its controller takes no part itself")
struct TransitionCoordinatorAncestorTests {
    @Test("the root of a presented navigation controller gets the presentation's coordinator")
    func rootOfPresentedNavigationController() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let window = keyWindow(showing: home)
        let root = AlongsideViewController(name: "Root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        log.clear()

        home.present(navigation, animated: true)

        #expect(log.events.contains("Root sees a transition to a container"))
        #expect(log.events.contains("Root animate returned true"))
        #expect(log.events.contains("Root alongside"))
        #expect(log.events.contains("Root alongside done"))
        #expect(!log.events.contains("Root has no coordinator"))
        #expect(root.transitionCoordinator == nil)
        _ = window
    }

    @Test(
        "an embedded child of a pushed controller gets the push's coordinator, naming the pushed controller")
    func embeddedChildOfPushedController() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let navigation = UINavigationController(rootViewController: home)
        let window = keyWindow(showing: navigation)
        let header = AlongsideViewController(name: "Header", log: log)
        let detail = HostViewController(name: "Detail", log: log, child: header)
        log.clear()

        navigation.pushViewController(detail, animated: true)

        let alongside = log.events.firstIndex(of: "Header alongside")
        let done = log.events.firstIndex(of: "Header alongside done")
        let detailDidAppear = log.events.firstIndex(of: "Detail.viewDidAppear")
        #expect(log.events.contains("Header sees a transition to Detail"))
        #expect(alongside != nil && done != nil && detailDidAppear != nil)
        if let alongside, let done, let detailDidAppear {
            #expect(alongside < done && done < detailDidAppear)
        }
        #expect(header.transitionCoordinator == nil)
        _ = window
    }

    @Test("a controller whose ancestors take part in no transition still gets nil")
    func noTransitionAnywhere() {
        let log = EventLog()
        let header = AlongsideViewController(name: "Header", log: log)
        let detail = HostViewController(name: "Detail", log: log, child: header)
        let window = keyWindow(showing: detail)
        #expect(header.transitionCoordinator == nil)
        #expect(detail.transitionCoordinator == nil)
        _ = window
    }
}
