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
/// once"). Cancelling the calling task cancels the request.
///
/// ```swift
/// let http = HTTPService(baseURL: URL(string: "https://api.example.com/v1")!)
/// let cities: [City] = try await http.get("/cities", query: ["country": "NL"])
/// let created: City = try await http.post("/cities", body: NewCity(name: "Delft"))
/// ```
public final class HTTPService: Sendable {
    /// The URL relative paths are resolved against, if any. No request leaves it (see
    /// ``url(for:query:)`` for the rules).
    public let baseURL: URL?
    /// Header fields sent with every request (a request's own headers win).
    public let headers: [String: String]
    /// The timeout for requests that do not set their own.
    public let timeout: Duration
    /// The largest body accepted for requests that do not set their own limit, in bytes.
    ///
    /// A larger answer fails with ``HTTPError/Kind/responseTooLarge`` as soon as its `Content-Length`
    /// or its running byte count says so; the body is never held whole.
    public let maxResponseBytes: Int

    /// 10 MiB: the default for ``maxResponseBytes``.
    public static let defaultMaxResponseBytes = 10 * 1024 * 1024

    private let session: URLSession
    private let transfers: TransferDelegate
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
    ///   - timeout: The time allowed for a whole answer when a request sets none; 30 s by default.
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
    ///   - timeout: The time allowed for a whole answer when a request sets none.
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
    /// - A segment that is `.` or `..` is refused with ``HTTPError/Kind/invalidURL``, also when it
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
    /// - Throws: ``HTTPError`` of kind ``HTTPError/Kind/invalidURL`` naming the text and the fix.
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
    /// - Throws: ``HTTPError``: `invalidURL`, `transport` (with the `URLError`), `timeout`, `status`
    ///   (with the answer, body included) for any status outside `200...299`, or `cancelled`.
    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        try await send(request, to: URLBuilder.url(for: request, baseURL: baseURL))
    }

    /// Sends `request` to `url`, which was built and checked already (the image store loads any
    /// absolute URL it is given this way; `request.path` is ignored).
    func send(_ request: HTTPRequest, to url: URL) async throws(HTTPError) -> HTTPResponse {
        let timeout = request.timeout ?? self.timeout
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in headers.merging(request.headers, uniquingKeysWith: { $1 }) {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        // A backstop only: the race below enforces the real timeout (URLSession on Linux truncates
        // timeoutInterval to whole seconds, so it must never fire first).
        urlRequest.timeoutInterval = (Double(timeout.components.seconds) + 2).rounded(.up)

        let limit = max(0, request.maxResponseBytes ?? maxResponseBytes)
        switch await exchange(urlRequest, timeout: timeout, limit: limit) {
        case .answered(let data, let urlResponse):
            guard let http = urlResponse as? HTTPURLResponse else {
                throw HTTPError.transport(request.method, url, URLError(.badServerResponse))
            }
            let response = HTTPResponse(url: url, response: http, data: data)
            guard response.isSuccess else { throw HTTPError.status(request.method, response) }
            return response
        case .failed(let error):
            if Task.isCancelled { throw HTTPError.cancelled(request.method, url) }
            if let urlError = error as? URLError, urlError.code == .timedOut {
                throw HTTPError.timeout(request.method, url, after: timeout)
            }
            throw HTTPError.transport(request.method, url, error)
        case .tooLarge(let limit, let declared, let received):
            throw HTTPError.responseTooLarge(
                request.method, url, limit: limit, declared: declared, received: received)
        case .timedOut:
            throw HTTPError.timeout(request.method, url, after: timeout)
        case .cancelled:
            throw HTTPError.cancelled(request.method, url)
        }
    }

    /// How one exchange ended.
    private enum Outcome: Sendable {
        case answered(Data, URLResponse?)
        case failed(any Error)
        case tooLarge(limit: Int, declared: Int64?, received: Int)
        case timedOut
        case cancelled
    }

    /// Races the request against the timeout; the loser is cancelled before this returns.
    private func exchange(_ request: URLRequest, timeout: Duration, limit: Int) async -> Outcome {
        let session = session
        let transfers = transfers
        return await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
                switch await transfers.run(request, on: session, limit: limit) {
                case .answered(let data, let response): .answered(data, response)
                case .failed(let error): .failed(error)
                case .tooLarge(let limit, let declared, let received):
                    .tooLarge(limit: limit, declared: declared, received: received)
                }
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
