import Foundation
import Testing

@testable import ScenewrightServices

/// Record types the record store tests share, kept in a namespace so they cannot clash with other
/// suites' models.
enum RecordFixtures {
    enum Mood: String, Codable, ColumnValue {
        case calm, busy
    }

    /// One column of every kind, required and optional.
    struct Sample: Record, Equatable {
        static let tableName = "samples"
        static let count = Column<Sample, Int>("count")
        static let small = Column<Sample, Int32>("small")
        static let ratio = Column<Sample, Double>("ratio")
        static let title = Column<Sample, String>("title")
        static let flag = Column<Sample, Bool>("flag")
        static let created = Column<Sample, Date>("created")
        static let payload = Column<Sample, Data>("payload")
        static let token = Column<Sample, UUID>("token")
        static let mood = Column<Sample, Mood>("mood")
        static let note = Column<Sample, String?>("note")
        static let score = Column<Sample, Double?>("score")
        static let seen = Column<Sample, Date?>("seen")
        static let attachment = Column<Sample, Data?>("attachment")
        static let archived = Column<Sample, Bool?>("archived")
        static let schema = RecordSchema(
            count, small, ratio, title, flag, created, payload, token, mood, note, score, seen, attachment,
            archived)

        var id: Int64?
        var count: Int
        var small: Int32
        var ratio: Double
        var title: String
        var flag: Bool
        var created: Date
        var payload: Data
        var token: UUID
        var mood: Mood
        var note: String?
        var score: Double?
        var seen: Date?
        var attachment: Data?
        var archived: Bool?
    }

    struct City: Record, Equatable {
        static let tableName = "cities"
        static let name = Column<City, String>("name", unique: true)
        static let population = Column<City, Int>("population", indexed: true)
        static let country: Column<City, String> = "country"
        static let nickname = Column<City, String?>("nickname")
        static let founded = Column<City, Date?>("founded")
        static let schema = RecordSchema(name, population, country, nickname, founded)

        var id: Int64?
        var name: String
        var population: Int
        var country: String
        var nickname: String?
        var founded: Date?

        init(
            _ name: String, _ population: Int, _ country: String, nickname: String? = nil,
            founded: Date? = nil
        ) {
            self.name = name
            self.population = population
            self.country = country
            self.nickname = nickname
            self.founded = founded
        }
    }

    static let cities = [
        City(
            "Amsterdam", 921_402, "NL", nickname: "Mokum",
            founded: Date(timeIntervalSinceReferenceDate: -2e10)),
        City("Rotterdam", 655_468, "NL", nickname: "Roffa"),
        City("Utrecht", 361_924, "NL"),
        City("Antwerp", 529_247, "BE", nickname: "'t Stad"),
        City("Brussels", 1_222_637, "BE"),
        City("Luxembourg", 134_697, "LU", nickname: "Lux*"),
        City("Berlin", 3_878_100, "DE", nickname: "Spree-Athen"),
    ]

    /// Writes every field it has except `name`, as a careless hand-written `encode(to:)` might.
    struct Sloppy: Record {
        static let tableName = "sloppy"
        static let name = Column<Sloppy, String>("name")
        static let schema = RecordSchema(name)
        var id: Int64?
        var name: String

        enum CodingKeys: String, CodingKey { case id, name }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
        }
    }
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
func withRecordStoreDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("RecordStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Runs `body` in a fresh temporary directory, removed afterwards, for tests that await (a child
/// process, a timer) instead of blocking a thread of the cooperative pool.
func withRecordStoreDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("RecordStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// Runs `body` with the path of a database file in a fresh temporary directory.
func withRecordStoreFile<T>(_ body: (String) throws -> T) throws -> T {
    try withRecordStoreDirectory { directory in
        try body(directory.appendingPathComponent("records.sqlite").path)
    }
}

/// A store on a temporary file holding ``RecordFixtures/cities``.
func withCityStore<T>(_ body: (RecordStore) throws -> T) throws -> T {
    try withRecordStoreFile { path in
        let store = try RecordStore(path: path, records: [RecordFixtures.City.self])
        try store.transaction { transaction in
            for city in RecordFixtures.cities { try transaction.insert(city) }
        }
        return try body(store)
    }
}

/// The error `body` throws, as a ``RecordStoreError``, or `nil` (recorded as an issue) when it
/// throws nothing or something else.
func recordStoreError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> RecordStoreError? {
    do {
        try body()
        Issue.record("expected a RecordStoreError, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as RecordStoreError {
        return error
    } catch {
        Issue.record("expected a RecordStoreError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// Makes `store.sqlite` in `directory` with the 100 rows the crash and disk-full tests commit
/// before their failure, closes it, and returns its path.
func makeStoreWithCommittedRows(in directory: URL) throws -> String {
    let path = directory.appendingPathComponent("store.sqlite").path
    let store = try RecordStore(path: path, records: [RecordFixtures.City.self])
    try store.transaction { transaction in
        for index in 0..<100 { try transaction.insert(RecordFixtures.City("kept \(index)", index, "NL")) }
    }
    return path
}

/// Reopens the store at `path` and checks that it holds exactly the 100 rows committed before the
/// failure and nothing of the lost work (country "XX"), that SQLite finds the file intact, and that
/// it takes a new row: what every crash and disk-full test expects to find afterwards.
func expectOnlyCommittedRows(at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let reopened = try RecordStore(path: path, records: [RecordFixtures.City.self])
    #expect(try reopened.count(RecordFixtures.City.self) == 100, sourceLocation: sourceLocation)
    #expect(
        try reopened.count(RecordFixtures.City.filter(RecordFixtures.City.country == "XX")) == 0,
        sourceLocation: sourceLocation)
    #expect(
        try reopened.rawQuery("PRAGMA integrity_check") == [[.text("ok")]], sourceLocation: sourceLocation)
    try reopened.insert(RecordFixtures.City("after", 1, "NL"))
    #expect(try reopened.count(RecordFixtures.City.self) == 101, sourceLocation: sourceLocation)
}
