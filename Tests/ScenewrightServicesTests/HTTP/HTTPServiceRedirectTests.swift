import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// A redirect never takes the service's credentials to another origin, and an answer names the URL
/// that actually gave it.
@Suite struct HTTPServiceRedirectTests {
    static let credentials = ["Authorization": "Bearer secret-token", "X-API-Key": "key-123"]

    /// The API server, another origin on another port that answers everything with 200, and a
    /// service on the API's `/api` with credentials. Its timeout is the default 30 s: these calls
    /// answer in milliseconds, but a full parallel test run on two busy cores can stall them for
    /// seconds, and a timeout here would be a false failure.
    static func servers() throws -> (api: LoopbackHTTPServer, other: LoopbackHTTPServer, http: HTTPService) {
        let api = try LoopbackHTTPServer()
        let other = try LoopbackHTTPServer { _ in .status(200, "other origin") }
        let http = HTTPService(
            baseURL: api.baseURL.appending(path: "api"), headers: credentials)
        return (api, other, http)
    }

    /// Whether any request `server` received carried one of the service's credential headers.
    static func sawCredentials(_ server: LoopbackHTTPServer) -> Bool {
        server.requests.contains { $0.header("Authorization") != nil || $0.header("X-API-Key") != nil }
    }

    /// The answer to `request`, or its error.
    static func send(_ request: HTTPRequest, with http: HTTPService) async -> Result<HTTPResponse, HTTPError>
    {
        do throws(HTTPError) {
            return .success(try await http.send(request))
        } catch {
            return .failure(error)
        }
    }

    @Test(
        "a redirect to another port is refused, and the other origin never sees the credentials",
        arguments: [301, 302, 303, 307, 308])
    func crossPort(status: Int) async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        let target = other.baseURL.absoluteString + "/collect"
        api.route("/api/me", .redirect(status, to: target))

        let result = await Self.send(HTTPRequest(.get, "/me"), with: http)

