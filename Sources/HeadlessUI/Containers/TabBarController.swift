/// Hears user selections in a tab bar — HeadlessUI's `UITabBarControllerDelegate`.
@MainActor public protocol TabBarControllerDelegate: AnyObject {
    /// Asked before a user tap selects `viewController`; `false` leaves the selection unchanged (R20).
    func tabBarController(_ tab: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Told after a user tap selected `viewController`, also when it was already selected (R20).
    func tabBarController(_ tab: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Returns `true`.
    public func tabBarController(_ tab: TabBarController, shouldSelect viewController: ViewController) -> Bool
    {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tab: TabBarController, didSelect viewController: ViewController) {}
}

/// Shows one of several controllers, chosen with a tab bar — HeadlessUI's `UITabBarController`.
///
/// The tab bar's items have identifiers `"tab.0"`, `"tab.1"`, …; tapping one through
/// ``Window/tap(_:)`` is a user selection (`shouldSelect`, then `didSelect`). Setting
/// ``selectedIndex`` in code calls neither (R20). Switching follows R19.
///
/// ```swift
/// let tabs = TabBarController(viewControllers: [citiesNav, settings])
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()
/// try window.tap("tab.1")
/// ```
@MainActor open class TabBarController: ViewController {
    private var tabs: [ViewController] = []
    private var selection = 0
    let tabBar = TabBar()

    /// Hears user selections. Held weakly.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// Creates a tab bar controller showing `viewControllers`, the first one selected.
    public init(viewControllers: [ViewController] = []) {
        super.init()
        tabBar.tabBarController = self
        if let rejection = replacementRejection(of: viewControllers) {
            UIDiagnostics.emit(rejection)
        } else {
            replaceTabs(with: viewControllers, animated: false)
        }
    }

    /// The controllers, one per tab. Setting equals `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab. Setting it in code switches tabs without delegate calls (R20);
    /// an index out of range is rejected with a diagnostic.
    public var selectedIndex: Int {
        get { selection }
        set {
            Transitions.perform(onScreen: isInVisibleWindow) { [self] in
                guard newValue >= 0, newValue < tabs.count else {
                    UIDiagnostics.emit(
                        UIDiagnostic(
                            .invalidContainerContent,
                            "Cannot select tab \(newValue) of \(diagnosticName): it has \(tabs.count) tab(s)."
                        ))
                    return
                }
                select(newValue, animated: false)
            }
        }
    }

    /// The selected controller. Setting one that is not a tab is rejected with a diagnostic.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                UIDiagnostics.emit(
                    UIDiagnostic(
                        .invalidContainerContent,
                        "Cannot select \(newValue?.diagnosticName ?? "nil") in \(diagnosticName): "
                            + "it is not one of its tabs."))
                return
            }
            selectedIndex = index
        }
    }

    /// Replaces the tabs. Duplicates and controllers in use elsewhere are rejected with a diagnostic.
    /// The selected controller stays selected when it is still a tab; otherwise the tab at the same
    /// index (or the last) is selected, appearing if the tab bar controller is on screen.
    public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let controllers = viewControllers ?? []
        Transitions.perform(onScreen: isInVisibleWindow) { [self] in
            if let rejection = replacementRejection(of: controllers) {
                UIDiagnostics.emit(rejection)
                return
            }
            replaceTabs(with: controllers, animated: animated)
        }
    }

    /// A user tap on tab `index`: `shouldSelect`, the switch, then `didSelect` (R20).
    func userSelect(_ index: Int) {
        Transitions.perform(onScreen: isInVisibleWindow) { [self] in
            guard tabs.indices.contains(index) else { return }
            let candidate = tabs[index]
            if let delegate, !delegate.tabBarController(self, shouldSelect: candidate) { return }
            select(index, animated: true)
            delegate?.tabBarController(self, didSelect: candidate)
        }
    }

    // MARK: Switching (R19)

    private func select(_ index: Int, animated: Bool) {
        guard index != selection else { return }
        let old = selectedViewController
        selection = index
        let new = tabs[index]
        switchContent(from: old, to: new, animated: animated)
    }

    private func switchContent(from old: ViewController?, to new: ViewController?, animated: Bool) {
        let onScreen = appearanceState == .appeared
        let context = TransitionContext(from: old, to: new)
        context.enlist(self)
        if let old { context.enlist(old) }
        if let new { context.enlist(new) }
        context.run {
            if onScreen, let new {
                new.loadViewIfNeeded()
                showContent(old, new)
                new.appearanceWill(true, animated: animated)
                new.appearanceIsAppearing(animated: animated)
                old?.appearanceWill(false, animated: animated)
                old?.appearanceDid(animated: animated)
                new.appearanceDid(animated: animated)
            } else if onScreen, let old {
                old.appearanceWill(false, animated: animated)
                old.appearanceDid(animated: animated)
            }
            showContent(new)
        }
    }

    private func replaceTabs(with controllers: [ViewController], animated: Bool) {
        let oldSelected = selectedViewController
        let plan = StackTransitionPlan.replace(tabs, with: controllers)
        for added in plan.added { added.notifyWillMove(toParent: self) }
        for removed in plan.removed { removed.notifyWillMove(toParent: nil) }
        tabs = controllers
        childStorage = controllers
        for added in plan.added { added.parentStorage = self }
        if let oldSelected, let index = controllers.firstIndex(where: { $0 === oldSelected }) {
            selection = index
        } else {
            selection = controllers.isEmpty ? 0 : min(selection, controllers.count - 1)
        }
        tabBar.update(count: controllers.count)
        let newSelected = selectedViewController
        if newSelected !== oldSelected {
            switchContent(from: oldSelected, to: newSelected, animated: animated)
        }
        for added in plan.added { added.notifyDidMove(toParent: self) }
        for removed in plan.removed {
            if removed.parentStorage === self { removed.parentStorage = nil }
            removed.notifyDidMove(toParent: nil)
        }
    }

    private func replacementRejection(of controllers: [ViewController]) -> UIDiagnostic? {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers {
            let what = "Cannot make \(controller.diagnosticName) a tab of \(diagnosticName)"
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                return UIDiagnostic(.invalidContainerContent, "\(what): it appears more than once.")
            }
            if controller === self || isContained(in: controller) {
                return UIDiagnostic(
                    .containmentCycle, "\(what): a controller cannot contain itself or its ancestor.")
            }
            if let parent = controller.parentStorage, parent !== self {
                return UIDiagnostic(
                    .controllerInUse, "\(what): it is already a child of \(parent.diagnosticName).")
            }
            if controller.presentingStorage != nil || controller.hostWindow != nil {
                return UIDiagnostic(
                    .controllerInUse,
                    "\(what): it is \(controller.presentingStorage != nil ? "presented" : "the root of a window")."
                )
            }
        }
        return nil
    }

    private func showContent(_ controllers: ViewController?...) {
        guard let root = viewIfLoaded else { return }
        var views: [View] = []
        for controller in controllers {
            if let view = controller?.viewIfLoaded, !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        root.setSubviewsQuietly(views + [tabBar])
    }

    // MARK: Container plumbing

    open override func loadView() {
        view = ContainerView()
        showContent(selectedViewController)
    }

    override func forEachAppearanceChild(_ body: (ViewController) -> Void) {
        if let selected = selectedViewController { body(selected) }
    }
    override var appearsChildrenByViewHierarchy: Bool { false }

    override func prepareAppearanceChildren(appearing: Bool) {
        guard appearing, let selected = selectedViewController else { return }
        selected.loadViewIfNeeded()
        showContent(selected)
    }

    func title(ofTab index: Int) -> String {
        guard tabs.indices.contains(index) else { return "" }
        let tab = tabs[index]
        let rootTitle = (tab as? NavigationController)?.viewControllers.first?.title
        return tab.title ?? rootTitle ?? "Tab \(index + 1)"
    }
}

/// The tab bar: one tappable item per tab, `"tab.0"`, `"tab.1"`, …
@MainActor final class TabBar: View {
    weak var tabBarController: TabBarController?

    override var renderKind: String { "TabBar" }

    func update(count: Int) {
        guard subviews.count != count else { return }
        setSubviewsQuietly((0..<count).map { TabBarItem(bar: self, index: $0) })
    }
}

/// One tab bar item; tapping it is a user selection.
@MainActor final class TabBarItem: View {
    private weak var bar: TabBar?
    let index: Int

    init(bar: TabBar, index: Int) {
        self.bar = bar
        self.index = index
        super.init()
        identifier = "tab.\(index)"
    }

    override var renderKind: String { "TabBarItem" }
    override var renderDetail: String? {
        guard let tabs = bar?.tabBarController else { return nil }
        let title = quoted(tabs.title(ofTab: index))
        return tabs.selectedIndex == index ? title + " selected" : title
    }
    override func handleTap() -> Bool {
        guard let tabs = bar?.tabBarController else { return false }
        tabs.userSelect(index)
        return true
    }
}
