import Foundation
import ScenewrightTesting
import Testing

/// Rows configured with list content configurations, as iOS 14 code configures them.
@MainActor private final class ConfiguredRowsViewController: ViewController, TableViewDataSource {
    private let cities = ["Amsterdam", "Kyoto"]

    override func loadView() {
        let table = TableView().identified("cities")
        table.register(TableViewCell.self, forCellReuseIdentifier: "city")
        table.dataSource = self
        view = table
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cities.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = cities[indexPath[1]]
        cell.contentConfiguration = content
        return cell
    }
}

/// A grid of albums; tapping one pushes its screen.
@MainActor private final class AlbumsViewController: CollectionViewController {
    private let albums = ["Kyoto", "Lima", "Oslo"]

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Albums"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.identifier = "albums"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "album")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    {
        albums.count
    }

    override func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath)
        cell.contentView.addSubview(Label(albums[indexPath[1]]))
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        let album = ViewController()
        album.title = albums[indexPath[1]]
        navigationController?.pushViewController(album, animated: true)
    }
}

@MainActor @Suite("Explorer: lists — configured table rows and collection view items")
struct ExplorerListsTests {
    @Test("rows shown through a list content configuration are drawn with their text")
    func configuredRows() throws {
        let report = try Explorer(maxDepth: 1) {
            let window = Window()
            window.rootViewController = NavigationController(
                rootViewController: ConfiguredRowsViewController())
            window.makeKeyAndVisible()
            return window
        }.run()
        let html = report.storyboardHTML()
        #expect(html.contains("<span>Amsterdam</span>"))
        #expect(html.contains("<span>Kyoto</span>"))
    }

    @Test("the explorer taps every item of a collection view and reaches each screen, leaking nothing")
    func collectionItems() throws {
        let report = try Explorer(maxDepth: 2) {
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: AlbumsViewController())
            window.makeKeyAndVisible()
            return window
        }.run()
        let actions = Set(report.transitions.map(\.action))
        #expect(actions.isSuperset(of: ["tap albums.item.0", "tap albums.item.1", "tap albums.item.2"]))
        #expect(report.screens.count == 4)
        #expect(report.violations.isEmpty)
    }
}
