import Foundation
import ScenewrightCore

/// Hears a user's attempt to swipe a sheet away — HeadlessUI's
/// `UIAdaptivePresentationControllerDelegate`.
///
/// Set it on the presented controller's ``UIViewController/presentationController`` before or after
/// presenting. Only a user's swipe (``UIWindow/swipeDownSheet()``) calls it; `dismiss(animated:)` in
/// code does not, as in UIKit. For a swipe the order is: `presentationControllerShouldDismiss`,
/// then `presentationControllerWillDismiss` (inside the transition: `transitionCoordinator` is
/// non-`nil`), the sheet's `viewWillDisappear` and `viewDidDisappear`, then
/// `presentationControllerDidDismiss`, when the sheet is no longer presented. A refused swipe calls
/// only `presentationControllerDidAttemptToDismiss`. Every method has a default: `true` for
/// `presentationControllerShouldDismiss`, nothing for the others.
///
/// ```swift
/// final class PickerFlow: FlowController, AdaptivePresentationControllerDelegate {
///     func show(_ grid: PhotoGridViewController, from presenter: ViewController) {
///         grid.presentationController?.delegate = self
///         presenter.present(grid, animated: true)
///     }
///     func presentationControllerDidDismiss(_ presentationController: PresentationController) {
///         removeFromSuperFlowController()   // the user swiped the grid away
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asks whether the user may swipe the sheet away. Not asked while the sheet is
    /// ``UIViewController/isModalInPresentation``. Default `true`.
    /// - Parameter presentationController: The sheet's presentation controller.
    /// - Returns: `false` to keep the sheet; the delegate then hears
    ///   ``presentationControllerDidAttemptToDismiss(_:)``.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user's swipe is about to dismiss the sheet; called inside the dismissal transition, before
    /// the sheet's `viewWillDisappear`. Default: nothing.
    /// - Parameter presentationController: The sheet's presentation controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user swiped the sheet away: it is no longer presented. The last callback of the swipe.
    /// Default: nothing.
    /// - Parameter presentationController: The sheet's presentation controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to swipe the sheet away and was refused, because the sheet is
    /// ``UIViewController/isModalInPresentation`` or ``presentationControllerShouldDismiss(_:)``
    /// returned `false`; nothing changed. Default: nothing.
    /// - Parameter presentationController: The sheet's presentation controller.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// Asked when a popover is presented on a phone, which has no room for one: the style to show
    /// it with instead, or ``UIModalPresentationStyle/none`` to keep the popover. Default: the answer
    /// of ``adaptivePresentationStyle(for:)``.
    /// - Parameters:
    ///   - controller: The popover's presentation controller.
    ///   - traitCollection: The phone's traits: compact width, regular height.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Asked, through the default of ``adaptivePresentationStyle(for:traitCollection:)``, for the
    /// style to show a popover with on a phone. Default ``UIModalPresentationStyle/fullScreen``,
    /// UIKit's adaptation for a compact width.
    /// - Parameter controller: The popover's presentation controller.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    /// Lets the user swipe the sheet away.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
    {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    {}
    /// Answers what ``adaptivePresentationStyle(for:)`` answers.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// Adapts a popover to full screen.
    public func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
    {
        .fullScreen
    }
}

