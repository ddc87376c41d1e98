import Foundation
import ScenewrightCore

/// Hears user selections in a tab bar — HeadlessUI's `UITabBarControllerDelegate`.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked before a user tap selects `viewController`; `false` leaves the selection unchanged (R20).
    func tabBarController(_ tab: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after a user tap selected `viewController`, also when it was already selected (R20).
    func tabBarController(_ tab: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of a change of the selected controller on screen — a user's tap, a new
    /// ``UITabBarController/selectedIndex`` or ``UITabBarController/selectedViewController``, or
    /// ``UITabBarController/setViewControllers(_:animated:)`` replacing the selected tab, animated or
    /// not — or `nil` for the built-in switch (R37). Default `nil`.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller driving `animationController`, or `nil` (R39). Default `nil`.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// Told before the user edits the tab order in UIKit's More screen. The stage has no More
    /// screen, so HeadlessUI never calls it; it exists so UIKit delegates compile. Default: nothing.
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// Told before the More screen's editing ends; never called here (see above). Default: nothing.
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
        changed: Bool)
    /// Told after the More screen's editing ended; never called here (see above). Default: nothing.
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
        changed: Bool)
}

extension UITabBarControllerDelegate {
    /// Returns `true`.
    public func tabBarController(_ tab: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tab: UITabBarController, didSelect viewController: UIViewController) {}
    /// `nil`: the built-in switch.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {}
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {}
}

