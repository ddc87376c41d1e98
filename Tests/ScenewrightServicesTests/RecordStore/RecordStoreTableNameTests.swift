import CSQLite
import Foundation
import Testing

@testable import ScenewrightServices

/// Two record types with the same name, nested in different types: each must have a table of its own.
private enum Inbox {
    struct Message: Record, Equatable {
        static let text = Column<Message, String>("text")
        static let sender = Column<Message, String>("sender")
        static let schema = RecordSchema(text, sender)
        var id: Int64?
        var text: String
        var sender: String
    }
}

private enum Archive {
    struct Message: Record, Equatable {
        static let text = Column<Message, String>("text")
        static let sender = Column<Message, String>("sender")
        static let schema = RecordSchema(text, sender)
        var id: Int64?
        var text: String
        var sender: String
    }
}

/// Shares the table of `Inbox.Message` on purpose, by saying so; so does `Inbox.Message`'s twin below.
private struct DeclaredShare: Record {
    static let tableName = "Shared messages"
    static let text = Column<DeclaredShare, String>("text")
    static let sender = Column<DeclaredShare, String>("sender")
    static let schema = RecordSchema(text, sender)
    var id: Int64?
    var text: String
    var sender: String
}

private struct DeclaredShareToo: Record {
    static let tableName = "Shared messages"
    static let text = Column<DeclaredShareToo, String>("text")
    static let sender = Column<DeclaredShareToo, String>("sender")
    static let schema = RecordSchema(text, sender)
    var id: Int64?
    var text: String
    var sender: String
}

/// A top-level type whose default name is the one an earlier version gave both nested types.
private struct Message: Record {
    static let text = Column<Message, String>("text")
    static let sender = Column<Message, String>("sender")
    static let schema = RecordSchema(text, sender)
    var id: Int64?
    var text: String
    var sender: String
}

@Suite("Record store: two record types never share a table unless both say so")
struct RecordStoreTableNameTests {
    @Test("Inbox.Message and Archive.Message keep their rows apart: counts and deletes touch only their own")
    func nestedTypesOfOneName() throws {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path)
            try store.insert(Inbox.Message(text: "hello", sender: "ada"))
            try store.insert(Archive.Message(text: "old news", sender: "bob"))

            #expect(try store.count(Inbox.Message.self) == 1)
            #expect(try store.count(Archive.Message.self) == 1)
            try store.delete(Inbox.Message.filter(.true))
            #expect(try store.count(Inbox.Message.self) == 0)
            #expect(try store.fetch(Archive.Message.self).map(\.text) == ["old news"])
            #expect(Inbox.Message.tableName != Archive.Message.tableName)
            #expect(Inbox.Message.tableName == "Inbox.Message")
        }
    }

    @Test("two types may share a table only when both declare its name; otherwise the second is refused")
    func sharingMustBeDeclared() throws {
        let store = try RecordStore.inMemory()
        try store.insert(DeclaredShare(text: "a", sender: "x"))
        try store.insert(DeclaredShareToo(text: "b", sender: "y"))
        #expect(try store.count(DeclaredShare.self) == 2)

        struct Undeclared: Record {
            static var tableName: String { "Shared messages" }
            static let text = Column<Undeclared, String>("text")
            static let sender = Column<Undeclared, String>("sender")
            static let schema = RecordSchema(text, sender)
            var id: Int64?
            var text: String
            var sender: String
        }
        // Declared too (a computed tableName is a declaration): allowed.
        #expect(try store.count(Undeclared.self) == 2)

        // `Message` takes "Message" by default; a type declaring that name cannot share it silently.
        struct ClaimsMessage: Record {
            static let tableName = "Message"
            static let text = Column<ClaimsMessage, String>("text")
            static let sender = Column<ClaimsMessage, String>("sender")
            static let schema = RecordSchema(text, sender)
            var id: Int64?
            var text: String
            var sender: String
        }
        try store.insert(Message(text: "top", sender: "level"))
        let refused = recordStoreError { try store.insert(ClaimsMessage(text: "b", sender: "y")) }
        #expect(refused?.kind == .invalidSchema, "\(String(describing: refused))")
        #expect(refused?.message.contains("ClaimsMessage") == true, "\(refused?.message ?? "")")
        #expect(try store.count(Message.self) == 1)
    }

    @Test(
        "a file written under the old names stays readable: the nested type's rows are found and moved to its table"
    )
    func legacyFileStaysReadable() throws {
        try withRecordStoreFile { path throws in
            // The file as the previous version wrote it for Inbox.Message: a table named "Message".
            try Self.writeLegacyFile(at: path, rows: [("hello", "ada"), ("again", "ada")])

            let store = try RecordStore(path: path)
            #expect(try store.fetch(Inbox.Message.self).map(\.text) == ["hello", "again"])
            try store.insert(Inbox.Message(text: "new", sender: "cy"))
            store.close()

            let reopened = try RecordStore(path: path)
            #expect(try reopened.count(Inbox.Message.self) == 3)
            let tables = try reopened.rawQuery(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
            #expect(tables.contains([.text("Inbox.Message")]))
            #expect(!tables.contains([.text("Message")]))
        }
    }

    @Test(
        "after the old shared table went to one type, another type of that name is refused, not handed an empty table"
    )
    func legacyTableTakenByAnother() throws {
        try withRecordStoreFile { path throws in
            try Self.writeLegacyFile(at: path, rows: [("hello", "ada"), ("old news", "bob")])
            let store = try RecordStore(path: path)
            #expect(try store.count(Inbox.Message.self) == 2)

            for attempt in [
                recordStoreError { _ = try store.count(Archive.Message.self) },
                recordStoreError { _ = try store.count(Message.self) },
            ] {
                #expect(attempt?.kind == .schemaMismatch, "\(String(describing: attempt))")
                #expect(attempt?.message.contains("Inbox.Message") == true, "\(attempt?.message ?? "")")
                #expect(attempt?.message.contains("tableName") == true, "\(attempt?.message ?? "")")
            }
            #expect(try store.count(Inbox.Message.self) == 2)
        }
    }

    /// Writes, with SQLite alone, the file the previous version wrote for `Inbox.Message`: the table
    /// `"Message"` (its unqualified name) with its columns and rows.
    static func writeLegacyFile(at path: String, rows: [(String, String)]) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else {
            throw RecordStoreError(.cannotOpen, "could not create \(path)")
        }
        defer { sqlite3_close(handle) }
        var sql = """
            PRAGMA journal_mode = WAL;
            CREATE TABLE IF NOT EXISTS "Message" ("id" INTEGER PRIMARY KEY, "text" TEXT NOT NULL, "sender" TEXT NOT NULL);
            """
        for (text, sender) in rows {
            sql += "INSERT INTO \"Message\" (\"text\", \"sender\") VALUES ('\(text)', '\(sender)');"
        }
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw RecordStoreError(.sqlite, String(cString: sqlite3_errmsg(handle)))
        }
    }
}
