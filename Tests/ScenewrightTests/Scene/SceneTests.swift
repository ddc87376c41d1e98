import Scenewright
import ScenewrightTesting
import Testing

/// Shared log of construction, connect and awake order.
@MainActor final class Journal {
    var entries: [String] = []
}

@MainActor final class DetailViewController: ViewController, Awakable {
    let journal: Journal
    var controller: DetailController?
    init(_ journal: Journal) {
        self.journal = journal
        super.init()
        journal.entries.append("make vc")
    }
    func awake() { journal.entries.append("awake vc") }
    override func viewDidLoad() { journal.entries.append("vc.viewDidLoad") }
}

@MainActor final class Provider: Awakable {
    let journal: Journal
    init(_ journal: Journal) {
        self.journal = journal
        journal.entries.append("make provider")
    }
    func awake() { journal.entries.append("awake provider") }
}

@MainActor final class DetailController: Awakable, ViewObserver, TableViewDataSource {
    let journal: Journal
    var provider: Provider?
    init(_ journal: Journal) {
        self.journal = journal
        journal.entries.append("make controller")
    }
    func awake() { journal.entries.append("awake controller") }
    func viewDidLoad() { journal.entries.append("controller.viewDidLoad") }
    func numberOfRows(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { "row \(row)" }
}

/// Not awakable, not an observer: a value type.
struct Settings: Equatable { var units = "metric" }

@MainActor
@Suite("Scenes: building, order and the concrete type")
struct SceneTests {
    @Test("instantiate() builds, retains and awakes, returning the concrete controller type")
    func plainInstantiate() {
        let journal = Journal()
        let vc: DetailViewController = Scene { DetailViewController(journal) }
            .with { Provider(journal) }
            .instantiate()
        #expect(journal.entries == ["make vc", "make provider", "awake vc", "awake provider"])
        #expect(vc.isViewLoaded == false)
    }

    @Test("order: controller, dependencies in order, connect, awake controller then dependencies")
    func order() {
        let journal = Journal()
        let vc = Scene { DetailViewController(journal) }
            .with { Provider(journal) }
            .with { Settings() }
            .with { DetailController(journal) }
            .instantiate(connect: { vc, provider, settings, controller in
                journal.entries.append("connect \(settings.units)")
                controller.provider = provider
                vc.controller = controller
            })
        #expect(
            journal.entries == [
                "make vc", "make provider", "make controller", "connect metric", "awake vc", "awake provider",
                "awake controller",
            ])
        #expect(vc.controller?.provider != nil)
    }

    @Test("instantiate(view:) builds the root view from the closure, through the default loadView()")
    func viewOnly() {
        let journal = Journal()
        let vc = Scene { ViewController() }
            .with { DetailController(journal) }
            .instantiate(view: { _, controller in
                let table = TableView().identified("details")
                table.dataSource = controller
                return table
            })
        #expect(vc.view is TableView)
        #expect((vc.view as? TableView)?.numberOfRows == 2)
        #expect(journal.entries == ["make controller", "awake controller", "controller.viewDidLoad"])
    }

    @Test(
        "In the absence of the `view` closure, or when the controller overrides `loadView()`, the standard mechanism is used"
    )
    func standardMechanism() {
        final class Overriding: ViewController {
            var loadViewCalls = 0
            override func loadView() {
                loadViewCalls += 1
                view = Label("from loadView")
            }
        }
        let journal = Journal()
        var closureCalls = 0
        let overriding = Scene { Overriding() }
            .with { DetailController(journal) }
            .instantiate(view: { _, _ in
                closureCalls += 1
                return TableView()
            })
        #expect((overriding.view as? Label)?.text == "from loadView")
        #expect(overriding.loadViewCalls == 1 && closureCalls == 0)
        // The observers still hear the load, right after the controller.
        #expect(journal.entries == ["make controller", "awake controller", "controller.viewDidLoad"])
        overriding.view = nil
        overriding.loadViewIfNeeded()
        #expect(overriding.loadViewCalls == 2 && closureCalls == 0)

        let plain = Scene { ViewController() }.with { Settings() }.instantiate()
        let plainViewIsPlain = type(of: plain.view as View) == View.self
        #expect(plainViewIsPlain)
        #expect(plain.view.subviews.isEmpty)
    }

    @Test("an override of loadView() that calls super gets the scene's view, then may change it")
    func overrideCallingSuper() {
        final class Decorating: ViewController {
            override func loadView() {
                super.loadView()
                view.identifier = "decorated"
            }
        }
        let vc = Scene { Decorating() }.instantiate(view: { _ in Label("from the scene") })
        #expect((vc.view as? Label)?.text == "from the scene")
        #expect(vc.view.identifier == "decorated")
    }

    @Test("instantiate(connect:view:) connects before awake and builds the view on load")
    func connectAndView() {
        let journal = Journal()
        let vc = Scene { DetailViewController(journal) }
            .with { DetailController(journal) }
            .instantiate(
                connect: { vc, controller in
                    vc.controller = controller
                    journal.entries.append("connect")
                },
                view: { _, controller in
                    journal.entries.append("view closure")
                    let table = TableView()
                    table.dataSource = controller
                    return table
                })
        _ = vc.view
        #expect(
            journal.entries == [
                "make vc", "make controller", "connect", "awake vc", "awake controller", "view closure",
                "vc.viewDidLoad", "controller.viewDidLoad",
            ])
    }

    @Test("ten dependencies of any type chain in one expression with every parameter inferred")
    func tenDependencies() {
        let journal = Journal()
        var seen: [String] = []
        let vc = Scene { DetailViewController(journal) }
            .with { Provider(journal) }
            .with { Settings() }
            .with { 3 }
            .with { "four" }
            .with { [5.0] }
            .with { DetailController(journal) }
            .with { Optional<Int>.none }
            .with { (8, "eight") }
            .with { Journal() }
            .with { Settings(units: "imperial") }
            .instantiate(connect: {
                vc, provider, settings, three, four, five, controller, seven, eight, nine, ten in
                seen = [
                    "\(type(of: provider))", settings.units, "\(three)", four, "\(five)",
                    "\(type(of: controller))",
                    "\(String(describing: seven))", "\(eight.0)\(eight.1)", "\(nine.entries.count)",
                    ten.units,
                ]
                vc.controller = controller
            })
        #expect(
            seen == [
                "Provider", "metric", "3", "four", "[5.0]", "DetailController", "nil", "8eight", "0",
                "imperial",
            ])
        #expect(vc.controller != nil)
    }

    @Test("a Scene value is reusable: each instantiate builds a fresh graph")
    func reusable() {
        let journal = Journal()
        let scene = Scene { DetailViewController(journal) }.with { DetailController(journal) }
        let first = scene.instantiate(connect: { vc, c in vc.controller = c })
        let second = scene.instantiate(connect: { vc, c in vc.controller = c })
        let distinctControllers = first !== second
        let distinctDependencies = first.controller !== second.controller
        #expect(distinctControllers && distinctDependencies)
    }

    @Test("a protocol existential dependency keeps its protocol type")
    func existential() {
        @MainActor protocol Greeter: AnyObject { var greeting: String { get } }
        final class Formal: Greeter { let greeting = "Good day" }
        var greeting = ""
        _ = Scene { ViewController() }
            .with { Formal() as any Greeter }
            .instantiate(connect: { _, greeter in greeting = greeter.greeting })
        #expect(greeting == "Good day")
    }
}
