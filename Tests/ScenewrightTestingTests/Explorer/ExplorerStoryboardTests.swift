import ScenewrightTesting
import Testing

/// An app whose texts try to break out of the page.
@MainActor
private func hostileApp() -> Window {
    let attack = "<script>alert('x')</script>&\"'<img src=x onerror=1>\u{0}\u{7}"
    let home = ButtonsViewController(title: attack, buttons: [(attack, "open"), ("Plain", "plain")])
    let navigation = NavigationController(rootViewController: home)
    home.onTap = { [weak navigation] identifier in
        let next = ButtonsViewController(title: "Next </section>", buttons: [])
        if identifier == "open" { navigation?.pushViewController(next, animated: true) }
    }
    home.loadViewIfNeeded()
    home.view.addSubview(TextField(text: "", placeholder: attack).identified("field"))
    home.view.addSubview(ImageView(name: attack))
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return window
}

@MainActor
@Suite("The storyboard map")
struct ExplorerStoryboardTests {
    @Test("every screen is a card, every move deeper a labelled arrow, every way back a line under its card")
    func counts() throws {
        let report = try Explorer(maxDepth: 4) { CleanApp.launch() }.run()
        let html = report.storyboardHTML(title: "Clean app")
        #expect(html.components(separatedBy: "<section class=\"screen\" data-screen=").count - 1 == 5)
        // Deeper: 0→1, 0→2, 0→3, 2→4. Back: 1→0 (back, swipe back), 2→0 and 4→0 (drag sheet),
        // 3→0 (two alert actions). No change: the cancelled swipe back on 1, the cancelled drags on
        // 2 and 4.
        #expect(html.components(separatedBy: "data-arrow=\"").count - 1 == 4)
        #expect(
            html.contains(
                "data-screens=\"5\" data-arrows=\"4\" data-arrow-actions=\"4\" data-return-actions=\"6\" "
                    + "data-loop-actions=\"3\" data-transitions=\"13\""))
        #expect(html.contains("<li>↩ <code>back</code>, <code>swipe back</code> → <b>0</b> Home</li>"))
        #expect(
            html.contains(
                "<p class=\"loops\" data-loops=\"1\">no change: <code>swipe back, cancelled</code></p>"))
        #expect(html.contains(">tap delete</text>"))
        #expect(
            html.contains(
                "<li>↩ <code>tap alert.Delete all</code>, <code>tap alert.Keep them</code> → <b>0</b> Home</li>"
            ))
        #expect(html.contains("<title>Clean app — storyboard</title>"))
    }

    @Test("a card draws the navigation bar, back button, content, tab bar, sheet and alert")
    func drawing() throws {
        let report = try Explorer(maxDepth: 2) { CleanApp.launch() }.run()
        let html = report.storyboardHTML()
        #expect(html.contains("<span class=\"navtitle\">Home</span>"))
        #expect(html.contains("<span class=\"back\">‹ Back</span><span class=\"navtitle\">Detail</span>"))
        #expect(html.contains("<span class=\"button\">Details</span>"))
        #expect(html.contains("<div class=\"layer sheet\"><div class=\"grabber\"></div>"))
        #expect(html.contains("<span class=\"field placeholder\">Name</span>"))
        #expect(
            html.contains(
                "<div class=\"alert\"><div class=\"alert-text\"><b>Delete all?</b><p>This cannot be undone.</p>"
            ))
        #expect(
            html.contains("<div class=\"alert-actions pair\"><span>Delete all</span><span>Keep them</span>"))
    }

    @Test("tab bars, table rows and images are drawn")
    func tabsAndTables() throws {
        let report = try Explorer(maxDepth: 1) {
            let list = TableListViewController()
            let window = Window()
            window.rootViewController = TabBarController(viewControllers: [
                NavigationController(rootViewController: list),
                ButtonsViewController(title: "Settings", buttons: []),
            ])
            window.makeKeyAndVisible()
            return window
        }.run()
        let html = report.storyboardHTML()
        #expect(
            html.contains(
                "<span class=\"tab selected\"><i></i>Cities</span><span class=\"tab\"><i></i>Settings</span>")
        )
        #expect(html.contains("<div class=\"row\"><span>Amsterdam</span><i>›</i></div>"))
        #expect(html.contains("<figcaption>skyline</figcaption>"))
    }

    @Test("texts from the app are escaped: no markup from a label reaches the page")
    func escaping() throws {
        let report = try Explorer(maxDepth: 2) { hostileApp() }.run()
        let html = report.storyboardHTML(title: "<b>title</b>")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>title</b>"))
        #expect(!html.contains("\u{0}"))
        #expect(!html.contains("\u{7}"))
        #expect(
            html.contains(
                "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;&#39;&lt;img src=x onerror=1&gt;\u{FFFD}\u{FFFD}"
            ))
        #expect(html.contains("Next &lt;/section&gt;"))
    }

    @Test("the page is self-contained: no scripts, no links, no network, no fonts to fetch")
    func selfContained() throws {
        let html = try Explorer(maxDepth: 3) { CleanApp.launch() }.run().storyboardHTML()
        for forbidden in [
            "<script", "src=", "href=", "http://", "https://", "@import", "@font-face", "<link",
        ] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test("violations are listed under the map, and their screens flagged")
    func violations() throws {
        let html = try Explorer(maxDepth: 2) { FaultyApp.launch() }.run().storyboardHTML()
        #expect(html.contains("<footer class=\"violations\"><h2>Violations</h2>"))
        #expect(html.contains("<li data-violation><b>leak</b> LeakyViewController is still alive"))
        #expect(html.contains("<span class=\"flag\">"))
    }

    @Test("an empty report and a report of one screen still make a page")
    func degenerate() throws {
        let empty = ExplorationReport(
            screens: [], transitions: [], violations: [], maxDepth: 0, steps: 0, launches: 0)
        #expect(empty.storyboardHTML().contains("data-screens=\"0\" data-arrows=\"0\""))
        let window = Window()
        let single = try Explorer(maxDepth: 3) { window }.run()
        #expect(single.screens.count == 1)
        #expect(single.storyboardHTML().contains("Empty window"))
    }
}

