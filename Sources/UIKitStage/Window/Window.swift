import Foundation
import ScenewrightCore

/// The screen: shows a root controller and what it presents — HeadlessUI's `UIWindow`.
///
/// A window is a ``UIView``: once visible, its root controller's view is its subview, as in UIKit.
/// Nothing appears until ``makeKeyAndVisible()`` (R7); at most one window is key at a time, and
/// each change of key window posts ``didResignKeyNotification`` and ``didBecomeKeyNotification``.
/// Every window belongs to ``UIApplication/shared``, and to a ``UIWindowScene`` when created with
/// ``init(windowScene:)``.
///
/// `render()` prints what a user sees now and `find(identifier:)` searches it, sheets and what
/// they cover alike. A user touches only the frontmost presentation: ``tap(_:)`` and
/// ``swipeDownSheet()`` reach only the top of the presentation chain.
///
/// ```swift
/// let window = Window(frame: Screen.main.bounds)
/// window.rootViewController = NavigationController(rootViewController: CitiesViewController())
/// window.makeKeyAndVisible()
/// try window.tap("cities.row.0")
/// print(window.render())
/// ```
@preconcurrency @MainActor open class UIWindow: UIView {
    /// The root, as the stage reads it (never through the overridable ``rootViewController``).
    private(set) var root: UIViewController?
    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isVisible = false
    /// The window's transitions, made on first use (TransitionQueue.swift).
    private var transitionsStorage: WindowTransitions?
    /// What the window keeps alive while a given root stays (the composition seam).
    var rootRetention = RootRetention()
    /// The scene the window belongs to, if any (Window+Scene.swift).
    weak var sceneStorage: UIWindowScene?
    /// The screen the window is on when it has no scene.
    var screenStorage: UIScreen = .main
    /// Where the window sits among the app's windows: higher levels are in front.
    ///
    /// UIKit's `windowLevel`; ``UIApplication/windows`` lists the windows by level, back to front.
    open var windowLevel: Level = .normal

    /// The root's name while the window has a root and was never made key and visible: a window
    /// released then showed nothing at all, which its `deinit` reports.
    private var unshownRootName: String?

