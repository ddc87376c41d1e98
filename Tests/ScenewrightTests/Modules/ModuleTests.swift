import Scenewright
import ScenewrightTesting
import Testing

/// Order of activation, shared by a module's parts.
@MainActor final class ActivationLog {
    var entries: [String] = []
}

@MainActor final class CityListViewController: ViewController {
    let log: ActivationLog
    var rows: [String] = []
    init(log: ActivationLog) {
        self.log = log
        super.init()
    }
    override func viewDidLoad() { log.entries.append("view loaded") }
}

@MainActor final class CityListPresenter: ModulePresenter<CityListViewController> {
    let log: ActivationLog
    init(log: ActivationLog) {
        self.log = log
        super.init()
    }
    override func activate() { log.entries.append("presenter activated") }
    func show(_ names: [String]) { view?.rows = names }
}

@MainActor final class CityListInteractor: ModuleInteractor<CityListPresenter> {
    let log: ActivationLog
    let name: String
    init(_ name: String, log: ActivationLog) {
        self.name = name
        self.log = log
        super.init()
    }
    override func activate() {
        log.entries.append("\(name) activated")
        presenter?.show(["Amsterdam", "Lisbon"])
    }
}

@MainActor
@Suite("VIPER modules and the module router")
struct ModuleTests {
    @Test("activation order: view loaded → presenter activated → each interactor, in order")
    func activationOrder() throws {
        let log = ActivationLog()
        let view = CityListViewController(log: log)
        _ = try Module(
            view: view, presenter: CityListPresenter(log: log),
            interactors: [CityListInteractor("first", log: log), CityListInteractor("second", log: log)])
        #expect(log.entries.isEmpty)
        _ = view.view
        _ = view.view
        #expect(log.entries == ["view loaded", "presenter activated", "first activated", "second activated"])
        #expect(view.rows == ["Amsterdam", "Lisbon"])
    }

    @Test("back references are weak and the module is released with its view controller")
    func weakBackReferences() throws {
        let log = ActivationLog()
        weak var weakView: CityListViewController?
        weak var weakPresenter: CityListPresenter?
        weak var weakInteractor: CityListInteractor?
        do {
            let view = CityListViewController(log: log)
            let presenter = CityListPresenter(log: log)
            let interactor = CityListInteractor("only", log: log)
            _ = try Module(view: view, presenter: presenter, interactors: [interactor])
            (weakView, weakPresenter, weakInteractor) = (view, presenter, interactor)
            let presenterSeesView = presenter.view === view
            let interactorSeesPresenter = interactor.presenter === presenter
            #expect(presenterSeesView && interactorSeesPresenter)
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
    }

    @Test("a presenter or interactor of the wrong kind is a thrown error naming both types")
    func mismatchedParts() {
        let log = ActivationLog()
        #expect {
            try Module(view: ViewController(), presenter: CityListPresenter(log: log))
        } throws: { error in
            (error as? RoutingError)?.message
                == "CityListPresenter talks to CityListViewController, but the module's view is ViewController. "
                + "Give the presenter the view type it is declared with."
        }
    }

    @Test("the router starts a root module, navigates by identifier, and releases popped modules")
    func router() throws {
        let log = ActivationLog()
        let router = ModuleRouter(container: Container())
        router.register("cities") { _ in
            try Module(
                view: CityListViewController(log: log), presenter: CityListPresenter(log: log),
                interactors: [CityListInteractor("cities", log: log)])
        }
        router.register("city") { context in
            let view = CityListViewController(log: log)
            view.title = "City \(try context.value("id", as: Int.self))"
            return try Module(view: view, presenter: CityListPresenter(log: log))
        }
        let window = Window()
        try router.start(root: "cities", in: window)
        let nav = try #require(window.rootViewController as? NavigationController)
        weak var weakCity: ViewController?
        do {
            try router.navigate(to: "city", from: nav.topViewController!, data: ["id": 42])
            weakCity = nav.topViewController
            #expect(nav.topViewController?.title == "City 42")
        }
        #expect(throws: RoutingError.self) {
            try router.navigate(to: "nowhere", from: nav.topViewController!)
        }
        try window.tap("back")
        #expect(weakCity == nil)
    }
}
