import Foundation
import Testing

@testable import ScenewrightServices

/// Versions of one "towns" table, as an app's model evolves.
private enum Towns {
    struct V1: Record, Equatable {
        static let tableName = "towns"
        static let name = Column<V1, String>("name")
        static let population = Column<V1, Int>("population")
        static let schema = RecordSchema(name, population)
        var id: Int64?
        var name: String
        var population: Int
    }

    /// Adds a required column with a default, an optional one, and an indexed one.
    struct V2: Record, Equatable {
        static let tableName = "towns"
        static let name = Column<V2, String>("name")
        static let population = Column<V2, Int>("population")
        static let rating = Column<V2, Double>("rating", default: 2.5)
        static let mayor = Column<V2, String?>("mayor")
        static let motto = Column<V2, String>("motto", default: "It's ours", indexed: true)
        static let schema = RecordSchema(name, population, rating, mayor, motto)
        var id: Int64?
        var name: String
        var population: Int
        var rating: Double
        var mayor: String?
        var motto: String
    }

    struct NewColumnWithoutDefault: Record {
        static let tableName = "towns"
        static let name = Column<NewColumnWithoutDefault, String>("name")
        static let population = Column<NewColumnWithoutDefault, Int>("population")
        static let area = Column<NewColumnWithoutDefault, Double>("area")
        static let schema = RecordSchema(name, population, area)
        var id: Int64?
        var name: String
        var population: Int
        var area: Double
    }

    struct RemovedColumn: Record {
        static let tableName = "towns"
        static let name = Column<RemovedColumn, String>("name")
        static let schema = RecordSchema(name)
        var id: Int64?
        var name: String
    }

    struct ChangedType: Record {
        static let tableName = "towns"
        static let name = Column<ChangedType, String>("name")
        static let population = Column<ChangedType, String>("population")
        static let schema = RecordSchema(name, population)
        var id: Int64?
        var name: String
        var population: String
    }

    struct NowOptional: Record {
        static let tableName = "towns"
        static let name = Column<NowOptional, String>("name")
        static let population = Column<NowOptional, Int?>("population")
        static let schema = RecordSchema(name, population)
        var id: Int64?
        var name: String
        var population: Int?
    }

    struct NowUnique: Record {
        static let tableName = "towns"
        static let name = Column<NowUnique, String>("name")
        static let population = Column<NowUnique, Int>("population", unique: true)
        static let schema = RecordSchema(name, population)
        var id: Int64?
        var name: String
        var population: Int
    }
}

@Suite("Record store: schema creation and migration")
struct RecordStoreMigrationTests {
    /// A file whose "towns" table was made by ``Towns/V1``, holding two towns.
    private func withVersionOneFile(_ body: (String) throws -> Void) throws {
        try withRecordStoreFile { path in
            do {
                let store = try RecordStore(path: path, records: [Towns.V1.self])
                try store.insert(Towns.V1(name: "Ede", population: 119_000))
                try store.insert(Towns.V1(name: "Epe", population: 33_000))
            }
            try body(path)
        }
    }

    @Test("a new column is added on open; old rows read its default, new rows write it")
    func addsColumns() throws {
        try withVersionOneFile { path in
            let store = try RecordStore(path: path, records: [Towns.V2.self])
            let old = try store.fetch(Towns.V2.self)
            #expect(old.map(\.rating) == [2.5, 2.5])
            #expect(old.map(\.mayor) == [nil, nil])
            #expect(old.map(\.motto) == ["It's ours", "It's ours"])

            var new = Towns.V2(name: "Elst", population: 22_000, rating: 4, mayor: "Ada", motto: "Onward")
            new.id = try store.insert(new)
            #expect(try store.fetch(Towns.V2.filter(Towns.V2.rating > 3)) == [new])
            let indexes = try store.rawQuery(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'towns'")
            #expect(indexes == [[.text("scenewright_index_5_towns_motto")]])

            store.close()
            let reopened = try RecordStore(path: path, records: [Towns.V2.self])
            #expect(try reopened.count(Towns.V2.self) == 3)
        }
    }

    @Test("a new non-optional column without a default is refused, and the file is unchanged")
    func newColumnNeedsDefault() throws {
        try withVersionOneFile { path in
            let failure = recordStoreError {
                _ = try RecordStore(path: path, records: [Towns.NewColumnWithoutDefault.self])
            }
            #expect(failure?.kind == .missingDefault)
            #expect(
                failure?.message.hasPrefix(
                    "NewColumnWithoutDefault.area is new in NewColumnWithoutDefault.schema") == true)
            #expect(failure?.message.contains("default:") == true)
            let columns = try RecordStore(path: path).rawQuery("SELECT name FROM pragma_table_info('towns')")
            #expect(columns == [[.text("id")], [.text("name")], [.text("population")]])
        }
    }

