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
    final class Child {
        let pid: pid_t
        let log: URL
        /// The status `waitpid` reported, once the child has ended.
        private var status: Int32?

        init(pid: pid_t, log: URL) {
            self.pid = pid
            self.log = log
        }

        /// The child's output so far.
        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "(no output)" }

        /// Whether the child is still running (reaping it when it has ended).
        var isRunning: Bool {
            guard status == nil else { return false }
            var reported: Int32 = 0
            guard waitpid(pid, &reported, WNOHANG) == pid else { return true }
            status = reported
            return false
        }

        /// Waits for the child to end.
        ///
        /// The wait suspends instead of blocking: Swift Testing runs tests on the cooperative pool,
        /// which has one thread per core, and a test blocked there for the seconds a child takes
        /// stalls every other test's timers (an HTTP timeout test then saw its 0.5 s timeout fire
        /// 30 s late in a full run).
        func wait() async {
            while isRunning { try? await Task.sleep(for: .milliseconds(5)) }
        }

        /// The exit code, when the child ended by exiting (`nil` while it runs or after a signal).
        var exitCode: Int32? {
            guard let status, status & 0x7F == 0 else { return nil }
            return (status >> 8) & 0xFF
        }

        /// The signal that ended the child, if one did.
        var signal: Int32? {
            guard let status, status & 0x7F != 0, status & 0x7F != 0x7F else { return nil }
            return status & 0x7F
        }

        /// Ends the child at once, as a crash or `kill -9` would, and waits for it.
        func kill() async {
            sendKill(pid)
            await wait()
        }
    }

    /// Starts this test binary, running only the test `test` (a function name unique in the
    /// package), as a child playing `role` in `directory`, its output going to a log file there.
    ///
    /// It uses `posix_spawn` directly: Foundation's `Process` keeps a weak reference that it never
    /// frees, which LeakSanitizer reports.
    static func start(test: String, role: String, in directory: URL) throws -> Child {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let log = directory.appendingPathComponent("child-\(UUID().uuidString).log")
        var environment = ProcessInfo.processInfo.environment
        environment[roleVariable] = role
        environment[directoryVariable] = directory.path
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", test]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else {
            throw CocoaError(
                .executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn failed: \(result)"])
        }
        return Child(pid: pid, log: log)
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
private func sendKill(_ pid: pid_t) {
    _ = kill(pid, SIGKILL)
}
