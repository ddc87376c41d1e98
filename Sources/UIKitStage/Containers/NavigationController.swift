import Foundation
import ScenewrightCore

/// Hears a navigation controller's transitions — HeadlessUI's `UINavigationControllerDelegate`.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
    /// Called after the incoming controller's `viewWillAppear`, before any did-callback (R12).
    func navigationController(
        _ nav: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The last callback of a transition (R12).
    func navigationController(
        _ nav: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push, pop or stack replacement on screen, or `nil` for the
    /// built-in transition (R37). Asked before any callback of the transition. Default `nil`.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller driving `animationController`, or `nil` (R39). Asked right after
    /// the animator. Default `nil`.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The orientations the navigation controller supports. Default
    /// ``UIInterfaceOrientationMask/allButUpsideDown``.
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask
    /// The orientation to present the navigation controller in. Default
    /// ``UIInterfaceOrientation/portrait``.
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ nav: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ nav: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// `nil`: the built-in transition.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// A stack of controllers with a navigation bar — HeadlessUI's `UINavigationController`.
///
/// The bar shows the top controller's `title` and, when the stack holds more than one controller, a
/// button with identifier `"back"` that pops like `popViewController(animated: true)` (R13). A user
/// can also swipe back, and cancel the swipe (``UIWindow/beginSwipeBack()``, R35). Transitions follow
/// R8–R12 and run to completion inside the call; the delegate hears them only while the navigation
/// controller is on screen. `NavigationPlanner` writes their steps.
///
/// ```swift
/// let nav = NavigationController(rootViewController: CitiesViewController())
/// window.rootViewController = nav
/// window.makeKeyAndVisible()
/// nav.pushViewController(CityDetailViewController(), animated: true)
/// try window.tap("back")   // pops
/// ```
///
/// Made with no root it starts empty, as in the classic coordinator tutorial, and its first push
/// shows the first screen (R34):
///
/// ```swift
/// let nav = NavigationController()
/// window.rootViewController = nav
/// window.makeKeyAndVisible()
/// nav.pushViewController(HomeViewController(), animated: false)   // Home appears
/// ```
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The stack is the children array itself, so pushes and pops cost O(1) in its depth.
    private var stack: [UIViewController] { childStorage }

    /// The bar above the content: the top controller's ``UINavigationItem`` with its back button and
    /// bar button items. Hide it with ``setNavigationBarHidden(_:animated:)``.
    public let navigationBar = UINavigationBar()

    /// The user's swipe back (R35): a ``UIScreenEdgePanGestureRecognizer`` on the left edge,
    /// installed on this controller's view. Its delegate (this controller's own, until an app sets
    /// another) decides whether a swipe may begin; its targets hear the pan's states, the built-in
    /// one running the interactive pop. With `isEnabled` false, ``UIWindow/beginSwipeBack()`` refuses
    /// to start, with a `Diagnostic/Kind/swipeBackDisabled` diagnostic. Never `nil`.
    ///
    /// ```swift
    /// navigationController.interactivePopGestureRecognizer?.delegate = self   // gestureRecognizerShouldBegin
    /// ```
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = .left
        return pan
    }()

    /// The delegate and built-in target of ``interactivePopGestureRecognizer``.
    private(set) lazy var popDriver = InteractivePopDriver(navigation: self)

    /// Hears willShow/didShow, and supplies custom animators. Held weakly.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The kind of stack change an animator is asked for — UIKit's
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        /// No change of the top.
        case none
        /// A new top comes from outside the old stack.
        case push
        /// The new top was below the old top.
        case pop
    }

    /// Creates an empty navigation controller: no content and no back button until the first
    /// ``pushViewController(_:animated:)`` or ``setViewControllers(_:animated:)``, which gives the
    /// pushed controller its normal appearance callbacks when the navigation controller is on
    /// screen (R34).
    ///
    /// ```swift
    /// let nav = NavigationController()
    /// nav.pushViewController(HomeViewController(), animated: false)
    /// ```
    /// - Parameters:
    ///   - nibNameOrNil: Kept in ``UIViewController/nibName``; HeadlessUI loads no nibs.
    ///   - nibBundleOrNil: Kept in ``UIViewController/nibBundle``.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
        toolbar.navigationController = self
        installPopGesture()
        navigationBar.update()
    }

    /// Creates an empty navigation controller; `coder` is not read (see
    /// ``UIViewController/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
        toolbar.navigationController = self
        installPopGesture()
        navigationBar.update()
    }

    /// Creates an empty navigation controller whose bars are of the given classes — UIKit's
    /// designated initializer for custom bars.
    ///
    /// Without the Objective-C runtime a class cannot be instantiated from a metatype that has no
    /// required initializer, so the bars are the standard ``UINavigationBar`` and ``UIToolbar``: a
    /// custom class other than those is reported with a `Diagnostic/Kind/customBarClassNotSupported`
    /// diagnostic naming it. Subclass overrides and pushes work as usual.
    /// - Parameters:
    ///   - navigationBarClass: `nil` or `UINavigationBar.self` for the standard bar.
    ///   - toolbarClass: `nil` or `UIToolbar.self` for the standard toolbar.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        toolbar.navigationController = self
        installPopGesture()
        navigationBar.update()
        let requests: [(requested: AnyClass?, standard: AnyClass)] = [
            (navigationBarClass, UINavigationBar.self), (toolbarClass, UIToolbar.self),
        ]
        for request in requests {
            guard let requested: AnyClass = request.requested else { continue }
            let standard: AnyClass = request.standard
            guard requested != standard else { continue }
            Diagnostics.emit(
                Diagnostic(
                    .customBarClassNotSupported,
                    "\(diagnosticName) uses a standard \(StageTypeName.of(standard)), not "
                        + "\(StageTypeName.of(requested)): without the Objective-C runtime a bar class "
                        + "cannot be instantiated from its metatype. Configure the standard bar instead."))
        }
    }

    /// Creates a navigation controller showing `rootViewController`.
    /// - Parameter rootViewController: The bottom of the stack. One in use elsewhere is rejected with
    ///   a diagnostic, leaving the stack empty.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        toolbar.navigationController = self
        installPopGesture()
        if let rejection = placementRejection(of: rootViewController, .navigationRoot(self)) {
            Diagnostics.emit(rejection)
        } else {
            run(.push(rootViewController, onto: nil), .push(rootViewController), animated: false)
        }
        navigationBar.update()
    }

    /// The stack, bottom to top. Setting it equals `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Whether the navigation bar is hidden; setting it equals
    /// `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar. A hidden bar is not rendered and its back button and bar
    /// button items cannot be tapped; swiping back still works, as in UIKit.
    /// - Parameters:
    ///   - hidden: Whether to hide the bar.
    ///   - animated: Passed through; changes nothing headless.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// The bar below the content, showing the top controller's ``UIViewController/toolbarItems``.
    /// Hidden until ``setToolbarHidden(_:animated:)`` shows it, as in UIKit.
    public let toolbar = UIToolbar()

    /// Whether the toolbar is hidden. Default `true`. Setting it equals
    /// `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Shows or hides the toolbar: shown, it is the last view of the navigation controller, and its
    /// items (identifiers `"toolbar.<n>"` unless they have an accessibility identifier) take taps.
    /// - Parameters:
    ///   - hidden: Whether to hide the toolbar.
    ///   - animated: Passed through; changes nothing headless.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard let root = viewIfLoaded else { return }
        if hidden {
            toolbar.removeFromSuperview()
        } else {
            root.addSubview(toolbar)
        }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller presented over this one, else the top of the stack.
    open var visibleViewController: UIViewController? { outermostContainer.presentedStorage ?? stack.last }

    /// Pushes `viewController` onto the stack (R8); onto an empty stack it is the first screen
    /// (R34). Pushing a controller already in the stack (R24), a navigation controller (R25) or one
    /// in use elsewhere is rejected with a diagnostic.
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Passed through to the callbacks.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        UIViewController.showRequestObserver?(viewController, stack.last ?? self)
        performTransitionIfOnScreen { [self] in
            if let rejection = placementRejection(of: viewController, .push(onto: self)) {
                Diagnostics.emit(rejection)
                return
            }
            run(
                .push(viewController, onto: stack.last), .push(viewController), animated: animated
            )
        }
    }

    /// Pops the top controller (R9). Popping the last controller of the stack is rejected with a
    /// diagnostic (R34): UIKit never pops the root.
    /// - Returns: The popped controller; `nil` when rejected or when queued behind a running
    ///   transition (R29), in which case it pops once that transition completes.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        var popped: UIViewController?
        performTransitionIfOnScreen { [self] in
            guard stack.count > 1 else {
                Diagnostics.emit(
                    Diagnostic(
                        .invalidPop,
                        stack.first.map {
                            "Cannot pop from \(diagnosticName): only its root \($0.diagnosticName) is left."
                        } ?? "Cannot pop from \(diagnosticName): its stack is empty."))
                return
            }
            let top = stack[stack.count - 1]
            run(.pop([top], revealing: stack[stack.count - 2]), .popLast(1), animated: animated)
            popped = top
        }
        return popped
    }

    /// Pops every controller above the root (R10).
    /// - Returns: The popped controllers, bottom to top; `nil` when queued behind a running transition.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController]?
        performTransitionIfOnScreen { [self] in
            popped = popToIndex(0, animated: animated)
        }
        return popped
    }

    /// Pops the controllers above `viewController` (R10). A controller not in the stack is rejected.
    /// - Returns: The popped controllers, bottom to top; `nil` when rejected or queued.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController]?
        performTransitionIfOnScreen { [self] in
            guard let index = stack.lastIndex(where: { $0 === viewController }) else {
                Diagnostics.emit(
                    Diagnostic(
                        .invalidPop,
                        "Cannot pop to \(viewController.diagnosticName): it is not in the stack of "
                            + "\(diagnosticName) (\(stackDescription))."))
                return
            }
            popped = popToIndex(index, animated: animated)
        }
        return popped
    }

    /// Replaces the whole stack in one transition (R11); on an empty navigation controller the new
    /// top appears like a first push (R34). An empty stack, duplicates, navigation controllers and
    /// controllers in use elsewhere are rejected with a diagnostic.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performTransitionIfOnScreen { [self] in
            if let rejection = replacementRejection(of: viewControllers) {
                Diagnostics.emit(rejection)
                return
            }
            run(
                .replace(stack, with: viewControllers), .replaceStack(viewControllers),
                animated: animated)
        }
    }

    private func popToIndex(_ index: Int, animated: Bool) -> [UIViewController] {
        guard index < stack.count - 1 else { return [] }
        let removed = Array(stack[(index + 1)...])
        run(.pop(removed, revealing: stack[index]), .popLast(removed.count), animated: animated)
        return removed
    }

    // MARK: Running a transition

    private func run(
        _ change: StackTransitionPlan<UIViewController>, _ edit: TransitionEdit<UIViewController>,
        animated: Bool
    ) {
        if animated, let delegate, change.style != .none, let oldTop = change.oldTop,
            let newTop = change.newTop,
            appearanceState == .appeared,
            let animator = delegate.navigationController(
                self, animationControllerFor: change.style == .push ? .push : .pop, from: oldTop, to: newTop)
        {
            runCustom(change, edit, from: oldTop, to: newTop, animator: animator, delegate: delegate)
            return
        }
        let plan = NavigationPlanner.plan(
            change, edit: edit, in: self, onScreen: appearanceState == .appeared)
        TransitionInterpreter.run(plan, animated: animated)
    }

    /// Runs a stack change with the delegate's animator, held open until it completes (R37–R39).
    private func runCustom(
        _ change: StackTransitionPlan<UIViewController>, _ edit: TransitionEdit<UIViewController>,
        from oldTop: UIViewController, to newTop: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, delegate: any UINavigationControllerDelegate
    ) {
        let interactor = delegate.navigationController(self, interactionControllerFor: animator)
        let plan = NavigationPlanner.animatedPlan(
            change, edit: edit, in: self, oldStack: stack, from: oldTop, to: newTop)
        let verb =
            change.style == .push
            ? "push of \(newTop.diagnosticName) onto" : "pop to \(newTop.diagnosticName) in"
        TransitionInterpreter.run(
            plan,
            animation: CustomAnimation(
                animator: animator, interactor: interactor, containerView: view, fromViewOwner: oldTop,
                toViewOwner: newTop),
            name: "\(verb) \(diagnosticName)")
    }

    // MARK: What the interpreter asks of a navigation controller

    override package var containerRole: ContainerRole { .navigation }
    override package var shownChild: UIViewController? { stack.last }

    /// The bar behind the top controller's view; the toolbar, when shown, in front of it.
    override func addChrome(to views: inout [UIView], inFront: Bool) {
        if !inFront {
            views.append(navigationBar)
        } else if !isToolbarHidden {
            views.append(toolbar)
        }
    }

    /// Pushes, pops or replaces the stack; the bars follow at once, so a popped controller's items
    /// leave with it.
    override func applyContainerEdit(_ edit: TransitionEdit<UIViewController>) {
        switch edit {
        case .push(let controller):
            childStorage.append(controller)
            controller.parentStorage = self
        case .popLast(let count):
            childStorage.removeLast(count)
        case .replaceStack(let controllers):
            childStorage = controllers
            for controller in controllers { controller.parentStorage = self }
        default:
            return
        }
        navigationBar.update()
        if !toolbarHidden { toolbar.prepareForDisplay() }
        if let tabs = parentStorage as? UITabBarController { tabs.bottomBarMayHaveChanged() }
    }

    /// The delegate's `willShow` and `didShow` (R12).
    override func tellDelegate(_ step: TransitionStep<UIViewController>, animated: Bool) {
        switch step {
        case .willShow(let controller):
            delegate?.navigationController(self, willShow: controller, animated: animated)
        case .didShow(let controller):
            delegate?.navigationController(self, didShow: controller, animated: animated)
        default:
            break
        }
    }

    // MARK: Validation

    private func replacementRejection(of controllers: [UIViewController]) -> Diagnostic? {
        let list = controllers.map(\.diagnosticName).joined(separator: ", ")
        guard !controllers.isEmpty else {
            return Diagnostic(
                .invalidContainerContent,
                "Cannot set an empty stack on \(diagnosticName): once it shows a controller, a navigation "
                    + "controller keeps at least its root. Pop to the root instead.")
        }
        var seen = Set<ObjectIdentifier>()
        for controller in controllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            return Diagnostic(
                .invalidContainerContent,
                "Cannot set the stack [\(list)] on \(diagnosticName): \(controller.diagnosticName) "
                    + "appears more than once.")
        }
        for controller in controllers where controller.parentStorage !== self {
            if let rejection = placementRejection(of: controller, .stack(of: self)) { return rejection }
        }
        return nil
    }

    var stackDescription: String { stack.map(\.diagnosticName).joined(separator: " → ") }

    // MARK: Container plumbing

    /// Gives ``interactivePopGestureRecognizer`` its built-in delegate and target.
    private func installPopGesture() {
        guard let pan = interactivePopGestureRecognizer else { return }
        let driver = popDriver
        pan.delegate = driver
        pan.addTarget(driver) { driver, recognizer in driver.handle(recognizer) }
    }

    /// The container's view, with ``interactivePopGestureRecognizer`` installed on it as UIKit does.
    open override func loadView() {
        super.loadView()
        if let pan = interactivePopGestureRecognizer { view.addGestureRecognizer(pan) }
    }
}

