import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

/// Two tables whose unique columns once got the same index name, `a_b_c_unique`.
struct UnderscoreAB: Record {
    static let tableName = "a_b"
    static let c = Column<UnderscoreAB, String>("c", unique: true)
    static let schema = RecordSchema(c)
    var id: Int64?
    var c: String
}

struct UnderscoreA: Record {
    static let tableName = "a"
    static let bc = Column<UnderscoreA, String>("b_c", unique: true)
    static let schema = RecordSchema(bc)
    var id: Int64?
    var bc: String

    enum CodingKeys: String, CodingKey {
        case id
        case bc = "b_c"
    }
}

/// One table, `tags`, whose `name` is unique in some versions of the app and not in others.
enum TagVersions {
    struct Plain: Record {
        static let tableName = "tags"
        static let name = Column<Plain, String>("name")
        static let schema = RecordSchema(name)
        var id: Int64?
        var name: String
    }

    struct Unique: Record {
        static let tableName = "tags"
        static let name = Column<Unique, String>("name", unique: true)
        static let schema = RecordSchema(name)
        var id: Int64?
        var name: String
    }

    struct Indexed: Record {
        static let tableName = "tags"
        static let name = Column<Indexed, String>("name", indexed: true)
        static let schema = RecordSchema(name)
        var id: Int64?
        var name: String
    }
}