/// Manages how a controller is presented and whether a user may swipe it away — HeadlessUI's
/// `UIPresentationController`.
///
/// Read it from ``UIViewController/presentationController``. Unlike UIKit, the presentation
/// controller of the built-in styles belongs to a controller for its whole life (UIKit makes one
/// per presentation), and it refers to its controllers weakly, so it never keeps them alive.
/// ``presentedViewController`` is not optional, as in UIKit: the controller owns its presentation
/// controller, so whoever reaches one through its controller finds the controller alive. Read after
/// that controller is gone (a presentation controller kept elsewhere), it is a placeholder
/// controller, with a `presentation.presentedGone` diagnostic.
///
/// ```swift
/// let terms = TermsViewController()
/// terms.presentationController?.delegate = self
/// form.present(terms, animated: true)
/// try window.swipeDownSheet()   // the delegate hears shouldDismiss, willDismiss, didDismiss
/// ```
///
/// For a `.custom` presentation, the presented controller's
/// ``UIViewController/transitioningDelegate`` can return a subclass from
/// ``UIViewControllerTransitioningDelegate/presentationController(forPresented:presenting:source:)``,
/// as in UIKit: it hears ``presentationTransitionWillBegin()`` after the "will" callbacks,
/// ``presentationTransitionDidEnd(_:)`` before the "did" ones, the same pair for the dismissal, and
/// decides with ``shouldRemovePresentersView`` whether the presenter leaves the screen (R40).
///
/// ```swift
/// final class CardPresentationController: PresentationController {
///     override var shouldRemovePresentersView: Bool { false }
///     override func presentationTransitionWillBegin() { /* add a dimming view to containerView */ }
/// }
/// ```
@preconcurrency @MainActor open class UIPresentationController {
    /// The controller this presentation controller presents: a presented controller's outermost
    /// container. Held weakly (the controller owns its presentation controller); read once that
    /// controller is gone, it is a new placeholder controller and a `presentation.presentedGone`
    /// diagnostic says so.
    ///
    /// ```swift
    /// let grid = presentationController.presentedViewController as? PhotoGridViewController
    /// ```
    open var presentedViewController: UIViewController {
        if let presentedStorage { return presentedStorage }
        Diagnostics.emit(
            Diagnostic(
                .presentedControllerGone,
                "\(StageTypeName.of(type(of: self))).presentedViewController was read after the controller it "
                    + "presents was released; a placeholder controller is returned. Read a presentation "
                    + "controller through its controller (`controller.presentationController`), which keeps "
                    + "the controller alive, instead of keeping it elsewhere."))
        return UIViewController()
    }

    /// The presented controller, held weakly; `nil` once it is gone.
    private(set) weak var presentedStorage: UIViewController?

    /// The controller given as presenting when this presentation controller was made.
    private weak var initialPresenter: UIViewController?

    /// The controller presenting ``presentedViewController`` now, or, before it is presented, the
    /// one it was made for; `nil` when neither is known.
    ///
    /// ```swift
    /// let form = presentationController.presentingViewController
    /// ```
    open var presentingViewController: UIViewController? {
        presentedStorage?.presentingStorage ?? initialPresenter
    }

    /// Hears the user's swipes on the sheet. Held weakly (R31).
    ///
    /// ```swift
    /// sheet.presentationController?.delegate = self
    /// ```
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view a custom transition of the presented controller happens in, covering the window as
    /// UIKit's does: set when a custom animator first runs or a `.custom` presentation begins;
    /// `nil` before.
    public internal(set) var containerView: UIView?

    /// Creates a presentation controller, as a transitioning delegate does for a `.custom`
    /// presentation.
    /// - Parameters:
    ///   - presentedViewController: The controller to present. Held weakly.
    ///   - presentingViewController: The controller presenting it, if known. Held weakly.
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        presentedStorage = presentedViewController
        initialPresenter = presentingViewController
    }

    /// The view that is animated: the presented controller's view (when loaded).
    open var presentedView: UIView? { presentedStorage?.viewIfLoaded }

    /// Whether the presenter leaves the screen while presenting (and gets disappear/appear
    /// callbacks). `true` only for `.fullScreen`; override in a `.custom` presentation controller.
    open var shouldRemovePresentersView: Bool {
        presentedStorage?.modalPresentationStyle.removesPresenter ?? false
    }

    /// Where the presented view ends up, in ``containerView``'s coordinates: by default the
    /// container's bounds, so the presented view covers the window, as in UIKit. Override to show
    /// it smaller; a `.custom` presentation gives the presented view this frame, and a custom
    /// animator reads it as the presented controller's `finalFrame(for:)`.
    open var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds ?? presentedStorage?.window?.bounds ?? .zero
    }

    /// Called in a `.custom` presentation after the "will" callbacks, before the animator runs.
    /// Default: nothing.
    open func presentationTransitionWillBegin() {}
    /// Called in a `.custom` presentation when it completed (`true`) or was cancelled (`false`),
    /// before the "did" callbacks. Default: nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called in the dismissal of a `.custom` presentation after the "will" callbacks, before the
    /// animator runs. Default: nothing.
    open func dismissalTransitionWillBegin() {}
    /// Called in the dismissal of a `.custom` presentation when it completed (`true`) or was
    /// cancelled (`false`), before the "did" callbacks. Default: nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

