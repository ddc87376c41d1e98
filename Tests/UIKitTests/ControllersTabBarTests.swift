import Testing
import UIKit

/// A tab bar delegate that logs what UIKit asks it.
@MainActor final class TabsDelegate: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var allows = true
    init(log: EventLog) { self.log = log }

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
    {
        log.add("shouldSelect(\(viewController.title ?? "?"))")
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        log.add("didSelect(\(viewController.title ?? "?"))")
    }
}

@MainActor @Suite("Controllers: tab bar items and re-tapping the selected tab")
struct ControllersTabBarTests {
    @MainActor private struct App {
        let log = EventLog()
        let window: UIWindow
        let tabs: UITabBarController
        let feed: UINavigationController
        let delegate: TabsDelegate

        init() {
            let list = LoggingViewController(name: "List", log: log)
            feed = UINavigationController(rootViewController: list)
            feed.title = "Feed"
            feed.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 1)
            let profile = LoggingViewController(name: "Profile", log: log)
            profile.tabBarItem.badgeValue = "1"
            tabs = UITabBarController()
            tabs.viewControllers = [feed, profile]
            delegate = TabsDelegate(log: log)
            tabs.delegate = delegate
            window = keyWindow(showing: tabs)
        }
    }

    @Test("re-tapping the selected tab asks shouldSelect, pops its stack to the root, then calls didSelect")
    func retapPopsToRoot() throws {
        let app = App()
        weak var weakB: UIViewController?
        weak var weakC: UIViewController?
        do {
            let b = LoggingViewController(name: "B", log: app.log)
            let c = LoggingViewController(name: "C", log: app.log)
            weakB = b
            weakC = c
            app.feed.pushViewController(b, animated: false)
            app.feed.pushViewController(c, animated: false)
        }
        app.log.clear()
        try app.window.tap("tab.0")
        #expect(
            app.log.events == [
                "shouldSelect(Feed)", "C.viewWillDisappear", "List.viewWillAppear", "C.viewDidDisappear",
                "List.viewDidAppear", "didSelect(Feed)",
            ])
        #expect(app.feed.viewControllers.count == 1)
        #expect(weakB == nil)
        #expect(weakC == nil)
    }

    @Test("re-tapping a tab whose stack is at its root only tells the delegate; a refusal pops nothing")
    func retapAtRootAndRefused() throws {
        let app = App()
        app.log.clear()
        try app.window.tap("tab.0")
        #expect(app.log.events == ["shouldSelect(Feed)", "didSelect(Feed)"])

        app.feed.pushViewController(LoggingViewController(name: "B", log: app.log), animated: false)
        app.delegate.allows = false
        app.log.clear()
        try app.window.tap("tab.0")
        #expect(app.log.events == ["shouldSelect(Feed)"])
        #expect(app.feed.viewControllers.count == 2)
    }

    @Test("selecting the tab in code does not pop its stack")
    func programmaticSelection() {
        let app = App()
        app.feed.pushViewController(UIViewController(), animated: false)
        app.tabs.selectedIndex = 0
        #expect(app.feed.viewControllers.count == 2)
    }

    @Test(
        "the tab bar shows each tab's tab bar item: a system item's own title, a title from the controller, a badge"
    )
    func tabItemsRender() {
        let app = App()
        let render = app.window.render()
        #expect(render.contains(#"TabBarItem #tab.0 "Featured" selected"#))
        #expect(render.contains(#"TabBarItem #tab.1 "Profile" badge "1""#))
        #expect(app.tabs.tabBar.items?.map(\.tag) == [1, 0])
        #expect(app.tabs.tabBar.selectedItem === app.feed.tabBarItem)
    }
}