/// The bar of a navigation controller — HeadlessUI's `UINavigationBar`.
///
/// It shows the ``UINavigationItem`` of the top controller: its title (the item's ``UINavigationItem/title``,
/// else the controller's ``UIViewController/title``), its prompt and title view, its bar button items
/// (identifiers `"nav.left.<n>"` and `"nav.right.<n>"` unless they have an
/// ``UIBarButtonItem/accessibilityIdentifier``), and, when the stack holds more than one controller
/// and the item does not hide it, a back button with identifier `"back"`. The back button says
/// "Back", or the previous item's ``UINavigationItem/backBarButtonItem`` title or
/// ``UINavigationItem/backButtonTitle`` when set.
///
/// ```swift
/// nav.navigationBar.prefersLargeTitles = true
/// print(nav.navigationBar.topItem?.title ?? "")
/// ```
@preconcurrency @MainActor open class UINavigationBar: UIView {
    weak var navigationController: UINavigationController?
    private lazy var backButton = UIButton("Back") { [weak self] in
        self?.backButtonTapped()
    }.identified("back")

    /// The top item's ``UINavigationItem/backAction`` when it has one, else a pop.
    private func backButtonTapped() {
        if let action = topItem?.backAction {
            action.perform(from: backButton)
        } else {
            _ = navigationController?.popViewController(animated: true)
        }
    }

