import Foundation
import LoopbackHTTP
import ScenewrightServices
import Testing

/// Credentials in a URL — a password in its user-info, a token in its query — never appear in an
/// error's message, URL or description, while the host, path and parameter names that identify the
/// call stay readable.
@Suite struct HTTPServiceSecretTests {
    static let password = "s3cretPW"
    static let token = "tok-9f8e7d6c5b4a"

    /// Every text of `error` a log or a crash report could show.
    static func shownTexts(of error: HTTPError?) -> [String] {
        guard let error else { return [] }
        return [error.message, error.url, error.description, "\(error)"]
    }

    @Test("a password in the base URL's user-info is not shown by a 500's error, which still names the call")
    func userInfoInStatusError() async throws {
        let server = try LoopbackHTTPServer { _ in .status(500, "database down") }
        defer { server.stop() }
        let base = try #require(
            URL(string: "http://alice:\(Self.password)@127.0.0.1:\(server.port)/api"))
        let http = HTTPService(baseURL: base)

        let error = await failure(HTTPRequest(.get, "/users/42"), with: http)

        #expect(error?.kind == .status)
        #expect(error?.statusCode == 500)
        for text in Self.shownTexts(of: error) {
            #expect(!text.contains(Self.password), "the password is shown: \(text)")
            #expect(text.contains("127.0.0.1:\(server.port)/api/users/42"), "the call is not named: \(text)")
        }
    }

    @Test("a token in the query is not shown by a 500's error; other parameters and names are")
    func queryTokenInStatusError() async throws {
        let server = try LoopbackHTTPServer { _ in .status(500, "oops") }
        defer { server.stop() }
        let http = HTTPService(baseURL: server.baseURL)

        let error = await failure(
            HTTPRequest(
                .get, "/search",
                query: ["q": "oslo", "token": Self.token, "api_key": Self.token, "access_token": Self.token]),
            with: http)

        #expect(error?.kind == .status)
        for text in Self.shownTexts(of: error) {
            #expect(!text.contains(Self.token), "the token is shown: \(text)")
            #expect(text.contains("/search?q=oslo&token="), "the call is not named: \(text)")
            #expect(text.contains("api_key=") && text.contains("access_token="), "names are lost: \(text)")
        }
    }

    @Test("the invalidURL refusal does not show a password or a token either")
    func invalidURLRefusal() async throws {
        let http = HTTPService(baseURL: URL(string: "http://127.0.0.1:9/api"))
        let outside = "http://bob:\(Self.password)@elsewhere.example/x?token=\(Self.token)&page=2"

        let refused = await failure(HTTPRequest(.get, outside), with: http)
        let dotted = await failure(
            HTTPRequest(.get, "http://bob:\(Self.password)@127.0.0.1:9/api/../x?token=\(Self.token)"),
            with: http)

        for error in [refused, dotted] {
            #expect(error?.kind == .invalidURL, "\(String(describing: error))")
            for text in Self.shownTexts(of: error) {
                #expect(!text.contains(Self.password), "the password is shown: \(text)")
                #expect(!text.contains(Self.token), "the token is shown: \(text)")
            }
        }
        #expect(refused?.url.contains("elsewhere.example/x?token=") == true, "\(refused?.url ?? "")")
        #expect(refused?.url.contains("page=2") == true, "\(refused?.url ?? "")")
    }

    @Test("a timeout and a transport failure do not show the credentials of the URL either")
    func transportAndTimeout() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route("/silent", .neverAnswer)
        server.route("/closed", .closeWithoutAnswer)
        let base = try #require(
            URL(string: "http://alice:\(Self.password)@127.0.0.1:\(server.port)"))
        let http = HTTPService(baseURL: base, timeout: .milliseconds(300))
        // The closed connection fails at once; a long timeout keeps a busy machine from turning it
        // into a timeout before the server's thread runs.
        let patient = HTTPService(baseURL: base, timeout: .seconds(60))

        let timedOut = await failure(HTTPRequest(.get, "/silent", query: ["token": Self.token]), with: http)
        let closed = await failure(HTTPRequest(.get, "/closed", query: ["token": Self.token]), with: patient)

        #expect(timedOut?.kind == .timeout)
        #expect(closed?.kind == .transport)
        for text in Self.shownTexts(of: timedOut) + Self.shownTexts(of: closed) {
            #expect(!text.contains(Self.password) && !text.contains(Self.token), "a secret is shown: \(text)")
        }
    }
}
