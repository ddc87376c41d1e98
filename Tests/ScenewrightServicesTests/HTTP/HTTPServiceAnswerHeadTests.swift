import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// Answers whose head says more than their body: a `304` with the full resource's `Content-Length`,
/// and heads that are not HTTP at all.
@Suite struct HTTPServiceAnswerHeadTests {
    @Test(
        "a 304 (or 204) declaring the full resource's Content-Length is its status, not responseTooLarge",
        arguments: [304, 204])
    func notModifiedWithLength(status: Int) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // RFC 9110 8.6: a 304 may carry the Content-Length the 200 would have; no body follows.
        let reason = status == 304 ? "Not Modified" : "No Content"
        server.route(
            "/big.iso",
            .raw("HTTP/1.1 \(status) \(reason)\r\nContent-Length: 50000000\r\nETag: \"v1\"\r\n\r\n"))
        let http = HTTPService(baseURL: server.baseURL, maxResponseBytes: 1_000)

        // The server closes the connection after the head: a client waiting for the body it
        // declared would get a transport error, not the status.
        let request = HTTPRequest(.get, "/big.iso", headers: ["If-None-Match": "\"v1\""])
        let error = await failure(request, with: http)

        if status == 304 {
            #expect(error?.kind == .status, "\(String(describing: error))")
            #expect(error?.statusCode == 304)
            #expect(error?.response?.header("ETag") == "\"v1\"")
        } else {
            #expect(error == nil, "\(String(describing: error))")
        }
    }

    @Test(
        "an answer whose head is not HTTP says an answer arrived and was malformed, not that the server may be down",
        arguments: [
            "NOT HTTP AT ALL\r\n\r\n", "HTTP/1.1 2OO OK\r\nContent-Length: 2\r\n\r\nok",
            "HTTP/1.1 200 OK\r\nthis line is no header field\r\nContent-Length: 2\r\n\r\nok",
        ])
    func malformedHead(head: String) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/weird", .raw(head))
        let http = HTTPService(baseURL: server.baseURL)

        let error = await failure(HTTPRequest(.get, "/weird"), with: http)

        #expect(error?.kind == .transport, "\(String(describing: error))")
        let message = error?.message ?? ""
        #expect(!message.contains("before an answer arrived"), "\(message)")
        #expect(!message.contains("server is running"), "\(message)")
        #expect(message.contains("not valid HTTP"), "\(message)")
    }
}
