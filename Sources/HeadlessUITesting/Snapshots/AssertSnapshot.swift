import Foundation

/// Compares what a window shows, or the text tree of any view, with a text snapshot stored next to
/// the test file.
///
/// A window is compared by what a user sees (`Window.render()`: the on-screen controllers with
/// their views and chrome); any other view by its whole text tree, hidden views included
/// (`View.render()`).
///
/// Snapshots live in `__Snapshots__/<TestFile>/<name>.txt` beside the calling test file. A missing
/// snapshot is recorded and the assertion fails once, so you can review the new file. Set the
/// environment variable `SCENEWRIGHT_RECORD_SNAPSHOTS=1` to re-record every snapshot compared. A
/// mismatch fails with a line diff. Works from Swift Testing `@Test`s and from XCTest test cases.
///
/// ```swift
/// @Test @MainActor func detailScreen() throws {
///     let window = CityGuide.launch()
///     try window.tap("cities.row.0")
///     assertSnapshot(of: window, named: "detail")
/// }
/// ```
/// - Parameters:
///   - view: The window or view whose rendering is compared.
///   - name: The snapshot's file name, without extension; unique within the test file.
///   - fileID: The calling file, for the failure report; leave the default.
///   - filePath: The calling file's path, which locates `__Snapshots__`; leave the default.
///   - line: The calling line, for the failure report; leave the default.
///   - column: The calling column, for the failure report; leave the default.
@MainActor
public func assertSnapshot(
    of view: View,
    named name: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: view.render(), named: name, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares `text` with a snapshot stored next to the test file.
/// See ``assertSnapshot(of:named:fileID:filePath:line:column:)-(View,_,_,_,_,_)``.
public func assertSnapshot(
    of text: String,
    named name: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let store = SnapshotStore(testFile: String(describing: filePath))
    if let failure = store.compare(text, named: name) {
        TestFailure.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Reads and writes snapshot files beside a test file.
struct SnapshotStore {
    static let recordVariable = "SCENEWRIGHT_RECORD_SNAPSHOTS"
    let directory: URL

    init(testFile: String) {
        let file = URL(fileURLWithPath: testFile)
        directory = file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment[Self.recordVariable] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// Compares `text` with the stored snapshot; returns a failure message, or `nil` when they match.
    func compare(_ text: String, named name: String) -> String? {
        let url = directory.appendingPathComponent(name).appendingPathExtension("txt")
        let stored = try? String(contentsOf: url, encoding: .utf8)
        if let stored, !isRecording {
            guard stored != text else { return nil }
            return """
                Snapshot "\(name)" does not match \(url.path).
                \(TextDiff.render(expected: stored, actual: text))
                (- stored, + actual; set \(Self.recordVariable)=1 to re-record)
                """
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            return "Could not record snapshot \"\(name)\" at \(url.path): \(error)"
        }
        let reason = stored == nil ? "No snapshot existed" : "\(Self.recordVariable) is set"
        return "\(reason): recorded snapshot \"\(name)\" at \(url.path). Review it, then run the test again."
    }
}
