import Scenewright
import ScenewrightTesting
import Testing

/// A presenter that records what its interactor posts through the module's signals.
@MainActor final class EchoPresenter: ModulePresenter<ViewController> {
    var heard: [String] = []
    override func activate() {
        signals?.subscribe(Signal<String>("echo"), owner: self) { presenter, text in
            presenter.heard.append(text)
        }
    }
}

/// An interactor that posts through the module's signals when it activates.
@MainActor final class EchoInteractor: ModuleInteractor<EchoPresenter> {
    let text: String
    init(_ text: String) {
        self.text = text
        super.init()
    }
    override func activate() { signals?.post(Signal<String>("echo"), text) }
}

/// Adopts the presenter protocol without subclassing ModulePresenter, which a module cannot wire.
@MainActor final class HandMadePresenter: AnyModulePresenter {
    func activate() {}
}

@MainActor
@Suite("Module router: signals, registry and navigation")
struct ModuleRouterTests {
    /// The parts of the last module each build made.
    @MainActor final class Built {
        var presenters: [EchoPresenter] = []
        var interactors: [EchoInteractor] = []
    }

    private func router(container: Container = Container(), signals: Signals? = nil, built: Built)
        -> ModuleRouter
    {
        let router = ModuleRouter(container: container, signals: signals)
        router.register("echo") { context in
            let presenter = EchoPresenter()
            let interactors = [
                EchoInteractor("first \(context.identifier.rawValue)"), EchoInteractor("second"),
            ]
            built.presenters.append(presenter)
            built.interactors += interactors
            return try Module(view: ViewController(), presenter: presenter, interactors: interactors)
        }
        return router
    }

