import Foundation
import Testing

@testable import ScenewrightServices

/// SplitMix64: a small seeded generator, so that every run draws the same cases.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A predicate drawn at random, which renders both as a ``RecordPredicate`` and as Swift's own
/// evaluation of the same condition.
indirect enum DrawnPredicate: CustomStringConvertible {
    enum TextTest: CaseIterable {
        case contains, hasPrefix, hasSuffix, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    }

    case title(TextTest, String)
    case subtitle(TextTest, String)
    case subtitleIs(String?)
    case titleIn([String])
    case subtitleIsNil
    case rank(Int)
    case and(DrawnPredicate, DrawnPredicate)
    case or(DrawnPredicate, DrawnPredicate)
    case not(DrawnPredicate)

    var predicate: RecordPredicate<TextNote> {
        switch self {
        case .title(let test, let text): Self.predicate(test, TextNote.title, text)
        case .subtitle(let test, let text): Self.optionalPredicate(test, TextNote.subtitle, text)
        case .subtitleIs(let text): TextNote.subtitle == text
        case .titleIn(let texts): TextNote.title.in(texts)
        case .subtitleIsNil: TextNote.subtitle.isNil
        case .rank(let rank): TextNote.rank < rank
        case .and(let lhs, let rhs): lhs.predicate && rhs.predicate
        case .or(let lhs, let rhs): lhs.predicate || rhs.predicate
        case .not(let inner): !inner.predicate
        }
    }

    func matches(_ note: TextNote) -> Bool {
        switch self {
        case .title(let test, let text): Self.evaluate(test, note.title, text)
        case .subtitle(let test, let text):
            switch test {
            case .equal: note.subtitle == text
            case .notEqual: note.subtitle != text
            default: note.subtitle.map { Self.evaluate(test, $0, text) } ?? false
            }
        case .subtitleIs(let text): note.subtitle == text
        case .titleIn(let texts): texts.contains(note.title)
        case .subtitleIsNil: note.subtitle == nil
        case .rank(let rank): note.rank < rank
        case .and(let lhs, let rhs): lhs.matches(note) && rhs.matches(note)
        case .or(let lhs, let rhs): lhs.matches(note) || rhs.matches(note)
        case .not(let inner): !inner.matches(note)
        }
    }

    var description: String {
        switch self {
        case .title(let test, let text): "title.\(test)(\(text.debugDescription.prefix(80)))"
        case .subtitle(let test, let text): "subtitle.\(test)(\(text.debugDescription.prefix(80)))"
        case .subtitleIs(let text): "subtitle == \(String(describing: text?.debugDescription.prefix(80)))"
        case .titleIn(let texts): "title.in(\(texts.map { $0.debugDescription.prefix(40) }))"
        case .subtitleIsNil: "subtitle.isNil"
        case .rank(let rank): "rank < \(rank)"
        case .and(let lhs, let rhs): "(\(lhs) && \(rhs))"
        case .or(let lhs, let rhs): "(\(lhs) || \(rhs))"
        case .not(let inner): "!\(inner)"
        }
    }

    private static func evaluate(_ test: TextTest, _ value: String, _ text: String) -> Bool {
        switch test {
        case .contains: standardLibraryContains(value, text)
        case .hasPrefix: value.hasPrefix(text)
        case .hasSuffix: value.hasSuffix(text)
        case .equal: value == text
        case .notEqual: value != text
        case .less: value < text
        case .lessOrEqual: value <= text
        case .greater: value > text
        case .greaterOrEqual: value >= text
        }
    }

    private static func predicate(
        _ test: TextTest, _ column: Column<TextNote, String>, _ text: String
    ) -> RecordPredicate<TextNote> {
        switch test {
        case .contains: column.contains(text)
        case .hasPrefix: column.hasPrefix(text)
        case .hasSuffix: column.hasSuffix(text)
        case .equal: column == text
        case .notEqual: column != text
        case .less: column < text
        case .lessOrEqual: column <= text
        case .greater: column > text
        case .greaterOrEqual: column >= text
        }
    }

    private static func optionalPredicate(
        _ test: TextTest, _ column: Column<TextNote, String?>, _ text: String
    ) -> RecordPredicate<TextNote> {
        switch test {
        case .contains: column.contains(text)
        case .hasPrefix: column.hasPrefix(text)
        case .hasSuffix: column.hasSuffix(text)
        case .equal: column == text
        case .notEqual: column != text
        case .less: column < text
        case .lessOrEqual: column <= text
        case .greater: column > text
        case .greaterOrEqual: column >= text
        }
    }
}

