import Foundation
import ScenewrightTesting
import Testing

@testable import HeadlessUITesting

@Suite("Snapshots and diffs")
struct SnapshotTests {
    private func temporaryTestFile() -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenewright-snapshots-\(UUID().uuidString)")
        return folder.appendingPathComponent("SomeTests.swift").path
    }

    @Test("a missing snapshot is recorded next to the test file and reported once")
    func recordsMissing() throws {
        let store = SnapshotStore(testFile: temporaryTestFile())
        let first = try #require(store.compare("Window\n└─ A", named: "screen"))
        #expect(first.hasPrefix("No snapshot existed: recorded snapshot \"screen\" at "))
        #expect(first.contains("/__Snapshots__/SomeTests/screen.txt"))
        #expect(store.compare("Window\n└─ A", named: "screen") == nil)
    }

    @Test("a mismatch reports a readable line diff with context")
    func mismatch() throws {
        let store = SnapshotStore(testFile: temporaryTestFile())
        _ = store.compare("Window\n└─ Nav\n   ├─ Bar \"Cities\"\n   └─ List", named: "s")
        let failure = try #require(
            store.compare("Window\n└─ Nav\n   ├─ Bar \"Amsterdam\"\n   └─ List", named: "s"))
        #expect(failure.contains("- ├─ Bar \"Cities\"") == false)
        #expect(failure.contains("-    ├─ Bar \"Cities\""))
        #expect(failure.contains("+    ├─ Bar \"Amsterdam\""))
        #expect(failure.contains("(- stored, + actual; set SCENEWRIGHT_RECORD_SNAPSHOTS=1 to re-record)"))
    }

    @Test("the diff shows only changed lines and their context")
    func diff() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 8", with: "line eight")
        #expect(
            TextDiff.render(expected: expected, actual: actual)
                == "  …\n  line 6\n  line 7\n- line 8\n+ line eight\n  line 9\n  line 10")
    }

    @Test("assertSnapshot passes on a match and reports a mismatch as a Swift Testing issue")
    func reportsToSwiftTesting() {
        assertSnapshot(of: "Window\n└─ Greeting", named: "greeting")
        withKnownIssue {
            assertSnapshot(of: "Window\n└─ Farewell", named: "greeting")
        }
    }
}
