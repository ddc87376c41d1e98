import Foundation
import ScenewrightCore

/// Manages a view and its place on screen — HeadlessUI's `UIViewController`.
///
/// The view loads lazily on first read of ``view`` (R1). The runtime drives appearance,
/// containment and presentation itself, and calls the overridable methods only as notifications, so
/// overrides need not call `super`.
///
/// ```swift
/// final class GreetingViewController: ViewController {
///     override func loadView() { view = StackView { Label("Hello").identified("greeting") } }
///     override func viewDidAppear(_ animated: Bool) { print("on screen") }
/// }
/// let window = Window()
/// window.rootViewController = GreetingViewController()
/// window.makeKeyAndVisible()   // loadView, viewDidLoad, then the appearance cycle (R7)
/// ```
///
/// A UIKit-style subclass compiles as written, with UIKit's designated initializer and the
/// `required init?(coder:)` Xcode asks for (nothing here decodes controllers, so it may simply fail):
///
/// ```swift
/// final class ProfileViewController: ViewController {
///     let userID: Int
///     init(userID: Int) {
///         self.userID = userID
///         super.init(nibName: nil, bundle: nil)
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// ```
@preconcurrency @MainActor open class UIViewController: UIResponder {
    /// The title shown by navigation bars and tab bars.
    open var title: String?

    private var loadedView: UIView?
    var appearance = AppearanceStateMachine()
    weak var parentStorage: UIViewController? {
        // A presenting controller that becomes a child moves its presentations into its new
        // parent's chain: the remembered chain bottoms may be wrong now.
        didSet { if presentedStorage != nil { UIViewController.presentationTopologyGeneration &+= 1 } }
    }
    /// The contexts made by ``registerForPreviewing(with:sourceView:)``, in the order registered.
    var previewingContexts: [PreviewingContext] {
        get { extras?.previewingContexts ?? [] }
        set {
            if newValue.isEmpty, extras == nil { return }
            ensuredExtras.previewingContexts = newValue
        }
    }
    var childStorage: [UIViewController] = []
    /// The controller this one presents (kept by the outermost container, R18). Strong (R31).
    var presentedStorage: UIViewController?
    /// The controller that presents this one. Weak (R31).
    package weak var presentingStorage: UIViewController?
    /// The controller at the bottom of this presented controller's presentation chain, remembered
    /// when it was presented (see ``presentationBottom``).
    weak var presentationBottomHint: UIViewController?
    /// The ``presentationTopologyGeneration`` ``presentationBottomHint`` was found in.
    var presentationBottomGeneration = 0
    /// The window this controller is the root of.
    weak var hostWindow: UIWindow?
    /// The transition this controller takes part in, if any.
    var activeTransition: TransitionContext?
    /// The `animated` flag of the running appearance transition, for `endAppearanceTransition()`.
    var lastAppearanceAnimated = false

    /// The composition seam's lifecycle listeners, in the order added (a scene's record, recorders,
    /// coordinators' watchers); see `CompositionSeam.swift`.
    final var lifecycleListeners = LifecycleListeners()
    /// Objects this controller keeps alive for its whole lifetime (a module's presenter, an agent).
    final var retainedObjects: [AnyObject] = []

