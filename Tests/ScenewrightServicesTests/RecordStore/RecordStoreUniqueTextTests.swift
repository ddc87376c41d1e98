import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

/// A unique text column and a unique optional one, for the differential test.
private struct Tag: Record, Equatable {
    static let tableName = "tags"
    static let label = Column<Tag, String>("label", unique: true)
    static let alias = Column<Tag, String?>("alias", unique: true)
    static let schema = RecordSchema(label, alias)

    var id: Int64?
    var label: String
    var alias: String?
}

/// Texts where bytes and Swift's `==` disagree, and some where they agree.
private let trickyTexts: [String] = [
    "José", "Jose\u{301}", "K", "\u{212A}", "Kelvin", "\u{212A}elvin", "Å", "\u{212B}", "A\u{30A}", "Ω",
    "\u{2126}", ";", "\u{37E}", "`", "\u{1FEF}", "\u{2000}", "\u{2002}", "q\u{307}\u{323}",
    "q\u{323}\u{307}", "\u{1E0B}\u{323}", "d\u{323}\u{307}", "\u{1E0D}\u{307}", "한",
    "\u{1112}\u{1161}\u{11AB}",
    "ﬁ", "fi", "\r\n", "\n\r", "\r", "\n", "", "\0", "a\0", "a\0b", "a", "A", "é\0", "e\u{301}\0",
    "👨‍👩‍👧", "👨\u{200D}👩\u{200D}👧", "🇳🇱", "ǅ", "Dž", "ä", "a\u{308}", "a\u{308}\u{301}", "a\u{301}\u{308}",
    "\u{FB01}", "\u{0344}", "\u{0308}\u{0301}", "x\u{0344}", "x\u{0308}\u{0301}",
]

