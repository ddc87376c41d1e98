import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// A method or header can never add a line, a header or a request of its own: anything that is not
/// a valid token or field value is refused before a byte leaves.
@Suite struct HTTPServiceInjectionTests {
    /// A server that answers everything with 200 and records every byte it receives, and a service
    /// with the default 30 s timeout (a loaded parallel run can stall a call for seconds).
    static func serverAndService(headers: [String: String] = [:]) throws -> (LoopbackHTTPServer, HTTPService)
    {
        let server = try LoopbackHTTPServer { _ in .status(200, "ok") }
        return (server, HTTPService(baseURL: server.baseURL, headers: headers))
    }

    /// Gives a connection that is on its way time to arrive, so "nothing arrived" is not a race.
    static func settle() async throws { try await Task.sleep(for: .milliseconds(100)) }

    @Test(
        "a method that is not an RFC 9110 token is refused naming it, and nothing reaches the server",
        arguments: [
            ("GET /admin HTTP/1.1\r\nHost: x\r\n\r\nGET", "U+0020"), ("GET\r\n", "U+000D"),
            ("GET\n", "U+000A"),
            ("GE T", "U+0020"), ("GET\u{0}", "U+0000"), ("PÖST", "U+00D6"), ("(GET)", "U+0028"),
            ("GET\t", "U+0009"), ("", nil),
        ] as [(String, String?)])
    func badMethod(method: String, character: String?) async throws {
        let (server, http) = try Self.serverAndService()
        defer { server.stop() }

        let error = await failure(HTTPRequest(HTTPMethod(method), "/x"), with: http)
        try await Self.settle()

        #expect(
            server.received.isEmpty,
            "bytes arrived: \(server.received.map { String(decoding: $0, as: UTF8.self) })")
        #expect(error?.kind == .invalidRequest, "\(String(describing: error))")
        #expect(
            error?.message.contains("method \(method.uppercased().debugDescription)") == true,
            "\(error?.message ?? "")")
        if let character {
            #expect(error?.message.contains(character) == true, "\(error?.message ?? "")")
        } else {
            #expect(error?.message.contains("empty") == true, "\(error?.message ?? "")")
        }
    }

    @Test(
        "a header name that is not a token is refused naming it, whether the request or the service sets it",
        arguments: [
            ("X-Evil\r\nX-Injected", "U+000D"), ("X-Evil\nX-Injected", "U+000A"), ("X Name", "U+0020"),
            ("X:Y", "U+003A"), ("X\u{0}", "U+0000"), ("Ünicode", "U+00DC"), ("", nil),
        ] as [(String, String?)])
    func badHeaderName(name: String, character: String?) async throws {
        let (server, http) = try Self.serverAndService()
        defer { server.stop() }
        let (otherServer, defaultsHTTP) = try Self.serverAndService(headers: [name: "1"])
        defer { otherServer.stop() }

        let perRequest = await failure(HTTPRequest(.get, "/x", headers: [name: "1"]), with: http)
        let fromService = await failure(HTTPRequest(.get, "/x"), with: defaultsHTTP)
        try await Self.settle()

        #expect(server.received.isEmpty && otherServer.received.isEmpty, "bytes arrived")
        for error in [perRequest, fromService] {
            #expect(error?.kind == .invalidRequest, "\(String(describing: error))")
            #expect(
                error?.message.contains("header name \(name.debugDescription)") == true,
                "\(error?.message ?? "")")
            #expect(error?.message.contains(character ?? "empty") == true, "\(error?.message ?? "")")
        }
    }

    @Test(
        "a header value with CR, LF, NUL or another control character is refused without showing the value",
        arguments: [
            ("a\r\nX-Injected: 1", "U+000D"), ("a\nX-Injected: 1", "U+000A"), ("a\rb", "U+000D"),
            ("secret\u{0}tail", "U+0000"), ("a\u{7F}", "U+007F"), ("a\u{1B}[31m", "U+001B"),
            ("a\u{85}b", "U+0085"),
        ])
    func badHeaderValue(value: String, character: String) async throws {
        let (server, http) = try Self.serverAndService()
        defer { server.stop() }

        let error = await failure(HTTPRequest(.get, "/x", headers: ["Authorization": value]), with: http)
        try await Self.settle()

        #expect(server.received.isEmpty, "bytes arrived")
        #expect(error?.kind == .invalidRequest, "\(String(describing: error))")
        #expect(error?.message.contains(#"header "Authorization""#) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains(character) == true, "\(error?.message ?? "")")
        #expect(error?.message.contains(value) == false, "a credential is never echoed in an error")
    }

    @Test(
        "tokens with every allowed punctuation mark, and values with tabs and non-ASCII text, are sent as given"
    )
    func validTokensAndValues() async throws {
        let (server, http) = try Self.serverAndService(headers: ["X-Default": "from the service"])
        defer { server.stop() }
        let name = "X-!#$%&'*+.^_`|~0a"

        let response = try await http.send(
            HTTPRequest(HTTPMethod("PROPFIND"), "/x", headers: [name: "tab\there São Paulo"]))

        #expect(response.statusCode == 200)
        let request = try #require(server.requests.first)
        #expect(request.method == "PROPFIND")
        #expect(request.header(name) == "tab\there São Paulo")
        #expect(request.header("X-Default") == "from the service")
    }

    @Test("a request's header overrides the service's of the same name in any letter case")
    func requestHeaderWinsCaseInsensitively() async throws {
        let (server, http) = try Self.serverAndService(headers: ["Authorization": "Bearer service"])
        defer { server.stop() }

        for _ in 0..<5 {
            _ = try await http.send(HTTPRequest(.get, "/x", headers: ["authorization": "Bearer request"]))
        }

        #expect(server.requests.count == 5)
        #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer request" })
    }

    @Test(
        "Content-Length, Transfer-Encoding and Host are the service's to set: a caller's is refused, nothing sent",
        arguments: [
            ("Content-Length", "5"), ("content-length", "500"), ("Transfer-Encoding", "chunked"),
            ("Host", "evil.example"),
        ])
    func framingHeaders(name: String, value: String) async throws {
        let (server, http) = try Self.serverAndService()
        defer { server.stop() }
        // A Content-Length shorter than the body made the server read the body's tail as a second
        // request on the same connection.
        let body = Data("helloGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        let (otherServer, defaultsHTTP) = try Self.serverAndService(headers: [name: value])
        defer { otherServer.stop() }

        let error = await failure(
            HTTPRequest(.post, "/x", headers: [name: value], body: body), with: http)
        let fromService = await failure(HTTPRequest(.post, "/x", body: body), with: defaultsHTTP)
        try await Self.settle()

        #expect(server.received.isEmpty && otherServer.received.isEmpty, "bytes arrived")
        for error in [error, fromService] {
            #expect(error?.kind == .invalidRequest, "\(String(describing: error))")
            #expect(
                error?.message.contains("header \"\(name)\" is set by the service") == true,
                "\(error?.message ?? "")")
        }
    }
}