extension UIViewController {
    /// The presentation controller ``UIViewController/presentationController`` returns: made on
    /// first read for the outermost container, of the kind its ``UIViewController/modalPresentationStyle``
    /// uses then — a ``UISheetPresentationController`` for a sheet, a
    /// ``UIPopoverPresentationController`` for a popover, a plain ``UIPresentationController``
    /// otherwise — as in UIKit.
    final var stagePresentationController: UIPresentationController {
        let owner = outermostContainer
        if let existing = owner.presentationControllerStorage { return existing }
        let created: UIPresentationController
        switch owner.modalPresentationStyle.resolved {
        case .pageSheet, .formSheet:
            created = UISheetPresentationController(presentedViewController: owner, presenting: nil)
        case .popover:
            created = UIPopoverPresentationController(presentedViewController: owner, presenting: nil)
        default:
            created = UIPresentationController(presentedViewController: owner, presenting: nil)
        }
        owner.presentationControllerStorage = created
        return created
    }

    /// Whether this controller, or one shown inside it, is ``isModalInPresentation``.
    /// **Choice:** the controllers asked are this one and, recursively, the children that appear
    /// with it (a navigation controller's top, a tab bar controller's selected tab).
    var refusesInteractiveDismissal: Bool {
        if isModalInPresentation { return true }
        var refuses = false
        forEachAppearanceChild { child in
            if !refuses, child.refusesInteractiveDismissal { refuses = true }
        }
        return refuses
    }

    /// Whether a user's swipe or drag on this presented sheet is refused: the sheet (or a controller
    /// shown in it) is ``isModalInPresentation``, or the delegate says no. A refusal tells the
    /// delegate `presentationControllerDidAttemptToDismiss` (R33, R36).
    package func refusesUserDismissal() -> Bool {
        guard let presentationController = self.presentationController else { return true }
        if refusesInteractiveDismissal
            || presentationController.delegate?.presentationControllerShouldDismiss(presentationController)
                == false
        {
            presentationController.delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            return true
        }
        return false
    }

    /// A user's swipe on this presented sheet: asks ``isModalInPresentation`` and the delegate, then
    /// dismisses it like `dismiss(animated: true)` with the delegate's callbacks around it.
    /// - Returns: `false` when the swipe was refused and nothing changed.
    package func performInteractiveDismissal() -> Bool {
        if refusesUserDismissal() { return false }
        performTransition { [self] in
            presentingStorage?.dismissPresentationChain(animated: true, swiped: self)
        }
        return true
    }

    /// How errors name this controller as a presentation: `the sheet TermsViewController`,
    /// `the alert UIAlertController("Delete?")`, …
    package var presentationDescription: String {
        if let alert = self as? UIAlertController {
            return "the \(alert.preferredStyle == .alert ? "alert" : "action sheet") \(diagnosticName)"
        }
        let kind =
            switch presentationStyleInUse {
            case .automatic, .pageSheet: "sheet"
            case .formSheet: "form sheet"
            case .overFullScreen: "over-full-screen presentation"
            case .fullScreen: "full-screen presentation"
            case .currentContext: "current-context presentation"
            case .overCurrentContext: "over-current-context presentation"
            case .popover: "popover"
            case .none: "presentation"
            case .custom: "custom presentation"
            }
        return "the \(kind) \(diagnosticName)"
    }
}

extension UIViewController {
    /// Starts the user's drag on this presented sheet (R36); the caller checked the refusal and that
    /// no transition runs.
    package func beginInteractiveDismissal(by presenter: UIViewController) -> InteractionSession {
        InteractionSession(
            PresentationPlanner.sheetDrag(of: self, presentedBy: presenter),
            name: "drag of \(presentationDescription)")
    }
}
