import ScenewrightCore

/// How a presented controller covers its presenter — HeadlessUI's `UIModalPresentationStyle`, with
/// a phone's behaviour.
public enum UIModalPresentationStyle: Sendable, Equatable {
    /// Resolves to ``pageSheet``.
    case automatic
    /// Covers the presenter, which disappears (R14).
    case fullScreen
    /// A sheet: the presenter stays on screen and gets no callbacks (R15). A user can swipe it
    /// away (``UIWindow/swipeDownSheet()``) unless it is ``UIViewController/isModalInPresentation``.
    case pageSheet
    /// A smaller sheet: the presenter stays on screen and gets no callbacks (R15). A user can swipe
    /// it away like a ``pageSheet``.
    case formSheet
    /// Covers the presenter visually, but it stays on screen and gets no callbacks (R15).
    case overFullScreen
    /// Covers the presentation context — the nearest controller above the presenting one whose
    /// ``UIViewController/definesPresentationContext`` is `true`, else the window's root — which
    /// disappears, as with ``fullScreen``.
    case currentContext
    /// Covers the presentation context (see ``currentContext``), which stays on screen and gets no
    /// callbacks, as with ``overFullScreen``.
    case overCurrentContext
    /// A popover. A phone has no room for one: it adapts to ``fullScreen`` unless the presentation
    /// controller's delegate answers
    /// ``UIAdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:traitCollection:)``
    /// with another style, or with ``none`` to keep the popover, which leaves its presenter on
    /// screen like a sheet.
    case popover
    /// Not a presentation style: a delegate returns it from `adaptivePresentationStyle` to mean
    /// "do not adapt". Presenting a controller whose style is `.none` is rejected with a
    /// `Diagnostic.Kind.invalidPresentationStyle` diagnostic (UIKit raises).
    case none
    /// Presented by the ``UIPresentationController`` and animator that the presented controller's
    /// ``UIViewController/transitioningDelegate`` supplies. The presenter stays on screen and gets no
    /// callbacks unless that presentation controller's
    /// ``UIPresentationController/shouldRemovePresentersView`` is `true` (R40).
    case custom

    /// The style actually used: `.automatic` becomes `.pageSheet`.
    public var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the presenter leaves the screen while this style is shown.
    package var removesPresenter: Bool { resolved == .fullScreen || resolved == .currentContext }

    /// Whether this style is a sheet a user can swipe away: `.pageSheet` or `.formSheet`.
    package var isSheet: Bool { resolved == .pageSheet || resolved == .formSheet }

    package var name: String {
        switch resolved {
        case .automatic, .pageSheet: "pageSheet"
        case .fullScreen: "fullScreen"
        case .formSheet: "formSheet"
        case .overFullScreen: "overFullScreen"
        case .currentContext: "currentContext"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .custom: "custom"
        }
    }
}

extension UIViewController {
    /// The root of this controller's containment tree: itself when it has no parent.
    var outermostContainer: UIViewController {
        var current = self
        while let parent = current.parentStorage { current = parent }
        return current
    }

    /// The window showing this controller, through containers and presentations.
    package var window: UIWindow? { presentationBottom.hostWindow }

    /// Bumped when a presenting controller becomes another's child, which invalidates every
    /// ``presentationBottomHint``. Dismissals need not bump it: they unlink every controller above
    /// the dismissing one, and only a presented controller's hint is read.
    static var presentationTopologyGeneration = 0

    /// The outermost container at the bottom of this controller's presentation chain: the one a
    /// window or nothing holds. Constant time however long the chain: a presented controller
    /// remembers its chain's bottom when it is presented (its presenter's, found the same way).
    var presentationBottom: UIViewController {
        let root = outermostContainer
        guard let presenter = root.presentingStorage else { return root }
        var bottom = presenter
        if root.presentationBottomGeneration == UIViewController.presentationTopologyGeneration,
            let hint = root.presentationBottomHint
        {
            bottom = hint
        }
        // From the hint on, the walk only checks it is still the bottom (one step, usually).
        while true {
            bottom = bottom.outermostContainer
            guard let next = bottom.presentingStorage else { break }
            bottom = next
        }
        root.presentationBottomHint = bottom
        root.presentationBottomGeneration = UIViewController.presentationTopologyGeneration
        return bottom
    }

