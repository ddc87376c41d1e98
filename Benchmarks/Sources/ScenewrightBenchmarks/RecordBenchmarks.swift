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

/// 100,000 inserts in one transaction into a WAL file, then indexed point fetches: a release build,
/// a real file in a temporary directory.
func recordBenchmarks(_ report: inout Report) {
    print("\n── RecordStore (SQLite, WAL, one file)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scenewright-bench-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try RecordStore(path: directory.appendingPathComponent("cities.sqlite").path, records: [BenchCity.self])
        let count = 100_000
        let clock = ContinuousClock()
        let insertTime = try clock.measure {
            try store.transaction { transaction in
                for index in 0..<count {
                    try transaction.insert(BenchCity(name: "city \(index)", population: index, country: "NL"))
                }
            }
        }
        let lookups = 10_000
        var found = 0
        let fetchTime = try clock.measure {
            for index in 0..<lookups {
                let population = (index &* 7919) % count
                if try store.fetchFirst(BenchCity.filter(BenchCity.population == population)) != nil { found += 1 }
            }
        }
        let insertNanoseconds = Double(insertTime.components.attoseconds) / 1e9 + Double(insertTime.components.seconds) * 1e9
        let fetchNanoseconds = Double(fetchTime.components.attoseconds) / 1e9 + Double(fetchTime.components.seconds) * 1e9
        report.add(Measurement(name: "insert, 100k in one transaction (per row)", nanoseconds: insertNanoseconds / Double(count), allocations: .nan))
        report.add(Measurement(name: "indexed point fetch", nanoseconds: fetchNanoseconds / Double(lookups), allocations: .nan))
        print("  \(Int(Double(count) / (insertNanoseconds / 1e9))) inserts/s; \(found)/\(lookups) fetches found their row")
    } catch {
        print("!! record benchmark failed: \(error)")
    }
}