    /// Whether the bar shows large titles. Default `false`; kept, not drawn.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent. Default `true`; kept, not drawn.
    open var isTranslucent = true

    /// How the bar looks at its normal height; a copy of the appearance set is kept, as in UIKit.
    /// Stored, not drawn.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedAppearances.standard }
        set { storedAppearances.standard = newValue.copy() }
    }
    /// How the bar looks at its compact height; `nil` uses ``standardAppearance``. A copy is kept.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedAppearances.compact }
        set { storedAppearances.compact = newValue?.copy() }
    }
    /// How the bar looks when content scrolls to its edge; `nil` uses ``standardAppearance``. A
    /// copy is kept.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedAppearances.scrollEdge }
        set { storedAppearances.scrollEdge = newValue?.copy() }
    }
    /// How the bar looks at its compact height when content scrolls to its edge; `nil` uses
    /// ``compactAppearance``. A copy is kept.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedAppearances.compactScrollEdge }
        set { storedAppearances.compactScrollEdge = newValue?.copy() }
    }
    private lazy var storedAppearances = BarAppearances()

    /// The items of the stack's controllers, bottom to top.
    open var items: [UINavigationItem]? { navigationController?.childStorage.map(\.navigationItem) }

    /// The item of the top controller.
    open var topItem: UINavigationItem? { navigationController?.childStorage.last?.navigationItem }

    /// The item of the controller below the top, whose back title the back button shows.
    open var backItem: UINavigationItem? {
        guard let stack = navigationController?.childStorage, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
    }

    open override var renderKind: String { "NavigationBar" }
    open override var renderDetail: String? {
        guard let top = navigationController?.childStorage.last else { return nil }
        // The item's own title, else the top's (its owner's) title, without loading the item's
        // weak owner: this runs on every render.
        return (top.navigationItem.explicitTitle ?? top.title).map(quoted)
    }

    /// Rebuilds the bar's subviews from the top item; called before it is drawn or searched, so
    /// item changes made at any time show.
    open override func prepareForDisplay() {
        update()
    }

    func update() {
        let stack = navigationController?.childStorage ?? []
        guard let item = stack.last?.navigationItem else {
            if !subviews.isEmpty { setSubviewsQuietly([]) }
            return
        }
        let showsBack = stack.count > 1 && !item.hidesBackButton
        if showsBack {
            let below = stack[stack.count - 2].navigationItem
            let title = below.backBarButtonItem?.title ?? below.backButtonTitle ?? "Back"
            if backButton.title != title { backButton.title = title }
        }
        guard !item.showsOnlyTitle else {
            // The bar is the back button or nothing: checked without building arrays, since this
            // runs before every render and search.
            if showsBack {
                if subviews.count != 1 || subviews[0] !== backButton { setSubviewsQuietly([backButton]) }
            } else if !subviews.isEmpty {
                setSubviewsQuietly([])
            }
            return
        }
        var views: [UIView] = []
        if let prompt = item.prompt {
            views.append(promptLabel(prompt))
        }
        if showsBack, item.leftBarButtonItems?.isEmpty != false || item.leftItemsSupplementBackButton {
            views.append(backButton)
        }
        append(item.leftBarButtonItems, side: "left", to: &views)
        if let titleView = item.titleView { views.append(titleView) }
        append(item.rightBarButtonItems, side: "right", to: &views)
        if let search = item.searchController { views.append(search.searchBar) }
        if !views.elementsEqual(subviews, by: ===) {
            setSubviewsQuietly(views)
        }
    }

    private lazy var promptView = UILabel("").identified("nav.prompt")

    private func promptLabel(_ prompt: String) -> UILabel {
        promptView.text = prompt
        return promptView
    }

    private func append(_ items: [UIBarButtonItem]?, side: String, to views: inout [UIView]) {
        UIBarButtonItem.appendViews(of: items, identifiedAs: "nav.\(side)", to: &views)
    }
}

