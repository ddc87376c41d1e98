import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

/// The table of ``RecordFixtures/City`` as a first version of an app declared it.
private struct PlaceV1: Record {
    static let tableName = "places"
    static let name = Column<PlaceV1, String>("name")
    static let population = Column<PlaceV1, Int>("population")
    static let schema = RecordSchema(name, population)
    var id: Int64?
    var name: String
    var population: Int
}

/// The next version: a new column, a new unique index and a new index, one migration.
private struct PlaceV2: Record {
    static let tableName = "places"
    static let name = Column<PlaceV2, String>("name", unique: true)
    static let population = Column<PlaceV2, Int>("population", indexed: true)
    static let country = Column<PlaceV2, String>("country", default: "NL", indexed: true)
    static let schema = RecordSchema(name, population, country)
    var id: Int64?
    var name: String
    var population: Int
    var country: String
}

// Serialized, and not for shared state: each test starts child copies of this test process and
// waits for them against deadlines, so one at a time keeps the children from competing for the
// machine and missing those deadlines.
@Suite("Record store: killed processes and two processes on one file", .serialized)
struct RecordStoreProcessTests {
    @Test(
        "a process killed with SIGKILL in the middle of a batch insert leaves every commit and nothing of the batch"
    )
    func killedDuringBatchInsert() async throws {
        if RecordStoreChildProcess.role == "batch", let directory = RecordStoreChildProcess.directory {
            let store = try RecordStore(
                path: directory.appendingPathComponent("store.sqlite").path, records: [City.self])
            let padding = String(repeating: "x", count: 500)
            try store.transaction { transaction in
                for index in 0..<1_000_000 {
                    try transaction.insert(City("batch \(index) \(padding)", index, "XX"))
                    if index == 20_000 { RecordStoreChildProcess.signal("inserting", in: directory) }
                }
                // Never committed: the parent kills this process long before.
                throw CancellationError()
            }
            return
        }
        try await withRecordStoreDirectory { directory async throws in
            let path = try makeStoreWithCommittedRows(in: directory)
            let child = try RecordStoreChildProcess.start(
                test: "killedDuringBatchInsert", role: "batch", in: directory)
            let started = await RecordStoreChildProcess.waitForFile("inserting", in: directory, of: child)
            await child.kill()
            #expect(started, "the child never got into its batch:\n\(child.output)")
            #expect(child.signal == SIGKILL)
            let walSize =
                (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
            #expect(
                walSize > 1_000_000, "the batch must have spilled into the WAL for the test to mean anything")
            try expectOnlyCommittedRows(at: path)
        }
    }

