import HeadlessUI
import HeadlessUITesting
import Testing

/// A custom container that embeds one child's view in its own.
@MainActor final class Embedding: ViewController {
    var forwardsAutomatically = true
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

    func embed(_ child: ViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor
@Suite("E. Child containment (R21–R23)")
struct ContainmentRuleTests {
    @Test(
        "R21: addChild sends willMove only; removeFromParent sends didMove(nil) only; another parent is left first"
    )
    func r21AddRemove() {
        let (parent, other, child) = (ViewController(), ViewController(), Screen("C"))
        let recorder = recording(["P": parent, "O": other, "C": child])
        parent.addChild(child)
        #expect(recorder.events == ["C.willMove(toParent: P)"])
        #expect(same(child.parent, parent))
        #expect(parent.children.count == 1)
        recorder.clear()
        other.addChild(child)
        #expect(recorder.events == ["C.didMove(toParent: nil)", "C.willMove(toParent: O)"])
        #expect(parent.children.isEmpty)
        #expect(same(child.parent, other))
        recorder.clear()
        child.removeFromParent()
        #expect(recorder.events == ["C.didMove(toParent: nil)"])
        #expect(child.parent == nil && other.children.isEmpty)
    }

    @Test(
        "R22: automatic forwarding: parent will < child will < parent did < child did; a view added to an appeared parent appears; removed, it disappears"
    )
    func r22Automatic() {
        let parent = Embedding()
        let child = Screen("C")
        parent.embed(child)
        let recorder = recording(["P": parent, "C": child])
        let window = visibleWindow(parent)
        #expect(
            recorder.events == [
                "P.viewWillAppear", "C.viewWillAppear", "P.viewIsAppearing", "C.viewIsAppearing",
                "P.viewDidAppear",
                "C.viewDidAppear",
            ])
        recorder.clear()
        window.rootViewController = nil
        #expect(
            recorder.events == [
                "P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear",
            ])

        let host = Embedding()
        let late = Screen("L")
        let window2 = visibleWindow(host)
        recorder.attach(late, as: "L")
        recorder.clear()
        host.addChild(late)
        host.view.addSubview(late.view)
        #expect(
            recorder.events == [
                "L.willMove(toParent: Embedding)", "L.viewDidLoad", "L.viewWillAppear", "L.viewIsAppearing",
                "L.viewDidAppear",
            ])
        recorder.clear()
        late.view.removeFromSuperview()
        #expect(recorder.events == ["L.viewWillDisappear", "L.viewDidDisappear"])
        _ = window2
    }

    @Test(
        "R23: manual forwarding with begin/end; an opposite begin cancels; an end without begin is unbalanced and rejected"
    )
    func r23Manual() {
        let parent = Embedding()
        parent.forwardsAutomatically = false
        let child = Screen("C")
        parent.embed(child)
        let recorder = recording(["C": child])
        let window = visibleWindow(parent)
        #expect(recorder.events.isEmpty)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(recorder.events == ["C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear"])
        recorder.clear()
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(
            recorder.events == [
                "C.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear",
            ])
        #expect(child.appearanceState == .appeared)
        recorder.clear()
        let diagnostics = captureDiagnostics { child.endAppearanceTransition() }
        #expect(diagnostics.map(\.kind) == [.unbalancedAppearanceTransition])
        #expect(
            diagnostics.first?.message
                == "Unbalanced appearance transition: endAppearanceTransition() on Screen, which is appeared with "
                + "no transition begun. Call beginAppearanceTransition(_:animated:) first.")
        #expect(recorder.events.isEmpty)
        #expect(child.appearanceState == .appeared)
        _ = window
    }

    @Test("a child removed while it is still appearing finishes appearing before it disappears (R6)")
    func childRemovedWhileAppearing() {
        final class Host: ViewController {
            var onDidAppear: () -> Void = {}
            override func viewDidAppear(_ animated: Bool) { onDidAppear() }
        }
        let host = Host()
        let child = Screen("C")
        host.addChild(child)
        host.view.addSubview(child.view)
        child.didMove(toParent: host)
        host.onDidAppear = {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        let recorder = recording(["C": child], options: .appearance)
        let window = visibleWindow(host)
        #expect(
            recorder.events == [
                "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "C.viewWillDisappear",
                "C.viewDidDisappear",
            ])
        #expect(child.appearanceState == .disappeared)
        _ = window
    }
}
