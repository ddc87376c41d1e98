import ScenewrightTesting
import Testing

@MainActor
@Suite("LifecycleRecorder")
struct LifecycleRecorderTests {
    @Test("it logs attached controllers by name, with options for layout and containment, and marks")
    func logs() {
        let (a, b) = (ViewController(), ViewController())
        let all = LifecycleRecorder(.all)
        all.attach(a, as: "A")
        let appearanceOnly = LifecycleRecorder(.appearance)
        appearanceOnly.attach(b, as: "B")
        let nav = NavigationController(rootViewController: a)
        let window = Window()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        all.record("pushing")
        nav.pushViewController(b, animated: false)
        #expect(
            all.events == [
                "A.willMove(toParent: NavigationController)", "A.didMove(toParent: NavigationController)",
                "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillLayoutSubviews",
                "A.viewDidLayoutSubviews", "A.viewDidAppear", "pushing", "A.viewWillDisappear",
                "A.viewDidDisappear",
            ])
        #expect(
            appearanceOnly.events == [
                "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            ])
        appearanceOnly.detach(b)
        appearanceOnly.clear()
        nav.popViewController(animated: false)
        #expect(appearanceOnly.events.isEmpty)
    }

    @Test("attached controllers are not kept alive by the recorder")
    func weak() {
        let recorder = LifecycleRecorder()
        weak var weakController: ViewController?
        do {
            let controller = ViewController()
            weakController = controller
            recorder.attach(controller)
            _ = controller.view
        }
        #expect(weakController == nil)
        #expect(recorder.events == ["ViewController.viewDidLoad"])
    }

    @Test("captureDiagnostics returns what the body emitted, and nested captures keep their own")
    func diagnostics() {
        var inner: [UIDiagnostic] = []
        let outer = captureDiagnostics {
            UIDiagnostics.emit(UIDiagnostic(.init("test.outer"), "outer"))
            inner = captureDiagnostics { UIDiagnostics.emit(UIDiagnostic(.init("test.inner"), "inner")) }
        }
        #expect(outer.map(\.message) == ["outer"])
        #expect(inner.map(\.message) == ["inner"])
        #expect(inner.first?.description == "[test.inner] inner")
    }

    @Test("a controller that reuses a released controller's identity is recorded under its own name")
    func reusedIdentity() throws {
        let recorder = LifecycleRecorder()
        var released = Set<ObjectIdentifier>()
        for _ in 0..<200 {
            let controller = ViewController()
            released.insert(ObjectIdentifier(controller))
            recorder.attach(controller, as: "old")
        }
        // The allocator hands freed memory out again: find a new controller at a released address.
        var reused: ViewController?
        for _ in 0..<10_000 {
            let candidate = ViewController()
            if released.contains(ObjectIdentifier(candidate)) {
                reused = candidate
                break
            }
        }
        let controller = try #require(reused)
        #expect(recorder.name(of: controller) == "ViewController")
        recorder.attach(controller, as: "new")
        controller.loadViewIfNeeded()
        #expect(recorder.events == ["new.viewDidLoad"])
    }
}
