import ScenewrightTesting
import Testing
import UIKit

/// A screen that writes down its view's size at each callback a UIKit app reads geometry in, and
/// its own view's `layoutSubviews`, as `<name>.<callback> <width>x<height>`.
@MainActor final class MeasuringViewController: UIViewController {
    final class MeasuringView: UIView {
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }
    }

    let name: String
    let log: EventLog

    init(name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let measuring = MeasuringView()
        measuring.onLayout = { [unowned self] in record("layoutSubviews") }
        view = measuring
    }

    private func record(_ callback: String) {
        let size = view.bounds.size
        log.add("\(name).\(callback) \(Int(size.width))x\(Int(size.height))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        record("viewDidLayoutSubviews")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        record("viewWillTransition")
    }
}

/// UIKit sizes the views of the controllers it shows: a window's root view tracks the window, a
/// container's child fills the container, a presented view takes its presentation's frame. Written
/// as an iOS app reads its geometry.
@MainActor @Suite("Geometry: controllers' views are sized by their window, container or presentation")
struct GeometryControllerViewTests {
    @Test("a window's root controller reads the window's size from viewWillAppear on")
    func rootFillsWindow() {
        let log = EventLog()
        let home = MeasuringViewController(name: "Home", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        #expect(
            log.events == [
                "Home.viewWillAppear 390x844", "Home.viewWillLayoutSubviews 390x844",
                "Home.layoutSubviews 390x844", "Home.viewDidLayoutSubviews 390x844",
                "Home.viewDidAppear 390x844",
            ])
        #expect(home.view.frame == window.bounds)
        let superview = home.view.superview
        #expect(isSame(superview, window))
    }

