import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// A path can never leave the service's base URL: what the server sees is what the caller promised.
@Suite struct HTTPServicePathTests {
    /// A server that answers every request with 200, and a service whose base URL has a path.
    static func serverAndService() throws -> (LoopbackHTTPServer, HTTPService) {
        let server = try LoopbackHTTPServer { _ in .status(200, "ok") }
        let base = server.baseURL.appending(path: "api/v1")
        return (server, HTTPService(baseURL: base))
    }

    @Test(
        "paths that would leave the base URL are refused as invalid URLs and never sent",
        arguments: [
            "/users/../../admin", "..", "/a/./b", "./x", "/x/..", "%2e%2e/admin", "%2E%2e", ".%2e/x",
            "%2e", "%252e%252e/admin", "..%2fadmin", "..\\admin", "a\\..\\..\\x", "//evil.example/x",
            "\\\\evil.example/x", "/\\evil.example", "\\/evil.example",
        ])
    func escapingRelativePathsRefused(path: String) async throws {
        let (server, http) = try Self.serverAndService()
        defer { server.stop() }

        let error = await #expect(throws: HTTPError.self) {
            _ = try await http.send(HTTPRequest(.get, path))
        }

        #expect(error?.kind == .invalidURL)
        #expect(error?.url == path)
        #expect(server.requests.isEmpty, "nothing reached the server")
    }

    @Test("absolute URLs outside the base URL are refused; those under it are sent as written")
    func absoluteURLs() async throws {
        let (server, http) = try Self.serverAndService()
        defer { server.stop() }
        let origin = server.baseURL.absoluteString
        let refused = [
            "http://evil.example/x", "https://evil.example/api/v1/x", "\(origin)/admin",
            "\(origin)/api/v10/x",
            "\(origin)/api/v1/../admin", "\(origin)/api/v1/%2e%2e/admin",
            origin.replacingOccurrences(of: "http://", with: "https://") + "/api/v1/x",
            "http://127.0.0.1:1/api/v1/x",
        ]
        for text in refused {
            let error = await #expect(throws: HTTPError.self, "\(text)") {
                _ = try await http.send(HTTPRequest(.get, text))
            }
            #expect(error?.kind == .invalidURL, "\(text)")
        }
        #expect(server.requests.isEmpty)

        _ = try await http.send(HTTPRequest(.get, "\(origin)/api/v1/cities?x=1"))
        _ = try await http.send(HTTPRequest(.get, "HTTP://127.0.0.1:\(server.port)/api/v1"))

        #expect(server.requests.map(\.rawPath) == ["/api/v1/cities", "/api/v1"])
    }

    @Test(
        "the server sees exactly the encoded path the service promises",
        arguments: [
            ("/users/a b", "/api/v1/users/a%20b", "/api/v1/users/a b"),
            ("/notes/50%", "/api/v1/notes/50%25", "/api/v1/notes/50%"),
            ("/notes/%2e%2e", nil, nil),
            ("a\\b", "/api/v1/a%5Cb", "/api/v1/a\\b"),
            ("/x;y", "/api/v1/x%3By", "/api/v1/x;y"),
            ("/..;/admin", "/api/v1/..%3B/admin", "/api/v1/..;/admin"),
            ("/q?x=1#frag", "/api/v1/q%3Fx=1%23frag", "/api/v1/q?x=1#frag"),
            ("/...", "/api/v1/...", "/api/v1/..."),
            ("/.hidden/..x", "/api/v1/.hidden/..x", "/api/v1/.hidden/..x"),
            ("http:evil.example", "/api/v1/http:evil.example", "/api/v1/http:evil.example"),
            ("/a//b", "/api/v1/a//b", "/api/v1/a//b"),
            ("/nul\u{0}/line\n", "/api/v1/nul%00/line%0A", "/api/v1/nul\u{0}/line\n"),
            ("/São Paulo", "/api/v1/S%C3%A3o%20Paulo", "/api/v1/São Paulo"),
            ("", "/api/v1", "/api/v1"),
        ] as [(String, String?, String?)])
    func promisedPath(path: String, raw: String?, decoded: String?) async throws {
        let (server, http) = try Self.serverAndService()
        defer { server.stop() }

        let sent = await Self.send(path, with: http)

        guard let raw else {
            // `%` is data in a path, so "%2e%2e" is refused as a dot segment rather than sent.
            #expect(throws: HTTPError.self) { try sent.get() }
            #expect(server.requests.isEmpty)
            return
        }
        #expect(try sent.get().statusCode == 200)
        let request = try #require(server.requests.first)
        #expect(request.rawPath == raw)
        #expect(request.path == decoded)
        #expect(try http.url(for: path).absoluteString == server.baseURL.absoluteString + raw)
    }

    /// The answer to a GET of `path`, or its error.
    static func send(_ path: String, with http: HTTPService) async -> Result<HTTPResponse, HTTPError> {
        do throws(HTTPError) {
            return .success(try await http.send(HTTPRequest(.get, path)))
        } catch {
            return .failure(error)
        }
    }
}
