import ScenewrightCore
import UIKitStage

/// The root of an app's flow tree: it starts from a window, not from a view controller.
///
/// Subclass it for the app's first flow and override `start(from: Window)` to install the
/// window's root view controller. Sub-flows are added with ``FlowController/add(subFlowController:)``
/// as usual. Keep the initial flow alive where the app keeps its window (the app delegate): the
/// tree below it is held by it.
///
/// ```swift
/// final class AppFlowController: InitialFlowController {
///     override func start(from window: Window) {
///         let onboarding = OnboardingViewController()
///         onboarding.delegate = self
///         window.rootViewController = NavigationController(rootViewController: onboarding)
///         window.makeKeyAndVisible()
///     }
/// }
/// ```
@MainActor open class InitialFlowController: FlowController {
    /// Creates an initial flow.
    ///
    /// Nothing is shown until `start(from: Window)`.
    ///
    /// ```swift
    /// let flow = AppFlowController()
    /// flow.start(from: window)
    /// ```
    public override init() {
        super.init()
    }

    /// Starts the app's flow in `window`: override it to set the root view controller and make the
    /// window key and visible. The default emits a `flow.startNotOverridden` diagnostic.
    ///
    /// ```swift
    /// override func start(from window: Window) {
    ///     window.rootViewController = HomeViewController()
    ///     window.makeKeyAndVisible()
    /// }
    /// ```
    ///
    /// - Parameter window: The window the app runs in.
    open func start(from window: UIWindow) {
        Diagnostics.emit(
            Diagnostic(
                .flowStartNotOverridden,
                "\(flowName) was started from a window, but it does not override start(from: Window), so "
                    + "nothing was shown. Override it to set the window's root view controller."))
    }

    /// Not available: an initial flow starts from a window.
    ///
    /// Reached only through a `FlowController` reference; it emits a `flow.initialStartedFromController`
    /// diagnostic and shows nothing.
    ///
    /// ```swift
    /// appFlow.start(from: window)   // not start(from: someViewController)
    /// ```
    ///
    /// - Parameter presentingViewController: Ignored.
    @available(
        *, unavailable, message: "An InitialFlowController starts from a window: call start(from: window)"
    )
    public override func start(from presentingViewController: UIViewController) {
        Diagnostics.emit(
            Diagnostic(
                .initialFlowStartedFromController,
                "\(flowName) is an InitialFlowController: it starts from a window, not from "
                    + "\(presentingViewController.diagnosticName). Call start(from: window) instead, or "
                    + "subclass FlowController for a flow that starts from a view controller."))
    }
}
