/// One thing a transition does, in the order UIKit does it.
///
/// Every transition of the stage — a push, a pop, a presentation, a tab switch, a new window root, a
/// child entering its parent's view, a user's swipe — is written as a list of these by a planner
/// (``NavigationPlanner``, ``PresentationPlanner``, ``TabPlanner``, ``WindowPlanner``,
/// ``ContainmentPlanner``) and performed by one interpreter (``TransitionInterpreter``). The
/// planners are pure: they are generic over the element, so tests feed them strings and read the
/// steps back.
///
/// A step is one of four things: an appearance callback (forwarded to the children that appear with
/// the controller by the appearance engine), a containment message, a delegate callback, or a change
/// of the model and its views (a stack edit, a presentation link, a view shown in a container).
enum TransitionStep<Element> {
    // MARK: Appearance callbacks (R5, R6); the engine forwards them to appearing children (R22)

    /// `viewWillAppear` (the view loads first when needed, R4).
    case willAppear(Element)
    /// `viewIsAppearing` and one layout pass, once per appearance (R5).
    case isAppearing(Element)
    /// `viewDidAppear`, when the controller is still appearing.
    case didAppear(Element)
    /// `viewWillDisappear`.
    case willDisappear(Element)
    /// `viewDidDisappear`, when the controller is still disappearing.
    case didDisappear(Element)
    /// Ends whatever appearance transition runs, as `endAppearanceTransition()` does; unbalanced
    /// when none runs (R23).
    case endAppearance(Element)

    // MARK: Containment messages (R21)

    /// `willMove(toParent:)`: to the plan's container, or to `nil`.
    case willMove(Element, toContainer: Bool)
    /// `didMove(toParent:)`: to the plan's container, or to `nil`.
    case didMove(Element, toContainer: Bool)

    // MARK: Delegate callbacks

    /// The navigation delegate's `willShow` (R12), the container being the navigation controller.
    case willShow(Element)
    /// The navigation delegate's `didShow` (R12).
    case didShow(Element)
    /// The tab bar delegate's `didSelect`, after a user's tap (R20), the container being the tab
    /// bar controller.
    case didSelect(Element)
    /// The page view controller delegate's `pageViewController(_:willTransitionTo:)`, before a
    /// user's page turn, the container being the page view controller.
    case willTurnPages([Element])
    /// The page view controller delegate's
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
    case didTurnPages(previous: [Element], completed: Bool)
    /// The presentation delegate's `presentationControllerWillDismiss` (R33, R36).
    case sheetWillDismiss(Element)
    /// The presentation delegate's `presentationControllerDidDismiss` (R33, R36).
    case sheetDidDismiss(Element)
    /// The user lifted the finger: the coordinator stops being interactive, is cancelled or not, and
    /// tells the `notifyWhenInteractionChanges` handlers (R35, R36).
    case interactionEnded(cancelled: Bool)

    // MARK: Custom transitions (R37–R40)

    /// The "will" part is over: a custom animator takes over, and the steps after this one wait
    /// until it calls `completeTransition(true)` (the plan's ``TransitionPlan/cancelSteps`` run on
    /// `false`). Only in plans written for an animator.
    case pause
    /// The presentation controller's `presentationTransitionWillBegin()`.
    case presentationWillBegin(Element)
    /// The presentation controller's `presentationTransitionDidEnd(_:)`.
    case presentationDidEnd(Element, completed: Bool)
    /// The presentation controller's `dismissalTransitionWillBegin()`.
    case dismissalWillBegin(Element)
    /// The presentation controller's `dismissalTransitionDidEnd(_:)`.
    case dismissalDidEnd(Element, completed: Bool)

    // MARK: The model and its views

    /// Loads the view if none is loaded (R1).
    case loadView(Element)
    /// The container shows its chrome and the views of these controllers (those loaded), nothing else.
    case showContent(Element?, Element?)
    /// The page view controller shows the views of these pages (those loaded) and its page indicator,
    /// nothing else: a spread, and during a turn the spread coming in too, each placed where it lies.
    case showPages([Element], incoming: [Element])
    /// A model change.
    case edit(TransitionEdit<Element>)
    /// The controller no longer plays a role (moving, presented, dismissed) in the transition.
    case clearRoles(Element)
    /// Runs the dismissal of everything presented above the controller, without bringing it back on
    /// screen: a plan of its own (``PresentationPlanner/dismiss(above:chain:leaving:uncovered:swiped:)``).
    case dismissPresentations(above: Element)
    /// The transition is over: `transitionCoordinator` is `nil` again for every participant.
    case endTransition
}