    /// The controllers a user sees of the presentation chain that ends at this controller's
    /// outermost container, front to back: this container, then those it presents over, down to
    /// the last one presented full screen (or the chain's root). The walk stops there, so it costs
    /// what a covering presentation or an uncovering dismissal does with them anyway.
    var visiblePresentationLayersFrontToBack: [UIViewController] {
        var layers = [outermostContainer]
        while let last = layers.last, !last.removesPresenterWhenPresented,
            let presenter = last.presentingStorage
        {
            layers.append(presenter.outermostContainer)
        }
        return layers
    }

    /// This controller and every controller presented above it, bottom to top; for a window's
    /// root, the window's presentation layers. A controller met twice ends the walk.
    var presentationLayers: [UIViewController] {
        guard presentedStorage != nil else { return [self] }
        var layers = [self]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let presented = layers[layers.count - 1].presentedStorage,
            seen.insert(ObjectIdentifier(presented)).inserted
        {
            layers.append(presented)
        }
        return layers
    }

    /// Whether presenting this controller takes its presenter off screen: a full-screen
    /// presentation, or a `.custom` one whose presentation controller says so (R40).
    var removesPresenterWhenPresented: Bool {
        if modalPresentationStyle == .custom {
            return presentationControllerStorage?.shouldRemovePresentersView ?? false
        }
        return presentationStyleInUse.removesPresenter
    }

    /// Whether the controller is on screen: not disappeared, in a window made key and visible.
    package var isOnScreen: Bool {
        appearanceState != .disappeared && window?.isVisible == true
    }

    /// What ``UIViewController/present(_:animated:completion:)`` does.
    final func requestPresentation(
        of viewController: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        UIViewController.showRequestObserver?(viewController, self)
        performTransition { [self] in
            performPresentation(of: viewController, animated: animated, completion: completion)
        }
    }

    /// What ``UIViewController/dismiss(animated:completion:)`` does.
    final func requestDismissal(animated: Bool, completion: (() -> Void)?) {
        performTransition { [self] in
            performDismissal(animated: animated, completion: completion)
        }
    }

