import Testing

@testable import HeadlessUI
@testable import UIKitStage

/// A stand-in for a controller: planners are pure, so their plans are read with names only.
private final class Part {
    let name: String
    init(_ name: String) { self.name = name }
}

/// The steps as lines; `container` names the controller the container steps refer to.
private func read(_ steps: [TransitionStep<Part>], in container: Part? = nil) -> [String] {
    steps.map { $0.described(\.name, container: container) }
}

@Suite("The transition script: plans in, steps out")
struct PlannerTests {
    private let nav = Part("nav")
    private let a = Part("A")
    private let b = Part("B")
    private let c = Part("C")
    private let d = Part("D")

    @Test(
        "R8 and R12: a push on screen is willMove, the stack edit, A out and B in around willShow, didMove, didShow"
    )
    func push() {
        let plan = NavigationPlanner.plan(
            .push(b, onto: a), edit: .push(b), in: nav, onScreen: true)
        #expect(
            read(plan.steps, in: plan.container) == [
                "B.willMove(toParent: nav)", "push B onto nav", "load B", "nav shows [A, B]",
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "nav.willShow(B)",
                "A.viewDidDisappear", "B.viewDidAppear", "nav shows [B]", "B.didMove(toParent: nav)",
                "nav.didShow(B)", "end of transition",
            ])
        #expect(plan.from === a && plan.to === b)
        #expect(plan.participants.contains { $0.0 === b && $0.1 == .movingToParent })
    }

    @Test("R9: a pop is willMove(nil) first, the same appearance order as a push, didMove(nil) last")
    func pop() {
        let plan = NavigationPlanner.plan(
            .pop([b], revealing: a), edit: .popLast(1), in: nav, onScreen: true)
        #expect(
            read(plan.steps, in: plan.container) == [
                "B.willMove(toParent: nil)", "pop 1 from nav", "load A", "nav shows [B, A]",
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "nav.willShow(A)",
                "B.viewDidDisappear", "A.viewDidAppear", "nav shows [A]", "B leaves nav",
                "B.didMove(toParent: nil)", "nav.didShow(A)", "end of transition",
            ])
        #expect(plan.participants.contains { $0.0 === b && $0.1 == .movingFromParent })
    }

    @Test("R10: popping to the root gives appearance callbacks only to the old top and the new top")
    func popToRoot() {
        let plan = NavigationPlanner.plan(
            .pop([b, c, d], revealing: a), edit: .popLast(3), in: nav, onScreen: true)
        let steps = read(plan.steps, in: plan.container)
        #expect(
            steps.prefix(3) == [
                "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "D.willMove(toParent: nil)",
            ])
        #expect(
            steps.filter { $0.contains(".view") } == [
                "D.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "D.viewDidDisappear",
                "A.viewDidAppear",
            ])
        #expect(steps.suffix(3) == ["D.didMove(toParent: nil)", "nav.didShow(A)", "end of transition"])
    }

    @Test("R11: setting a stack whose top is unchanged has no appearance steps; off screen no delegate steps")
    func replaceStack() {
        let same = NavigationPlanner.plan(
            .replace([a, b], with: [c, b]), edit: .replaceStack([c, b]), in: nav, onScreen: true)
        #expect(read(same.steps, in: same.container).filter { $0.contains(".view") }.isEmpty)
        #expect(read(same.steps, in: same.container).contains("nav.willShow(B)"))
        let offScreen = NavigationPlanner.plan(
            .push(b, onto: a), edit: .push(b), in: nav, onScreen: false)
        #expect(
            read(offScreen.steps, in: offScreen.container) == [
                "B.willMove(toParent: nav)", "push B onto nav", "nav shows [B]", "B.didMove(toParent: nav)",
                "end of transition",
            ])
    }

    @Test("R34: the first push onto an empty stack on screen makes it appear, with willShow and didShow")
    func firstPush() {
        let plan = NavigationPlanner.plan(
            .push(a, onto: nil), edit: .push(a), in: nav, onScreen: true)
        #expect(
            read(plan.steps, in: plan.container) == [
                "A.willMove(toParent: nav)", "push A onto nav", "load A", "nav shows [A]", "A.viewWillAppear",
                "A.viewIsAppearing", "nav.willShow(A)", "A.viewDidAppear", "nav shows [A]",
                "A.didMove(toParent: nav)", "nav.didShow(A)", "end of transition",
            ])
    }

    @Test(
        "R35: a swipe back begins with B's will-disappear and A's will-appear; finishing pops, cancelling undoes"
    )
    func swipeBack() {
        let plan = NavigationPlanner.swipeBack(from: b, to: a, in: nav)
        #expect(
            read(plan.begin.steps, in: plan.container) == [
                "B.willMove(toParent: nil)", "load A", "nav shows [B, A]", "B.viewWillDisappear",
                "A.viewWillAppear", "A.viewIsAppearing", "nav.willShow(A)",
            ])
        #expect(
            read(plan.finish, in: plan.container) == [
                "interaction finished", "pop 1 from nav", "B.viewDidDisappear", "A.viewDidAppear",
                "nav shows [A]",
                "B leaves nav", "B.didMove(toParent: nil)", "nav.didShow(A)", "end of transition",
            ])
        #expect(
            read(plan.cancel, in: plan.container) == [
                "interaction cancelled", "B plays no role", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "nav shows [B]",
                "end of transition",
            ])
    }

    @Test(
        "R14 and R15: a full-screen presentation wraps the covered controllers around B's appearance; a sheet covers none"
    )
    func present() {
        let full = PresentationPlanner.present(b, by: a, covering: [a])
        #expect(
            read(full.steps, in: full.container) == [
                "A presents B", "load B", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewDidAppear", "A.viewDidDisappear", "end of transition",
            ])
        let sheet = PresentationPlanner.present(b, by: a, covering: [])
        #expect(read(sheet.steps, in: sheet.container).filter { $0.hasPrefix("A.") }.isEmpty)
        #expect(sheet.participants.contains { $0.0 === b && $0.1 == .beingPresented })
    }

    @Test(
        "R16, R17 and R33: a dismissal takes the leaving top-down, brings back the uncovered, unlinks after the transition"
    )
    func dismiss() {
        let chain = PresentationPlanner.dismiss(above: a, chain: [b, c, d], leaving: [d, c], uncovered: [a])
        #expect(
            read(chain.steps, in: chain.container) == [
                "D.viewWillDisappear", "C.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "A.viewDidAppear", "D.viewDidDisappear", "C.viewDidDisappear", "end of transition",
                "A presents nothing",
            ])
        let swipe = PresentationPlanner.dismiss(above: a, chain: [b], leaving: [b], uncovered: [], swiped: b)
        #expect(
            read(swipe.steps, in: swipe.container) == [
                "B.presentationWillDismiss", "B.viewWillDisappear", "B.viewDidDisappear", "end of transition",
                "A presents nothing", "B.presentationDidDismiss",
            ])
    }

    @Test(
        "R36: a sheet drag begins with willDismiss and will-disappear; a cancel brings the sheet back, silently for the delegate"
    )
    func sheetDrag() {
        let plan = PresentationPlanner.sheetDrag(of: b, presentedBy: a)
        #expect(
            read(plan.begin.steps, in: plan.container) == [
                "B.presentationWillDismiss", "B.viewWillDisappear",
            ])
        #expect(
            read(plan.finish, in: plan.container) == [
                "interaction finished", "B.viewDidDisappear", "end of transition", "A presents nothing",
                "B.presentationDidDismiss",
            ])
        #expect(
            read(plan.cancel, in: plan.container) == [
                "interaction cancelled", "B plays no role", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewDidAppear",
                "end of transition",
            ])
        #expect(
            !read(plan.begin.steps + plan.finish + plan.cancel, in: plan.container).contains {
                $0.hasPrefix("A.view")
            })
    }

    @Test(
        "R19 and R20: a tab switch is new will, new is-appearing, old will and did, new did; a tap adds didSelect after"
    )
    func tabSwitch() {
        let tabs = Part("tabs")
        let plan = TabPlanner.switchTabs(from: a, to: b, in: tabs, selecting: 1, onScreen: true, tapped: b)
        #expect(
            read(plan.steps, in: plan.container) == [
                "tabs selects 1", "load B", "tabs shows [A, B]", "B.viewWillAppear", "B.viewIsAppearing",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear", "tabs shows [B]",
                "end of transition", "tabs.didSelect(B)",
            ])
        #expect(read(TabPlanner.reselect(a, in: tabs).steps, in: tabs) == ["tabs.didSelect(A)"])
    }

    @Test("replacing tabs keeps the selected controller selected, or switches to the tab at the same index")
    func replaceTabs() {
        let tabs = Part("tabs")
        let kept = TabPlanner.replaceTabs([a, b], selection: 1, with: [c, b], in: tabs, onScreen: true)
        #expect(
            read(kept.steps, in: kept.container) == [
                "C.willMove(toParent: tabs)", "A.willMove(toParent: nil)", "tabs tabs = [C, B], selected 1",
                "C.didMove(toParent: tabs)", "A leaves tabs", "A.didMove(toParent: nil)", "end of transition",
            ])
        let moved = TabPlanner.replaceTabs([a, b], selection: 1, with: [c], in: tabs, onScreen: true)
        #expect(read(moved.steps, in: moved.container).contains("tabs tabs = [C], selected 0"))
        #expect(
            read(moved.steps, in: moved.container).filter { $0.contains(".view") } == [
                "C.viewWillAppear", "C.viewIsAppearing", "B.viewWillDisappear", "B.viewDidDisappear",
                "C.viewDidAppear",
            ])
    }

    @Test(
        "R7: a new root on a visible window: presentations go, the old root disappears and leaves, the new one enters and appears"
    )
    func windowRoot() {
        let plan = WindowPlanner.replaceRoot(a, with: b, visible: true)
        #expect(
            read(plan.steps, in: plan.container) == [
                "dismiss everything above A", "A.viewWillDisappear", "A.viewDidDisappear",
                "A leaves the window",
                "B enters the window", "load B", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            ])
        #expect(plan.participants.isEmpty)
        #expect(
            read(WindowPlanner.replaceRoot(a, with: b, visible: false).steps) == [
                "dismiss everything above A", "A leaves the window", "B enters the window",
            ])
        #expect(
            read(WindowPlanner.show(a, visible: [a]).steps) == [
                "load A", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
            ])
        // Presented before the window showed, covering A: A loads but does not appear.
        #expect(
            read(WindowPlanner.show(a, visible: [b]).steps) == [
                "load A", "load B", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            ])
    }

    @Test(
        "R21, R22, R23: containment steps for adding, removing, a view entering or leaving, and forwarding by hand"
    )
    func containment() {
        let parent = Part("P")
        #expect(
            read(ContainmentPlanner.addChild(b, leaving: nil), in: parent) == [
                "B.willMove(toParent: P)", "B joins P",
            ])
        #expect(
            read(ContainmentPlanner.addChild(b, leaving: a), in: parent) == [
                "B leaves its parent", "B.didMove(toParent: nil)", "B.willMove(toParent: P)", "B joins P",
            ])
        #expect(
            read(ContainmentPlanner.removeFromParent(b)) == [
                "B leaves its parent", "B.didMove(toParent: nil)",
            ])
        #expect(
            read(ContainmentPlanner.childViewEntered(b, parentState: .appeared)) == [
                "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            ])
        #expect(read(ContainmentPlanner.childViewEntered(b, parentState: .appearing)) == ["B.viewWillAppear"])
        #expect(read(ContainmentPlanner.childViewEntered(b, parentState: .disappeared)).isEmpty)
        #expect(
            read(ContainmentPlanner.childViewLeft(b, state: .appearing)) == [
                "B.viewIsAppearing", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear",
            ])
        #expect(read(ContainmentPlanner.childViewLeft(b, state: .disappearing)) == ["B.viewDidDisappear"])
        #expect(
            read([ContainmentPlanner.beginAppearance(of: b, appearing: false)]) == ["B.viewWillDisappear"])
        #expect(read([ContainmentPlanner.endAppearance(of: b)]) == ["B.endAppearanceTransition"])
    }
}
