import Foundation
import ScenewrightCore

/// Supplies the pages a user reaches by swiping — HeadlessUI's `UIPageViewControllerDataSource`.
///
/// Implement `presentationCount(for:)` and `presentationIndex(for:)` too, and a scrolling page view
/// controller shows a page indicator (`PageControl "2 of 3"` in `UIWindow.render()`).
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` when it is the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or `nil` when it is the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page indicator shows; asked after each `setViewControllers`. Default `0`:
    /// no indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is selected; asked after each `setViewControllers`. Default `0`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Returns `0`: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// Returns `0`.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears a user's page turns — HeadlessUI's `UIPageViewControllerDelegate`. Pages set in code with
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` are not reported,
/// as in UIKit.
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {
    /// Called when a user's swipe starts turning to `pendingViewControllers`, before any other
    /// callback of the turn. Default: nothing.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController])
    /// Called last, when the turn is over; `previousViewControllers` were shown before it. Default:
    /// nothing.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

/// Shows pages, a user swiping between them — HeadlessUI's `UIPageViewController`.
///
/// The page shown is the page view controller's child: it gets `willMove(toParent:)` and
/// `didMove(toParent:)`, and appears and disappears with the page view controller. Change it in
/// code with ``setViewControllers(_:direction:animated:completion:)`` (no delegate calls); a user
/// turns pages with ``UIWindow/swipePage(_:)``, which asks the ``dataSource`` for the neighbour and
/// tells the ``delegate``. While on screen, the new page's `viewWillAppear` and `viewIsAppearing`
/// come before the old page's `viewWillDisappear`; scrolling, the new page's `viewDidAppear` comes
/// before the old page's `viewDidDisappear`, and curling after it — the orders UIKit logs show.
///
/// ```swift
/// let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = onboarding
/// pages.setViewControllers([onboarding.pages[0]], direction: .forward, animated: false)
/// window.rootViewController = pages
/// window.makeKeyAndVisible()
/// try window.swipePage(.forward)   // the second page
/// ```
///
/// A page curl with its spine in the middle (``SpineLocation/mid``) shows two pages side by side,
/// each in its half; both appear and disappear together, and a user's swipe turns both (the data
/// source is asked twice). A double-sided page curl with its spine at an edge takes the front of the
/// page and its back; only the front is seen, and only it appears. How many view controllers
/// ``setViewControllers(_:direction:animated:completion:)`` takes follows UIKit:
///
/// | Style | Spine | ``isDoubleSided`` | View controllers |
/// |---|---|---|---|
/// | `.scroll` | `.none` | — | 1 |
/// | `.pageCurl` | `.min`, `.max` | `false` (the default) | 1 |
/// | `.pageCurl` | `.min`, `.max` | `true` | 2: the front, then the back |
/// | `.pageCurl` | `.mid` | always `true` | 2: the left (top) page, then the right (bottom) one |
///
/// ```swift
/// let book = PageViewController(
///     transitionStyle: .pageCurl, navigationOrientation: .horizontal,
///     options: [.spineLocation: PageViewController.SpineLocation.mid])
/// book.setViewControllers([chapter[0], chapter[1]], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    /// How pages move — UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl like paper.
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// Which way pages lie — UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Which way a page change goes — UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where a curling page is bound — UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// The left or top edge.
        case min = 1
        /// The middle: two pages side by side, both shown.
        case mid = 2
        /// The right or bottom edge.
        case max = 3
    }

    /// Keys of the `options` dictionary — UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation`` (or its raw value, an `Int` or an `NSNumber`) for the page curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolling pages, in points; it does not change what a user sees here.
        public static let interPageSpacing = OptionsKey(
            rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages move.
    public let transitionStyle: TransitionStyle
    /// Which way pages lie.
    public let navigationOrientation: NavigationOrientation
    /// Where curling pages are bound: `.none` for the scroll style; for the page curl, what the
    /// options said, `.min` by default, as in UIKit.
    public let spineLocation: SpineLocation
    /// Whether a curling page shows content on its back: a double-sided page curl takes two view
    /// controllers, the front and the back. Default `false`; `true` with the spine in the middle,
    /// where setting `false` is refused with a `Diagnostic.Kind.invalidContainerContent` diagnostic
    /// (UIKit raises).
    open var isDoubleSided: Bool {
        get { doubleSided }
        set {
            guard newValue || spineLocation != .mid else {
                Diagnostics.emit(
                    Diagnostic(
                        .invalidContainerContent,
                        "Cannot make \(diagnosticName) single-sided: its spine is in the middle, where both "
                            + "pages of a spread are shown, so it stays double-sided (UIKit raises)."))
                return
            }
            doubleSided = newValue
        }
    }
    private var doubleSided = false

    /// Supplies the pages a user swipes to. Held weakly.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Hears a user's page turns. Held weakly.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    private var pages: [UIViewController] = []
    let pageIndicator = PageIndicator()

    /// Creates a page view controller showing no page yet.
    /// - Parameters:
    ///   - style: How pages move.
    ///   - navigationOrientation: Which way pages lie.
    ///   - options: ``OptionsKey/spineLocation`` and ``OptionsKey/interPageSpacing``; a spine
    ///     location of the wrong type is reported with a diagnostic and the default used. A spine in
    ///     the middle makes the pages double-sided, as in UIKit.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = Self.spineLocation(for: style, options: options)
        doubleSided = spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a scrolling, horizontal page view controller showing no page yet, as UIKit's
    /// `UIPageViewController()` does.
    public convenience init() {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// Creates a page view controller as Interface Builder's defaults make one: scrolling,
    /// horizontal. There are no archives here to decode, so `coder` is not read.
    public override init?<Coder: NSCoder>(coder: Coder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }

    private static func spineLocation(for style: TransitionStyle, options: [OptionsKey: Any]?)
        -> SpineLocation
    {
        guard style == .pageCurl else { return .none }
        guard let value = options?[.spineLocation] else { return .min }
        let raw = (value as? NSNumber)?.intValue ?? (value as? Int)
        let requested = (value as? SpineLocation) ?? raw.flatMap(SpineLocation.init(rawValue:))
        switch requested {
        case .some(.min): return .min
        case .some(.mid): return .mid
        case .some(.max): return .max
        case .some(.none), nil:
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "The spineLocation option of a PageViewController must be a SpineLocation (.min, .mid or "
                        + ".max), not \(value); it uses .min."))
            return .min
        }
    }

    /// The pages set: one page, two (a spread with the spine in the middle, or the front and back
    /// of a double-sided page), or none before the first
    /// ``setViewControllers(_:direction:animated:completion:)``.
    open var viewControllers: [UIViewController]? { pages }

    /// How many view controllers ``setViewControllers(_:direction:animated:completion:)`` takes: two
    /// for a page curl with its spine in the middle or double-sided pages, else one.
    var pagesPerSpread: Int {
        guard transitionStyle == .pageCurl else { return 1 }
        return spineLocation == .mid || isDoubleSided ? 2 : 1
    }

    /// How many pages of a spread a user sees: both with the spine in the middle, else the first.
    var shownPagesPerSpread: Int { transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1 }

    /// The pages a user sees now (not the back of a double-sided page).
    package var shownPages: ArraySlice<UIViewController> { pages.prefix(shownPagesPerSpread) }

    /// Shows `viewControllers` instead of the current pages: one page, or two as the type's
    /// description lists. Programmatic: the delegate hears nothing, as in UIKit. When on screen, the
    /// new pages appear and the old ones disappear (the order in the type's description). `nil`, a
    /// count other than the spine and ``isDoubleSided`` call for, a page given twice, and a
    /// controller in use elsewhere are rejected with a diagnostic, leaving the pages as they were.
    /// - Parameters:
    ///   - viewControllers: The pages to show.
    ///   - direction: Which way the change goes; passed to nothing else, as no animation runs.
    ///   - animated: Passed through to the callbacks.
    ///   - completion: Called with `true` when the page is shown, with `false` when rejected.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        performTransitionIfOnScreen { [self] in
            let requested = viewControllers ?? []
            if let rejection = pagesRejection(of: requested) {
                Diagnostics.emit(rejection)
                completion?(false)
                return
            }
            run(to: requested, animated: animated)
            refreshIndicator()
            completion?(true)
        }
    }

    /// How a completed user's swipe moves the page indicator's dot.
    private var indicatorStep = 0

    /// Whether a user's swipe in `direction` would turn the page: the data source has a page there
    /// (two, for a spread of two) other than the one it was asked about. Asks the data source, as
    /// UIKit does when a swipe starts; the explorer uses it to offer only swipes that turn.
    package func hasPage(_ direction: NavigationDirection) -> Bool {
        guard var current = direction == .forward ? pages.last : pages.first, let dataSource else {
            return false
        }
        for _ in 0..<pagesPerSpread {
            let next =
                direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: current)
                : dataSource.pageViewController(self, viewControllerBefore: current)
            guard let next, next !== current else { return false }
            current = next
        }
        return true
    }

    private func run(to spread: [UIViewController], animated: Bool) {
        indicatorStep = 0
        guard !spread.elementsEqual(pages, by: ===) else { return }
        let plan = PagePlanner.completedTurn(
            from: pages, to: spread, shown: shownPagesPerSpread, in: self,
            onScreen: appearanceState == .appeared,
            scrolls: transitionStyle == .scroll, userTurn: false)
        TransitionInterpreter.run(plan, animated: animated)
    }

    /// Asks the data source for the indicator after `setViewControllers`, as UIKit does; only the
    /// scroll style shows one.
    private func refreshIndicator() {
        defer { showPages(Array(shownPages), incoming: []) }
        guard transitionStyle == .scroll, let dataSource else {
            pageIndicator.state = nil
            return
        }
        let count = dataSource.presentationCount(for: self)
        guard count > 0 else {
            pageIndicator.state = nil
            return
        }
        let index = dataSource.presentationIndex(for: self)
        pageIndicator.state = (count, max(0, min(count - 1, index)))
    }

    // MARK: Validation

    private func pagesRejection(of requested: [UIViewController]) -> Diagnostic? {
        let required = pagesPerSpread
        guard requested.count == required else {
            let given =
                requested.isEmpty ? "no page" : requested.count == 1 ? "1 page" : "\(requested.count) pages"
            return Diagnostic(
                .invalidContainerContent,
                "Cannot show \(given) in \(diagnosticName): \(spreadDescription). "
                    + "Pass \(required == 1 ? "one view controller" : "two view controllers").")
        }
        for (index, page) in requested.enumerated() where requested[..<index].contains(where: { $0 === page })
        {
            return Diagnostic(
                .invalidContainerContent,
                "Cannot show \(page.diagnosticName) twice in \(diagnosticName): \(spreadDescription).")
        }
        for page in requested {
            if let rejection = pageRejection(of: page, neighbourOf: nil, side: "") { return rejection }
        }
        return nil
    }

    /// What a spread is, for messages: "a page curl with its spine in the middle shows two pages side
    /// by side", …
    private var spreadDescription: String {
        switch (transitionStyle, spineLocation == .mid, isDoubleSided) {
        case (.scroll, _, _): "a scrolling page view controller shows one page at a time"
        case (.pageCurl, true, _):
            "a page curl with its spine in the middle shows two pages side by side, so it takes two view "
                + "controllers (UIKit raises otherwise)"
        case (.pageCurl, false, true):
            "a double-sided page curl takes two view controllers, the front of the page and its back "
                + "(UIKit raises otherwise)"
        case (.pageCurl, false, false):
            "a single-sided page curl with its spine at an edge shows one page at a time (set isDoubleSided "
                + "to pass its back too)"
        }
    }

    private func pageRejection(
        of page: UIViewController, neighbourOf current: UIViewController?, side: String
    )
        -> Diagnostic?
    {
        let what = "Cannot show \(page.diagnosticName) as a page of \(diagnosticName)"
        if let current, page === current {
            return Diagnostic(
                .invalidContainerContent,
                "The data source of \(diagnosticName) returned \(page.diagnosticName) as the page \(side) "
                    + "itself; the page was not turned. Return a different controller, or nil at the end.")
        }
        if page === self || isContained(in: page) {
            return Diagnostic(
                .containmentCycle, "\(what): a controller cannot contain itself or one of its ancestors.")
        }
        let place = page.placement
        switch place {
        case .nowhere: return nil
        case .child(let parent) where parent === self: return nil
        default:
            return Diagnostic(.controllerInUse, "\(what): it is already \(place.description). \(place.fix)")
        }
    }

    // MARK: What the interpreter asks of a page view controller

    override package var containerRole: ContainerRole { .pages }
    override package var shownChild: UIViewController? { pages.first }

    /// Every page shown appears and disappears with the page view controller.
    override func forEachAppearanceChild(_ body: (UIViewController) -> Void) {
        for page in shownPages { body(page) }
    }

    /// The page indicator, when the data source gives one, in front of the pages.
    override func addChrome(to views: inout [UIView], inFront: Bool) {
        if inFront, pageIndicator.state != nil { views.append(pageIndicator) }
    }

    /// Replaces the pages shown; the indicator moves with a completed turn.
    override func applyContainerEdit(_ edit: TransitionEdit<UIViewController>) {
        guard case .replacePages(let controllers) = edit else { return }
        pages = controllers
        childStorage = controllers
        for controller in controllers { controller.parentStorage = self }
        if let indicator = pageIndicator.state, indicatorStep != 0 {
            let index = max(0, min(indicator.count - 1, indicator.index + indicatorStep))
            pageIndicator.state = (indicator.count, index)
        }
        indicatorStep = 0
    }

    /// The delegate's calls around a user's page turn.
    override func tellDelegate(_ step: TransitionStep<UIViewController>, animated: Bool) {
        switch step {
        case .willTurnPages(let pending):
            delegate?.pageViewController(self, willTransitionTo: pending)
        case .didTurnPages(let previous, let completed):
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: previous,
                transitionCompleted: completed)
        default:
            break
        }
    }

    /// Puts the views (those loaded) of the shown pages of `spread`, then of `incoming` (a spread
    /// coming in during a turn), and the page indicator into this controller's view, each page where
    /// it lies in its spread.
    func showPages(_ spread: [UIViewController], incoming: [UIViewController]) {
        guard let root = viewIfLoaded else { return }
        var views: [UIView] = []
        for page in spread + incoming {
            if let view = page.viewIfLoaded, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        if pageIndicator.state != nil { views.append(pageIndicator) }
        root.setSubviewsQuietly(views)
        let bounds = root.bounds
        for list in [spread, incoming] {
            for (index, page) in list.enumerated() {
                page.viewIfLoaded?.place(in: frame(ofPageAt: index, of: list.count, in: bounds))
            }
        }
    }

    /// Where page `index` of a spread of `count` shown pages lies in `bounds`: the whole of it, or,
    /// with two pages side by side, the left (top) or right (bottom) half, as the orientation says.
    private func frame(ofPageAt index: Int, of count: Int, in bounds: CGRect) -> CGRect {
        guard count == 2, index < 2 else { return bounds }
        var half = bounds
        if navigationOrientation == .horizontal {
            half.size.width = bounds.width / 2
            half.origin.x += CGFloat(index) * half.width
        } else {
            half.size.height = bounds.height / 2
            half.origin.y += CGFloat(index) * half.height
        }
        return half
    }

    /// Where `page`'s view lies in `bounds`, this controller's bounds: its place in the spread
    /// shown, the whole bounds for a page not shown.
    func frame(ofPage page: UIViewController, in bounds: CGRect) -> CGRect {
        let shown = shownPages
        guard let index = shown.firstIndex(where: { $0 === page }) else { return bounds }
        return frame(ofPageAt: index - shown.startIndex, of: shown.count, in: bounds)
    }

    // MARK: Container plumbing

    open override func loadView() {
        view = ContainerView()
        showPages(Array(shownPages), incoming: [])
    }

    override func prepareAppearanceChildren(appearing: Bool) {
        guard appearing, !pages.isEmpty else { return }
        let shown = Array(shownPages)
        for page in shown { page.loadViewIfNeeded() }
        showPages(shown, incoming: [])
    }
}