    private func performPresentation(
        of presented: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let presenter = outermostContainer
        if let rejection = presentationRejection(of: presented, by: presenter) {
            Diagnostics.emit(rejection)
            return
        }
        presented.adaptedPresentationStyle = presented.adaptedStyleOnPhone { presenter.traitCollection }
        reportContextBelowRoot(of: presented, presenter: presenter)
        guard presenter.window?.isVisible == true else {
            // The presenter's view is in a window that is not shown yet: the presentation is made,
            // and appears with the window (``UIWindow/makeKeyAndVisible()``).
            TransitionInterpreter.run(
                PresentationPlanner.presentInHiddenWindow(presented, by: presenter), animated: animated)
            completion?()
            return
        }
        // A full-screen presentation covers everything a user saw: the presenter and any sheets
        // and roots still visible below it (R14, and what `UIWindow.render()` shows).
        let isCustom = presented.modalPresentationStyle == .custom
        if isCustom {
            installCustomPresentationController(for: presented, presenter: presenter)
            _ = presented.presentationController?.transitionContainer(in: presenter.window)
        }
        let animator =
            animated && presented.hasTransitioningDelegate
            ? presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: presenter, source: self) : nil
        let covered =
            presented.removesPresenterWhenPresented
            ? presenter.visiblePresentationLayersFrontToBack.filter { $0.appearanceState != .disappeared }
            : []
        guard animator != nil || isCustom else {
            TransitionInterpreter.run(
                PresentationPlanner.present(presented, by: presenter, covering: covered), animated: animated)
            completion?()
            return
        }
        let plan = PresentationPlanner.customPresent(
            presented, by: presenter, covering: covered, custom: isCustom, pausing: animator != nil)
        guard let animator, let presentation = presented.presentationController else {
            TransitionInterpreter.run(plan, animated: animated)
            completion?()
            return
        }
        let interactor = presented.transitioningDelegate?.interactionControllerForPresentation(
            using: animator)
        let container = presentation.transitionContainer(in: presenter.window)
        TransitionInterpreter.run(
            plan,
            animation: CustomAnimation(
                animator: animator, interactor: interactor, containerView: container,
                fromViewOwner: covered.isEmpty ? nil : presenter, toViewOwner: presented,
                presentationStyle: presented.modalPresentationStyle, presentation: presentation),
            name: "presentation of \(presented.diagnosticName) from \(presenter.diagnosticName)",
            completion: completion)
    }

    /// A `.custom` presentation uses the presentation controller its transitioning delegate makes,
    /// if it makes one; it inherits the adaptive delegate set on the one read before.
    private func installCustomPresentationController(
        for presented: UIViewController, presenter: UIViewController
    ) {
        guard
            let made = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: self),
            made !== presented.presentationControllerStorage
        else { return }
        if made.delegate == nil { made.delegate = presented.presentationControllerStorage?.delegate }
        presented.presentationControllerStorage = made
    }

    private func presentationRejection(
        of presented: UIViewController, by presenter: UIViewController
    ) -> Diagnostic? {
        if presented.modalPresentationStyle == .none {
            return Diagnostic(
                .invalidPresentationStyle,
                "Cannot present \(presented.diagnosticName) from \(diagnosticName): its modalPresentationStyle "
                    + "is .none, which is not a presentation style (a delegate returns it to mean "
                    + "\"do not adapt\"). Choose .fullScreen, .pageSheet or another style.")
        }
        if let current = presenter.presentedStorage {
            return Diagnostic(
                .presentWhilePresenting,
                "Cannot present \(presented.diagnosticName) from \(diagnosticName): "
                    + "\(presenter.diagnosticName) is already presenting \(current.diagnosticName). "
                    + "Dismiss it first, or present from \(current.diagnosticName).")
        }
        if let rejection = placementRejection(of: presented, .presented(from: self, presenter: presenter)) {
            return rejection
        }
        if !isOnScreen, !wouldBeOnScreenInItsWindow {
            return Diagnostic(
                .presentFromOffScreen,
                "Cannot present \(presented.diagnosticName) from \(diagnosticName): \(diagnosticName) is not "
                    + "on screen (\(offScreenReason)). Present from a controller whose view is in a visible window."
            )
        }
        return nil
    }

    /// Whether this controller's view is in the view hierarchy of a window that is not shown yet:
    /// it is what the window shows (its root, a presentation not covered, or the controller a
    /// container inside them shows). UIKit presents from such a controller.
    private var wouldBeOnScreenInItsWindow: Bool {
        guard let window, !window.isVisible else { return false }
        var current = self
        while let parent = current.parentStorage {
            if let navigation = parent as? UINavigationController, navigation.topViewController !== current {
                return false
            }
            if let tabs = parent as? UITabBarController, tabs.selectedTab !== current { return false }
            current = parent
        }
        return window.visibleControllers.contains { $0 === current }
    }

    private var offScreenReason: String {
        guard let window else { return "it is in no window" }
        if !window.isVisible { return "its window has not been made key and visible" }
        return "it is \(appearanceState)"
    }

    private func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let root = outermostContainer
        let presenter: UIViewController
        if root.presentedStorage != nil {
            presenter = root
        } else if let presenting = root.presentingStorage {
            presenter = presenting
        } else {
            Diagnostics.emit(
                Diagnostic(
                    .dismissWithNothingPresented,
                    "Nothing to dismiss: \(diagnosticName) presents nothing and is not presented."))
            return
        }
        presenter.dismissPresentationChain(animated: animated, completion: completion)
    }

    /// Removes every controller presented above this one (R16, R17): those on screen disappear
    /// top-down, this controller reappears if it had been covered, then they finish disappearing.
    /// - Parameters:
    ///   - animated: Passed through to the callbacks.
    ///   - reappear: Whether this controller and what it uncovers come back on screen; `false` when
    ///     it leaves the window anyway.
    ///   - swiped: The sheet a user swiped away: its delegate hears `willDismiss` and `didDismiss`.
    ///   - completion: Called once the dismissal completed (not when an animator cancels it).
    func dismissPresentationChain(
        animated: Bool, reappear: Bool = true, swiped: UIViewController? = nil,
        completion: (() -> Void)? = nil
    ) {
        let chain = Array(presentationLayers.dropFirst())
        guard !chain.isEmpty else { return }
        // What a user will see again: this controller and whatever it no longer hides below it.
        // Covered only when a full-screen presentation above it hid it; then so was everything it
        // shows below it. Uncovered controllers are walked only when there are some.
        let uncoveredControllers =
            reappear && appearanceState == .disappeared && window?.isVisible == true
            ? visiblePresentationLayersFrontToBack.reversed().filter { $0.appearanceState == .disappeared }
            : []
        let leaving = chain.reversed().filter { $0.appearanceState != .disappeared }
        // Only the top-most is dismissed with its own transition; those between are removed with it.
        if reappear, swiped == nil,
            runCustomDismissal(
                of: chain, leaving: leaving, animated: animated, uncovered: uncoveredControllers,
                completion: completion)
        {
            return
        }
        let plan = PresentationPlanner.dismiss(
            above: self, chain: chain, leaving: leaving, uncovered: uncoveredControllers, swiped: swiped)
        TransitionInterpreter.run(plan, animated: animated)
        completion?()
    }

    /// Dismisses the presented `chain` (bottom to top) with the top-most's transitioning delegate's
    /// animator, or, when the top-most is a `.custom` presentation, with its presentation controller's
    /// hooks (R37–R40); the controllers below it leave with it, as UIKit documents.
    /// - Parameter leaving: The controllers of `chain` on screen, top-down.
    /// - Returns: `false`, doing nothing, when neither applies.
    private func runCustomDismissal(
        of chain: [UIViewController], leaving: [UIViewController], animated: Bool,
        uncovered: [UIViewController], completion: (() -> Void)?
    ) -> Bool {
        guard let presented = chain.last else { return false }
        let isCustom = presented.modalPresentationStyle == .custom
        let animator =
            animated && presented.hasTransitioningDelegate
            ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        guard animator != nil || isCustom else { return false }
        let plan = PresentationPlanner.customDismiss(
            above: self, chain: chain, leaving: leaving, uncovered: uncovered, custom: isCustom,
            pausing: animator != nil)
        guard let animator, let presentation = presented.presentationController else {
            TransitionInterpreter.run(plan, animated: animated)
            completion?()
            return true
        }
        let interactor = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        let container = presentation.transitionContainer(in: window)
        if let view = presented.viewIfLoaded, view.superview == nil { container.addSubview(view) }
        TransitionInterpreter.run(
            plan,
            animation: CustomAnimation(
                animator: animator, interactor: interactor, containerView: container,
                fromViewOwner: presented,
                toViewOwner: uncovered.isEmpty ? nil : self,
                presentationStyle: presented.modalPresentationStyle,
                presentation: presentation),
            name: "dismissal of \(presented.diagnosticName) from \(diagnosticName)",
            completion: completion)
        return true
    }
}

