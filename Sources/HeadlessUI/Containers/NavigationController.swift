/// Hears a navigation controller's transitions — HeadlessUI's `UINavigationControllerDelegate`.
@MainActor public protocol NavigationControllerDelegate: AnyObject {
    /// Called after the incoming controller's `viewWillAppear`, before any did-callback (R12).
    func navigationController(
        _ nav: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// The last callback of a transition (R12).
    func navigationController(
        _ nav: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ nav: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ nav: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}

/// A stack of controllers with a navigation bar — HeadlessUI's `UINavigationController`.
///
/// The bar shows the top controller's `title` and, when the stack holds more than one controller, a
/// button with identifier `"back"` that pops like `popViewController(animated: true)` (R13).
/// Transitions follow UIKIT-RULES R8–R12 and run to completion inside the call; the delegate hears
/// them only while the navigation controller is on screen.
///
/// ```swift
/// let nav = NavigationController(rootViewController: CitiesViewController())
/// window.rootViewController = nav
/// window.makeKeyAndVisible()
/// nav.pushViewController(CityDetailViewController(), animated: true)
/// try window.tap("back")   // pops
/// ```
@MainActor open class NavigationController: ViewController {
    /// The stack is the children array itself, so pushes and pops cost O(1) in its depth.
    private var stack: [ViewController] { childStorage }
    let navigationBar = NavigationBar()

    /// Hears willShow/didShow. Held weakly.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigationController = self
        if let rejection = admissionRejection(of: rootViewController, verb: "use", as: "the root of") {
            UIDiagnostics.emit(rejection)
        } else {
            rootViewController.notifyWillMove(toParent: self)
            attachChild(rootViewController)
            rootViewController.notifyDidMove(toParent: self)
        }
        navigationBar.update()
    }

    /// The stack, bottom to top. Setting it equals `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller presented over this one, else the top of the stack.
    public var visibleViewController: ViewController? { presentedViewController ?? stack.last }

    /// Pushes `viewController` onto the stack (R8). Pushing a controller already in the stack (R24),
    /// a navigation controller (R25) or one in use elsewhere is rejected with a diagnostic.
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Passed through to the callbacks.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        Transitions.perform(onScreen: isInVisibleWindow) { [self] in
            if let rejection = pushRejection(of: viewController) {
                UIDiagnostics.emit(rejection)
                return
            }
            run(
                .push(viewController, onto: stack.last), { $0.append(viewController) },
                animated: animated)
        }
    }

