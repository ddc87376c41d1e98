import Testing

@testable import Scenewright

@Suite("Did-you-mean suggestions")
struct SuggestionsTests {
    @Test(
        "edit distance is the Levenshtein distance",
        arguments: [
            ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("flaw", "lawn", 2),
            ("dayMap", "daymap", 1), ("same", "same", 0), ("🙂a", "a", 1), ("ab", "ba", 2),
        ])
    func editDistance(lhs: String, rhs: String, distance: Int) {
        #expect(Suggestions.editDistance(lhs, rhs) == distance)
        #expect(Suggestions.editDistance(rhs, lhs) == distance, "symmetric")
    }

    @Test("close names come closest first; case is ignored; containment counts; far names never")
    func closest() {
        let names = ["records", "dayMap", "recordDetail", "settings", "day"]

        #expect(Suggestions.closest(to: "daymap", among: names) == ["dayMap", "day"])
        #expect(Suggestions.closest(to: "record", among: names) == ["records", "recordDetail"])
        #expect(Suggestions.closest(to: "zzzzzzzz", among: names).isEmpty)
        #expect(Suggestions.closest(to: "daymap", among: names, limit: 1) == ["dayMap"])
        #expect(Suggestions.closest(to: "", among: names).isEmpty)
        #expect(Suggestions.closest(to: "x", among: []).isEmpty)
    }
}
