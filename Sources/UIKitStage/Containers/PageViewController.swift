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

/// Shows one page at a time, a user swiping between them — HeadlessUI's `UIPageViewController`.
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
/// One page is shown at a time: a page curl with its spine in the middle (two pages side by side)
/// is not modelled and falls back to a spine at the left or top edge, with a diagnostic.
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
        /// The middle: two pages side by side (not modelled).
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
        /// A ``SpineLocation`` (or its raw value) for the page curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolling pages, in points; it does not change what a user sees here.
        public static let interPageSpacing = OptionsKey(
            rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages move.
    public let transitionStyle: TransitionStyle
    /// Which way pages lie.
    public let navigationOrientation: NavigationOrientation
    /// Where curling pages are bound: `.none` for the scroll style, `.min` unless the options said
    /// `.max`.
    public let spineLocation: SpineLocation
    /// Whether a curling page shows content on its back. Kept as set; it does not change which page
    /// is shown, since one page is shown at a time.
    open var isDoubleSided = false

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
    ///   - options: ``OptionsKey/spineLocation`` and ``OptionsKey/interPageSpacing``; a value of the
    ///     wrong type, or a spine in the middle, is reported with a diagnostic and the default used.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = Self.spineLocation(for: style, options: options)
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
        let requested = (value as? SpineLocation) ?? (value as? Int).flatMap(SpineLocation.init(rawValue:))
        switch requested {
        case .some(.min): return .min
        case .some(.max): return .max
        case .some(.mid):
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "A PageViewController with its spine in the middle shows two pages side by side, which "
                        + "HeadlessUI does not model; it uses the spine at the left or top edge (.min) instead."
                ))
            return .min
        case .some(.none), nil:
            Diagnostics.emit(
                Diagnostic(
                    .invalidContainerContent,
                    "The spineLocation option of a PageViewController must be a SpineLocation (.min or .max), "
                        + "not \(value); it uses .min."))
            return .min
        }
    }

    /// The pages shown: one page, or none before the first
    /// ``setViewControllers(_:direction:animated:completion:)``.
    open var viewControllers: [UIViewController]? { pages }

    /// Shows `viewControllers` (one page) instead of the current one. Programmatic: the delegate
    /// hears nothing, as in UIKit. When on screen, the new page appears and the old one disappears
    /// (the order in the type's description). `nil`, no page, more than one page, and a controller
    /// in use elsewhere are rejected with a diagnostic, leaving the page as it was.
    /// - Parameters:
    ///   - viewControllers: The page to show.
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
            run(to: requested[0], animated: animated)
            refreshIndicator()
            completion?(true)
        }
    }

    /// How a completed user's swipe moves the page indicator's dot.
    private var indicatorStep = 0

    /// Whether a user's swipe in `direction` would turn the page: the data source has a page there
    /// other than the one shown. Asks the data source, as UIKit does when a swipe starts; the
    /// explorer uses it to offer only swipes that turn.
    package func hasPage(_ direction: NavigationDirection) -> Bool {
        guard let current = pages.first, let dataSource else { return false }
        let next =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        return next !== current
    }

    private func run(to page: UIViewController, animated: Bool) {
        indicatorStep = 0
        guard page !== pages.first else { return }
        let plan = PagePlanner.completedTurn(
            from: pages.first, to: page, in: self, onScreen: appearanceState == .appeared,
            scrolls: transitionStyle == .scroll, userTurn: false)
        TransitionInterpreter.run(plan, animated: animated)
    }

    /// Asks the data source for the indicator after `setViewControllers`, as UIKit does; only the
    /// scroll style shows one.
    private func refreshIndicator() {
        defer { showContent(pages.first, nil) }
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
        guard requested.count == 1 else {
            let given = requested.isEmpty ? "no page" : "\(requested.count) pages"
            return Diagnostic(
                .invalidContainerContent,
                "Cannot show \(given) in \(diagnosticName): it shows exactly one page at a time. "
                    + "Pass one view controller.")
        }
        return pageRejection(of: requested[0], neighbourOf: nil, side: "")
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
        for page in pages { body(page) }
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
        guard let current = pages.first else { throw GestureRefusal("\(diagnosticName) shows no page yet") }
        guard let dataSource else {
            throw GestureRefusal("\(diagnosticName) has no data source, so a user cannot turn its pages")
        }
        let forward = direction == .forward
        let next =
            forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        let side = forward ? "after" : "before"
        guard let next else {
            throw GestureRefusal(
                "the data source of \(diagnosticName) has no page \(side) \(current.diagnosticName)")
        }
        guard pages.first === current, window?.isTransitioning != true else {
            let rejection = Diagnostic(
                .invalidContainerContent,
                "The data source of \(diagnosticName) changed its pages while asked for the page \(side) "
                    + "\(current.diagnosticName); the swipe was abandoned. Answer the question without "
                    + "calling setViewControllers(_:direction:animated:completion:).")
            Diagnostics.emit(rejection)
            throw GestureRefusal(rejection.message)
        }
        if let rejection = pageRejection(of: next, neighbourOf: current, side: side) {
            Diagnostics.emit(rejection)
            throw GestureRefusal(rejection.message)
        }
        indicatorStep = forward ? 1 : -1
        let plan = PagePlanner.turn(
            from: current, to: next, in: self, onScreen: appearanceState == .appeared,
            scrolls: transitionStyle == .scroll, userTurn: true)
        return InteractionSession(plan, name: "page swipe in \(diagnosticName)")
    }
}
