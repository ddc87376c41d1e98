import Scenewright
import ScenewrightTesting

/// One replay of a list of operations against a fresh window, checking the invariants after each.
@MainActor final class StressRun {
    typealias Invariant = @MainActor (StressRun) -> String?

    let journal = StressJournal()
    let window = Window()
    let animators = StressAnimators()
    private var tracked: [WeakController] = []

    private struct WeakController {
        weak var controller: ViewController?
        let name: String
    }

    init() {
        window.rootViewController = makeRoot(kind: 0)
        window.makeKeyAndVisible()
        journal.runNested = { [unowned self] op in apply(op) }
    }

    /// Runs `ops` in order; returns the index and message of the first broken invariant.
    func run(_ ops: [StressOp], extra: Invariant? = nil) -> (index: Int, message: String)? {
        for (index, op) in ops.enumerated() {
            _ = captureDiagnostics { apply(op) }
            if let message = checkInvariants() ?? extra?(self) { return (index, message) }
        }
        return nil
    }

    // MARK: Making controllers

    private func track(_ controller: ViewController, _ name: String) {
        tracked.append(WeakController(controller: controller, name: name))
    }

    func make(sceneBuilt: Bool = false) -> StressController {
        let journal = journal
        let controller =
            sceneBuilt
            ? Scene { StressController(journal) }.with { EchoObserver() }
                .instantiate(connect: { vc, observer in vc.observer = observer })
            : StressController(journal)
        track(controller, controller.name)
        return controller
    }

    private func navigation(root: ViewController) -> NavigationController {
        let nav = NavigationController(rootViewController: root)
        nav.delegate = animators
        track(nav, "NavigationController(\(root.title ?? ""))")
        return nav
    }

    private func makeRoot(kind: Int) -> ViewController {
        switch kind % 3 {
        case 0:
            let tabs = TabBarController(viewControllers: [
                navigation(root: make()), navigation(root: make(sceneBuilt: true)), make(),
            ])
            tabs.delegate = animators
            track(tabs, "TabBarController")
            return tabs
        case 1: return navigation(root: make(sceneBuilt: true))
        default: return make()
        }
    }

    // MARK: What should be on screen (derived from the rules, not from the runtime)

    /// The window's root and its presentations, from the last full-screen one on.
    var visibleChain: [ViewController] {
        guard let root = window.rootViewController else { return [] }
        var chain = [root]
        while let next = chain.last?.presentedViewController, !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        let start = chain.indices.last { $0 > 0 && chain[$0].modalPresentationStyle == .fullScreen } ?? 0
        return Array(chain[start...])
    }

