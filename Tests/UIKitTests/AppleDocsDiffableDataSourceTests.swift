import HeadlessUI
import ScenewrightTesting
import Testing
import UIKit

private enum CitySection: Hashable, Sendable {
    case favourites
    case all
}

/// A city list built as Apple's "Implementing Modern Collection Views" sample builds one: a list
/// layout, a cell registration with a list content configuration, a diffable data source.
@MainActor private final class DiffableCitiesViewController: UIViewController, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<CitySection, String>!
    var configured: [String] = []
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let city = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([city])
                self.dataSource.apply(snapshot, animatingDifferences: true)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.accessibilityIdentifier = "cities"
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            [weak self] cell, _, city in
            self?.configured.append(city)
            var content = cell.defaultContentConfiguration()
            content.text = city
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Favourites" : "All"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<CitySection, String>(collectionView: collectionView) {
            collectionView, indexPath, city in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: city)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<CitySection, String>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["Kyoto"], toSection: .favourites)
        snapshot.appendItems(["Amsterdam", "Lima"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let city = dataSource.itemIdentifier(for: indexPath) { selected.append(city) }
    }
}

/// A table diffable data source subclass that allows swipe to delete, as apps write one.
@MainActor private final class EditableDataSource: UITableViewDiffableDataSource<CitySection, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let city = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([city])
        apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .favourites ? "Favourites" : "All"
    }
}

@MainActor @Suite("Apple's diffable data source documentation: snapshots, differences, registrations")
struct AppleDocsDiffableDataSourceTests {
    private func shownList() -> (DiffableCitiesViewController, UIWindow) {
        let list = DiffableCitiesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = list
        window.makeKeyAndVisible()
        return (list, window)
    }