    @Test("a removed column is reported, not dropped, until removeColumn drops it on purpose")
    func removedColumn() throws {
        try withVersionOneFile { path in
            let store = try RecordStore(path: path)
            let failure = recordStoreError { _ = try store.fetch(Towns.RemovedColumn.self) }
            #expect(failure?.kind == .schemaMismatch)
            #expect(
                failure?.message.contains(
                    "\"population\" (INTEGER), which RemovedColumn.schema no longer declares") == true)
            #expect(
                failure?.message.contains("store.removeColumn(\"population\", from: RemovedColumn.self)")
                    == true)
            #expect(try store.count(Towns.V1.self) == 2)

            try store.removeColumn("population", from: Towns.RemovedColumn.self)
            #expect(try store.fetch(Towns.RemovedColumn.self).map(\.name) == ["Ede", "Epe"])
        }
    }

    @Test("a changed column type is reported with both types")
    func changedType() throws {
        try withVersionOneFile { path in
            let failure = recordStoreError {
                _ = try RecordStore(path: path, records: [Towns.ChangedType.self])
            }
            #expect(failure?.kind == .schemaMismatch)
            #expect(
                failure?.message.contains(
                    "The column \"population\" is declared INTEGER in the file, but ChangedType.schema makes it "
                        + "text (String), declared TEXT.") == true)
        }
    }

    @Test("a column that became optional is reported: SQLite cannot drop NOT NULL")
    func changedOptionality() throws {
        try withVersionOneFile { path in
            let failure = recordStoreError {
                _ = try RecordStore(path: path, records: [Towns.NowOptional.self])
            }
            #expect(failure?.kind == .schemaMismatch)
            #expect(
                failure?.message.contains(
                    "is NOT NULL in the file, but NowOptional.schema makes it optional (Int?)") == true)
        }
    }

    @Test("a unique index over duplicate values fails as a unique violation and changes nothing")
    func uniqueIndexOverDuplicates() throws {
        try withVersionOneFile { path in
            let store = try RecordStore(path: path)
            try store.insert(Towns.V1(name: "Epe too", population: 33_000))
            let failure = recordStoreError { _ = try store.count(Towns.NowUnique.self) }
            #expect(failure?.kind == .uniqueConstraint)
            #expect(
                try store.rawQuery("SELECT count(*) FROM sqlite_master WHERE type = 'index'") == [
                    [.integer(0)]
                ])
        }
    }

    @Test("a table not made for records, or an invalid schema, is a clear error")
    func foreignTablesAndInvalidSchemas() throws {
        let store = try RecordStore.inMemory()
        _ = try store.rawQuery("CREATE TABLE towns (name TEXT, population INTEGER)")
        let foreign = recordStoreError { _ = try store.count(Towns.V1.self) }
        #expect(foreign?.kind == .schemaMismatch)
        #expect(foreign?.message.contains("has no INTEGER PRIMARY KEY column \"id\"") == true)

        struct Twice: Record {
            static let name = Column<Twice, String>("name")
            static let shout = Column<Twice, String>("NAME")
            static let schema = RecordSchema(name, shout)
            var id: Int64?
        }
        let twice = recordStoreError { try store.prepare(Twice.self) }
        #expect(twice?.kind == .invalidSchema)
        #expect(
            twice?.message
                == "Twice.schema declares the column \"NAME\" twice (SQLite names ignore case). List each column once."
        )

        struct OwnID: Record {
            static let ownID = Column<OwnID, Int>("ID")
            static let schema = RecordSchema(ownID)
            var id: Int64?
        }
        #expect(recordStoreError { try store.prepare(OwnID.self) }?.kind == .invalidSchema)
    }
}
