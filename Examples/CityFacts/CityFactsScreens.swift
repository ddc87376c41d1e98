import Foundation
import Scenewright

extension CityFacts {
    /// The list of cities, a look-up field and a refresh button. Shows what its model says.
    final class ListViewController: ViewController {
        weak var status: Label?
        weak var table: TableView?

        /// Puts the model's state on screen.
        func show(_ model: ListModel) {
            status?.text = model.status
            table?.reloadData()
        }

        /// Tells the user what could not be loaded.
        func show(_ failure: LoadFailure) {
            let alert = AlertController(
                title: failure.title, message: failure.message, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            present(alert, animated: true)
        }
    }

    /// The list screen's logic: loads the cities (on awake and on refresh), opens one by row or by
    /// name. It knows nothing of screens: it reports through its three closures.
    @MainActor final class ListModel: TableViewDataSource, TableViewDelegate, Awakable {
        private let repository: Repository
        private let runner: BlockingRunner
        private(set) var cities: [Listing] = []
        private(set) var status = "Loading…"
        /// Called after every load, to update the screen.
        var onChange: () -> Void = {}
        /// Called with a loaded city, to show it.
        var onOpen: (SheetContent) -> Void = { _ in }
        /// Called when a city could not be loaded, to tell the user.
        var onFailure: (LoadFailure) -> Void = { _ in }

        init(repository: Repository, runner: BlockingRunner) {
            self.repository = repository
            self.runner = runner
        }

        func awake() { reload() }

        /// Loads the list again; on failure the status line says why and the old rows stay.
        func reload() {
            let repository = repository
            do {
                let loaded = try runner.run { try await repository.cities() }
                cities = loaded.value
                status = loaded.origin.status
            } catch let failure as LoadFailure {
                status = failure.message
            } catch {
                status = "Could not load the cities: \(error)"
            }
            onChange()
        }

        /// Loads one city and shows it, or says why it cannot.
        func open(slug: String, name: String) {
            let repository = repository
            do {
                onOpen(try runner.run { try await repository.sheet(slug: slug, name: name) })
            } catch let failure as LoadFailure {
                onFailure(failure)
            } catch {
                onFailure(LoadFailure(title: "Could not load \(name)", message: "\(error)"))
            }
        }

        /// Opens the city the user typed, by its slug (`"São Paulo"` → `sao-paulo`).
        func lookUp(_ text: String) {
            let name = text.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return }
            open(slug: Self.slug(for: name), name: name)
        }

        static func slug(for name: String) -> String {
            name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
                .split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        }

        func numberOfRows(in tableView: TableView) -> Int { cities.count }
        func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
            "\(cities[row].name), \(cities[row].country)"
        }
        func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
            guard cities.indices.contains(row) else { return }
            open(slug: cities[row].slug, name: cities[row].name)
        }
    }

    /// One city's facts, where they came from, and its photo.
    final class SheetViewController: ViewController {}

    /// The rows of a fact sheet.
    @MainActor final class SheetRows: TableViewDataSource {
        let rows: [String]

        init(_ sheet: FactSheet) {
            rows =
                ["Country: \(sheet.country)", "Population: \(sheet.population)", "Founded: \(sheet.founded)"]
                + sheet.facts.map { "• \($0)" }
        }

        func numberOfRows(in tableView: TableView) -> Int { rows.count }
        func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { rows[row] }
    }
}
