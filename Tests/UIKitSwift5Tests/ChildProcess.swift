import Foundation

/// Runs one test of this test binary again in a child process, alone: for a test that must not share
/// the process's stage with tests running in parallel. The test sees ``isChild`` and plays its
/// scenario instead of starting a child. The child's output goes to a log file, shown when it fails.
enum ChildProcess {
    private static let variable = "SCENEWRIGHT_UIKIT_SWIFT5_CHILD"

    /// Whether this process is a child a test started.
    static var isChild: Bool { ProcessInfo.processInfo.environment[variable] != nil }

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

        /// The child's output.
        var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "(no output)" }

        /// Whether the child is still running (reaping it when it has ended).
        var isRunning: Bool {
            guard status == nil else { return false }
            var reported: Int32 = 0
            guard waitpid(pid, &reported, WNOHANG) == pid else { return true }
            status = reported
            return false
        }

        /// Waits for the child to end, suspending rather than blocking a thread of the pool.
        func wait() async {
            while isRunning { try? await Task.sleep(for: .milliseconds(5)) }
        }

        /// The exit code, when the child ended by exiting.
        var exitCode: Int32? {
            guard let status, status & 0x7F == 0 else { return nil }
            return (status >> 8) & 0xFF
        }

        /// The signal that ended the child, if one did.
        var signal: Int32? {
            guard let status, status & 0x7F != 0, status & 0x7F != 0x7F else { return nil }
            return status & 0x7F
        }
    }

    /// Starts this test binary running only `test` (a function name unique in the package).
    static func start(test: String) throws -> Child {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uikit-swift5-child-\(UUID().uuidString).log")
        var environment = ProcessInfo.processInfo.environment
        environment[variable] = "1"
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
}
