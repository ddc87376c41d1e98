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

    @Test("a controller that loads its view in init is diagnosed: the view closure would not run")
    func viewLoadedTooEarly() {
        final class Eager: ViewController {
            override init() {
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