@Suite("Record store: names are checked against the schema, and indexes follow it")
struct RecordStoreSchemaCheckTests {
    @Test(
        "a misspelled column in a delete is an unknownColumn error naming the type and close names, and deletes nothing"
    )
    func misspelledColumn() throws {
        try withCityStore { store throws in
            let typo = Column<City, String>("nmae")
            let error = recordStoreError { try store.delete(City.filter(typo == "Utrecht")) }
            #expect(error?.kind == .unknownColumn)
            #expect(error?.message.contains("City") == true)
            #expect(error?.message.contains("\"nmae\"") == true)
            #expect(error?.message.contains("Did you mean \"name\"") == true)
            #expect(try store.count(City.self) == RecordFixtures.cities.count)
            #expect(
                recordStoreError { _ = try store.fetch(City.filter(typo.contains("x"))) }?.kind
                    == .unknownColumn)
            let optionalTypo = Column<City, String?>("nicknme")
            #expect(
                recordStoreError { _ = try store.count(City.filter(!optionalTypo.isNil)) }?.kind
                    == .unknownColumn)
            let wrongCase = Column<City, String>("Name")
            #expect(
                recordStoreError { _ = try store.fetch(City.filter(wrongCase == "x")) }?.kind
                    == .unknownColumn)
        }
    }

    @Test("a hostile sort key is rejected as an unknown column, not run")
    func hostileSortKey() throws {
        try withCityStore { store throws in
            let hostile = Column<City, String>("name\" DESC, (SELECT 1/0), \"name")
            let error = recordStoreError { _ = try store.fetch(City.sorted(by: hostile.ascending)) }
            #expect(error?.kind == .unknownColumn)
            let unknown = Column<City, Int>("populaton")
            let sortError = recordStoreError { _ = try store.fetch(City.sorted(by: unknown.descending)) }
            #expect(sortError?.kind == .unknownColumn)
            #expect(sortError?.message.contains("\"population\"") == true)
        }
    }

    @Test("double-quoted string literals are off: an unknown quoted name is an error, not text")
    func doubleQuotedStringsAreOff() throws {
        try withCityStore { store throws in
            let error = recordStoreError {
                _ = try store.rawQuery("SELECT count(*) FROM cities WHERE \"nosuch\" = 'nosuch'")
            }
            #expect(error?.sqliteMessage?.contains("no such column") == true)
        }
    }

    @Test("removing a column the table does not have is an unknownColumn error")
    func removingUnknownColumn() throws {
        try withCityStore { store throws in
            let error = recordStoreError { try store.removeColumn("nicknam", from: City.self) }
            #expect(error?.kind == .unknownColumn)
            #expect(error?.message.contains("\"nickname\"") == true)
        }
    }

    @Test("table a_b column c and table a column b_c each get their own unique index")
    func uniqueIndexNamesDoNotCollide() throws {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path, records: [UnderscoreAB.self, UnderscoreA.self])
            try store.insert(UnderscoreA(bc: "same"))
            #expect(
                recordStoreError { try store.insert(UnderscoreA(bc: "same")) }?.kind == .uniqueConstraint)
            try store.insert(UnderscoreAB(c: "same"))
            #expect(recordStoreError { try store.insert(UnderscoreAB(c: "same")) }?.kind == .uniqueConstraint)
            #expect(try store.count(UnderscoreA.self) == 1)
            #expect(try store.count(UnderscoreAB.self) == 1)
        }
    }

    @Test("migrations add a unique index the schema gains and drop one it loses")
    func uniqueIndexFollowsTheSchema() throws {
        try withRecordStoreFile { path throws in
            do {
                let store = try RecordStore(path: path, records: [TagVersions.Unique.self])
                try store.insert(TagVersions.Unique(name: "swift"))
                #expect(
                    recordStoreError { try store.insert(TagVersions.Unique(name: "swift")) }?.kind
                        == .uniqueConstraint)
            }
            do {
                // unique: removed — duplicates are allowed now.
                let store = try RecordStore(path: path, records: [TagVersions.Plain.self])
                try store.insert(TagVersions.Plain(name: "swift"))
                #expect(try store.count(TagVersions.Plain.self) == 2)
                #expect(try Self.indexNames(store).isEmpty)
            }
            do {
                // unique: back, over duplicates — refused, and nothing changes.
                let error = recordStoreError {
                    _ = try RecordStore(path: path, records: [TagVersions.Unique.self])
                }
                #expect(error?.kind == .uniqueConstraint)
                let store = try RecordStore(path: path, records: [TagVersions.Plain.self])
                #expect(try store.count(TagVersions.Plain.self) == 2)
                try store.delete(TagVersions.Plain.self, id: 2)
            }
            do {
                let store = try RecordStore(path: path, records: [TagVersions.Unique.self])
                #expect(
                    recordStoreError { try store.insert(TagVersions.Unique(name: "swift")) }?.kind
                        == .uniqueConstraint)
            }
            do {
                // unique: replaced by indexed — a plain index, duplicates allowed.
                let store = try RecordStore(path: path, records: [TagVersions.Indexed.self])
                try store.insert(TagVersions.Indexed(name: "swift"))
                #expect(try Self.indexNames(store).count == 1)
            }
        }
    }

    @Test("a file whose unique index has the old name gets the new one, and stays unique")
    func legacyIndexNames() throws {
        try withRecordStoreFile { path throws in
            do {
                let store = try RecordStore(path: path)
                _ = try store.rawQuery(
                    "CREATE TABLE tags (\"id\" INTEGER PRIMARY KEY, \"name\" TEXT NOT NULL)")
                _ = try store.rawQuery("CREATE UNIQUE INDEX \"tags_name_unique\" ON tags (\"name\")")
                _ = try store.rawQuery("CREATE INDEX \"mine\" ON tags (\"name\")")
            }
            let store = try RecordStore(path: path, records: [TagVersions.Unique.self])
            let names = try Self.indexNames(store)
            #expect(!names.contains("tags_name_unique"))
            #expect(names.contains("mine"))
            #expect(names.count == 2)
            try store.insert(TagVersions.Unique(name: "a"))
            #expect(
                recordStoreError { try store.insert(TagVersions.Unique(name: "a")) }?.kind
                    == .uniqueConstraint)
        }
    }

    private static func indexNames(_ store: RecordStore) throws -> [String] {
        try store.rawQuery("SELECT name FROM pragma_index_list('tags') WHERE origin = 'c' ORDER BY name")
            .compactMap { row in if case .text(let name) = row.first { name } else { nil } }
    }
}
