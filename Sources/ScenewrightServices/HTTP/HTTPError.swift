import Foundation
import ScenewrightCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an HTTP call did not produce a value: it names the request, what went wrong and the fix.
///
/// Every failure of ``HTTPService`` is one of these, thrown with a typed `throws(HTTPError)`. Switch
/// on ``kind``; status and decoding failures keep the ``response`` (status, headers, body), and
/// decoding failures name the failing key as a ``codingPath`` such as `cities[2].population`.
///
/// ```swift
/// do {
///     let cities: [City] = try await http.get("/cities")
/// } catch where error.kind == .status && error.statusCode == 404 {
///     showEmptyState()
/// } catch {
///     print(error)   // GET http://…/cities answered 500 Internal Server Error: "database down". …
/// }
/// ```
public struct HTTPError: ScenewrightError {
    /// What went wrong: the kinds are the constants of `ErrorKind` where `Failure` is this type.
    public typealias Kind = ErrorKind<HTTPError>

    /// What went wrong.
    public let kind: Kind
    /// The request's method.
    public let method: HTTPMethod
    /// The URL asked for, or the text that failed to become one. After a same-origin redirect, a
    /// `transport`, `timeout` or `responseTooLarge` error names the URL that was being fetched, and a
    /// `status` error the URL that answered.
    public let url: String
    /// What went wrong, naming the request, and how to fix it.
    public let message: String
    /// The answer, for `Kind.status` and `Kind.decoding` errors, and the redirect answer for
    /// `Kind.redirectRefused`.
    public let response: HTTPResponse?
    /// The failing key's path (`cities[2].population`), for `Kind.decoding` errors.
    public let codingPath: String?
    /// The error underneath: the `URLError`, `EncodingError` or `DecodingError`.
    public let underlying: (any Error)?

    /// The answer's status code, when an answer arrived.
    public var statusCode: Int? { response?.statusCode }
    /// The answer's body as text, when an answer arrived.
    public var body: String? { response?.text }

    init(
        _ kind: Kind, _ method: HTTPMethod, _ url: String, _ message: String,
        response: HTTPResponse? = nil, codingPath: String? = nil, underlying: (any Error)? = nil
    ) {
        self.kind = kind
        self.method = method
        self.url = url
        self.message = message
        self.response = response
        self.codingPath = codingPath
        self.underlying = underlying
    }
}

extension HTTPError {
    static func invalidURL(_ request: HTTPRequest, text: String, reason: String) -> HTTPError {
        let shown = URLRedaction.shown(text)
        return HTTPError(
            .invalidURL, request.method, shown,
            "\(request.method) \"\(shown)\" is not a valid URL: \(reason).")
    }

    static func encoding(_ method: HTTPMethod, _ url: String, body: Any.Type, _ error: any Error) -> HTTPError
    {
        let url = URLRedaction.shown(url)
        return HTTPError(
            .encoding, method, url,
            "\(method) \(url) was not sent: its body \(body) does not encode as JSON (\(error)). "
                + "Make every stored property of \(body) Encodable, with finite numbers.",
            underlying: error)
    }

    /// The error for a transfer that failed: before any answer, with an answer that is not valid
    /// HTTP, or with an answer that broke off (`headArrived`).
    static func transport(_ method: HTTPMethod, _ url: URL, _ error: any Error, headArrived: Bool = false)
        -> HTTPError
    {
        let nsError = error as NSError
        let shown = URLRedaction.shown(url)
        let described =
            (nsError.userInfo[NSLocalizedDescriptionKey] as? String) ?? nsError.localizedDescription
        let reason = described.replacingOccurrences(of: url.absoluteString, with: shown)
        let code = "(\(nsError.domain) \(nsError.code))"
        let message =
            if isMalformedAnswer(nsError, headArrived: headArrived) {
                "\(method) \(shown) was answered, but the answer is not valid HTTP: \(reason) \(code). The server, "
                    + "or a proxy between it and this app, sent a malformed status line or header field; nothing "
                    + "of the answer was kept. Check the server (its logs, or the raw answer with `curl -v`); "
                    + "retrying will not help until it is fixed."
            } else if headArrived {
                "\(method) \(shown) was answered, but the answer broke off before its end: \(reason) \(code). "
                    + "Nothing of it was kept; the request can simply be retried."
            } else {
                "\(method) \(shown) failed before an answer arrived: \(reason) \(code). Check that the server is "
                    + "running and reachable; the request can simply be retried."
            }
        return HTTPError(.transport, method, shown, message, underlying: error)
    }

    /// Whether `error` says the server's answer arrived and is not HTTP: libcurl's words for a
    /// status line or header field it cannot parse, or a head the service itself refused.
    static func isMalformedAnswer(_ error: NSError, headArrived: Bool) -> Bool {
        guard error.domain == NSURLErrorDomain else { return false }
        if headArrived, error.code == NSURLErrorBadServerResponse { return true }
        let reason = (error.userInfo[NSLocalizedDescriptionKey] as? String) ?? ""
        return [
            "Unsupported response code", "Received HTTP/0.9", "Header without colon", "Weird server reply",
            "Invalid status line", "Nul byte in header", "Unsupported HTTP version",
            "Invalid response header",
        ].contains { reason.hasPrefix($0) }
    }