/// Draws strings, predicates and orderings from a seeded generator.
struct CaseDrawer {
    /// Pieces that SQL pattern matching, byte comparison and C strings get wrong, and that Swift
    /// compares by Characters and canonical equivalence.
    static let fragments = [
        "a", "b", "c", "A", "z", "K", "\u{212A}", ";", "\u{37E}", "`", "\u{1FEF}", "é", "e\u{301}", "e",
        "\u{301}", "\u{308}", "Å", "A\u{30A}", "\u{212B}", "\0", "\0\0", "%", "_", "*", "?", "[", "]", "^",
        "-", "'", "\"", "''", "\\", "👍", "👍🏽", "🏽", "🇳🇱", "\u{1F1F3}", "\r", "\n", "\r\n", " ", "ab", "ﬁ",
        "\u{7F}", "\u{FFFD}", "\u{10FFFF}", "한", "\u{1112}\u{1161}\u{11AB}",
    ]

    var generator: SeededGenerator

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    mutating func string() -> String {
        let count = chance(2) ? int(300..<1_500) : int(0..<8)
        var text = ""
        for _ in 0..<count { text += Self.fragments[int(0..<Self.fragments.count)] }
        return text
    }

    /// Short text, or a piece of a stored value (cut by Characters or by Unicode scalars, which may
    /// split a Character), so that matches are common.
    mutating func needle(from notes: [TextNote]) -> String {
        guard chance(60), !notes.isEmpty else {
            var text = ""
            for _ in 0..<int(0..<3) { text += Self.fragments[int(0..<Self.fragments.count)] }
            return text
        }
        let source = notes[int(0..<notes.count)].title
        if chance(50) {
            let characters = Array(source)
            guard !characters.isEmpty else { return "" }
            let start = int(0..<characters.count)
            let end = min(characters.count, start + int(0..<6))
            return String(characters[start..<end])
        }
        let scalars = Array(source.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        let start = int(0..<scalars.count)
        let end = min(scalars.count, start + int(0..<6))
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }

    mutating func predicate(_ notes: [TextNote], depth: Int = 0) -> DrawnPredicate {
        if depth < 3, chance(depth == 0 ? 45 : 30) {
            switch int(0..<3) {
            case 0: return .and(predicate(notes, depth: depth + 1), predicate(notes, depth: depth + 1))
            case 1: return .or(predicate(notes, depth: depth + 1), predicate(notes, depth: depth + 1))
            default: return .not(predicate(notes, depth: depth + 1))
            }
        }
        let tests = DrawnPredicate.TextTest.allCases
        switch int(0..<20) {
        case 0..<10: return .title(tests[int(0..<tests.count)], needle(from: notes))
        case 10..<15: return .subtitle(tests[int(0..<tests.count)], needle(from: notes))
        case 15: return .subtitleIs(chance(30) ? nil : needle(from: notes))
        case 16, 17: return .titleIn((0..<int(0..<4)).map { _ in needle(from: notes) })
        case 18: return .subtitleIsNil
        default: return .rank(int(0..<10))
        }
    }
}

/// One way to order notes, in the store and in Swift.
enum DrawnOrdering: CaseIterable {
    case none, titleAscending, titleDescending, subtitleAscending, subtitleDescending, rankThenTitle

    var orderings: [RecordOrdering<TextNote>] {
        switch self {
        case .none: []
        case .titleAscending: [TextNote.title.ascending]
        case .titleDescending: [TextNote.title.descending]
        case .subtitleAscending: [TextNote.subtitle.ascending]
        case .subtitleDescending: [TextNote.subtitle.descending]
        case .rankThenTitle: [TextNote.rank.ascending, TextNote.title.descending]
        }
    }

    /// Swift's order: the keys compared with String's `==` and by the Unicode scalars of their NFC
    /// forms, the order String's `<` means (`nil` first ascending, as SQLite puts `NULL`), ties by
    /// id. String's `<` itself is not a total order for a few pairs (`";K"` and `"\u{37E}"`), and
    /// sorting by it would depend on the sort algorithm.
    func sorted(_ notes: [TextNote]) -> [TextNote] {
        notes.sorted { lhs, rhs in
            if let decided = compare(lhs, rhs) { return decided }
            return (lhs.id ?? 0) < (rhs.id ?? 0)
        }
    }

