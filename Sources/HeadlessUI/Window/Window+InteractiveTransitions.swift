import ScenewrightCore

// The gestures a user can abandon halfway: the swipe back and the sheet drag (R35, R36).

extension UIWindow {
    /// The user puts a finger on the left edge and starts swiping back in the frontmost navigation
    /// controller (R35).
    ///
    /// The top controller B gets `willMove(toParent: nil)` and `viewWillDisappear`; the one below,
    /// A, loads if needed and gets `viewWillAppear` and `viewIsAppearing`; the navigation delegate
    /// hears `willShow: A`. Then `InteractiveTransition.finish()` pops B as the back button does,
    /// and `InteractiveTransition.cancel()` leaves the stack as it was: A disappears again, B
    /// appears again. Until then other requests wait (R29).
    ///
    /// ```swift
    /// let swipe = try window.beginSwipeBack()
    /// swipe.cancel()   // B.viewWillAppear, B.viewIsAppearing, B.viewDidAppear: restart its work here
    /// ```
    /// - Returns: The transition in progress.
    /// - Throws: `WindowError.nothingToSwipeBack(_:)` when the frontmost navigation controller
    ///   shows only its root or its ``UINavigationController/interactivePopGestureRecognizer`` is
    ///   disabled (with a diagnostic), when none is in front (a sheet or a full-screen presentation covers
    ///   it), or when the window is not visible; `WindowError.gestureDuringTransition` while
    ///   another transition runs.
    public func beginSwipeBack() throws(WindowError) -> InteractiveTransition {
        transitions.reclaimAbandonedInteraction()
        try requireVisible(for: nil)
        guard let front = frontmostController else {
            throw .nothingToSwipeBack("the window shows nothing")
        }
        guard let navigation = UIWindow.frontmostNavigation(in: front) else {
            if front.presentingStorage != nil,
                visibleControllers.dropLast().contains(where: { UIWindow.frontmostNavigation(in: $0) != nil })
            {
                throw .nothingToSwipeBack(
                    "the navigation controller is covered by \(front.presentationDescription), which takes "
                        + "every touch")
            }
            throw .nothingToSwipeBack("\(front.diagnosticName) in front is not in a navigation controller")
        }
        guard navigation.viewControllers.count > 1 else {
            throw .nothingToSwipeBack(
                navigation.topViewController.map {
                    "\($0.diagnosticName) is the root of \(navigation.diagnosticName); a root cannot be swiped away"
                } ?? "\(navigation.diagnosticName) is empty")
        }
        if navigation.interactivePopGestureRecognizer?.isEnabled == false {
            let reason =
                "the swipe back of \(navigation.diagnosticName) is disabled "
                + "(its interactivePopGestureRecognizer.isEnabled is false)"
            Diagnostics.emit(
                Diagnostic(.swipeBackDisabled, "A swipe back was refused: \(reason); nothing changed."))
            throw .nothingToSwipeBack(reason)
        }
        do {
            try navigation.refuseSwipeBackIfBackButtonHidden()
        } catch {
            throw .nothingToSwipeBack(error.reason)
        }
        guard !isTransitioning else { throw .gestureDuringTransition }
        do {
            let session = try navigation.beginSwipeThroughRecognizer()
            return InteractiveTransition(swipingBackIn: navigation, session: session)
        } catch {
            throw .nothingToSwipeBack(error.reason)
        }
    }

    /// The user puts a finger on the frontmost sheet and starts dragging it down (R36).
    ///
    /// The sheet's delegate hears `presentationControllerWillDismiss` and the sheet gets
    /// `viewWillDisappear`; its presenter, still on screen, hears nothing. Then
    /// `InteractiveTransition.finish()` dismisses it as ``swipeDownSheet()`` does, and
    /// `InteractiveTransition.cancel()` lets it spring back: `viewWillAppear`, `viewIsAppearing`,
    /// `viewDidAppear`. A sheet that is ``UIViewController/isModalInPresentation`` (or whose delegate
    /// refuses) does not start moving: the delegate hears
    /// `presentationControllerDidAttemptToDismiss`, no callback fires, and this throws.
    ///
    /// ```swift
    /// let drag = try window.beginSheetDrag()
    /// drag.cancel()   // the sheet stays; it appeared again
    /// ```
    /// - Returns: The transition in progress.
    /// - Throws: `WindowError.nothingPresented` or `WindowError.notASheet(frontmost:)` as for
    ///   ``swipeDownSheet()``; `WindowError.dismissalRefused(_:)` when the sheet refuses;
    ///   `WindowError.gestureDuringTransition` while another transition runs.
    public func beginSheetDrag() throws(WindowError) -> InteractiveTransition {
        transitions.reclaimAbandonedInteraction()
        try requireVisible(for: nil)
        guard let front = frontmostController, let presenter = front.presentingStorage else {
            throw .nothingPresented
        }
        guard front.presentationStyleInUse.isSheet, !(front is UIAlertController) else {
            throw .notASheet(frontmost: front.presentationDescription)
        }
        guard !isTransitioning else { throw .gestureDuringTransition }
        if front.refusesUserDismissal() { throw .dismissalRefused(front.presentationDescription) }
        return InteractiveTransition(front.beginInteractiveDismissal(by: presenter))
    }

    /// The navigation controller a swipe back would pop in `controller`: the innermost one shown,
    /// through selected tabs, navigation tops, a split view's shown column and pages. The explorer asks it too, to offer a swipe only
    /// where one can start.
    package static func frontmostNavigation(in controller: UIViewController) -> UINavigationController? {
        var found: UINavigationController?
        var current: UIViewController? = controller
        while let candidate = current {
            if let navigation = candidate as? UINavigationController {
                found = navigation
                current = navigation.topViewController
            } else if let tabs = candidate as? UITabBarController {
                current = tabs.selectedViewController
            } else if candidate is UISplitViewController || candidate is UIPageViewController {
                current = UIWindow.shownChildren(of: candidate).last
            } else {
                current = nil
            }
        }
        return found
    }
}

extension UIWindow {
    /// The custom transition of this window held open by an animator that has not called
    /// `completeTransition` yet, as a sentence naming the animator and the transition (`"the
    /// animator CardPushAnimator never called completeTransition: the push of …"`); `nil` when none
    /// is. The explorer reports it after every action.
    package var openCustomTransition: String? { transitions.openCustomTransitionDescription }

    /// Cancels the transition this window holds open, if any, without a diagnostic, so the app can
    /// be let go.
    package func abandonOpenTransition() { transitions.abandonOpenTransition() }
}