@Suite("Record store: unique text columns agree with Swift's ==")
struct RecordStoreUniqueTextTests {
    @Test("José precomposed and decomposed, and K and KELVIN SIGN, cannot both be in a unique column")
    func canonicalEquivalentsCollide() throws {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path, records: [City.self])
            try store.insert(City("José", 1, "ES"))
            try store.insert(City("Kelvin", 2, "GB"))
            let accent = recordStoreError { try store.insert(City("Jose\u{301}", 3, "ES")) }
            #expect(accent?.kind == .uniqueConstraint)
            let kelvin = recordStoreError { try store.insert(City("\u{212A}elvin", 4, "GB")) }
            #expect(kelvin?.kind == .uniqueConstraint)
            #expect(try store.fetch(City.filter(City.name == "José")).map(\.population) == [1])
            #expect(try store.count(City.filter(City.name == "\u{212A}elvin")) == 1)
            // An update to an equivalent of another row's value collides too.
            var other = City("Other", 5, "XX")
            try store.save(&other)
            other.name = "Jose\u{301}"
            #expect(recordStoreError { try store.update(other) }?.kind == .uniqueConstraint)
            #expect(try store.count(City.self) == 3)
        }
    }

    @Test("inserting tricky texts into unique columns accepts exactly the ones Swift's == finds new")
    func differentialAgainstSwiftEquality() throws {
        try withRecordStoreFile { path throws in
            let store = try RecordStore(path: path, records: [Tag.self])
            var accepted: [String] = []
            var acceptedAliases: [String] = []
            for text in trickyTexts + trickyTexts.reversed() {
                let isNew = !accepted.contains { $0 == text }
                do {
                    try store.insert(Tag(label: text, alias: nil))
                    #expect(
                        isNew, "the store accepted \(text.debugDescription), equal in Swift to one it holds")
                    if isNew { accepted.append(text) }
                } catch let error as RecordStoreError {
                    #expect(!isNew, "the store refused \(text.debugDescription): \(error)")
                    #expect(error.kind == .uniqueConstraint)
                }
                let aliasIsNew = !acceptedAliases.contains { $0 == text }
                var tag = Tag(label: "alias holder \(acceptedAliases.count) \(UUID())", alias: text)
                do {
                    try store.save(&tag)
                    #expect(aliasIsNew, "the optional column accepted \(text.debugDescription) twice")
                    if aliasIsNew { acceptedAliases.append(text) }
                } catch let error as RecordStoreError {
                    #expect(!aliasIsNew, "the optional column refused \(text.debugDescription): \(error)")
                }
            }
            // Every text finds exactly one row: the one Swift's == picks.
            for text in trickyTexts {
                let found = try store.fetch(Tag.filter(Tag.label == text)).map(\.label)
                #expect(found.count == 1 && found.first == text, "\(text.debugDescription) found \(found)")
                #expect(try store.count(Tag.filter(Tag.label.in([text, "never stored"]))) == 1)
            }
            #expect(try store.count(Tag.filter(Tag.alias != nil)) == acceptedAliases.count)
            #expect(try store.rawQuery("PRAGMA integrity_check") == [[.text("ok")]])
        }
    }

    @Test(
        "seeded random texts of tricky scalars: the unique column accepts exactly what Swift's == finds new")
    func randomDifferential() throws {
        let alphabet: [String] = [
            "a", "e", "A", "K", "\u{212A}", "\u{301}", "\u{308}", "\u{323}", "\u{307}", "Å", "\u{212B}",
            "\u{30A}", ";", "\u{37E}", "\u{1100}", "\u{1161}", "\u{11A8}", "가", "\0", "\r", "\n", "é",
        ]
        var generator = SeededGenerator(seed: 26)
        let store = try RecordStore.inMemory(records: [Tag.self])
        var accepted: [String] = []
        for _ in 0..<600 {
            let length = Int.random(in: 1...4, using: &generator)
            var text = ""
            for _ in 0..<length { text += alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let isNew = !accepted.contains { $0 == text }
            let refusal = try recordStoreRefusal { try store.insert(Tag(label: text, alias: nil)) }
            if let refusal {
                #expect(!isNew, "refused \(text.debugDescription): \(refusal)")
                #expect(refusal.kind == .uniqueConstraint)
            } else {
                #expect(isNew, "accepted \(text.debugDescription), equal in Swift to one already stored")
                if isNew { accepted.append(text) }
            }
        }
        #expect(accepted.count > 100, "the alphabet should give many distinct texts")
        for text in accepted {
            #expect(try store.count(Tag.filter(Tag.label == text)) == 1, "\(text.debugDescription)")
        }
    }

    @Test(
        "a file whose unique index compares bytes is migrated to Swift's ==, or refused naming the equal values"
    )
    func migratingByteIndexes() throws {
        try withRecordStoreDirectory { directory throws in
            let clean = try Self.oldStore(in: directory, "clean.sqlite", names: ["José", "Kelvin"])
            let migrated = try RecordStore(path: clean, records: [City.self])
            let equivalent = recordStoreError { try migrated.insert(City("Jose\u{301}", 9, "ES")) }
            #expect(equivalent?.kind == .uniqueConstraint)
            #expect(try migrated.count(City.self) == 2)

            let clashing = try Self.oldStore(
                in: directory, "clashing.sqlite", names: ["José", "Jose\u{301}", "Delft"])
            let failure = recordStoreError { _ = try RecordStore(path: clashing, records: [City.self]) }
            #expect(failure?.kind == .uniqueConstraint)
            let message = failure?.message ?? ""
            #expect(message.contains("José"), "\(message)")
            // Nothing was changed: both rows and the old index are still there.
            let untouched = try RecordStore(path: clashing)
            #expect(try untouched.rawQuery("SELECT count(*) FROM cities") == [[.integer(3)]])
            #expect(
                try untouched.rawQuery("SELECT count(*) FROM pragma_index_list('cities')") == [[.integer(2)]])
        }
    }

    /// A store as earlier versions wrote it: the unique index compares bytes.
    private static func oldStore(in directory: URL, _ name: String, names: [String]) throws -> String {
        let path = directory.appendingPathComponent(name).path
        let store = try RecordStore(path: path)
        let index = IndexDefinition(table: "cities", column: "name", isUnique: true).name
        _ = try store.rawQuery(
            "CREATE TABLE cities (\"id\" INTEGER PRIMARY KEY, \"name\" TEXT NOT NULL, "
                + "\"population\" INTEGER NOT NULL, \"country\" TEXT NOT NULL, \"nickname\" TEXT, "
                + "\"founded\" DATE)")
        _ = try store.rawQuery("CREATE UNIQUE INDEX \"\(index)\" ON cities (\"name\")")
        _ = try store.rawQuery(
            "CREATE INDEX \"scenewright_index_6_cities_population\" ON cities (\"population\")")
        for (offset, name) in names.enumerated() {
            _ = try store.rawQuery(
                "INSERT INTO cities (name, population, country) VALUES (?, ?, 'XX')",
                [.text(name), .integer(Int64(offset))])
        }
        return path
    }
}

/// The ``RecordStoreError`` `body` throws, or `nil` when it succeeds; other errors are rethrown.
private func recordStoreRefusal(_ body: () throws -> Void) throws -> RecordStoreError? {
    do {
        try body()
        return nil
    } catch let error as RecordStoreError {
        return error
    }
}
