import ScenewrightCore

/// Where a controller is now: the one place that answers "is it in use?".
///
/// A controller is in at most one place: the root of a window, a child of a container (in a
/// navigation stack, a tab, a page, a column, or a custom container's child), or presented. Every request that puts a controller somewhere — push,
/// a navigation root, a new stack, tabs, `addChild`, a window root, `present` — asks
/// ``placementRejection(of:_:)``, which decides and words every "already in use"
/// rejection (R24, R25, R27, R31).
@MainActor enum Placement {
    /// Not shown anywhere: free to be placed.
    case nowhere
    /// The root of a window.
    case windowRoot
    /// A child of a container: in a navigation stack, a tab, or a custom container's child.
    case child(of: UIViewController)
    /// Presented by a controller.
    case presented(by: UIViewController)

    /// How messages name the place: `a child of UINavigationController`, `presented by …`.
    var description: String {
        switch self {
        case .nowhere: "not shown anywhere"
        case .windowRoot: "the root of a window"
        case .child(let parent): "a child of \(parent.diagnosticName)"
        case .presented(let presenter): "presented by \(presenter.diagnosticName)"
        }
    }

    /// What to do first to move the controller from here.
    var fix: String {
        switch self {
        case .nowhere: ""
        case .windowRoot: "Remove it from its window first."
        case .child: "Remove it from there first."
        case .presented: "Dismiss it first."
        }
    }
}

/// A place a controller is asked to take.
@MainActor enum PlacementRequest {
    /// `pushViewController(_:animated:)` onto the navigation controller.
    case push(onto: UINavigationController)
    /// `UINavigationController(rootViewController:)`.
    case navigationRoot(UINavigationController)
    /// `setViewControllers(_:animated:)` of the navigation controller.
    case stack(of: UINavigationController)
    /// A tab of the tab bar controller.
    case tab(of: UITabBarController)
    /// `addChild(_:)` of the container.
    case child(of: UIViewController)
    /// `UIWindow.rootViewController`.
    case windowRoot
    /// `present(_:animated:)` asked of `from`, presented by its outermost container `presenter`.
    case presented(from: UIViewController, presenter: UIViewController)

    /// The container the controller would enter, if any.
    var container: UIViewController? {
        switch self {
        case .push(let navigation), .navigationRoot(let navigation), .stack(let navigation): navigation
        case .tab(let tabs): tabs
        case .child(let parent): parent
        case .presented(_, let presenter): presenter
        case .windowRoot: nil
        }
    }

    /// The start of every rejection: `Cannot push B onto UINavigationController`.
    func what(_ controller: UIViewController) -> String {
        let name = controller.diagnosticName
        return switch self {
        case .push(let navigation): "Cannot push \(name) onto \(navigation.diagnosticName)"
        case .navigationRoot(let navigation): "Cannot use \(name) as the root of \(navigation.diagnosticName)"
        case .stack(let navigation): "Cannot put \(name) into the stack of \(navigation.diagnosticName)"
        case .tab(let tabs): "Cannot make \(name) a tab of \(tabs.diagnosticName)"
        case .child(let parent): "Cannot add \(name) as a child of \(parent.diagnosticName)"
        case .windowRoot: "Cannot make \(name) the root of the window"
        case .presented(let from, _): "Cannot present \(name) from \(from.diagnosticName)"
        }
    }
}

extension UIViewController {
    /// Where this controller is now.
    var placement: Placement {
        if let parent = parentStorage { return .child(of: parent) }
        if let presenter = presentingStorage { return .presented(by: presenter) }
        if hostWindow != nil { return .windowRoot }
        return .nowhere
    }
}

/// Decides whether `controller` may take the place `request` asks for, and words the rejection.
///
/// A navigation controller cannot enter a stack (R25); a controller cannot contain itself or an
/// ancestor; a controller already in the stack cannot be pushed again (R24); one in use elsewhere
/// cannot be placed (R27) — except by `addChild`, which takes a child from its old parent (R21).
/// - Returns: The diagnostic to emit, or `nil` when the request may go ahead.
@MainActor func placementRejection(of controller: UIViewController, _ request: PlacementRequest)
    -> Diagnostic?
{
    // The words are made only for a rejection: a push that goes ahead builds no string.
    func what() -> String { request.what(controller) }
    switch request {
    case .push, .navigationRoot, .stack:
        if controller.containerRole == .navigation {
            return Diagnostic(
                .pushNavigationController,
                "\(what()): it is a navigation controller, and navigation controllers cannot be stacked. "
                    + "Push its top controller, or present it instead.")
        }
    case .tab, .child, .windowRoot, .presented:
        break
    }
    if case .presented(let from, let presenter) = request {
        let cycle = controller === presenter || controller === from || presenter.isContained(in: controller)
        let place = controller.placement
        if cycle || !place.isNowhere || controller.appearanceState != .disappeared {
            let activity =
                place.isNowhere ? "on screen (\(controller.appearanceState))" : place.description
            return Diagnostic(
                .presentActiveController,
                "\(what()): \(controller.diagnosticName) is already \(activity). "
                    + "Present a controller that is not shown anywhere else.")
        }
        return nil
    }
    if let container = request.container, controller === container || container.isContained(in: controller) {
        return Diagnostic(
            .containmentCycle, "\(what()): a controller cannot contain itself or one of its ancestors.")
    }
    let place = controller.placement
    if case .push(let navigation) = request, case .child(let parent) = place, parent === navigation {
        return Diagnostic(
            .pushDuplicate,
            "\(what()): it is already in the stack (\(navigation.stackDescription)). "
                + "Pop to it with popToViewController(_:animated:) instead.")
    }
    switch (request, place) {
    case (_, .nowhere), (.child, .child):
        return nil
    default:
        return Diagnostic(.controllerInUse, "\(what()): it is already \(place.description). \(place.fix)")
    }
}

extension Placement {
    /// Whether the controller is nowhere.
    var isNowhere: Bool {
        if case .nowhere = self { return true }
        return false
    }
}
