import ScenewrightServices
import ScenewrightTesting
import Testing

@testable import Examples

@MainActor
@Suite("The VIPER cities example")
struct ViperCitiesTests {
    @Test("the scripted walk's key screens match their snapshots")
    func screens() throws {
        let window = ViperCities.launch()
        assertSnapshot(of: window, named: "1-cities")
        try window.tap("cities.row.1")
        assertSnapshot(of: window, named: "2-kyoto")
        try window.tap("favourite")
        assertSnapshot(of: window, named: "3-kyoto-favourite")
        try window.tap("back")
        assertSnapshot(of: window, named: "4-cities-with-favourite")
    }

    @Test("a favourite toggled in the city module reaches the list's presenter through the signal")
    func favouritesReachTheList() throws {
        let window = ViperCities.launch()
        try window.tap("cities.row.0")
        try window.tap("favourite")
        try window.tap("back")
        try window.tap("cities.row.2")
        try window.tap("favourite")
        try window.tap("back")
        let favourites = window.find(identifier: "favourites") as? Label
        #expect(favourites?.text == "Favourites: Amsterdam, Lisbon")
        let recent = window.find(identifier: "recent") as? Label
        #expect(recent?.text == "Last opened: Lisbon")
    }

    @Test("the city module (view, presenter, interactor) is released when it leaves the screen")
    func cityModuleIsReleased() throws {
        let window = ViperCities.launch()
        let signals = try #require(try ViperCities.router?.container.resolve(Signals.self))
        weak var weakView: ViperCities.CityViewController?
        weak var weakPresenter: ViperCities.CityPresenter?
        weak var weakInteractor: ViperCities.CityInteractor?
        do {
            try window.tap("cities.row.1")
            let nav = try #require(window.rootViewController as? NavigationController)
            let view = try #require(nav.topViewController as? ViperCities.CityViewController)
            let presenter = try #require(view.output)
            weakView = view
            weakPresenter = presenter
            weakInteractor = presenter.interactor(ViperCities.CityInteractor.self)
            #expect(weakInteractor != nil)
            #expect(signals.storedSubscriptionCount(for: .favouritesChanged) == 2)
        }
        try window.tap("back")
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        // The dead presenter's subscription is pruned by the next post; the list's stays.
        try window.tap("cities.row.0")
        try window.tap("favourite")
        #expect(signals.storedSubscriptionCount(for: .favouritesChanged) == 2)
        try window.tap("back")
        try #require(try ViperCities.router?.container.resolve(TemporaryValues.self)).remove(.favouriteCities)
        #expect(signals.storedSubscriptionCount(for: .favouritesChanged) == 1)
    }
}