    /// How this controller is shown when presented. `.automatic` resolves to `.pageSheet`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Supplies the animator, the interaction controller and, for `.custom` presentations, the
    /// presentation controller when this controller is presented or dismissed (R37–R40). Held
    /// weakly.
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { extras?.transitioningDelegate }
        set {
            if newValue == nil, extras == nil { return }
            ensuredExtras.transitioningDelegate = newValue
        }
    }
    /// Whether a transitioning delegate is set: presentations without one skip the weak load.
    var hasTransitioningDelegate: Bool { extras?.hasTransitioningDelegate ?? false }

    /// What UIKit code rarely sets (nib, items, a transitioning delegate), out of line: a controller
    /// that never uses them carries one `nil` reference instead of six, which keeps building and
    /// releasing a controller as cheap as it was before they existed.
    private var extras: ControllerExtras?
    private var ensuredExtras: ControllerExtras { extras.madeIfNeeded(ControllerExtras.init) }

    /// The controller, while it is its own first responder (its scope is itself).
    override var firstResponderOfScope: UIResponder? {
        get { extras?.firstResponder }
        set {
            if newValue == nil, extras == nil { return }
            ensuredExtras.firstResponder = newValue
        }
    }
    /// UIKit's rarer per-controller state (trait overrides and registrations, the storyboard, bar
    /// layout), made on first write (ViewController+Vocabulary.swift).
    var vocabulary: ControllerVocabulary? { extras?.vocabulary }
    var writableVocabulary: ControllerVocabulary {
        if let vocabulary = extras?.vocabulary { return vocabulary }
        let made = ControllerVocabulary()
        ensuredExtras.vocabulary = made
        return made
    }
    /// The controller's trait overrides and registrations, if any were made.
    override var traitState: TraitState? {
        get { vocabulary?.traits }
        set { writableVocabulary.traits = newValue }
    }

    /// Whether the user is kept from swiping this controller's sheet away — UIKit's
    /// `isModalInPresentation`.
    ///
    /// While `true` on a presented sheet, or on any controller shown inside it (the top of a
    /// presented navigation controller, say), ``UIWindow/swipeDownSheet()`` leaves the sheet where it
    /// is and tells the presentation controller's delegate
    /// ``UIAdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``
    /// instead. Dismissing in code is not affected. Default `false`.
    ///
    /// ```swift
    /// override func textDidChange() { isModalInPresentation = hasUnsavedChanges }
    /// ```
    open var isModalInPresentation = false

    /// This controller's presentation controller, made on first read of ``presentationController``.
    var presentationControllerStorage: UIPresentationController?

    /// The nib name given to ``init(nibName:bundle:)``. HeadlessUI loads no nibs: it is kept only
    /// so code that reads it behaves as on iOS.
    open var nibName: String? { extras?.nibName }
    /// The bundle given to ``init(nibName:bundle:)``; kept, never read by HeadlessUI.
    open var nibBundle: Bundle? { extras?.nibBundle }

    /// Whether this controller's area is the one covered when a controller inside it presents with
    /// ``UIModalPresentationStyle/currentContext`` or ``UIModalPresentationStyle/overCurrentContext``.
    /// Default `false`.
    open var definesPresentationContext = false
    /// Whether a presentation over this context uses this controller's ``modalTransitionStyle``
    /// instead of the presented one's. Default `false`. HeadlessUI has no animation, so it is kept
    /// for source compatibility and read by nothing.
    open var providesPresentationContextTransitionStyle = false
    /// The animation UIKit would use to present this controller. HeadlessUI runs no animation; the
    /// value is kept and changes no callback. Default ``UIModalTransitionStyle/coverVertical``.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The style this controller was presented with after adaptation (a popover on a phone), while
    /// it is presented.
    var adaptedPresentationStyle: UIModalPresentationStyle?

    /// Creates a controller with no view loaded — UIKit's designated initializer; `UIViewController()`
    /// passes `nil` for both.
    ///
    /// HeadlessUI loads no nibs: both values are kept in ``nibName`` and ``nibBundle`` and the view
    /// comes from ``loadView()``. A subclass's own `init()` calls it without `override`, as on iOS:
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController {
    ///     init() { super.init(nibName: nil, bundle: nil) }
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    /// }
    /// ```
    /// - Parameters:
    ///   - nibNameOrNil: The nib UIKit would load the view from; `nil` for a view made in code.
    ///   - nibBundleOrNil: The bundle of that nib.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init()
        ObjectLifetimes.announce(self, role: .controller)
        if nibNameOrNil != nil || nibBundleOrNil != nil {
            ensuredExtras.nibName = nibNameOrNil
            ensuredExtras.nibBundle = nibBundleOrNil
        }
    }

    /// Creates a controller with no view loaded, through ``init(nibName:bundle:)`` — the `init()`
    /// UIKit's controllers inherit from `NSObject`.
    ///
    /// A convenience initializer, as on iOS: a subclass declares its own `init()` without
    /// `override`, and a subclass that inherits the designated initializers also has `init()`, so it
    /// satisfies a protocol's `init()` requirement and `T()` works through such a protocol. A plain
    /// `UIViewController()` or `super.init()` calls ``init(nibName:bundle:)`` directly.
    @_disfavoredOverload
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with no view loaded — UIKit's initializer for a controller an archive (a
    /// storyboard) describes. There are no archives here, so `coder` is not read.
    ///
    /// It is generic over the coder so that a subclass's `required init?(coder: NSCoder)`, as Xcode
    /// writes it, is a new initializer that calls this one as `super.init(coder: coder)` — no
    /// `override` needed, as on iOS — while subclasses that never declare it keep compiling.
    /// - Parameter coder: Not read.
    public init?<Coder: NSCoder>(coder: Coder) {
        super.init()
    }

    // MARK: Items shown by containers

    /// What a navigation bar shows while this controller is the top of a navigation stack: title,
    /// back button and bar button items. Made on first read.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: addAction)
    /// navigationItem.hidesBackButton = true
    /// ```
    open var navigationItem: UINavigationItem {
        if let existing = extras?.navigationItem { return existing }
        let created = UINavigationItem(owner: self)
        ensuredExtras.navigationItem = created
        return created
    }

    /// The items a navigation controller's toolbar shows while this controller is the top of its
    /// stack and the toolbar is shown.
    open var toolbarItems: [UIBarButtonItem]? {
        get { extras?.toolbarItems }
        set {
            if newValue == nil, extras == nil { return }
            ensuredExtras.toolbarItems = newValue
        }
    }

    /// Sets ``toolbarItems``; `animated` is passed through and changes nothing headless.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    // MARK: Editing

    /// Whether the controller lets the user edit its content. Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { extras?.isEditing ?? false }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: sets ``isEditing`` and turns ``editButtonItem`` into a Done or
    /// an Edit button. Override it to make the view editable, calling `super` first; a
    /// ``UITableViewController`` passes it on to its table.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if !editing, extras == nil { return }
        ensuredExtras.isEditing = editing
        if let button = extras?.editButtonItem {
            button.title = editing ? "Done" : "Edit"
            button.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing: titled Edit, it calls ``setEditing(_:animated:)``
    /// with `true` and becomes Done; titled Done, the reverse. Made on first read.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = editButtonItem
    /// ```
    open var editButtonItem: UIBarButtonItem {
        if let existing = extras?.editButtonItem { return existing }
        let item = UIBarButtonItem(
            systemItem: isEditing ? .done : .edit,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                setEditing(!isEditing, animated: true)
            })
        item.title = isEditing ? "Done" : "Edit"
        ensuredExtras.editButtonItem = item
        return item
    }

    /// What a tab bar shows for this controller when it is one of a tab bar controller's tabs. Made
    /// on first read; its title falls back to ``title``.
    open var tabBarItem: UITabBarItem! {
        get {
            if let existing = extras?.tabBarItem { return existing }
            let created = UITabBarItem(owner: self)
            ensuredExtras.tabBarItem = created
            return created
        }
        set {
            newValue?.owner = self
            if newValue == nil, extras == nil { return }
            ensuredExtras.tabBarItem = newValue
        }
    }

    // MARK: Showing other controllers

    /// Shows `vc` the way this controller's context does: pushed when this controller is in a
    /// navigation controller, else presented from this controller, as UIKit's default does.
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: Passed through; HeadlessUI does not read it.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail of the nearest split view controller above this one, or presents it
    /// when there is none, as UIKit's default does.
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: Passed through; HeadlessUI does not read it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate.handlesShowDetail(vc, sender: sender) { return }
            current = candidate.parentStorage
        }
        present(vc, animated: true)
    }

    /// Whether this controller shows `vc` as its detail (a split view controller does); `false`
    /// by default, so the request goes on up to the parent.
    func handlesShowDetail(_ vc: UIViewController, sender: Any?) -> Bool { false }

    // MARK: Presentation (the work is in ViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally from this controller's outermost container (R14,
    /// R15, R18).
    ///
    /// Rejected with a diagnostic, changing nothing, when the presenter is already presenting (R26),
    /// `viewControllerToPresent` is already presented or on screen (R27), or this controller is not
    /// on screen (R28). Requested during another transition, it runs when that one completes (R29).
    /// An override that does not call `super` presents nothing, as in UIKit.
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to present.
    ///   - flag: Passed through to the callbacks.
    ///   - completion: Called after the presentation completes; not called when rejected.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        requestPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controllers presented above this one, or this controller's own presentation
    /// when it presents nothing (R17). With nothing to dismiss it is rejected with a diagnostic (R30).
    /// An override that does not call `super` dismisses nothing, as in UIKit.
    /// - Parameters:
    ///   - flag: Passed through to the callbacks.
    ///   - completion: Called after the dismissal completes; not called when rejected.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        requestDismissal(animated: flag, completion: completion)
    }

    /// The controller presented by this one or by the container it lives in (R18).
    open var presentedViewController: UIViewController? { outermostContainer.presentedStorage }

    /// The controller that presented this one, or the container it lives in (R18).
    open var presentingViewController: UIViewController? { outermostContainer.presentingStorage }

    /// The coordinator of the transition this controller takes part in; when it takes part in none,
    /// its parent's `transitionCoordinator`, as UIKit asks the ancestors: the root of a presented
    /// navigation controller and a child embedded in a pushed controller see the transition that
    /// brings their container on screen. `nil` when no transition concerns it or its ancestors.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) {
    ///     super.viewWillAppear(animated)
    ///     transitionCoordinator?.animate(alongsideTransition: { _ in self.header.alpha = 1 })
    /// }
    /// ```
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let activeTransition { return activeTransition }
        return parentStorage?.transitionCoordinator
    }

    /// Whether this controller is being presented: true inside its appear callbacks of a presentation.
    open var isBeingPresented: Bool { playsTransitionRole(.beingPresented) }

    /// Whether this controller is being dismissed: true inside its disappear callbacks of a dismissal.
    open var isBeingDismissed: Bool { playsTransitionRole(.beingDismissed) }

    /// Whether this controller is being added to a container: true inside a pushed controller's
    /// appear callbacks (R9).
    open var isMovingToParent: Bool { playsTransitionRole(.movingToParent) }

    /// Whether this controller is being removed from a container: true inside a popped controller's
    /// disappear callbacks (R9).
    open var isMovingFromParent: Bool { playsTransitionRole(.movingFromParent) }

    /// The presentation controller of this controller's outermost container — HeadlessUI's
    /// `UIViewController.presentationController`.
    ///
    /// Made on first read and kept for the controller's lifetime, so its ``UIPresentationController/delegate``
    /// can be set before presenting, as in UIKit. A controller inside a container (the root of a
    /// navigation controller presented as a sheet) gets its container's. Optional only to read like
    /// UIKit (`presentationController?.delegate = self`): it is never `nil`.
    ///
    /// ```swift
    /// let navigation = NavigationController(rootViewController: editor)
    /// editor.presentationController?.delegate = editor   // the navigation controller's
    /// host.present(navigation, animated: true)
    /// ```
    open var presentationController: UIPresentationController? { stagePresentationController }

    /// The presentation controller as a sheet's, when this controller is shown (or about to be) as a
    /// page or form sheet; `nil` otherwise. The same object as ``presentationController``.
    open var sheetPresentationController: UISheetPresentationController? {
        stagePresentationController as? UISheetPresentationController
    }

    /// The presentation controller as a popover's, when ``modalPresentationStyle`` is
    /// ``UIModalPresentationStyle/popover``; `nil` otherwise. The same object as
    /// ``presentationController``.
    open var popoverPresentationController: UIPopoverPresentationController? {
        stagePresentationController as? UIPopoverPresentationController
    }

    /// The size this controller would like for its view when a container or a popover lays it out.
    /// Kept and read back; HeadlessUI's containers size their children to their own bounds.
    open var preferredContentSize: CGSize {
        get { extras?.preferredContentSize ?? .zero }
        set {
            if newValue == .zero, extras == nil { return }
            ensuredExtras.preferredContentSize = newValue
        }
    }

    // MARK: Relations (the walks are in ViewController+Relations.swift)

    /// The nearest navigation controller above this one, if any.
    open var navigationController: UINavigationController? { enclosingNavigationController }

    /// The nearest tab bar controller above this one, if any.
    open var tabBarController: UITabBarController? { enclosingTabBarController }

    /// The nearest split view controller above this one, if any. A column's controller has one
    /// once the phone shows it (it is then inside the split view).
    open var splitViewController: UISplitViewController? { enclosingSplitViewController }

    // MARK: Segues (the work is in Storyboard+Segues.swift)

    /// The storyboard this controller was instantiated from, if any (see ``UIStoryboard``).
    open var storyboard: UIStoryboard? { vocabulary?.storyboard }

    /// Called before a segue from this controller runs, after its destination was made. Empty by
    /// default.
    /// - Parameters:
    ///   - segue: The segue about to run.
    ///   - sender: What started it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue with `identifier` should run; `true` by default. Asked before a segue a
    /// user's tap triggers, not before ``performSegue(withIdentifier:sender:)``, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the segue with `identifier` from this controller's storyboard scene: makes the
    /// destination, calls ``prepare(for:sender:)``, then performs the segue (a show, a detail, a
    /// modal presentation, or a custom segue's `perform()`).
    ///
    /// A controller from no storyboard, or a segue its scene does not have, is reported with a
    /// `storyboard.noSegue` diagnostic naming the controller and the identifier (UIKit raises), and
    /// nothing changes.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    // MARK: Traits (the work is in Traits/)

    /// The traits of the environment the controller is in: inherited from its parent (with what the
    /// parent overrides for it), the controller presenting it, or its window, with
    /// ``traitOverrides`` applied.
    open var traitCollection: UITraitCollection { TraitNode.controller(self).resolvedTraits }

    /// Called after ``traitCollection`` changed, with the traits it had before. Does nothing by
    /// default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the environment's traits change (``UIWindow/simulateTraitChange(_:)``, or a
    /// size change that changes a size class). The default forwards the call to every child, as
    /// UIKit's does; an override that calls `super` keeps the forwarding.
    /// - Parameters:
    ///   - newCollection: The traits the controller will have.
    ///   - coordinator: The change.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in childStorage {
            child.willTransition(
                to: TraitNode.controller(child).traits(inheriting: newCollection), with: coordinator)
        }
    }

    // MARK: Bars

    /// Whether the view extends under opaque bars; `false` by default. Stored: nothing is drawn.
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { vocabulary?.extendedLayoutIncludesOpaqueBars ?? false }
        set { writableVocabulary.extendedLayoutIncludesOpaqueBars = newValue }
    }

    /// The edges the view extends under bars at; `.all` by default. Stored: nothing is drawn.
    open var edgesForExtendedLayout: UIRectEdge {
        get { vocabulary?.edgesForExtendedLayout ?? .all }
        set { writableVocabulary.edgesForExtendedLayout = newValue }
    }

    /// Whether the tab bar hides while this controller is the top of a navigation stack that is one
    /// of a tab bar controller's tabs; `false` by default. ``UIWindow`` renders no tab bar then,
    /// and its items cannot be tapped.
    open var hidesBottomBarWhenPushed: Bool {
        get { vocabulary?.hidesBottomBarWhenPushed ?? false }
        set { writableVocabulary.hidesBottomBarWhenPushed = newValue }
    }

    // MARK: Environment changes

    /// Called when the window's size is about to change (``UIWindow/simulateSizeChange(to:)``). The
    /// default forwards the call to every child, as UIKit's does; an override that calls `super`
    /// keeps the forwarding.
    /// - Parameters:
    ///   - size: The new size of this controller's view.
    ///   - coordinator: The size change; ``UIViewControllerTransitionCoordinatorContext/viewController(forKey:)`` is `nil`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        for child in childStorage { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Called when the app is low on memory (``UIWindow/simulateMemoryWarning()``). Empty by default.
    open func didReceiveMemoryWarning() {}

    /// The status bar style this controller prefers while it decides the status bar. Default
    /// ``UIStatusBarStyle/default``.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden. Default `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// The child that decides the status bar style instead of this controller; default `nil`.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child that decides whether the status bar is hidden instead of this controller; default
    /// `nil`.
    open var childForStatusBarHidden: UIViewController? { nil }

    // MARK: The view

    /// The root view. Reading it while none is loaded calls ``loadView()`` then ``viewDidLoad()``
    /// (R1); setting `nil` unloads it (R2) unless the controller is on screen, which is rejected with a
    /// `Diagnostic/Kind/unloadOnScreen` diagnostic.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if let newValue {
                install(newValue)
            } else {
                unloadView()
            }
        }
    }

    /// The root view if loaded; never loads it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded; never loads it.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if none is loaded (R3).
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            Diagnostics.emit(
                Diagnostic(
                    .loadViewDidNotSetView,
                    "\(diagnosticName).loadView() did not set `view`; a plain View was used. "
                        + "Assign `view = …` inside loadView(), or do not override it."))
            install(UIView())
        }
        notify(.viewDidLoad)
    }

    private func install(_ newView: UIView) {
        if let old = loadedView, old !== newView {
            old.owningController = nil
            old.removeFromSuperview()
        }
        newView.owningController = self
        loadedView = newView
    }

    private func unloadView() {
        guard let loaded = loadedView else { return }
        guard appearanceState == .disappeared else {
            Diagnostics.emit(
                Diagnostic(
                    .unloadOnScreen,
                    "Cannot unload the view of \(diagnosticName): it is \(appearanceState) on screen. "
                        + "Unload views only of controllers that have disappeared."))
            return
        }
        loaded.removeFromSuperview()
        loaded.owningController = nil
        loadedView = nil
    }

    /// Creates the root view. The default uses the view factory of whatever built this controller —
    /// a scene's `view` closure — when there is one, and a plain ``UIView`` otherwise. Overrides assign
    /// ``UIViewController/view`` and keep their own view: a scene's `view` closure is then not used.
    open func loadView() {
        guard containerRole == .plain else {
            view = ContainerView()
            showContent(shownChild, nil)
            return
        }
        view = makeListenersRootView() ?? UIView()
    }

    // MARK: Lifecycle notifications (empty by default; no need to call super)

    /// Called after the view loads.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after the view is in the hierarchy and before layout.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Where the controller is in its appearance cycle (R6).
    public var appearanceState: AppearanceState { appearance.state }

    /// Whether containment forwards appearance to children automatically (R22). Default `true`;
    /// override to return `false` and forward by hand with ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()`` (R23).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the window the status bar preferences changed. HeadlessUI's window reads them every
    /// time it is asked (``UIWindow/statusBarStyle``), so nothing is cached to invalidate; the call
    /// is kept so UIKit code compiles and reads the same.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: What a container tells the stage (UIKit's containers override these)

    /// What this controller is to the interpreter and to placement: ``ContainerRole/plain``, or
    /// one of UIKit's containers, which shows ``shownChild`` with its chrome, sizes its children's
    /// views to its own bounds, and manages their appearance itself.
    package var containerRole: ContainerRole { .plain }

    /// The child a container shows now — the top of a navigation stack, the selected tab, the first
    /// page, the column a phone shows — which appears and disappears with it; `nil` for a plain
    /// controller, whose own code shows its children.
    package var shownChild: UIViewController? { nil }

    /// Adds the views a container draws with its content: behind it (`inFront` false: a navigation
    /// bar) or in front of it (a tab bar, a toolbar, a page indicator). None by default.
    func addChrome(to views: inout [UIView], inFront: Bool) {}

    /// Applies an edit of the container's own state — a stack, the tabs, the pages — that a plan
    /// names it for. A plain controller has none.
    func applyContainerEdit(_ edit: TransitionEdit<UIViewController>) {}

    /// Tells the container's delegate what `step` announces: a navigation controller's
    /// `willShow`/`didShow`, a tab bar controller's `didSelect`, a page view controller's page turn.
    func tellDelegate(_ step: TransitionStep<UIViewController>, animated: Bool) {}

    /// Calls `body` with each child that appears and disappears with this controller, without
    /// allocating: a container's ``shownChild`` (a page view controller overrides this for its
    /// pages); a plain controller, automatically forwarding, its children whose views are inside
    /// its own.
    func forEachAppearanceChild(_ body: (UIViewController) -> Void) {
        guard containerRole == .plain else {
            if let shown = shownChild { body(shown) }
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return }
        for child in childStorage where child.viewIfLoaded?.isDescendant(of: root) == true { body(child) }
    }

    /// Called after this controller's will-callback, before forwarding it: a container loads and
    /// shows the child about to appear.
    func prepareAppearanceChildren(appearing: Bool) {
        guard appearing, containerRole != .plain, let shown = shownChild else { return }
        shown.loadViewIfNeeded()
        showContent(shown, nil)
    }

    /// Whether adding a child's root view to this controller's view makes the child appear (R22).
    /// Containers manage their children's appearance themselves.
    var appearsChildrenByViewHierarchy: Bool {
        containerRole == .plain && shouldAutomaticallyForwardAppearanceMethods
    }

    // MARK: Containment

    /// The controller that contains this one. Read-only outside HeadlessUI.
    open var parent: UIViewController? { parentStorage }

    /// The controllers this one contains, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// Adds `child` as a child controller. Calls `child.willMove(toParent: self)` (not `didMove`,
    /// which the caller sends after adding the child's view, R21). A child with another parent is
    /// removed from it first; adding a controller to itself or to its own descendant is rejected.
    /// - Parameter child: The controller to contain.
    open func addChild(_ child: UIViewController) {
        if child.parentStorage === self { return }
        if let rejection = placementRejection(of: child, .child(of: self)) {
            Diagnostics.emit(rejection)
            return
        }
        let steps = ContainmentPlanner.addChild(child, leaving: child.parentStorage)
        TransitionInterpreter.perform(steps, animated: false, context: nil, container: self)
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)` (not `willMove`,
    /// which the caller sends first, R21). Does nothing without a parent.
    open func removeFromParent() {
        guard parentStorage != nil else { return }
        TransitionInterpreter.perform(
            ContainmentPlanner.removeFromParent(self), animated: false, context: nil)
    }

    /// Called before this controller is added to or removed from a parent. Empty by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after this controller was added to or removed from a parent. Empty by default.
    open func didMove(toParent parent: UIViewController?) {}

    func attachChild(_ child: UIViewController) {
        childStorage.append(child)
        child.parentStorage = self
    }

    func detachFromParent() {
        guard let parent = parentStorage else { return }
        if let root = loadedView, let parentView = parent.viewIfLoaded, root.isDescendant(of: parentView) {
            root.removeFromSuperview()
        }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
    }

    /// Whether `ancestor` is this controller's parent, grandparent, …
    func isContained(in ancestor: UIViewController) -> Bool {
        var current = parentStorage
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parentStorage
        }
        return false
    }

    /// Calls the controller's own method for `event`, then each lifecycle listener in order.
    func notify(_ event: LifecycleEvent) {
        switch event {
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear(let animated): viewWillAppear(animated)
        case .viewIsAppearing(let animated): viewIsAppearing(animated)
        case .viewDidAppear(let animated): viewDidAppear(animated)
        case .viewWillDisappear(let animated): viewWillDisappear(animated)
        case .viewDidDisappear(let animated): viewDidDisappear(animated)
        case .viewWillLayoutSubviews: viewWillLayoutSubviews()
        case .viewDidLayoutSubviews: viewDidLayoutSubviews()
        }
        notifyListeners(event)
    }

    /// Runs one layout pass: `viewWillLayoutSubviews`, the root view's `layoutSubviews`,
    /// `viewDidLayoutSubviews` (R5).
    func performLayoutPass() {
        guard let root = loadedView else { return }
        notify(.viewWillLayoutSubviews)
        root.layoutSubviews()
        root.completeLayout()
        notify(.viewDidLayoutSubviews)
    }

    // MARK: Orientation

    /// The interface orientations this controller supports: ``UIInterfaceOrientationMask/allButUpsideDown``,
    /// UIKit's default on a phone. Override to restrict them. Stored, not enforced: the stage
    /// rotates only when a test calls ``UIWindow/simulateSizeChange(to:)``.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The orientation to present this controller in full screen: by default the one the window
    /// has now (``UIInterfaceOrientation/portrait`` unless the window is wider than tall).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        guard let bounds = window?.bounds, bounds.width > bounds.height else { return .portrait }
        return .landscapeRight
    }

    // MARK: Naming

    /// The node name shown by `UIWindow/render()`: the type name by default.
    open var renderKind: String { StageTypeName.of(type(of: self)) }

    /// How diagnostics name this controller: its type, and its title when it has one.
    public var diagnosticName: String {
        if let title { return "\(renderKind)(\"\(title)\")" }
        return renderKind
    }

    /// Tells a child it is about to appear or disappear, for containers that forward appearance by
    /// hand. Sends `viewWillAppear` or `viewWillDisappear`; a begin in the opposite direction before
    /// ``endAppearanceTransition()`` cancels the running transition (R23).
    /// - Parameters:
    ///   - isAppearing: `true` when the controller is about to appear.
    ///   - animated: Passed through to the callbacks.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        TransitionInterpreter.perform(
            ContainmentPlanner.beginAppearance(of: self, appearing: isAppearing), animated: animated,
            context: nil)
    }

    /// Completes the transition begun with ``beginAppearanceTransition(_:animated:)``: sends
    /// `viewDidAppear` (after `viewIsAppearing` and a layout pass if not yet sent) or
    /// `viewDidDisappear`. Without a begin it is rejected as unbalanced (R23).
    open func endAppearanceTransition() {
        TransitionInterpreter.perform(
            ContainmentPlanner.endAppearance(of: self), animated: lastAppearanceAnimated, context: nil)
    }

    /// The traits set for `childViewController` with ``setOverrideTraitCollection(_:forChild:)``.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        traitState?.childOverrides[ObjectIdentifier(childViewController)]?.traits
    }

    /// Gives `childViewController` the traits `collection` specifies on top of what it inherits
    /// from this controller; `nil` stops. The child (and what inherits from it) hears the change.
    ///
    /// ```swift
    /// setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: sidebar)
    /// ```
    /// - Parameters:
    ///   - collection: The traits to give the child, or `nil`.
    ///   - childViewController: One of this controller's children; any other controller is
    ///     refused with a diagnostic.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        guard childViewController.parentStorage === self else {
            Diagnostics.emit(
                Diagnostic(
                    .traitOverrideNotChild,
                    "Cannot override the traits of \(childViewController.diagnosticName) from \(diagnosticName): "
                        + "it is not one of its children. Add it with addChild(_:) first."))
            return
        }
        TraitPropagation.change(at: .controller(childViewController)) {
            let key = ObjectIdentifier(childViewController)
            writableTraitState.childOverrides = writableTraitState.childOverrides.filter {
                $0.value.child.object != nil
            }
            if let collection {
                writableTraitState.childOverrides[key] = (Weak(object: childViewController), collection)
            } else {
                writableTraitState.childOverrides[key] = nil
            }
        }
    }

    /// The traits this controller sets for itself, its view, its children and what it presents —
    /// UIKit's `traitOverrides` (iOS 17).
    open var traitOverrides: any UITraitOverrides {
        get { traitState?.overrides ?? TraitValues() }
        set { TraitNode.controller(self).replaceOverrides(with: newValue) }
    }

    /// Updates the traits of this controller, its view and everything below them at once, as
    /// UIKit's does; traits are always up to date here, so it does nothing.
    open func updateTraitsIfNeeded() {}

    /// Registers `sourceView` for previewing with `delegate`; the controller keeps the context
    /// until ``unregisterForPreviewing(withContext:)``.
    @discardableResult
    open func registerForPreviewing(
        with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
    ) -> any UIViewControllerPreviewing {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    /// Removes a context made by ``registerForPreviewing(with:sourceView:)``; does nothing for any other.
    open func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        previewingContexts.removeAll { $0 === previewing }
    }
}

/// The parts of a ``UIViewController`` that only UIKit-style code sets, made on first write.
@MainActor private final class ControllerExtras {
    var nibName: String?
    var nibBundle: Bundle?
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        didSet { hasTransitioningDelegate = transitioningDelegate != nil }
    }
    private(set) var hasTransitioningDelegate = false
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var toolbarItems: [UIBarButtonItem]?
    var previewingContexts: [PreviewingContext] = []
    var preferredContentSize: CGSize = .zero
    /// The controller itself, while it is its own first responder.
    weak var firstResponder: UIResponder?
    var isEditing = false
    var editButtonItem: UIBarButtonItem?
    var vocabulary: ControllerVocabulary?
}
