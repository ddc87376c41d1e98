import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// A base URL's own query and fragment never swallow the path: requests go under the base path, with
/// the base URL's query merged into the request's.
@Suite struct HTTPServiceBaseURLTests {
    @Test("a base URL with a query keeps the path under its path and merges the queries, in order")
    func baseQuery() async throws {
        let server = try LoopbackHTTPServer { _ in .status(200, "ok") }
        defer { server.stop() }
        let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/v1?key=abc"))
        let http = HTTPService(baseURL: base)

        _ = try await http.send(HTTPRequest(.get, "/users/42", query: ["page": "2"]))
        _ = try await http.send(HTTPRequest(.get, "users/7"))
        _ = try await http.send(HTTPRequest(.get, ""))

        let requests = server.requests
        #expect(requests.map(\.rawPath) == ["/v1/users/42", "/v1/users/7", "/v1"])
        #expect(requests.map(\.rawQuery) == ["key=abc&page=2", "key=abc", "key=abc"])
        #expect(
            try http.url(for: "/users/42", query: ["page": "2"]).absoluteString
                == "http://127.0.0.1:\(server.port)/v1/users/42?key=abc&page=2")
    }

    @Test("a base URL with a fragment sends the path under its path and no fragment")
    func baseFragment() async throws {
        let server = try LoopbackHTTPServer { _ in .status(200, "ok") }
        defer { server.stop() }
        let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/v1/?key=a%26b#top"))
        let http = HTTPService(baseURL: base)

        _ = try await http.send(HTTPRequest(.get, "/users", query: ["q": "x y"]))

        #expect(server.requests.map(\.rawPath) == ["/v1/users"])
        #expect(server.requests.map(\.rawQuery) == ["key=a%26b&q=x%20y"])
        #expect(server.requests.first?.query("key") == "a&b")
    }

    @Test("an absolute URL under a base URL with a query is judged by the base's path, not its query")
    func absoluteUnderQueryBase() async throws {
        let server = try LoopbackHTTPServer { _ in .status(200, "ok") }
        defer { server.stop() }
        let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/v1?key=abc"))
        let http = HTTPService(baseURL: base)

        _ = try await http.send(HTTPRequest(.get, "http://127.0.0.1:\(server.port)/v1/users"))
        let outside = await failure(HTTPRequest(.get, "http://127.0.0.1:\(server.port)/v2/users"), with: http)

        #expect(server.requests.map(\.rawPath) == ["/v1/users"])
        #expect(outside?.kind == .invalidURL)
    }
}
