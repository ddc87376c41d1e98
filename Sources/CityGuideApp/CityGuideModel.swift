import Scenewright

/// A city the guide knows about.
package struct City: Equatable {
    package let id: Int
    package let name: String
    package let country: String
    package let population: Int
    package let landmarks: [String]

    package init(id: Int, name: String, country: String, population: Int, landmarks: [String]) {
        self.id = id
        self.name = name
        self.country = country
        self.population = population
        self.landmarks = landmarks
    }
}

/// Where the guide gets its cities from. Screens depend on this protocol, not on a store.
@MainActor package protocol CityProvider: AnyObject {
    func allCities() -> [City]
    func city(id: Int) -> City?
}

/// The guide's bundled cities.
@MainActor package final class BundledCityProvider: CityProvider {
    private let cities = [
        City(
            id: 1, name: "Amsterdam", country: "NL", population: 921_402,
            landmarks: ["Rijksmuseum", "Vondelpark"]),
        City(
            id: 2, name: "Lisbon", country: "PT", population: 545_796, landmarks: ["Belém Tower", "Alfama"]),
        City(id: 3, name: "Kyoto", country: "JP", population: 1_464_890, landmarks: ["Kinkaku-ji", "Gion"]),
    ]

    package init() {}

    package func allCities() -> [City] { cities }
    package func city(id: Int) -> City? { cities.first { $0.id == id } }
}

/// Lines the guide's logger writes; the example prints them as they come.
@MainActor public final class GuideLog {
    package private(set) var lines: [String] = []
    package var echo: (String) -> Void = { _ in }

    /// An empty log that echoes nowhere.
    public init() {}

    package func write(_ line: String) {
        lines.append(line)
        echo(line)
    }
}

/// A logger added to scenes as one more dependency, without touching any controller: it hears the
/// lifecycle as a `ViewObserver`.
@MainActor package final class ScreenLogger: ViewObserver, Awakable {
    private let screen: String
    private let log: GuideLog
    private var loads = 0

    package init(_ screen: String, log: GuideLog) {
        self.screen = screen
        self.log = log
    }

    package func awake() { log.write("\(screen): assembled") }
    package func viewDidLoad() {
        loads += 1
        log.write("\(screen): view loaded (\(loads == 1 ? "first time" : "load #\(loads)"))")
    }
    package func viewDidAppear(_ animated: Bool) { log.write("\(screen): appeared") }
    package func viewDidDisappear(_ animated: Bool) { log.write("\(screen): disappeared") }
}
