import Testing

@testable import HeadlessUI
@testable import UIKitStage

/// A stand-in for a controller: the page planner is pure, so its plans are read with names only.
private final class Page {
    let name: String
    init(_ name: String) { self.name = name }
}

@Suite("The page planner: plans in, steps out")
struct PagePlannerTests {
    private let pages = Page("pvc")
    private let a = Page("A")
    private let b = Page("B")

    private func read(_ steps: [TransitionStep<Page>]) -> [String] {
        steps.map { $0.described(\.name, container: pages) }
    }

    @Test(
        "a user's scroll: willTransitionTo and the will-callbacks begin it; the completion ends as UIKit logs"
    )
    func userScroll() {
        let turn = PagePlanner.turn(
            from: [a], to: [b], shown: 1, in: pages, onScreen: true, scrolls: true, userTurn: true)
        #expect(
            read(turn.begin.steps) == [
                "pvc.willTransitionTo([B])", "B.willMove(toParent: pvc)", "B joins pvc", "load B",
                "pvc shows [A, B]",
                "B.viewWillAppear", "B.viewIsAppearing", "A.viewWillDisappear",
            ])
        #expect(
            read(turn.finish) == [
                "A.willMove(toParent: nil)", "pvc pages = [B]", "B.viewDidAppear", "A.viewDidDisappear",
                "pvc shows [B]", "B.didMove(toParent: pvc)", "A leaves pvc", "A.didMove(toParent: nil)",
                "pvc.didFinishAnimating(previous: [A], completed: true)",
            ])
        #expect(
            read(turn.cancel) == [
                "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "B.viewWillDisappear",
                "B.viewDidDisappear", "B.willMove(toParent: nil)", "pvc shows [A]", "B leaves its parent",
                "B.didMove(toParent: nil)", "pvc.didFinishAnimating(previous: [A], completed: false)",
            ])
    }

    @Test("a change in code off screen: containment only, no delegate steps, one plan")
    func codeOffScreen() {
        let plan = PagePlanner.completedTurn(
            from: [a], to: [b], shown: 1, in: pages, onScreen: false, scrolls: false, userTurn: false)
        #expect(
            read(plan.steps) == [
                "B.willMove(toParent: pvc)", "B joins pvc", "A.willMove(toParent: nil)", "pvc pages = [B]",
                "pvc shows [B]", "B.didMove(toParent: pvc)", "A leaves pvc", "A.didMove(toParent: nil)",
            ])
        #expect(plan.participants.isEmpty)
    }
}