/// A method is checked as the caller wrote it: no case mapping may turn a non-token into a token.
@Suite struct HTTPMethodTokenTests {
    @Test(
        "a method that only Unicode case mapping would make a token is refused as written, and nothing is sent",
        arguments: [("poſt", "U+017F"), ("ﬀ", "U+FB00"), ("geß", "U+00DF"), ("ǆelete", "U+01C6")])
    func unicodeCaseMapping(method: String, character: String) async throws {
        let (server, http) = try HTTPServiceInjectionTests.serverAndService()
        defer { server.stop() }

        let error = await failure(HTTPRequest(HTTPMethod(method), "/x"), with: http)
        try await HTTPServiceInjectionTests.settle()

        #expect(server.received.isEmpty, "bytes arrived: \(server.received.count) connections")
        #expect(error?.kind == .invalidRequest, "\(String(describing: error))")
        // Only ASCII letters are uppercased: "poſt" is shown as "POſT", never as POST.
        let written = String(
            String.UnicodeScalarView(
                method.unicodeScalars.map {
                    ("a"..."z").contains($0) ? Unicode.Scalar($0.value - 0x20) ?? $0 : $0
                }))
        #expect(
            error?.message.contains("method \(written.debugDescription)") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains(character) == true, "\(error?.message ?? "")")
    }

    @Test("a token method is upper-cased letter by letter, as before")
    func asciiUppercasing() {
        #expect(HTTPMethod("propfind").rawValue == "PROPFIND")
        #expect(HTTPMethod("m-search").rawValue == "M-SEARCH")
        #expect(HTTPMethod.post == HTTPMethod("post"))
    }
}
