// The composition seam: everything a layer above the stage (Scenewright's scenes, flows,
// coordinators, app manager and modules) needs from a view controller or a window that Apple's
// UIKit does not offer. It is the only `package` API such a layer may use; the rest of what it
// touches is UIKit's public surface. Five hooks:
//
// 1. Lifecycle listeners (`LifecycleListener`): told of every lifecycle event of a controller
//    right after the controller's own method, in the order they were added, and of every
//    `willMove(toParent:)` / `didMove(toParent:)`. One channel for scenes' observers, the lifecycle
//    recorder, coordinators' and flows' screen watching, modules' activation and agents.
// 2. The root-view factory: a listener may make the controller's root view; the default
//    `loadView()` uses the one made by the newest listener that makes one, on every load.
// 3. Objects retained for the controller's lifetime (`keepAlive(_:)`).
// 4. The window keeping one object while a controller is its root (`retain(_:whileRootIs:)`): how
//    a window owns its root coordinator.
// 5. Hearing show requests (`showRequestObserver`): every `present`, `push` and new window root as
//    it is requested, before it runs or is queued — how Scenewright learns which flow showed which
//    screen.
//
// On iOS the same hooks could be made over Apple's UIKit by swizzling `UIViewController`'s
// lifecycle methods, `loadView()`, `present(_:animated:completion:)`,
// `pushViewController(_:animated:)` and `UIWindow.rootViewController`'s setter (StoryCode's way), or by a base class the app's controllers
// inherit from; Scenewright's Architecture article says more.

/// A lifecycle notification, as delivered to listeners after the controller's own method.
/// Trivially copyable (only `Bool` payloads), so delivering one costs no reference counting.
@usableFromInline package enum LifecycleEvent: Sendable, Equatable {
    case viewDidLoad
    case viewWillAppear(Bool)
    case viewIsAppearing(Bool)
    case viewDidAppear(Bool)
    case viewWillDisappear(Bool)
    case viewDidDisappear(Bool)
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews

    /// The method's name, e.g. `"viewWillAppear"`.
    package var name: String {
        switch self {
        case .viewDidLoad: "viewDidLoad"
        case .viewWillAppear: "viewWillAppear"
        case .viewIsAppearing: "viewIsAppearing"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
        }
    }
}

/// Hears every lifecycle event of the controllers it is added to, right after the controller's own
/// method — the seam's one lifecycle channel.
///
/// A controller holds its listeners strongly until they are removed: a listener that must not
/// keep something alive holds it weakly. A listener may also make the controller's root view
/// (``makeRootView(for:)``), which is how a scene's `view` closure is used on every load.
@MainActor @usableFromInline package protocol LifecycleListener: AnyObject {
    /// Called with every lifecycle event right after the controller's own method.
    func controller(_ controller: UIViewController, didReceive event: LifecycleEvent)
    /// The runtime sent `willMove(toParent:)`.
    func controller(_ controller: UIViewController, willMoveToParent parent: UIViewController?)
    /// The runtime sent `didMove(toParent:)`.
    func controller(_ controller: UIViewController, didMoveToParent parent: UIViewController?)
    /// The root view for `controller`, asked by the default ``UIViewController/loadView()`` on
    /// every load; `nil` (the default) to leave it to the next listener, or to a plain view.
    func makeRootView(for controller: UIViewController) -> UIView?
}

extension LifecycleListener {
    @usableFromInline package func controller(
        _ controller: UIViewController, willMoveToParent parent: UIViewController?
    ) {}
    @usableFromInline package func controller(
        _ controller: UIViewController, didMoveToParent parent: UIViewController?
    ) {}
    @usableFromInline package func makeRootView(for controller: UIViewController) -> UIView? { nil }
}

/// A controller's listeners, in the order they were added. The first is kept inline, so a
/// controller with one listener (a scene's record) allocates no array.
struct LifecycleListeners {
    fileprivate(set) var first: (any LifecycleListener)?
    private var rest: [any LifecycleListener] = []

    var isEmpty: Bool { first == nil }

    /// Whether there is at most one listener: delivering to it needs no copy of the list.
    var hasOneAtMost: Bool { rest.isEmpty }

    mutating func append(_ listener: any LifecycleListener) {
        if first == nil { first = listener } else { rest.append(listener) }
    }

    mutating func remove(_ listener: any LifecycleListener) {
        rest.removeAll { $0 === listener }
        if first === listener { first = rest.isEmpty ? nil : rest.removeFirst() }
    }

    func contains(where predicate: (any LifecycleListener) -> Bool) -> Bool {
        if let first, predicate(first) { return true }
        return rest.contains(where: predicate)
    }

    /// Calls `body` with each listener in order.
    @MainActor func each(_ body: (any LifecycleListener) -> Void) {
        guard let first else { return }
        body(first)
        for listener in rest { body(listener) }
    }

