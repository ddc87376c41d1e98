import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// JSON REST calls over Foundation's `URLSession`, with typed errors and real timeouts.
///
/// Register one per backend in the container (`scope: .shared`) and call it from anywhere: it is
/// `Sendable` and keeps **no per-URL state**. Every call is its own `URLSession` task with its own
/// result, so fifty concurrent calls to one URL each get their own answer, and a failed call leaves
/// nothing behind: the next call to that URL starts from scratch.
///
/// Timeouts are enforced by the service itself, so they hold to the millisecond on every platform
/// (Linux's `URLSession` rounds `timeoutInterval` down to whole seconds, turning `0.3` into "fail at
/// once"). A timeout bounds the whole call — waiting for its turn, sending, every redirect and
/// the last byte of the answer — so a server that trickles a byte at a time cannot stretch it.
/// Cancelling the calling task cancels the request.
///
/// Requests stay on their origin: the service follows a redirect (`301`, `302`, `303`, `307`, `308`)
/// only to the same scheme, host and port, at most ``maximumRedirects`` times, and the answer's
/// ``HTTPResponse/url`` is the URL that gave it. A redirect anywhere else is refused with
/// `HTTPError.Kind.redirectRefused` rather than followed without credentials: the caller asked
/// this service for an answer from its own backend, and a silent answer from another host would be
/// just as wrong as a leaked token.
///
/// Methods, header names and header values are checked before anything is sent (see ``headers``).
///
/// ```swift
/// let http = HTTPService(baseURL: URL(string: "https://api.example.com/v1")!)
/// let cities: [City] = try await http.get("/cities", query: ["country": "NL"])
/// let created: City = try await http.post("/cities", body: NewCity(name: "Delft"))
/// ```
public final class HTTPService: Sendable {
    /// The URL relative paths are resolved against, if any. No request leaves it (see
    /// ``url(for:query:)`` for the rules). Paths go under its path; its own query, if any, comes
    /// first in every request's query (`http://h/v1?key=abc` and `"/users"` give
    /// `http://h/v1/users?key=abc`), and its fragment is never sent. Errors never show its user-info.
    public let baseURL: URL?
    /// Header fields sent with every request (a request's own header of the same name wins, in any
    /// letter case).
    ///
    /// Each name must be an RFC 9110 token (letters, digits, `!#$%&'*+-.^_|~` and the backtick) and
    /// each value free of control characters other than tab, so no field can add a line of its own;
    /// `Content-Length`, `Transfer-Encoding` and `Host` are set by the service from the body and URL.
    /// A request breaking these rules fails with `HTTPError.Kind.invalidRequest` before a byte is
    /// sent.
    public let headers: [String: String]
    /// The timeout for requests that do not set their own: the time allowed for the whole call.
    ///
    /// A timeout longer than ``longestTimeout`` is waited as that; one of zero or less makes every
    /// call that uses it fail with `HTTPError.Kind.invalidRequest` before anything is sent.
    public let timeout: Duration
    /// The largest body accepted for requests that do not set their own limit, in bytes.
    ///
    /// A larger answer fails with `HTTPError.Kind.responseTooLarge` as soon as its `Content-Length`
    /// or its running byte count says so; the body is never held whole.
    public let maxResponseBytes: Int

    /// The most redirects one call follows: 10. One more fails with
    /// `HTTPError.Kind.redirectRefused`.
    public static let maximumRedirects = 10

    /// The most requests one service has under way at once: 16. Further calls wait their turn, in
    /// the order they were made, and the wait counts against their timeout.
    ///
    /// A session opens only a few connections per host anyway (6 by default); what the limit
    /// prevents is thousands of calls handed to FoundationNetworking at once, which slows every
    /// other service in the process as well.
    public static let maximumConcurrentTransfers = 16

    /// The longest a call waits: 10^9 seconds, about 31.7 years. A longer timeout (up to the largest
    /// `Duration`, `.seconds(Int64.max)` included) is honoured as this one, which no process
    /// outlives; a timeout of zero or less is refused with `HTTPError.Kind.invalidRequest`.
    public static let longestTimeout: Duration = .seconds(1_000_000_000)

    /// 10 MiB: the default for ``maxResponseBytes``.
    public static let defaultMaxResponseBytes = 10 * 1024 * 1024

