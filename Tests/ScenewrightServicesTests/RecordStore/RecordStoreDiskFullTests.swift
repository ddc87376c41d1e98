import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

@Suite("Record store: a full disk or a file-size limit never half-commits a transaction")
struct RecordStoreDiskFullTests {
    /// What the child saw, written for the parent: each step's outcome.
    private struct Report: Codable {
        var innerError = ""
        var secondInsertError = ""
        var transactionError = ""
    }

    @Test(
        "a file-size limit hit in a nested transaction the outer one catches: the transaction throws and keeps nothing"
    )
    func fileSizeLimitInNestedTransaction() async throws {
        if RecordStoreChildProcess.role == "file-size-limit",
            let directory = RecordStoreChildProcess.directory
        {
            try Self.hitFileSizeLimit(in: directory)
            return
        }
        try await withRecordStoreDirectory { directory async throws in
            let path = try makeStoreWithCommittedRows(in: directory)
            try await RecordStoreChildProcess.run(
                test: "fileSizeLimitInNestedTransaction", role: "file-size-limit", in: directory)
            let report = try JSONDecoder().decode(
                Report.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
            // The write that hit the limit fails as one that cannot be written…
            #expect(report.innerError == "cannotWrite")
            // …the outer closure's next insert is refused rather than committed on its own…
            #expect(report.secondInsertError == "transactionRolledBack")
            // …and the transaction reports that nothing of it was kept.
            #expect(report.transactionError == "transactionRolledBack")
            // Only the rows committed before are kept, and the store works again once there is room.
            try expectOnlyCommittedRows(at: path)
        }
    }

    @Test(
        "after SQLite rolls a transaction back on its own, every later call in it is refused and nothing of it is kept"
    )
    func fullDatabaseDoomsTheTransaction() throws {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path, records: [City.self])
            try store.insert(City("kept", 1, "NL"))
            let pages = try store.rawQuery("PRAGMA page_count")
            guard case .integer(let count)? = pages.first?.first else {
                Issue.record("no page count: \(pages)")
                return
            }
            // A full database, as SQLite reports a full disk: SQLITE_FULL.
            _ = try store.rawQuery("PRAGMA max_page_count = \(count + 20)")
            let padding = String(repeating: "x", count: 2_000)
            var inner: RecordStoreError?
            var later: [RecordStoreError?] = []
            let outcome = recordStoreError {
                try store.transaction { outer in
                    try outer.insert(City("first half", 1, "XX"))
                    do {
                        try outer.transaction { nested in
                            for index in 0..<10_000 {
                                try nested.insert(City("bulk \(index) \(padding)", index, "XX"))
                            }
                        }
                    } catch let error as RecordStoreError {
                        inner = error
                    }
                    later.append(recordStoreError { try outer.insert(City("second half", 2, "XX")) })
                    later.append(recordStoreError { _ = try outer.fetch(City.self) })
                    later.append(recordStoreError { _ = try outer.count(City.self) })
                    later.append(recordStoreError { try outer.delete(City.filter(.true)) })
                    later.append(recordStoreError { try store.insert(City("through the store", 3, "XX")) })
                    later.append(
                        recordStoreError {
                            try outer.transaction { nested in _ = try nested.insert(City("nested", 4, "XX")) }
                        })
                    // The closure swallowed every error and returns normally: still nothing is committed.
                }
            }
            #expect(inner?.kind == .cannotWrite)
            #expect(inner?.message.contains("rolled back the whole transaction") == true)
            #expect(later.count == 6)
            for error in later {
                #expect(error?.kind == .transactionRolledBack)
                #expect(error?.message.contains("database or disk is full") == true)
            }
            #expect(outcome?.kind == .transactionRolledBack)
            _ = try store.rawQuery("PRAGMA max_page_count = 1073741823")
            #expect(try store.fetch(City.self).map(\.name) == ["kept"])
            // The next transaction starts afresh.
            try store.transaction { transaction in try transaction.insert(City("next", 5, "NL")) }
            store.close()
            #expect(try RecordStore(path: path).count(City.self) == 2)
        }
    }

    /// The child's part: the documented pattern (an inner transaction fails, the outer closure
    /// catches and goes on) with the process's files limited to 1 MiB, as `ulimit -f` does.
    private static func hitFileSizeLimit(in directory: URL) throws {
        let store = try RecordStore(
            path: directory.appendingPathComponent("store.sqlite").path, records: [City.self])
        // Writing past the limit fails with EFBIG instead of killing the process.
        signal(SIGXFSZ, SIG_IGN)
        var limit = rlimit(rlim_cur: 1 << 20, rlim_max: 1 << 20)
        guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else {
            Issue.record("setrlimit failed: \(errno)")
            return
        }
        var report = Report()
        let padding = String(repeating: "x", count: 2_000)
        do {
            try store.transaction { outer in
                try outer.insert(City("first half", 1, "XX"))
                do {
                    try outer.transaction { inner in
                        for index in 0..<10_000 {
                            try inner.insert(City("bulk \(index) \(padding)", index, "XX"))
                        }
                    }
                } catch let error as RecordStoreError {
                    report.innerError = error.kind.rawValue
                }
                do {
                    try outer.insert(City("second half", 2, "XX"))
                } catch let error as RecordStoreError {
                    report.secondInsertError = error.kind.rawValue
                    throw error
                }
            }
        } catch let error as RecordStoreError {
            report.transactionError = error.kind.rawValue
        }
        try JSONEncoder().encode(report).write(to: directory.appendingPathComponent("report.json"))
    }
}