extension UIBarButtonItem {
    /// Appends the views a bar shows for `items`, in order: an item's custom view, else its button,
    /// identified by the item's `accessibilityIdentifier` or `"<prefix>.<index>"`. Spaces and
    /// hidden items show nothing but keep their index.
    static func appendViews(
        of items: [UIBarButtonItem]?, identifiedAs prefix: String, to views: inout [UIView]
    ) {
        for (index, item) in (items ?? []).enumerated() where !item.isSpace && !item.isHidden {
            if let custom = item.customView {
                views.append(custom)
                continue
            }
            let button = item.barView
            button.identifier = item.accessibilityIdentifier ?? "\(prefix).\(index)"
            views.append(button)
        }
    }
}

/// The bar of buttons below a navigation controller's content — HeadlessUI's `UIToolbar`.
///
/// It shows the top controller's ``UIViewController/toolbarItems`` while the navigation controller's
/// toolbar is shown (``UINavigationController/setToolbarHidden(_:animated:)``).
///
/// ```swift
/// toolbarItems = [BarButtonItem(systemItem: .trash, primaryAction: delete)]
/// navigationController?.setToolbarHidden(false, animated: true)
/// try window.tap("toolbar.0")
/// ```
///
/// A toolbar of your own (`UIToolbar()`; a navigation controller makes its own) shows the ``items``
/// you set, identified `"toolbar.<n>"` unless they have an accessibility identifier.
///
/// ```swift
/// let bar = UIToolbar()
/// bar.items = [UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(title: "Done", primaryAction: done)]
/// view.addSubview(bar)
/// ```
@preconcurrency @MainActor open class UIToolbar: UIView {
    weak var navigationController: UINavigationController?
    private var ownItems: [UIBarButtonItem]?

