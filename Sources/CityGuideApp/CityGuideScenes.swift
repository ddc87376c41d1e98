import Scenewright

/// The City Guide's scene catalogue: one static factory per screen, as in StoryCode's README.
/// Each builds its controller with its dependencies in one typed expression.
@MainActor package enum CityGuideScenes {
    package static func cities(provider: any CityProvider, log: GuideLog) -> CitiesViewController {
        Scene { CitiesViewController() }
            .with { provider }
            .with { ScreenLogger("Cities", log: log) }
            .instantiate(
                connect: { vc, provider, _ in
                    vc.title = "Cities"
                    vc.provider = provider
                    vc.onSelect = { [weak vc] city in
                        let detail = CityGuideScenes.detail(cityID: city.id, provider: provider, log: log)
                        vc?.navigationController?.pushViewController(detail, animated: true)
                    }
                },
                view: { vc, _, _ in
                    let table = TableView().identified("cities")
                    table.dataSource = vc
                    table.delegate = vc
                    return table
                })
    }

    package static func detail(cityID: Int, provider: any CityProvider, log: GuideLog)
        -> CityDetailViewController
    {
        Scene { CityDetailViewController() }
            .with { provider }
            .with { CityDetailController(cityID) }
            .with { ScreenLogger("Detail \(cityID)", log: log) }
            .instantiate(
                connect: { vc, provider, controller, _ in
                    controller.provider = provider
                    vc.controller = controller
                    vc.title = provider.city(id: cityID)?.name ?? "Unknown city"
                    vc.onShowLandmarks = { [weak vc] in
                        guard let vc, let city = controller.city else { return }
                        vc.navigationController?.pushViewController(
                            CityGuideScenes.landmarks(of: city, log: log), animated: true)
                    }
                },
                view: { vc, _, controller, _ in
                    let table = TableView().identified("details")
                    table.dataSource = controller
                    return StackView {
                        table
                        Button("Landmarks") { [weak vc] in vc?.onShowLandmarks() }.identified("landmarks")
                    }
                })
    }

    package static func landmarks(of city: City, log: GuideLog) -> LandmarksViewController {
        Scene { LandmarksViewController() }
            .with { ScreenLogger("Landmarks", log: log) }
            .instantiate(
                connect: { vc, _ in
                    vc.title = "\(city.name) landmarks"
                    vc.landmarks = city.landmarks
                },
                view: { vc, _ in
                    StackView {
                        for landmark in vc.landmarks { Label(landmark) }
                    }
                })
    }

    package static func about() -> AboutViewController {
        Scene { AboutViewController() }
            .instantiate(
                connect: { vc in vc.title = "About" },
                view: { _ in
                    StackView {
                        Label("City Guide, composed with Scenewright scenes.")
                        Label("Version 1.0").identified("version")
                    }
                })
    }
}