/// Versions of a "readings" table: the second adds an indexed column and a unique one, which makes
/// the migration write an index over every row.
private enum Readings {
    struct V1: Record {
        static let tableName = "readings"
        static let sensor = Column<V1, String>("sensor")
        static let value = Column<V1, Double>("value")
        static let schema = RecordSchema(sensor, value)
        var id: Int64?
        var sensor: String
        var value: Double
    }

    struct V2: Record {
        static let tableName = "readings"
        static let sensor = Column<V2, String>("sensor", indexed: true)
        static let value = Column<V2, Double>("value", indexed: true)
        static let note = Column<V2, String?>("note", unique: true)
        static let schema = RecordSchema(sensor, value, note)
        var id: Int64?
        var sensor: String
        var value: Double
        var note: String?
    }
}

@Suite("Record store: a full disk in the middle of a migration keeps the old schema and every row")
struct RecordStoreMigrationDiskFullTests {
    static let rows = 20_000

    @Test(
        "a migration that hits a 256 KiB file-size limit fails with cannotWrite, keeps the old schema and every row, and runs once there is room"
    )
    func migrationHitsFileSizeLimit() async throws {
        if RecordStoreChildProcess.role == "migrate-full", let directory = RecordStoreChildProcess.directory {
            let store = try RecordStore(path: directory.appendingPathComponent("store.sqlite").path)
            signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit(rlim_cur: 256 * 1024, rlim_max: 256 * 1024)
            guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else {
                Issue.record("setrlimit failed: \(errno)")
                return
            }
            let error = recordStoreError { try store.prepare(Readings.V2.self) }
            let outcome = error.map { "\($0.kind): \($0.message)" } ?? "migrated"
            try Data(outcome.utf8).write(to: directory.appendingPathComponent("outcome.txt"))
            return
        }
        try await withRecordStoreDirectory { directory async throws in
            let path = directory.appendingPathComponent("store.sqlite").path
            let store = try RecordStore(path: path, records: [Readings.V1.self])
            try store.transaction { transaction in
                for index in 0..<Self.rows {
                    try transaction.insert(Readings.V1(sensor: "sensor \(index % 97)", value: Double(index)))
                }
            }
            store.close()

            try await RecordStoreChildProcess.run(
                test: "migrationHitsFileSizeLimit", role: "migrate-full", in: directory)

            let outcome = try String(
                contentsOf: directory.appendingPathComponent("outcome.txt"), encoding: .utf8)
            #expect(outcome.hasPrefix("cannotWrite"), "\(outcome)")
            let reopened = try RecordStore(path: path)
            #expect(try reopened.rawQuery("PRAGMA integrity_check") == [[.text("ok")]])
            let columns = try reopened.rawQuery("SELECT name FROM pragma_table_info('readings')")
            #expect(columns == [[.text("id")], [.text("sensor")], [.text("value")]], "a half-made schema")
            #expect(try reopened.count(Readings.V1.self) == Self.rows)
            try reopened.prepare(Readings.V2.self)
            #expect(try reopened.count(Readings.V2.filter(Readings.V2.note.isNil)) == Self.rows)
        }
    }
}
