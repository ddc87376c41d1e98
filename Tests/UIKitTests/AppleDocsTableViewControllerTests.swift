import HeadlessUI
import Testing
import UIKit

/// A list screen written as Xcode's UITableViewController template writes one: the data source and
/// delegate methods overridden, editing committed by deleting from the model.
@MainActor private final class CitiesTableViewController: UITableViewController {
    var cities = ["Amsterdam", "Kyoto", "Lima"]
    var log: [String] = []

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        tableView.accessibilityIdentifier = "cities"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        cities.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
        navigationController?.pushViewController(UIViewController(), animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll")
    }
}

@MainActor @Suite("Apple's UITableViewController documentation")
struct AppleDocsTableViewControllerTests {
    private func shown() -> (CitiesTableViewController, UINavigationController, UIWindow) {
        let cities = CitiesTableViewController()
        let navigation = UINavigationController(rootViewController: cities)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (cities, navigation, window)
    }

    // init(style:): "Initializes a table-view controller to manage a table view of a given style."
    // Overview: it "Sets the data source and the delegate of the table view to self".
    @Test("init(style:) makes a table of that style, which is the view, served by the controller")
    func tableIsTheView() {
        let (cities, _, _) = shown()
        #expect(cities.tableView.style == .insetGrouped)
        #expect(isSame(cities.view, cities.tableView))
        #expect(isSame(cities.tableView.dataSource, cities))
        #expect(isSame(cities.tableView.delegate, cities))
        #expect(UITableViewController().tableView.style == .plain)
    }

    @Test("the overridden data source methods fill the table, rendered under the controller")
    func renders() {
        let (_, _, window) = shown()
        #expect(
            window.render() == """
                Window
                └─ NavigationController
                   ├─ NavigationBar "Cities"
                   │  └─ BarButtonItem #nav.right.0 "Edit"
                   └─ CitiesTableViewController
                      └─ TableView #cities
                         ├─ Cell #cities.row.0 "Amsterdam"
                         ├─ Cell #cities.row.1 "Kyoto"
                         └─ Cell #cities.row.2 "Lima"
                """)
    }

    // clearsSelectionOnViewWillAppear: "When true, the table view controller clears the table's
    // current selection when it receives a viewWillAppear(_:) message. Setting this property to
    // false preserves the selection."
    @Test(
        "coming back to the table clears the selected row, unless clearsSelectionOnViewWillAppear is false",
        arguments: [true, false])
    func clearsSelection(clears: Bool) throws {
        let (cities, _, window) = shown()
        cities.clearsSelectionOnViewWillAppear = clears
        try window.tap("cities.row.1")
        #expect(cities.log == ["didSelect 1"])
        #expect(cities.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        try window.tap("back")
        #expect(cities.tableView.indexPathForSelectedRow == (clears ? nil : IndexPath(row: 1, section: 0)))
        #expect(cities.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == !clears)
    }

    // Overview: it "Implements the setEditing(_:animated:) method and automatically toggles the edit
    // mode of the table when the user taps an Edit|Done button in the navigation bar."
    @Test("the Edit button toggles the table's editing mode and becomes Done")
    func editButton() throws {
        let (cities, _, window) = shown()
        try window.tap("nav.right.0")
        #expect(cities.isEditing)
        #expect(cities.tableView.isEditing)
        #expect(cities.editButtonItem.title == "Done")
        #expect(window.render().contains("TableView #cities editing"))
        #expect(window.render().contains("EditingControl #cities.row.0.editingControl \"delete\""))
        try window.tap("nav.right.0")
        #expect(!cities.tableView.isEditing)
        #expect(cities.editButtonItem.title == "Edit")
        #expect(!window.render().contains("EditingControl"))
    }

    // tableView(_:commit:forRowAt:): "When users tap the insertion (green plus) control or Delete
    // button associated with a UITableViewCell object in the table view, the table view sends this
    // message to the data source, asking it to commit the change. (If the user taps the deletion
    // (red minus) control, the table view then displays the Delete button to get confirmation.)"
    @Test("in editing mode a user deletes a row: the minus control shows Delete, Delete commits")
    func deleteInEditingMode() throws {
        let (cities, _, window) = shown()
        let kyoto = cities.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        try window.tap("nav.right.0")
        try window.tap("cities.row.0.editingControl")
        #expect(window.render().contains("SwipeAction #cities.row.0.action.Delete \"Delete\" destructive"))
        try window.tap("cities.row.0.action.Delete")
        #expect(cities.cities == ["Kyoto", "Lima"])
        #expect(cities.tableView.numberOfRows(inSection: 0) == 2)
        #expect(isSame(cities.tableView.cellForRow(at: IndexPath(row: 0, section: 0)), kyoto))
        #expect(window.render().contains("Cell #cities.row.0 \"Kyoto\""))
    }

    @Test("a user swipes a row to the left and taps Delete, as swipe to delete works")
    func swipeToDelete() throws {
        let (cities, _, window) = shown()
        try window.swipeLeft("cities.row.2")
        try window.tap("cities.row.2.action.Delete")
        #expect(cities.cities == ["Amsterdam", "Kyoto"])
        #expect(!window.render().contains("Lima"))
        #expect(cities.log.isEmpty)
    }

    @Test("a subclass's scrollViewDidScroll override hears the table scroll")
    func scrollOverride() {
        let (cities, _, _) = shown()
        cities.tableView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(cities.log == ["didScroll"])
    }

    // refreshControl: "The refresh control used to update the table contents."
    @Test("the refresh control is the table's, and a user's pull starts it")
    func refreshControl() throws {
        let (cities, _, window) = shown()
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        cities.refreshControl = refresh
        #expect(isSame(cities.tableView.refreshControl, refresh))
        try window.pullToRefresh("cities")
        #expect(pulls == 1)
        #expect(window.render().contains("├─ RefreshControl refreshing"))
    }

    @Test("a table view controller and its table are released with the navigation stack")
    func released() {
        weak var releasedController: CitiesTableViewController?
        weak var releasedTable: UITableView?
        do {
            let (cities, _, window) = shown()
            releasedController = cities
            releasedTable = cities.tableView
            window.rootViewController = nil
        }
        #expect(releasedController == nil)
        #expect(releasedTable == nil)
    }
}