/// A change to the model a transition makes. Edits of a container's state (a stack, the tabs, a
/// child) apply to the plan's container, which steps do not repeat: a push plan names its
/// navigation controller once.
enum TransitionEdit<Element> {
    /// Appends the controller to the container's navigation stack; it becomes its child.
    case push(Element)
    /// Removes the last `count` controllers of the container's stack (they keep their parent until
    /// ``release(_:)``, so they can still answer `navigationController` while leaving).
    case popLast(Int)
    /// Replaces the container's navigation stack.
    case replaceStack([Element])
    /// Replaces the container's tabs and selects `selection`.
    case replaceTabs([Element], selection: Int)
    /// Selects tab `index` of the container.
    case select(Int)
    /// Replaces the pages a page view controller shows; they become its children.
    case replacePages([Element])
    /// Forgets the parent of a controller the container removed, unless another took it meanwhile.
    case release(Element)
    /// Makes the first controller present the second.
    case link(presenter: Element, presented: Element)
    /// Ends every presentation above the controller.
    case unlinkPresentations(above: Element)
    /// Adds a child to the container, a custom one (R21).
    case attachChild(Element)
    /// Removes a child from its parent, and its view from the parent's view.
    case detachChild(Element)
    /// Takes a controller out of the window it fills.
    case leaveWindow(Element)
    /// Makes a controller the window's root.
    case enterWindow(Element)
}

/// A planned transition: the container running it, who takes part and in which role, and the
/// steps, in order.
struct TransitionPlan<Element> {
    /// The navigation, tab bar or custom container whose state the steps change; `nil` for
    /// presentations and window changes.
    var container: Element?
    /// The controller going away (`viewController(forKey: .from)`).
    var from: Element?
    /// The controller coming in (`viewController(forKey: .to)`).
    var to: Element?
    /// The controllers taking part, each with its role; their `transitionCoordinator` is set while
    /// the plan runs.
    var participants: [(Element, TransitionRoles)] = []
    /// What happens, in order.
    var steps: [TransitionStep<Element>] = []
    /// For a plan with a ``TransitionStep/pause``: what happens instead of the steps after it when
    /// the animator cancels (R38). Empty otherwise.
    var cancelSteps: [TransitionStep<Element>] = []

    /// A plan with room for `participants` participants and `steps` steps, so building it
    /// allocates each array once.
    init(from: Element?, to: Element?, in container: Element? = nil, participants: Int = 6, steps: Int = 16) {
        self.container = container
        self.from = from
        self.to = to
        self.participants.reserveCapacity(participants)
        self.steps.reserveCapacity(steps)
    }

    /// Adds a participant with `roles`.
    mutating func enlist(_ element: Element, _ roles: TransitionRoles = []) {
        participants.append((element, roles))
    }

    /// Adds `step`.
    mutating func add(_ step: TransitionStep<Element>) { steps.append(step) }

    /// Adds the steps of a whole appearance (R5): will, is appearing, did.
    mutating func appear(_ element: Element) {
        steps.append(.willAppear(element))
        steps.append(.isAppearing(element))
        steps.append(.didAppear(element))
    }

    /// Adds the steps of a whole disappearance: will, did.
    mutating func disappear(_ element: Element) {
        steps.append(.willDisappear(element))
        steps.append(.didDisappear(element))
    }

    /// Adds the steps of a container changing the one child it shows from `old` to `new`, as a tab
    /// switch does (R19): on screen, `new` loads, enters the hierarchy beside `old` and gets
    /// `viewWillAppear` and `viewIsAppearing`, then `old` disappears entirely, then `new` gets
    /// `viewDidAppear`; off screen only the content changes.
    mutating func switchShown(from old: Element?, to new: Element?, onScreen: Bool) {
        if onScreen, let new {
            steps.append(.loadView(new))
            steps.append(.showContent(old, new))
            steps.append(.willAppear(new))
            steps.append(.isAppearing(new))
            if let old { disappear(old) }
            steps.append(.didAppear(new))
        } else if onScreen, let old {
            disappear(old)
        }
        steps.append(.showContent(new, nil))
    }

    /// Adds the containment calls that open a change of a container's children (R10, R21): every
    /// added controller's `willMove` towards the container, then every removed one's `willMove`
    /// away from it.
    mutating func willMove(_ change: StackTransitionPlan<Element>) {
        for added in change.added { steps.append(.willMove(added, toContainer: true)) }
        for removed in change.removed { steps.append(.willMove(removed, toContainer: false)) }
    }

    /// Adds the containment calls that close a change of a container's children (R10, R31): every
    /// added controller's `didMove` to the container, then every removed one is released and gets
    /// `didMove` away from it.
    mutating func didMove(_ change: StackTransitionPlan<Element>) {
        for added in change.added { steps.append(.didMove(added, toContainer: true)) }
        for removed in change.removed {
            steps.append(.edit(.release(removed)))
            steps.append(.didMove(removed, toContainer: false))
        }
    }
}

extension TransitionStep {
    /// The end of a cancelled switch from `old` to `new` in a container (R35, R38): `new`
    /// disappears again, `old` appears again and is the container's only content, and the
    /// transition ends. A cancelled swipe back, animated push or pop, and animated tab switch all
    /// end so.
    static func undoingSwitch(from old: Element, to new: Element) -> [Self] {
        [
            .willDisappear(new), .didDisappear(new),
            .willAppear(old), .isAppearing(old), .didAppear(old),
            .showContent(old, nil),
            .endTransition,
        ]
    }
}

