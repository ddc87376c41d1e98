import Dispatch
import HeadlessUI

extension Window {
    /// The coordinator this window owns: kept alive for as long as its controller is the window's
    /// root, released with the window or when another root replaces it.
    ///
    /// Something must own the root coordinator — view controllers hold theirs weakly, so a root
    /// coordinator nobody keeps is released at once and the user's taps reach nothing. Hand it to the
    /// window. Setting it makes the coordinator's ``Coordinator/rootViewController`` the window's
    /// root when it has one (a ``NavigationCoordinator``'s navigation controller, a
    /// ``TabBarCoordinator``'s tab bar controller); a coordinator without one is kept while the
    /// current root stays. It does not call ``Coordinator/start()``. Setting `nil` lets go.
    ///
    /// ```swift
    /// let navigationController = NavigationController()
    /// let coordinator = MainCoordinator(navigationController: navigationController)
    /// coordinator.start()
    /// let window = Window()
    /// window.rootCoordinator = coordinator      // shows its navigation controller and keeps it
    /// window.makeKeyAndVisible()
    /// ```
    ///
    /// A window with no root, given a coordinator without a root controller, keeps nothing and emits
    /// a `coordinator.noRoot` diagnostic.
    public var rootCoordinator: (any Coordinator)? {
        get { objectRetainedWhileRoot as? any Coordinator }
        set {
            guard let coordinator = newValue else {
                retain(nil, whileRootIs: nil)
                return
            }
            if let root = coordinator.rootViewController, root !== rootViewController {
                rootViewController = root
                guard rootViewController === root else { return }  // rejected: HeadlessUI said why
            }
            guard let root = rootViewController else {
                UIDiagnostics.emit(
                    UIDiagnostic(
                        .coordinatorWithoutRoot,
                        "Cannot keep \(type(of: coordinator)) as the window's root coordinator: the window "
                            + "has no root controller and the coordinator has no rootViewController. Set "
                            + "window.rootViewController first."))
                return
            }
            retain(coordinator, whileRootIs: root)
        }
    }
}

/// Reports a coordinator released while the screens it showed are still on screen: their taps would
/// reach no coordinator. An ancestor's report covers its descendants.
@MainActor enum CoordinatorRelease {
    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether this code runs on the main queue, where the main actor runs: a coordinator's
    /// `deinit` is nonisolated, and reports only there (a release elsewhere is not checked).
    nonisolated static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// The `coordinator.releasedWhileShown` diagnostic for a coordinator named `name` whose
    /// `controllers` (and whose `children`'s) may still be on screen; marks the children reported.
    static func report(_ name: String, controllers: [ViewController], children: [any Coordinator]) {
        var shown = controllers.filter(\.isOnScreenForCoordinator)
        var queue = children
        while !queue.isEmpty {
            let child = queue.removeFirst()
            if let navigationChild = child as? NavigationCoordinator {
                navigationChild.releaseReported = true
                shown += navigationChild.shownViewControllers.filter(\.isOnScreenForCoordinator)
            }
            (child as? TabBarCoordinator)?.releaseReported = true
            queue += child.childCoordinators
        }
        guard !shown.isEmpty else { return }
        let names = shown.map(\.coordinatorScreenName).joined(separator: ", ")
        UIDiagnostics.emit(
            UIDiagnostic(
                .coordinatorReleasedWhileShown,
                "\(name) was released while its screens are on screen (\(names)): their taps now reach no "
                    + "coordinator. Keep the root coordinator alive — window.rootCoordinator = coordinator "
                    + "keeps it while its controller is the window's root — and let parents hold their "
                    + "children in childCoordinators."))
    }
}

extension ViewController {
    /// Still where its coordinator put it, in a visible window.
    var isOnScreenForCoordinator: Bool {
        guard let window, window.isVisible else { return false }
        return isStillShownByCoordinator || window.rootViewController === self
    }

    /// `ProductListViewController "Products"`.
    var coordinatorScreenName: String {
        title.map { "\(type(of: self)) \"\($0)\"" } ?? "\(type(of: self))"
    }
}