    /// The items shown: a navigation controller's toolbar shows its top controller's toolbar
    /// items; a toolbar of your own, the items set here, whose buttons it makes at once (so a tap
    /// or a lookup by identifier finds them).
    open var items: [UIBarButtonItem]? {
        get { navigationController.map { $0.childStorage.last?.toolbarItems } ?? ownItems }
        set {
            ownItems = newValue
            if navigationController == nil { prepareForDisplay() }
        }
    }

    /// Sets ``items``; `animated` changes nothing.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The toolbar's style. Kept, not drawn.
    open var barStyle: UIBarStyle = .default
    /// Whether the toolbar is translucent. Kept, not drawn.
    open var isTranslucent = true
    /// The toolbar's background tint. Kept, not drawn.
    open var barTintColor: UIColor?

    open override var renderKind: String { "Toolbar" }

    /// Rebuilds the buttons from the top controller's items before the bar is drawn or searched.
    open override func prepareForDisplay() {
        var views: [UIView] = []
        UIBarButtonItem.appendViews(of: items, identifiedAs: "toolbar", to: &views)
        if !views.elementsEqual(subviews, by: ===) { setSubviewsQuietly(views) }
    }
}

extension UINavigationController {
    /// Starts the user's swipe back from the top to the controller below it (R35); the caller
    /// checked that there is one and that no transition runs.
    package func beginInteractivePop() -> InteractionSession {
        let plan = NavigationPlanner.swipeBack(
            from: stack[stack.count - 1], to: stack[stack.count - 2], in: self)
        return InteractionSession(
            plan, name: "swipe back in \(diagnosticName)")
    }

