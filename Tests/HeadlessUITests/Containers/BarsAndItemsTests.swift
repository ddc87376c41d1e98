import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("Navigation and tab bars show their controllers' items")
struct BarsAndItemsTests {
    @Test(
        "the navigation bar renders the top item's title, prompt, bar button items and a back button titled by the item below"
    )
    func navigationBarRender() throws {
        let list = Screen("List", title: "Inbox")
        list.navigationItem.backButtonTitle = "Mail"
        let detail = Screen("Detail", title: "Message")
        var ran: [String] = []
        detail.navigationItem.title = "Re: lunch"
        detail.navigationItem.prompt = "Draft"
        detail.navigationItem.rightBarButtonItems = [
            BarButtonItem(systemItem: .done, primaryAction: Action { _ in ran.append("done") }),
            BarButtonItem(title: "Flag", primaryAction: Action { _ in ran.append("flag") }),
        ]
        let navigation = NavigationController(rootViewController: list)
        let window = visibleWindow(navigation)
        navigation.pushViewController(detail, animated: false)
        #expect(
            window.render() == """
                Window
                └─ NavigationController
                   ├─ NavigationBar "Re: lunch"
                   │  ├─ Label #nav.prompt "Draft"
                   │  ├─ Button #back "Mail"
                   │  ├─ BarButtonItem #nav.right.0 "Done" done
                   │  └─ BarButtonItem #nav.right.1 "Flag"
                   └─ Screen
                      └─ Label #label.Detail "Detail"
                """)
        try window.tap("nav.right.1")
        try window.tap("nav.right.0")
        #expect(ran == ["flag", "done"])
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(navigation.navigationBar.backItem === list.navigationItem)
    }

    @Test("a hidden navigation bar is not rendered and its items cannot be tapped")
    func hiddenBar() {
        let root = Screen("Root", title: "Root")
        root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit")
        let navigation = NavigationController(rootViewController: root)
        let window = visibleWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(!window.render().contains("NavigationBar"))
        #expect(throws: WindowError.notOnScreen(identifier: "nav.left.0", available: [])) {
            try window.tap("nav.left.0")
        }
        navigation.isNavigationBarHidden = false
        #expect(window.tappableIdentifiers() == ["nav.left.0"])
    }

    @Test(
        "the tab bar shows each tab's item title and badge; its items and selected item are the controllers' items"
    )
    func tabBarRender() {
        let inbox = Screen("Inbox", title: "Inbox")
        inbox.tabBarItem.badgeValue = "3"
        let more = Screen("More", title: "ignored")
        more.tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 7)
        let tabs = TabBarController(viewControllers: [inbox, more])
        let window = visibleWindow(tabs)
        #expect(
            window.render() == """
                Window
                └─ TabBarController
                   ├─ Screen
                   │  └─ Label #label.Inbox "Inbox"
                   └─ TabBar
                      ├─ TabBarItem #tab.0 "Inbox" badge "3" selected
                      └─ TabBarItem #tab.1 "More"
                """)
        #expect(tabs.tabBar.items?.map(\.tag) == [0, 7])
        #expect(tabs.tabBar.selectedItem === inbox.tabBarItem)
    }

    @Test("a disabled tab cannot be selected by a tap: the error says so and nothing changes")
    func disabledTab() {
        let tabs = TabBarController(viewControllers: [Screen("A"), Screen("B")])
        let window = visibleWindow(tabs)
        tabs.viewControllers?[1].tabBarItem.isEnabled = false
        let diagnostics = captureDiagnostics {
            #expect(
                throws: WindowError.disabled(
                    identifier: "tab.1",
                    reason: "TabBarItem is disabled (its tabBarItem's isEnabled is false)")
            ) {
                try window.tap("tab.1")
            }
        }
        #expect(diagnostics.map(\.kind) == [.controlDisabled])
        #expect(tabs.selectedIndex == 0)
    }
}