/// Three tabs, each a stack whose list opens eight details: 3 lists and 24 details, 27 screens.
@MainActor
private func thirtyScreenApp() -> Window {
    let tabs = (0..<3).map { tab in
        let list = ButtonsViewController(
            title: "List \(tab)", buttons: (0..<8).map { ("Item \(tab).\($0)", "item.\($0)") })
        let navigation = NavigationController(rootViewController: list)
        list.onTap = { [weak navigation] identifier in
            let detail = ButtonsViewController(title: "Detail \(tab) \(identifier)", buttons: [])
            navigation?.pushViewController(detail, animated: true)
        }
        return navigation
    }
    let window = Window()
    window.rootViewController = TabBarController(viewControllers: tabs)
    window.makeKeyAndVisible()
    return window
}

@MainActor
@Suite("The storyboard map's layout")
struct ExplorerStoryboardLayoutTests {
    /// The top-left corner of every card, read from the page.
    private func cardOrigins(in html: String) -> [(x: Double, y: Double)] {
        html.components(separatedBy: "<section class=\"screen\"").dropFirst().compactMap { card in
            guard let left = card.range(of: "left:"), let top = card.range(of: "px;top:"),
                let end = card[top.upperBound...].range(of: "px")
            else { return nil }
            let x = Double(card[left.upperBound..<top.lowerBound])
            let y = Double(card[top.upperBound..<end.lowerBound])
            guard let x, let y else { return nil }
            return (x, y)
        }
    }

    /// The board's width and height, read from the page.
    private func boardSize(in html: String) -> (width: Double, height: Double)? {
        guard let style = html.range(of: "class=\"board\""),
            let width = html[style.upperBound...].range(of: "style=\"width:"),
            let height = html[width.upperBound...].range(of: "px;height:"),
            let end = html[height.upperBound...].range(of: "px")
        else { return nil }
        guard let w = Double(html[width.upperBound..<height.lowerBound]),
            let h = Double(html[height.upperBound..<end.lowerBound])
        else { return nil }
        return (w, h)
    }

    @Test("thirty screens: bands by depth, no two cards overlap, and the page stays printable")
    func thirtyScreens() throws {
        let report = try Explorer(maxDepth: 3) { thirtyScreenApp() }.run()
        #expect(report.screens.count == 27)
        #expect(report.violations.isEmpty, "\(report.violations)")
        let html = report.storyboardHTML()
        let origins = cardOrigins(in: html)
        #expect(origins.count == report.screens.count)
        // Cards are 232 × (34 caption + 470 phone + path) wide and tall; keep 40 points apart.
        for (index, a) in origins.enumerated() {
            for b in origins[(index + 1)...] {
                let apart = abs(a.x - b.x) >= 232 + 40 || abs(a.y - b.y) >= 504 + 40
                #expect(apart, "cards at \(a) and \(b) overlap")
            }
        }
        // Deeper screens sit further right: every card of a depth is right of every shallower one.
        for (screen, origin) in zip(report.screens, origins) {
            let deeper = zip(report.screens, origins).filter { $0.0.depth > screen.depth }
            #expect(deeper.allSatisfy { $0.1.x > origin.x })
        }
        // Long columns wrap: the page is no more than about twice as tall as it is wide.
        let size = try #require(boardSize(in: html))
        #expect(size.height <= size.width * 2, "\(size)")
        for origin in origins {
            #expect(origin.x + 232 <= size.width && origin.y + 470 <= size.height)
        }
    }
}

/// A table of cities with an image above it.
@MainActor final class TableListViewController: ViewController, TableViewDataSource {
    private let cities = ["Amsterdam", "Kyoto"]

    init() {
        super.init()
        title = "Cities"
    }

    override func loadView() {
        let root = View()
        root.addSubview(ImageView(name: "skyline"))
        let table = TableView().identified("cities")
        table.dataSource = self
        root.addSubview(table)
        view = root
    }

    func numberOfRows(in tableView: TableView) -> Int { cities.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String { cities[row] }
}
