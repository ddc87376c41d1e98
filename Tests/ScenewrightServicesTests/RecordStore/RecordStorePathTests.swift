import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

@Suite("Record store: a path opens exactly the file it names, or nothing")
struct RecordStorePathTests {
    @Test("a path with a NUL is refused, and clearing that scratch store cannot touch the live file")
    func nulInPath() throws {
        try withRecordStoreDirectory { directory throws in
            let live = directory.appendingPathComponent("notes.sqlite").path
            let notes = try RecordStore(path: live, records: [City.self])
            try notes.insert(City("Delft", 104_000, "NL"))
            let failure = recordStoreError {
                let scratch = try RecordStore(path: live + "\0-scratch", records: [City.self])
                try scratch.delete(City.filter(.true))
            }
            #expect(failure?.kind == .cannotOpen)
            #expect(failure?.message.contains("NUL") == true)
            #expect(try notes.fetch(City.self).map(\.name) == ["Delft"])
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(files.allSatisfy { $0.hasPrefix("notes.sqlite") }, "\(files)")
        }
    }

    @Test("a file URL with a NUL never reaches the live file: its path keeps the NUL percent-encoded")
    func nulInURL() throws {
        try withRecordStoreDirectory { directory throws in
            let notes = try RecordStore(
                url: directory.appendingPathComponent("notes.sqlite"), records: [City.self])
            try notes.insert(City("Delft", 104_000, "NL"))
            let url = directory.appendingPathComponent("notes.sqlite\0-scratch")
            do {
                let scratch = try RecordStore(url: url, records: [City.self])
                #expect(!scratch.path.utf8.contains(0))
                try scratch.delete(City.filter(.true))
            } catch let error as RecordStoreError {
                #expect(error.kind == .cannotOpen)
            }
            #expect(try notes.fetch(City.self).map(\.name) == ["Delft"])
        }
    }

    @Test("an empty path is refused instead of opening a temporary database that vanishes")
    func emptyPath() {
        let failure = recordStoreError { _ = try RecordStore(path: "") }
        #expect(failure?.kind == .cannotOpen)
        #expect(failure?.message.contains("empty") == true)
    }

    @Test("a relative path starting with file: is that file, never a URI with query options")
    func fileColonIsAFile() throws {
        try withRecordStoreDirectory { directory throws in
            let previous = FileManager.default.currentDirectoryPath
            // The working directory is process-wide: use absolute paths to look, relative only to open.
            let name = "file:notes.sqlite?mode=memory"
            let absolute = directory.appendingPathComponent(name).path
            try withCurrentDirectory(directory) {
                let store = try RecordStore(path: name, records: [City.self])
                try store.insert(City("Delft", 104_000, "NL"))
                #expect(store.path == name)
            }
            _ = previous
            #expect(FileManager.default.fileExists(atPath: absolute))
            let reopened = try RecordStore(path: absolute, records: [City.self])
            #expect(try reopened.fetch(City.self).map(\.name) == ["Delft"])
        }
    }

    @Test("\":memory:\" is a private in-memory store; a file of that name is opened as \"./:memory:\"")
    func memoryName() throws {
        let first = try RecordStore(path: ":memory:", records: [City.self])
        let second = try RecordStore(path: ":memory:", records: [City.self])
        try first.insert(City("Delft", 104_000, "NL"))
        #expect(try second.count(City.self) == 0)
        try withRecordStoreDirectory { directory throws in
            let file = directory.appendingPathComponent(":memory:").path
            let store = try RecordStore(path: file, records: [City.self])
            try store.insert(City("Gouda", 73_000, "NL"))
            #expect(FileManager.default.fileExists(atPath: file))
        }
    }
}

/// A lock for tests that change the process's working directory: one at a time.
private let workingDirectoryLock = NSLock()

/// Runs `body` with the working directory set to `directory`, then restores it.
private func withCurrentDirectory(_ directory: URL, _ body: () throws -> Void) throws {
    workingDirectoryLock.lock()
    defer { workingDirectoryLock.unlock() }
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
        Issue.record("could not change to \(directory.path)")
        return
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    try body()
}

/// `RecordStore(url:)` takes a local file URL, and nothing else.
@Suite struct RecordStoreURLTests {
    @Test(
        "a URL that is not a local file URL is refused with cannotOpen, and no file is created",
        arguments: [
            "https://example.com/remote.sqlite", "http://127.0.0.1/db.sqlite", "ftp://host/x.sqlite",
            "file://fileserver/share/records.sqlite", "file:///tmp/scenewright-url-test.sqlite?mode=ro",
            "file:///tmp/scenewright-url-test.sqlite#main", "data:,hello",
        ])
    func nonFileURL(text: String) throws {
        let url = try #require(URL(string: text))
        let before = Set(
            (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath))
                ?? [])

        let error = recordStoreError { _ = try RecordStore(url: url) }

        #expect(error?.kind == .cannotOpen, "\(String(describing: error))")
        #expect(error?.message.contains(text) == true, "\(error?.message ?? "")")
        #expect(!FileManager.default.fileExists(atPath: url.path), "\(url.path) was created")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/scenewright-url-test.sqlite"))
        let after = Set(
            (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath))
                ?? [])
        #expect(after.subtracting(before).isEmpty, "created \(after.subtracting(before))")
    }

    @Test("a file URL, also with localhost as its host, opens the file it names")
    func fileURL() throws {
        try withRecordStoreDirectory { directory throws in
            let file = directory.appendingPathComponent("records.sqlite")
            let store = try RecordStore(url: file, records: [RecordFixtures.City.self])
            try store.insert(RecordFixtures.City("Delft", 104_000, "NL"))
            store.close()
            let localhost = try #require(URL(string: "file://localhost" + file.path))
            #expect(try RecordStore(url: localhost).count(RecordFixtures.City.self) == 1)
        }
    }
}
