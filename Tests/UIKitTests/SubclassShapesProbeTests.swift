import Testing
import UIKit

// Subclasses and test doubles as Xcode's templates, tutorials and other teams' test suites write
// them, with `import UIKit` alone. Each shape must compile unchanged; the tests below check that the
// spies record what they override and that `super` is honoured (or, when an override leaves it
// out, that nothing happens, as on iOS).

// MARK: View controllers

/// Xcode's template for a controller made in code.
private final class TemplateViewController: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A controller taking its view model, with the `fatalError` that Xcode's fix-it inserts.
private final class ProfileViewController: UIViewController {
    let viewModel: String
    init(viewModel: String) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = viewModel
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The same, with the coder initializer marked unavailable (RouteComposer's style).
private final class UnavailableCoderViewController: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Overriding UIKit's designated initializer itself.
private final class NibViewController: UIViewController {
    private(set) var madeThroughOverride = false
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        madeThroughOverride = true
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A controller with no initializer of its own: `init()` and `init(nibName:bundle:)` are inherited.
private final class PlainViewController: UIViewController {}

/// A protocol asking for `init()`, as storyboard-less factories write it.
@MainActor private protocol Instantiable { init() }
extension PlainViewController: Instantiable {}
@MainActor private func instantiate<T: Instantiable>(_ type: T.Type) -> T { T() }

/// Overrides of the properties and methods test doubles replace.
private final class PresentationSpy: UIViewController {
    private(set) var presented: [UIViewController] = []
    private(set) var dismissals = 0
    var callsSuper = true
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presented.append(viewControllerToPresent)
        if callsSuper { super.present(viewControllerToPresent, animated: flag, completion: completion) }
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        if callsSuper { super.dismiss(animated: flag, completion: completion) }
    }
}

/// RouteComposer's fake modal controller: the presentation relations are replaced outright.
private final class FakeModalViewController: UIViewController {
    var fakePresentedViewController: UIViewController?
    var fakePresentingViewController: UIViewController?
    override var presentedViewController: UIViewController? { fakePresentedViewController }
    override var presentingViewController: UIViewController? { fakePresentingViewController }
}

private final class DismissingViewController: UIViewController {
    override var isBeingDismissed: Bool { true }
    override var isBeingPresented: Bool { false }
    override var isMovingFromParent: Bool { true }
}

private final class RelationsOverridingViewController: UIViewController {
    var fakeNavigation: UINavigationController?
    override var navigationController: UINavigationController? { fakeNavigation }
    override var tabBarController: UITabBarController? { nil }
    override var splitViewController: UISplitViewController? { nil }
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

private final class TitleObservingViewController: UIViewController {
    private(set) var titles: [String?] = []
    override var title: String? { didSet { titles.append(title) } }
    private(set) var loadRequests = 0
    override func loadViewIfNeeded() {
        loadRequests += 1
        super.loadViewIfNeeded()
    }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

private final class ShowSpy: UIViewController {
    private(set) var shown: [UIViewController] = []
    private(set) var detailShown: [UIViewController] = []
    override func show(_ vc: UIViewController, sender: Any?) {
        shown.append(vc)
        super.show(vc, sender: sender)
    }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        detailShown.append(vc)
    }
}

private final class SizeListeningViewController: UIViewController {
    private(set) var sizes: [CGSize] = []
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }
}

// MARK: Containers

/// A custom navigation controller with every designated initializer overridden.
private final class AppNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
    }
    override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

/// A navigation controller made with `init()`, as coordinators make theirs.
private final class CoordinatedNavigationController: UINavigationController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The spy every navigation test double is.
private final class NavigationSpy: UINavigationController {
    private(set) var calls: [String] = []
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        calls.append("push \(viewController.title ?? "?")")
        super.pushViewController(viewController, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? {
        calls.append("pop")
        return super.popViewController(animated: animated)
    }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        calls.append("popToRoot")
        return super.popToRootViewController(animated: animated)
    }
    override func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        calls.append("popTo \(viewController.title ?? "?")")
        return super.popToViewController(viewController, animated: animated)
    }
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        calls.append("set \(viewControllers.count)")
        super.setViewControllers(viewControllers, animated: animated)
    }
}

/// A navigation controller that swallows pushes: an override without `super`.
private final class PushSwallowingNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

/// RouteComposer's nested stack: `viewControllers` answers something else than the stack.
private final class NestingNavigationController: UINavigationController {
    let nested: UINavigationController
    init(nested: UINavigationController) {
        self.nested = nested
        super.init(nibName: nil, bundle: nil)
    }
    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var viewControllers: [UIViewController] {
        get { [nested] }
        set { super.viewControllers = newValue }
    }
}

