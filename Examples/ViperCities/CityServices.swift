import Scenewright
import ScenewrightServices

extension ViperCities {
    /// A city of the catalogue.
    struct City: Sendable, Equatable {
        let id: Int
        let name: String
        let country: String
        let population: Int
    }

    /// The cities the app knows: immutable, so any module (on any thread) may read it.
    final class CityCatalog: Sendable {
        let cities: [City] = [
            City(id: 1, name: "Amsterdam", country: "NL", population: 921_402),
            City(id: 2, name: "Kyoto", country: "JP", population: 1_464_890),
            City(id: 3, name: "Lisbon", country: "PT", population: 545_796),
        ]

        func city(id: Int) -> City? { cities.first { $0.id == id } }
    }

    /// The app's services, registered in the router's container and injected into interactors.
    @MainActor enum Services {
        static func container() -> Container {
            let signals = Signals()
            let container = Container()
            container.register(Signals.self, instance: signals)
            container.register(CityCatalog.self, instance: CityCatalog())
            container.register(TemporaryValues.self, instance: TemporaryValues(signals: signals))
            return container
        }
    }
}

extension SceneIdentifier {
    static let cities: SceneIdentifier = "cities"
    static let city: SceneIdentifier = "city"
}

extension TemporaryKey where Value == [String] {
    /// The names of the favourite cities, in the order they were added.
    static var favouriteCities: TemporaryKey<[String]> { TemporaryKey("favouriteCities") }
}

extension Signal where Payload == ViperCities.City {
    /// Posted by the cities module's interactor when the user picks a city.
    static var citySelected: Signal<ViperCities.City> { Signal("citySelected") }
}

extension Signal where Payload == TemporaryValueChange<[String]> {
    /// Posted by ``TemporaryValues`` whenever the favourites change — so by any interactor that
    /// writes them. The payload carries the new list.
    static var favouritesChanged: Signal<TemporaryValueChange<[String]>> {
        TemporaryKey.favouriteCities.changed
    }
}