    static func timeout(_ method: HTTPMethod, _ url: URL, after timeout: Duration) -> HTTPError {
        HTTPError(
            .timeout, method, URLRedaction.shown(url),
            "\(method) \(URLRedaction.shown(url)) timed out after \(seconds(timeout)) s without a complete answer. "
                + "Pass a longer `timeout:` (per request, or to the service) or find out why the server is "
                + "slow; the request can simply be retried.")
    }

    static func invalidTimeout(_ method: HTTPMethod, _ url: URL, _ timeout: Duration) -> HTTPError {
        let shown = URLRedaction.shown(url)
        return HTTPError(
            .invalidRequest, method, shown,
            "\(method) \(shown) was not sent: its timeout, \(seconds(timeout)) s, is not positive, so no answer "
                + "could ever arrive in time. Pass a positive `timeout:` (per request, or to the service), such "
                + "as .seconds(30); a timeout longer than HTTPService.longestTimeout (about 31.7 years) is "
                + "waited as that.")
    }

    static func status(_ method: HTTPMethod, _ response: HTTPResponse) -> HTTPError {
        let code = response.statusCode
        let name = HTTPURLResponse.localizedString(forStatusCode: code).capitalized
        let advice =
            (400...499).contains(code)
            ? "The server rejected the request: check the path, parameters, headers and body."
            : "The server failed or is unavailable: retry later or check the server's logs."
        return HTTPError(
            .status, method, URLRedaction.shown(response.url),
            "\(method) \(URLRedaction.shown(response.url)) answered \(code) \(name): \(excerpt(response.text)). "
                + advice,
            response: response)
    }

    static func decoding(
        _ method: HTTPMethod, _ response: HTTPResponse, as type: Any.Type, _ error: any Error
    ) -> HTTPError {
        let (path, problem) = describe(error)
        return HTTPError(
            .decoding, method, URLRedaction.shown(response.url),
            "\(method) \(URLRedaction.shown(response.url)) answered JSON that does not decode as \(type): at "
                + "\(path.isEmpty ? "the top level" : path): \(problem) The body was \(excerpt(response.text)). "
                + "Make \(type) match the JSON (an optional for a key that may be missing, the right type "
                + "for each value) or fix the server.",
            response: response, codingPath: path, underlying: error)
    }

    static func responseTooLarge(
        _ method: HTTPMethod, _ url: URL, limit: Int, declared: Int64?, received: Int
    ) -> HTTPError {
        let size =
            if let declared {
                "its Content-Length is \(declared) bytes"
            } else {
                "more than \(limit) bytes arrived (\(received) counted)"
            }
        return HTTPError(
            .responseTooLarge, method, URLRedaction.shown(url),
            "\(method) \(URLRedaction.shown(url)) answered a body larger than the limit of \(limit) bytes: \(size). "
                + "The answer was abandoned without being read whole. If answers this large are expected, pass "
                + "a larger `maxResponseBytes:` to the service or set the request's `maxResponseBytes`; "
                + "otherwise ask the server for less (a page, a smaller size).")
    }

    static func responseHeadTooLarge(_ method: HTTPMethod, _ url: URL, _ error: any Error) -> HTTPError {
        let reason = ((error as NSError).userInfo[NSLocalizedDescriptionKey] as? String) ?? "\(error)"
        return HTTPError(
            .responseTooLarge, method, URLRedaction.shown(url),
            "\(method) \(URLRedaction.shown(url)) answered a head (status line and header fields) too large to read "
                + "(\(reason)): FoundationNetworking stops at 100 KB for one header field and 300 KB for all "
                + "of them. The answer was abandoned; find out why the server sends headers this large.",
            underlying: error)
    }

    static func invalidRequest(_ method: HTTPMethod, _ url: URL, _ message: String) -> HTTPError {
        HTTPError(.invalidRequest, method, URLRedaction.shown(url), message)
    }

    /// A redirect from `response` (answered by `response.url`) to `target` that leaves the origin of
    /// `url`, the URL asked for.
    static func redirectOffOrigin(
        _ method: HTTPMethod, _ url: URL, _ response: HTTPResponse, to target: URL
    ) -> HTTPError {
        let origin = Origin(url).map { "\($0)" } ?? URLRedaction.shown(url)
        let targetOrigin = Origin(target).map { "\($0)" } ?? URLRedaction.shown(target)
        return HTTPError(
            .redirectRefused, method, URLRedaction.shown(url),
            "\(method) \(URLRedaction.shown(url)) was redirected (\(response.statusCode)) by \(URLRedaction.shown(response.url)) "
                + "to \(URLRedaction.shown(target)), another origin than \(origin). A service's requests stay on "
                + "their origin, so the redirect was not followed and its headers (credentials included) "
                + "went nowhere else. If \(targetOrigin) is trusted, call it with a service of its own.",
            response: response)
    }

