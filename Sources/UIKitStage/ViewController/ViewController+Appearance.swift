import ScenewrightCore

extension UIViewController {
    // MARK: The engine

    /// Phase one: the will-callback, then forwarding to the appearance children (R22).
    func appearanceWill(_ appearing: Bool, animated: Bool) {
        if appearing { loadViewIfNeeded() }
        guard let callback = appearance.begin(appearing: appearing) else { return }
        lastAppearanceAnimated = animated
        notify(callback == .willAppear ? .viewWillAppear(animated) : .viewWillDisappear(animated))
        prepareAppearanceChildren(appearing: appearing)
        forEachAppearanceChild { $0.appearanceWill(appearing, animated: animated) }
    }

    /// `viewIsAppearing` and one layout pass, once per appearance (R5), then the children.
    func appearanceIsAppearing(animated: Bool) {
        guard appearance.takeIsAppearing() else { return }
        notify(.viewIsAppearing(animated))
        performLayoutPass()
        forEachAppearanceChild { child in
            if child.appearanceState == .appearing { child.appearanceIsAppearing(animated: animated) }
        }
    }

    /// Phase two: the did-callback, then the children that are still moving (R22).
    func appearanceDid(animated: Bool) {
        switch appearance.end() {
        case .didAppear(let sendIsAppearing):
            if sendIsAppearing {
                notify(.viewIsAppearing(animated))
                performLayoutPass()
            }
            notify(.viewDidAppear(animated))
        case .didDisappear:
            notify(.viewDidDisappear(animated))
        case .unbalanced(let state):
            Diagnostics.emit(
                Diagnostic(
                    .unbalancedAppearanceTransition,
                    "Unbalanced appearance transition: endAppearanceTransition() on \(diagnosticName), "
                        + "which is \(state) with no transition begun. "
                        + "Call beginAppearanceTransition(_:animated:) first."))
            return
        }
        // Forward to the children still in transit (R22); a child that finished on its own, or
        // was added or removed inside the callback, is left alone.
        let target: AppearanceState = appearanceState == .appeared ? .appearing : .disappearing
        forEachAppearanceChild { child in
            if child.appearanceState == target { child.appearanceDid(animated: animated) }
        }
    }

    /// R22: a child whose root view enters an on-screen parent's view appears; one that leaves it
    /// disappears (``ContainmentPlanner`` writes the steps).
    func rootViewDidMove(toSuperview superview: UIView?) {
        guard let parent = parentStorage, parent.appearsChildrenByViewHierarchy else { return }
        if let superview, let parentView = parent.viewIfLoaded, superview.isDescendant(of: parentView) {
            let steps = ContainmentPlanner.childViewEntered(self, parentState: parent.appearanceState)
            let animated = parent.appearanceState == .appearing ? parent.lastAppearanceAnimated : false
            if !steps.isEmpty { TransitionInterpreter.perform(steps, animated: animated, context: nil) }
        } else if superview == nil {
            let steps = ContainmentPlanner.childViewLeft(self, state: appearanceState)
            let animated = appearanceState == .appeared ? false : lastAppearanceAnimated
            if !steps.isEmpty { TransitionInterpreter.perform(steps, animated: animated, context: nil) }
        }
    }
}
