import HeadlessUI
import Testing
import UIKit

@MainActor @Suite("Controllers: show(_:sender:) and showDetailViewController(_:sender:)")
struct ControllersShowTests {
    @Test(
        "show inside a navigation controller pushes, in push order; the pushed controller is released after a pop"
    )
    func showPushes() throws {
        let log = EventLog()
        let list = LoggingViewController(name: "List", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = keyWindow(showing: navigation)
        log.clear()
        weak var weakDetail: UIViewController?
        do {
            let detail = LoggingViewController(name: "Detail", log: log)
            weakDetail = detail
            list.show(detail, sender: nil)
            #expect(navigation.viewControllers.count == 2)
            #expect(isSame(detail.navigationController, navigation))
        }
        #expect(
            log.events == [
                "Detail.viewDidLoad", "List.viewWillDisappear", "Detail.viewWillAppear",
                "List.viewDidDisappear",
                "Detail.viewDidAppear",
            ])
        try window.tap("back")
        #expect(weakDetail == nil)
    }

    @Test(
        "show outside a navigation controller presents, in presentation order; the controller is released after dismissal"
    )
    func showPresents() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let window = keyWindow(showing: home)
        log.clear()
        weak var weakSettings: UIViewController?
        do {
            let settings = LoggingViewController(name: "Settings", log: log)
            settings.modalPresentationStyle = .fullScreen
            weakSettings = settings
            home.show(settings, sender: home)
            #expect(isSame(home.presentedViewController, settings))
        }
        home.dismiss(animated: true)
        #expect(
            log.events == [
                "Settings.viewDidLoad", "Home.viewWillDisappear", "Settings.viewWillAppear",
                "Settings.viewDidAppear",
                "Home.viewDidDisappear",
                "Settings.viewWillDisappear", "Home.viewWillAppear", "Home.viewDidAppear",
                "Settings.viewDidDisappear",
            ])
        #expect(weakSettings == nil)
        _ = window
    }

    @Test("show called on the navigation controller itself pushes onto it")
    func showOnNavigationController() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = keyWindow(showing: navigation)
        let next = UIViewController()
        navigation.show(next, sender: nil)
        #expect(isSame(navigation.topViewController, next))
        _ = window
    }

    @Test("showDetailViewController without a split view controller presents, like UIKit's default")
    func showDetailPresents() {
        let log = EventLog()
        let home = LoggingViewController(name: "Home", log: log)
        let navigation = UINavigationController(rootViewController: home)
        let window = keyWindow(showing: navigation)
        let detail = UIViewController()
        home.showDetailViewController(detail, sender: nil)
        #expect(isSame(detail.presentingViewController, navigation))
        #expect(navigation.viewControllers.count == 1)
        _ = window
    }

    @Test("show from a controller that is not on screen is rejected with a diagnostic, as present is")
    func showOffScreen() {
        let offScreen = UIViewController()
        let next = UIViewController()
        let diagnostics = UIDiagnostics.withCapture { offScreen.show(next, sender: nil) }.diagnostics
        #expect(diagnostics.map(\.kind) == [.presentFromOffScreen])
        #expect(next.presentingViewController == nil)
    }
}
