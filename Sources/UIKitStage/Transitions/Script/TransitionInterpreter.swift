/// Performs planned steps on real controllers: the one place where a transition touches the stage.
///
/// The planners decide what happens and in which order; the interpreter only does each step. It
/// never emits an unbalanced diagnostic of its own: a did-step runs only when its controller is still
/// in transit in that direction (a callback may have finished it already). It knows no container by
/// its class: a plan's container shows its content, applies its own edits and tells its own delegate
/// through the base class (``UIViewController/applyContainerEdit(_:)``,
/// ``UIViewController/tellDelegate(_:animated:)``).
@MainActor enum TransitionInterpreter {
    /// Runs a whole plan: opens its transition (when it enlists anyone), then performs its steps.
    /// - Parameters:
    ///   - plan: The plan.
    ///   - animated: Passed through to the callbacks.
    ///   - window: The window a root replacement changes.
    static func run(_ plan: TransitionPlan<UIViewController>, animated: Bool, window: UIWindow? = nil) {
        let context = open(plan, interactive: false)
        perform(plan.steps, animated: animated, context: context, container: plan.container, window: window)
    }

    /// Runs a plan written for a custom animator (R37–R39): its steps up to its
    /// ``TransitionStep/pause`` run now, then `animation`'s animator (or interaction controller)
    /// takes over, holding the transition open until it calls `completeTransition(_:)`; the steps
    /// after the pause, or the plan's cancel steps, run then, and `completion` after a completed one.
    static func run(
        _ plan: TransitionPlan<UIViewController>, animation: CustomAnimation, name: String,
        completion: (() -> Void)? = nil
    ) {
        guard let pause = plan.steps.firstIndex(where: { if case .pause = $0 { true } else { false } }),
            let context = open(plan, interactive: animation.interactor?.wantsInteractiveStart ?? false)
        else {
            run(plan, animated: true)
            completion?()
            return
        }
        context.hold(
            finish: Array(plan.steps[(pause + 1)...]), cancel: plan.cancelSteps, container: plan.container,
            name: name, animated: true, completion: completion)
        perform(Array(plan.steps[..<pause]), animated: true, context: context, container: plan.container)
        context.startCustomAnimation(animation, animated: true)
    }

    /// Makes the plan's participants take part in a new transition, or returns `nil` when the plan
    /// enlists no one (window changes have no coordinator).
    static func open(_ plan: TransitionPlan<UIViewController>, interactive: Bool) -> TransitionContext? {
        guard !plan.participants.isEmpty else { return nil }
        let context = TransitionContext(
            from: plan.from, to: plan.to, isInteractive: interactive, capacity: plan.participants.count)
        for (controller, roles) in plan.participants { context.enlist(controller, roles) }
        return context
    }

    /// Performs `steps` in order; `container` is the controller their container steps and edits
    /// name.
    static func perform(
        _ steps: [TransitionStep<UIViewController>], animated: Bool, context: TransitionContext?,
        container: UIViewController? = nil, window: UIWindow? = nil
    ) {
        // Borrowed from the array, not copied out of it: each step's controllers are retained once,
        // by the plan, however many steps run.
        steps.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                perform(
                    buffer[index], animated: animated, context: context, container: container, window: window)
            }
        }
    }

    /// Performs one step.
    @inline(__always)
    static func perform(
        _ step: TransitionStep<UIViewController>, animated: Bool, context: TransitionContext?,
        container: UIViewController? = nil, window: UIWindow? = nil
    ) {
        switch step {
        case .willAppear(let controller): controller.appearanceWill(true, animated: animated)
        case .isAppearing(let controller): controller.appearanceIsAppearing(animated: animated)
        case .didAppear(let controller):
            context?.endAnimation()
            if controller.appearanceState == .appearing { controller.appearanceDid(animated: animated) }
        case .willDisappear(let controller): controller.appearanceWill(false, animated: animated)
        case .didDisappear(let controller):
            context?.endAnimation()
            if controller.appearanceState == .disappearing { controller.appearanceDid(animated: animated) }
        case .endAppearance(let controller):
            controller.appearanceDid(animated: controller.lastAppearanceAnimated)
        case .willMove(let controller, let toContainer):
            controller.notifyWillMove(toParent: toContainer ? container : nil)
        case .didMove(let controller, let toContainer):
            controller.notifyDidMove(toParent: toContainer ? container : nil)
        case .willShow, .didSelect, .willTurnPages, .didTurnPages:
            container?.tellDelegate(step, animated: animated)
        case .didShow:
            context?.endAnimation()
            container?.tellDelegate(step, animated: animated)
        case .sheetWillDismiss(let sheet):
            guard let presentation = sheet.presentationController else { return }
            presentation.delegate?.presentationControllerWillDismiss(presentation)
        case .sheetDidDismiss(let sheet):
            guard let presentation = sheet.presentationController else { return }
            presentation.delegate?.presentationControllerDidDismiss(presentation)
        case .interactionEnded(let cancelled): context?.endInteraction(cancelled: cancelled)
        case .loadView(let controller):
            controller.loadViewIfNeeded()
            controller.hostWindow?.installRootView(of: controller)
            // A container's child is placed when the container shows it (`showContent`); a plain
            // controller's child keeps the frame its parent's code gives it.
            if controller.parentStorage == nil { controller.placeView() }
        case .showContent(let first, let second): container?.showContent(first, second)
        case .showPages(let spread, let incoming):
            (container as? UIPageViewController)?.showPages(spread, incoming: incoming)
        case .edit(let edit): apply(edit, container: container, window: window)
        case .clearRoles(let controller): context?.clearRoles(of: controller)
        case .dismissPresentations(let controller):
            controller.dismissPresentationChain(animated: animated, reappear: false)
        case .pause: context?.beginAnimation()
        case .presentationWillBegin(let presented):
            presented.presentationControllerStorage?.presentationTransitionWillBegin()
        case .presentationDidEnd(let presented, let completed):
            context?.endAnimation()
            presented.presentationControllerStorage?.presentationTransitionDidEnd(completed)
        case .dismissalWillBegin(let presented):
            presented.presentationControllerStorage?.dismissalTransitionWillBegin()
        case .dismissalDidEnd(let presented, let completed):
            context?.endAnimation()
            presented.presentationControllerStorage?.dismissalTransitionDidEnd(completed)
        case .endTransition:
            context?.endAnimation()
            context?.end()
        }
    }

    private static func apply(
        _ edit: TransitionEdit<UIViewController>, container: UIViewController?, window: UIWindow?
    ) {
        switch edit {
        case .push, .popLast, .replaceStack, .replaceTabs, .select, .replacePages:
            container?.applyContainerEdit(edit)
        case .release(let controller):
            if let container, controller.parentStorage === container { controller.parentStorage = nil }
        case .link(let presenter, let presented):
            presenter.presentedStorage = presented
            presented.presentingStorage = presenter
            presented.presentationBottomHint = presenter.presentationBottom
            presented.presentationBottomGeneration = UIViewController.presentationTopologyGeneration
        case .unlinkPresentations(let presenter):
            var next = presenter.presentedStorage
            presenter.presentedStorage = nil
            while let presented = next {
                next = presented.presentedStorage
                presented.presentingStorage = nil
                presented.presentedStorage = nil
            }
        case .attachChild(let child): container?.attachChild(child)
        case .detachChild(let child): child.detachFromParent()
        case .leaveWindow(let controller):
            controller.hostWindow = nil
            window?.setRoot(nil)
        case .enterWindow(let controller):
            window?.setRoot(controller)
            controller.hostWindow = window
        }
    }
}