        #expect(!Self.sawCredentials(other), "credentials leaked to \(target)")
        #expect(other.requests.isEmpty, "nothing at all goes to the other origin")
        guard case .failure(let error) = result else {
            Issue.record("a redirect to another origin was followed: \(result)")
            return
        }
        let from = api.baseURL.absoluteString + "/api/me"
        #expect(error.kind == .redirectRefused)
        #expect(error.url == from)
        #expect(error.statusCode == status, "the error keeps the redirect answer")
        #expect(error.response?.header("Location") == target)
        #expect(
            error.message.hasPrefix(
                "GET \(from) was redirected (\(status)) by \(from) to \(target), another origin than "
                    + "\(api.baseURL.absoluteString)"),
            "\(error.message)")
        #expect(Self.sawCredentials(api), "the API itself got the credentials, as it should")
    }

    @Test(
        "redirects that leave the origin by host, scheme or a scheme-relative Location are refused",
        arguments: ["http://localhost:{port}/x", "https://127.0.0.1:{port}/api/x", "//127.0.0.1:{other}/x"])
    func otherOrigins(pattern: String) async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        let location = pattern.replacingOccurrences(of: "{port}", with: String(api.port))
            .replacingOccurrences(of: "{other}", with: String(other.port))
        api.route("/api/me", .redirect(302, to: location))

        let result = await Self.send(HTTPRequest(.get, "/me"), with: http)

        guard case .failure(let error) = result else {
            Issue.record("\(location) was followed: \(result)")
            return
        }
        #expect(error.kind == .redirectRefused, "\(error)")
        #expect(api.hits("/x") == 0 && api.hits("/api/x") == 0)
        #expect(other.requests.isEmpty)
    }

    @Test("a same-origin redirect, absolute or relative, is followed and the answer names where it came from")
    func sameOrigin() async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        api.route("/api/old", .redirect(301, to: api.baseURL.absoluteString + "/api/new"))
        api.route("/api/relative", .redirect(307, to: "/api/new?via=relative"))
        api.route("/api/new", handler: { .status(200, "new " + ($0.query("via") ?? "absolute")) })

        let absolute = try await http.send(HTTPRequest(.get, "/old"))
        let relative = try await http.send(HTTPRequest(.get, "/relative"))

        #expect(absolute.text == "new absolute")
        #expect(absolute.url.absoluteString == api.baseURL.absoluteString + "/api/new")
        #expect(relative.text == "new relative")
        #expect(relative.url.absoluteString == api.baseURL.absoluteString + "/api/new?via=relative")
        // The same origin may see the credentials: they were meant for it.
        #expect(
            api.requests.filter { $0.path == "/api/new" }.allSatisfy { $0.header("X-API-Key") == "key-123" })
    }

    @Test("a status error after a same-origin redirect names the URL that answered it")
    func statusAfterRedirect() async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        api.route("/api/moved", .redirect(308, to: "/api/gone"))
        api.route("/api/gone", .status(404, "no such thing"))

        let result = await Self.send(HTTPRequest(.get, "/moved"), with: http)

        guard case .failure(let error) = result else {
            Issue.record("expected a 404, got \(result)")
            return
        }
        #expect(error.kind == .status)
        #expect(error.response?.url.absoluteString == api.baseURL.absoluteString + "/api/gone")
    }

    @Test("a chain that leaves the origin on its second hop is refused there, naming both hops")
    func chainLeavesLater() async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        let target = other.baseURL.absoluteString + "/collect"
        api.route("/api/first", .redirect(302, to: "/api/second"))
        api.route("/api/second", .redirect(307, to: target))

        let result = await Self.send(HTTPRequest(.get, "/first"), with: http)

        guard case .failure(let error) = result else {
            Issue.record("the chain was followed off the origin: \(result)")
            return
        }
        let second = api.baseURL.absoluteString + "/api/second"
        #expect(error.kind == .redirectRefused)
        #expect(error.message.contains("by \(second) to \(target)"), "\(error.message)")
        #expect(error.response?.url.absoluteString == second)
        #expect(api.hits("/api/second") == 1)
        #expect(other.requests.isEmpty)
        #expect(!Self.sawCredentials(other))
    }

    @Test("a redirect loop is refused after a bounded number of hops with an error that says so")
    func loop() async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        api.route("/api/ping", .redirect(302, to: "/api/pong"))
        api.route("/api/pong", .redirect(302, to: "/api/ping"))

        let result = await Self.send(HTTPRequest(.get, "/ping"), with: http)

        guard case .failure(let error) = result else {
            Issue.record("a loop answered: \(result)")
            return
        }
        #expect(error.kind == .redirectRefused, "\(error)")
        #expect(
            error.message.contains("more than \(HTTPService.maximumRedirects) redirects"), "\(error.message)")
        #expect(api.requests.count == HTTPService.maximumRedirects + 1)
    }

    @Test("a 307 keeps the method and the body; a 303 turns a POST into a GET without one")
    func methodAndBody() async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        api.route("/api/post307", .redirect(307, to: "/api/echo"))
        api.route("/api/post303", .redirect(303, to: "/api/echo"))
        api.route("/api/echo", handler: { .status(200, "\($0.method) \($0.text)") })
        let body = Data(#"{"name":"Delft"}"#.utf8)

        let kept = try await http.send(HTTPRequest(.post, "/post307", body: body))
        let changed = try await http.send(HTTPRequest(.post, "/post303", body: body))

        #expect(kept.text == #"POST {"name":"Delft"}"#)
        #expect(changed.text == "GET ")
    }

    @Test("a 305 Use Proxy, a 300 and a 3xx without a Location are status errors, never followed")
    func notRedirects() async throws {
        let (api, other, http) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        api.route("/api/proxy", .redirect(305, to: other.baseURL.absoluteString + "/proxy"))
        api.route("/api/choices", .redirect(300, to: other.baseURL.absoluteString + "/choice"))
        api.route("/api/nowhere", .status(302, "no Location"))

        for path in ["/proxy", "/choices", "/nowhere"] {
            let result = await Self.send(HTTPRequest(.get, path), with: http)
            guard case .failure(let error) = result else {
                Issue.record("\(path) answered \(result)")
                continue
            }
            #expect(error.kind == .status, "\(path): \(error)")
        }
        #expect(other.requests.isEmpty)
    }

    @Test("the timeout bounds a redirect chain as a whole, not each hop")
    func timeoutSpansTheChain() async throws {
        let (api, other, _) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        // Each hop answers well inside the timeout; together they take three times as long.
        api.route(
            "/api/a", LoopbackHTTPServer.Reply.redirect(302, to: "/api/b").delayed(by: .milliseconds(200)))
        api.route(
            "/api/b", LoopbackHTTPServer.Reply.redirect(302, to: "/api/c").delayed(by: .milliseconds(200)))
        api.route("/api/c", LoopbackHTTPServer.Reply.status(200, "c").delayed(by: .milliseconds(200)))
        let http = HTTPService(baseURL: api.baseURL.appending(path: "api"), timeout: .milliseconds(450))
        let clock = ContinuousClock()
        let start = clock.now

        let result = await Self.send(HTTPRequest(.get, "/a"), with: http)

        let elapsed = clock.now - start
        guard case .failure(let error) = result else {
            Issue.record("the chain answered within the timeout: \(result)")
            return
        }
        #expect(error.kind == .timeout)
        // Not before the timeout. Every hop answers well inside it, so only a deadline for the whole
        // chain ends it with a timeout: the error's kind is the proof, not a wall-clock upper bound
        // (a parallel run on two cores may wake the timer seconds late).
        #expect(elapsed >= .milliseconds(450), "took \(elapsed)")
    }

    @Test("a service without a base URL keeps redirects on the origin of the absolute URL it was given")
    func noBaseURL() async throws {
        let (api, other, _) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        api.route("/here", .redirect(301, to: "/there"))
        api.route("/there", .status(200, "there"))
        api.route("/away", .redirect(307, to: other.baseURL.absoluteString + "/collect"))
        let http = HTTPService(headers: Self.credentials)

        let followed = try await http.send(HTTPRequest(.get, api.baseURL.absoluteString + "/here"))
        let refused = await Self.send(HTTPRequest(.get, api.baseURL.absoluteString + "/away"), with: http)

        #expect(followed.text == "there")
        #expect(followed.url.absoluteString == api.baseURL.absoluteString + "/there")
        guard case .failure(let error) = refused else {
            Issue.record("followed off the origin: \(refused)")
            return
        }
        #expect(error.kind == .redirectRefused)
        #expect(other.requests.isEmpty)
    }

    @Test("a service is released after followed and refused redirects, refused headers and waiting turns")
    func released() async throws {
        let (api, other, _) = try Self.servers()
        defer {
            api.stop()
            other.stop()
        }
        api.route("/api/old", .redirect(301, to: "/api/new"))
        api.route("/api/new", .status(200, "new"))
        api.route("/api/away", .redirect(307, to: other.baseURL.absoluteString + "/collect"))
        weak var released: HTTPService?
        do {
            let http = HTTPService(baseURL: api.baseURL.appending(path: "api"), headers: Self.credentials)
            released = http
            _ = try await http.send(HTTPRequest(.get, "/old"))
            _ = await Self.send(HTTPRequest(.get, "/away"), with: http)
            _ = await Self.send(HTTPRequest(.get, "/old", headers: ["X-Bad\r\nName": "1"]), with: http)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<(HTTPService.maximumConcurrentTransfers * 2) {
                    group.addTask { _ = await Self.send(HTTPRequest(.get, "/old"), with: http) }
                }
            }
        }

        #expect(released == nil, "the service outlived its last reference")
    }
}