    /// Every controller a user sees now: nav tops, selected tabs, embedded children.
    var onScreen: [ViewController] {
        var result: [ViewController] = []
        func expand(_ controller: ViewController) {
            result.append(controller)
            if let nav = controller as? NavigationController, let top = nav.topViewController { expand(top) }
            if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
                expand(selected)
            }
            if let stress = controller as? StressController {
                for child in stress.embeddedChildren { expand(child) }
            }
        }
        for controller in visibleChain { expand(controller) }
        return result
    }

    /// The front-most content controller: where presentations and children start.
    var focus: ViewController? {
        var current = visibleChain.last
        while true {
            if let nav = current as? NavigationController, let top = nav.topViewController {
                current = top
            } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return current
            }
        }
    }

    var alive: [(controller: ViewController, name: String)] {
        tracked.removeAll { $0.controller == nil }
        return tracked.compactMap { entry in entry.controller.map { ($0, entry.name) } }
    }

    // MARK: Operations

    func apply(_ op: StressOp) {
        let navs = onScreen.compactMap { $0 as? NavigationController }
        func nav(_ target: Int) -> NavigationController? { navs.isEmpty ? nil : navs[target % navs.count] }
        switch op {
        case .push(let target, let sceneBuilt):
            guard let nav = nav(target) else { return }
            if nav.viewControllers.count > 10 {
                nav.popToRootViewController(animated: true)
            } else {
                nav.pushViewController(make(sceneBuilt: sceneBuilt), animated: true)
            }
        case .pop(let target): nav(target)?.popViewController(animated: true)
        case .popToRoot(let target): nav(target)?.popToRootViewController(animated: false)
        case .setStack(let target, let keep, let add):
            guard let nav = nav(target) else { return }
            let kept = Array(nav.viewControllers.prefix(max(1, keep)))
            nav.setViewControllers(kept + (0..<add).map { _ in make() }, animated: true)
        case .back: try? window.tap("back")
        case .tapTab(let index): try? window.tap("tab.\(index)")
        case .present(let style, let wrap):
            guard let focus else { return }
            let presented = make(sceneBuilt: wrap)
            let shown: ViewController = wrap ? navigation(root: presented) : presented
            shown.modalPresentationStyle = StressOp.styles[style % StressOp.styles.count]
            shown.transitioningDelegate = animators
            focus.present(shown, animated: true)
        case .dismiss(let target):
            let candidates = onScreen
            guard !candidates.isEmpty else { return }
            candidates[target % candidates.count].dismiss(animated: true)
        case .addChild:
            guard let parent = focus as? StressController else { return }
            let child = make()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        case .removeChild:
            guard let parent = focus as? StressController, let child = parent.children.last else { return }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        case .reload(let target):
            let hidden = alive.filter {
                $0.controller.isViewLoaded && $0.controller.appearanceState == .disappeared
            }
            .compactMap { $0.controller as? StressController }
            guard !hidden.isEmpty else { return }
            hidden[target % hidden.count].view = nil
        case .unloadOnScreen:
            guard let focus, focus.isViewLoaded else { return }
            focus.view = nil
            if !focus.isViewLoaded {
                journal.violations.append("unloading an on-screen view was not rejected")
            }
        case .replaceRoot(let kind): window.rootViewController = makeRoot(kind: kind)
        case .pushDuplicate(let target):
            guard let nav = nav(target), let first = nav.viewControllers.first else { return }
            let count = nav.viewControllers.count
            nav.pushViewController(first, animated: false)
            if nav.viewControllers.count != count {
                journal.violations.append("a duplicate push changed the stack")
            }
        case .duringNextAppearance(let nested): journal.pendingDuringAppearance.append(nested)
        case .swipeBack(let cancel, let during):
            guard let swipe = try? window.beginSwipeBack() else { return }
            let moving = onScreenDuringGesture()
            if let during { apply(during) }
            if changed(since: moving) {
                journal.violations.append("a request made during a swipe back did not wait for it (R29)")
            }
            journal.gestureInProgress = true
            cancel ? swipe.cancel() : swipe.finish()
            journal.gestureInProgress = false
        case .animated(let ending, let op, let during):
            // Inside another animated operation's wait, this one's request waits too: it completes
            // only the transitions it opened itself.
            let alreadyOpen = animators.open.count
            animators.ending = ending
            journal.gestureInProgress = ending.cancels
            apply(op)
            animators.ending = nil
            journal.gestureInProgress = false
            guard animators.open.count > alreadyOpen else { return }
            let moving = onScreenDuringGesture()
            if let during { apply(during) }
            if changed(since: moving) {
                journal.violations.append(
                    "a request made while an animator held a transition open did not wait (R29)")
            }
            while animators.open.count > alreadyOpen {
                let context = animators.open.remove(at: alreadyOpen)
                journal.gestureInProgress = ending.cancels
                context.completeTransition(!ending.cancels)
                journal.gestureInProgress = false
            }
        case .dragSheet(let cancel, let during):
            guard let drag = try? window.beginSheetDrag() else { return }
            let moving = onScreenDuringGesture()
            if let during { apply(during) }
            if changed(since: moving) {
                journal.violations.append("a request made during a sheet drag did not wait for it (R29)")
            }
            journal.gestureInProgress = true
            cancel ? drag.cancel() : drag.finish()
            journal.gestureInProgress = false
        }
    }

    /// The appearance state and parent of every living controller, to see that nothing changes
    /// while a gesture holds the transitions.
    private func onScreenDuringGesture() -> [ObjectIdentifier: String] {
        var states: [ObjectIdentifier: String] = [:]
        for (controller, _) in alive {
            states[ObjectIdentifier(controller)] =
                "\(controller.appearanceState) \(controller.parent.map(ObjectIdentifier.init).debugDescription)"
        }
        return states
    }

    /// Whether a controller that lived at `before` changed state or parent (new ones do not count:
    /// a queued request may already have made its controller).
    private func changed(since before: [ObjectIdentifier: String]) -> Bool {
        let now = onScreenDuringGesture()
        return before.contains { key, value in now[key].map { $0 != value } ?? false }
    }

    // MARK: Invariants

    func checkInvariants() -> String? {
        if let violation = journal.violations.first { return violation }
        let expected = Set(onScreen.map(ObjectIdentifier.init))
        let living = alive
        for (controller, name) in living {
            let shouldAppear = expected.contains(ObjectIdentifier(controller))
            let want: AppearanceState = shouldAppear ? .appeared : .disappeared
            if controller.appearanceState != want {
                return "\(name) is \(controller.appearanceState) but should be \(want): it is "
                    + (shouldAppear ? "on screen" : "not on screen") + "\n\(window.render())"
            }
            if let stress = controller as? StressController, let observer = stress.observer,
                observer.log != stress.log
            {
                return
                    "\(name)'s observer saw \(observer.log.suffix(6)) but the controller saw \(stress.log.suffix(6))"
            }
        }
        var reachable = Set<ObjectIdentifier>()
        func walk(_ controller: ViewController) {
            guard reachable.insert(ObjectIdentifier(controller)).inserted else { return }
            for child in controller.children { walk(child) }
            if let presented = controller.presentedViewController { walk(presented) }
        }
        if let root = window.rootViewController { walk(root) }
        for (controller, name) in living where !reachable.contains(ObjectIdentifier(controller)) {
            return "\(name) is still alive but nothing on the window holds it (a leak)"
        }
        return nil
    }
}
