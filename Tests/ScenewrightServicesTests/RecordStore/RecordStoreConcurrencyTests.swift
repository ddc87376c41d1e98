import Dispatch
import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

@Suite("Record store: threads and throughput")
struct RecordStoreConcurrencyTests {
    @Test("8 threads writing, reading and running transactions at once stay correct")
    func eightThreads() throws {
        try withRecordStoreFile { path in
            let store = try RecordStore(path: path, records: [City.self])
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                do {
                    for index in 0..<100 {
                        try store.insert(City("t\(thread)-\(index)", index, "T\(thread)"))
                        _ = try store.count(City.filter(City.country == "T\(thread)"))
                    }
                    try store.transaction { transaction in
                        for index in 100..<150 {
                            try transaction.insert(City("t\(thread)-\(index)", index, "T\(thread)"))
                        }
                        let mine = try transaction.count(City.filter(City.country == "T\(thread)"))
                        if mine != 150 {
                            failures.add("thread \(thread) saw \(mine) of its rows inside its transaction")
                        }
                    }
                    _ = try? store.transaction { transaction in
                        try transaction.insert(City("t\(thread)-rolled-back", -1, "T\(thread)"))
                        // A duplicate name: the whole transaction rolls back.
                        try transaction.insert(City("t\(thread)-0", -1, "T\(thread)"))
                    }
                } catch {
                    failures.add("thread \(thread): \(error)")
                }
            }
            #expect(failures.all.isEmpty)
            #expect(try store.count(City.self) == 8 * 150)
            #expect(try store.count(City.filter(City.population == -1)) == 0)
            let ids = try store.fetch(City.self).compactMap(\.id)
            #expect(Set(ids).count == 8 * 150)
        }
    }

    @Test("two stores on one file see each other's commits")
    func twoConnections() throws {
        try withRecordStoreFile { path in
            let writer = try RecordStore(path: path, records: [City.self])
            let reader = try RecordStore(path: path, records: [City.self])
            try writer.insert(City("Delft", 104_000, "NL"))
            #expect(try reader.fetch(City.self).map(\.name) == ["Delft"])
        }
    }

    @Test("10,000 inserts in one transaction, then every indexed point fetch finds its row")
    func manyRowsInOneTransaction() throws {
        try withRecordStoreFile { path in
            let store = try RecordStore(path: path, records: [City.self])
            let count = 10_000
            try store.transaction { transaction in
                for index in 0..<count { try transaction.insert(City("city \(index)", index, "NL")) }
            }
            #expect(try store.count(City.self) == count)
            var found = 0
            for index in stride(from: 0, to: count, by: 50) {
                if let city = try store.fetchFirst(City.filter(City.population == index)),
                    city.population == index
                {
                    found += 1
                }
            }
            #expect(found == count / 50)
        }
    }
}

/// Failures collected from several threads.
final class Failures: @unchecked Sendable {
    // `lock` guards `messages`.
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        messages.append(message)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