    private func compare(_ lhs: TextNote, _ rhs: TextNote) -> Bool? {
        func ordered(_ left: String?, _ right: String?, ascending: Bool) -> Bool? {
            switch (left, right) {
            case (let left?, let right?): left == right ? nil : precedesInNFC(left, right) == ascending
            case (nil, .some): ascending
            case (.some, nil): !ascending
            case (nil, nil): nil
            }
        }
        switch self {
        case .none: return nil
        case .titleAscending: return ordered(lhs.title, rhs.title, ascending: true)
        case .titleDescending: return ordered(lhs.title, rhs.title, ascending: false)
        case .subtitleAscending: return ordered(lhs.subtitle, rhs.subtitle, ascending: true)
        case .subtitleDescending: return ordered(lhs.subtitle, rhs.subtitle, ascending: false)
        case .rankThenTitle:
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            return ordered(lhs.title, rhs.title, ascending: false)
        }
    }
}

/// Whether `lhs` comes before `rhs` by the Unicode scalars of their NFC forms.
func precedesInNFC(_ lhs: String, _ rhs: String) -> Bool {
    lhs.precomposedStringWithCanonicalMapping.unicodeScalars.lexicographicallyPrecedes(
        rhs.precomposedStringWithCanonicalMapping.unicodeScalars)
}

private struct RollBack: Error {}

@Suite("Record store: differential test against Swift's own String semantics")
struct RecordStoreDifferentialTests {
    /// How many predicates to try: 5,000 by default, more with `SCENEWRIGHT_DIFF_CASES`.
    static var caseCount: Int {
        ProcessInfo.processInfo.environment["SCENEWRIGHT_DIFF_CASES"].flatMap(Int.init) ?? 5_000
    }

    /// The first seed; `SCENEWRIGHT_DIFF_SEED` replays another run.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["SCENEWRIGHT_DIFF_SEED"].flatMap(UInt64.init) ?? 0x5CE_9E_2026
    }

    @Test("seeded random records and predicates: fetch, count, order and delete agree with Swift")
    func differential() throws {
        let casesPerStore = 250
        var drawer = CaseDrawer(generator: SeededGenerator(seed: Self.seed))
        var mismatches: [String] = []
        var ran = 0
        var matchedSome = 0
        while ran < Self.caseCount {
            let store = try RecordStore.inMemory(records: [TextNote.self])
            var notes: [TextNote] = []
            try store.transaction { transaction in
                for _ in 0..<drawer.int(10..<30) {
                    var note = TextNote(
                        drawer.string(), drawer.chance(25) ? nil : drawer.string(), rank: drawer.int(0..<10))
                    try transaction.save(&note)
                    notes.append(note)
                }
            }
            for _ in 0..<min(casesPerStore, Self.caseCount - ran) {
                ran += 1
                let drawn = drawer.predicate(notes)
                let ordering = DrawnOrdering.allCases[drawer.int(0..<DrawnOrdering.allCases.count)]
                var query = TextNote.filter(drawn.predicate)
                query.orderings = ordering.orderings
                let expected = ordering.sorted(notes.filter(drawn.matches)).map(\.id)
                if !expected.isEmpty { matchedSome += 1 }
                let found = try store.fetch(query).map(\.id)
                if found != expected {
                    let differing = Set(found).symmetricDifference(expected)
                    let titles = notes.filter { differing.contains($0.id) }.map {
                        "\($0.id ?? 0): \($0.title.unicodeScalars.prefix(12).map { String($0.value, radix: 16) })"
                    }
                    mismatches.append(
                        "fetch \(drawn) ordered \(ordering): \(found) != \(expected); rows \(titles)")
                }
                if ran.isMultiple(of: 3) {
                    let counted = try store.count(query)
                    if counted != expected.count {
                        mismatches.append("count \(drawn): \(counted) != \(expected.count)")
                    }
                }
                if drawer.chance(10) {
                    var left: [Int64?] = []
                    _ = try? store.transaction { transaction in
                        try transaction.delete(TextNote.filter(drawn.predicate))
                        left = try transaction.fetch(TextNote.self).map(\.id)
                        throw RollBack()
                    }
                    let kept = notes.filter { !drawn.matches($0) }.map(\.id)
                    if left != kept { mismatches.append("delete \(drawn): kept \(left) != \(kept)") }
                }
            }
        }
        #expect(ran >= Self.caseCount)
        // The generator must reach matches, or agreement would be cheap.
        #expect(matchedSome > Self.caseCount / 4)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }
}