    /// Creates a window with the given frame, UIKit's `UIWindow(frame:)`; pass
    /// `UIScreen.main.bounds` to fill the screen. `UIWindow()` makes one with no root and an empty
    /// frame, as UIKit's does.
    ///
    /// ```swift
    /// let window = Window(frame: Screen.main.bounds)
    /// window.rootViewController = HomeViewController()
    /// window.makeKeyAndVisible()
    /// ```
    /// - Parameter frame: The window's rectangle in screen points.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        UIApplication.shared.register(self)
    }

    /// Creates a window with no root and an empty frame; there are no archives here, so `coder` is
    /// not read (see ``UIView/init(coder:)``).
    public override init?<Coder: NSCoder>(coder: Coder) {
        super.init(coder: coder)
        UIApplication.shared.register(self)
    }

    /// Creates a window in `windowScene`, filling its screen: UIKit's `UIWindow(windowScene:)`, as a
    /// scene delegate's `scene(_:willConnectTo:options:)` does.
    ///
    /// ```swift
    /// guard let windowScene = scene as? WindowScene else { return }
    /// let window = Window(windowScene: windowScene)
    /// window.rootViewController = HomeViewController()
    /// window.makeKeyAndVisible()
    /// ```
    /// - Parameter windowScene: The scene the window belongs to; it lists the window in
    ///   ``UIWindowScene/windows``.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        UIApplication.shared.register(self)
        self.windowScene = windowScene
    }

    /// A transition the window held open ends with it (cancelled, as a lost finger cancels), so
    /// nothing of it outlives the window. A window that had a root but was never made key and
    /// visible showed nothing at all: say so, since the app's screen stayed blank without any other
    /// sign. (Not an isolated `deinit`: the diagnostics must reach the capture scope of the code
    /// that released the window, which UIKit code does on the main queue.)
    deinit {
        if let transitionsStorage, MainQueue.isCurrent {
            MainActor.assumeIsolated { transitionsStorage.windowWasLetGo() }
        }
        guard let unshownRootName else { return }
        Diagnostics.emit(
            Diagnostic(
                .windowNotKeyAndVisible,
                "A Window with root \(unshownRootName) was released without ever being made key and "
                    + "visible, so nothing of it was shown. Call window.makeKeyAndVisible() after setting "
                    + "its rootViewController."))
    }

    /// The controller filling the window. On a visible window, setting a new root makes the old one
    /// (and anything it presents) disappear and the new one appear (R7); the root's view is then the
    /// window's subview, as in UIKit. A controller with a parent, presented, or the root of another
    /// window is rejected with a diagnostic.
    open var rootViewController: UIViewController? {
        get { root }
        set {
            guard isVisible else { return replaceRoot(with: newValue) }
            transitions.perform { [weak self] in self?.replaceRoot(with: newValue) }
        }
    }

    /// Makes the window key (``makeKey()``) and visible: the root loads and appears (R7).
    open func makeKeyAndVisible() {
        makeKey()
        guard !isVisible else { return }
        isVisible = true
        unshownRootName = nil
        transitions.perform { [weak self] in
            guard let self else { return }
            TransitionInterpreter.run(
                WindowPlanner.show(root, visible: visibleControllers), animated: false, window: self)
        }
    }

    /// Makes this the key window, the one that takes the user's keyboard input, without showing it.
    ///
    /// The window that was key first hears ``resignKey()`` (which posts
    /// ``didResignKeyNotification``), then this one hears ``becomeKey()`` (which posts
    /// ``didBecomeKeyNotification``). Nothing happens when this window is key already. When code
    /// reacting to the resignation makes another window key, that window stays key and this one
    /// does not hear ``becomeKey()``.
    open func makeKey() {
        let application = UIApplication.shared
        guard application.keyWindowStorage !== self else { return }
        let previous = application.keyWindowStorage
        application.keyWindowStorage = self
        previous?.resignKey()
        // Code that heard the resignation may have made another window key: that one won, and this
        // one, no longer key, does not announce becoming key.
        guard application.keyWindowStorage === self else { return }
        becomeKey()
    }

    /// Called when the window has become the key window; posts ``didBecomeKeyNotification`` with
    /// the window as its object. Override to react, and call `super`.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when another window has become the key window; posts ``didResignKeyNotification``
    /// with this window as its object. Override to react, and call `super`.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Whether this is the key window: the one most recently made key. At most one window of the app
    /// is key, as UIKit had it before iOS 15 (from iOS 15 each scene keeps its own); the application
    /// keeps it (``UIApplication/keyWindow``).
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Posted on `NotificationCenter.default` when a window becomes the key window; the object is
    /// the window. UIKit's `UIWindow.didBecomeKeyNotification`.
    nonisolated public static let didBecomeKeyNotification = Notification.Name(
        "UIWindowDidBecomeKeyNotification")
    /// Posted on `NotificationCenter.default` when a window stops being the key window; the object
    /// is the window. UIKit's `UIWindow.didResignKeyNotification`.
    nonisolated public static let didResignKeyNotification = Notification.Name(
        "UIWindowDidResignKeyNotification")

    private func replaceRoot(with newRoot: UIViewController?) {
        guard newRoot !== root else { return }
        if let newRoot { UIViewController.showRequestObserver?(newRoot, nil) }
        if let newRoot, let rejection = placementRejection(of: newRoot, .windowRoot) {
            Diagnostics.emit(rejection)
            return
        }
        TransitionInterpreter.run(
            WindowPlanner.replaceRoot(root, with: newRoot, visible: isVisible), animated: false, window: self)
    }

    /// The window's transitions: one at a time, independent of other windows' (R29).
    package var transitions: WindowTransitions {
        if let transitionsStorage { return transitionsStorage }
        let made = WindowTransitions()
        transitionsStorage = made
        return made
    }

    /// Whether a transition of this window is running now (an interactive or open one included).
    package var isTransitioning: Bool { transitionsStorage?.isRunning ?? false }

    /// Sets the root, for the interpreter's window edits.
    func setRoot(_ controller: UIViewController?) {
        if let old = root?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
        root = controller
        unshownRootName = isVisible ? nil : controller?.diagnosticName
        rootRetention.rootDidChange(to: controller)
    }

    /// Puts the root's view into the window once it is loaded on a visible window, as UIKit does
    /// before the root appears; called by the interpreter after each view load.
    func installRootView(of controller: UIViewController) {
        guard isVisible, controller === root, let view = controller.viewIfLoaded, view.superview !== self
        else { return }
        addSubview(view)
    }

    // MARK: What is on screen

    /// The controllers on screen, back to front: the root and its presentations, starting at the
    /// last full-screen one (which hides what is behind it).
    package var visibleControllers: [UIViewController] {
        Array(PresentationChain(presentationLayers) { $0.removesPresenterWhenPresented }.visibleSuffix)
    }

    /// The root and every controller presented above it, bottom to top.
    var presentationLayers: [UIViewController] { root?.presentationLayers ?? [] }

    /// Why nothing is on screen in a window that is not visible, and the fix.
    package var notVisibleExplanation: String {
        guard let root else {
            return "not key and visible: set rootViewController, then call makeKeyAndVisible()"
        }
        return "not key and visible: call makeKeyAndVisible() to show \(root.diagnosticName)"
    }

    /// The scene the window belongs to, or `nil`: UIKit's `windowScene`.
    ///
    /// Setting it moves the window from its old scene's ``UIWindowScene/windows`` to the new one's;
    /// the window's screen is then the scene's. The scene does not keep the window alive: an app
    /// keeps its window in its scene delegate's `window` property, as in UIKit.
    open var windowScene: UIWindowScene? {
        get { sceneStorage }
        set {
            guard newValue !== sceneStorage else { return }
            sceneStorage?.removeWindow(self)
            sceneStorage = newValue
            newValue?.addWindow(self)
        }
    }

    /// The screen the window is shown on: its scene's screen, else ``UIScreen/main``.
    open var screen: UIScreen {
        get { sceneStorage?.screen ?? screenStorage }
        set { screenStorage = newValue }
    }
}
