import Foundation
import ScenewrightCore

/// Decides how a split view collapses on a phone — HeadlessUI's `UISplitViewControllerDelegate`.
/// Every requirement is optional: the defaults are UIKit's.
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// Classic split views: asked when the split view collapses whether the delegate took care of
    /// `secondaryViewController`. `true` leaves it off screen (the phone shows the primary alone);
    /// `false` (the default) lets the split view push it onto the primary navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Column-style split views: asked when the split view collapses which column ends on top.
    /// The split view proposes `.secondary`, as UIKit does; the default returns the proposal.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Column-style split views: told after the split view collapsed. Default: nothing.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Asked first by `showDetailViewController(_:sender:)`: `true` when the delegate showed
    /// `vc` itself. Default `false`.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    /// Returns `false`: the split view pushes the secondary onto the primary navigation controller.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// Returns `proposedTopColumn`.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Returns `false`.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
}

/// A primary list beside a secondary detail, as a phone shows it: collapsed — HeadlessUI's
/// `UISplitViewController`.
///
/// HeadlessUI's window is a phone, so a split view collapses once shown (``isCollapsed``):
/// a user sees one stack, the primary column's navigation controller, with the secondary (and in a
/// triple-column split the supplementary) pushed onto it when shown — or, when a `.compact` column
/// is set, that controller alone. The split view collapses when its view loads (as UIKit does
/// when it enters a phone's window), asking its ``delegate``; afterwards ``show(_:)``,
/// ``hide(_:)``, ``setViewController(_:for:)`` and ``UIViewController/showDetailViewController(_:sender:)``
/// push and pop on that stack, with the navigation controller's own callbacks (R8–R12). A column's
/// controller joins the view controller hierarchy when the phone shows it; before the split view
/// is shown, a classic one's primary and secondary are its children, and
/// `showDetailViewController(_:sender:)` replaces the secondary, as in UIKit.
///
/// ```swift
/// let split = SplitViewController(style: .doubleColumn)
/// split.setViewController(CitiesViewController(), for: .primary)
/// split.setViewController(CityDetailViewController(), for: .secondary)
/// split.delegate = self   // returns .primary for topColumnForCollapsingToProposedTopColumn
/// window.rootViewController = split
/// window.makeKeyAndVisible()   // the cities list, in a navigation controller the split view made
/// split.show(.secondary)       // pushes the detail
/// ```
///
/// A column's controller that is not a navigation controller is put in one the split view makes
/// (column styles, as UIKit); ``viewController(for:)`` returns the controller that was set. A
/// secondary that is a navigation controller (the classic master–detail template) brings its
/// controllers onto the primary stack: they leave it (`didMove(toParent: nil)`) and are pushed.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    /// How many columns — UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic split view, configured with ``UISplitViewController/viewControllers``.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column — UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable, CustomStringConvertible {
        /// The list.
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The detail.
        case secondary = 2
        /// What a collapsed split view shows instead of the others, when set.
        case compact = 3

        /// `.primary`, `.secondary`, …
        public var description: String {
            switch self {
            case .primary: ".primary"
            case .supplementary: ".supplementary"
            case .secondary: ".secondary"
            case .compact: ".compact"
            }
        }
    }

    /// How the columns are arranged — UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// The split view decides.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// Two columns beside the secondary.
        case twoBesideSecondary = 4
        /// Two columns over the secondary.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary = 6

        /// UIKit's name before iOS 14 for ``secondaryOnly``.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// UIKit's name before iOS 14 for ``oneBesideSecondary``.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// UIKit's name before iOS 14 for ``oneOverSecondary``.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// The split view's style.
    public let style: Style
    /// Decides how the split view collapses. Held weakly.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The arrangement asked for; a phone shows one column at a time whatever it says.
    open var preferredDisplayMode: DisplayMode = .automatic
    /// Whether a swipe shows and hides the primary column. Default `true`; kept, as a phone shows one
    /// column at a time anyway.
    open var presentsWithGesture = true

    /// The controllers set for each column.
    private var columns: [Column: UIViewController] = [:]
    /// The navigation controller the split view made around a primary that is not one.
    private var primaryWrapper: UINavigationController?
    /// What a column puts on the primary stack: its controller, or the controllers taken from it
    /// when it is a navigation controller.
    private var columnContent: [Column: [UIViewController]] = [:]
    /// The top of the secondary column's controllers last pushed onto the primary stack.
    private weak var secondaryTop: UIViewController?
    /// Whether the split view has collapsed (it came on screen in a compact width).
    private var hasCollapsed = false
    /// The columns shown side by side while the split view is on screen in a regular width, left
    /// to right; empty otherwise.
    private var expandedColumns: [UIViewController] = []
    /// The one child a phone shows: the compact column, or the primary column (its navigation
    /// controller).
    private var shown: UIViewController?

    /// Creates a classic split view, configured with ``viewControllers`` — what UIKit's
    /// `init(nibName:bundle:)` and `UISplitViewController()` make. HeadlessUI loads no nibs.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a column-style split view, configured with ``setViewController(_:for:)``.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view; there are no archives here to decode, so `coder` is not read.
    public override init?<Coder: NSCoder>(coder: Coder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Whether the split view has collapsed to one column: `false` until it comes on screen in a
    /// compact width (a phone's), then `true`. Before that, a classic split view holds its primary
    /// and secondary controllers side by side as children, as UIKit's does; in a regular width it
    /// shows its columns side by side until its width becomes compact.
    open var isCollapsed: Bool { hasCollapsed }

    /// What a phone shows: `.secondaryOnly` while the secondary is on top of the stack,
    /// `.oneOverSecondary` while a primary (or supplementary) column fills the screen.
    open var displayMode: DisplayMode {
        guard let top = primaryNavigation?.topViewController, shown === primaryNavigation else {
            return .oneOverSecondary
        }
        return top === secondaryTop ? .secondaryOnly : .oneOverSecondary
    }

    // MARK: Configuration

    /// The classic configuration: the primary and, if any, the secondary controller. Collapsed
    /// (once the view loaded) it holds one controller, the one the phone shows, as in UIKit.
    /// Setting more than two, none, or on a column-style split view is rejected with a diagnostic.
    open var viewControllers: [UIViewController] {
        get {
            if hasCollapsed { return shown.map { [$0] } ?? [] }
            return [columns[.primary], columns[.secondary]].compactMap { $0 }
        }
        set {
            guard style == .unspecified else {
                reject(
                    .invalidContainerContent,
                    "Cannot set viewControllers of \(diagnosticName): it has the \(style) style. "
                        + "Use setViewController(_:for:) instead.")
                return
            }
            guard (1...2).contains(newValue.count) else {
                reject(
                    .invalidContainerContent,
                    "Cannot give \(diagnosticName) \(newValue.count) view controllers: a classic split view "
                        + "takes a primary and optionally a secondary.")
                return
            }
            configure([.primary: newValue[0], .secondary: newValue.count > 1 ? newValue[1] : nil])
        }
    }

    /// Sets the controller of `column` (column-style split views). A controller in use elsewhere,
    /// or already in another column, is rejected with a diagnostic, as is this call on a classic
    /// split view. Once collapsed, a change to a column the phone shows shows at once.
    /// - Parameters:
    ///   - vc: The controller, or `nil` to clear the column.
    ///   - column: The column.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            reject(
                .invalidContainerContent,
                "Cannot set the \(column) column of \(diagnosticName): it is a classic split view. "
                    + "Make it with init(style:), or set viewControllers.")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            reject(
                .invalidContainerContent,
                "Cannot set the .supplementary column of \(diagnosticName): only a .tripleColumn split view has one."
            )
            return
        }
        var next = columns
        next[column] = vc
        configure(next)
    }

    /// The controller set for `column` (not a navigation controller the split view made around it).
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    // MARK: Showing columns

    /// Shows `column`. Collapsed, the stack becomes the primary column's controllers with the
    /// supplementary and secondary pushed up to `column`; with a `.compact` column set, nothing else
    /// is shown and this changes nothing.
    open func show(_ column: Column) {
        performTransitionIfOnScreen { [self] in
            // Side by side in a regular width, every column is shown already.
            guard expandedColumns.isEmpty else { return }
            collapseIfNeeded()
            arrangeStack(upTo: column, animated: true)
        }
    }

    /// Hides `column`. Collapsed, hiding the secondary or supplementary pops back to the column
    /// below; hiding the primary shows the secondary.
    open func hide(_ column: Column) {
        switch column {
        case .primary: show(.secondary)
        case .supplementary: show(.primary)
        case .secondary: show(style == .tripleColumn ? .supplementary : .primary)
        case .compact: break
        }
    }

    /// `showDetailViewController(_:sender:)` asked of this split view or of a controller inside it.
    /// The delegate's `splitViewController(_:showDetail:sender:)` may take it; otherwise, collapsed,
    /// it becomes the secondary and is pushed onto the primary navigation controller (a column-style
    /// split view replaces a secondary shown there; a classic one pushes on top, as its primary
    /// navigation controller does); with no primary navigation controller in front (a `.compact`
    /// column, a classic primary that is not one), it is presented.
    override func handlesShowDetail(_ vc: UIViewController, sender: Any?) -> Bool {
        if let delegate, delegate.splitViewController(self, showDetail: vc, sender: sender) { return true }
        if !hasCollapsed, style == .unspecified {
            // Not collapsed (not shown yet, or side by side): UIKit's split view makes `vc` its
            // secondary.
            configure([.primary: columns[.primary], .secondary: vc])
            return true
        }
        if !expandedColumns.isEmpty {
            setViewController(vc, for: .secondary)
            return true
        }
        performTransitionIfOnScreen { [self] in
            collapseIfNeeded()
            guard primaryNavigation != nil, shown === primaryNavigation else {
                present(vc, animated: true)
                return
            }
            if let rejection = columnRejection(of: vc, for: .secondary) {
                Diagnostics.emit(rejection)
                return
            }
            guard style != .unspecified else {
                // Classic: the primary navigation controller pushes it, as its own showDetail does.
                columns[.secondary] = vc
                arrangeStack(upTo: .secondary, animated: true, keepingAll: true)
                forgetClassicSecondary()
                return
            }
            let previous = columnContent[.secondary] ?? []
            columns[.secondary] = vc
            columnContent[.secondary] = nil
            arrangeStack(upTo: .secondary, animated: true, replacing: previous)
        }
        return true
    }

    // MARK: Collapsing

    /// The navigation controller a collapsed split view pushes onto.
    private var primaryNavigation: UINavigationController? {
        primaryWrapper ?? (columns[.primary] as? UINavigationController)
    }

    private func configure(_ proposed: [Column: UIViewController?]) {
        var next: [Column: UIViewController] = [:]
        for (column, controller) in proposed { if let controller { next[column] = controller } }
        performTransitionIfOnScreen { [self] in
            var seen = Set<ObjectIdentifier>()
            for (column, controller) in next.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                guard seen.insert(ObjectIdentifier(controller)).inserted else {
                    Diagnostics.emit(
                        Diagnostic(
                            .invalidContainerContent,
                            "Cannot put \(controller.diagnosticName) in two columns of \(diagnosticName)."))
                    return
                }
                if columns[column] !== controller,
                    let rejection = columnRejection(of: controller, for: column)
                {
                    Diagnostics.emit(rejection)
                    return
                }
            }
            apply(next)
        }
    }

    private func apply(_ next: [Column: UIViewController]) {
        let old = columns
        let oldContent = columnContent
        let wasSecondaryShown = hasCollapsed && displayMode == .secondaryOnly
        columns = next
        for column in [Column.primary, .supplementary, .secondary, .compact]
        where old[column] !== next[column] {
            columnContent[column] = nil
        }
        if old[.primary] !== next[.primary] {
            primaryWrapper = nil
            if style != .unspecified, let primary = next[.primary], !(primary is UINavigationController) {
                primaryWrapper = UINavigationController(rootViewController: primary)
            }
        }
        guard hasCollapsed else {
            // Side by side, the columns shown change: the old ones leave the screen, the new ones
            // come on.
            let wasExpanded = !expandedColumns.isEmpty
            if wasExpanded { retireExpandedColumns(keeping: nil) }
            if style == .unspecified { adoptClassicColumns(replacing: old) }
            if wasExpanded {
                expandIfNeeded()
                appearExpandedColumns()
                showExpandedContent()
            }
            return
        }
        // Already collapsed: the phone shows the change now; a secondary shown is replaced by the
        // new one.
        let oldNavigation = shown as? UINavigationController
        switchShown(to: next[.compact] ?? primaryNavigation ?? next[.primary])
        let replaced = (oldContent[.supplementary] ?? []) + (oldContent[.secondary] ?? [])
        if let oldNavigation, oldNavigation !== primaryNavigation {
            // The old primary stack left the screen: the columns above its primary part leave it.
            strip(replaced, from: oldNavigation)
        }
        if wasSecondaryShown {
            arrangeStack(upTo: .secondary, animated: false, replacing: replaced)
        }
        if style == .unspecified { forgetClassicSecondary() }
    }

    /// Before the split view collapses, a classic split view's primary and secondary are its
    /// children, as in UIKit: the ones that left are removed, the new ones added, each with
    /// `willMove(toParent:)` and `didMove(toParent:)`.
    private func adoptClassicColumns(replacing old: [Column: UIViewController]) {
        let current = [columns[.primary], columns[.secondary]].compactMap { $0 }
        var steps: [TransitionStep<UIViewController>] = []
        for controller in [old[.primary], old[.secondary]].compactMap({ $0 })
        where controller.parentStorage === self && !current.contains(where: { $0 === controller }) {
            steps.append(.willMove(controller, toContainer: false))
            steps.append(.edit(.detachChild(controller)))
            steps.append(.didMove(controller, toContainer: false))
        }
        for controller in current where controller.parentStorage !== self {
            steps.append(.willMove(controller, toContainer: true))
            steps.append(.edit(.attachChild(controller)))
            steps.append(.didMove(controller, toContainer: true))
        }
        guard !steps.isEmpty else { return }
        TransitionInterpreter.perform(steps, animated: false, context: nil, container: self)
        childStorage = current
    }

    /// Collapsing: the classic children other than `kept` stop being children of the split view
    /// (the secondary moves onto the primary's stack, or is let go), without callbacks of their own.
    private func releaseClassicChildren(keeping kept: UIViewController?) {
        for child in childStorage where child !== kept { child.parentStorage = nil }
        childStorage.removeAll { $0 !== kept }
    }

    /// A classic split view keeps no secondary once collapsed, as UIKit's holds one controller:
    /// the primary stack holds what was pushed, and releases it when popped.
    private func forgetClassicSecondary() {
        columns[.secondary] = nil
        columnContent[.secondary] = nil
    }

    /// Takes `controllers` out of `navigation`'s stack, which is off screen: containment only.
    private func strip(_ controllers: [UIViewController], from navigation: UINavigationController) {
        let leaving = navigation.viewControllers.filter { controller in
            controllers.contains { $0 === controller }
        }
        guard !leaving.isEmpty else { return }
        let kept = navigation.viewControllers.filter { controller in
            !leaving.contains { $0 === controller }
        }
        var steps: [TransitionStep<UIViewController>] = leaving.map { .willMove($0, toContainer: false) }
        steps.append(.edit(.replaceStack(kept)))
        for controller in leaving {
            steps.append(.edit(.release(controller)))
            steps.append(.didMove(controller, toContainer: false))
        }
        TransitionInterpreter.perform(steps, animated: false, context: nil, container: navigation)
    }

    /// Collapses the split view for a compact width, once: picks what the phone shows and asks the
    /// delegate whether the secondary goes on top. Columns shown side by side in a regular width
    /// first leave the screen, except the one that stays shown.
    private func collapseIfNeeded() {
        guard !hasCollapsed else { return }
        hasCollapsed = true
        let compact = style == .unspecified ? nil : columns[.compact]
        let target = compact ?? primaryNavigation ?? columns[.primary]
        let wasExpanded = expandedColumns.contains { $0 === target }
        retireExpandedColumns(keeping: target)
        if style == .unspecified { releaseClassicChildren(keeping: primaryNavigation ?? columns[.primary]) }
        if wasExpanded {
            shown = target
        } else {
            switchShown(to: target)
        }
        guard compact == nil else {
            delegate?.splitViewControllerDidCollapse(self)
            return
        }
        if style == .unspecified {
            guard let secondary = columns[.secondary], let primary = columns[.primary] else { return }
            let handled =
                delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if !handled { arrangeStack(upTo: .secondary, animated: false) }
            forgetClassicSecondary()
        } else {
            let top =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
                ?? .secondary
            arrangeStack(upTo: top, animated: false)
            delegate?.splitViewControllerDidCollapse(self)
        }
    }

    /// Takes the columns shown side by side off screen, except `kept`: each disappears, and a
    /// column-style split view's leave it (`willMove(toParent: nil)`, `didMove(toParent: nil)`);
    /// a classic split view's stay its children until collapsing releases them.
    private func retireExpandedColumns(keeping kept: UIViewController?) {
        guard !expandedColumns.isEmpty else { return }
        let leaving = expandedColumns.filter { $0 !== kept }
        expandedColumns = []
        var plan = TransitionPlan<UIViewController>(from: leaving.first, to: kept, in: self)
        for controller in leaving where style != .unspecified {
            plan.add(.willMove(controller, toContainer: false))
        }
        for controller in leaving where controller.appearanceState != .disappeared {
            plan.disappear(controller)
        }
        for controller in leaving where style != .unspecified {
            plan.add(.edit(.detachChild(controller)))
            plan.add(.didMove(controller, toContainer: false))
        }
        TransitionInterpreter.run(plan, animated: false)
        showContent(kept, nil)
    }

    /// Shows the columns side by side, as a regular width does, when the split view comes on
    /// screen there: a classic split view's primary and secondary (its children already), a
    /// column-style one's primary (in its navigation controller), supplementary and secondary,
    /// which become its children.
    private func expandIfNeeded() {
        guard !hasCollapsed, expandedColumns.isEmpty else { return }
        let shownColumns: [UIViewController]
        if style == .unspecified {
            shownColumns = [columns[.primary], columns[.secondary]].compactMap { $0 }
        } else {
            shownColumns = [
                primaryNavigation ?? columns[.primary],
                style == .tripleColumn ? columns[.supplementary] : nil,
                columns[.secondary],
            ].compactMap { $0 }
        }
        var steps: [TransitionStep<UIViewController>] = []
        for controller in shownColumns where controller.parentStorage !== self {
            steps.append(.willMove(controller, toContainer: true))
            steps.append(.edit(.attachChild(controller)))
            steps.append(.didMove(controller, toContainer: true))
        }
        if !steps.isEmpty {
            TransitionInterpreter.perform(steps, animated: false, context: nil, container: self)
        }
        expandedColumns = shownColumns
    }

    /// Makes the expanded columns that are off screen appear, when the split view is on screen.
    private func appearExpandedColumns() {
        guard appearanceState == .appeared else { return }
        var plan = TransitionPlan<UIViewController>(from: nil, to: expandedColumns.first, in: self)
        for column in expandedColumns where column.appearanceState == .disappeared {
            plan.add(.loadView(column))
            plan.appear(column)
        }
        TransitionInterpreter.run(plan, animated: false)
    }

    /// Puts the expanded columns' views side by side: the primary (and supplementary) 320 points
    /// wide each, the secondary filling the rest.
    private func showExpandedContent() {
        guard let root = viewIfLoaded else { return }
        for column in expandedColumns { column.loadViewIfNeeded() }
        root.setSubviewsQuietly(expandedColumns.compactMap(\.viewIfLoaded))
        var x: CGFloat = 0
        for (index, column) in expandedColumns.enumerated() {
            let isLast = index == expandedColumns.count - 1
            let width = isLast ? max(0, root.bounds.width - x) : min(320, root.bounds.width / 3)
            column.viewIfLoaded?.place(in: CGRect(x: x, y: 0, width: width, height: root.bounds.height))
            x += width
        }
    }

    /// The split view's traits changed: it collapses when its width became compact while it is on
    /// screen side by side. (A collapsed split view stays collapsed.)
    func traitsDidChange(from previous: UITraitCollection) {
        guard !hasCollapsed, traitCollection.horizontalSizeClass != .regular,
            appearanceState != .disappeared
        else { return }
        performTransitionIfOnScreen { [self] in collapseIfNeeded() }
    }

    /// Makes `controller` the one child the phone shows, as a tab switch does (R19 order).
    private func switchShown(to controller: UIViewController?) {
        let old = shown
        guard old !== controller else { return }
        let onScreen = appearanceState == .appeared
        var plan = TransitionPlan<UIViewController>(from: old, to: controller, in: self)
        // A classic primary is a child already, since it was set.
        let adding = controller.flatMap { $0.parentStorage === self ? nil : $0 }
        if let adding { plan.add(.willMove(adding, toContainer: true)) }
        if let old { plan.add(.willMove(old, toContainer: false)) }
        if let adding { plan.add(.edit(.attachChild(adding))) }
        shown = controller
        if onScreen, let controller {
            plan.add(.loadView(controller))
            plan.add(.showContent(old, controller))
            plan.add(.willAppear(controller))
            plan.add(.isAppearing(controller))
            if let old { plan.disappear(old) }
            plan.add(.didAppear(controller))
        } else if onScreen, let old {
            plan.disappear(old)
        }
        plan.add(.showContent(controller, nil))
        if let old { plan.add(.edit(.detachChild(old))) }
        if let adding { plan.add(.didMove(adding, toContainer: true)) }
        if let old { plan.add(.didMove(old, toContainer: false)) }
        TransitionInterpreter.run(plan, animated: false)
    }

    /// Sets the primary navigation controller's stack to the primary column's controllers, then
    /// the columns above it up to `column` — one navigation transition (R11).
    /// - Parameter keepingAll: Pushes on top of the whole stack (a classic split view's detail).
    private func arrangeStack(
        upTo column: Column, animated: Bool, replacing previous: [UIViewController] = [],
        keepingAll: Bool = false
    ) {
        guard let navigation = primaryNavigation, shown === navigation else { return }
        let pushed: [Column] =
            switch column {
            case .primary, .compact: []
            case .supplementary: style == .tripleColumn ? [.supplementary] : []
            case .secondary: style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
            }
        var stack =
            keepingAll
            ? navigation.viewControllers : primaryPart(of: navigation.viewControllers, replacing: previous)
        for column in pushed {
            guard let content = content(of: column) else { continue }
            stack += content
            if column == .secondary { secondaryTop = content.last }
        }
        let current = navigation.viewControllers
        guard !stack.isEmpty, stack.map(ObjectIdentifier.init) != current.map(ObjectIdentifier.init) else {
            return
        }
        // Run here, not queued: collapsing happens inside the transition that shows the split view.
        let plan = NavigationPlanner.plan(
            .replace(current, with: stack), edit: .replaceStack(stack), in: navigation,
            onScreen: navigation.appearanceState == .appeared)
        TransitionInterpreter.run(plan, animated: animated)
    }

    /// The controllers of `stack` below the first one a column above the primary put there.
    private func primaryPart(of stack: [UIViewController], replacing previous: [UIViewController])
        -> [UIViewController]
    {
        var above = Set<ObjectIdentifier>()
        for column in [Column.supplementary, .secondary] {
            for controller in columnContent[column] ?? [] { above.insert(ObjectIdentifier(controller)) }
        }
        for controller in previous { above.insert(ObjectIdentifier(controller)) }
        let part = stack.prefix { !above.contains(ObjectIdentifier($0)) }
        return part.isEmpty ? Array(stack.prefix(1)) : Array(part)
    }

    /// What `column` puts on the primary stack; a navigation controller gives up its controllers,
    /// once (they leave it with `willMove(toParent: nil)` and `didMove(toParent: nil)`).
    private func content(of column: Column) -> [UIViewController]? {
        if let content = columnContent[column] { return content }
        guard let controller = columns[column] else { return nil }
        guard let navigation = controller as? UINavigationController else {
            columnContent[column] = [controller]
            return [controller]
        }
        let taken = navigation.viewControllers
        var steps: [TransitionStep<UIViewController>] = taken.map { .willMove($0, toContainer: false) }
        steps.append(.edit(.replaceStack([])))
        for controller in taken {
            steps.append(.edit(.release(controller)))
            steps.append(.didMove(controller, toContainer: false))
        }
        TransitionInterpreter.perform(steps, animated: false, context: nil, container: navigation)
        columnContent[column] = taken
        return taken
    }

    // MARK: Validation

    private func columnRejection(of controller: UIViewController, for column: Column) -> Diagnostic? {
        let what = "Cannot put \(controller.diagnosticName) in the \(column) column of \(diagnosticName)"
        if controller === self || isContained(in: controller) {
            return Diagnostic(
                .containmentCycle, "\(what): a controller cannot contain itself or one of its ancestors.")
        }
        let place = controller.placement
        if place.isNowhere || isOwnColumnController(controller) { return nil }
        return Diagnostic(.controllerInUse, "\(what): it is already \(place.description). \(place.fix)")
    }

    /// Whether `controller` is where this split view put it: its shown child, or on its primary stack.
    private func isOwnColumnController(_ controller: UIViewController) -> Bool {
        guard let parent = controller.parentStorage else { return false }
        return parent === self || (parent === primaryNavigation && parent.parentStorage === self)
    }

    private func reject(_ kind: Diagnostic.Kind, _ message: String) {
        Diagnostics.emit(Diagnostic(kind, message))
    }

    // MARK: What the interpreter asks of a split view controller

    override package var containerRole: ContainerRole { .split }
    override package var shownChild: UIViewController? { shown }

    override func forEachAppearanceChild(_ body: (UIViewController) -> Void) {
        if let shown {
            body(shown)
        } else {
            for column in expandedColumns { body(column) }
        }
    }

    /// Coming on screen: the split view collapses in a compact width (asking its delegate now, so
    /// a delegate set after the view loaded is asked), or shows its columns side by side in a
    /// regular one.
    override func prepareAppearanceChildren(appearing: Bool) {
        guard appearing else { return }
        if !hasCollapsed {
            if traitCollection.horizontalSizeClass == .regular {
                expandIfNeeded()
                showExpandedContent()
                return
            }
            collapseIfNeeded()
        }
        guard let shown else { return }
        shown.loadViewIfNeeded()
        showContent(shown, nil)
    }
}
