import Foundation
import Scenewright
import ScenewrightServices
import Synchronization

/// The services example: a city-facts app that reads a JSON API with `HTTPService`, loads photos
/// through `ImageStore` and caches everything in a `RecordStore`, so it keeps working offline.
///
/// The backend is a real HTTP server the example starts on 127.0.0.1; the cache is a SQLite file
/// in a temporary directory. Both are gone when the example finishes.
enum CityFacts: Example {
    static let name = "city-facts"
    static let summary =
        "Services: HTTP against a local server, photos, a SQLite cache that works offline"

    /// The running app, for the scripted steps and `finish()`.
    static var app: App?
    /// Why the app could not start, reported by `play`.
    static var startFailure: (any Error)?

    static func launch() -> Window {
        finish()
        do {
            let app = try App()
            self.app = app
            return app.window
        } catch {
            startFailure = error
            print("city-facts could not start: \(error)")
            return Window()
        }
    }

    static func finish() {
        app?.close()
        app = nil
        startFailure = nil
    }

    static func play(_ stage: Stage) throws {
        guard let app else {
            throw startFailure
                ?? LoadFailure(title: "city-facts is not running", message: "Call launch() first.")
        }
        stage.show("launch: the list comes from the server (GET /cities) and is saved")
        try stage.tap("cities.row.1", "open Kyoto: its facts, and its photo through the ImageStore")
        try stage.show("back; look up \"Atlantis\": the server answers 404, shown as an alert") {
            try stage.window.tap("back")
            try lookUp("Atlantis", in: stage.window)
        }
        try stage.show("OK; the server goes down; refresh: the list comes from the cache") {
            try stage.window.tap("alert.OK")
            app.backend.stop()
            try stage.window.tap("refresh")
        }
        try stage.tap("cities.row.1", "open Kyoto offline: its saved facts, its photo from memory")
        try stage.show("back; open Amsterdam offline: it was never saved, and an alert says so") {
            try stage.window.tap("back")
            try stage.window.tap("cities.row.0")
        }
        try stage.show("OK; relaunch offline: a new RecordStore on the same file still has the list") {
            try stage.window.tap("alert.OK")
            try app.relaunch()
        }
    }

    /// Types `name` in the look-up field and taps Look up.
    static func lookUp(_ name: String, in window: Window) throws {
        guard let field = window.find(identifier: "name") as? TextField else {
            throw WindowError.notOnScreen(identifier: "name", available: [])
        }
        field.type(name)
        try window.tap("lookup")
    }
}

extension CityFacts {
    /// One running copy of the app: its backend, its cache file, its services and its window.
    @MainActor final class App {
        let backend: Backend
        let directory: URL
        let cacheFile: URL
        let http: HTTPService
        let clock = ScriptedClock()
        let runner = BlockingRunner()
        let window = Window()
        private(set) var store: RecordStore
        private(set) var repository: Repository

        /// Starts the backend, opens the cache in a new temporary directory and shows the list.
        /// - Throws: A server or `RecordStoreError` when either cannot be opened.
        init() throws {
            let backend = try Backend()
            let directory = FileManager.default.temporaryDirectory
                .appending(path: "city-facts-\(UUID().uuidString)", directoryHint: .isDirectory)
            let cacheFile = directory.appending(path: "cache.sqlite")
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                store = try RecordStore(url: cacheFile, records: [CachedListing.self, CachedSheet.self])
            } catch {
                backend.stop()
                try? FileManager.default.removeItem(at: directory)
                throw error
            }
            self.backend = backend
            self.directory = directory
            self.cacheFile = cacheFile
            http = HTTPService(baseURL: backend.baseURL, timeout: .seconds(10))
            repository = Repository(http: http, store: store, now: clock.now)
            showList()
            window.makeKeyAndVisible()
        }

        /// Quits and starts again on the same cache file, as a second visit does.
        /// - Throws: `RecordStoreError` when the file cannot be reopened.
        func relaunch() throws {
            window.rootViewController = nil
            store.close()
            store = try RecordStore(url: cacheFile)
            repository = Repository(http: http, store: store, now: clock.now)
            showList()
        }

        /// Stops the backend, closes the cache and removes its directory. Safe to call twice.
        func close() {
            window.rootViewController = nil
            backend.stop()
            store.close()
            try? FileManager.default.removeItem(at: directory)
        }

        private func showList() {
            window.rootViewController = Story.stack(root: Scenes.list(repository: repository, runner: runner))
        }
    }

    /// A clock for deterministic output: 09:00 UTC on 1 May 2025, a minute later at every reading.
    /// An app passes `{ Date.now }` instead.
    final class ScriptedClock: Sendable {
        private let next = Mutex(Date(timeIntervalSince1970: 1_746_090_000))  // guards the next reading

        /// The current time, advancing the clock by a minute.
        @Sendable func now() -> Date {
            next.withLock { next in
                defer { next += 60 }
                return next
            }
        }
    }
}
