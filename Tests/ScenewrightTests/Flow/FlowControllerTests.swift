import Scenewright
import ScenewrightTesting
import Testing

/// A flow that logs its tree hooks into a shared log under its name.
@MainActor private final class LoggingFlow: FlowController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    override func flowDidAttach(to parent: FlowController) {
        log.append("\(name) attached to \((parent as? LoggingFlow)?.name ?? "?")")
    }

    override func flowWillDetach(from parent: FlowController) {
        log.append("\(name) detaches from \((parent as? LoggingFlow)?.name ?? "?")")
    }
}

@MainActor private final class EventLog {
    var events: [String] = []
    func append(_ event: String) { events.append(event) }
}

/// An initial flow that shows one page in a navigation controller.
@MainActor private final class WindowFlow: InitialFlowController {
    weak var page: ViewController?

    override func start(from window: Window) {
        let page = Page("home")
        self.page = page
        window.rootViewController = NavigationController(rootViewController: page)
        window.makeKeyAndVisible()
    }
}

/// A sub-flow that presents one sheet.
@MainActor private final class SheetFlow: FlowController {
    weak var sheet: ViewController?

    override func start(from presentingViewController: ViewController) {
        let sheet = Page("sheet")
        sheet.modalPresentationStyle = .pageSheet
        self.sheet = sheet
        presentingViewController.present(sheet, animated: true)
    }
}

@MainActor @Suite struct FlowControllerTests {
    @Test("a flow holds several children in order and each knows its parent")
    func severalChildren() {
        let log = EventLog()
        let root = LoggingFlow("root", log: log)
        let a = LoggingFlow("a", log: log)
        let b = LoggingFlow("b", log: log)
        root.add(subFlowController: a)
        root.add(subFlowController: b)
        let children = root.children.map { ($0 as? LoggingFlow)?.name }
        let aParentIsRoot = a.parent === root
        let bParentIsRoot = b.parent === root
        #expect(children == ["a", "b"])
        #expect(aParentIsRoot && bParentIsRoot)
        #expect(log.events == ["a attached to root", "b attached to root"])
    }

    @Test("removing a child takes it out of its parent and clears its parent")
    func removeChild() {
        let log = EventLog()
        let root = LoggingFlow("root", log: log)
        let a = LoggingFlow("a", log: log)
        let b = LoggingFlow("b", log: log)
        root.add(subFlowController: a)
        root.add(subFlowController: b)
        a.removeFromSuperFlowController()
        let remaining = root.children.map { ($0 as? LoggingFlow)?.name }
        #expect(remaining == ["b"])
        #expect(a.parent == nil)
        #expect(log.events.last == "a detaches from root")
    }

    @Test("adding a flow that has another parent moves it, with its own children")
    func reparenting() {
        let log = EventLog()
        let first = LoggingFlow("first", log: log)
        let second = LoggingFlow("second", log: log)
        let moving = LoggingFlow("moving", log: log)
        let grandchild = LoggingFlow("grandchild", log: log)
        first.add(subFlowController: moving)
        moving.add(subFlowController: grandchild)
        log.events.removeAll()
        second.add(subFlowController: moving)
        let parentIsSecond = moving.parent === second
        let grandchildStays = grandchild.parent === moving
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
        #expect(parentIsSecond && grandchildStays)
        #expect(log.events == ["moving detaches from first", "moving attached to second"])
    }

    @Test("adding a child twice changes nothing")
    func addingTwiceIsANoOp() {
        let log = EventLog()
        let root = LoggingFlow("root", log: log)
        let a = LoggingFlow("a", log: log)
        root.add(subFlowController: a)
        root.add(subFlowController: a)
        #expect(root.children.count == 1)
        #expect(log.events == ["a attached to root"])
    }

