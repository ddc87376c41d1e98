import Scenewright

/// The list of cities. Reports a selection; does not decide what to show.
final class CitiesViewController: ViewController, TableViewDataSource, TableViewDelegate {
    var provider: (any CityProvider)?
    var onSelect: (City) -> Void = { _ in }

    func numberOfRows(in tableView: TableView) -> Int { provider?.allCities().count ?? 0 }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
        guard let city = provider?.allCities()[row] else { return "" }
        return "\(city.name), \(city.country)"
    }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard let city = provider?.allCities()[row] else { return }
        onSelect(city)
    }
}

/// One city. Its rows come from a `CityDetailController`; it knows nothing of providers.
final class CityDetailViewController: ViewController {
    var controller: CityDetailController?
    var onShowLandmarks: () -> Void = {}
}

/// The detail screen's logic: finds the city once awake, serves the table rows.
@MainActor final class CityDetailController: TableViewDataSource, Awakable {
    let cityID: Int
    var provider: (any CityProvider)?
    private(set) var city: City?

    init(_ cityID: Int) { self.cityID = cityID }

    func awake() { city = provider?.city(id: cityID) }

    var rows: [String] {
        guard let city else { return ["No city with id \(cityID)"] }
        return [
            "Population: \(city.population)", "Country: \(city.country)",
            "Landmarks: \(city.landmarks.count)",
        ]
    }

    func numberOfRows(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { rows[row] }
}

/// The landmarks of a city, as a plain list.
final class LandmarksViewController: ViewController {
    var landmarks: [String] = []
}

/// About the guide.
final class AboutViewController: ViewController {}
