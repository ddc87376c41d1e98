import Foundation
import ScenewrightServices

/// The record type of the store benchmark: indexed and unique columns, like an app's model.
struct BenchCity: Record {
    static let tableName = "cities"
    static let name = Column<BenchCity, String>("name", unique: true)
    static let population = Column<BenchCity, Int>("population", indexed: true)
    static let country: Column<BenchCity, String> = "country"
    static let schema = RecordSchema(name, population, country)

    var id: Int64?
    var name: String
    var population: Int
    var country: String
}

/// A store in a fresh temporary directory: a real WAL file, removed by `remove()` or at the end of
/// the run.
@MainActor struct TemporaryStore {
    let directory: URL
    let store: RecordStore

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenewright-bench-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        temporaryStores.append(directory)
        store = try RecordStore(
            path: directory.appendingPathComponent("cities.sqlite").path, records: [BenchCity.self])
    }

    func insert(_ rows: Int) throws {
        try store.transaction { transaction in
            for index in 0..<rows {
                try transaction.insert(BenchCity(name: "city \(index)", population: index, country: "NL"))
            }
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
        temporaryStores.removeAll { $0 == directory }
    }
}

/// Counts store operations that failed, so a failure shows instead of timing an error path.
@MainActor var failedRecordOperations = 0

/// Inserts in one transaction into a fresh WAL file (per row), then indexed point fetches from a
/// store of 100,000 rows: a release build, a real file in a temporary directory.
func recordCases() -> [BenchmarkCase] {
    [
        BenchmarkCase(
            "records", "insert in one transaction (per row)", iterations: 100_000, quick: 5_000,
            unit: "row",
            [
                Contender(.subject, "RecordStore") {
                    { rows, meter in
                        do {
                            let temporary = try TemporaryStore()
                            defer { temporary.remove() }
                            meter.start()
                            try temporary.insert(rows)
                            meter.stop()
                        } catch {
                            failedRecordOperations += 1
                        }
                    }
                }
            ]),
        BenchmarkCase(
            "records", "indexed point fetch among 100k rows", iterations: 10_000, quick: 500,
            unit: "fetch",
            [
                .loop(.subject, "RecordStore") {
                    let rows = 100_000
                    let temporary = try? TemporaryStore()
                    do { try temporary?.insert(rows) } catch { failedRecordOperations += 1 }
                    return { index in
                        let population = (index &* 7919) % rows
                        do {
                            let city = try temporary?.store.fetchFirst(
                                BenchCity.filter(BenchCity.population == population))
                            if city == nil { failedRecordOperations += 1 }
                        } catch {
                            failedRecordOperations += 1
                        }
                    }
                }
            ]),
    ]
}

/// The directories of the stores this process made and has not removed yet.
@MainActor var temporaryStores: [URL] = []

/// Removes the stores the record cases kept open for their fetches.
@MainActor public func removeTemporaryStores() {
    for directory in temporaryStores { try? FileManager.default.removeItem(at: directory) }
    temporaryStores.removeAll()
}

/// The number of resolves, store operations and explorations that failed: a benchmark that times an error path
/// instead of the work reports it, and the summary exits non-zero.
@MainActor public var benchmarkFailures: Int {
    failedResolves + failedRecordOperations + failedExplorations
}