    /// Pops the top controller (R9). With only the root left it is rejected with a diagnostic.
    /// - Returns: The popped controller; `nil` when rejected or when queued behind a running
    ///   transition (R29), in which case it pops once that transition completes.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        var popped: ViewController?
        Transitions.perform(onScreen: isInVisibleWindow) { [self] in
            guard stack.count > 1 else {
                UIDiagnostics.emit(
                    UIDiagnostic(
                        .invalidPop,
                        "Cannot pop from \(diagnosticName): only its root \(stack.first?.diagnosticName ?? "") "
                            + "is left."))
                return
            }
            let top = stack[stack.count - 1]
            run(
                .pop([top], revealing: stack[stack.count - 2]), { $0.removeLast() }, animated: animated
            )
            popped = top
        }
        return popped
    }

    /// Pops every controller above the root (R10).
    /// - Returns: The popped controllers, bottom to top; `nil` when queued behind a running transition.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        Transitions.perform(onScreen: isInVisibleWindow) { [self] in
            popped = popToIndex(0, animated: animated)
        }
        return popped
    }

    /// Pops the controllers above `viewController` (R10). A controller not in the stack is rejected.
    /// - Returns: The popped controllers, bottom to top; `nil` when rejected or queued.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        Transitions.perform(onScreen: isInVisibleWindow) { [self] in
            guard let index = stack.lastIndex(where: { $0 === viewController }) else {
                UIDiagnostics.emit(
                    UIDiagnostic(
                        .invalidPop,
                        "Cannot pop to \(viewController.diagnosticName): it is not in the stack of "
                            + "\(diagnosticName) (\(stackDescription))."))
                return
            }
            popped = popToIndex(index, animated: animated)
        }
        return popped
    }

    /// Replaces the whole stack in one transition (R11). An empty stack, duplicates, navigation
    /// controllers and controllers in use elsewhere are rejected with a diagnostic.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        Transitions.perform(onScreen: isInVisibleWindow) { [self] in
            if let rejection = replacementRejection(of: viewControllers) {
                UIDiagnostics.emit(rejection)
                return
            }
            run(.replace(stack, with: viewControllers), { $0 = viewControllers }, animated: animated)
        }
    }

    private func popToIndex(_ index: Int, animated: Bool) -> [ViewController] {
        guard index < stack.count - 1 else { return [] }
        let removed = Array(stack[(index + 1)...])
        run(.pop(removed, revealing: stack[index]), { $0.removeSubrange((index + 1)...) }, animated: animated)
        return removed
    }

    // MARK: Running a transition

    private func run(
        _ plan: StackTransitionPlan<ViewController>, _ change: (inout [ViewController]) -> Void,
        animated: Bool
    ) {
        let onScreen = appearanceState == .appeared
        let appearing = onScreen && plan.style != .none
        let context = TransitionContext(from: plan.oldTop, to: plan.newTop)
        context.enlist(self)
        for removed in plan.removed { context.enlist(removed, .movingFromParent) }
        for added in plan.added { context.enlist(added, .movingToParent) }
        if let oldTop = plan.oldTop { context.enlist(oldTop) }
        if let newTop = plan.newTop { context.enlist(newTop) }

        context.run {
            for added in plan.added { added.notifyWillMove(toParent: self) }
            for removed in plan.removed { removed.notifyWillMove(toParent: nil) }
            change(&childStorage)
            for added in plan.added { added.parentStorage = self }
            navigationBar.update()
            if appearing, let oldTop = plan.oldTop, let newTop = plan.newTop {
                newTop.loadViewIfNeeded()
                showContent(oldTop, newTop)
                oldTop.appearanceWill(false, animated: animated)
                newTop.appearanceWill(true, animated: animated)
                newTop.appearanceIsAppearing(animated: animated)
                delegate?.navigationController(self, willShow: newTop, animated: animated)
                oldTop.appearanceDid(animated: animated)
                newTop.appearanceDid(animated: animated)
            } else if onScreen, let newTop = plan.newTop {
                delegate?.navigationController(self, willShow: newTop, animated: animated)
            }
            showContent(plan.newTop)
            for added in plan.added { added.notifyDidMove(toParent: self) }
            for removed in plan.removed {
                if removed.parentStorage === self { removed.parentStorage = nil }
                removed.notifyDidMove(toParent: nil)
            }
            if onScreen, let newTop = plan.newTop {
                delegate?.navigationController(self, didShow: newTop, animated: animated)
            }
        }
    }

    /// Puts the bar and the given controllers' views (those loaded) into this controller's view.
    private func showContent(_ controllers: ViewController?...) {
        guard let root = viewIfLoaded else { return }
        var views: [View] = [navigationBar]
        for controller in controllers {
            if let view = controller?.viewIfLoaded, !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        root.setSubviewsQuietly(views)
    }

    // MARK: Validation

    private func pushRejection(of controller: ViewController) -> UIDiagnostic? {
        if controller.parentStorage === self {
            return UIDiagnostic(
                .pushDuplicate,
                "Cannot push \(controller.diagnosticName) onto \(diagnosticName): it is already in the "
                    + "stack (\(stackDescription)). Pop to it with popToViewController(_:animated:) instead.")
        }
        return admissionRejection(of: controller, verb: "push", as: "onto")
    }

    private func replacementRejection(of controllers: [ViewController]) -> UIDiagnostic? {
        let list = controllers.map(\.diagnosticName).joined(separator: ", ")
        guard !controllers.isEmpty else {
            return UIDiagnostic(
                .invalidContainerContent,
                "Cannot set an empty stack on \(diagnosticName): a navigation controller always has a root.")
        }
        var seen = Set<ObjectIdentifier>()
        for controller in controllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            return UIDiagnostic(
                .invalidContainerContent,
                "Cannot set the stack [\(list)] on \(diagnosticName): \(controller.diagnosticName) "
                    + "appears more than once.")
        }
        for controller in controllers where controller.parentStorage !== self {
            if let rejection = admissionRejection(of: controller, verb: "put", as: "into the stack of") {
                return rejection
            }
        }
        return nil
    }

    private func admissionRejection(of controller: ViewController, verb: String, as place: String)
        -> UIDiagnostic?
    {
        let what = "Cannot \(verb) \(controller.diagnosticName) \(place) \(diagnosticName)"
        if controller is NavigationController {
            return UIDiagnostic(
                .pushNavigationController,
                "\(what): it is a navigation controller, and navigation controllers cannot be stacked. "
                    + "Push its top controller, or present it instead.")
        }
        if controller === self || isContained(in: controller) {
            return UIDiagnostic(
                .containmentCycle, "\(what): a controller cannot contain itself or its ancestor.")
        }
        if let parent = controller.parentStorage {
            return UIDiagnostic(
                .controllerInUse,
                "\(what): it is already a child of \(parent.diagnosticName). Remove it from there first.")
        }
        if controller.presentingStorage != nil || controller.hostWindow != nil {
            return UIDiagnostic(
                .controllerInUse,
                "\(what): it is \(controller.presentingStorage != nil ? "presented" : "the root of a window")."
            )
        }
        return nil
    }

    var stackDescription: String { stack.map(\.diagnosticName).joined(separator: " → ") }

    // MARK: Container plumbing

    open override func loadView() {
        view = ContainerView()
        showContent(stack.last)
    }

    override func forEachAppearanceChild(_ body: (ViewController) -> Void) {
        if let top = stack.last { body(top) }
    }
    override var appearsChildrenByViewHierarchy: Bool { false }

    override func prepareAppearanceChildren(appearing: Bool) {
        guard appearing, let top = stack.last else { return }
        top.loadViewIfNeeded()
        showContent(top)
    }
}

/// The navigation bar: the top controller's title, and a `"back"` button when there is somewhere to go back to.
@MainActor final class NavigationBar: View {
    weak var navigationController: NavigationController?
    private lazy var backButton = Button("Back") { [weak self] in
        _ = self?.navigationController?.popViewController(animated: true)
    }.identified("back")

    override var renderKind: String { "NavigationBar" }
    override var renderDetail: String? {
        navigationController?.topViewController?.title.map(quoted)
    }

    func update() {
        let showsBack = (navigationController?.viewControllers.count ?? 0) > 1
        setSubviewsQuietly(showsBack ? [backButton] : [])
    }
}