    private let session: URLSession
    private let transfers: TransferDelegate
    private let gate = TransferGate(limit: HTTPService.maximumConcurrentTransfers)
    let decoder: JSONDecoder
    let encoder: JSONEncoder

    /// Creates a service with its own `URLSession`.
    ///
    /// ```swift
    /// let http = HTTPService(
    ///     baseURL: URL(string: "http://127.0.0.1:8080/api"),
    ///     headers: ["Authorization": "Bearer \(token)"],
    ///     timeout: .seconds(10))
    /// ```
    ///
    /// - Parameters:
    ///   - baseURL: The URL relative paths are resolved against; `nil` to pass absolute URLs only.
    ///   - headers: Header fields sent with every request.
    ///   - timeout: The time allowed for a whole call (every redirect and the whole answer included)
    ///     when a request sets none; 30 s by default.
    ///   - maxResponseBytes: The largest body accepted when a request sets no limit; 10 MiB by default.
    ///   - configuration: The session configuration; ephemeral (no disk cache, no cookies) by default.
    ///   - decoder: Decodes answers; configure its date and key strategies here.
    ///   - encoder: Encodes JSON bodies.
    public init(
        baseURL: URL? = nil, headers: [String: String] = [:], timeout: Duration = .seconds(30),
        maxResponseBytes: Int = HTTPService.defaultMaxResponseBytes,
        configuration: URLSessionConfiguration = .ephemeral, decoder: JSONDecoder = JSONDecoder(),
        encoder: JSONEncoder = JSONEncoder()
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.timeout = timeout
        self.maxResponseBytes = max(0, maxResponseBytes)
        let transfers = TransferDelegate()
        self.transfers = transfers
        self.session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
        self.decoder = decoder
        self.encoder = encoder
    }

    /// Creates a service that sends with the configuration of an existing session.
    ///
    /// The service counts every answer's bytes as they arrive, which takes a session whose delegate
    /// it is; so it makes its own session from `session.configuration` (headers, cookie storage,
    /// cache, proxies) and leaves `session` itself alone.
    ///
    /// ```swift
    /// let http = HTTPService(session: .shared, baseURL: apiURL)
    /// ```
    ///
    /// - Parameters:
    ///   - session: The session whose configuration to send with.
    ///   - baseURL: The URL relative paths are resolved against.
    ///   - headers: Header fields sent with every request.
    ///   - timeout: The time allowed for a whole call when a request sets none.
    ///   - maxResponseBytes: The largest body accepted when a request sets no limit; 10 MiB by default.
    ///   - decoder: Decodes answers.
    ///   - encoder: Encodes JSON bodies.
    public convenience init(
        session: URLSession, baseURL: URL? = nil, headers: [String: String] = [:],
        timeout: Duration = .seconds(30), maxResponseBytes: Int = HTTPService.defaultMaxResponseBytes,
        decoder: JSONDecoder = JSONDecoder(), encoder: JSONEncoder = JSONEncoder()
    ) {
        self.init(
            baseURL: baseURL, headers: headers, timeout: timeout, maxResponseBytes: maxResponseBytes,
            configuration: session.configuration, decoder: decoder, encoder: encoder)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The absolute URL a request for `path` with `query` goes to.
    ///
    /// A path can never leave the base URL. Ids from users or servers go into paths, so:
    /// - Each segment is percent-encoded: `?`, `#`, `%`, `;`, backslashes, spaces and everything outside
    ///   RFC 3986's path characters arrive as data, never as syntax. `"/notes/50%"` reaches the
    ///   server as `/notes/50%25`, and `"a\\b"` as `a%5Cb`.
    /// - A segment that is `.` or `..` is refused with `HTTPError.Kind.invalidURL`, also when it
    ///   is percent-encoded (`%2e%2E`, even twice) or set off by a backslash (`..\admin`): servers
    ///   and proxies resolve such segments, so no encoding can make them safe.
    /// - A path starting with two slashes (`//host/x`, or with backslashes) is refused: it reads as
    ///   another host.
    /// - An absolute `http(s)` URL is accepted only when it lies under the base URL (same scheme,
    ///   host and port, and a path inside the base path). To call another host, make a service for
    ///   it. A service with no base URL accepts any absolute `http(s)` URL without dot segments.
    ///
    /// ```swift
    /// let url = try http.url(for: "/cities", query: ["q": "a b"])   // …/cities?q=a%20b
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path relative to the base URL (unencoded) or an absolute `http(s)` URL string.
    ///   - query: Query parameters, in order.
    /// - Returns: The URL, percent-encoded.
    /// - Throws: ``HTTPError`` of kind `HTTPError.Kind.invalidURL` naming the text and the fix.
    public func url(for path: String, query: KeyValuePairs<String, String> = [:]) throws(HTTPError) -> URL {
        try URLBuilder.url(for: HTTPRequest(.get, path, query: query), baseURL: baseURL)
    }

    /// Sends `request` and returns the complete answer when its status is `2xx`.
    ///
    /// This is the raw entry point; ``get(_:query:headers:timeout:as:)`` and its siblings decode JSON.
    ///
    /// ```swift
    /// let response = try await http.send(HTTPRequest(.get, "/logo.png", timeout: .seconds(5)))
    /// let bytes = response.data
    /// ```
    ///
    /// - Parameter request: The request.
    /// - Returns: The answer: status, headers and body.
    /// - Throws: ``HTTPError``: `invalidURL`, `invalidRequest` (a method or header that cannot be
    ///   sent as given; nothing was sent), `transport` (with the `URLError`), `timeout`, `status` (with
    ///   the answer, body included) for any status outside `200...299`, `redirectRefused` (with the
    ///   redirect), `responseTooLarge`, or `cancelled`.
    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        try await send(request, to: URLBuilder.url(for: request, baseURL: baseURL))
    }

