import Scenewright

/// A city the guide knows about.
struct City: Equatable {
    let id: Int
    let name: String
    let country: String
    let population: Int
    let landmarks: [String]
}

/// Where the guide gets its cities from. Screens depend on this protocol, not on a store.
@MainActor protocol CityProvider: AnyObject {
    func allCities() -> [City]
    func city(id: Int) -> City?
}

/// The guide's bundled cities.
@MainActor final class BundledCityProvider: CityProvider {
    private let cities = [
        City(
            id: 1, name: "Amsterdam", country: "NL", population: 921_402,
            landmarks: ["Rijksmuseum", "Vondelpark"]),
        City(
            id: 2, name: "Lisbon", country: "PT", population: 545_796, landmarks: ["Belém Tower", "Alfama"]),
        City(id: 3, name: "Kyoto", country: "JP", population: 1_464_890, landmarks: ["Kinkaku-ji", "Gion"]),
    ]

    func allCities() -> [City] { cities }
    func city(id: Int) -> City? { cities.first { $0.id == id } }
}

/// Lines the guide's logger writes; the example prints them as they come.
@MainActor final class GuideLog {
    private(set) var lines: [String] = []
    var echo: (String) -> Void = { _ in }

    func write(_ line: String) {
        lines.append(line)
        echo(line)
    }
}

/// A logger added to scenes as one more dependency, without touching any controller: it hears the
/// lifecycle as a `ViewObserver`.
@MainActor final class ScreenLogger: ViewObserver, Awakable {
    private let screen: String
    private let log: GuideLog
    private var loads = 0

    init(_ screen: String, log: GuideLog) {
        self.screen = screen
        self.log = log
    }

    func awake() { log.write("\(screen): assembled") }
    func viewDidLoad() {
        loads += 1
        log.write("\(screen): view loaded (\(loads == 1 ? "first time" : "load #\(loads)"))")
    }
    func viewDidAppear(_ animated: Bool) { log.write("\(screen): appeared") }
    func viewDidDisappear(_ animated: Bool) { log.write("\(screen): disappeared") }
}
