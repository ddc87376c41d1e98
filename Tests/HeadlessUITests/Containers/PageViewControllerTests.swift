import HeadlessUI
import HeadlessUITesting
import Testing

/// A data source over a fixed list of pages, recording what it is asked.
@MainActor final class PageList: PageViewControllerDataSource, PageViewControllerDelegate {
    var pages: [ViewController]
    let recorder: LifecycleRecorder
    var count = 0
    var answerBefore: ((ViewController) -> ViewController?)?
    var answerAfter: ((ViewController) -> ViewController?)?
    var viewControllersDuringWill: [[ViewController]] = []
    var viewControllersDuringDid: [[ViewController]] = []

    init(_ pages: [ViewController], recorder: LifecycleRecorder, count: Int = 0) {
        self.pages = pages
        self.recorder = recorder
        self.count = count
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        recorder.record("before(\(recorder.name(of: viewController)))")
        if let answerBefore { return answerBefore(viewController) }
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        recorder.record("after(\(recorder.name(of: viewController)))")
        if let answerAfter { return answerAfter(viewController) }
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int { count }

    func presentationIndex(for pageViewController: PageViewController) -> Int {
        guard let shown = pageViewController.viewControllers?.first else { return 0 }
        return pages.firstIndex { $0 === shown } ?? 0
    }

    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {
        viewControllersDuringWill.append(pageViewController.viewControllers ?? [])
        recorder.record("willTransitionTo(\(pendingViewControllers.map { recorder.name(of: $0) }))")
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        viewControllersDuringDid.append(pageViewController.viewControllers ?? [])
        recorder.record(
            "didFinishAnimating(\(finished), \(previousViewControllers.map { recorder.name(of: $0) }), \(completed))"
        )
    }
}

@MainActor
@Suite("Page view controller: containment, appearance and swipes")
struct PageViewControllerTests {
    /// A scrolling page view controller showing A of [A, B, C] in a visible window.
    private func scrolling(style: PageViewController.TransitionStyle = .scroll, count: Int = 0)
        -> (PageViewController, [Screen], PageList, LifecycleRecorder, Window)
    {
        let pages = [Screen("A"), Screen("B"), Screen("C")]
        let pvc = PageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        let recorder = recording(["A": pages[0], "B": pages[1], "C": pages[2], "pvc": pvc])
        let list = PageList(pages, recorder: recorder, count: count)
        pvc.dataSource = list
        pvc.delegate = list
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
        let window = visibleWindow(pvc)
        recorder.clear()
        return (pvc, pages, list, recorder, window)
    }

    @Test("the first page set before the page view controller appears is its child and appears with it (R22)")
    func firstPageAppearsWithPageViewController() {
        let a = Screen("A")
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let recorder = recording(["A": a, "pvc": pvc])
        pvc.setViewControllers([a], direction: .forward, animated: false)
        #expect(recorder.events == ["A.willMove(toParent: pvc)", "A.didMove(toParent: pvc)"])
        recorder.clear()
        let window = visibleWindow(pvc)
        #expect(
            recorder.events == [
                "pvc.viewDidLoad", "pvc.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear",
                "pvc.viewIsAppearing",
                "A.viewIsAppearing", "pvc.viewDidAppear", "A.viewDidAppear",
            ])
        #expect(same(a.parent, pvc))
        #expect(pvc.children.count == 1)
        #expect(a.appearanceState == .appeared)
        _ = window
    }

