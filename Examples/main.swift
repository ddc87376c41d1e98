import Scenewright

@MainActor func demo() throws {
    final class Cities: ViewController, TableViewDataSource, TableViewDelegate {
        let names = ["Amsterdam", "Berlin"]
        override func loadView() {
            let table = TableView().identified("cities")
            table.dataSource = self
            table.delegate = self
            view = table
        }
        func numberOfRows(in tableView: TableView) -> Int { names.count }
        func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { names[row] }
        func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
            let detail = ViewController()
            detail.title = names[row]
            navigationController?.pushViewController(detail, animated: true)
        }
    }
    let window = Window()
    let cities = Cities()
    cities.title = "Cities"
    let nav = NavigationController(rootViewController: cities)
    let settings = ViewController()
    settings.title = "Settings"
    let tabs = TabBarController(viewControllers: [nav, settings])
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    print(window.render())
    try window.tap("cities.row.0")
    print(window.render())
    let alert = AlertController(title: "Delete?", message: "Really", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in print("ok tapped") })
    nav.topViewController?.present(alert, animated: true)
    print(window.render())
    try window.tap("alert.OK")
    try window.tap("back")
    try window.tap("tab.1")
    print(window.render())
    do { try window.tap("nope") } catch { print(error) }
}
try MainActor.assumeIsolated { try demo() }