/// Shows one of several controllers, chosen with a tab bar — HeadlessUI's `UITabBarController`.
///
/// The tab bar's items have identifiers `"tab.0"`, `"tab.1"`, …; tapping one through
/// ``UIWindow/tap(_:)`` is a user selection (`shouldSelect`, then `didSelect`). Setting
/// ``selectedIndex`` in code calls neither (R20). Switching follows R19; `TabPlanner` writes the steps.
///
/// ```swift
/// let tabs = TabBarController(viewControllers: [citiesNav, settings])
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()
/// try window.tap("tab.1")
/// ```
@preconcurrency @MainActor open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    private var selection = 0

    /// The bar of tab items below the content. Hide it with its `isHidden`.
    public let tabBar = UITabBar()

    /// Hears user selections. Held weakly.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Creates a tab bar controller with no tabs — UIKit's designated initializer; HeadlessUI loads
    /// no nibs (see ``UIViewController/init(nibName:bundle:)``).
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// Creates a tab bar controller with no tabs; `coder` is not read (see
    /// ``UIViewController/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    /// Creates a tab bar controller showing `viewControllers`, the first one selected — HeadlessUI's
    /// shorthand for `UITabBarController()` followed by `setViewControllers(_:animated: false)`.
    @_disfavoredOverload
    public convenience init(viewControllers: [UIViewController] = []) {
        self.init(nibName: nil, bundle: nil)
        if let rejection = replacementRejection(of: viewControllers) {
            Diagnostics.emit(rejection)
        } else {
            replaceTabs(with: viewControllers, animated: false)
        }
    }

    /// The controllers, one per tab. Setting equals `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab. Setting it in code switches tabs without delegate calls (R20);
    /// an index out of range is rejected with a diagnostic.
    open var selectedIndex: Int {
        get { selection }
        set {
            performTransitionIfOnScreen { [self] in
                guard newValue >= 0, newValue < tabs.count else {
                    Diagnostics.emit(
                        Diagnostic(
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
    open var selectedViewController: UIViewController? {
        get { selectedTab }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                Diagnostics.emit(
                    Diagnostic(
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
    /// index (or, when there is none, the first) is selected, appearing if the tab bar controller is
    /// on screen — through the delegate's animator when it returns one (R37–R39). As in UIKit,
    /// `animated` concerns the tab bar's items only.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let controllers = viewControllers ?? []
        performTransitionIfOnScreen { [self] in
            if let rejection = replacementRejection(of: controllers) {
                Diagnostics.emit(rejection)
                return
            }
            replaceTabs(with: controllers, animated: animated)
        }
    }

    /// The selected tab, as the stage reads it (never through the overridable properties).
    var selectedTab: UIViewController? { tabs.indices.contains(selection) ? tabs[selection] : nil }

    /// The tabs, as the tab bar reads them.
    var tabItems: [UIViewController] { tabs }

    /// A user tap on tab `index`: `shouldSelect`, the switch, then `didSelect` (R20).
    func userSelect(_ index: Int) {
        performTransition { [self] in
            guard tabs.indices.contains(index) else { return }
            let candidate = tabs[index]
            if let delegate, !delegate.tabBarController(self, shouldSelect: candidate) { return }
            if index == selection, let navigation = candidate as? UINavigationController,
                navigation.viewControllers.count > 1
            {
                // UIKit: tapping the selected tab pops its stack to the root, then tells the delegate.
                // Both wait for this request to finish (R29), in that order.
                navigation.popToRootViewController(animated: true)
                performTransition { [self] in
                    TransitionInterpreter.run(TabPlanner.reselect(candidate, in: self), animated: true)
                }
                return
            }
            if index != selection, runCustomSwitch(to: index, tapped: candidate) { return }
            let plan =
                index == selection
                ? TabPlanner.reselect(candidate, in: self)
                : TabPlanner.switchTabs(
                    from: selectedTab, to: candidate, in: self, selecting: index,
                    onScreen: appearanceState == .appeared, tapped: candidate)
            TransitionInterpreter.run(plan, animated: true)
        }
    }

    // MARK: Switching (R19)

    private func select(_ index: Int, animated: Bool) {
        guard index != selection else { return }
        if runCustomSwitch(to: index, tapped: nil) { return }
        let plan = TabPlanner.switchTabs(
            from: selectedTab, to: tabs[index], in: self, selecting: index,
            onScreen: appearanceState == .appeared)
        TransitionInterpreter.run(plan, animated: animated)
    }

    /// Replaces the tabs. When the selected controller changes on screen and the delegate returns an
    /// animator, the switch runs through it, held open until it completes (R37–R39); UIKit's
    /// `animated` flag concerns the tab bar's items, so it does not decide that.
    private func replaceTabs(with controllers: [UIViewController], animated: Bool) {
        let newSelection = TabPlanner.selection(afterReplacing: tabs, selection: selection, with: controllers)
        if let old = selectedTab, controllers.indices.contains(newSelection),
            controllers[newSelection] !== old,
            let animation = customAnimation(from: old, to: controllers[newSelection])
        {
            let new = controllers[newSelection]
            let plan = TabPlanner.animatedReplace(
                tabs, selection: selection, with: controllers, newSelection: newSelection, in: self,
                from: old, to: new)
            TransitionInterpreter.run(
                plan, animation: animation,
                name:
                    "replacement of \(old.diagnosticName) by \(new.diagnosticName) in the tabs of \(diagnosticName)"
            )
            return
        }
        let plan = TabPlanner.replaceTabs(
            tabs, selection: selection, with: controllers, in: self, onScreen: appearanceState == .appeared)
        TransitionInterpreter.run(plan, animated: animated)
    }

    /// Switches to tab `index` with the delegate's animator, held open until it completes
    /// (R37–R39). Returns `false`, doing nothing, when there is no animator or no switch on screen.
    private func runCustomSwitch(to index: Int, tapped: UIViewController?) -> Bool {
        guard let old = selectedTab, tabs.indices.contains(index), tabs[index] !== old,
            let animation = customAnimation(from: old, to: tabs[index])
        else { return false }
        let new = tabs[index]
        let plan = TabPlanner.animatedSwitch(
            from: old, to: new, in: self, selecting: index, previous: selection, tapped: tapped)
        TransitionInterpreter.run(
            plan, animation: animation,
            name: "switch from \(old.diagnosticName) to \(new.diagnosticName) in \(diagnosticName)")
        return true
    }

    /// The delegate's animator (and interaction controller) for showing `new` instead of `old`, or
    /// `nil` when there is none or the tab bar controller is not on screen.
    private func customAnimation(from old: UIViewController, to new: UIViewController) -> CustomAnimation? {
        guard let delegate, appearanceState == .appeared,
            let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
        else { return nil }
        let interactor = delegate.tabBarController(self, interactionControllerFor: animator)
        return CustomAnimation(
            animator: animator, interactor: interactor, containerView: view, fromViewOwner: old,
            toViewOwner: new)
    }

    // MARK: What the interpreter asks of a tab bar controller

    override package var containerRole: ContainerRole { .tabBar }
    override package var shownChild: UIViewController? { selectedTab }

    /// The tab bar, in front of the selected tab's view, unless the selected tab's navigation stack
    /// hides it (``UIViewController/hidesBottomBarWhenPushed``).
    override func addChrome(to views: inout [UIView], inFront: Bool) {
        if inFront, !hidesBottomBar { views.append(tabBar) }
    }

    /// Replaces the tabs, or selects one.
    override func applyContainerEdit(_ edit: TransitionEdit<UIViewController>) {
        switch edit {
        case .replaceTabs(let controllers, let newSelection):
            tabs = controllers
            childStorage = controllers
            for controller in controllers { controller.parentStorage = self }
            selection = newSelection
            tabBar.update(count: controllers.count)
        case .select(let index):
            selection = index
        default:
            break
        }
    }

    /// The delegate's `didSelect`, after a user's tap (R20).
    override func tellDelegate(_ step: TransitionStep<UIViewController>, animated: Bool) {
        if case .didSelect(let controller) = step { delegate?.tabBarController(self, didSelect: controller) }
    }

    private func replacementRejection(of controllers: [UIViewController]) -> Diagnostic? {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers {
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                return Diagnostic(
                    .invalidContainerContent,
                    "Cannot make \(controller.diagnosticName) a tab of \(diagnosticName): it appears more than once."
                )
            }
            if controller.parentStorage === self { continue }
            if let rejection = placementRejection(of: controller, .tab(of: self)) { return rejection }
        }
        return nil
    }

    /// The controller of tab `index`, if there is one.
    func tab(at index: Int) -> UIViewController? { tabs.indices.contains(index) ? tabs[index] : nil }

    /// The title the tab bar shows for tab `index`: its ``UITabBarItem`` title (which falls back to the
    /// controller's title), else a navigation controller's root title, else `Tab <n>`.
    func title(ofTab index: Int) -> String {
        guard tabs.indices.contains(index) else { return "" }
        let tab = tabs[index]
        let rootTitle = (tab as? UINavigationController)?.viewControllers.first?.title
        let item = tab.tabBarItem
        return item?.explicitTitle ?? item?.systemItem?.title ?? tab.title ?? rootTitle ?? "Tab \(index + 1)"
    }
}

/// The bar of a tab bar controller — HeadlessUI's `UITabBar`.
///
/// One tappable button per tab, with identifiers `"tab.0"`, `"tab.1"`, …, showing the tab's
/// ``UITabBarItem`` title and badge. Tapping one is a user selection.
///
/// ```swift
/// tabs.tabBar.items?[1].badgeValue = "2"
/// print(tabs.tabBar.selectedItem?.title ?? "")
/// ```
@preconcurrency @MainActor open class UITabBar: UIView {
    weak var tabBarController: UITabBarController?

    /// The items of the tabs, in order.
    open var items: [UITabBarItem]? { tabBarController?.tabItems.map { $0.tabBarItem } }

    /// The item of the selected tab.
    open var selectedItem: UITabBarItem? { tabBarController?.selectedTab?.tabBarItem }

    /// How the bar looks; a copy of the appearance set is kept, as in UIKit. Stored, not drawn.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }
    private lazy var storedStandardAppearance = UITabBarAppearance()

    /// How the bar looks when content scrolls to its edge; `nil` uses ``standardAppearance``. A
    /// copy is kept. Stored, not drawn.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }
    private var storedScrollEdgeAppearance: UITabBarAppearance?

    open override var renderKind: String { "TabBar" }

    func update(count: Int) {
        guard subviews.count != count else { return }
        setSubviewsQuietly((0..<count).map { TabBarButton(bar: self, index: $0) })
    }
}

/// The button a tab bar shows for one tab; tapping it is a user selection.
@MainActor package final class TabBarButton: UIView {
    private weak var bar: UITabBar?
    let index: Int

    init(bar: UITabBar, index: Int) {
        self.bar = bar
        self.index = index
        super.init()
        identifier = "tab.\(index)"
    }

    package override var renderKind: String { "TabBarItem" }
    package override var renderDetail: String? {
        guard let tabs = bar?.tabBarController else { return nil }
        var text = quoted(tabs.title(ofTab: index))
        if let badge = tabs.tab(at: index)?.tabBarItem?.badgeValue {
            text += " badge " + quoted(badge)
        }
        return tabs.selectedIndex == index ? text + " selected" : text
    }
    package override var tapRefusal: String? {
        bar?.tabBarController?.tab(at: index)?.tabBarItem?.isEnabled == false
            ? "is disabled (its tabBarItem's isEnabled is false)" : nil
    }

    package override func handleTap() -> Bool {
        guard let tabs = bar?.tabBarController, tapRefusal == nil else { return false }
        tabs.userSelect(index)
        return true
    }
}
