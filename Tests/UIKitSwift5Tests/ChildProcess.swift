import ChildProcessSupport
import Foundation

/// Runs one test of this test binary again in a child process, alone: for a test that must not share
/// the process's stage with tests running in parallel. The test sees ``isChild`` and plays its
/// scenario instead of starting a child. The child's output goes to a log file, shown when it fails.
enum ChildProcess {
    private static let variable = "SCENEWRIGHT_UIKIT_SWIFT5_CHILD"

    /// Whether this process is a child a test started.
    static var isChild: Bool { ProcessInfo.processInfo.environment[variable] != nil }

    /// A started child: its process id, its log, and how it ended.
    typealias Child = SpawnedChild

    /// Starts this test binary running only `test` (a function name unique in the package).
    static func start(test: String) throws -> Child {
        try SpawnedChild.start(
            test: test, environment: [variable: "1"],
            log: FileManager.default.temporaryDirectory.appendingPathComponent(
                "uikit-swift5-child-\(UUID().uuidString).log"))
    }
}
