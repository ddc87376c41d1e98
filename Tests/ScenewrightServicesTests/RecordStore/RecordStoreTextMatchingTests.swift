import Foundation
import Testing

@testable import ScenewrightServices

/// A note with a required and an optional text column, for text matching.
struct TextNote: Record, Equatable {
    static let tableName = "text_notes"
    static let title = Column<TextNote, String>("title")
    static let subtitle = Column<TextNote, String?>("subtitle")
    static let rank = Column<TextNote, Int>("rank")
    static let schema = RecordSchema(title, subtitle, rank)

    var id: Int64?
    var title: String
    var subtitle: String?
    var rank: Int

    init(_ title: String, _ subtitle: String? = nil, rank: Int = 0) {
        self.title = title
        self.subtitle = subtitle
        self.rank = rank
    }
}

/// The standard library's `contains(_:)` on Characters (from `Collection`), not Foundation's
/// `StringProtocol.contains(_:)`, which a file importing Foundation reaches first.
func standardLibraryContains<C: Collection>(_ text: C, _ other: C) -> Bool where C.Element == Character {
    text.contains(other)
}

@Suite("Record store: text matches exactly as Swift's String does")
struct RecordStoreTextMatchingTests {
    static let titles = [
        "a\0b", "ab", "a", "", "x\0", "\0", "K", "\u{212A}", "é", "e\u{301}", "e", "a\r\nb", "50%_off",
        "[*?]", "👍🏽", "👍",
    ]

    private func withNotes<T>(_ body: (RecordStore, [TextNote]) throws -> T) throws -> T {
        let store = try RecordStore.inMemory(records: [TextNote.self])
        var notes: [TextNote] = []
        for (index, title) in Self.titles.enumerated() {
            var note = TextNote(title, index.isMultiple(of: 2) ? title : nil, rank: index)
            try store.save(&note)
            notes.append(note)
        }
        return try body(store, notes)
    }

    @Test("deleting by text that holds a NUL deletes only what Swift's contains matches: nothing here")
    func nulInSearchTextDeletesNothingExtra() throws {
        try withNotes { store, notes throws in
            let deleted = try store.delete(TextNote.filter(TextNote.title.contains("\0anything")))
            #expect(deleted == 0)
            #expect(try store.count(TextNote.self) == notes.count)
        }
    }

    @Test(
        "contains, hasPrefix and hasSuffix agree with Swift for NUL, combining marks, emoji and CR LF",
        arguments: [
            "\0", "a\0", "\0b", "a\0b", "x\0", "e", "\u{301}", "é", "e\u{301}", "K", "\u{212A}", "\r", "\n",
            "\r\n", "%", "_", "*", "[", "👍", "🏽", "", "b",
        ])
    func matching(_ text: String) throws {
        try withNotes { store, notes throws in
            let cases: [(String, RecordPredicate<TextNote>, (TextNote) -> Bool)] = [
                ("contains", TextNote.title.contains(text), { standardLibraryContains($0.title, text) }),
                ("hasPrefix", TextNote.title.hasPrefix(text), { $0.title.hasPrefix(text) }),
                ("hasSuffix", TextNote.title.hasSuffix(text), { $0.title.hasSuffix(text) }),
                ("==", TextNote.title == text, { $0.title == text }),
                ("<", TextNote.title < text, { $0.title < text }),
                (
                    "optional contains", TextNote.subtitle.contains(text),
                    { $0.subtitle.map { standardLibraryContains($0, text) } ?? false }
                ),
                ("optional ==", TextNote.subtitle == text, { $0.subtitle == text }),
                ("optional !=", TextNote.subtitle != text, { $0.subtitle != text }),
                (
                    "not hasSuffix", !TextNote.subtitle.hasSuffix(text),
                    { !($0.subtitle?.hasSuffix(text) ?? false) }
                ),
                ("in", TextNote.title.in([text, "ab"]), { [text, "ab"].contains($0.title) }),
            ]
            for (label, predicate, swift) in cases {
                let expected = notes.filter(swift).map(\.id)
                let found = try store.fetch(TextNote.filter(predicate)).map(\.id)
                #expect(found == expected, "\(label) \(text.debugDescription)")
            }
        }
    }

    @Test("== and ; against U+037E, the pair where String's < is not a total order, answer as Swift does")
    func greekQuestionMark() throws {
        let store = try RecordStore.inMemory(records: [TextNote.self])
        let notes = [";K", "\u{37E}", ";", "\u{37E}K", "K;"].map { TextNote($0) }
        for note in notes { try store.insert(note) }
        for other in [";K", "\u{37E}", ";"] {
            let cases: [(RecordPredicate<TextNote>, (String) -> Bool)] = [
                (TextNote.title < other, { $0 < other }), (TextNote.title <= other, { $0 <= other }),
                (TextNote.title > other, { $0 > other }), (TextNote.title >= other, { $0 >= other }),
                (TextNote.title == other, { $0 == other }), (TextNote.title != other, { $0 != other }),
            ]
            for (predicate, swift) in cases {
                #expect(
                    try store.fetch(TextNote.filter(predicate)).map(\.title)
                        == notes.map(\.title).filter(swift),
                    "\(other.debugDescription)")
            }
        }
    }

    @Test("equality and order follow canonical equivalence, as String's == and < do")
    func canonicalEquivalence() throws {
        try withNotes { store, notes throws in
            #expect(
                try store.fetch(TextNote.filter(TextNote.title == "K")).map(\.title) == ["K", "\u{212A}"])
            #expect(
                try store.fetch(TextNote.filter(TextNote.title == "é")).map(\.title) == ["é", "e\u{301}"])
            #expect(try store.count(TextNote.filter(TextNote.title.contains("e"))) == 1)
            let sorted = try store.fetch(TextNote.sorted(by: TextNote.title.ascending)).map(\.id)
            let expected = notes.sorted {
                $0.title == $1.title ? ($0.id ?? 0) < ($1.id ?? 0) : precedesInNFC($0.title, $1.title)
            }
            #expect(sorted == expected.map(\.id))
            let descending = try store.fetch(TextNote.sorted(by: TextNote.subtitle.descending)).map(\.id)
            let swiftDescending = notes.sorted { lhs, rhs in
                switch (lhs.subtitle, rhs.subtitle) {
                case (let left?, let right?) where left != right: return precedesInNFC(right, left)
                case (.some, nil): return true
                case (nil, .some): return false
                default: return (lhs.id ?? 0) < (rhs.id ?? 0)
                }
            }
            #expect(descending == swiftDescending.map(\.id))
        }
    }

    @Test(
        "only K, ; and ` have another spelling, so other ASCII text may be compared by bytes and use an index"
    )
    func asciiWithOneSpelling() {
        var equivalentToASCII: [UInt32] = []
        for value in UInt32(0x80)..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping
            if decomposed.utf8.allSatisfy({ $0 < 0x80 }) { equivalentToASCII.append(value) }
        }
        #expect(equivalentToASCII == [0x37E, 0x1FEF, 0x212A])
        #expect(!SwiftTextSemantics.bytesDecideEquality("K") && !SwiftTextSemantics.bytesDecideEquality(";"))
        #expect(!SwiftTextSemantics.bytesDecideEquality("`") && !SwiftTextSemantics.bytesDecideEquality("é"))
        #expect(SwiftTextSemantics.bytesDecideEquality("Utrecht 3500 AB, NL"))
    }

    @Test("text holding NUL and a quote round-trips byte for byte")
    func roundTrip() throws {
        try withNotes { store, notes throws in
            #expect(try store.fetch(TextNote.self) == notes)
        }
    }
}
