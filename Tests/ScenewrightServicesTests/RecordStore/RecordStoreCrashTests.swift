import Dispatch
import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

@Suite("Record store: a crash or a cancellation mid-write loses nothing committed")
struct RecordStoreCrashTests {
    @Test(
        "the files as a killed process leaves them mid-transaction open with every commit and no part of the rest"
    )
    func crashMidTransaction() throws {
        try withRecordStoreDirectory { directory throws in
            let path = directory.appendingPathComponent("live.sqlite").path
            let store = try RecordStore(path: path, records: [City.self])
            try store.transaction { transaction in
                for index in 0..<500 { try transaction.insert(City("kept \(index)", index, "NL")) }
            }
            let copy = directory.appendingPathComponent("crashed", isDirectory: true)
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            let padding = String(repeating: "x", count: 2_000)
            _ = try? store.transaction { transaction in
                // Enough to spill uncommitted pages into the WAL file, as a long import would.
                for index in 0..<5_000 {
                    try transaction.insert(City("lost \(index) \(padding)", index, "XX"))
                }
                // The process dies here: its files are what the disk has now (the OS keeps what was
                // written; only the commit never happened).
                for suffix in ["", "-wal"] {
                    try FileManager.default.copyItem(
                        atPath: path + suffix,
                        toPath: copy.appendingPathComponent("live.sqlite" + suffix).path)
                }
                throw CancellationError()
            }
            let walSize =
                (try FileManager.default.attributesOfItem(
                    atPath: copy.appendingPathComponent("live.sqlite-wal").path)[.size] as? Int) ?? 0
            #expect(walSize > 1_000_000, "the WAL must hold uncommitted pages for this test to mean anything")
            let reopened = try RecordStore(
                path: copy.appendingPathComponent("live.sqlite").path, records: [City.self])
            #expect(try reopened.count(City.self) == 500)
            #expect(try reopened.count(City.filter(City.country == "XX")) == 0)
            #expect(try reopened.rawQuery("PRAGMA integrity_check") == [[.text("ok")]])
            #expect(try store.count(City.self) == 500)
        }
    }

    @Test("a cancelled task's transaction that checks cancellation rolls back and rethrows CancellationError")
    func cancellation() async throws {
        let store = try RecordStore.inMemory(records: [City.self])
        try store.insert(City("Delft", 104_000, "NL"))
        withUnsafeCurrentTask { $0?.cancel() }
        do {
            try store.transaction { transaction in
                try transaction.insert(City("Gouda", 73_000, "NL"))
                try Task.checkCancellation()
            }
            Issue.record("the transaction should have thrown CancellationError")
        } catch is CancellationError {
            // Rolled back below.
        }
        #expect(try store.fetch(City.self).map(\.name) == ["Delft"])
    }

    @Test(
        "a task cancelled while its transaction runs: the transaction finishes whole, or rolls back whole when it checks"
    )
    func cancelledWhileInside() async throws {
        let store = try RecordStore.inMemory(records: [City.self])
        for checks in [false, true] {
            let inside = DispatchSemaphore(value: 0)
            let cancelled = DispatchSemaphore(value: 0)
            let prefix = checks ? "checked" : "unchecked"
            let task = Task.detached {
                try store.transaction { transaction in
                    try transaction.insert(City("\(prefix) before", 1, "NL"))
                    inside.signal()
                    cancelled.wait()
                    #expect(Task.isCancelled)
                    try transaction.insert(City("\(prefix) after", 2, "NL"))
                    if checks { try Task.checkCancellation() }
                }
            }
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    inside.wait()
                    continuation.resume()
                }
            }
            task.cancel()
            cancelled.signal()
            let result = await task.result
            let names = try store.fetch(City.filter(City.name.hasPrefix(prefix))).map(\.name)
            if checks {
                #expect(throws: CancellationError.self) { try result.get() }
                #expect(names.isEmpty)
            } else {
                #expect(throws: Never.self) { try result.get() }
                #expect(names == ["unchecked before", "unchecked after"])
            }
        }
        // The store is not left locked or inside a transaction.
        try store.insert(City("later", 3, "NL"))
        #expect(try store.count(City.self) == 3)
    }
}