    /// Throws, with a ``Diagnostic/Kind/swipeBackRefused`` diagnostic, when the top controller's
    /// navigation item hides the back button, or replaces it with left bar button items: as in
    /// UIKit, a user cannot swipe back then either.
    package func refuseSwipeBackIfBackButtonHidden() throws(GestureRefusal) {
        guard let reason = backButtonHiddenReason else { return }
        Diagnostics.emit(Diagnostic(.swipeBackRefused, "Swipe back refused: \(reason)."))
        throw GestureRefusal(reason)
    }

    /// Why a user cannot swipe back because the top controller hides or replaces the back button,
    /// or `nil` when nothing hides it; what ``refuseSwipeBackIfBackButtonHidden()`` refuses.
    package var backButtonHiddenReason: String? {
        guard let top = topViewController else { return nil }
        let item = top.navigationItem
        let why: String
        if item.hidesBackButton {
            why = "hides the back button of \(diagnosticName) (navigationItem.hidesBackButton)"
        } else if item.leftBarButtonItems?.isEmpty == false, !item.leftItemsSupplementBackButton {
            why =
                "replaces the back button of \(diagnosticName) with its left bar button items "
                + "(set leftItemsSupplementBackButton to keep it)"
        } else {
            return nil
        }
        return "\(top.diagnosticName) \(why), so a user cannot swipe back either"
    }
}

/// A navigation bar's four appearances, made when first read.
@MainActor private final class BarAppearances {
    var standard = UINavigationBarAppearance()
    var compact: UINavigationBarAppearance?
    var scrollEdge: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?
}
