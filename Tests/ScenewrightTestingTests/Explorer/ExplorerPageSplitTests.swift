import Foundation
import ScenewrightTesting
import Testing

/// Pages of a tour, its own data source, as onboarding screens are written.
@MainActor final class TourViewController: PageViewController, PageViewControllerDataSource {
    let tour: [ViewController] = ["One", "Two", "Three"].map { ButtonsViewController(title: $0, buttons: []) }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        dataSource = self
        setViewControllers([tour[0]], direction: .forward, animated: false)
    }

    required init?(coder: NSCoder) { nil }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let index = tour.firstIndex(of: viewController), index > 0 else { return nil }
        return tour[index - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let index = tour.firstIndex(of: viewController), index + 1 < tour.count else { return nil }
        return tour[index + 1]
    }
}

@MainActor
@Suite("Explorer with page and split view controllers")
struct ExplorerPageSplitTests {
    @Test("the explorer swipes through pages both ways and finds every page, with no violations")
    func pages() throws {
        let report = try Explorer(maxDepth: 4) {
            let window = Window()
            window.rootViewController = TourViewController()
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(report.violations.isEmpty, "\(report.violations)")
        try #require(report.screens.count == 3)
        #expect(report.screens.map { $0.rendering.contains("Label #heading") } == [true, true, true])
        #expect(report.screens[2].rendering.contains("\"Three\""))
        #expect(
            report.screens.map(\.actions) == [
                ["swipe page forward", "swipe page forward, cancelled"],
                [
                    "swipe page forward", "swipe page forward, cancelled", "swipe page reverse",
                    "swipe page reverse, cancelled",
                ],
                ["swipe page reverse", "swipe page reverse, cancelled"],
            ])
        let edges = report.transitions.map { "\($0.from) \($0.action) \($0.to)" }
        #expect(
            edges == [
                "0 swipe page forward 1", "0 swipe page forward, cancelled 0", "1 swipe page forward 2",
                "1 swipe page forward, cancelled 1", "1 swipe page reverse 0",
                "1 swipe page reverse, cancelled 1",
                "2 swipe page reverse 1", "2 swipe page reverse, cancelled 2",
            ])
    }

    @Test(
        "the explorer taps through a collapsed split view: the list, the detail it shows, back and swipe back"
    )
    func split() throws {
        let report = try Explorer(maxDepth: 3) {
            let list = ButtonsViewController(title: "Cities", buttons: [("Lisbon", "lisbon")])
            list.onTap = { [weak list] _ in
                list?.showDetailViewController(
                    ButtonsViewController(title: "Lisbon", buttons: []), sender: nil)
            }
            let split = SplitViewController(style: .doubleColumn)
            split.setViewController(list, for: .primary)
            let window = Window()
            window.rootViewController = split
            window.makeKeyAndVisible()
            return window
        }.run()
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(report.screens.map(\.title) == ["Cities", "Lisbon"])
        #expect(report.screens[1].actions == ["back", "swipe back", "swipe back, cancelled"])
    }
}
