import ScenewrightTesting
import Testing
import UIKit

// UIPageViewController's spine and double-sided pages, from Apple's documentation and
// UIPageViewController.h:
// - spineLocation: "If transition style is 'UIPageViewControllerTransitionStylePageCurl', default
//   is 'UIPageViewControllerSpineLocationMin', otherwise 'UIPageViewControllerSpineLocationNone'."
// - isDoubleSided: "The default value for this property is false." … "If the spine is located in
//   the middle, the value must be true. Setting it to false with the spine located in the middle
//   raises an exception." The header: "If 'UIPageViewControllerSpineLocationMid' is set,
//   'doubleSided' is set to 'YES'."
// - SpineLocation: "Min = 1, // Requires one view controller." "Mid = 2, // Requires two view
//   controllers." "Max = 3 // Requires one view controller." SpineLocation.mid: "Two view
//   controllers are displayed at a time."
// - setViewControllers(_:direction:animated:completion:): "For transition style
//   'UIPageViewControllerTransitionStylePageCurl', if 'doubleSided' is 'YES' and the spine location
//   is not 'UIPageViewControllerSpineLocationMid', two view controllers must be included, as the
//   latter view controller is used as the back."

/// A page that logs its appearance.
private final class Page: UIViewController {
    let name: String
    let log: PageLog

    init(_ name: String, log: PageLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        view.accessibilityIdentifier = "page.\(name)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
}

@MainActor private final class PageLog {
    var lines: [String] = []
}

/// A book: pages in order, turned by the data source.
private final class Book: NSObject, UIPageViewControllerDataSource {
    let pages: [Page]
    init(_ pages: [Page]) { self.pages = pages }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }
}

@MainActor @Suite("UIPageViewController: spine locations, double-sided pages and their defaults")
struct PageSpineTests {
    private func curl(spine: UIPageViewController.SpineLocation? = nil) -> UIPageViewController {
        UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: spine.map { [.spineLocation: NSNumber(value: $0.rawValue)] })
    }

    @Test("defaults: a page curl's spine is .min, a scroll's .none; neither is double-sided")
    func defaults() {
        let curling = curl()
        #expect(curling.spineLocation == .min)
        #expect(curling.isDoubleSided == false)
        let scrolling = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        #expect(scrolling.spineLocation == .none)
        #expect(scrolling.isDoubleSided == false)
    }

    @Test("a spine in the middle is kept, with no diagnostic, and makes the pages double-sided")
    func midSpine() {
        var book: UIPageViewController?
        let diagnostics = captureDiagnostics { book = curl(spine: .mid) }
        #expect(diagnostics.isEmpty)
        #expect(book?.spineLocation == .mid)
        #expect(book?.isDoubleSided == true)
    }

    @Test("setting isDoubleSided to false with the spine in the middle is refused with a diagnostic")
    func midSpineStaysDoubleSided() {
        let book = curl(spine: .mid)
        let diagnostics = captureDiagnostics { book.isDoubleSided = false }
        #expect(book.isDoubleSided == true)
        #expect(diagnostics.map(\.kind) == [.invalidContainerContent])
    }

    @Test("with the spine in the middle, two pages are shown side by side and both appear")
    func twoPagesSideBySide() {
        let log = PageLog()
        let left = Page("Left", log: log)
        let right = Page("Right", log: log)
        let book = curl(spine: .mid)
        var completed: [Bool] = []
        let diagnostics = captureDiagnostics {
            book.setViewControllers([left, right], direction: .forward, animated: false) {
                completed.append($0)
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(completed == [true])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = book
        window.makeKeyAndVisible()
        #expect(book.viewControllers?.count == 2)
        #expect(book.children.count == 2)
        #expect(
            log.lines == [
                "Left.viewWillAppear", "Right.viewWillAppear", "Left.viewDidAppear", "Right.viewDidAppear",
            ])
        #expect(window.find(identifier: "page.Left") != nil)
        #expect(window.find(identifier: "page.Right") != nil)
        #expect(left.view.frame == CGRect(x: 0, y: 0, width: 512, height: 768))
        #expect(right.view.frame == CGRect(x: 512, y: 0, width: 512, height: 768))
    }

    @Test("with the spine in the middle, one page is refused: UIKit requires two")
    func midSpineRequiresTwo() {
        let book = curl(spine: .mid)
        var completed: [Bool] = []
        let diagnostics = captureDiagnostics {
            book.setViewControllers([UIViewController()], direction: .forward, animated: false) {
                completed.append($0)
            }
        }
        #expect(completed == [false])
        #expect(book.viewControllers?.isEmpty == true)
        #expect(diagnostics.map(\.kind) == [.invalidContainerContent])
        #expect(diagnostics.first?.message.contains("two") == true)
    }

    @Test("double-sided with the spine at an edge takes the front and the back; only the front is seen")
    func doubleSidedEdgeSpine() {
        let log = PageLog()
        let front = Page("Front", log: log)
        let back = Page("Back", log: log)
        let book = curl()
        book.isDoubleSided = true
        let refused = captureDiagnostics {
            book.setViewControllers([front], direction: .forward, animated: false)
        }
        #expect(refused.map(\.kind) == [.invalidContainerContent])
        book.setViewControllers([front, back], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = book
        window.makeKeyAndVisible()
        #expect(book.viewControllers?.count == 2)
        #expect(log.lines == ["Front.viewWillAppear", "Front.viewDidAppear"])
        #expect(window.find(identifier: "page.Front") != nil)
        #expect(window.find(identifier: "page.Back") == nil)
    }

    @Test("a single-sided page curl and a scroll still take exactly one page")
    func oneSidedTakesOne() {
        let curling = curl()
        let scrolling = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        for book in [curling, scrolling] {
            let diagnostics = captureDiagnostics {
                book.setViewControllers(
                    [UIViewController(), UIViewController()], direction: .forward, animated: false)
            }
            #expect(diagnostics.map(\.kind) == [.invalidContainerContent])
            #expect(book.viewControllers?.isEmpty == true)
        }
    }

    @Test("a user's swipe with the spine in the middle turns a whole spread: two new pages")
    func swipeTurnsASpread() throws {
        let log = PageLog()
        let pages = ["1", "2", "3", "4"].map { Page($0, log: log) }
        let book = curl(spine: .mid)
        let source = Book(pages)
        book.dataSource = source
        book.setViewControllers([pages[0], pages[1]], direction: .forward, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = book
        window.makeKeyAndVisible()
        log.lines.removeAll()

        try window.swipePage(.forward)

        #expect(book.viewControllers?.count == 2)
        #expect(isSame(book.viewControllers?.first, pages[2]) && isSame(book.viewControllers?.last, pages[3]))
        #expect(
            log.lines == [
                "3.viewWillAppear", "4.viewWillAppear", "1.viewWillDisappear", "2.viewWillDisappear",
                "1.viewDidDisappear", "2.viewDidDisappear", "3.viewDidAppear", "4.viewDidAppear",
            ])
        try window.swipePage(.reverse)
        #expect(isSame(book.viewControllers?.first, pages[0]) && isSame(book.viewControllers?.last, pages[1]))
    }
}
