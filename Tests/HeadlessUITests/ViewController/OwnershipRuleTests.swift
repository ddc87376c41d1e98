import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
@Suite("G. Ownership (R31)")
struct OwnershipRuleTests {
    @Test("R31: a popped controller is released")
    func pop() {
        let nav = NavigationController(rootViewController: Screen("A"))
        let window = visibleWindow(nav)
        weak var weakB: ViewController?
        do {
            let b = Screen("B")
            weakB = b
            nav.pushViewController(b, animated: false)
        }
        #expect(weakB != nil)
        nav.popViewController(animated: false)
        #expect(weakB == nil)
        _ = window
    }

    @Test("R31: controllers removed by popToRoot and setViewControllers are released")
    func popToRootAndSet() {
        let a = Screen("A")
        let nav = NavigationController(rootViewController: a)
        let window = visibleWindow(nav)
        weak var weakB: ViewController?
        weak var weakC: ViewController?
        do {
            let (b, c) = (Screen("B"), Screen("C"))
            (weakB, weakC) = (b, c)
            nav.setViewControllers([a, b, c], animated: false)
        }
        nav.popToRootViewController(animated: false)
        #expect(weakB == nil && weakC == nil)

        weak var weakD: ViewController?
        do {
            let d = Screen("D")
            weakD = d
            nav.setViewControllers([a, d], animated: false)
        }
        nav.setViewControllers([a], animated: false)
        #expect(weakD == nil)
        _ = window
    }

    @Test(
        "R31: a child removed from its parent and a dismissed controller are released; parent and presenting are weak"
    )
    func removeFromParentAndDismiss() {
        let parent = Embedding()
        let window = visibleWindow(parent)
        weak var weakChild: ViewController?
        weak var weakPresented: ViewController?
        do {
            let child = Screen("C")
            weakChild = child
            parent.embed(child)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            let presented = Screen("P")
            weakPresented = presented
            parent.present(presented, animated: false)
        }
        #expect(weakChild == nil)
        #expect(weakPresented != nil)
        parent.dismiss(animated: false)
        #expect(weakPresented == nil)
        _ = window
    }

    @Test("R31: a replaced window root and what it presented are released")
    func rootReplacement() {
        let window = Window()
        window.makeKeyAndVisible()
        weak var weakOld: ViewController?
        weak var weakPresented: ViewController?
        do {
            let old = NavigationController(rootViewController: Screen("A"))
            weakOld = old
            window.rootViewController = old
            let presented = Screen("P")
            weakPresented = presented
            old.present(presented, animated: false)
        }
        window.rootViewController = Screen("New")
        #expect(weakOld == nil)
        #expect(weakPresented == nil)
    }

    @Test("R31: a table view holds its data source and delegate weakly; delegates of containers are weak")
    func weakDelegates() {
        final class Source: TableViewDataSource, TableViewDelegate, NavigationControllerDelegate,
            TabBarControllerDelegate
        {
            func numberOfRows(in tableView: TableView) -> Int { 1 }
            func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { "row" }
        }
        let table = TableView()
        let nav = NavigationController(rootViewController: Screen("A"))
        let tabs = TabBarController()
        weak var weakSource: Source?
        do {
            let source = Source()
            weakSource = source
            table.dataSource = source
            table.delegate = source
            nav.delegate = source
            tabs.delegate = source
            #expect(table.numberOfRows == 1)
        }
        #expect(weakSource == nil)
        #expect(
            table.dataSource == nil && table.delegate == nil && nav.delegate == nil && tabs.delegate == nil)
    }

    @Test(
        "R31: a whole window's tree is released with the window, and controllers never keep each other alive")
    func wholeTree() {
        weak var weakTabs: TabBarController?
        weak var weakA: ViewController?
        weak var weakAlert: ViewController?
        do {
            let a = Screen("A")
            weakA = a
            let nav = NavigationController(rootViewController: a)
            nav.pushViewController(Screen("B"), animated: false)
            let tabs = TabBarController(viewControllers: [nav, Screen("S")])
            weakTabs = tabs
            let window = visibleWindow(tabs)
            let alert = AlertController(title: "Hi", message: nil, preferredStyle: .alert)
            weakAlert = alert
            alert.addAction(AlertAction(title: "OK", style: .default))
            nav.topViewController?.present(alert, animated: false)
            _ = window.render()
        }
        #expect(weakTabs == nil && weakA == nil && weakAlert == nil)
    }
}