private final class TabsSpy: UITabBarController {
    private(set) var selections: [Int] = []
    override var selectedIndex: Int {
        get { super.selectedIndex }
        set {
            selections.append(newValue)
            super.selectedIndex = newValue
        }
    }
    private(set) var replacements = 0
    override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replacements += 1
        super.setViewControllers(viewControllers, animated: animated)
    }
    override var selectedViewController: UIViewController? {
        get { super.selectedViewController }
        set { super.selectedViewController = newValue }
    }
}

private final class ColumnsSplitViewController: UISplitViewController {
    init() { super.init(style: .doubleColumn) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class WelcomePagesViewController: UIPageViewController {
    init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: Windows

/// RouteComposer's test window: `makeKeyAndVisible()` is overridden.
private final class TestWindow: UIWindow {
    private(set) var madeKey = 0
    override func makeKeyAndVisible() {
        madeKey += 1
        super.makeKeyAndVisible()
    }
}

private final class SizedWindow: UIWindow {
    override init(frame: CGRect) { super.init(frame: frame) }
    override init(windowScene: UIWindowScene) { super.init(windowScene: windowScene) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    private(set) var roots: [UIViewController?] = []
    override var rootViewController: UIViewController? {
        get { super.rootViewController }
        set {
            roots.append(newValue)
            super.rootViewController = newValue
        }
    }
}

// MARK: Views

/// Xcode's template for a view made in code.
private final class CardView: UIView {
    private(set) var layoutPasses = 0
    private(set) var frames: [CGRect] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var frame: CGRect { didSet { frames.append(frame) } }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }
}

/// A view with its own initializer and no frame.
private final class BadgeView: UIView {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Go", for: .normal)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class HeadlineLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 0
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class FormStackView: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Xcode's table view cell template.
private final class SubtitleCell: UITableViewCell {
    static let reuseIdentifier = "SubtitleCell"
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class ReloadCountingTableView: UITableView {
    private(set) var reloads = 0
    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

// MARK: Test doubles of delegates and data sources

private final class RowsDataSource: NSObject, UITableViewDataSource {
    let rows: [String]
    init(rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SubtitleCell.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

private final class SelectionSpy: NSObject, UITableViewDelegate {
    private(set) var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

private final class NavigationDelegateSpy: NSObject, UINavigationControllerDelegate {
    private(set) var shown: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        shown.append(viewController.title ?? "?")
    }
}

private final class TabsDelegateSpy: NSObject, UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
    { true }
}

private final class AdaptiveDelegateSpy: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var dismissed = 0
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissed += 1
    }
}

@MainActor private func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

@MainActor private func shownWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

@MainActor @Suite("Subclasses and test doubles written as for iOS compile and behave")
struct SubclassShapesProbeTests {
    @Test("Xcode's templates: init() without override, init(viewModel:), init?(coder:) through super")
    func templates() {
        #expect(TemplateViewController().nibName == nil)
        #expect(ProfileViewController(viewModel: "Ada").title == "Ada")
        #expect(UnavailableCoderViewController().isViewLoaded == false)
        // `NibViewController()` needs the override to repeat UIKit's defaults (`= nil`): a subclass
        // that declares `required init?(coder:)` does not inherit `init()` here (see Coming from UIKit).
        let nib = NibViewController(nibName: nil, bundle: nil)
        #expect(nib.madeThroughOverride)
        #expect(NibViewController(nibName: "Profile", bundle: nil).nibName == "Profile")
        #expect(TemplateViewController(coder: NSKeyedArchiver(requiringSecureCoding: false)) != nil)
        #expect(PlainViewController(nibName: nil, bundle: nil).children.isEmpty)
        let made = instantiate(PlainViewController.self)
        #expect(String(describing: type(of: made)) == "PlainViewController")
    }

    @Test("a spy overriding present and calling super presents; one that does not, presents nothing")
    func presentSpies() {
        let spy = PresentationSpy()
        let window = shownWindow(spy)
        let sheet = screen("Sheet")
        spy.present(sheet, animated: true)
        #expect(spy.presented == [sheet])
        #expect(spy.presentedViewController == sheet)
        spy.dismiss(animated: true)
        #expect(spy.dismissals == 1)
        #expect(spy.presentedViewController == nil)

        spy.callsSuper = false
        let other = screen("Other")
        spy.present(other, animated: true)
        #expect(spy.presented.last == other)
        #expect(spy.presentedViewController == nil)
        _ = window
    }

    @Test("UIKit's show(_:sender:) goes through an overridden present, as a spy expects")
    func showGoesThroughPresent() {
        let spy = PresentationSpy()
        let window = shownWindow(spy)
        let detail = screen("Detail")
        spy.show(detail, sender: nil)
        #expect(spy.presented == [detail])
        _ = window
    }

    @Test("overridden relations answer for the controller; the stage keeps its own bookkeeping")
    func overriddenRelations() {
        let fake = FakeModalViewController()
        let presented = screen("Presented")
        fake.fakePresentedViewController = presented
        #expect(fake.presentedViewController == presented)
        #expect(DismissingViewController().isBeingDismissed)
        #expect(DismissingViewController().isMovingFromParent)
        let relations = RelationsOverridingViewController()
        let navigation = UINavigationController()
        relations.fakeNavigation = navigation
        #expect(relations.navigationController == navigation)
        #expect(relations.tabBarController == nil && relations.transitionCoordinator == nil)

        // The stage presents from what it knows, not from the override.
        let window = shownWindow(fake)
        fake.present(screen("Real"), animated: false)
        #expect(fake.presentedViewController == presented)
        _ = window
    }

    @Test("title, loadViewIfNeeded and the status bar preferences are overridable")
    func overridableProperties() {
        let controller = TitleObservingViewController()
        controller.title = "One"
        controller.loadViewIfNeeded()
        #expect(controller.titles == ["One"])
        #expect(controller.loadRequests == 1)
        #expect(controller.isViewLoaded)
        #expect(controller.preferredStatusBarStyle == .lightContent)
    }

    @Test("show and showDetailViewController overrides are called")
    func showOverrides() {
        let root = ShowSpy()
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        let next = screen("Next")
        root.show(next, sender: nil)
        #expect(root.shown == [next])
        #expect(navigation.topViewController == next)
        root.showDetailViewController(screen("Detail"), sender: nil)
        #expect(root.detailShown.count == 1)
        _ = window
    }

    @Test("a size change reaches an overridden viewWillTransition(to:with:)")
    func sizeTransition() {
        let controller = SizeListeningViewController()
        let window = shownWindow(controller)
        controller.viewWillTransition(to: CGSize(width: 10, height: 20), with: NoCoordinator())
        #expect(controller.sizes == [CGSize(width: 10, height: 20)])
        _ = window
    }

    @Test("custom navigation controllers: every designated initializer, and init() for coordinators")
    func navigationInitializers() {
        let root = screen("Root")
        #expect(AppNavigationController(rootViewController: root).viewControllers == [root])
        #expect(AppNavigationController(navigationBarClass: nil, toolbarClass: nil).viewControllers.isEmpty)
        #expect(AppNavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
        #expect(UINavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
        let coordinated = CoordinatedNavigationController()
        coordinated.pushViewController(screen("First"), animated: false)
        #expect(coordinated.viewControllers.count == 1)
    }

    @Test("a navigation spy records every stack change, and super changes the stack")
    func navigationSpy() {
        let spy = NavigationSpy(rootViewController: screen("Root"))
        let window = shownWindow(spy)
        let a = screen("A")
        let b = screen("B")
        spy.pushViewController(a, animated: true)
        spy.pushViewController(b, animated: true)
        #expect(spy.popViewController(animated: true) == b)
        #expect(spy.popToViewController(a, animated: true) == [])
        #expect(spy.popToRootViewController(animated: true) == [a])
        spy.setViewControllers([screen("X"), screen("Y")], animated: false)
        #expect(spy.calls == ["push A", "push B", "pop", "popTo A", "popToRoot", "set 2"])
        #expect(spy.viewControllers.map(\.title) == ["X", "Y"])
        _ = window
    }

    @Test("the back button and show(_:sender:) go through the overridden push and pop")
    func backButtonGoesThroughPop() throws {
        let spy = NavigationSpy(rootViewController: screen("Root"))
        let window = shownWindow(spy)
        spy.show(screen("A"), sender: nil)
        let back = try #require(
            spy.navigationBar.subviews.compactMap { $0 as? UIButton }.first {
                $0.accessibilityIdentifier == "back"
            })
        back.sendActions(for: .primaryActionTriggered)
        #expect(spy.calls == ["push A", "pop"])
        #expect(spy.viewControllers.count == 1)
        _ = window
    }

    @Test("an override of pushViewController without super pushes nothing")
    func swallowedPush() {
        let navigation = PushSwallowingNavigationController(rootViewController: screen("Root"))
        let window = shownWindow(navigation)
        navigation.pushViewController(screen("A"), animated: true)
        #expect(navigation.viewControllers.count == 1)
        _ = window
    }

    @Test("an overridden viewControllers getter answers callers; the stack itself is unchanged")
    func overriddenStackGetter() {
        let nested = UINavigationController(rootViewController: screen("Inner"))
        let outer = NestingNavigationController(nested: nested)
        outer.viewControllers = [screen("Outer")]
        #expect(outer.viewControllers == [nested])
        #expect(outer.topViewController?.title == "Outer")
        #expect(outer.children.map(\.title) == ["Outer"])
    }

    @Test("a tab bar controller overriding selectedIndex hears programmatic selections")
    func tabsSpy() {
        let tabs = TabsSpy()
        tabs.setViewControllers([screen("One"), screen("Two")], animated: false)
        let window = shownWindow(tabs)
        tabs.selectedIndex = 1
        #expect(tabs.selections == [1])
        #expect(tabs.selectedViewController?.title == "Two")
        tabs.selectedViewController = tabs.viewControllers?.first
        #expect(tabs.selections == [1, 0])
        #expect(tabs.replacements == 1)
        tabs.delegate = delegateHolder.tabs
        _ = window
    }

    @Test("split, page and alert controllers subclass with their designated initializers")
    func otherContainers() {
        #expect(ColumnsSplitViewController().style == .doubleColumn)
        #expect(WelcomePagesViewController().transitionStyle == .scroll)
        #expect(UISplitViewController().style == .unspecified)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.actions.count == 1)
    }

    @Test("window subclasses: makeKeyAndVisible and rootViewController overrides keep working")
    func windows() {
        let window = TestWindow()
        window.rootViewController = screen("Root")
        window.makeKeyAndVisible()
        #expect(window.madeKey == 1)
        #expect(window.isKeyWindow)
        #expect(window.rootViewController?.viewIfLoaded?.window == window)

        let sized = SizedWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        sized.rootViewController = screen("Sized")
        sized.makeKeyAndVisible()
        #expect(sized.roots.count == 1)
        #expect(sized.rootViewController?.view.frame.size == CGSize(width: 320, height: 480))
    }

    @Test("view subclasses: init(frame:), init?(coder:), frame and layoutSubviews overrides")
    func views() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.layoutIfNeeded()
        #expect(card.layoutPasses == 1)
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(card.frames.count == 1)
        card.layoutIfNeeded()
        #expect(card.layoutPasses == 2)
        #expect(CardView(coder: NSKeyedArchiver(requiringSecureCoding: false))?.frame == .zero)
        #expect(BadgeView(count: 3).count == 3)
        #expect(PillButton(frame: .zero).title(for: .normal) == "Go")
        #expect(HeadlineLabel(frame: .zero).numberOfLines == 0)
        #expect(FormStackView(frame: .zero).axis == .vertical)
        #expect(UIStackView().axis == .horizontal)
        #expect(UIStackView(arrangedSubviews: [UILabel()]).axis == .horizontal)
        #expect(UIView().frame == .zero)
        #expect(UILabel().text == nil)
        #expect(UIButton().buttonType == .custom)
        #expect(UITextField().text == "")
    }

    @Test("a cell subclass, a data source, a delegate spy and a reloadData spy work together")
    func tables() throws {
        let table = ReloadCountingTableView(frame: .zero, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: SubtitleCell.reuseIdentifier)
        let source = RowsDataSource(rows: ["Amsterdam", "Berlin"])
        let spy = SelectionSpy()
        table.dataSource = source
        table.delegate = spy
        table.reloadData()
        #expect(table.reloads == 1)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell is SubtitleCell)
        #expect(cell.textLabel?.text == "Berlin")
        #expect(cell.detailTextLabel != nil)
    }

    @Test("delegate test doubles written as NSObject subclasses hear the containers")
    func delegateDoubles() {
        let navigation = UINavigationController(rootViewController: screen("Root"))
        let delegate = NavigationDelegateSpy()
        navigation.delegate = delegate
        let window = shownWindow(navigation)
        navigation.pushViewController(screen("Next"), animated: false)
        #expect(delegate.shown == ["Next"])
        let adaptive = AdaptiveDelegateSpy()
        navigation.presentationController?.delegate = adaptive
        #expect(adaptive.dismissed == 0)
        _ = window
    }
}

/// Holds a tab delegate for the tab spy test (delegates are weak).
@MainActor private let delegateHolder = (tabs: TabsDelegateSpy(), ())

/// A coordinator for calling `viewWillTransition(to:with:)` by hand, as a test double does.
private final class NoCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
}
