import Foundation

/// A copy of the running test binary, started by ``SpawnedChild/start(test:environment:log:)`` to
/// run one test alone in a process of its own: for tests that need a process boundary (a signal, a
/// file-size limit, two processes on one file) or must not share the process with tests running
/// in parallel. The child's output goes to a log file, for the parent to show when it fails.
package final class SpawnedChild {
    /// The child's process id.
    package let pid: pid_t
    /// The file its standard output and error go to.
    package let log: URL
    /// The status `waitpid` reported, once the child has ended.
    private var status: Int32?

    private init(pid: pid_t, log: URL) {
        self.pid = pid
        self.log = log
    }

    /// Starts this test binary running only `test` (a function name unique in the package), with
    /// `environment` added to this process's, its output going to `log`.
    ///
    /// It uses `posix_spawn` directly: Foundation's `Process` keeps a weak reference that it never
    /// frees, which LeakSanitizer reports.
    package static func start(test: String, environment extra: [String: String], log: URL) throws
        -> SpawnedChild
    {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let environment = ProcessInfo.processInfo.environment.merging(extra) { _, added in added }
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
        return SpawnedChild(pid: pid, log: log)
    }

    /// The child's output so far.
    package var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "(no output)" }

    /// Whether the child is still running (reaping it when it has ended).
    package var isRunning: Bool {
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
    package func wait() async {
        while isRunning { try? await Task.sleep(for: .milliseconds(5)) }
    }

    /// The exit code, when the child ended by exiting (`nil` while it runs or after a signal).
    package var exitCode: Int32? {
        guard let status, status & 0x7F == 0 else { return nil }
        return (status >> 8) & 0xFF
    }

    /// The signal that ended the child, if one did.
    package var signal: Int32? {
        guard let status, status & 0x7F != 0, status & 0x7F != 0x7F else { return nil }
        return status & 0x7F
    }

    /// Ends the child at once, as a crash or `kill -9` would, and waits for it.
    package func kill() async {
        _ = Foundation.kill(pid, SIGKILL)
        await wait()
    }
}
