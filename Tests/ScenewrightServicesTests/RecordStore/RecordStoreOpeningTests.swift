import Dispatch
import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

@Suite("Record store: opening a new file from several threads at once")
struct RecordStoreOpeningTests {
    @Test("8 threads opening and preparing one new file, 20 files over, never fail")
    func racingOpens() throws {
        let failures = Failures()
        for round in 0..<20 {
            try withRecordStoreFile { path throws in
                // Real threads released together: concurrentPerform would run them two at a time on
                // a two-core machine, and hide the race.
                let start = DispatchGroup()
                start.enter()
                let finished = DispatchGroup()
                for thread in 0..<8 {
                    finished.enter()
                    Thread.detachNewThread {
                        start.wait()
                        do {
                            let store = try RecordStore(path: path, records: [City.self, TextNote.self])
                            try store.insert(City("round \(round) thread \(thread)", thread, "NL"))
                        } catch {
                            failures.add("round \(round), thread \(thread): \(error)")
                        }
                        finished.leave()
                    }
                }
                start.leave()
                finished.wait()
                let store = try RecordStore(path: path)
                #expect(try store.count(City.self) == 8)
                #expect(try store.rawQuery("PRAGMA journal_mode") == [[.text("wal")]])
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all.count) failed opens, first: \(failures.all.prefix(3))")
    }
}