extension UIViewController {
    /// The style this controller is shown with while presented: its ``modalPresentationStyle``
    /// resolved, after a phone's adaptation (a popover becomes full screen unless the delegate says
    /// otherwise).
    package var presentationStyleInUse: UIModalPresentationStyle {
        adaptedPresentationStyle ?? modalPresentationStyle.resolved
    }

    /// The style a phone shows this controller with: a popover asks the presentation controller's
    /// delegate, and adapts to ``UIModalPresentationStyle/fullScreen`` by default;
    /// ``UIModalPresentationStyle/none`` from the delegate keeps the popover. A context style
    /// (``UIModalPresentationStyle/currentContext``, ``UIModalPresentationStyle/overCurrentContext``)
    /// covers the outermost container, the only context a presentation can cover here.
    /// In a regular width (the presenter's traits, which `resolveTraits` gives), a popover stays one
    /// and nothing is asked. The traits are resolved only for a popover, the one style that adapts
    /// to them: resolving walks the hierarchy up to the window, which would make each request of a
    /// long presentation chain cost the chain's length.
    func adaptedStyleOnPhone(in resolveTraits: () -> UITraitCollection) -> UIModalPresentationStyle {
        let style = modalPresentationStyle.resolved
        guard style == .popover else { return style }
        let traits = resolveTraits()
        guard traits.horizontalSizeClass != .regular else { return style }
        guard let presentationController, let delegate = presentationController.delegate else {
            return .fullScreen
        }
        let answer = delegate.adaptivePresentationStyle(for: presentationController, traitCollection: traits)
        switch answer {
        case .none, .popover: return .popover
        default: return answer.resolved
        }
    }
}

extension UIViewController {
    /// The nearest controller from this one up through its parents whose
    /// ``definesPresentationContext`` is `true`.
    var definingPresentationContext: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate.parentStorage
        }
        return nil
    }

    /// HeadlessUI presents every controller from the outermost container, so a context presentation
    /// whose defining context lies below it covers the whole window instead of that context alone.
    /// Says so, naming both, rather than differing from UIKit silently.
    fileprivate func reportContextBelowRoot(of presented: UIViewController, presenter: UIViewController) {
        let style = presented.presentationStyleInUse
        guard style == .currentContext || style == .overCurrentContext,
            let context = definingPresentationContext, context !== presenter
        else { return }
        Diagnostics.emit(
            Diagnostic(
                .presentationContextNotModelled,
                "\(presented.diagnosticName) is presented .\(style.name) from \(diagnosticName), whose presentation "
                    + "context is \(context.diagnosticName) (definesPresentationContext); HeadlessUI covers only "
                    + "a whole window, so it covers \(presenter.diagnosticName) instead. On iOS only "
                    + "\(context.diagnosticName)'s area is covered."))
    }
}
