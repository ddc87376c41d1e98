import Foundation
import ScenewrightCore

/// What a custom transition brings along: the animator, the interaction controller, the views and
/// the view they move in. Made only when a delegate returned an animator (R37).
@MainActor struct CustomAnimation {
    var animator: any UIViewControllerAnimatedTransitioning
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// The view the transition happens in; it already holds the from-view when that one stays.
    var containerView: UIView
    /// The controller whose view is the from-view, when that view takes part.
    var fromViewOwner: UIViewController?
    /// The controller whose view is the to-view, when that view takes part.
    var toViewOwner: UIViewController?
    var presentationStyle: UIModalPresentationStyle = .none
    /// The presented controller and its presentation controller, for `finalFrame(for:)`.
    var presentation: UIPresentationController?
}

/// One running transition: who is coming and going, in which role, and whether a user drives it.
///
/// It is the transition coordinator of every transition and, for a custom one, the animator's
/// context too: the plan's steps up to its pause run when it opens, and the rest — the finish or
/// the cancel script — when the animator (or the finger of a swipe back, a sheet drag) completes
/// it. The swipe back and the sheet drag (R35, R36) and custom animators (R37–R39) are the same
/// machinery: a transition held open.
@MainActor
final class TransitionContext: UIViewControllerTransitionCoordinator, UIViewControllerContextTransitioning {
    /// Where the transition is.
    enum Phase {
        /// Running its steps at once (no one holds it open).
        case running
        /// Held open between its "will" and "did" steps, waiting for its animator or a finger.
        case open
        /// Completed or cancelled.
        case ended
    }

    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private var roles: [ObjectIdentifier: TransitionRoles] = [:]
    private var participants: [UIViewController] = []
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private var interactionHandlers: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] =
        []
    /// Whether the animation part began (alongside blocks run at once from then on).
    private var animationBegan = false
    /// Whether the animation part is over (the completion blocks ran).
    private var animationOver = false
    private(set) var phase = Phase.running
    private(set) var initiallyInteractive = false
    /// The transitions of the window the transition is held open in, while it is.
    private(set) weak var windowTransitions: WindowTransitions?
    /// Whether the transition was cancelled because its window was let go while it was open.
    private(set) var endedWithItsWindow = false

    /// An alongside or completion block (R40).
    typealias Block = @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// What only custom animations, open transitions and alongside blocks need, made on first
    /// use: a plain push or presentation allocates none of it.
    private final class Extra {
        var alongsideBlocks: [Block] = []
        var completionBlocks: [Block] = []
        var isAnimated = false
        var transitionDuration: TimeInterval = 0
        var percentComplete: CGFloat = 0
        var custom: CustomAnimation?
        var defersCompletionToInteraction = false
        var deferredCompletion = false
        var finishSteps: [TransitionStep<UIViewController>] = []
        var cancelSteps: [TransitionStep<UIViewController>] = []
        var container: UIViewController?
        var completion: (() -> Void)?
        var stepsAnimated = true
        var animationListeners: [(owner: ObjectIdentifier, listener: @MainActor (String) -> Void)] = []
        var animatorName: String?
        var name = ""
        var heldAnimations: HeldAnimations?
        var diagnosticScope: DiagnosticScope?
    }
    private var extraStorage: Extra?
    private var extra: Extra { extraStorage.madeIfNeeded(Extra.init) }

    private var alongsideBlocks: [Block] {
        get { extraStorage?.alongsideBlocks ?? [] }
        set { extra.alongsideBlocks = newValue }
    }
    private var completionBlocks: [Block] {
        get { extraStorage?.completionBlocks ?? [] }
        set { extra.completionBlocks = newValue }
    }
    private(set) var isAnimated: Bool {
        get { extraStorage?.isAnimated ?? false }
        set { extra.isAnimated = newValue }
    }
    private(set) var transitionDuration: TimeInterval {
        get { extraStorage?.transitionDuration ?? 0 }
        set { extra.transitionDuration = newValue }
    }
    private(set) var percentComplete: CGFloat {
        get { extraStorage?.percentComplete ?? 0 }
        set { extra.percentComplete = newValue }
    }
    private var custom: CustomAnimation? {
        get { extraStorage?.custom }
        set { extra.custom = newValue }
    }
    /// A percent-driven interaction controller is driving: a `completeTransition(_:)` the animator
    /// sends before the interaction ends takes effect when it ends, with its outcome.
    var defersCompletionToInteraction: Bool {
        get { extraStorage?.defersCompletionToInteraction ?? false }
        set { extra.defersCompletionToInteraction = newValue }
    }
    private var deferredCompletion: Bool {
        get { extraStorage?.deferredCompletion ?? false }
        set { extra.deferredCompletion = newValue }
    }
    // The script of an open transition.
    private var finishSteps: [TransitionStep<UIViewController>] {
        get { extraStorage?.finishSteps ?? [] }
        set { extra.finishSteps = newValue }
    }
    private var cancelSteps: [TransitionStep<UIViewController>] {
        get { extraStorage?.cancelSteps ?? [] }
        set { extra.cancelSteps = newValue }
    }
    private var container: UIViewController? {
        get { extraStorage?.container }
        set { extra.container = newValue }
    }
    private var completion: (() -> Void)? {
        get { extraStorage?.completion }
        set { extra.completion = newValue }
    }
    private var stepsAnimated: Bool {
        get { extraStorage?.stepsAnimated ?? true }
        set { extra.stepsAnimated = newValue }
    }
    /// Hear the animator's calls of this transition: the recorder of ScenewrightTesting logs them.
    private var animationListeners: [(owner: ObjectIdentifier, listener: @MainActor (String) -> Void)] {
        get { extraStorage?.animationListeners ?? [] }
        set { extra.animationListeners = newValue }
    }
    /// The type name of the animator, kept for diagnostics once the transition is over.
    private var animatorName: String? {
        get { extraStorage?.animatorName }
        set { extra.animatorName = newValue }
    }
    /// The animations the animator started while a percent-driven interaction drives the
    /// transition, held until the interaction ends (R40; see `HeldAnimations`).
    var heldAnimations: HeldAnimations? {
        get { extraStorage?.heldAnimations }
        set { extra.heldAnimations = newValue }
    }
    /// The diagnostics capture current when the animator got the context: a diagnostic about a call
    /// the animator makes later, from elsewhere, goes there.
    var diagnosticScope: DiagnosticScope? {
        get { extraStorage?.diagnosticScope }
        set { extra.diagnosticScope = newValue }
    }
    /// How diagnostics and the explorer name the transition: "push of B onto nav".
    private(set) var name: String {
        get { extraStorage?.name ?? "" }
        set { extra.name = newValue }
    }

    init(from: UIViewController?, to: UIViewController?, isInteractive: Bool = false, capacity: Int = 0) {
        self.from = from
        self.to = to
        self.isInteractive = isInteractive
        initiallyInteractive = isInteractive
        roles.reserveCapacity(capacity)
        participants.reserveCapacity(capacity)
    }

    // MARK: Coordinator and context

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        }
    }

    func view(forKey key: UITransitionContextViewControllerKey) -> UIView? {
        switch key {
        case .from: custom?.fromViewOwner?.viewIfLoaded
        case .to: custom?.toViewOwner?.viewIfLoaded
        }
    }

    var containerView: UIView {
        if let view = custom?.containerView { return view }
        if let view = container?.viewIfLoaded { return view }
        let view = UIView()
        return view
    }

    /// As in UIKit: the presented controller's style for a presentation or dismissal, `.none` for
    /// a container's transition (a push, a pop, a tab switch).
    var presentationStyle: UIModalPresentationStyle {
        if let custom { return custom.presentationStyle }
        let presented = participants.first {
            !roles(of: $0).isDisjoint(with: [.beingPresented, .beingDismissed])
        }
        return presented?.presentationStyleInUse ?? .none
    }
    var transitionWasCancelled: Bool { isCancelled }
    /// The animator holding the transition open, if any.
    var animator: (any UIViewControllerAnimatedTransitioning)? { custom?.animator }

    /// As in UIKit: the from-controller starts where it is shown (a presented controller in its
    /// presentation's frame, anything else filling the container); the to-controller's start is
    /// not known, `.zero`, and so is anything else's.
    func initialFrame(for vc: UIViewController) -> CGRect {
        guard vc === from else { return .zero }
        return shownFrame(of: vc)
    }

    /// As in UIKit: the to-controller ends where it is shown (a `.custom` presentation's
    /// `frameOfPresentedViewInContainerView`, else the container's bounds); the from-controller
    /// leaves the screen, `.zero`, and so does anything else.
    func finalFrame(for vc: UIViewController) -> CGRect {
        guard vc === to else { return .zero }
        return shownFrame(of: vc)
    }

    private func shownFrame(of vc: UIViewController) -> CGRect {
        if let presentation = custom?.presentation, presentation.presentedViewController === vc {
            return presentation.frameOfPresentedViewInContainerView
        }
        return containerView.bounds
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        guard isInteractive else { return }
        interactionHandlers.append(handler)
    }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard phase != .ended, !animationOver else { return false }
        if let animation {
            if animationBegan { animation(self) } else { alongsideBlocks.append(animation) }
        }
        if let completion { completionBlocks.append(completion) }
        return true
    }

    /// Adds a listener told `"CardPushAnimator.animateTransition"`, `"completeTransition(true)"` and
    /// `"CardPushAnimator.animationEnded(true)"` as they happen. Returns `false`, adding nothing,
    /// when the transition is over.
    func addAnimationListener(owner: AnyObject, _ listener: @escaping @MainActor (String) -> Void) -> Bool {
        guard phase != .ended else { return false }
        animationListeners.append((ObjectIdentifier(owner), listener))
        return true
    }

    /// Whether `owner` listens already.
    func hasAnimationListener(owner: AnyObject) -> Bool {
        animationListeners.contains { $0.owner == ObjectIdentifier(owner) }
    }

    /// Tells the listeners that the animator's `animateTransition(using:)` is being called (by an
    /// interaction controller).
    func announceAnimateTransition() { tell("\(animatorName ?? "animator").animateTransition") }

    private func tell(_ line: String) {
        for entry in animationListeners { entry.listener(line) }
    }

    // MARK: Participants

    func roles(of controller: UIViewController) -> TransitionRoles {
        roles[ObjectIdentifier(controller)] ?? []
    }

    /// Makes `controller` take part, with `roles`, until ``end()``.
    func enlist(_ controller: UIViewController, _ roles: TransitionRoles = []) {
        let key = ObjectIdentifier(controller)
        if self.roles[key] == nil { participants.append(controller) }
        self.roles[key, default: []].formUnion(roles)
        controller.activeTransition = self
    }

    /// `controller` stays a participant, in no role (a cancelled pop no longer moves it).
    func clearRoles(of controller: UIViewController) {
        let key = ObjectIdentifier(controller)
        if roles[key] != nil { roles[key] = [] }
    }

    // MARK: The animation part (R40)

    /// The "will" part is over: the alongside blocks run, once.
    func beginAnimation() {
        guard !animationBegan else { return }
        animationBegan = true
        guard let extraStorage, !extraStorage.alongsideBlocks.isEmpty else { return }
        let blocks = alongsideBlocks
        alongsideBlocks.removeAll()
        for block in blocks { block(self) }
    }

    /// The animation is over, completed or cancelled: the completion blocks run, once, before the
    /// "did" callbacks. A transition without an animator reaches this at its first "did" step.
    func endAnimation() {
        guard !animationOver else { return }
        beginAnimation()
        animationOver = true
        guard let extraStorage, !extraStorage.completionBlocks.isEmpty else { return }
        let blocks = completionBlocks
        completionBlocks.removeAll()
        for block in blocks { block(self) }
    }

    // MARK: Interaction

    /// The user's finger lifted: the transition is no longer interactive, cancelled or not; the
    /// handlers registered with ``notifyWhenInteractionChanges(_:)`` hear it, once.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard phase == .open, !percentComplete.isNaN else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        heldAnimations?.update(self.percentComplete)
    }

    func finishInteractiveTransition() { endCustomInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endCustomInteraction(cancelled: true) }

    func pauseInteractiveTransition() {}

    private func endCustomInteraction(cancelled: Bool) {
        guard phase == .open, isInteractive else { return }
        if !cancelled { percentComplete = 1 }
        endInteraction(cancelled: cancelled)
        releaseHeldAnimations(cancelled: cancelled)
        if deferredCompletion {
            deferredCompletion = false
            close(finished: !cancelled)
        }
    }

    // MARK: Opening and closing

    /// Holds the transition open with the remaining steps: `finish` when it completes, `cancel` when
    /// it is cancelled, run with `container` as their container.
    func hold(
        finish: [TransitionStep<UIViewController>], cancel: [TransitionStep<UIViewController>],
        container: UIViewController?, name: String, animated: Bool,
        completion: (() -> Void)? = nil
    ) {
        stepsAnimated = animated
        finishSteps = finish
        cancelSteps = cancel
        self.container = container
        self.name = name
        self.completion = completion
        phase = .open
        // The window of the container (a presentation has none: its presenter's, or the presented
        // controller's for a dismissal); the plan's steps have not changed anything yet.
        windowTransitions = (container?.window ?? from?.window ?? to?.window)?.transitions
        windowTransitions?.hold(self)
    }

    /// Hands the open transition to its animator (R37) or interaction controller (R39).
    func startCustomAnimation(_ animation: CustomAnimation, animated: Bool) {
        custom = animation
        isAnimated = animated
        diagnosticScope = Diagnostics.currentScope
        animatorName = StageTypeName.of(type(of: animation.animator))
        transitionDuration = animation.animator.transitionDuration(using: self)
        beginAnimation()
        guard phase == .open else { return }
        if let interactor = animation.interactor {
            tell("\(StageTypeName.of(type(of: interactor))).startInteractiveTransition")
            interactor.startInteractiveTransition(self)
        } else {
            tell("\(animatorName ?? "animator").animateTransition")
            animation.animator.animateTransition(using: self)
        }
    }

    func completeTransition(_ didComplete: Bool) {
        // The main queue, not `Thread.isMainThread`: once a process calls `dispatchMain()`, as test
        // runners on Linux do, another thread serves the main queue.
        guard MainQueue.isCurrent else {
            completeOnMainQueue(didComplete)
            return
        }
        guard phase == .open else {
            let outcome =
                if endedWithItsWindow {
                    "was cancelled when its window was let go"
                } else if isCancelled {
                    "already was cancelled"
                } else {
                    "already completed"
                }
            Diagnostics.emit(
                Diagnostic(
                    .transitionAlreadyCompleted,
                    "completeTransition(\(didComplete)) on the context of the \(describedForDiagnostics), "
                        + "which \(outcome); nothing changed. "
                        + "Call completeTransition(_:) once per transition, on the context it was given."))
            return
        }
        tell("completeTransition(\(didComplete))")
        if defersCompletionToInteraction, isInteractive {
            deferredCompletion = true
            return
        }
        close(finished: outcomeAfterInteraction(didComplete))
    }

    /// Ends the open transition: the interaction ends, the completion blocks run, then the finish or
    /// cancel steps; the animator hears `animationEnded`, and the requests that waited run.
    func close(finished: Bool) {
        guard phase == .open else { return }
        phase = .ended
        if extraStorage != nil { heldAnimations = nil }
        endInteraction(cancelled: !finished)
        isCancelled = !finished
        endAnimation()
        let steps = finished ? finishSteps : cancelSteps
        finishSteps = []
        cancelSteps = []
        let container = self.container
        self.container = nil
        TransitionInterpreter.perform(steps, animated: stepsAnimated, context: self, container: container)
        if let custom {
            removeLeavingView(finished: finished, custom)
        }
        let completion = self.completion
        self.completion = nil
        if finished { completion?() }
        let animator = custom?.animator
        custom = nil
        if let animator {
            tell("\(animatorName ?? "animator").animationEnded(\(finished))")
            animator.animationEnded(finished)
        }
        if extraStorage != nil { animationListeners.removeAll() }
        end()
        windowTransitions?.release(self)
    }

    /// The view of the controller that ended up off screen leaves the container a presentation's
    /// animator put it in (containers reset their views themselves).
    private func removeLeavingView(finished: Bool, _ custom: CustomAnimation) {
        guard custom.presentation != nil else { return }
        let leaving = (finished ? custom.fromViewOwner : custom.toViewOwner)?.viewIfLoaded
        if let leaving, leaving.superview === custom.containerView { leaving.removeFromSuperview() }
    }

    /// Ends an open transition whose window was let go: it is cancelled, as `completeTransition(false)`
    /// cancels it (R38), so every participant comes to rest with each "will" answered as a
    /// cancellation answers it, and the animator hears `animationEnded(false)`.
    /// - Parameter reporting: Whether to emit a `transition.abandoned` diagnostic.
    func abandon(reporting: Bool = true) {
        guard phase == .open else { return }
        if reporting {
            Diagnostics.emit(
                Diagnostic(
                    .transitionAbandoned,
                    "The \(describedForDiagnostics) was still open when its window was let go; it was "
                        + "cancelled. "
                        + (animator == nil ? "Neither finish() nor cancel() was called on it." : waitingFor)))
        }
        endedWithItsWindow = true
        defersCompletionToInteraction = false
        close(finished: false)
    }

    /// "push of B onto nav, animated by CardPushAnimator".
    var describedForDiagnostics: String {
        guard let animatorName else { return name }
        return "\(name), animated by \(animatorName)"
    }

    /// What the open transition waits for, as a sentence.
    var waitingFor: String {
        guard let animator = custom?.animator else { return "It waits for finish() or cancel()." }
        let type = StageTypeName.of(type(of: animator))
        if let interactor = custom?.interactor, isInteractive {
            return
                "The interaction controller \(String(describing: Swift.type(of: interactor))) never finished "
                + "or cancelled it."
        }
        return "The animator \(type) never called completeTransition."
    }

    /// Ends the transition: the participants' `transitionCoordinator` is `nil` again.
    func end() {
        for participant in participants where participant.activeTransition === self {
            participant.activeTransition = nil
        }
        participants.removeAll()
    }
}
