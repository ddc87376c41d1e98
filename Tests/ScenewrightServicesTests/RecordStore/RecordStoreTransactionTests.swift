import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

private struct ImportCancelled: Error {}

@Suite("Record store: transactions")
struct RecordStoreTransactionTests {
    @Test("a transaction's writes are kept when its closure returns")
    func commit() throws {
        try withRecordStoreFile { path in
            let store = try RecordStore(path: path)
            let ids = try store.transaction { transaction in
                [
                    try transaction.insert(City("Delft", 104_000, "NL")),
                    try transaction.insert(City("Gouda", 73_000, "NL")),
                ]
            }
            #expect(ids.count == 2)
            store.close()
            #expect(try RecordStore(path: path).count(City.self) == 2)
        }
    }

    @Test("several inserts then a failing one: none kept, earlier data unchanged, in the file too")
    func failingInsertRollsBackEverything() throws {
        try withCityStore { store throws in
            let before = try store.fetch(City.self)
            let failure = recordStoreError {
                try store.transaction { transaction in
                    try transaction.insert(City("Delft", 104_000, "NL"))
                    try transaction.insert(City("Gouda", 73_000, "NL"))
                    var utrecht = before[2]
                    utrecht.population = 0
                    try transaction.update(utrecht)
                    try transaction.delete(before[1])
                    try transaction.insert(City("Amsterdam", 1, "NL"))  // name is unique: fails
                    try transaction.insert(City("Never", 1, "NL"))
                }
            }
            #expect(failure?.kind == .uniqueConstraint)
            #expect(try store.fetch(City.self) == before)

            let reopened = try RecordStore(path: store.path)
            #expect(try reopened.fetch(City.self) == before)
        }
    }

    @Test("any error thrown by the closure rolls back, and is rethrown as it was")
    func thrownErrorRollsBack() throws {
        try withCityStore { store throws in
            #expect(throws: ImportCancelled.self) {
                try store.transaction { transaction in
                    try transaction.delete(City.filter(.true))
                    #expect(try transaction.count(City.self) == 0)
                    throw ImportCancelled()
                }
            }
            #expect(try store.count(City.self) == RecordFixtures.cities.count)
        }
    }

    @Test("a nested transaction is a savepoint: its failure undoes only its own writes")
    func nestedSavepoint() throws {
        let store = try RecordStore.inMemory()
        try store.transaction { outer in
            try outer.insert(City("Delft", 104_000, "NL"))
            let failure = recordStoreError {
                try outer.transaction { inner in
                    try inner.insert(City("Gouda", 73_000, "NL"))
                    try inner.insert(City("Delft", 1, "NL"))
                }
            }
            #expect(failure?.kind == .uniqueConstraint)
            try outer.transaction { inner in try inner.insert(City("Leiden", 125_000, "NL")) }
        }
        #expect(try store.fetch(City.sorted(by: City.name.ascending)).map(\.name) == ["Delft", "Leiden"])
    }

    @Test("calls on the store from inside the closure join the transaction")
    func storeCallsJoin() throws {
        let store = try RecordStore.inMemory()
        #expect(throws: ImportCancelled.self) {
            try store.transaction { _ in
                try store.insert(City("Delft", 104_000, "NL"))
                #expect(try store.count(City.self) == 1)
                throw ImportCancelled()
            }
        }
        #expect(try store.count(City.self) == 0)
    }

    @Test("a table created inside a rolled-back transaction is created again on next use")
    func rolledBackTableCreation() throws {
        let store = try RecordStore.inMemory()
        #expect(throws: ImportCancelled.self) {
            try store.transaction { transaction in
                try transaction.insert(City("Delft", 104_000, "NL"))
                throw ImportCancelled()
            }
        }
        try store.insert(City("Gouda", 73_000, "NL"))
        #expect(try store.fetch(City.self).map(\.name) == ["Gouda"])
    }

    @Test("a transaction kept past its closure refuses to be used")
    func endedTransaction() throws {
        let store = try RecordStore.inMemory()
        let kept = try store.transaction { $0 }
        let failure = recordStoreError { try kept.insert(City("Delft", 104_000, "NL")) }
        #expect(failure?.kind == .transactionEnded)
        #expect(try store.count(City.self) == 0)
    }
}
