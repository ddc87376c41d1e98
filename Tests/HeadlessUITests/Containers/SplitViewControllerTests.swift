import HeadlessUI
import HeadlessUITesting
import Testing

/// A split view delegate with fixed answers, recording what it is asked.
@MainActor final class SplitSpy: SplitViewControllerDelegate {
    var topColumn: SplitViewController.Column?
    var collapsesSecondary = false
    var asked: [String] = []

    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        asked.append("collapseSecondary")
        return collapsesSecondary
    }

    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column {
        asked.append("topColumn(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: SplitViewController) { asked.append("didCollapse") }
}

@MainActor
@Suite("Split view controller on a phone: collapsed, with containment and appearance")
struct SplitViewControllerTests {
    /// A double-column split view with List and Detail, its delegate answering `top`.
    private func doubleColumn(top: SplitViewController.Column?)
        -> (SplitViewController, Screen, Screen, SplitSpy)
    {
        let split = SplitViewController(style: .doubleColumn)
        let list = Screen("List", title: "Cities")
        let detail = Screen("Detail", title: "Amsterdam")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let spy = SplitSpy()
        spy.topColumn = top
        split.delegate = spy
        return (split, list, detail, spy)
    }

    @Test(
        "a double-column split view collapses to the primary in a navigation controller it made, when asked to"
    )
    func collapsesToPrimary() throws {
        let (split, list, detail, spy) = doubleColumn(top: .primary)
        let recorder = recording(["List": list, "Detail": detail, "split": split])
        let window = visibleWindow(split)
        #expect(spy.asked == ["topColumn(proposed: .secondary)", "didCollapse"])
        #expect(split.isCollapsed)
        #expect(same(split.viewController(for: .primary), list))
        #expect(same(split.viewController(for: .secondary), detail))
        #expect(list.navigationController != nil)
        #expect(same(list.splitViewController, split))
        #expect(split.displayMode == .oneOverSecondary)
        #expect(detail.parent == nil)
        #expect(
            recorder.events == [
                "split.viewDidLoad", "split.viewWillAppear", "List.viewDidLoad", "List.viewWillAppear",
                "split.viewIsAppearing", "List.viewIsAppearing", "split.viewDidAppear", "List.viewDidAppear",
            ])
        #expect(
            window.render() == """
                Window
                └─ SplitViewController
                   └─ NavigationController
                      ├─ NavigationBar "Cities"
                      └─ Screen
                         └─ Label #label.List "List"
                """)
    }

    @Test(
        "by default a column-style split view collapses with the secondary on top, and back goes to the primary"
    )
    func collapsesToSecondaryByDefault() throws {
        let split = SplitViewController(style: .doubleColumn)
        let list = Screen("List", title: "Cities")
        let detail = Screen("Detail", title: "Amsterdam")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let recorder = recording(["List": list, "Detail": detail])
        let window = visibleWindow(split)
        #expect(recorder.events.contains("Detail.viewDidAppear"))
        #expect(list.appearanceState == .disappeared)
        #expect(split.displayMode == .secondaryOnly)
        #expect(same(detail.navigationController, list.navigationController))
        #expect(same(detail.splitViewController, split))
        recorder.clear()
        try window.tap("back")
        #expect(
            recorder.events == [
                "Detail.willMove(toParent: nil)", "List.viewDidLoad", "Detail.viewWillDisappear",
                "List.viewWillAppear",
                "List.viewIsAppearing", "Detail.viewDidDisappear", "List.viewDidAppear",
                "Detail.didMove(toParent: nil)",
            ])
        #expect(same(split.viewController(for: .secondary), detail))
        #expect(split.displayMode == .oneOverSecondary)
    }

    @Test("show(.secondary) pushes the detail in the order of a push (R8); hide(.secondary) pops it (R9)")
    func showAndHideSecondary() {
        let (split, list, detail, spy) = doubleColumn(top: .primary)
        let window = visibleWindow(split)
        let navigation = list.navigationController
        let recorder = recording(["List": list, "Detail": detail])
        if let navigation { recorder.attach(navigation, as: "nav") }
        split.show(.secondary)
        #expect(
            recorder.events == [
                "Detail.willMove(toParent: nav)", "Detail.viewDidLoad", "List.viewWillDisappear",
                "Detail.viewWillAppear",
                "Detail.viewIsAppearing", "List.viewDidDisappear", "Detail.viewDidAppear",
                "Detail.didMove(toParent: nav)",
            ])
        recorder.clear()
        split.show(.secondary)
        #expect(recorder.events.isEmpty)
        split.hide(.secondary)
        #expect(
            recorder.events == [
                "Detail.willMove(toParent: nil)", "Detail.viewWillDisappear", "List.viewWillAppear",
                "List.viewIsAppearing", "Detail.viewDidDisappear", "List.viewDidAppear",
                "Detail.didMove(toParent: nil)",
            ])
        #expect(spy.asked.count == 2)
        _ = window
    }

    @Test(
        "showDetailViewController from the primary pushes onto its navigation controller and becomes the secondary"
    )
    func showDetailPushes() throws {
        let (split, list, _, spy) = doubleColumn(top: .primary)
        let window = visibleWindow(split)
        let paris = Screen("Paris", title: "Paris")
        let recorder = recording(["List": list, "Paris": paris])
        list.showDetailViewController(paris, sender: nil)
        #expect(
            recorder.events == [
                "Paris.willMove(toParent: NavigationController)", "Paris.viewDidLoad",
                "List.viewWillDisappear",
                "Paris.viewWillAppear", "Paris.viewIsAppearing", "List.viewDidDisappear",
                "Paris.viewDidAppear",
                "Paris.didMove(toParent: NavigationController)",
            ])
        #expect(same(split.viewController(for: .secondary), paris))
        #expect(same(paris.splitViewController, split))
        #expect(list.navigationController?.viewControllers.count == 2)
        // A second detail replaces the first on the stack: the secondary column holds one.
        let rome = Screen("Rome", title: "Rome")
        list.showDetailViewController(rome, sender: nil)
        #expect(list.navigationController?.viewControllers.map(\.title) == ["Cities", "Rome"])
        try window.tap("back")
        #expect(list.appearanceState == .appeared)
        _ = spy
    }

    @Test(
        "showDetailViewController asked of the split view itself shows the detail; its delegate may take it")
    func showDetailOnSplit() {
        final class TakesDetails: SplitViewControllerDelegate {
            var taken: [ViewController] = []
            func splitViewController(
                _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
            ) -> Bool {
                taken.append(vc)
                return true
            }
        }
        let (split, list, _, spy) = doubleColumn(top: .primary)
        let window = visibleWindow(split)
        let paris = Screen("Paris", title: "Paris")
        split.showDetailViewController(paris, sender: nil)
        #expect(same(list.navigationController?.topViewController, paris))
        let taker = TakesDetails()
        split.delegate = taker
        let rome = Screen("Rome", title: "Rome")
        list.showDetailViewController(rome, sender: nil)
        #expect(taker.taken.count == 1)
        #expect(same(list.navigationController?.topViewController, paris))
        #expect(rome.parent == nil && rome.presentingViewController == nil)
        _ = (window, spy)
    }

    @Test("showDetailViewController outside a split view presents the controller")
    func showDetailOutsideSplit() {
        let root = Screen("Root")
        let window = visibleWindow(root)
        let detail = Screen("Detail")
        root.showDetailViewController(detail, sender: nil)
        #expect(same(root.presentedViewController, detail))
        _ = window
    }

    @Test(
        "a classic split view asks collapseSecondary: true shows the master alone, viewControllers holds one")
    func classicDelegateKeepsMaster() throws {
        let master = Screen("Master", title: "Master")
        let detail = Screen("Detail", title: "Detail")
        let masterNav = NavigationController(rootViewController: master)
        let detailNav = NavigationController(rootViewController: detail)
        let split = SplitViewController()
        split.viewControllers = [masterNav, detailNav]
        #expect(split.viewControllers.count == 2)
        let spy = SplitSpy()
        spy.collapsesSecondary = true
        split.delegate = spy
        let window = visibleWindow(split)
        #expect(spy.asked == ["collapseSecondary"])
        #expect(split.viewControllers.count == 1)
        #expect(same(split.viewControllers.first, masterNav))
        #expect(window.find(identifier: "label.Master") != nil)
        #expect(detail.appearanceState == .disappeared)
        // The master–detail template shows a new detail in its own navigation controller.
        let next = Screen("Next", title: "Next")
        master.showDetailViewController(NavigationController(rootViewController: next), sender: nil)
        #expect(same(next.navigationController, masterNav))
        #expect(masterNav.viewControllers.count == 2)
        #expect(next.appearanceState == .appeared)
        try window.tap("back")
        #expect(master.appearanceState == .appeared)
    }

    @Test(
        "a classic split view whose delegate does not collapse pushes the detail's controllers onto the master's stack"
    )
    func classicDefaultPushesDetail() throws {
        let master = Screen("Master", title: "Master")
        let detail = Screen("Detail", title: "Detail")
        let masterNav = NavigationController(rootViewController: master)
        let detailNav = NavigationController(rootViewController: detail)
        let split = SplitViewController()
        split.viewControllers = [masterNav, detailNav]
        let recorder = recording(["Detail": detail, "masterNav": masterNav, "detailNav": detailNav])
        let window = visibleWindow(split)
        #expect(
            Array(recorder.events.filter { $0.hasPrefix("Detail.") }.prefix(4)) == [
                "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)",
                "Detail.willMove(toParent: masterNav)",
                "Detail.didMove(toParent: masterNav)",
            ])
        #expect(masterNav.viewControllers.map(\.title) == ["Master", "Detail"])
        #expect(detail.appearanceState == .appeared)
        #expect(window.find(identifier: "back") != nil)
        try window.tap("back")
        #expect(master.appearanceState == .appeared)
        #expect(detail.appearanceState == .disappeared)
    }

    @Test("a compact column replaces everything on a phone; other columns stay off screen")
    func compactColumn() {
        let split = SplitViewController(style: .tripleColumn)
        let primary = Screen("Primary")
        let supplementary = Screen("Supplementary")
        let secondary = Screen("Secondary")
        let compact = Screen("Compact")
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(compact, for: .compact)
        let window = visibleWindow(split)
        #expect(compact.appearanceState == .appeared)
        #expect(same(compact.splitViewController, split))
        #expect(primary.appearanceState == .disappeared && secondary.appearanceState == .disappeared)
        split.show(.secondary)
        #expect(secondary.appearanceState == .disappeared)
        #expect(window.render().contains("Label #label.Compact"))
        split.setViewController(nil, for: .compact)
        #expect(compact.appearanceState == .disappeared)
        #expect(compact.parent == nil)
        #expect(window.find(identifier: "label.Primary") != nil)
    }

    @Test("a triple-column split view collapses to primary, supplementary and secondary on one stack")
    func tripleColumnStack() throws {
        let split = SplitViewController(style: .tripleColumn)
        let primary = Screen("Primary", title: "P")
        let supplementary = Screen("Supplementary", title: "S")
        let secondary = Screen("Secondary", title: "D")
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        let window = visibleWindow(split)
        #expect(primary.navigationController?.viewControllers.map(\.title) == ["P", "S", "D"])
        split.show(.primary)
        #expect(primary.navigationController?.viewControllers.map(\.title) == ["P"])
        split.show(.supplementary)
        #expect(primary.navigationController?.viewControllers.map(\.title) == ["P", "S"])
        _ = window
    }

    @Test(
        "rejected: a controller in another container, one controller in two columns, the wrong API for the style"
    )
    func rejections() {
        let (split, list, detail, spy) = doubleColumn(top: .primary)
        let window = visibleWindow(split)
        let elsewhere = Screen("Elsewhere")
        let nav = NavigationController(rootViewController: elsewhere)
        let (_, diagnostics) = UIDiagnostics.withCapture {
            split.setViewController(elsewhere, for: .secondary)
            split.setViewController(list, for: .secondary)
            split.viewControllers = [Screen("X")]
            split.setViewController(Screen("S"), for: .supplementary)
            SplitViewController().setViewController(Screen("Y"), for: .primary)
            SplitViewController().viewControllers = []
        }
        #expect(
            diagnostics.map(\.kind) == [
                .controllerInUse, .invalidContainerContent, .invalidContainerContent,
                .invalidContainerContent,
                .invalidContainerContent, .invalidContainerContent,
            ])
        #expect(diagnostics.first?.message.contains("already a child of NavigationController") == true)
        #expect(same(elsewhere.parent, nav))
        #expect(same(split.viewController(for: .secondary), detail))
        #expect(list.appearanceState == .appeared)
        _ = (window, spy)
    }

    @Test("inside a tab, the shown column appears and disappears with the split view")
    func insideTab() {
        let (split, list, _, spy) = doubleColumn(top: .primary)
        let other = Screen("Other")
        let tabs = TabBarController(viewControllers: [split, other])
        let window = visibleWindow(tabs)
        #expect(list.appearanceState == .appeared)
        tabs.selectedIndex = 1
        #expect(list.appearanceState == .disappeared)
        tabs.selectedIndex = 0
        #expect(list.appearanceState == .appeared)
        _ = (window, spy)
    }

    @Test("a classic split view holds no detail once collapsed: a detail popped on the phone is released")
    func classicReleasesPoppedDetail() throws {
        let master = Screen("Master", title: "Master")
        let masterNav = NavigationController(rootViewController: master)
        let split = SplitViewController()
        split.viewControllers = [masterNav]
        let window = visibleWindow(split)
        weak var weakDetail: Screen?
        do {
            let detail = Screen("Detail", title: "Detail")
            weakDetail = detail
            master.showDetailViewController(detail, sender: nil)
            #expect(same(masterNav.topViewController, detail))
            #expect(split.displayMode == .secondaryOnly)
        }
        try window.tap("back")
        #expect(weakDetail == nil)
        #expect(split.viewControllers.count == 1)
        #expect(split.displayMode == .oneOverSecondary)
    }

    @Test(
        "a new primary on a collapsed split view takes the shown secondary along; the old stack keeps only its own"
    )
    func newPrimaryAfterCollapse() {
        let (split, list, detail, spy) = doubleColumn(top: .secondary)
        let window = visibleWindow(split)
        let oldNavigation = list.navigationController
        let other = Screen("Other", title: "Other")
        split.setViewController(other, for: .primary)
        #expect(other.navigationController?.viewControllers.map(\.title) == ["Other", "Amsterdam"])
        #expect(oldNavigation?.viewControllers.map(\.title) == ["Cities"])
        #expect(same(detail.navigationController, other.navigationController))
        #expect(detail.appearanceState == .appeared)
        #expect(list.appearanceState == .disappeared)
        _ = (window, spy)
    }

    @Test("a split view and all its columns are released with it; a popped detail stays held by its column")
    func releases() throws {
        weak var weakSplit: SplitViewController?
        weak var weakList: Screen?
        weak var weakDetail: Screen?
        do {
            let (split, list, detail, spy) = doubleColumn(top: .secondary)
            weakSplit = split
            weakList = list
            weakDetail = detail
            let window = visibleWindow(split)
            try window.tap("back")
            #expect(weakDetail != nil)
            window.rootViewController = nil
            _ = spy
        }
        #expect(weakSplit == nil)
        #expect(weakList == nil)
        #expect(weakDetail == nil)
    }
}