    @Test(
        "a process killed with SIGKILL in the middle of a migration, or just after it, leaves the old schema or the new one, never a mix",
        arguments: [false, true])
    func killedDuringMigration(afterItFinished: Bool) async throws {
        if RecordStoreChildProcess.role == "migration", let directory = RecordStoreChildProcess.directory {
            let path = directory.appendingPathComponent("store.sqlite").path
            _ = try RecordStore(path: path, records: [PlaceV2.self])
            RecordStoreChildProcess.signal("migrated", in: directory)
            try? await Task.sleep(for: .seconds(60))
            return
        }
        try await withRecordStoreDirectory { directory async throws in
            let path = directory.appendingPathComponent("store.sqlite").path
            let rows = 200_000
            do {
                let store = try RecordStore(path: path, records: [PlaceV1.self])
                // Many rows, so that building the new indexes takes a while and spills into the WAL.
                _ = try store.rawQuery(
                    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows)) "
                        + "INSERT INTO places (name, population) SELECT 'place ' || i, i FROM n")
                _ = try store.rawQuery("PRAGMA wal_checkpoint(TRUNCATE)")
            }
            let child = try RecordStoreChildProcess.start(
                test: "killedDuringMigration", role: "migration", in: directory)
            let migratedSign = directory.appendingPathComponent("migrated").path
            var walGrew = false
            if afterItFinished {
                #expect(await RecordStoreChildProcess.waitForFile("migrated", in: directory, of: child))
            } else {
                // Killed once the migration's uncommitted pages reach the WAL: in the middle of it.
                let clock = ContinuousClock()
                let deadline = clock.now.advanced(by: .seconds(60))
                while clock.now < deadline, child.isRunning,
                    !FileManager.default.fileExists(atPath: migratedSign)
                {
                    let size =
                        (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
                    if size > 1_000_000 {
                        walGrew = true
                        break
                    }
                    try? await Task.sleep(for: .microseconds(200))
                }
            }
            let finished = FileManager.default.fileExists(atPath: migratedSign)
            await child.kill()
            #expect(afterItFinished ? finished : walGrew, "the child never got there:\n\(child.output)")
            #expect(child.signal == SIGKILL)

            let raw = try RecordStore(path: path)
            #expect(try raw.rawQuery("PRAGMA integrity_check") == [[.text("ok")]])
            let columns = try raw.rawQuery("SELECT name FROM pragma_table_info('places') ORDER BY cid")
            let indexes = try raw.rawQuery("SELECT name FROM pragma_index_list('places') ORDER BY name")
            let migrated = columns.count == 4
            #expect(columns.count == 3 || migrated, "\(columns)")
            // All of the migration or none of it: the column and the three indexes come together.
            #expect(indexes.count == (migrated ? 3 : 0), "columns \(columns), indexes \(indexes)")
            #expect(!finished || migrated, "the child said it had migrated, but the file has the old schema")
            #expect(!afterItFinished || migrated)
            #expect(try raw.rawQuery("SELECT count(*) FROM places") == [[.integer(Int64(rows))]])
            raw.close()
            let reopened = try RecordStore(path: path, records: [PlaceV2.self])
            #expect(try reopened.count(PlaceV2.filter(PlaceV2.country == "NL")) == rows)
            #expect(try reopened.fetchFirst(PlaceV2.filter(PlaceV2.name == "place 7"))?.population == 7)
        }
    }

    /// What one writer process did.
    private struct WriterReport: Codable {
        var inserted = 0
        var errors: [String] = []
    }

    @Test(
        "two processes writing one file at once: every write lands or fails with busy, none is lost or corrupt"
    )
    func twoProcessesWriting() async throws {
        if let role = RecordStoreChildProcess.role, role.hasPrefix("writer "),
            let directory = RecordStoreChildProcess.directory
        {
            let writer = String(role.dropFirst("writer ".count))
            let store = try RecordStore(
                path: directory.appendingPathComponent("store.sqlite").path, records: [City.self],
                busyTimeout: .seconds(30))
            var report = WriterReport()
            RecordStoreChildProcess.signal("ready \(writer)", in: directory)
            while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("go").path) {
                usleep(1_000)
            }
            for round in 0..<300 {
                do {
                    if round.isMultiple(of: 2) {
                        try store.insert(City("\(writer) single \(round)", round, writer))
                        report.inserted += 1
                    } else {
                        try store.transaction { transaction in
                            for row in 0..<3 {
                                try transaction.insert(City("\(writer) batch \(round) \(row)", round, writer))
                            }
                            _ = try transaction.count(City.filter(City.country == writer))
                        }
                        report.inserted += 3
                    }
                } catch {
                    report.errors.append("\(error)")
                }
            }
            try JSONEncoder().encode(report).write(
                to: directory.appendingPathComponent("report \(writer).json"))
            return
        }
        try await withRecordStoreDirectory { directory async throws in
            let path = directory.appendingPathComponent("store.sqlite").path
            _ = try RecordStore(path: path, records: [City.self])
            let writers = ["A", "B"]
            let children = try writers.map { writer in
                try RecordStoreChildProcess.start(
                    test: "twoProcessesWriting", role: "writer \(writer)", in: directory)
            }
            for (writer, child) in zip(writers, children) {
                #expect(
                    await RecordStoreChildProcess.waitForFile("ready \(writer)", in: directory, of: child))
            }
            RecordStoreChildProcess.signal("go", in: directory)
            for child in children {
                await child.wait()
                #expect(child.exitCode == 0, "a writer failed:\n\(child.output)")
            }
            let store = try RecordStore(path: path, records: [City.self])
            for writer in writers {
                let report = try JSONDecoder().decode(
                    WriterReport.self,
                    from: Data(contentsOf: directory.appendingPathComponent("report \(writer).json")))
                #expect(report.errors.isEmpty, "writer \(writer): \(report.errors.prefix(3))")
                #expect(report.inserted == 600)
                #expect(try store.count(City.filter(City.country == writer)) == report.inserted)
            }
            #expect(try store.rawQuery("PRAGMA integrity_check") == [[.text("ok")]])
        }
    }
}