    /// Sends `request` to `url`, which was built and checked already (the image store loads any
    /// absolute URL it is given this way; `request.path` is ignored).
    ///
    /// Follows redirects itself, within `url`'s origin only and within the one timeout (see
    /// ``send(_:)``).
    func send(_ request: HTTPRequest, to url: URL) async throws(HTTPError) -> HTTPResponse {
        let timeout = request.timeout ?? self.timeout
        guard timeout > .zero else { throw HTTPError.invalidTimeout(request.method, url, timeout) }
        // Any longer timeout is waited as the longest: no call outlives 31 years of waiting, and no
        // clock or libcurl interval can overflow.
        let deadline = ContinuousClock.now + min(timeout, Self.longestTimeout)
        let fields = try HeaderFields(
            method: request.method, service: headers, request: request.headers, url: url)
        let limit = max(0, request.maxResponseBytes ?? maxResponseBytes)
        var hop = Hop(method: request.method.rawValue, url: url, body: request.body, fields: fields.fields)
        var redirects = 0
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw HTTPError.timeout(request.method, hop.url, after: timeout) }
            switch await exchange(hop.urlRequest(timeout: timeout), timeout: remaining, limit: limit) {
            case .ended(.answered(let data, let urlResponse)):
                guard let http = urlResponse as? HTTPURLResponse else {
                    throw HTTPError.transport(request.method, hop.url, URLError(.badServerResponse))
                }
                let response = HTTPResponse(url: hop.url, response: http, data: data)
                if let next = try hop.redirected(
                    by: response, asked: url, method: request.method, after: redirects)
                {
                    hop = next
                    redirects += 1
                    continue
                }
                guard response.isSuccess else { throw HTTPError.status(request.method, response) }
                return response
            case .ended(.failed(let error, let headArrived)):
                if Task.isCancelled { throw HTTPError.cancelled(request.method, hop.url) }
                if let urlError = error as? URLError, urlError.code == .timedOut {
                    throw HTTPError.timeout(request.method, hop.url, after: timeout)
                }
                if !headArrived, Self.isHeadTooLarge(error) {
                    throw HTTPError.responseHeadTooLarge(request.method, hop.url, error)
                }
                throw HTTPError.transport(request.method, hop.url, error, headArrived: headArrived)
            case .ended(.tooLarge(let limit, let declared, let received)):
                throw HTTPError.responseTooLarge(
                    request.method, hop.url, limit: limit, declared: declared, received: received)
            case .timedOut:
                throw HTTPError.timeout(request.method, hop.url, after: timeout)
            case .cancelled:
                throw HTTPError.cancelled(request.method, hop.url)
            }
        }
    }

    /// How many transfers of this service have not ended yet (a cancelled one ends once
    /// FoundationNetworking has stopped it).
    package var transfersUnderWay: Int { transfers.usage.transfers }

    /// How many body bytes this service holds for transfers that have not ended.
    package var bufferedBodyBytes: Int { transfers.usage.bufferedBytes }

    /// Whether `error` is libcurl refusing an answer's head for its size: it says "Too large response
    /// headers" past 300 KB in all, and "Out of memory" for one field over 100 KB.
    private static func isHeadTooLarge(_ error: any Error) -> Bool {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorUnknown else { return false }
        let reason = (nsError.userInfo[NSLocalizedDescriptionKey] as? String) ?? ""
        return reason.hasPrefix("Too large response headers") || reason == "Out of memory"
    }

    /// One request of a redirect chain: where it goes and what it sends.
    private struct Hop {
        var method: String
        var url: URL
        var body: Data?
        var fields: [(name: String, value: String)]

        func urlRequest(timeout: Duration) -> URLRequest {
            var request = URLRequest(url: url)
            request.httpMethod = method
            request.httpBody = body
            for (name, value) in fields { request.setValue(value, forHTTPHeaderField: name) }
            // A backstop only: the race in `exchange` enforces the real timeout (URLSession on Linux
            // truncates timeoutInterval to whole seconds, so it must never fire first).
            let seconds = min(timeout, HTTPService.longestTimeout).components.seconds
            request.timeoutInterval = (Double(seconds) + 2).rounded(.up)
            return request
        }

        /// The request that follows `response` when it is a redirect to follow; `nil` when it is the
        /// answer. Only `301`, `302`, `303`, `307` and `308` with a `Location` redirect.
        ///
        /// - Throws: ``HTTPError/Kind/redirectRefused`` when the `Location` leaves the origin of
        ///   `asked` (the URL the caller asked for), is no `http(s)` URL, or when `redirects` have been
        ///   followed already.
        func redirected(
            by response: HTTPResponse, asked: URL, method: HTTPMethod, after redirects: Int
        ) throws(HTTPError) -> Hop? {
            guard [301, 302, 303, 307, 308].contains(response.statusCode),
                let location = response.header("Location")
            else { return nil }
            guard let target = URL(string: location, relativeTo: url)?.absoluteURL,
                let origin = Origin(target), origin.scheme == "http" || origin.scheme == "https"
            else {
                throw HTTPError.redirectUnusable(method, asked, response, location: location)
            }
            guard origin == Origin(asked) else {
                throw HTTPError.redirectOffOrigin(method, asked, response, to: target)
            }
            guard redirects < HTTPService.maximumRedirects else {
                throw HTTPError.tooManyRedirects(method, asked, response, to: target)
            }
            var next = self
            next.url = target
            // RFC 9110 15.4: a 303 asks for a GET; a 301 or 302 after a POST is one by long custom.
            // A 307 or 308 repeats the request as it was, body included.
            let becomesGet =
                (response.statusCode == 303 && self.method != "HEAD")
                || ([301, 302].contains(response.statusCode) && self.method == "POST")
            if becomesGet {
                next.method = "GET"
                next.body = nil
                let bodyFields: Set = [
                    "content-type", "content-length", "content-encoding", "content-language",
                ]
                next.fields = fields.filter { !bodyFields.contains($0.name.lowercased()) }
            }
            return next
        }
    }

    /// How one exchange ended.
    private enum Outcome: Sendable {
        case ended(TransferDelegate.Ending)
        case timedOut
        case cancelled
    }

    /// Races the request against the timeout; the loser is cancelled before this returns.
    private func exchange(_ request: URLRequest, timeout: Duration, limit: Int) async -> Outcome {
        let session = session
        let transfers = transfers
        let gate = gate
        return await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
                // Waiting for a turn is part of the call, so the timer below runs meanwhile.
                guard await gate.enter() else { return .cancelled }
                defer { gate.leave() }
                return .ended(await transfers.run(request, on: session, limit: limit))
            }
            group.addTask {
                do {
                    try await Task.sleep(for: timeout)
                    return .timedOut
                } catch {
                    return .cancelled
                }
            }
            let first = await group.next() ?? .cancelled
            group.cancelAll()
            return first
        }
    }
}