    /// A redirect from `response` whose `Location` is no `http(s)` URL.
    static func redirectUnusable(_ method: HTTPMethod, _ url: URL, _ response: HTTPResponse, location: String)
        -> HTTPError
    {
        HTTPError(
            .redirectRefused, method, URLRedaction.shown(url),
            "\(method) \(URLRedaction.shown(url)) was redirected (\(response.statusCode)) by \(URLRedaction.shown(response.url)) "
                + "to \(location.debugDescription), which is not an http(s) URL; the redirect was not followed. "
                + "The server's redirect is broken: check the server.",
            response: response)
    }

    /// A redirect from `response` to `target` after ``HTTPService/maximumRedirects`` redirects.
    static func tooManyRedirects(_ method: HTTPMethod, _ url: URL, _ response: HTTPResponse, to target: URL)
        -> HTTPError
    {
        HTTPError(
            .redirectRefused, method, URLRedaction.shown(url),
            "\(method) \(URLRedaction.shown(url)) was not answered after more than \(HTTPService.maximumRedirects) "
                + "redirects (the last by \(URLRedaction.shown(response.url)) to \(URLRedaction.shown(target))) without an "
                + "answer; the server is probably redirecting in a loop. Check the URL and the server's "
                + "redirect rules.",
            response: response)
    }

    static func cancelled(_ method: HTTPMethod, _ url: URL) -> HTTPError {
        HTTPError(
            .cancelled, method, URLRedaction.shown(url),
            "\(method) \(URLRedaction.shown(url)) was abandoned because the task awaiting it was cancelled.")
    }

    /// The failing key's path (`cities[2].population`) and what was wrong there.
    static func describe(_ error: any Error) -> (path: String, problem: String) {
        guard let error = error as? DecodingError else { return ("", "\(error).") }
        switch error {
        case .keyNotFound(let key, let context):
            return (render(context.codingPath + [key]), "The key \"\(key.stringValue)\" is missing.")
        case .valueNotFound(let type, let context):
            return (render(context.codingPath), "Expected \(type) but found null.")
        case .typeMismatch(_, let context):
            return (render(context.codingPath), context.debugDescription)
        case .dataCorrupted(let context):
            return (render(context.codingPath), "The data is not valid JSON: \(context.debugDescription)")
        @unknown default:
            return ("", "\(error).")
        }
    }

    /// `cities[2].population` from the keys `cities`, index 2, `population`.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// The body in quotes, cut at 500 characters, or "an empty body".
    static func excerpt(_ text: String) -> String {
        guard !text.isEmpty else { return "an empty body" }
        let limit = 500
        return text.count <= limit ? "\"\(text)\"" : "\"\(text.prefix(limit))…\" (\(text.count) characters)"
    }

    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        // Whole seconds suffice past a billion, and keep the milliseconds below from overflowing.
        guard (0...1_000_000_000).contains(seconds), attoseconds >= 0 else {
            return seconds < 0 || attoseconds < 0
                ? "\(Double(seconds) + Double(attoseconds) / 1e18)" : "\(seconds)"
        }
        let milliseconds = max(0, (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded())
        let whole = Int64(milliseconds) / 1000
        let fraction = Int64(milliseconds) % 1000
        guard fraction != 0 else { return "\(whole)" }
        let digits = String(String(fraction + 1000).dropFirst())
        return "\(whole)." + String(digits.reversed().drop { $0 == "0" }.reversed())
    }
}

extension ErrorKind where Failure == HTTPError {
    /// The path and base URL do not make an absolute `http(s)` URL, or the path would leave the
    /// base URL (a dot segment, `//host`, an absolute URL elsewhere).
    public static var invalidURL: Self { Self("invalidURL") }

    /// The body could not be encoded as JSON.
    public static var encoding: Self { Self("encoding") }

    /// The request failed before a whole answer arrived: refused, reset, closed without an answer
    /// or in the middle of its body, or answered with a `Content-Length` that is not one whole
    /// number of bytes.
    public static var transport: Self { Self("transport") }

    /// No complete answer arrived within the timeout.
    public static var timeout: Self { Self("timeout") }

    /// The server answered with a status outside `200...299`.
    public static var status: Self { Self("status") }

    /// The answer's body does not decode as the requested type.
    public static var decoding: Self { Self("decoding") }

    /// The calling task was cancelled.
    public static var cancelled: Self { Self("cancelled") }

    /// The answer's body is larger than the byte limit, or its head larger than FoundationNetworking
    /// reads (100 KB for one field, 300 KB in all); it was abandoned, not read whole.
    public static var responseTooLarge: Self { Self("responseTooLarge") }

    /// The method or a header field could not be sent as given (a method or field name that is
    /// not a token, a value with a line break or another control character); nothing was sent.
    public static var invalidRequest: Self { Self("invalidRequest") }

    /// The server redirected the request to another origin, where the service's headers
    /// (credentials included) must not go, or redirected it more than
    /// ``HTTPService/maximumRedirects`` times. The ``HTTPError/response`` is the redirect.
    public static var redirectRefused: Self { Self("redirectRefused") }
}
