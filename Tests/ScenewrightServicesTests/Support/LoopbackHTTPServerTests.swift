import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

@Suite struct LoopbackHTTPServerTests {
    @Test("the test server stops promptly with connections still waiting")
    func stopsCleanly() async throws {
        let server = try LoopbackHTTPServer()
        server.route("/never", .neverAnswer)
        server.route("/slow", LoopbackHTTPServer.Reply.status(200, "late").delayed(by: .seconds(30)))
        let http = HTTPService(baseURL: server.baseURL, timeout: .seconds(10))
        let waiting = Task {
            await withTaskGroup(of: HTTPError.Kind?.self) { group in
                for path in ["/never", "/slow"] {
                    group.addTask {
                        do throws(HTTPError) {
                            _ = try await http.send(HTTPRequest(.get, path))
                            return nil
                        } catch {
                            return error.kind
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        while server.requests.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(server.stop(), "every connection thread finished")
        #expect(await waiting.value.allSatisfy { $0 == .transport })
        #expect(server.stop(), "stopping twice is harmless")
    }

    @Test("the test server records requests and counts hits per path, and 404s unknown routes")
    func recordsRequests() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/known", method: "POST", .status(201, "made"))
        let http = HTTPService(baseURL: server.baseURL)

        let made = try await http.send(HTTPRequest(.post, "/known", body: Data("hello".utf8)))
        let missing = await #expect(throws: HTTPError.self) {
            _ = try await http.send(HTTPRequest(.get, "/known"))
        }

        #expect(made.statusCode == 201)
        #expect(missing?.body == "LoopbackHTTPServer has no route for GET /known")
        #expect(server.hits("/known") == 2)
        #expect(server.requests.map(\.method) == ["POST", "GET"])
        #expect(server.requests.first?.text == "hello")
    }

    @Test("a raw reply is written byte for byte, and every byte received is recorded, malformed or not")
    func rawRepliesAndReceivedBytes() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/raw", .raw("HTTP/1.1 203 Odd\r\nX-Raw: yes\r\nContent-Length: 3\r\n\r\nabc", slice: 4))
        let http = HTTPService(baseURL: server.baseURL)

        let response = try await http.send(HTTPRequest(.get, "/raw"))

        #expect(response.statusCode == 203)
        #expect(response.header("X-Raw") == "yes")
        #expect(response.text == "abc")
        let received = try #require(server.received.first)
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("GET /raw HTTP/1.1\r\n"))
        #expect(server.received.count == 1)
    }
}