    // NSDiffableDataSourceSnapshot: "The data in a snapshot is made up of the sections and items you
    // want to display, in the order that you determine."
    @Test("a snapshot keeps sections and items in the order they were added, moved and inserted")
    func snapshotOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<CitySection, String>()
        snapshot.appendSections([.all])
        snapshot.insertSections([.favourites], beforeSection: .all)
        snapshot.appendItems(["Amsterdam", "Lima"])
        snapshot.insertItems(["Kyoto"], beforeItem: "Lima")
        snapshot.appendItems(["Oslo"], toSection: .favourites)
        snapshot.moveItem("Lima", beforeItem: "Amsterdam")
        #expect(snapshot.sectionIdentifiers == [.favourites, .all])
        #expect(snapshot.itemIdentifiers == ["Oslo", "Lima", "Amsterdam", "Kyoto"])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.numberOfItems(inSection: .all) == 3)
        #expect(snapshot.indexOfItem("Kyoto") == 3)
        #expect(snapshot.indexOfSection(.all) == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "Oslo") == .favourites)
        snapshot.deleteItems(["Amsterdam"])
        snapshot.deleteSections([.favourites])
        #expect(snapshot.itemIdentifiers == ["Lima", "Kyoto"])
        #expect(snapshot.sectionIdentifier(containingItem: "Oslo") == nil)
    }

    // "Each of your sections and items must have unique identifiers"; UIKit raises for duplicates and
    // for items appended before any section.
    @Test("duplicate identifiers, items without a section and unknown items are rejected, changing nothing")
    func snapshotRejections() {
        var snapshot = NSDiffableDataSourceSnapshot<CitySection, String>()
        let diagnostics = captureDiagnostics {
            snapshot.appendItems(["Kyoto"])
            snapshot.appendSections([.all, .all])
            snapshot.appendSections([.all])
            snapshot.appendItems(["Kyoto", "Kyoto"])
            snapshot.appendItems(["Kyoto"])
            snapshot.deleteItems(["Nowhere"])
            snapshot.reloadItems(["Nowhere"])
        }
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidSnapshot })
        #expect(diagnostics[0].message.contains("there are no sections yet"))
        #expect(diagnostics[2].message.contains("[Kyoto] are already in the snapshot or given twice"))
        #expect(snapshot.itemIdentifiers == ["Kyoto"])
        #expect(snapshot.sectionIdentifiers == [.all])
    }

    @Test("a list layout renders headers and list cells with their content and accessories")
    func listRenders() {
        let (_, window) = shownList()
        #expect(
            window.render() == """
                Window
                └─ DiffableCitiesViewController
                   └─ CollectionView #cities
                      ├─ Header #cities.section.0.header "Favourites"
                      ├─ Cell #cities.item.0 "Kyoto" accessory: disclosureIndicator
                      ├─ Header #cities.section.1.header "All"
                      ├─ Cell #cities.section.1.item.0 "Amsterdam" accessory: disclosureIndicator
                      └─ Cell #cities.section.1.item.1 "Lima" accessory: disclosureIndicator
                """)
    }

    // apply(_:animatingDifferences:completion:): "The diffable data source computes the difference
    // between the current state and the new state in the applied snapshot".
    @Test("applying a snapshot keeps the cells of the items both have and configures only new ones")
    func applyKeepsCells() {
        let (list, _) = shownList()
        let lima = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 1))
        list.configured.removeAll()
        var snapshot = list.dataSource.snapshot()
        snapshot.insertItems(["Berlin"], beforeItem: "Amsterdam")
        var completed = false
        list.dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(completed)
        #expect(list.configured == ["Berlin"])
        #expect(isSame(list.collectionView.cellForItem(at: IndexPath(item: 2, section: 1)), lima))
        #expect(list.dataSource.indexPath(for: "Lima") == IndexPath(item: 2, section: 1))
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "Berlin")
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 1)) == nil)
        #expect(list.dataSource.index(for: .all) == 1)
    }

    // reloadItems(_:): it "Reloads the data within the specified items in the snapshot", with new
    // cells; reconfigureItems(_:): "Updates the data for the items you specify in the snapshot,
    // preserving the existing cells for the items."
    @Test("reloaded items get new cells; reconfigured items keep their cells, configured again")
    func reloadAndReconfigure() {
        let (list, _) = shownList()
        let kyoto = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let amsterdam = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
        list.configured.removeAll()
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems(["Kyoto"])
        snapshot.reloadItems(["Amsterdam"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["Kyoto"])
        list.dataSource.apply(snapshot)
        #expect(list.configured.sorted() == ["Amsterdam", "Kyoto"])
        #expect(isSame(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)), kyoto))
        #expect(!isSame(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)), amsterdam))
        #expect(list.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("applySnapshotUsingReloadData asks for every cell again")
    func reloadData() {
        let (list, _) = shownList()
        list.configured.removeAll()
        list.dataSource.applySnapshotUsingReloadData(list.dataSource.snapshot())
        #expect(list.configured == ["Kyoto", "Amsterdam", "Lima"])
    }

    @Test("a tap reaches the delegate, which finds the item by its index path")
    func selection() throws {
        let (list, window) = shownList()
        try window.tap("cities.section.1.item.1")
        #expect(list.selected == ["Lima"])
        #expect(!window.tappableIdentifiers().contains("cities.section.0.header"))
    }

    @Test("a list's trailing swipe actions delete through a new snapshot")
    func listSwipeToDelete() throws {
        let (list, window) = shownList()
        try window.swipeLeft("cities.section.1.item.0")
        try window.tap("cities.section.1.item.0.action.Delete")
        #expect(list.dataSource.snapshot().itemIdentifiers == ["Kyoto", "Lima"])
        #expect(window.render().contains("Cell #cities.section.1.item.0 \"Lima\""))
    }

    @Test("a table diffable data source subclass gives titles and lets a user swipe a row away")
    func tableDataSource() throws {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.accessibilityIdentifier = "cities"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        let dataSource = EditableDataSource(tableView: table) { table, indexPath, city in
            let cell = table.dequeueReusableCell(withIdentifier: "city", for: indexPath)
            cell.textLabel?.text = city
            return cell
        }
        #expect(isSame(table.dataSource, dataSource))
        var snapshot = NSDiffableDataSourceSnapshot<CitySection, String>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["Kyoto"], toSection: .favourites)
        snapshot.appendItems(["Amsterdam", "Lima"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = UIViewController()
        screen.view = table
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(window.render().contains("├─ Header #cities.section.1.header \"All\""))
        try window.swipeLeft("cities.section.1.row.1")
        try window.tap("cities.section.1.row.1.action.Delete")
        #expect(dataSource.snapshot().itemIdentifiers == ["Kyoto", "Amsterdam"])
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(dataSource.defaultRowAnimation == .automatic)
    }

    @Test("a diffable data source does not keep its collection view alive")
    func released() {
        weak var releasedCollection: UICollectionView?
        var kept: UICollectionViewDiffableDataSource<CitySection, String>?
        do {
            let (list, window) = shownList()
            releasedCollection = list.collectionView
            kept = list.dataSource
            window.rootViewController = nil
        }
        #expect(releasedCollection == nil)
        #expect(kept?.snapshot().numberOfItems == 3)
    }
}
