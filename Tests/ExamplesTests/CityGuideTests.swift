import ScenewrightTesting
import Testing

@testable import Examples

@MainActor
@Suite("The City Guide example")
struct CityGuideTests {
    @Test("its screens match their snapshots, step by step")
    func screens() throws {
        let log = GuideLog()
        let window = CityGuide.launch(log: log)
        assertSnapshot(of: window, named: "1-cities")
        try window.tap("cities.row.0")
        assertSnapshot(of: window, named: "2-amsterdam")
        try window.tap("landmarks")
        assertSnapshot(of: window, named: "3-landmarks")
        try window.tap("back")
        try window.tap("back")
        try window.tap("tab.1")
        assertSnapshot(of: window, named: "4-about")
    }

    @Test("the detail view reloads with the same dependencies and is not awoken again")
    func reload() throws {
        let log = GuideLog()
        let window = CityGuide.launch(log: log)
        try window.tap("cities.row.2")
        let nav = try #require(window.rootViewController?.children.first as? NavigationController)
        let detail = try #require(nav.topViewController as? CityDetailViewController)
        let controllerBefore = try #require(detail.controller)
        try window.tap("landmarks")
        detail.view = nil
        try window.tap("back")
        let sameController = detail.controller === controllerBefore
        #expect(sameController)
        #expect(
            log.lines.filter { $0.hasPrefix("Detail 3") } == [
                "Detail 3: assembled", "Detail 3: view loaded (first time)", "Detail 3: appeared",
                "Detail 3: disappeared", "Detail 3: view loaded (load #2)", "Detail 3: appeared",
            ])
        assertSnapshot(of: window, named: "kyoto-after-reload")
    }

    @Test("leaving the detail releases the controller and every dependency its scene made")
    func noLeaks() throws {
        let window = CityGuide.launch(log: GuideLog())
        weak var weakDetail: CityDetailViewController?
        weak var weakController: CityDetailController?
        do {
            try window.tap("cities.row.1")
            let nav = try #require(window.rootViewController?.children.first as? NavigationController)
            let detail = try #require(nav.topViewController as? CityDetailViewController)
            weakDetail = detail
            weakController = detail.controller
        }
        try window.tap("back")
        #expect(weakDetail == nil)
        #expect(weakController == nil)
    }

    @Test("the interactive driver answers unknown commands and identifiers clearly")
    func interactive() {
        let driver = UIDriver(window: CityGuide.launch(log: GuideLog()))
        #expect(driver.execute("fly away").text == "Unknown command \"fly\". Type `help` for the commands.")
        #expect(
            driver.execute("tap nowhere").text
                == "Nothing tappable with identifier \"nowhere\" is on screen. Tappable on screen: "
                + "cities.row.0, cities.row.1, cities.row.2, tab.0, tab.1.")
        #expect(driver.execute("back").isError)
        let opened = driver.execute("tap cities.row.0")
        #expect(opened.isError == false && opened.text.contains("NavigationBar \"Amsterdam\""))
        #expect(driver.execute("quit").quits)
    }
}
