import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// Every `Duration` a caller can write as a timeout is honoured or refused with a clear error; none
/// stops the process. The calls run in a child process, where a trap ends the child, not the tests.
@Suite struct HTTPServiceTimeoutRangeTests {
    /// What the child saw for each timeout, written for the parent: `ok` or the error's kind and
    /// message.
    private struct Report: Codable {
        var outcomes: [String: String] = [:]
    }

    /// The timeouts tried, by name. The largest `Duration` holds about 1.7 × 10^20 seconds.
    static let timeouts: [(String, Duration)] = [
        ("Int64.max seconds", .seconds(Int64.max)),
        ("10^16 seconds", .seconds(10_000_000_000_000_000 as Int64)),
        ("10^13 seconds", .seconds(10_000_000_000_000 as Int64)),
        ("twice Int64.max seconds", .seconds(Int64.max) + .seconds(Int64.max)),
        ("a year", .seconds(365 * 24 * 3_600)),
        ("zero", .zero),
        ("minus one second", .seconds(-1)),
        ("Int64.min seconds", .seconds(Int64.min)),
    ]

    @Test(
        "huge timeouts are honoured and negative or zero ones refused, by the service and the image store, and none traps"
    )
    func anyDuration() async throws {
        if RecordStoreChildProcess.role == "timeouts", let directory = RecordStoreChildProcess.directory {
            try await Self.callWithEveryTimeout(reportingIn: directory)
            return
        }
        try await withRecordStoreDirectory { directory async throws in
            try await RecordStoreChildProcess.run(test: "anyDuration", role: "timeouts", in: directory)
            let report = try JSONDecoder().decode(
                Report.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
            for (name, _) in Self.timeouts.prefix(5) {
                #expect(report.outcomes["service, \(name)"] == "ok", "\(name): \(report.outcomes)")
                #expect(report.outcomes["image store, \(name)"] == "ok", "\(name): \(report.outcomes)")
                #expect(report.outcomes["service default, \(name)"] == "ok", "\(name): \(report.outcomes)")
            }
            for (name, _) in Self.timeouts.suffix(3) {
                let outcome = report.outcomes["service, \(name)"] ?? ""
                #expect(outcome.hasPrefix("invalidRequest:"), "\(name): \(outcome)")
                #expect(outcome.contains("timeout"), "\(name): \(outcome)")
                let image = report.outcomes["image store, \(name)"] ?? ""
                #expect(image.hasPrefix("loadFailed: invalidRequest"), "\(name): \(image)")
            }
        }
    }

    /// The child's part: one call per timeout, each to a server that answers at once.
    private static func callWithEveryTimeout(reportingIn directory: URL) async throws {
        let server = try LoopbackHTTPServer { request in
            request.path.hasSuffix(".png")
                ? .bytes(
                    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]),
                    contentType: "image/png")
                : .status(200, "ok")
        }
        defer { server.stop() }
        var report = Report()
        let http = HTTPService(baseURL: server.baseURL)
        let images = ImageStore(http: http, byteBudget: 0)
        for (name, timeout) in timeouts {
            do throws(HTTPError) {
                _ = try await http.send(HTTPRequest(.get, "/x", timeout: timeout))
                report.outcomes["service, \(name)"] = "ok"
            } catch {
                report.outcomes["service, \(name)"] = "\(error.kind): \(error.message)"
            }
            do throws(HTTPError) {
                _ = try await HTTPService(baseURL: server.baseURL, timeout: timeout).send(
                    HTTPRequest(.get, "/x"))
                report.outcomes["service default, \(name)"] = "ok"
            } catch {
                report.outcomes["service default, \(name)"] = "\(error.kind): \(error.message)"
            }
            do throws(ImageStoreError) {
                _ = try await images.image(at: "/\(name.count).png", timeout: timeout)
                report.outcomes["image store, \(name)"] = "ok"
            } catch {
                report.outcomes["image store, \(name)"] =
                    "\(error.kind): \(error.http?.kind.rawValue ?? "") \(error.message)"
            }
        }
        try JSONEncoder().encode(report).write(to: directory.appendingPathComponent("report.json"))
    }
}
