import Scenewright

/// Checks that every controller's appearance state agrees with being on screen.
///
/// On screen means: the window is visible, and the controller is in the visible part of the
/// presentation chain (a full-screen presentation hides what is below it; sheets and alerts do not),
/// or it is the top of a visible navigation stack, the selected tab of a visible tab bar controller,
/// or a child whose view sits inside a visible parent's view. Between actions no transition runs, so
/// a controller on screen must be `.appeared` and every other one `.disappeared`.
@MainActor enum AppearanceAudit {
    /// The controllers a user sees in `window`, containers and their visible children alike.
    static func onScreenControllers(in window: Window) -> Set<ObjectIdentifier> {
        var visible = Set<ObjectIdentifier>()
        guard window.isVisible else { return visible }
        for controller in presentationLayers(of: window) { markOnScreen(controller, into: &visible) }
        return visible
    }

    /// The controllers a user sees in `window`, as objects.
    static func onScreenControllerList(in window: Window) -> [ViewController] {
        var visible = Set<ObjectIdentifier>()
        var list: [ViewController] = []
        guard window.isVisible else { return list }
        var pending = Array(presentationLayers(of: window).reversed())
        while let controller = pending.popLast() {
            guard visible.insert(ObjectIdentifier(controller)).inserted else { continue }
            list.append(controller)
            pending += visibleChildren(of: controller).reversed()
        }
        return list
    }

    /// The window's presentation chain, back to front, starting at the last full-screen presentation.
    static func presentationLayers(of window: Window) -> [ViewController] {
        guard let root = window.rootViewController else { return [] }
        var chain = [root]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let presented = chain.last?.presentedViewController,
            seen.insert(ObjectIdentifier(presented)).inserted
        {
            chain.append(presented)
        }
        let start = chain.lastIndex { $0.presentationStyleInUse.removesPresenter && $0 !== root } ?? 0
        return Array(chain[start...])
    }

    private static func markOnScreen(_ controller: ViewController, into visible: inout Set<ObjectIdentifier>)
    {
        guard visible.insert(ObjectIdentifier(controller)).inserted else { return }
        for child in visibleChildren(of: controller) { markOnScreen(child, into: &visible) }
    }

    private static func visibleChildren(of controller: ViewController) -> [ViewController] {
        if let navigation = controller as? NavigationController {
            return navigation.topViewController.map { [$0] } ?? []
        }
        if let tabs = controller as? TabBarController {
            return tabs.selectedViewController.map { [$0] } ?? []
        }
        guard let parentView = controller.viewIfLoaded else { return [] }
        return controller.children.filter { child in
            guard let childView = child.viewIfLoaded else { return false }
            return childView.isDescendant(of: parentView)
        }
    }

    /// A sentence for each controller in `controllers` whose appearance state disagrees with
    /// `onScreen`.
    static func mismatches(
        among controllers: [ViewController], onScreen: Set<ObjectIdentifier>
    ) -> [String] {
        var found: [String] = []
        for controller in controllers {
            let shown = onScreen.contains(ObjectIdentifier(controller))
            let state = controller.appearanceState
            if shown, state != .appeared {
                found.append(
                    "\(ObjectTracker.name(of: controller)) is on screen but its appearance state is "
                        + "\(state), not appeared.")
            } else if !shown, state != .disappeared {
                found.append(
                    "\(ObjectTracker.name(of: controller)) is not on screen but its appearance state is "
                        + "\(state), not disappeared.")
            }
        }
        return found
    }
}