    @Test(
        "setViewControllers forward while scrolling: B.willMove < B.viewDidLoad < B.willAppear < B.isAppearing < A.willDisappear < A.willMove(nil) < B.didAppear < A.didDisappear < didMoves; no delegate calls"
    )
    func setForwardScroll() {
        let (pvc, pages, list, recorder, window) = scrolling()
        var completed: [Bool] = []
        pvc.setViewControllers([pages[1]], direction: .forward, animated: true) { completed.append($0) }
        #expect(
            recorder.events == [
                "B.willMove(toParent: pvc)", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing",
                "A.viewWillDisappear", "A.willMove(toParent: nil)", "B.viewDidAppear", "A.viewDidDisappear",
                "B.didMove(toParent: pvc)", "A.didMove(toParent: nil)",
            ])
        #expect(completed == [true])
        #expect(list.viewControllersDuringWill.isEmpty && list.viewControllersDuringDid.isEmpty)
        #expect(same(pvc.viewControllers?.first, pages[1]))
        #expect(pages[0].parent == nil)
        #expect(same(pages[1].parent, pvc))
        #expect(window.find(identifier: "label.B") != nil)
        #expect(window.find(identifier: "label.A") == nil)
    }

    @Test(
        "setViewControllers reverse with a page curl: the old page's didDisappear comes before the new one's didAppear"
    )
    func setReversePageCurl() {
        let (pvc, pages, _, recorder, window) = scrolling(style: .pageCurl)
        pvc.setViewControllers([pages[2]], direction: .forward, animated: false)
        recorder.clear()
        pvc.setViewControllers([pages[0]], direction: .reverse, animated: true)
        #expect(
            recorder.events == [
                "A.willMove(toParent: pvc)", "A.viewWillAppear", "A.viewIsAppearing", "C.viewWillDisappear",
                "C.willMove(toParent: nil)", "C.viewDidDisappear", "A.viewDidAppear",
                "A.didMove(toParent: pvc)",
                "C.didMove(toParent: nil)",
            ])
        #expect(pvc.spineLocation == .min)
        _ = window
    }

    @Test("setting the page already shown changes nothing and completes")
    func setSamePage() {
        let (pvc, pages, _, recorder, window) = scrolling()
        var completed: [Bool] = []
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false) { completed.append($0) }
        #expect(recorder.events.isEmpty)
        #expect(completed == [true])
        _ = window
    }

    @Test(
        "a user's swipe forward asks the data source, then willTransitionTo, the turn, and didFinishAnimating last"
    )
    func swipeForward() throws {
        let (pvc, pages, list, recorder, window) = scrolling()
        try window.swipePage(.forward)
        #expect(
            recorder.events == [
                "after(A)", "willTransitionTo([\"B\"])", "B.willMove(toParent: pvc)", "B.viewDidLoad",
                "B.viewWillAppear", "B.viewIsAppearing", "A.viewWillDisappear", "A.willMove(toParent: nil)",
                "B.viewDidAppear", "A.viewDidDisappear", "B.didMove(toParent: pvc)",
                "A.didMove(toParent: nil)",
                "didFinishAnimating(true, [\"A\"], true)",
            ])
        #expect(
            list.viewControllersDuringWill.map { $0.map(ObjectIdentifier.init) } == [
                [ObjectIdentifier(pages[0])]
            ])
        #expect(
            list.viewControllersDuringDid.map { $0.map(ObjectIdentifier.init) } == [
                [ObjectIdentifier(pages[1])]
            ])
        #expect(same(pvc.viewControllers?.first, pages[1]))
    }

    @Test("a user's swipe in reverse asks for the page before and turns back")
    func swipeReverse() throws {
        let (pvc, pages, list, recorder, window) = scrolling()
        defer { withExtendedLifetime(list) {} }
        try window.swipePage(.forward)
        recorder.clear()
        try window.swipePage(.reverse)
        #expect(
            recorder.events == [
                "before(B)", "willTransitionTo([\"A\"])", "A.willMove(toParent: pvc)", "A.viewWillAppear",
                "A.viewIsAppearing", "B.viewWillDisappear", "B.willMove(toParent: nil)", "A.viewDidAppear",
                "B.viewDidDisappear", "A.didMove(toParent: pvc)", "B.didMove(toParent: nil)",
                "didFinishAnimating(true, [\"B\"], true)",
            ])
        #expect(same(pvc.viewControllers?.first, pages[0]))
    }

    @Test(
        "a swipe let go early while scrolling: A reappears, then B disappears and leaves; didFinishAnimating(true, [A], false)"
    )
    func cancelledScroll() throws {
        let (pvc, pages, list, recorder, window) = scrolling(count: 3)
        defer { withExtendedLifetime(list) {} }
        let swipe = try window.beginPageSwipe(.forward)
        #expect(
            recorder.events == [
                "after(A)", "willTransitionTo([\"B\"])", "B.willMove(toParent: pvc)", "B.viewDidLoad",
                "B.viewWillAppear", "B.viewIsAppearing", "A.viewWillDisappear",
            ])
        #expect(pvc.children.count == 2)
        #expect(same(pvc.viewControllers?.first, pages[0]))
        // Asked while the finger is down, it waits (R29).
        pvc.setViewControllers([pages[2]], direction: .forward, animated: false)
        #expect(same(pvc.viewControllers?.first, pages[0]))
        recorder.clear()
        swipe.cancel()
        #expect(
            Array(recorder.events.prefix(8)) == [
                "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "B.viewWillDisappear",
                "B.viewDidDisappear", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                "didFinishAnimating(true, [\"A\"], false)",
            ])
        // Then the queued setViewControllers ran.
        #expect(same(pvc.viewControllers?.first, pages[2]))
        #expect(pages[1].parent == nil)
        #expect(pages[1].appearanceState == .disappeared)
        #expect(window.render().contains("PageControl \"3 of 3\""))
    }

    @Test("a page curl let go early: B's willDisappear first, its didDisappear before A's didAppear")
    func cancelledCurl() throws {
        let (pvc, pages, list, recorder, window) = scrolling(style: .pageCurl)
        defer { withExtendedLifetime(list) {} }
        let swipe = try window.beginPageSwipe(.forward)
        recorder.clear()
        swipe.cancel()
        #expect(
            recorder.events == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
                "A.viewDidAppear", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                "didFinishAnimating(true, [\"A\"], false)",
            ])
        #expect(pvc.children.count == 1)
        #expect(same(pvc.viewControllers?.first, pages[0]))
        #expect(window.render() == window.render())
        #expect(window.find(identifier: "label.B") == nil)
    }

    @Test("swiping past the last page asks the data source, changes nothing and says so")
    func swipePastTheEnd() throws {
        let (pvc, pages, list, recorder, window) = scrolling()
        defer { withExtendedLifetime(list) {} }
        try window.swipePage(.forward)
        try window.swipePage(.forward)
        recorder.clear()
        #expect(
            throws: WindowError.noPageToTurnTo(
                "the data source of PageViewController has no page after Screen")
        ) {
            try window.swipePage(.forward)
        }
        #expect(recorder.events == ["after(C)"])
        #expect(same(pvc.viewControllers?.first, pages[2]))
        recorder.clear()
        try window.swipePage(.reverse)
        try window.swipePage(.reverse)
        #expect(throws: WindowError.self) { try window.swipePage(.reverse) }
        #expect(recorder.events.last == "before(A)")
        #expect(same(pvc.viewControllers?.first, pages[0]))
    }

    @Test("a data source returning the page already shown: a diagnostic, and nothing changes")
    func dataSourceReturnsCurrentPage() {
        let (pvc, pages, list, recorder, window) = scrolling()
        list.answerAfter = { $0 }
        let (_, diagnostics) = UIDiagnostics.withCapture {
            #expect(throws: WindowError.self) { try window.swipePage(.forward) }
        }
        #expect(diagnostics.map(\.kind) == [.invalidContainerContent])
        #expect(diagnostics.first?.message.contains("returned Screen as the page after itself") == true)
        #expect(recorder.events == ["after(A)"])
        #expect(same(pvc.viewControllers?.first, pages[0]))
        #expect(pages[0].appearanceState == .appeared)
    }

    @Test("a data source that sets the pages while asked: the swipe is abandoned with a diagnostic")
    func dataSourceReentersSetViewControllers() {
        let (pvc, pages, list, recorder, window) = scrolling()
        list.answerAfter = { [weak pvc] current in
            pvc?.setViewControllers([pages[2]], direction: .forward, animated: false)
            return pages[1]
        }
        let (_, diagnostics) = UIDiagnostics.withCapture {
            #expect(throws: WindowError.self) { try window.swipePage(.forward) }
        }
        #expect(diagnostics.map(\.kind) == [.invalidContainerContent])
        #expect(same(pvc.viewControllers?.first, pages[2]))
        #expect(pages[1].parent == nil)
        #expect(pages[1].appearanceState == .disappeared)
        #expect(!recorder.events.contains { $0.hasPrefix("willTransitionTo") })
    }

    @Test("ten thousand swipes through generated pages keep one child and release every page turned away")
    func manySwipes() throws {
        final class Endless: PageViewControllerDataSource {
            weak var first: ViewController?
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
            ) -> ViewController? { nil }
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
            ) -> ViewController? { Screen("next") }
        }
        let endless = Endless()
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = endless
        do {
            let first = Screen("first")
            endless.first = first
            pvc.setViewControllers([first], direction: .forward, animated: false)
        }
        let window = visibleWindow(pvc)
        for _ in 0..<10_000 { try window.swipePage(.forward) }
        #expect(pvc.children.count == 1)
        #expect(endless.first == nil)
        #expect(pvc.viewControllers?.first?.appearanceState == .appeared)
    }

    @Test(
        "a page already in another container is rejected, in code and from the data source; nothing changes")
    func pageInAnotherContainer() {
        let (pvc, pages, list, recorder, window) = scrolling()
        let elsewhere = Screen("X")
        let nav = NavigationController(rootViewController: elsewhere)
        var completed: [Bool] = []
        let (_, diagnostics) = UIDiagnostics.withCapture {
            pvc.setViewControllers([elsewhere], direction: .forward, animated: false) { completed.append($0) }
            list.answerAfter = { _ in elsewhere }
            #expect(throws: WindowError.self) { try window.swipePage(.forward) }
        }
        #expect(diagnostics.map(\.kind) == [.controllerInUse, .controllerInUse])
        #expect(diagnostics.first?.message.contains("already a child of NavigationController") == true)
        #expect(completed == [false])
        #expect(same(elsewhere.parent, nav))
        #expect(same(pvc.viewControllers?.first, pages[0]))
        #expect(recorder.events == ["after(A)"])
    }

    @Test("nil, no page or two pages are rejected with a diagnostic")
    func wrongPageCounts() {
        let (pvc, pages, _, recorder, window) = scrolling()
        let (_, diagnostics) = UIDiagnostics.withCapture {
            pvc.setViewControllers(nil, direction: .forward, animated: false)
            pvc.setViewControllers([], direction: .forward, animated: false)
            pvc.setViewControllers([pages[1], pages[2]], direction: .forward, animated: false)
            pvc.setViewControllers([pvc], direction: .forward, animated: false)
        }
        #expect(
            diagnostics.map(\.kind) == [
                .invalidContainerContent, .invalidContainerContent, .invalidContainerContent,
                .containmentCycle,
            ])
        #expect(recorder.events.isEmpty)
        #expect(same(pvc.viewControllers?.first, pages[0]))
        _ = window
    }

    @Test("inside a navigation stack, the page appears and disappears with the page view controller")
    func insideNavigationStack() {
        let root = Screen("Root")
        let nav = NavigationController(rootViewController: root)
        let window = visibleWindow(nav)
        let a = Screen("A")
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.setViewControllers([a], direction: .forward, animated: false)
        let recorder = recording(["A": a, "pvc": pvc, "Root": root, "nav": nav])
        nav.pushViewController(pvc, animated: true)
        #expect(
            recorder.events == [
                "pvc.willMove(toParent: nav)", "pvc.viewDidLoad", "Root.viewWillDisappear",
                "pvc.viewWillAppear",
                "A.viewDidLoad", "A.viewWillAppear", "pvc.viewIsAppearing", "A.viewIsAppearing",
                "Root.viewDidDisappear", "pvc.viewDidAppear", "A.viewDidAppear", "pvc.didMove(toParent: nav)",
            ])
        recorder.clear()
        nav.popViewController(animated: true)
        #expect(
            recorder.events == [
                "pvc.willMove(toParent: nil)", "pvc.viewWillDisappear", "A.viewWillDisappear",
                "Root.viewWillAppear",
                "Root.viewIsAppearing", "pvc.viewDidDisappear", "A.viewDidDisappear", "Root.viewDidAppear",
                "pvc.didMove(toParent: nil)",
            ])
        _ = window
    }

    @Test("in a tab that is not selected, setting a page gives containment only; selecting the tab shows it")
    func insideUnselectedTab() {
        let first = Screen("First")
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let tabs = TabBarController(viewControllers: [first, pvc])
        let window = visibleWindow(tabs)
        let a = Screen("A")
        let recorder = recording(["A": a, "pvc": pvc])
        pvc.setViewControllers([a], direction: .forward, animated: false)
        #expect(recorder.events == ["A.willMove(toParent: pvc)", "A.didMove(toParent: pvc)"])
        #expect(a.appearanceState == .disappeared)
        recorder.clear()
        tabs.selectedIndex = 1
        #expect(a.appearanceState == .appeared)
        #expect(recorder.events.contains("A.viewDidAppear"))
        #expect(window.render().contains("└─ Screen"))
    }

    @Test("the window renders the page and, with a presentation count, a page indicator that follows swipes")
    func renderingWithIndicator() throws {
        let (pvc, pages, list, _, window) = scrolling(count: 3)
        defer { withExtendedLifetime(list) {} }
        #expect(
            window.render() == """
                Window
                └─ PageViewController
                   ├─ Screen
                   │  └─ Label #label.A "A"
                   └─ PageControl "1 of 3"
                """)
        try window.swipePage(.forward)
        #expect(window.render().hasSuffix("└─ PageControl \"2 of 3\""))
        // A data source that stops counting takes the indicator away at the next setViewControllers.
        list.count = 0
        pvc.setViewControllers([pages[0]], direction: .reverse, animated: false)
        #expect(!window.render().contains("PageControl"))
        let (_, _, _, _, plain) = scrolling()
        #expect(!plain.render().contains("PageControl"))
        let (_, _, _, _, curl) = scrolling(style: .pageCurl, count: 3)
        #expect(!curl.render().contains("PageControl"))
    }

    @Test("a tap reaches the page shown, and never a page turned away")
    func tapsReachThePageShown() throws {
        final class Tappable: ViewController {
            var taps = 0
            let identifier: String
            init(_ identifier: String) {
                self.identifier = identifier
                super.init()
            }
            override func loadView() {
                view = Button("Go") { [weak self] in self?.taps += 1 }.identified(identifier)
            }
        }
        let first = Tappable("go.first")
        let second = Tappable("go.second")
        let recorder = LifecycleRecorder()
        let list = PageList([first, second], recorder: recorder)
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = list
        pvc.setViewControllers([first], direction: .forward, animated: false)
        let window = visibleWindow(pvc)
        try window.tap("go.first")
        #expect(window.tappableIdentifiers() == ["go.first"])
        try window.swipePage(.forward)
        #expect(throws: WindowError.self) { try window.tap("go.first") }
        try window.tap("go.second")
        #expect(first.taps == 1 && second.taps == 1)
    }

    @Test("no page view controller in front, no data source, or no page: the swipe throws and says why")
    func swipeWithoutPages() {
        let window = visibleWindow(Screen("A"))
        #expect(throws: WindowError.noPageToTurnTo("Screen in front shows no page view controller")) {
            try window.swipePage(.forward)
        }
        let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        let other = visibleWindow(pvc)
        #expect(throws: WindowError.noPageToTurnTo("PageViewController shows no page yet")) {
            try other.swipePage(.forward)
        }
        pvc.setViewControllers([Screen("B")], direction: .forward, animated: false)
        #expect(
            throws: WindowError.noPageToTurnTo(
                "PageViewController has no data source, so a user cannot turn its pages")
        ) { try other.swipePage(.reverse) }
    }

    @Test("the driver's `swipe page forward|reverse` commands turn pages and say when there is none")
    func driverCommands() {
        let (_, _, list, _, window) = scrolling()
        defer { withExtendedLifetime(list) {} }
        let driver = UIDriver(window: window)
        #expect(
            driver.execute("swipe page reverse").text.hasPrefix(
                "There is no page to swipe to: the data source"))
        let forward = driver.execute("swipe page forward")
        #expect(!forward.isError)
        #expect(forward.text.contains("Label #label.B"))
        #expect(driver.execute("swipe page up").isError)
        let cancelled = driver.execute("swipe page forward cancel")
        #expect(cancelled.text.contains("Label #label.B"))
        #expect(!driver.execute("swipe page reverse").isError)
        #expect(UIDriver.help.contains("swipe page forward|reverse"))
    }

    @Test("a page turned away is released, and so is the page view controller with its pages")
    func releases() throws {
        weak var weakPVC: PageViewController?
        weak var weakA: Screen?
        weak var weakB: Screen?
        do {
            let a = Screen("A")
            let b = Screen("B")
            weakA = a
            weakB = b
            let pvc = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            weakPVC = pvc
            let window = visibleWindow(pvc)
            pvc.setViewControllers([a], direction: .forward, animated: false)
            pvc.setViewControllers([b], direction: .forward, animated: true)
            _ = window
        }
        #expect(weakA == nil)
        #expect(weakB == nil)
        #expect(weakPVC == nil)
    }

    @Test("a page set from the page view controller's own viewDidLoad appears with it")
    func pagesSetInViewDidLoad() {
        final class Onboarding: PageViewController {
            let first = Screen("First")
            override func viewDidLoad() {
                setViewControllers([first], direction: .forward, animated: false)
            }
        }
        let pvc = Onboarding(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let recorder = recording(["First": pvc.first, "pvc": pvc])
        let window = visibleWindow(pvc)
        #expect(
            recorder.events == [
                "First.willMove(toParent: pvc)", "First.didMove(toParent: pvc)", "pvc.viewDidLoad",
                "pvc.viewWillAppear", "First.viewDidLoad", "First.viewWillAppear", "pvc.viewIsAppearing",
                "First.viewIsAppearing", "pvc.viewDidAppear", "First.viewDidAppear",
            ])
        _ = window
    }

    @Test(
        "a spine in the middle is kept and double-sided; an option of the wrong type falls back to .min with a diagnostic"
    )
    func spineOptions() {
        let (_, diagnostics) = UIDiagnostics.withCapture {
            let mid = PageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: PageViewController.SpineLocation.mid])
            #expect(mid.spineLocation == .mid)
            #expect(mid.isDoubleSided)
            let wrong = PageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: "left"])
            #expect(wrong.spineLocation == .min)
        }
        #expect(diagnostics.count == 1)
        let max = PageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: PageViewController.SpineLocation.max.rawValue])
        #expect(max.spineLocation == .max)
        let scroll = PageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8.0])
        #expect(scroll.spineLocation == .none)
    }
}
