import ScenewrightTesting
import Testing

@testable import Examples

@MainActor
@Suite("The location tracker example")
struct LocationTrackerTests {
    @Test("the scripted walk's key screens match their snapshots")
    func screens() throws {
        let window = LocationTracker.launch()
        assertSnapshot(of: window, named: "1-records")
        try window.tap("records.row.1")
        try window.tap("day.row.2")
        assertSnapshot(of: window, named: "2-record-detail")
        try window.tap("tab.1")
        try window.tap("add")
        assertSnapshot(of: window, named: "3-editor-sheet")
        try #require(window.find(identifier: "name") as? TextField).type("Cycling")
        try window.tap("save")
        assertSnapshot(of: window, named: "4-profiles-after-save")
        try #require(LocationTracker.manager).open(deepLink: "/records/21/2")
        assertSnapshot(of: window, named: "5-deep-link")
    }

    @Test("a broken segue throws to the caller and is also shown as an alert")
    func brokenSegue() throws {
        let window = LocationTracker.launch()
        try window.tap("broken")
        let alert = window.find(identifier: "alert.message") as? Label
        #expect(alert?.text?.hasPrefix("No screen is registered under \"heatmap\".") == true)
    }

    @Test("screens pushed by segues are released with their agents when popped")
    func noLeaks() throws {
        let window = LocationTracker.launch()
        weak var weakDay: ViewController?
        do {
            try window.tap("records.row.0")
            let tabs = try #require(window.rootViewController as? TabBarController)
            let nav = try #require(tabs.selectedViewController as? NavigationController)
            weakDay = nav.topViewController
            #expect(weakDay is DayMapViewController)
        }
        try window.tap("back")
        #expect(weakDay == nil)
    }
}
