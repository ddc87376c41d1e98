import Scenewright
import ScenewrightServices

extension ViperCities {
    /// The cities module's view: the favourites, the last city opened, and the list.
    final class CitiesViewController: ViewController, TableViewDataSource, TableViewDelegate {
        /// Where user actions go; the module's presenter (the view owns the module, so weak).
        weak var output: CitiesPresenter?
        private var rows: [String] = []
        private let favourites = Label("Favourites: none").identified("favourites")
        private let recent = Label("Last opened: —").identified("recent")
        private let table = TableView().identified("cities")

        init() {
            super.init()
            title = "Cities"
        }

        override func loadView() {
            table.dataSource = self
            table.delegate = self
            view = StackView {
                favourites
                recent
                table
            }
        }

        func show(rows: [String]) {
            self.rows = rows
            table.reloadData()
        }

        func show(favourites text: String) { favourites.text = text }
        func show(recent text: String) { recent.text = text }

        func numberOfRows(in tableView: TableView) -> Int { rows.count }
        func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { rows[row] }
        func tableView(_ tableView: TableView, didSelectRowAt row: Int) { output?.didSelectRow(row) }
    }

    /// Formats the list, and listens for two signals with itself as owner: `citySelected` (from its
    /// own interactor — or anything else that opens a city) and `favouritesChanged` (written by the
    /// city module's interactor, which this presenter does not know).
    final class CitiesPresenter: ModulePresenter<CitiesViewController> {
        private weak var router: ModuleRouter?
        private var cities: [City] = []
        private var favourites: [String] = []

        init(router: ModuleRouter) {
            self.router = router
            super.init()
        }

        override func activate() {
            view?.output = self
            signals?.subscribe(.favouritesChanged, owner: self) { presenter, change in
                presenter.favourites = change.newValue ?? []
                presenter.refresh()
            }
            signals?.subscribe(.citySelected, owner: self) { presenter, city in
                presenter.view?.show(recent: "Last opened: \(city.name)")
                guard let view = presenter.view else { return }
                try? presenter.router?.navigate(to: .city, from: view, data: ["id": city.id])
            }
        }

        /// Called by the interactor once the catalogue is loaded.
        func citiesLoaded(_ cities: [City], favourites: [String]) {
            self.cities = cities
            self.favourites = favourites
            refresh()
        }

        func didSelectRow(_ row: Int) {
            interactor(CitiesInteractor.self)?.select(row: row)
        }

        private func refresh() {
            view?.show(
                rows: cities.map { "\(favourites.contains($0.name) ? "★" : "☆") \($0.name) (\($0.country))" })
            view?.show(
                favourites: "Favourites: \(favourites.isEmpty ? "none" : favourites.joined(separator: ", "))")
        }
    }

    /// Loads the catalogue and turns a picked row into the `citySelected` signal.
    final class CitiesInteractor: ModuleInteractor<CitiesPresenter> {
        @WriteOnce var catalog: CityCatalog?
        @WriteOnce var values: TemporaryValues?

        override func activate() {
            presenter?.citiesLoaded(
                catalog?.cities ?? [], favourites: values?.value(for: .favouriteCities) ?? [])
        }

        func select(row: Int) {
            guard let cities = catalog?.cities, cities.indices.contains(row) else { return }
            signals?.post(.citySelected, cities[row])
        }
    }
}
