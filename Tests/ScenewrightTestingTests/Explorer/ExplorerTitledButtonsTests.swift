import ScenewrightTesting
import Testing

/// A screen whose buttons have titles and no identifiers, as real apps build them.
@MainActor private final class TitledScreen: ViewController {
    let buttons: [(String, @MainActor (TitledScreen) -> Void)]
    init(title: String, buttons: [(String, @MainActor (TitledScreen) -> Void)]) {
        self.buttons = buttons
        super.init()
        self.title = title
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        for (title, action) in buttons {
            view.addSubview(Button(title) { [weak self] in if let self { action(self) } })
        }
    }
}

@MainActor private enum TitledApp {
    static func launch() -> Window {
        let home = TitledScreen(
            title: "Shop",
            buttons: [
                (
                    "Catalogue",
                    { screen in
                        let item = TitledScreen(
                            title: "Item",
                            buttons: [
                                ("Add", { _ in }),
                                (
                                    "Add",
                                    { item in
                                        item.navigationController?.pushViewController(
                                            TitledScreen(title: "Added", buttons: []), animated: true)
                                    }
                                ),
                            ])
                        screen.navigationController?.pushViewController(item, animated: true)
                    }
                ),
                (
                    "Help",
                    { screen in
                        screen.present(
                            TitledScreen(
                                title: "Help sheet",
                                buttons: [("Close", { sheet in sheet.dismiss(animated: true) })]),
                            animated: true)
                    }
                ),
            ])
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: home)
        window.makeKeyAndVisible()
        return window
    }
}

@MainActor
@Suite("Explorer on buttons without identifiers")
struct ExplorerTitledButtonsTests {
    @Test("an app whose buttons have only titles is explored to every screen through their addresses")
    func titledButtons() throws {
        let report = try Explorer(maxDepth: 4) { TitledApp.launch() }.run()
        #expect(report.violations.isEmpty, "\(report.violations)")
        #expect(report.screens.map(\.title).sorted() == ["Added", "Help sheet", "Item", "Shop"])
        #expect(report.screens[0].actions == ["tap Button \"Catalogue\"", "tap Button \"Help\""])
        let added = try #require(report.screens.first { $0.title == "Added" })
        #expect(added.path == ["tap Button \"Catalogue\"", "tap Button \"Add\" #2"])
        let help = try #require(report.screens.first { $0.title == "Help sheet" })
        #expect(help.actions.contains("tap Button \"Close\""))
    }
}
