import ChildProcessSupport
import Foundation
import Testing

/// Runs one test of this test binary again in a child process, where it plays the child's part:
/// for the record store tests that need a process of their own (a file-size limit, a SIGKILL in
/// the middle of a write, two processes on one file).
///
/// The parent starts the test binary filtered to the same test, with ``roleVariable`` naming the
/// part to play and ``directoryVariable`` the directory to work in; the test sees ``role`` set and
/// does the child's work instead of the parent's. The child's output goes to `child-<n>.log` in
/// that directory, shown when the child fails.
enum RecordStoreChildProcess {
    static let roleVariable = "SCENEWRIGHT_RECORD_STORE_CHILD_ROLE"
    static let directoryVariable = "SCENEWRIGHT_RECORD_STORE_CHILD_DIRECTORY"

    /// The part this process plays, when a parent test started it.
    static var role: String? { ProcessInfo.processInfo.environment[roleVariable] }

    /// The directory the parent gave this child.
    static var directory: URL? {
        ProcessInfo.processInfo.environment[directoryVariable].map { URL(fileURLWithPath: $0) }
    }

    /// A started child: its process id, its log, and how it ended.
    typealias Child = SpawnedChild

    /// Starts this test binary, running only the test `test` (a function name unique in the
    /// package), as a child playing `role` in `directory`, its output going to a log file there.
    static func start(test: String, role: String, in directory: URL) throws -> Child {
        try SpawnedChild.start(
            test: test, environment: [roleVariable: role, directoryVariable: directory.path],
            log: directory.appendingPathComponent("child-\(UUID().uuidString).log"))
    }

    /// Runs the child to its end and records an issue, with its output, unless it exits with 0.
    static func run(
        test: String, role: String, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let child = try start(test: test, role: role, in: directory)
        await child.wait()
        #expect(
            child.exitCode == 0, "the child playing \(role) failed:\n\(child.output)",
            sourceLocation: sourceLocation)
    }

    /// Waits until the file `name` exists in `directory` (a child's sign that it got somewhere),
    /// for at most `timeout`; false when it never appeared or the child exited first.
    static func waitForFile(
        _ name: String, in directory: URL, of child: Child, timeout: Duration = .seconds(60)
    ) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        let path = directory.appendingPathComponent(name).path
        while clock.now < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            if !child.isRunning { return FileManager.default.fileExists(atPath: path) }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return false
    }

    /// Creates the empty file `name` in `directory`: a child's sign to its parent.
    static func signal(_ name: String, in directory: URL) {
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
    }
}

/// `kill(pid, SIGKILL)`, under a name the child's own `kill()` does not hide.
