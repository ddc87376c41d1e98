import Scenewright
import Testing

@MainActor @Suite struct CoordinatorOwnershipTests {
    @Test("nothing recorded is idle; a pushed controller not yet shown keeps the coordinator running")
    func pendingKeepsRunning() {
        var ownership = ControllerOwnership()
        #expect(ownership.verdict == .idle)
        let page = Page("a")
        ownership.add(page)
        #expect(ownership.update { _ in false } == .running)
    }

    @Test("a shown controller that leaves finishes the coordinator once nothing else is shown")
    func shownThenGoneFinishes() {
        var ownership = ControllerOwnership()
        let first = Page("a")
        let second = Page("b")
        ownership.add(first)
        ownership.add(second)
        #expect(ownership.update { _ in true } == .running)
        #expect(ownership.update { $0 === second } == .running)
        #expect(ownership.update { _ in false } == .finished)
    }

    @Test("a controller released before it was ever shown is forgotten; one released after counts as gone")
    func releasedControllers() {
        var ownership = ControllerOwnership()
        var never: Page? = Page("never")
        var shown: Page? = Page("shown")
        ownership.add(never ?? Page("x"))
        ownership.add(shown ?? Page("x"))
        #expect(ownership.update { $0 === shown } == .running)
        never = nil
        shown = nil
        #expect(ownership.update { _ in false } == .finished)
        #expect(ownership.controllers.isEmpty)
    }
}

/// A coordinator written by hand, conforming to the protocol without the base class.
@MainActor private final class HandWritten: Coordinator {
    var childCoordinators: [any Coordinator] = []
    weak var parentCoordinator: (any Coordinator)?
    var started = 0
    func start() { started += 1 }
}

@MainActor @Suite struct CoordinatorProtocolTests {
    @Test("a hand-written coordinator gets startChildCoordinator and childDidFinish for free")
    func protocolDefaults() {
        let parent = HandWritten()
        weak var weakChild: HandWritten?
        do {
            let child = HandWritten()
            weakChild = child
            parent.startChildCoordinator(child)
            let parentIsSet = child.parentCoordinator === parent
            #expect(parentIsSet)
            #expect(child.started == 1)
            parent.startChildCoordinator(child)
            #expect(child.started == 1)
        }
        if let child = weakChild { parent.childDidFinish(child) }
        #expect(parent.childCoordinators.isEmpty)
        #expect(weakChild == nil)
    }

    @Test("starting a child that has another parent moves it")
    func reparenting() {
        let first = HandWritten()
        let second = HandWritten()
        let child = HandWritten()
        first.startChildCoordinator(child)
        second.startChildCoordinator(child)
        let parentIsSecond = child.parentCoordinator === second
        #expect(first.childCoordinators.isEmpty)
        #expect(second.childCoordinators.count == 1)
        #expect(parentIsSecond)
    }
}
