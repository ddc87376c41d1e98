import Foundation
import ScenewrightCore

// Changes of the environment a window's controllers hear about: a new size (rotation, split
// screen), low memory, and the status bar they ask for.

extension UIWindow {
    /// The device changes the window's size, as a rotation does: each controller on screen hears
    /// `viewWillTransition(to:with:)`, the window and the views it sizes take the new size, then
    /// every controller on screen lays out once more.
    ///
    /// The root controller is told first, then each presented controller from the bottom up; the
    /// default `viewWillTransition(to:with:)` forwards to its children, so an override that calls
    /// `super` keeps them informed, as in UIKit. They are told before anything is resized, so
    /// `view.bounds` still has the old size there. Then the window takes `size`, and with it its root
    /// view, the children its containers show and the presented views; then every controller on
    /// screen runs a layout pass (`viewWillLayoutSubviews`, its view's `layoutSubviews`,
    /// `viewDidLayoutSubviews`), parents before children.
    ///
    /// ```swift
    /// window.simulateSizeChange(to: CGSize(width: 844, height: 390))   // landscape
    /// ```
    /// - Parameter size: The new size.
    /// - Returns: `false`, calling nothing and emitting a `window.notKeyAndVisible` diagnostic,
    ///   when the window was never made key and visible; `false`, calling nothing and emitting a
    ///   `view.invalidGeometry` diagnostic, when `size` has a NaN, infinite or negative component,
    ///   which no screen has.
    @discardableResult
    public func simulateSizeChange(to size: CGSize) -> Bool {
        guard size.isScreenSize else {
            Diagnostics.emit(
                Diagnostic(
                    .invalidGeometry,
                    "The size change of \(diagnosticName) to \(size.width)×\(size.height) was refused: a screen's "
                        + "width and height are finite and not negative. The window keeps its size "
                        + "\(frame.size.width)×\(frame.size.height) and no controller heard of it."))
            return false
        }
        guard isVisible else {
            Diagnostics.emit(
                Diagnostic(
                    .windowNotKeyAndVisible,
                    "The size change to \(size.width)×\(size.height) reached no controller: the window "
                        + "was never made key and visible. Call window.makeKeyAndVisible() first."))
            return false
        }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        // A new size can change the size classes: willTransition(to:with:) comes first (Window+Traits.swift).
        let traitChange = EnvironmentTraitChange(
            window: self, size: size, environment: traitState?.environment ?? [:])
        traitChange.announce(with: coordinator)
        for controller in presentationLayers {
            controller.viewWillTransition(to: size, with: coordinator)
        }
        if frame.size != size { frame = CGRect(origin: frame.origin, size: size) }
        traitChange.deliver()
        coordinator.runAlongside()
        for controller in visibleControllers { UIWindow.layOut(controller) }
        coordinator.finish()
        return true
    }

    /// The app is low on memory: every controller in the window — those on screen, those below the
    /// top of a navigation stack, unselected tabs and presented controllers — hears
    /// `didReceiveMemoryWarning()`, parents before children, the root's tree before what it presents.
    ///
    /// ```swift
    /// window.simulateMemoryWarning()
    /// ```
    public func simulateMemoryWarning() {
        for layer in presentationLayers {
            var pending = [layer]
            while let controller = pending.popLast() {
                controller.didReceiveMemoryWarning()
                pending.append(contentsOf: controller.children.reversed())
            }
        }
    }

    /// The status bar style the window shows now: the
    /// ``UIViewController/preferredStatusBarStyle`` of the controller filling the screen (the root,
    /// or the last full-screen presentation), or of the child it names in
    /// ``UIViewController/childForStatusBarStyle``.
    public var statusBarStyle: UIStatusBarStyle {
        guard let decider = visibleControllers.first else { return .default }
        return UIWindow.follow(decider, \.childForStatusBarStyle).preferredStatusBarStyle
    }

    /// Whether the window hides the status bar now, decided like ``statusBarStyle`` through
    /// ``UIViewController/prefersStatusBarHidden`` and ``UIViewController/childForStatusBarHidden``.
    public var isStatusBarHidden: Bool {
        guard let decider = visibleControllers.first else { return false }
        return UIWindow.follow(decider, \.childForStatusBarHidden).prefersStatusBarHidden
    }

    /// Gives the root view and each presented view (and a custom presentation's container) the
    /// frame the window's new bounds make, bottom to top; containers pass it on to their children.
    func fitContentToBounds() {
        for controller in presentationLayers {
            if controller.presentingStorage != nil, controller.modalPresentationStyle == .custom,
                let presentation = controller.presentationControllerStorage, presentation.containerView != nil
            {
                _ = presentation.transitionContainer(in: self)
            }
            controller.placeView()
        }
    }

    /// The views of the controllers presented in this window (those loaded), bottom to top.
    var presentedViews: [UIView] {
        guard root?.presentedStorage != nil else { return [] }
        return presentationLayers.dropFirst().compactMap(\.viewIfLoaded)
    }

    private static func follow(
        _ controller: UIViewController, _ child: KeyPath<UIViewController, UIViewController?>
    ) -> UIViewController {
        var current = controller
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        while let next = current[keyPath: child], seen.insert(ObjectIdentifier(next)).inserted {
            current = next
        }
        return current
    }

    /// One layout pass for `controller` and the children on screen with it, parents first.
    private static func layOut(_ controller: UIViewController) {
        var pending = [controller]
        while let current = pending.popLast() {
            guard current.appearanceState != .disappeared else { continue }
            current.performLayoutPass()
            var children: [UIViewController] = []
            current.forEachAppearanceChild { children.append($0) }
            pending.append(contentsOf: children.reversed())
        }
    }
}

/// The coordinator of a size change: no controller comes or goes. Blocks added with
/// `animate(alongsideTransition:completion:)` from `viewWillTransition(to:with:)` run as in UIKit:
/// the animations once every controller was told, the completions after the new layout.
@MainActor final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// An alongside or completion block, typed as a transition's are.
    typealias Block = TransitionContext.Block

    let containerView: UIView
    private var animations: [Block] = []
    private var completions: [Block] = []
    private var finished = false

    init(containerView: UIView) { self.containerView = containerView }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }

    var isAnimated: Bool { true }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !finished else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside animations, in the order they were added.
    func runAlongside() {
        let pending = animations
        animations = []
        for animation in pending { animation(self) }
    }

    /// Runs the completions once the change is over; later requests return `false`.
    func finish() {
        runAlongside()
        finished = true
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