    /// The root view made by the newest listener that makes one.
    @MainActor func makeRootView(for controller: UIViewController) -> UIView? {
        for listener in rest.reversed() {
            if let view = listener.makeRootView(for: controller) { return view }
        }
        return first?.makeRootView(for: controller)
    }
}

extension UIViewController {
    /// Adds a listener told of every lifecycle event right after the controller's own method, after
    /// the listeners added before it. The controller holds it until it is removed.
    @usableFromInline package final func addLifecycleListener(_ listener: any LifecycleListener) {
        lifecycleListeners.append(listener)
    }

    // The listener is taken over (`consuming`), and the first one is stored with a plain
    // assignment: the caller's reference moves in without a retain and release, and an access to
    // the controller's listeners that spans no call needs no run-time exclusivity check
    // (`swift_beginAccess`) — a scene's build stays as cheap as storing its record in a field.

    /// Removes a listener added with ``addLifecycleListener(_:)``.
    package final func removeLifecycleListener(_ listener: any LifecycleListener) {
        lifecycleListeners.remove(listener)
    }

    /// Adds `listener` after the others, as ``addLifecycleListener(_:)`` does, and says whether a
    /// listener added before satisfies `predicate`: one call for a scene, which must know whether
    /// another scene already built the controller.
    /// - Returns: Whether a listener already there satisfies `predicate`.
    @usableFromInline package final func addLifecycleListener(
        _ listener: consuming any LifecycleListener,
        checkingExisting predicate: (any LifecycleListener) -> Bool
    ) -> Bool {
        guard !lifecycleListeners.isEmpty else {
            lifecycleListeners.first = listener
            return false
        }
        let found = lifecycleListeners.contains(where: predicate)
        lifecycleListeners.append(listener)
        return found
    }

    /// Keeps `object` alive for as long as this controller lives.
    package final func keepAlive(_ object: AnyObject) {
        retainedObjects.append(object)
    }

    /// Sends `event` to the listeners, in order; called right after the controller's own method.
    final func notifyListeners(_ event: LifecycleEvent) {
        guard let first = lifecycleListeners.first else { return }
        guard !lifecycleListeners.hasOneAtMost else {
            first.controller(self, didReceive: event)
            return
        }
        let listeners = lifecycleListeners  // a listener may remove itself while it hears the event
        listeners.each { $0.controller(self, didReceive: event) }
    }

    /// Sends `willMove(toParent:)`, then tells the listeners.
    final func notifyWillMove(toParent parent: UIViewController?) {
        willMove(toParent: parent)
        let listeners = lifecycleListeners
        listeners.each { $0.controller(self, willMoveToParent: parent) }
    }

    /// Sends `didMove(toParent:)`, then tells the listeners.
    final func notifyDidMove(toParent parent: UIViewController?) {
        didMove(toParent: parent)
        let listeners = lifecycleListeners
        listeners.each { $0.controller(self, didMoveToParent: parent) }
    }

    /// The root view the newest listener that makes one makes, if any.
    final func makeListenersRootView() -> UIView? {
        lifecycleListeners.makeRootView(for: self)
    }

    /// Hears every `present`, `push` and new window root as it is requested — the controller to
    /// show and the one it is shown from (the presenter, or the navigation controller's top; `nil`
    /// for a window's root) — before it runs or is queued.
    package static var showRequestObserver:
        (@MainActor (_ shown: UIViewController, _ source: UIViewController?) -> Void)?
}

/// An object a window keeps alive for as long as one controller stays its root — how Scenewright's
/// `UIWindow.rootCoordinator` owns the root coordinator without the stage knowing coordinators.
struct RootRetention {
    /// The controller the object is kept for.
    private(set) weak var root: UIViewController?
    /// The object kept alive.
    private(set) var object: AnyObject?

    /// Keeps `object` while `root` is the root; `nil` lets go.
    mutating func keep(_ object: AnyObject?, whileRootIs root: UIViewController?) {
        self.object = object
        self.root = object == nil ? nil : root
    }

    /// Called by the window when its root changes: a new root lets the object go.
    mutating func rootDidChange(to newRoot: UIViewController?) {
        if newRoot !== root { keep(nil, whileRootIs: nil) }
    }
}

extension UIWindow {
    /// Keeps `object` alive for as long as `root` is this window's root controller; `nil` lets go.
    /// A new root (or the window's release) releases the object.
    package func retain(_ object: AnyObject?, whileRootIs root: UIViewController?) {
        rootRetention.keep(object, whileRootIs: root)
    }

    /// The object kept by ``retain(_:whileRootIs:)``, while its root is still the root.
    package var objectRetainedWhileRoot: AnyObject? {
        rootRetention.root === root ? rootRetention.object : nil
    }
}
