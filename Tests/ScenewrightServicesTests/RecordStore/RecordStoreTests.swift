import Foundation
import Testing

@testable import ScenewrightServices

private typealias Sample = RecordFixtures.Sample
private typealias City = RecordFixtures.City

@Suite("Record store: records, files and errors")
struct RecordStoreTests {
    private static let full = Sample(
        count: Int.max, small: Int32.min, ratio: 0.1 + 0.2, title: "Grüße, 世界 \u{0}nul", flag: true,
        created: Date(timeIntervalSinceReferenceDate: 123_456.789_012_345), payload: Data([0, 1, 2, 255]),
        token: UUID(), mood: .busy, note: "", score: -2.5, seen: Date(timeIntervalSince1970: 0),
        attachment: Data(), archived: false)

    private static let empty = Sample(
        count: -1, small: 7, ratio: -1e300, title: "", flag: false, created: Date.distantPast,
        payload: Data(),
        token: UUID(), mood: .calm, note: nil, score: nil, seen: nil, attachment: nil, archived: nil)

    @Test("every column type round-trips through a file, with optionals set and nil")
    func everyColumnTypeRoundTrips() throws {
        try withRecordStoreFile { path in
            let store = try RecordStore(path: path)
            var full = Self.full
            var empty = Self.empty
            full.id = try store.insert(full)
            empty.id = try store.insert(empty)

            #expect(try store.fetch(Sample.self, id: try #require(full.id)) == full)
            #expect(try store.fetch(Sample.self, id: try #require(empty.id)) == empty)
            #expect(try store.fetch(Sample.self) == [full, empty])
        }
    }

    @Test("insert returns consecutive ids; save sets the id and then updates")
    func insertAndSave() throws {
        let store = try RecordStore.inMemory()
        let first = try store.insert(City("Delft", 104_000, "NL"))
        let second = try store.insert(City("Leiden", 125_000, "NL"))
        #expect(second == first + 1)

        var city = City("Gouda", 73_000, "NL")
        try store.save(&city)
        let id = try #require(city.id)
        city.population = 74_000
        try store.save(&city)
        #expect(try store.fetch(City.self, id: id)?.population == 74_000)
        #expect(try store.count(City.self) == 3)
    }

    @Test("update writes every column back; a missing row or id is a clear error")
    func update() throws {
        try withCityStore { store throws in
            var utrecht = try #require(try store.fetchFirst(City.filter(City.name == "Utrecht")))
            utrecht.nickname = "Domstad"
            utrecht.population += 1
            try store.update(utrecht)
            #expect(try store.fetch(City.self, id: try #require(utrecht.id)) == utrecht)

            var ghost = utrecht
            ghost.id = 9_999
            let missing = recordStoreError { try store.update(ghost) }
            #expect(missing?.kind == .recordNotFound)
            #expect(missing?.message.contains("no row has id 9999") == true)

            let unsaved = recordStoreError { try store.update(City("Nowhere", 0, "XX")) }
            #expect(unsaved?.kind == .missingID)
        }
    }