    @Test("removal is depth first: every child leaves before its parent, in order")
    func depthFirstRemoval() {
        let log = EventLog()
        let root = LoggingFlow("root", log: log)
        let node = LoggingFlow("node", log: log)
        let a = LoggingFlow("a", log: log)
        let a1 = LoggingFlow("a1", log: log)
        let b = LoggingFlow("b", log: log)
        root.add(subFlowController: node)
        node.add(subFlowController: a)
        a.add(subFlowController: a1)
        node.add(subFlowController: b)
        log.events.removeAll()
        node.removeFromSuperFlowController()
        #expect(
            log.events == [
                "a1 detaches from a", "a detaches from node", "b detaches from node",
                "node detaches from root",
            ])
        #expect(root.children.isEmpty && node.children.isEmpty && a.children.isEmpty)
        #expect(a1.parent == nil && a.parent == nil && b.parent == nil)
    }

    @Test("a removed subtree is released when nobody else holds it")
    func removedSubtreeIsReleased() {
        let log = EventLog()
        let root = LoggingFlow("root", log: log)
        weak var weakChild: LoggingFlow?
        weak var weakGrandchild: LoggingFlow?
        do {
            let child = LoggingFlow("child", log: log)
            let grandchild = LoggingFlow("grandchild", log: log)
            weakChild = child
            weakGrandchild = grandchild
            root.add(subFlowController: child)
            child.add(subFlowController: grandchild)
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperFlowController()
        #expect(weakChild == nil && weakGrandchild == nil)
    }

    @Test("dropping the window and initial flow releases running sub-flows and their screens")
    func droppedTreeIsReleased() throws {
        weak var weakRoot: WindowFlow?
        weak var weakSubFlow: SheetFlow?
        weak var weakGrandchild: FlowController?
        weak var weakPage: ViewController?
        weak var weakSheet: ViewController?
        do {
            let window = Window()
            let root = WindowFlow()
            root.start(from: window)
            let subFlow = SheetFlow()
            root.add(subFlowController: subFlow)
            subFlow.start(from: try #require(root.page))
            subFlow.add(subFlowController: FlowController())
            weakRoot = root
            weakSubFlow = subFlow
            weakGrandchild = subFlow.children.first
            weakPage = root.page
            weakSheet = subFlow.sheet
            #expect(weakGrandchild != nil && weakPage != nil && weakSheet != nil)
        }
        #expect(weakRoot == nil && weakSubFlow == nil && weakGrandchild == nil)
        #expect(weakPage == nil && weakSheet == nil)
    }

    @Test("adding a flow to itself or under its own descendant is rejected with a diagnostic")
    func cyclesAreRejected() {
        let log = EventLog()
        let root = LoggingFlow("root", log: log)
        let child = LoggingFlow("child", log: log)
        root.add(subFlowController: child)
        log.events.removeAll()
        let diagnostics = captureDiagnostics {
            root.add(subFlowController: root)
            child.add(subFlowController: root)
        }
        #expect(diagnostics.map(\.kind.rawValue) == ["flow.cycle", "flow.cycle"])
        #expect(
            diagnostics.last?.message
                == "Cannot add LoggingFlow as a sub-flow under its own descendant LoggingFlow "
                + "(LoggingFlow → LoggingFlow): the flow tree would contain a cycle. Add a new flow instance, "
                + "or remove LoggingFlow from the tree first.")
        #expect(root.parent == nil)
        #expect(root.children.count == 1 && child.children.isEmpty)
        #expect(log.events.isEmpty)
    }

    @Test("a flow that does not override start explains how to fix it")
    func startNotOverridden() {
        let window = Window()
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        let diagnostics = captureDiagnostics {
            FlowController().start(from: window.rootViewController ?? ViewController())
        }
        #expect(diagnostics.map(\.kind.rawValue) == ["flow.startNotOverridden"])
    }

    @Test("an initial flow reached through a FlowController reference refuses to start from a controller")
    func initialFlowRejectsControllerStart() {
        let initial: FlowController = InitialFlowController()
        let diagnostics = captureDiagnostics { initial.start(from: ViewController()) }
        #expect(diagnostics.map(\.kind.rawValue) == ["flow.initialStartedFromController"])
        #expect(diagnostics.first?.message.contains("Call start(from: window) instead") == true)
    }
}
