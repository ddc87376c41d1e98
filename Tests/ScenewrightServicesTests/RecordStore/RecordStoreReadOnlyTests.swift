import Foundation
import Testing

@testable import ScenewrightServices

private typealias City = RecordFixtures.City

/// A store file the process may not write: its rows stay readable or the failure says why, a write
/// fails with an error that says the file is read-only, and nothing is lost.
///
/// The tests run as root, whom file modes do not stop, so the part that meets the read-only file runs
/// in a child process that first gives up root for the user `nobody` (`setgid`/`setuid` to 65534),
/// as an app sandbox or another user would meet the file.
@Suite("Record store: a file or directory the process may not write")
struct RecordStoreReadOnlyTests {
    /// What the child saw, written for the parent.
    private struct Report: Codable {
        var user: UInt32 = 0
        var open = "ok"
        var fetched: [String] = []
        var fetch = "ok"
        var insert = "ok"
        var insertMessage = ""
    }

    @Test(
        "as another user, a read-only file in a read-only directory reads its rows or says why, and refuses writes keeping every row",
        arguments: ["file and directory", "file only"])
    func readOnly(mode: String) async throws {
        if let role = RecordStoreChildProcess.role {
            // The child runs this case only (it has given up root before the other could start).
            if role == "read-only \(mode)", let directory = RecordStoreChildProcess.directory {
                try Self.meetReadOnlyStore(in: directory)
            }
            return
        }
        try await withRecordStoreDirectory { directory async throws in
            let storeDirectory = directory.appendingPathComponent("store")
            let reportDirectory = directory.appendingPathComponent("report")
            for folder in [storeDirectory, reportDirectory] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let path = storeDirectory.appendingPathComponent("records.sqlite").path
            let store = try RecordStore(path: path, records: [City.self])
            for city in RecordFixtures.cities.prefix(3) { try store.insert(city) }
            store.close()
            chmod(reportDirectory.path, 0o777)
            chmod(path, 0o444)
            chmod(storeDirectory.path, mode == "file only" ? 0o777 : 0o555)
            defer {
                chmod(storeDirectory.path, 0o755)
                chmod(path, 0o644)
            }

            try await RecordStoreChildProcess.run(test: "readOnly", role: "read-only \(mode)", in: directory)

            let report = try JSONDecoder().decode(
                Report.self, from: Data(contentsOf: reportDirectory.appendingPathComponent("report.json")))
            #expect(report.user == 65_534, "the child did not give up root")
            if report.open == "ok" && report.fetch == "ok" {
                #expect(report.fetched == RecordFixtures.cities.prefix(3).map(\.name))
            } else {
                // Not readable: the error must say so, not pass for a broken or missing database.
                let failure = report.open == "ok" ? report.fetch : report.open
                #expect(failure.hasPrefix("cannotOpen") || failure.hasPrefix("cannotWrite"), "\(failure)")
                #expect(failure.contains("read-only"), "\(failure)")
            }
            #expect(
                report.insert.hasPrefix("cannotWrite") || report.insert.hasPrefix("cannotOpen"),
                "\(report.insert)")
            #expect(report.insertMessage.contains("read-only"), "\(report.insertMessage)")
            // Nothing was lost, and the store writes again once it may.
            chmod(storeDirectory.path, 0o755)
            chmod(path, 0o644)
            let reopened = try RecordStore(path: path)
            #expect(try reopened.fetch(City.self).map(\.name) == RecordFixtures.cities.prefix(3).map(\.name))
            #expect(try reopened.rawQuery("PRAGMA integrity_check") == [[.text("ok")]])
            try reopened.insert(City("Leiden", 125_000, "NL"))
            #expect(try reopened.count(City.self) == 4)
        }
    }

    /// The child's part: give up root, then open, read and try to write the store.
    private static func meetReadOnlyStore(in directory: URL) throws {
        guard setgroups(0, nil) == 0, setgid(65_534) == 0, setuid(65_534) == 0 else {
            Issue.record("could not become nobody: errno \(errno)")
            return
        }
        var report = Report()
        report.user = getuid()
        let path = directory.appendingPathComponent("store/records.sqlite").path
        func describe(_ error: any Error) -> String {
            guard let error = error as? RecordStoreError else { return "other: \(error)" }
            return "\(error.kind): \(error.message)"
        }
        do {
            let store = try RecordStore(path: path)
            do {
                report.fetched = try store.fetch(City.self).map(\.name)
            } catch {
                report.fetch = describe(error)
            }
            do {
                try store.insert(City("Delft", 104_000, "NL"))
            } catch {
                report.insert = describe(error)
                report.insertMessage = error.message
            }
        } catch {
            report.open = describe(error)
            report.insert = report.open
            report.insertMessage = error.message
        }
        try JSONEncoder().encode(report).write(to: directory.appendingPathComponent("report/report.json"))
    }
}