/// The dots under scrolling pages, UIKit's `UIPageControl` as a page view controller shows it:
/// rendered as `PageControl "2 of 3"`.
@MainActor final class PageIndicator: UIView {
    /// How many dots, and which one is selected; `nil` shows no indicator.
    var state: (count: Int, index: Int)?

    override var renderKind: String { "PageControl" }
    override var renderDetail: String? {
        state.map { quoted("\($0.index + 1) of \($0.count)") }
    }
}

extension UIPageViewController {
    /// A user's swipe in `direction` begins: asks the data source for the neighbour of the page
    /// shown; the delegate hears `willTransitionTo`, the neighbour starts appearing and the page
    /// shown starts disappearing. The caller checked that no transition runs. Throws, changing
    /// nothing, when there is no neighbour.
    package func beginUserTurn(_ direction: NavigationDirection) throws(GestureRefusal) -> InteractionSession
    {
        let current = pages
        guard let first = current.first, let last = current.last else {
            throw GestureRefusal("\(diagnosticName) shows no page yet")
        }
        guard let dataSource else {
            throw GestureRefusal("\(diagnosticName) has no data source, so a user cannot turn its pages")
        }
        let forward = direction == .forward
        let side = forward ? "after" : "before"
        // A spread of two turns as one: the data source is asked twice, from the edge turned past.
        var next: [UIViewController] = []
        var cursor = forward ? last : first
        for _ in 0..<pagesPerSpread {
            let asked = cursor
            let answer =
                forward
                ? dataSource.pageViewController(self, viewControllerAfter: asked)
                : dataSource.pageViewController(self, viewControllerBefore: asked)
            guard let answer else {
                throw GestureRefusal(
                    "the data source of \(diagnosticName) has no page \(side) \(asked.diagnosticName)")
            }
            guard pages.elementsEqual(current, by: ===), window?.isTransitioning != true else {
                let rejection = Diagnostic(
                    .invalidContainerContent,
                    "The data source of \(diagnosticName) changed its pages while asked for the page \(side) "
                        + "\(asked.diagnosticName); the swipe was abandoned. Answer the question without "
                        + "calling setViewControllers(_:direction:animated:completion:).")
                Diagnostics.emit(rejection)
                throw GestureRefusal(rejection.message)
            }
            if let rejection = pageRejection(of: answer, neighbourOf: asked, side: side) {
                Diagnostics.emit(rejection)
                throw GestureRefusal(rejection.message)
            }
            next.append(answer)
            cursor = answer
        }
        if !forward { next.reverse() }
        indicatorStep = forward ? 1 : -1
        let plan = PagePlanner.turn(
            from: current, to: next, shown: shownPagesPerSpread, in: self,
            onScreen: appearanceState == .appeared,
            scrolls: transitionStyle == .scroll, userTurn: true)
        return InteractionSession(plan, name: "page swipe in \(diagnosticName)")
    }
}