    @Test("a window made with .zero, then given the screen's frame: its root view follows and lays out")
    func zeroWindowResized() {
        let log = EventLog()
        let home = MeasuringViewController(name: "Home", log: log)
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        #expect(home.view.bounds == .zero)
        log.clear()
        window.frame = UIScreen.main.bounds
        #expect(home.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(log.events.isEmpty)
        window.layoutIfNeeded()
        #expect(
            log.events == [
                "Home.viewWillLayoutSubviews 390x844", "Home.layoutSubviews 390x844",
                "Home.viewDidLayoutSubviews 390x844",
            ])
        log.clear()
        window.layoutIfNeeded()
        #expect(log.events.isEmpty)
    }

    @Test("a new root controller fills the window it enters")
    func replacedRootFillsWindow() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let next = MeasuringViewController(name: "Next", log: log)
        window.rootViewController = next
        #expect(next.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(log.events.first == "Next.viewWillAppear 320x480")
    }

    @Test("a navigation controller's children fill its whole view: the bar is drawn over them")
    func navigationChildrenFill() {
        let log = EventLog()
        let list = MeasuringViewController(name: "List", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(navigation.view.frame == window.bounds)
        #expect(list.view.frame == window.bounds)
        #expect(log.events.first == "List.viewWillAppear 390x844")
        log.clear()
        let detail = MeasuringViewController(name: "Detail", log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(detail.view.frame == navigation.view.bounds)
        #expect(
            log.events == [
                "Detail.viewWillAppear 390x844", "Detail.viewWillLayoutSubviews 390x844",
                "Detail.layoutSubviews 390x844", "Detail.viewDidLayoutSubviews 390x844",
                "Detail.viewDidAppear 390x844",
            ])
    }

    @Test("a controller whose view was loaded before it was pushed is resized when it is shown")
    func preloadedViewIsResized() {
        let detail = UIViewController()
        detail.view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(detail, animated: false)
        #expect(detail.view.frame == UIScreen.main.bounds)
    }

    @Test("a tab bar controller's tabs fill its view, the one selected later too")
    func tabsFill() {
        let log = EventLog()
        let first = MeasuringViewController(name: "First", log: log)
        let second = MeasuringViewController(name: "Second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first), second]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(first.view.frame == window.bounds)
        tabs.selectedIndex = 1
        #expect(second.view.frame == window.bounds)
        #expect(log.events.contains("Second.viewWillAppear 390x844"))
    }

    @Test("a page view controller's page and a split view's shown column fill their container")
    func pagesAndSplitFill() {
        let page = UIViewController()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([page], direction: .forward, animated: false)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = pages
        window.makeKeyAndVisible()
        #expect(page.view.frame == window.bounds)

        let split = UISplitViewController()
        split.viewControllers = [UIViewController(), UIViewController()]
        let splitWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        splitWindow.rootViewController = split
        splitWindow.makeKeyAndVisible()
        #expect(split.view.frame == splitWindow.bounds)
        let shown = split.viewControllers.first
        #expect(shown?.view.frame == splitWindow.bounds)
    }

    @Test(
        "a presented controller fills the window on a phone, whatever its style",
        arguments: [
            UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic,
            .popover,
            .currentContext, .overCurrentContext,
        ])
    func presentedFillsWindow(style: UIModalPresentationStyle) {
        let log = EventLog()
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = MeasuringViewController(name: "Sheet", log: log)
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: true)
        #expect(sheet.view.frame == window.bounds)
        #expect(log.events.first == "Sheet.viewWillAppear 390x844")
    }

    /// A presentation controller showing the presented view in the bottom half of its container.
    final class HalfHeightPresentationController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView else { return .zero }
            let bounds = containerView.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
    }

    final class HalfHeightTransitioning: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test("a .custom presentation puts the presented view at frameOfPresentedViewInContainerView")
    func customPresentationFrame() {
        let log = EventLog()
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let transitioning = HalfHeightTransitioning()
        let card = MeasuringViewController(name: "Card", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        root.present(card, animated: false)
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(card.presentationController?.containerView?.bounds == window.bounds)
        #expect(log.events.first == "Card.viewWillAppear 390x422")
    }

    @Test("a .custom presentation with the default presentation controller fills its container")
    func defaultPresentationControllerFills() {
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        root.present(card, animated: false)
        #expect(card.presentationController?.frameOfPresentedViewInContainerView == window.bounds)
        #expect(card.view.frame == window.bounds)
    }

    final class FrameAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var finalFrame: CGRect?
        var container: CGRect?
        var toViewFrame: CGRect?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.25 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.viewController(forKey: .to) else { return }
            finalFrame = transitionContext.finalFrame(for: to)
            container = transitionContext.containerView.bounds
            if let toView = transitionContext.view(forKey: .to) {
                transitionContext.containerView.addSubview(toView)
                toView.frame = transitionContext.finalFrame(for: to)
                toViewFrame = toView.frame
            }
            transitionContext.completeTransition(true)
        }
    }

    final class AnimatingHalfHeight: NSObject, UIViewControllerTransitioningDelegate {
        let animator = FrameAnimator()
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    @Test("an animator's finalFrame(for:) is where the presented view ends, in a window-sized container")
    func animatorFramesMatch() {
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let transitioning = AnimatingHalfHeight()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        root.present(card, animated: true)
        let animator = transitioning.animator
        #expect(animator.container == window.bounds)
        #expect(animator.finalFrame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(animator.toViewFrame == animator.finalFrame)
        #expect(card.view.frame == animator.finalFrame)
    }

    final class PushAnimatorDelegate: NSObject, UINavigationControllerDelegate {
        let animator = FrameAnimator()
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    @Test("a custom push: the pushed view ends at finalFrame(for:), the navigation controller's bounds")
    func customPushFrames() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = PushAnimatorDelegate()
        navigation.delegate = delegate
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        #expect(delegate.animator.container == window.bounds)
        #expect(delegate.animator.finalFrame == window.bounds)
        #expect(detail.view.frame == window.bounds)
    }

    @Test("a rotation: controllers hear the new size with the old bounds, then lay out at the new size")
    func rotation() {
        let log = EventLog()
        let list = MeasuringViewController(name: "List", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let sheet = MeasuringViewController(name: "Sheet", log: log)
        sheet.modalPresentationStyle = .overFullScreen
        navigation.present(sheet, animated: false)
        log.clear()
        let landscape = CGSize(width: 844, height: 390)
        #expect(window.simulateSizeChange(to: landscape))
        #expect(window.bounds.size == landscape)
        #expect(navigation.view.bounds.size == landscape)
        #expect(list.view.frame == CGRect(origin: .zero, size: landscape))
        #expect(sheet.view.frame == CGRect(origin: .zero, size: landscape))
        #expect(
            log.events == [
                "List.viewWillTransition 390x844", "Sheet.viewWillTransition 390x844",
                "List.viewWillLayoutSubviews 844x390", "List.layoutSubviews 844x390",
                "List.viewDidLayoutSubviews 844x390", "Sheet.viewWillLayoutSubviews 844x390",
                "Sheet.layoutSubviews 844x390", "Sheet.viewDidLayoutSubviews 844x390",
            ])
    }

    @Test("a child a plain controller adds keeps the frame its parent gives it, as in UIKit")
    func plainChildKeepsItsFrame() {
        final class Parent: UIViewController {
            let child = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let parent = Parent()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(parent.view.frame == window.bounds)
        #expect(parent.child.view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        window.simulateSizeChange(to: CGSize(width: 844, height: 390))
        #expect(parent.child.view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test(
        "hostile window frames: a negative size is passed on standardized, a huge one as it is, NaN is refused"
    )
    func hostileFrames() {
        let home = UIViewController()
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        window.frame = CGRect(x: 0, y: 0, width: -10, height: -20)
        #expect(window.frame == CGRect(x: -10, y: -20, width: 10, height: 20))
        #expect(home.view.bounds.size == CGSize(width: 10, height: 20))
        window.frame = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 1e300)
        #expect(home.view.bounds.width == CGFloat.greatestFiniteMagnitude)
        let refused = captureDiagnostics { window.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1) }
        #expect(refused.map(\.kind) == [.invalidGeometry])
        #expect(home.view.bounds.width == CGFloat.greatestFiniteMagnitude)
        window.layoutIfNeeded()
        #expect(window.simulateSizeChange(to: CGSize(width: 0, height: 0)))
        #expect(home.view.bounds.size == .zero)
    }

    @Test("sizing views keeps nothing alive: a dismissed custom presentation is released")
    func released() {
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        weak var weakCard: UIViewController?
        weak var weakContainer: UIView?
        do {
            let transitioning = HalfHeightTransitioning()
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transitioning
            root.present(card, animated: false)
            weakContainer = card.presentationController?.containerView
            root.dismiss(animated: false)
            weakCard = card
        }
        #expect(weakCard == nil)
        #expect(weakContainer == nil)
    }
}