    @Test("signals are instantiated by default and injected into every model class")
    func signalsInjectedByDefault() throws {
        let built = Built()
        let router = router(built: built)

        let first = try router.makeViewController(for: "echo")
        let second = try router.makeViewController(for: "echo")
        _ = first.view
        _ = second.view

        let everyPart: [Signals?] = built.presenters.map(\.signals) + built.interactors.map(\.signals)
        let allRouters = everyPart.allSatisfy { $0 === router.signals }
        #expect(everyPart.count == 6)
        #expect(
            allRouters, "the presenter and every interactor of every module hold the router's one Signals")
        // The interactors' posts reach their presenter through the injected instance, and (being one
        // instance) every module's presenter that is subscribed.
        #expect(built.presenters[0].heard == ["first echo", "second", "first echo", "second"])
        #expect(built.presenters[1].heard == ["first echo", "second"])
    }

    @Test("the router takes the Signals registered in its container, and an explicit one wins over both")
    func signalsFromContainerOrArgument() throws {
        let shared = Signals()
        let container = Container()
        container.register(Signals.self, instance: shared)
        let explicit = Signals()

        let fromContainer = ModuleRouter(container: container)
        let fromArgument = ModuleRouter(container: container, signals: explicit)
        let fresh = ModuleRouter(container: Container())
        let other = ModuleRouter(container: Container())

        let usesContainer = fromContainer.signals === shared
        let usesArgument = fromArgument.signals === explicit
        let freshIsNew = fresh.signals !== shared && fresh.signals !== other.signals
        #expect(usesContainer)
        #expect(usesArgument)
        #expect(freshIsNew, "each router without one makes its own")
    }

    @Test("a module built outside a router shares one new Signals among its parts; signals: picks one")
    func moduleOutsideRouter() throws {
        let presenter = EchoPresenter()
        let interactor = EchoInteractor("alone")
        let module = try Module(view: ViewController(), presenter: presenter, interactors: [interactor])
        let chosen = Signals()
        let otherPresenter = EchoPresenter()
        let otherModule = try Module(view: ViewController(), presenter: otherPresenter, signals: chosen)

        let shared = presenter.signals === module.signals && interactor.signals === module.signals
        let picked = otherPresenter.signals === chosen && otherModule.signals === chosen
        #expect(shared)
        #expect(picked)
        _ = module.viewController.view
        #expect(presenter.heard == ["alone"])
    }

    @Test("a presenter that only adopts AnyModulePresenter is refused with a message saying to subclass")
    func handMadePresenter() {
        #expect {
            try Module(view: ViewController(), presenter: HandMadePresenter())
        } throws: { error in
            (error as? RoutingError)?.message
                == "HandMadePresenter adopts AnyModulePresenter directly; a module can only wire presenters that "
                + "subclass ModulePresenter."
        }
    }

    @Test("an unknown module is worded as the app manager words an unknown screen, with a did-you-mean")
    func unknownModule() throws {
        let router = ModuleRouter(container: Container())
        router.register("cities") { _ in try Module(view: ViewController(), presenter: EchoPresenter()) }
        router.register("city") { _ in try Module(view: ViewController(), presenter: EchoPresenter()) }
        let manager = AppManager()
        manager.register("cities") { _, _ in ViewController() }.register("city") { _, _ in ViewController() }

        let moduleError = #expect(throws: RoutingError.self) { try router.makeViewController(for: "citys") }
        let screenError = #expect(throws: RoutingError.self) {
            try manager.viewController(forIdentifier: "citys")
        }

        #expect(moduleError?.kind == .unknownIdentifier)
        #expect(
            moduleError?.message
                == "No module is registered under \"citys\". Registered: \"cities\", \"city\". Did you mean \"city\"?"
        )
        #expect(
            screenError?.message
                == "No screen is registered under \"citys\". Registered: \"cities\", \"city\". Did you mean \"city\"?"
        )
        #expect(router.registeredIdentifiers == ["cities", "city"])
    }

    @Test("registering a module twice is diagnosed like a screen, keeps the first, and replacing is explicit")
    func duplicateModule() throws {
        let router = ModuleRouter(container: Container())
        router.register("a") { _ in try Module(view: ViewController(), presenter: EchoPresenter()) }

        let diagnostics = captureDiagnostics {
            router.register("a") { _ in throw RoutingError(.assemblyFailed, "second") }
        }

        #expect(diagnostics.map(\.kind) == [.duplicateScene])
        #expect(
            diagnostics.first?.message
                == "The module \"a\" is already registered with ModuleRouter; the second registration was ignored. "
                + "Pass `replacing: true` to replace it.")
        _ = try router.makeViewController(for: "a")
        router.register("a", replacing: true) { _ in throw RoutingError(.assemblyFailed, "second") }
        #expect(throws: RoutingError.self) { try router.makeViewController(for: "a") }
    }

    @Test(
        "navigating pushes from a screen in a navigation stack, or from the stack itself, and presents otherwise"
    )
    func pushOrPresent() throws {
        let router = ModuleRouter(container: Container())
        router.register("next") { _ in try Module(view: ViewController(), presenter: EchoPresenter()) }
        let window = Window()
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        let lone = ViewController()
        window.rootViewController = nav
        window.makeKeyAndVisible()

        try router.navigate(to: "next", from: root)
        try router.navigate(to: "next", from: nav)
        #expect(nav.viewControllers.count == 3)

        window.rootViewController = lone
        try router.navigate(to: "next", from: lone)
        #expect(lone.presentedViewController != nil)
    }

    @Test(
        "a builder's error is kept as the underlying error, matchable by type, with its text in the description"
    )
    func underlyingErrorKept() throws {
        struct CatalogMissing: Error, CustomStringConvertible {
            var description: String { "the catalogue file is missing" }
        }
        let router = ModuleRouter(container: Container())
        router.register("broken") { _ in throw CatalogMissing() }
        let manager = AppManager()
        manager.register("broken") { _, _ in throw CatalogMissing() }

        let moduleError = #expect(throws: RoutingError.self) { try router.makeViewController(for: "broken") }
        let screenError = #expect(throws: RoutingError.self) {
            try manager.viewController(forIdentifier: "broken")
        }

        #expect(moduleError?.underlying is CatalogMissing)
        #expect(screenError?.underlying is CatalogMissing)
        #expect(
            moduleError?.description
                == "Building the module \"broken\" failed.\n  the catalogue file is missing")
        #expect(
            moduleError == moduleError.map { RoutingError($0.kind, $0.message, underlying: CatalogMissing()) }
        )
    }

    @Test("the router's signals keep no module alive: a subscribed presenter goes with its view controller")
    func signalsKeepNothingAlive() throws {
        let built = Built()
        let router = router(built: built)
        weak var weakView: ViewController?
        weak var weakPresenter: EchoPresenter?
        weak var weakInteractor: EchoInteractor?
        do {
            let view = try router.makeViewController(for: "echo")
            _ = view.view
            (weakView, weakPresenter, weakInteractor) = (
                view, built.presenters.first, built.interactors.first
            )
            built.presenters.removeAll()
            built.interactors.removeAll()
        }

        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        router.signals.post(Signal<String>("echo"), "after release")  // reaches no one, crashes nothing
    }
}
