import Testing

@testable import HeadlessUI
@testable import UIKitStage

@Suite("State machines, tested alone")
struct StateMachineTests {
    @Test("the appearance machine sends each callback once and rejects an unbalanced end")
    func appearance() {
        var machine = AppearanceStateMachine()
        let r1 = machine.begin(appearing: false)
        #expect(r1 == nil)
        let r2 = machine.end()
        #expect(r2 == .unbalanced(.disappeared))
        let r3 = machine.begin(appearing: true)
        #expect(r3 == .willAppear)
        let r4 = machine.begin(appearing: true)
        #expect(r4 == nil)
        let r5 = machine.takeIsAppearing()
        #expect(r5)
        let r6 = machine.takeIsAppearing()
        #expect(r6 == false)
        let r7 = machine.end()
        #expect(r7 == .didAppear(sendIsAppearing: false))
        #expect(machine.state == .appeared)
        let r8 = machine.begin(appearing: false)
        #expect(r8 == .willDisappear)
        let r9 = machine.begin(appearing: true)
        #expect(r9 == .willAppear)
        let r10 = machine.end()
        #expect(r10 == .didAppear(sendIsAppearing: true))
        let r11 = machine.begin(appearing: false)
        #expect(r11 == .willDisappear)
        let r12 = machine.end()
        #expect(r12 == .didDisappear)
        #expect(machine.state == .disappeared)
    }

    @Test("the transition queue runs one request at a time, in order")
    func queue() {
        var queue = TransitionQueue<Int>()
        let r13 = queue.request(1)
        #expect(r13 == 1)
        let r14 = queue.request(2)
        #expect(r14 == nil)
        let r15 = queue.request(3)
        #expect(r15 == nil)
        #expect(queue.pendingCount == 2)
        let r16 = queue.finish()
        #expect(r16 == 2)
        let r17 = queue.finish()
        #expect(r17 == 3)
        let r18 = queue.finish()
        #expect(r18 == nil)
        #expect(queue.isRunning == false)
        let r19 = queue.request(4)
        #expect(r19 == 4)
    }

    @Test("stack plans tell push, pop and none apart and list what is added and removed")
    func stackPlans() {
        final class Item {}
        let (a, b, c, d) = (Item(), Item(), Item(), Item())
        let push = StackTransitionPlan.push(b, onto: a)
        #expect(push.style == .push && push.added.count == 1 && push.removed.isEmpty)
        let replace = StackTransitionPlan.replace([a, b, c], with: [a, b])
        #expect(replace.style == .pop && replace.removed.count == 1 && replace.added.isEmpty)
        let swap = StackTransitionPlan.replace([a, b], with: [c, d])
        #expect(swap.style == .push && swap.removed.count == 2 && swap.added.count == 2)
        let same = StackTransitionPlan.replace([a, b], with: [c, b])
        #expect(same.style == .none && same.removed.count == 1 && same.added.count == 1)
    }
}
