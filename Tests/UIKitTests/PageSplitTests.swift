import HeadlessUI
import Testing
import UIKit

/// A shared log that view controllers write their lifecycle into.
@MainActor final class PageSplitLog {
    var lines: [String] = []
}

/// A page of the onboarding, logging its appearance.
final class OnboardingPageViewController: UIViewController {
    let log: PageSplitLog

    init(title: String, log: PageSplitLog) {
        self.log = log
        super.init()
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.lines.append("\(title ?? "?") willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.lines.append("\(title ?? "?") didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.lines.append("\(title ?? "?") willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.lines.append("\(title ?? "?") didDisappear")
    }
}

/// An onboarding flow as Apple's documentation describes UIPageViewController: a data source over
/// an array of pages, the page indicator from presentationCount/presentationIndex, and the delegate
/// keeping track of the current page after each completed swipe.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    let log: PageSplitLog
    private(set) var pages: [UIViewController] = []
    private(set) var currentIndex = 0

    init(log: PageSplitLog) {
        self.log = log
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages = ["Welcome", "Sync", "Done"].map { OnboardingPageViewController(title: $0, log: log) }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: true, completion: nil)
        }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.lines.append("willTransitionTo \(pendingViewControllers.compactMap(\.title))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.lines.append("didFinishAnimating \(previousViewControllers.compactMap(\.title)) \(completed)")
        guard completed, let current = pageViewController.viewControllers?.first,
            let index = pages.firstIndex(of: current)
        else { return }
        currentIndex = index
    }

    /// The "Skip" button of an onboarding: jump to the last page in code.
    func skipToEnd() {
        guard let last = pages.last else { return }
        setViewControllers([last], direction: .forward, animated: true) { [weak self] finished in
            self?.log.lines.append("skipped \(finished)")
        }
        currentIndex = pages.count - 1
    }
}

/// A detail screen of a master–detail app, as Xcode's template writes it.
final class CityDetailViewController: UIViewController {
    var detailItem: String? {
        didSet { title = detailItem }
    }
}

/// The master list: selecting a city shows its detail.
final class CityListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
    }

    func select(_ city: String) {
        let detail = CityDetailViewController()
        detail.detailItem = city
        showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    }
}

/// The template's split view delegate: an empty detail collapses away, so the phone starts on the list.
final class MasterDetailCoordinator: NSObject, UISplitViewControllerDelegate {
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        guard let secondaryAsNavController = secondaryViewController as? UINavigationController else {
            return false
        }
        guard
            let topAsDetailController = secondaryAsNavController.topViewController
                as? CityDetailViewController
        else { return false }
        return topAsDetailController.detailItem == nil
    }
}

/// iOS 14's column-style split view: the phone starts on the primary column.
final class ColumnCoordinator: UISplitViewControllerDelegate {
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .primary
    }
}

@MainActor @Suite("UIPageViewController and UISplitViewController, as UIKit code uses them")
struct PageSplitTests {
    @Test("an onboarding page view controller shows its first page with the indicator, and swipes through")
    func onboarding() throws {
        let log = PageSplitLog()
        let onboarding = OnboardingViewController(log: log)
        let window = UIWindow()
        window.rootViewController = onboarding
        window.makeKeyAndVisible()
        #expect(log.lines == ["Welcome willAppear", "Welcome didAppear"])
        #expect(onboarding.children == [onboarding.pages[0]])
        #expect(window.render().contains("PageControl \"1 of 3\""))

        log.lines.removeAll()
        try window.swipePage(.forward)
        #expect(
            log.lines == [
                "willTransitionTo [\"Sync\"]", "Sync willAppear", "Welcome willDisappear", "Sync didAppear",
                "Welcome didDisappear", "didFinishAnimating [\"Welcome\"] true",
            ])
        #expect(onboarding.currentIndex == 1)
        #expect(window.render().contains("PageControl \"2 of 3\""))

        try window.swipePage(.forward)
        #expect(onboarding.currentIndex == 2)
        log.lines.removeAll()
        #expect(throws: WindowError.self) { try window.swipePage(.forward) }
        #expect(log.lines.isEmpty)
        #expect(onboarding.viewControllers?.first == onboarding.pages[2])

        try window.swipePage(.reverse)
        #expect(onboarding.currentIndex == 1)
    }

    @Test("Skip jumps to the last page in code: no delegate calls, the completion says finished")
    func skip() {
        let log = PageSplitLog()
        let onboarding = OnboardingViewController(log: log)
        let window = UIWindow()
        window.rootViewController = onboarding
        window.makeKeyAndVisible()
        log.lines.removeAll()
        onboarding.skipToEnd()
        #expect(
            log.lines == [
                "Done willAppear", "Welcome willDisappear", "Done didAppear", "Welcome didDisappear",
                "skipped true",
            ])
        #expect(onboarding.viewControllers?.first?.title == "Done")
    }

    @Test("a master–detail app on a phone starts on the list and pushes the detail when a city is chosen")
    func masterDetailOnPhone() throws {
        let list = CityListViewController()
        let master = UINavigationController(rootViewController: list)
        let emptyDetail = UINavigationController(rootViewController: CityDetailViewController())
        let split = UISplitViewController()
        split.viewControllers = [master, emptyDetail]
        let coordinator = MasterDetailCoordinator()
        split.delegate = coordinator

        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [master])
        #expect(list.splitViewController == split)
        #expect(window.render().contains("NavigationBar \"Cities\""))

        list.select("Lisbon")
        #expect(master.viewControllers.count == 2)
        let detail = try #require(master.topViewController as? CityDetailViewController)
        #expect(detail.detailItem == "Lisbon")
        #expect(detail.splitViewController == split)
        #expect(window.render().contains("NavigationBar \"Lisbon\""))

        try window.tap("back")
        #expect(master.viewControllers == [list])
        #expect(list.appearanceState == .appeared)
    }

    @Test(
        "an iOS 14 column-style split view on a phone: the primary first, show(.secondary) pushes the detail")
    func columnStyleOnPhone() throws {
        let list = CityListViewController()
        let detail = CityDetailViewController()
        detail.detailItem = "Oslo"
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        let coordinator = ColumnCoordinator()
        split.delegate = coordinator

        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        #expect(split.viewController(for: .primary) == list)
        #expect(list.navigationController != nil)
        #expect(detail.parent == nil)

        split.show(.secondary)
        #expect(detail.appearanceState == .appeared)
        #expect(detail.navigationController == list.navigationController)
        #expect(split.displayMode == .secondaryOnly)
        try window.tap("back")
        #expect(list.appearanceState == .appeared)
        #expect(split.displayMode == .oneOverSecondary)
    }
}
