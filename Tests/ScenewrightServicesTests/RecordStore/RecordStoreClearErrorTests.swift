import Foundation
import Testing

@testable import ScenewrightServices

/// Versions of a "tickets" table: a unique number is added over rows that already exist.
private enum Tickets {
    struct V1: Record {
        static let tableName = "tickets"
        static let title = Column<V1, String>("title")
        static let schema = RecordSchema(title)
        var id: Int64?
        var title: String
    }

    struct V2: Record {
        static let tableName = "tickets"
        static let title = Column<V2, String>("title")
        static let number = Column<V2, Int>("number", default: 0, unique: true)
        static let schema = RecordSchema(title, number)
        var id: Int64?
        var title: String
        var number: Int
    }
}

/// Versions of a table whose column is renamed from "Éa" to "éa": different names to SQLite,
/// which folds the case of ASCII letters only.
private enum Accents {
    struct Upper: Record {
        static let tableName = "accents"
        static let value = Column<Upper, Int>("Éa")
        static let schema = RecordSchema(value)
        var id: Int64?
        var value: Int
        enum CodingKeys: String, CodingKey {
            case id
            case value = "Éa"
        }
    }

    struct Lower: Record {
        static let tableName = "accents"
        static let value = Column<Lower, Int>("éa")
        static let schema = RecordSchema(value)
        var id: Int64?
        var value: Int
        enum CodingKeys: String, CodingKey {
            case id
            case value = "éa"
        }
    }
}

private struct Reserved: Record {
    static let tableName = "sqlite_notes"
    static let text = Column<Reserved, String>("text")
    static let schema = RecordSchema(text)
    var id: Int64?
    var text: String
}

private struct ReservedUpper: Record {
    static let tableName = "SQLITE_Notes"
    static let text = Column<ReservedUpper, String>("text")
    static let schema = RecordSchema(text)
    var id: Int64?
    var text: String
}

@Suite("Record store: errors that name the real cause")
struct RecordStoreClearErrorTests {
    @Test("a unique Int column added with one default over existing rows says the default collides, not text")
    func uniqueColumnWithDefault() throws {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path)
            try store.insert(Tickets.V1(title: "first"))
            try store.insert(Tickets.V1(title: "second"))

            let error = recordStoreError { try store.prepare(Tickets.V2.self) }

            #expect(error?.kind == .uniqueConstraint, "\(String(describing: error))")
            let message = error?.message ?? ""
            #expect(!message.contains("canonically equivalent"), "\(message)")
            #expect(message.contains("default"), "\(message)")
            #expect(message.contains("number"), "\(message)")
            #expect(message.contains("2 rows"), "\(message)")
            // Nothing changed: the old type still reads both rows.
            #expect(try store.fetch(Tickets.V1.self).map(\.title) == ["first", "second"])
        }
    }

    @Test("renaming a column Éa to éa is a schemaMismatch at once, not \"no such column\" on every fetch")
    func unicodeCaseRename() throws {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path)
            try store.insert(Accents.Upper(value: 1))
            store.close()

            let reopened = try RecordStore(path: path)
            let error = recordStoreError { _ = try reopened.fetch(Accents.Lower.self) }

            #expect(error?.kind == .schemaMismatch, "\(String(describing: error))")
            #expect(error?.message.contains("\"Éa\"") == true, "\(error?.message ?? "")")
            #expect(try reopened.fetch(Accents.Upper.self).map(\.value) == [1])
        }
    }

    @Test("a table named sqlite_… is an invalidSchema naming the rule, in any letter case")
    func reservedTableName() throws {
        let store = try RecordStore.inMemory()
        for error in [
            recordStoreError { try store.insert(Reserved(text: "x")) },
            recordStoreError { try store.insert(ReservedUpper(text: "x")) },
        ] {
            #expect(error?.kind == .invalidSchema, "\(String(describing: error))")
            #expect(error?.message.contains("sqlite_") == true, "\(error?.message ?? "")")
            #expect(error?.message.contains("tableName") == true, "\(error?.message ?? "")")
        }
    }
}

/// A column of a doubly optional type cannot tell `.some(nil)` from `nil` in SQL.
private struct Survey: Record {
    static let tableName = "surveys"
    static let answer = Column<Survey, Int??>("answer")
    static let schema = RecordSchema(answer)
    var id: Int64?
    var answer: Int??
}

@Suite("Record store: a value that would read back as another is refused")
struct RecordStoreNestedOptionalTests {
    @Test(
        "Int?? .some(nil) is refused with unsupportedValue and nothing is written; nil and .some(3) round-trip"
    )
    func nestedOptional() throws {
        let store = try RecordStore.inMemory()
        let inner: Int? = nil

        let error = recordStoreError { try store.insert(Survey(answer: .some(inner))) }

        #expect(error?.kind == .unsupportedValue, "\(String(describing: error))")
        #expect(error?.message.contains("Survey.answer") == true, "\(error?.message ?? "")")
        #expect(try store.count(Survey.self) == 0)
        let none = try store.insert(Survey(answer: nil))
        let three = try store.insert(Survey(answer: .some(.some(3))))
        #expect(try store.fetch(Survey.self).map(\.answer) == [nil, .some(.some(3))])
        #expect([none, three].count == 2)
        var updated = try #require(try store.fetch(Survey.filter(Survey.id == three)).first)
        updated.answer = .some(inner)
        #expect(recordStoreError { try store.update(updated) }?.kind == .unsupportedValue)
        #expect(try store.fetch(Survey.self).map(\.answer) == [nil, .some(.some(3))])
    }
}
