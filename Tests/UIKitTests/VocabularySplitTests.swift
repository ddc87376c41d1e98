import HeadlessUI
import Testing
import UIKit

// Split views collapse when they come on screen in a compact width, asking their delegate then,
// and show their columns side by side in a regular width — from Apple's UISplitViewController and
// UISplitViewControllerDelegate documentation.

/// A delegate that keeps the list on top, as apps whose phone layout opens on the list do.
@MainActor private final class ListFirstDelegate: UISplitViewControllerDelegate {
    var asked: [String] = []
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        asked.append("topColumn proposed \(proposedTopColumn)")
        return .primary
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        asked.append("didCollapse")
    }
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        asked.append("collapseSecondary")
        return true
    }
}

@MainActor @Suite struct VocabularySplitTests {
    private func columns() -> (UISplitViewController, UIViewController, UIViewController) {
        let list = UIViewController()
        list.title = "List"
        let detail = UIViewController()
        detail.title = "Detail"
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, list, detail)
    }

    @Test(
        "a delegate set after the split view's view was loaded is asked when it comes on screen, so the app opens on the list"
    )
    func delegateSetAfterViewLoads() {
        let (split, list, _) = columns()
        split.loadViewIfNeeded()
        #expect(!split.isCollapsed)
        let delegate = ListFirstDelegate()
        split.delegate = delegate
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(delegate.asked == ["topColumn proposed .secondary", "didCollapse"])
        #expect(split.isCollapsed)
        #expect(list.navigationController?.topViewController === list)
        #expect(list.appearanceState == .appeared)
    }

    @Test("a classic split view asks collapseSecondary when it comes on screen, not when its view loads")
    func classicAsksOnScreen() {
        // UISplitViewControllerDelegate: "Asks the delegate to adjust the primary view controller and
        // to incorporate the secondary view controller into the collapsed interface."
        let master = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        _ = split.view
        let delegate = ListFirstDelegate()
        split.delegate = delegate
        #expect(delegate.asked.isEmpty)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(delegate.asked == ["collapseSecondary"])
        #expect(master.viewControllers.count == 1)
    }

    @Test("in a regular width the columns show side by side and nothing collapses")
    func regularShowsColumns() {
        let (split, list, detail) = columns()
        let delegate = ListFirstDelegate()
        split.delegate = delegate
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.traitOverrides.horizontalSizeClass = .regular
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(!split.isCollapsed)
        #expect(delegate.asked.isEmpty)
        #expect(list.appearanceState == .appeared)
        #expect(detail.appearanceState == .appeared)
        #expect(
            window.render() == """
                Window
                └─ SplitViewController
                   ├─ NavigationController
                   │  ├─ NavigationBar "List"
                   │  └─ ViewController
                   └─ ViewController
                """)
    }

    @Test(
        "when the width becomes compact the split view collapses, asking its delegate, and the secondary leaves the screen"
    )
    func collapsesOnTraitChange() {
        // UISplitViewControllerDelegate.primaryViewController(forCollapsing:): "When the split view
        // controller transitions from a horizontally regular to a horizontally compact size class,
        // it calls this method".
        let (split, list, detail) = columns()
        let delegate = ListFirstDelegate()
        split.delegate = delegate
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.traitOverrides.horizontalSizeClass = .regular
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(!split.isCollapsed)
        window.traitOverrides.horizontalSizeClass = .compact
        #expect(split.isCollapsed)
        #expect(delegate.asked == ["topColumn proposed .secondary", "didCollapse"])
        #expect(list.appearanceState == .appeared)
        #expect(detail.appearanceState == .disappeared)
        #expect(list.navigationController?.viewControllers == [list])
    }
}