/// The three plans of a transition a user's finger drives: what happens when it starts, and what
/// happens when the user completes it or lets go early. A cancel is a plan too.
struct InteractivePlan<Element> {
    /// Runs when the finger goes down; the transition stays open afterwards.
    var begin: TransitionPlan<Element>
    /// The container of every phase (`begin.container`).
    var container: Element? { begin.container }
    /// Runs when the user completes the gesture.
    var finish: [TransitionStep<Element>]
    /// Runs when the user lets go early; everything returns to where it was.
    var cancel: [TransitionStep<Element>]
}

extension TransitionStep {
    /// The step as one line, naming elements with `name` and the plan's container `container`:
    /// `"B.viewWillAppear"`, `"B.willMove(toParent: nav)"`, `"nav.willShow(B)"`, `"push B onto
    /// nav"` — how plans read in tests.
    func described(_ name: (Element) -> String, container: Element?) -> String {
        let host = container.map(name) ?? "nil"
        func parent(_ toContainer: Bool) -> String { toContainer ? host : "nil" }
        switch self {
        case .willAppear(let element): return "\(name(element)).viewWillAppear"
        case .isAppearing(let element): return "\(name(element)).viewIsAppearing"
        case .didAppear(let element): return "\(name(element)).viewDidAppear"
        case .willDisappear(let element): return "\(name(element)).viewWillDisappear"
        case .didDisappear(let element): return "\(name(element)).viewDidDisappear"
        case .endAppearance(let element): return "\(name(element)).endAppearanceTransition"
        case .willMove(let element, let to): return "\(name(element)).willMove(toParent: \(parent(to)))"
        case .didMove(let element, let to): return "\(name(element)).didMove(toParent: \(parent(to)))"
        case .willShow(let element): return "\(host).willShow(\(name(element)))"
        case .didShow(let element): return "\(host).didShow(\(name(element)))"
        case .didSelect(let element): return "\(host).didSelect(\(name(element)))"
        case .willTurnPages(let pages):
            return "\(host).willTransitionTo([\(pages.map(name).joined(separator: ", "))])"
        case .didTurnPages(let previous, let completed):
            return "\(host).didFinishAnimating(previous: [\(previous.map(name).joined(separator: ", "))], "
                + "completed: \(completed))"
        case .sheetWillDismiss(let element): return "\(name(element)).presentationWillDismiss"
        case .sheetDidDismiss(let element): return "\(name(element)).presentationDidDismiss"
        case .interactionEnded(let cancelled):
            return cancelled ? "interaction cancelled" : "interaction finished"
        case .pause: return "the animator takes over"
        case .presentationWillBegin(let element): return "\(name(element)).presentationTransitionWillBegin"
        case .presentationDidEnd(let element, let completed):
            return "\(name(element)).presentationTransitionDidEnd(\(completed))"
        case .dismissalWillBegin(let element): return "\(name(element)).dismissalTransitionWillBegin"
        case .dismissalDidEnd(let element, let completed):
            return "\(name(element)).dismissalTransitionDidEnd(\(completed))"
        case .loadView(let element): return "load \(name(element))"
        case .showContent(let first, let second):
            let shown = [first, second].compactMap { $0.map(name) }.joined(separator: ", ")
            return "\(host) shows [\(shown)]"
        case .showPages(let spread, let incoming):
            var shown = spread.map(name)
            for page in incoming.map(name) where !shown.contains(page) { shown.append(page) }
            return "\(host) shows [\(shown.joined(separator: ", "))]"
        case .edit(let edit): return edit.described(name, container: host)
        case .clearRoles(let element): return "\(name(element)) plays no role"
        case .dismissPresentations(let element): return "dismiss everything above \(name(element))"
        case .endTransition: return "end of transition"
        }
    }
}

extension TransitionEdit {
    /// The edit as one line, naming elements with `name` and the container `host`.
    func described(_ name: (Element) -> String, container host: String) -> String {
        switch self {
        case .push(let element): "push \(name(element)) onto \(host)"
        case .popLast(let count): "pop \(count) from \(host)"
        case .replaceStack(let stack): "\(host) stack = [\(stack.map(name).joined(separator: ", "))]"
        case .replaceTabs(let tabs, let selection):
            "\(host) tabs = [\(tabs.map(name).joined(separator: ", "))], selected \(selection)"
        case .select(let index): "\(host) selects \(index)"
        case .replacePages(let pages): "\(host) pages = [\(pages.map(name).joined(separator: ", "))]"
        case .release(let element): "\(name(element)) leaves \(host)"
        case .link(let presenter, let presented): "\(name(presenter)) presents \(name(presented))"
        case .unlinkPresentations(let presenter): "\(name(presenter)) presents nothing"
        case .attachChild(let child): "\(name(child)) joins \(host)"
        case .detachChild(let child): "\(name(child)) leaves its parent"
        case .leaveWindow(let element): "\(name(element)) leaves the window"
        case .enterWindow(let element): "\(name(element)) enters the window"
        }
    }
}
