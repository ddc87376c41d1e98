import Foundation
import ScenewrightTesting
import Testing

@testable import Examples

@MainActor
@Suite("The city facts example")
struct CityFactsTests {
    @Test("its key screens match their snapshots: live, not found, offline, relaunched")
    func screens() throws {
        let app = try CityFacts.App()
        defer { app.close() }
        let window = app.window
        assertSnapshot(of: window, named: "1-list-live")
        try window.tap("cities.row.1")
        assertSnapshot(of: window, named: "2-kyoto-live")
        try window.tap("back")
        try CityFacts.lookUp("Atlantis", in: window)
        assertSnapshot(of: window, named: "3-not-found-alert")
        try window.tap("alert.OK")
        app.backend.stop()
        try window.tap("refresh")
        assertSnapshot(of: window, named: "4-list-offline")
        try window.tap("cities.row.1")
        assertSnapshot(of: window, named: "5-kyoto-offline")
        try window.tap("back")
        try window.tap("cities.row.0")
        assertSnapshot(of: window, named: "6-never-saved-alert")
        try window.tap("alert.OK")
        try app.relaunch()
        assertSnapshot(of: window, named: "7-relaunched-offline")
    }

    @Test("a 404 is an answer, not an outage: the alert names the request and the cache is not used")
    func notFound() throws {
        let app = try CityFacts.App()
        defer { app.close() }
        try CityFacts.lookUp("Atlantis", in: app.window)
        let title = app.window.presentedTitle
        let message = (app.window.find(identifier: "alert.message") as? Label)?.text
        #expect(title == "Could not load Atlantis")
        #expect(
            message
                == #"GET /cities/atlantis answered 404 Not Found: "{"error":"No city called atlantis"}". "#
                + "The server rejected the request: check the path, parameters, headers and body.")
        #expect(try app.store.count(CityFacts.CachedSheet.self) == 0)
    }

    @Test("a 503 is an outage: the list and a saved city come from the cache, saying so")
    func maintenance() throws {
        let app = try CityFacts.App()
        defer { app.close() }
        try app.window.tap("cities.row.2")
        try app.window.tap("back")
        app.backend.setMaintenance(true)
        try app.window.tap("refresh")
        #expect(
            app.window.label("status")
                == "Offline — cached at 09:00 UTC (the server answered 503 Service Unavailable)")
        try app.window.tap("cities.row.2")
        #expect(
            app.window.label("status")
                == "Offline — cached at 09:01 UTC (the server answered 503 Service Unavailable)")
        #expect(app.window.label("photoInfo") == "No photo")
        #expect(app.backend.server.hits("/cities") == 2)
        #expect(app.backend.server.hits("/cities/reykjavik") == 2)
    }

    @Test("every fetch is saved: one row per city, and a fact sheet saved twice stays one row")
    func caching() throws {
        let app = try CityFacts.App()
        defer { app.close() }
        #expect(try app.store.count(CityFacts.CachedListing.self) == 3)
        for _ in 0..<2 {
            try app.window.tap("cities.row.0")
            try app.window.tap("back")
        }
        try app.window.tap("refresh")
        #expect(try app.store.count(CityFacts.CachedListing.self) == 3)
        let sheets = try app.store.fetch(CityFacts.CachedSheet.self)
        #expect(sheets.map(\.slug) == ["amsterdam"])
        #expect(sheets.first?.sheet == CityFacts.Backend.sheets.first)
    }

    @Test("closing the app stops the server and removes the cache's directory")
    func closing() throws {
        let app = try CityFacts.App()
        app.close()
        #expect(app.backend.server.isStopped)
        #expect(FileManager.default.fileExists(atPath: app.directory.path) == false)
        app.close()
    }

    @Test(
        "a typed name becomes the city's slug",
        arguments: [("Kyoto", "kyoto"), ("  Reykjavík ", "reykjavik"), ("São Paulo", "sao-paulo")])
    func slugs(name: String, slug: String) {
        #expect(CityFacts.ListModel.slug(for: name) == slug)
    }

    @Test("a fact sheet popped off the stack is released with its rows")
    func noLeaks() throws {
        let app = try CityFacts.App()
        defer { app.close() }
        weak var weakSheet: CityFacts.SheetViewController?
        weak var weakRows: CityFacts.SheetRows?
        do {
            try app.window.tap("cities.row.1")
            let nav = try #require(app.window.rootViewController as? NavigationController)
            let sheet = try #require(nav.topViewController as? CityFacts.SheetViewController)
            let table = try #require(app.window.find(identifier: "facts") as? TableView)
            weakSheet = sheet
            weakRows = table.dataSource as? CityFacts.SheetRows
            #expect(weakRows != nil)
        }
        try app.window.tap("back")
        #expect(weakSheet == nil)
        #expect(weakRows == nil)
    }
}

extension Window {
    /// The text of the label with `identifier`, if one is on screen.
    fileprivate func label(_ identifier: String) -> String? { (find(identifier: identifier) as? Label)?.text }

    /// The title of the alert in front, if any.
    fileprivate var presentedTitle: String? { rootViewController?.presentedViewController?.title }
}
