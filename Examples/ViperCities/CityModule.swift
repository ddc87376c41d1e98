import Scenewright
import ScenewrightServices

extension ViperCities {
    /// The city module's view: a few facts and a favourite toggle.
    final class CityViewController: ViewController {
        /// Where user actions go; the module's presenter (weak: the view owns the module).
        weak var output: CityPresenter?
        private let country = Label("").identified("country")
        private let population = Label("").identified("population")
        private lazy var favourite = Button("") { [weak self] in self?.output?.didTapFavourite() }
            .identified("favourite")

        override func loadView() {
            view = StackView {
                country
                population
                favourite
            }
        }

        func show(_ city: City) {
            title = city.name
            country.text = "Country: \(city.country)"
            population.text = "Population: \(city.population)"
        }

        func show(isFavourite: Bool) {
            favourite.title = isFavourite ? "★ Remove from favourites" : "☆ Add to favourites"
        }
    }

    /// Shows one city, and keeps its favourite button in step with the `favouritesChanged` signal —
    /// subscribed with itself as owner, so the subscription ends when the module leaves the screen.
    /// Its `signals` are the router's, injected by the module.
    final class CityPresenter: ModulePresenter<CityViewController> {
        private var city: City?

        override func activate() {
            view?.output = self
            signals?.subscribe(.favouritesChanged, owner: self) { presenter, change in
                guard let city = presenter.city else { return }
                presenter.view?.show(isFavourite: change.newValue?.contains(city.name) == true)
            }
        }

        /// Called by the interactor once the city is loaded.
        func cityLoaded(_ city: City, isFavourite: Bool) {
            self.city = city
            view?.show(city)
            view?.show(isFavourite: isFavourite)
        }

        func didTapFavourite() {
            interactor(CityInteractor.self)?.toggleFavourite()
        }
    }

    /// Loads one city and toggles it in the favourites, which posts `favouritesChanged` to whoever
    /// listens — this module's presenter and the list's.
    final class CityInteractor: ModuleInteractor<CityPresenter> {
        private let cityID: Int
        @WriteOnce var catalog: CityCatalog?
        @WriteOnce var values: TemporaryValues?

        init(cityID: Int) {
            self.cityID = cityID
            super.init()
        }

        override func activate() {
            guard let city = catalog?.city(id: cityID) else { return }
            presenter?.cityLoaded(city, isFavourite: favourites.contains(city.name))
        }

        func toggleFavourite() {
            guard let city = catalog?.city(id: cityID) else { return }
            var names = favourites
            if let index = names.firstIndex(of: city.name) {
                names.remove(at: index)
            } else {
                names.append(city.name)
            }
            values?.set(names, for: .favouriteCities)
        }

        private var favourites: [String] { values?.value(for: .favouriteCities) ?? [] }
    }
}
