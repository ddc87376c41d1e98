import Scenewright

/// The list of cities. Reports a selection; does not decide what to show.
package final class CitiesViewController: ViewController, TableViewDataSource, TableViewDelegate {
    package var provider: (any CityProvider)?
    package var onSelect: (City) -> Void = { _ in }

    package func numberOfRows(in tableView: TableView) -> Int { provider?.allCities().count ?? 0 }
    package func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
        guard let city = provider?.allCities()[row] else { return "" }
        return "\(city.name), \(city.country)"
    }
    package func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard let city = provider?.allCities()[row] else { return }
        onSelect(city)
    }
}

/// One city. Its rows come from a `CityDetailController`; it knows nothing of providers.
package final class CityDetailViewController: ViewController {
    package var controller: CityDetailController?
    package var onShowLandmarks: () -> Void = {}
}

/// The detail screen's logic: finds the city once awake, serves the table rows.
@MainActor package final class CityDetailController: TableViewDataSource, Awakable {
    package let cityID: Int
    package var provider: (any CityProvider)?
    package private(set) var city: City?

    package init(_ cityID: Int) { self.cityID = cityID }

    package func awake() { city = provider?.city(id: cityID) }

    package var rows: [String] {
        guard let city else { return ["No city with id \(cityID)"] }
        return [
            "Population: \(city.population)", "Country: \(city.country)",
            "Landmarks: \(city.landmarks.count)",
        ]
    }

    package func numberOfRows(in tableView: TableView) -> Int { rows.count }
    package func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { rows[row] }
}

/// The landmarks of a city, as a plain list.
package final class LandmarksViewController: ViewController {
    package var landmarks: [String] = []
}

/// About the guide.
package final class AboutViewController: ViewController {}
