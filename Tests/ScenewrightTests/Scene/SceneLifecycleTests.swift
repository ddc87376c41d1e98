import Scenewright
import ScenewrightTesting
import Testing

/// Logs every `ViewObserver` callback into a shared list, under a name.
@MainActor final class LoggingObserver: ViewObserver, Awakable {
    let name: String
    let log: Journal
    init(_ name: String, _ log: Journal) {
        self.name = name
        self.log = log
    }
    func awake() { log.entries.append("\(name).awake") }
    func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    func viewIsAppearing(_ animated: Bool) { log.entries.append("\(name).viewIsAppearing") }
    func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
    func viewWillLayoutSubviews() { log.entries.append("\(name).viewWillLayoutSubviews") }
    func viewDidLayoutSubviews() { log.entries.append("\(name).viewDidLayoutSubviews") }
}

/// A controller logging its own callbacks into the same list, without calling super.
@MainActor final class LoggingController: ViewController {
    let log: Journal
    init(_ log: Journal) {
        self.log = log
        super.init()
    }
    override func viewDidLoad() { log.entries.append("vc.viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("vc.viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.entries.append("vc.viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("vc.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("vc.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("vc.viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.entries.append("vc.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("vc.viewDidLayoutSubviews") }
}

@MainActor
@Suite("Scenes: lifecycle forwarding, reload and ownership")
struct SceneLifecycleTests {
    @Test("all eight callbacks reach the controller first, then three observers in dependency order")
    func forwarding() {
        let log = Journal()
        let vc = Scene { LoggingController(log) }
            .with { LoggingObserver("a", log) }
            .with { Settings() }
            .with { LoggingObserver("b", log) }
            .with { LoggingObserver("c", log) }
            .instantiate()
        #expect(log.entries == ["a.awake", "b.awake", "c.awake"])
        log.entries.removeAll()
        let window = Window()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.rootViewController = nil
        let fanOut = { (event: String) in ["vc", "a", "b", "c"].map { "\($0).\(event)" } }
        let expected = [
            "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews",
            "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        ].flatMap(fanOut)
        #expect(log.entries == expected)
    }

    @Test("after view = nil the view closure runs again with the same dependency instances; awake does not")
    func reload() {
        let log = Journal()
        var seen: [ObjectIdentifier] = []
        var builds = 0
        let vc = Scene { ViewController() }
            .with { LoggingObserver("o", log) }
            .with { Provider(Journal()) }
            .instantiate(view: { _, observer, provider in
                builds += 1
                seen.append(ObjectIdentifier(observer))
                seen.append(ObjectIdentifier(provider))
                return Label("build \(builds)")
            })
        _ = vc.view
        vc.view = nil
        #expect(vc.isViewLoaded == false)
        vc.loadViewIfNeeded()
        #expect(builds == 2)
        #expect((vc.view as? Label)?.text == "build 2")
        #expect(seen.count == 4 && seen[0] == seen[2] && seen[1] == seen[3])
        #expect(log.entries == ["o.awake", "o.viewDidLoad", "o.viewDidLoad"])
    }

    @Test("dependencies live exactly as long as the controller")
    func dependenciesReleasedWithController() {
        weak var weakController: ViewController?
        weak var weakObserver: LoggingObserver?
        weak var weakProvider: Provider?
        do {
            let vc = Scene { ViewController() }
                .with { LoggingObserver("o", Journal()) }
                .with { Provider(Journal()) }
                .instantiate(connect: { _, observer, provider in
                    weakObserver = observer
                    weakProvider = provider
                })
            weakController = vc
            #expect(weakObserver != nil && weakProvider != nil)
        }
        #expect(weakController == nil)
        #expect(weakObserver == nil && weakProvider == nil)
    }

    @Test(
        "no cycle through the stored view closure, even when it captures the controller's dependencies and view"
    )
    func noCycleThroughViewClosure() {
        weak var weakController: DetailViewController?
        weak var weakDependency: DetailController?
        weak var weakView: View?
        do {
            let journal = Journal()
            let vc = Scene { DetailViewController(journal) }
                .with { DetailController(journal) }
                .instantiate(
                    connect: { vc, controller in vc.controller = controller },
                    view: { vc, controller in
                        let table = TableView()
                        table.dataSource = controller
                        _ = vc.controller
                        return table
                    })
            let window = Window()
            window.rootViewController = vc
            window.makeKeyAndVisible()
            weakController = vc
            weakDependency = vc.controller
            weakView = vc.view
            window.rootViewController = nil
        }
        #expect(weakController == nil)
        #expect(weakDependency == nil)
        #expect(weakView == nil)
    }

    @Test("a scene whose closure returns an already-built controller is diagnosed")
    func reusedController() {
        let shared = ViewController()
        let scene = Scene { shared }.with { Settings() }
        _ = scene.instantiate()
        let diagnostics = captureDiagnostics { _ = scene.instantiate() }
        #expect(diagnostics.map(\.kind) == [.sceneControllerReused])
        #expect(
            diagnostics.first?.message
                == "ViewController was already built by a scene: its scene closure returned an existing controller. "
                + "Make a new controller inside `Scene { … }` on every call; the dependencies are added a second time."
        )
    }

    @Test("a reused controller keeps both scenes' dependencies and forwards to both, oldest first")
    func reusedControllerKeepsBoth() {
        let log = Journal()
        let shared = LoggingController(log)
        weak var first: LoggingObserver?
        weak var second: LoggingObserver?
        do {
            _ = Scene { shared }.with { LoggingObserver("a", log) }
                .instantiate(connect: { _, observer in first = observer }, view: { _, _ in Label("first") })
            let diagnostics = captureDiagnostics {
                _ = Scene { shared }.with { LoggingObserver("b", log) }
                    .instantiate(
                        connect: { _, observer in second = observer }, view: { _, _ in Label("second") })
            }
            #expect(diagnostics.map(\.kind) == [.sceneControllerReused])
        }
        #expect(first != nil && second != nil)
        log.entries.removeAll()
        #expect((shared.view as? Label)?.text == "second")
        #expect(log.entries == ["vc.viewDidLoad", "a.viewDidLoad", "b.viewDidLoad"])
    }

    @Test("twelve observing dependencies are awoken and hear every event in dependency order")
    func twelveObservers() {
        let log = Journal()
        let vc = Scene { LoggingController(log) }
            .with { LoggingObserver("1", log) }.with { LoggingObserver("2", log) }
            .with { LoggingObserver("3", log) }.with { LoggingObserver("4", log) }
            .with { LoggingObserver("5", log) }.with { LoggingObserver("6", log) }
            .with { LoggingObserver("7", log) }.with { LoggingObserver("8", log) }
            .with { LoggingObserver("9", log) }.with { LoggingObserver("10", log) }
            .with { LoggingObserver("11", log) }.with { LoggingObserver("12", log) }
            .instantiate()
        let names = (1...12).map(String.init)
        #expect(log.entries == names.map { "\($0).awake" })
        log.entries.removeAll()
        vc.beginAppearanceTransition(true, animated: false)
        #expect(
            log.entries == ["vc.viewDidLoad"] + names.map { "\($0).viewDidLoad" }
                + ["vc.viewWillAppear"] + names.map { "\($0).viewWillAppear" })
    }

    @Test("observers hear each event right after the controller, before other listeners")
    func observersBeforeListeners() {
        let log = Journal()
        let recorder = LifecycleRecorder()
        final class Probe: ViewObserver {
            let recorder: LifecycleRecorder
            var seen: [Int] = []
            init(_ recorder: LifecycleRecorder) { self.recorder = recorder }
            func viewDidLoad() { seen.append(recorder.events.count) }
            func viewWillAppear(_ animated: Bool) { seen.append(recorder.events.count) }
        }
        var probe: Probe?
        let vc = Scene { LoggingController(log) }
            .with { Probe(recorder) }
            .instantiate(connect: { _, made in probe = made })
        recorder.attach(vc, as: "vc")
        vc.beginAppearanceTransition(true, animated: false)
        // When the probe hears an event, the recorder has not yet logged it.
        #expect(probe?.seen == [0, 1])
        #expect(recorder.events == ["vc.viewDidLoad", "vc.viewWillAppear"])
    }

    @Test("a dependency typed as a protocol existential or as Any still observes and awakes")
    func existentialDependencies() {
        @MainActor protocol Named: AnyObject { var name: String { get } }
        final class NamedObserver: Named, ViewObserver, Awakable {
            let name: String
            let log: Journal
            init(_ name: String, _ log: Journal) {
                self.name = name
                self.log = log
            }
            func awake() { log.entries.append("\(name).awake") }
            func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
        }
        let log = Journal()
        let vc = Scene { LoggingController(log) }
            .with { NamedObserver("named", log) as any Named }
            .with { NamedObserver("any", log) as Any }
            .with { NamedObserver("object", log) as AnyObject }
            .instantiate()
        #expect(log.entries == ["named.awake", "any.awake", "object.awake"])
        log.entries.removeAll()
        vc.loadViewIfNeeded()
        #expect(
            log.entries == ["vc.viewDidLoad", "named.viewDidLoad", "any.viewDidLoad", "object.viewDidLoad"])
    }

    @Test("a subclass of an observing dependency's static type is found by its dynamic type")
    func dynamicType() {
        class Base {}
        final class Sub: Base, ViewObserver, Awakable {
            let log: Journal
            init(_ log: Journal) { self.log = log }
            func awake() { log.entries.append("sub.awake") }
            func viewDidLoad() { log.entries.append("sub.viewDidLoad") }
        }
        let log = Journal()
        let vc = Scene { LoggingController(log) }.with { Sub(log) as Base }.instantiate()
        vc.loadViewIfNeeded()
        #expect(log.entries == ["sub.awake", "vc.viewDidLoad", "sub.viewDidLoad"])
    }

    @Test("a controller that loads its view in init is diagnosed: the view closure would not run")
    func viewLoadedTooEarly() {
        final class Eager: ViewController {
            init() {
                super.init()
                _ = view
            }
        }
        let diagnostics = captureDiagnostics {
            _ = Scene { Eager() }.instantiate(view: { _ in Label("closure") })
        }
        #expect(diagnostics.map(\.kind) == [.sceneViewAlreadyLoaded])
    }

    @Test("stories compose scenes into stacks and tab sets")
    func stories() {
        let root = Scene { ViewController() }.instantiate()
        root.title = "Cities"
        let detail = Scene { ViewController() }.instantiate()
        let stack = Story.stack(root: root, above: [detail])
        let about = Scene { ViewController() }.instantiate()
        about.title = "About"
        let tabs = Story.tabs([stack, about], selected: 1)
        #expect(stack.viewControllers.count == 2)
        #expect(tabs.selectedIndex == 1)
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(
            window.render() == """
                Window
                └─ TabBarController
                   ├─ ViewController
                   └─ TabBar
                      ├─ TabBarItem #tab.0 "Cities"
                      └─ TabBarItem #tab.1 "About" selected
                """)
    }
}
