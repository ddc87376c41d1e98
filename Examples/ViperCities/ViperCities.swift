import Scenewright
import ScenewrightServices

/// Filzanzug's VIPER shape with signals: a cities module and a city module registered on a
/// `ModuleRouter`; the list's interactor posts `citySelected`, the city's interactor writes the
/// favourites (`TemporaryValues` posts `favouritesChanged`), and presenters subscribed with
/// themselves as owners update their views — no module knows another.
enum ViperCities: Example {
    static let name = "viper-cities"
    static let summary = "VIPER modules on a ModuleRouter talking through Signals and TemporaryValues"

    /// The app delegate's role: it keeps the router (and so the services) alive.
    @MainActor private(set) static var router: ModuleRouter?

    static func launch() -> Window {
        let window = Window()
        let router = makeRouter()
        self.router = router
        do {
            try router.start(root: .cities, in: window)
        } catch {
            print("start failed: \(error)")
        }
        return window
    }

    /// Lets go of the router and the services it keeps.
    static func finish() { router = nil }

    /// The two modules, each built with its services injected once into its interactor. The router
    /// takes the `Signals` registered in the container (the one `TemporaryValues` posts on) and
    /// hands it to every presenter and interactor: no module wires its own.
    static func makeRouter() -> ModuleRouter {
        let router = ModuleRouter(container: Services.container())
        router.register(.cities) { context in
            let interactor = CitiesInteractor()
            interactor.catalog = try context.resolve(CityCatalog.self)
            interactor.values = try context.resolve(TemporaryValues.self)
            let presenter = CitiesPresenter(router: context.router)
            return try Module(view: CitiesViewController(), presenter: presenter, interactors: [interactor])
        }
        router.register(.city) { context in
            let interactor = CityInteractor(cityID: try context.value("id", as: Int.self))
            interactor.catalog = try context.resolve(CityCatalog.self)
            interactor.values = try context.resolve(TemporaryValues.self)
            let presenter = CityPresenter()
            return try Module(view: CityViewController(), presenter: presenter, interactors: [interactor])
        }
        return router
    }

    static func play(_ stage: Stage) throws {
        stage.show("launch: the cities module (its presenter subscribed to two signals)")
        try stage.tap(
            "cities.row.1", "pick Kyoto: the interactor posts citySelected; the list's presenter opens it")
        try stage.tap(
            "favourite",
            "add Kyoto to the favourites: TemporaryValues posts favouritesChanged to both presenters")
        try stage.tap("back", "back: the city module is released; the list already shows the new favourites")
        try stage.window.tap("cities.row.0")
        try stage.tap("favourite", "open Amsterdam and add it too")
        try stage.tap("back")
        try stage.window.tap("cities.row.1")
        try stage.tap("favourite", "open Kyoto again and remove it")
        try stage.tap("back")
    }
}
