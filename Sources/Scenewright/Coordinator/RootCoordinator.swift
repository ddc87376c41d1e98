import ScenewrightCore
import UIKitStage

extension UIWindow {
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
                guard rootViewController === root else { return }  // rejected: the stage said why
            }
            guard let root = rootViewController else {
                Diagnostics.emit(
                    Diagnostic(
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