    @Test("delete removes by record, by id and by query, and says what it removed")
    func delete() throws {
        try withCityStore { store throws in
            let berlin = try #require(try store.fetchFirst(City.filter(City.name == "Berlin")))
            #expect(try store.delete(berlin))
            #expect(try store.delete(berlin) == false)
            #expect(try store.delete(City.self, id: try #require(berlin.id)) == false)
            #expect(try store.delete(City.filter(City.country == "BE")) == 2)
            #expect(try store.delete(City.sorted(by: City.population.ascending).limit(2)) == 2)
            #expect(
                try store.fetch(City.sorted(by: City.name.ascending)).map(\.name) == [
                    "Amsterdam", "Rotterdam",
                ])
        }
    }

    @Test("reopening the file finds the data")
    func reopening() throws {
        try withRecordStoreFile { path in
            do {
                let store = try RecordStore(path: path)
                try store.insert(
                    City("Haarlem", 162_000, "NL", founded: Date(timeIntervalSinceReferenceDate: 1)))
                store.close()
            }
            let reopened = try RecordStore(url: URL(fileURLWithPath: path))
            let cities = try reopened.fetch(City.self)
            #expect(cities.map(\.name) == ["Haarlem"])
            #expect(cities.first?.founded == Date(timeIntervalSinceReferenceDate: 1))
        }
    }

    @Test("files use WAL journaling, foreign keys and a busy timeout; memory stores work without WAL")
    func fileConfiguration() throws {
        try withRecordStoreFile { path in
            let store = try RecordStore(path: path, busyTimeout: .milliseconds(1_500))
            #expect(try store.rawQuery("PRAGMA journal_mode") == [[.text("wal")]])
            #expect(try store.rawQuery("PRAGMA foreign_keys") == [[.integer(1)]])
            #expect(try store.rawQuery("PRAGMA busy_timeout") == [[.integer(1_500)]])
        }
        let memory = try RecordStore.inMemory(records: [City.self])
        #expect(try memory.rawQuery("PRAGMA journal_mode") == [[.text("memory")]])
        try memory.insert(City("Ede", 119_000, "NL"))
        #expect(try memory.count(City.self) == 1)
    }

    @Test("a file that is not a database is reported clearly and left untouched")
    func notADatabase() throws {
        try withRecordStoreFile { path in
            let garbage = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            try garbage.write(to: URL(fileURLWithPath: path))

            let failure = recordStoreError { _ = try RecordStore(path: path) }
            #expect(failure?.kind == .notADatabase)
            #expect(failure?.resultCode == 26)
            #expect(failure?.sqliteMessage == "file is not a database")
            #expect(failure?.message.contains(path) == true)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        }
    }

    @Test("a missing directory cannot be opened, and the error names the path")
    func missingDirectory() throws {
        try withRecordStoreDirectory { directory in
            let path = directory.appendingPathComponent("no/such/dir/records.sqlite").path
            let failure = recordStoreError { _ = try RecordStore(path: path) }
            #expect(failure?.kind == .cannotOpen)
            #expect(failure?.resultCode == 14)
            #expect(failure?.message.contains(path) == true)
        }
    }

    @Test("a unique violation is its own kind, with SQLite's code, message, table and SQL")
    func uniqueViolation() throws {
        try withCityStore { store throws in
            let failure = recordStoreError { try store.insert(City("Utrecht", 1, "NL")) }
            #expect(failure?.kind == .uniqueConstraint)
            #expect(failure?.isConstraintViolation == true)
            #expect(failure?.resultCode == 2067)
            #expect(failure?.sqliteMessage == "UNIQUE constraint failed: cities.name")
            #expect(failure?.table == "cities")
            #expect(failure?.sql?.hasPrefix("INSERT INTO \"cities\"") == true)
            let expected =
                "Inserting a City into \"cities\" failed: UNIQUE constraint failed: cities.name "
                + "(SQLITE_CONSTRAINT_UNIQUE). Another row already holds this value in a unique column: "
                + "fetch that row and update it, or use another value."
            #expect(failure?.message == expected)
            let count = try store.count(City.self)
            #expect(count == RecordFixtures.cities.count)

            var duplicateID = City("Zwolle", 130_000, "NL")
            duplicateID.id = 1
            let taken = recordStoreError { try store.insert(duplicateID) }
            #expect(taken?.kind == .primaryKeyConstraint)
        }
    }

    @Test("a non-optional column left out by encode(to:) is a not-null violation")
    func notNullViolation() throws {
        let store = try RecordStore.inMemory()
        let failure = recordStoreError { try store.insert(RecordFixtures.Sloppy(name: "lost")) }
        #expect(failure?.kind == .notNullConstraint)
        #expect(failure?.resultCode == 1299)
        #expect(failure?.sqliteMessage == "NOT NULL constraint failed: sloppy.name")
    }

    @Test("a stored value of the wrong type names the table, column, row and both types")
    func wrongColumnType() throws {
        try withCityStore { store throws in
            _ = try store.rawQuery("UPDATE cities SET population = 'lots' WHERE name = 'Utrecht'")
            let failure = recordStoreError { _ = try store.fetch(City.self) }
            #expect(failure?.kind == .wrongColumnType)
            #expect(failure?.table == "cities")
            let expected =
                "The column \"population\" of \"cities\" holds TEXT 'lots' in row 3, which is not a valid "
                + "Int (integer) for City.population. The row was written outside this schema: fix the "
                + "stored value, or declare the column with a Swift type that matches it."
            #expect(failure?.message == expected)
            #expect(
                try store.fetch(City.filter(City.name != "Utrecht")).count == RecordFixtures.cities.count - 1)
        }
    }

    @Test("a closed store throws instead of crashing")
    func closedStore() throws {
        let store = try RecordStore.inMemory()
        store.close()
        store.close()
        let failure = recordStoreError { _ = try store.count(City.self) }
        #expect(failure?.kind == .closed)
    }
}
