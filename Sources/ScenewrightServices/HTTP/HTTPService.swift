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
    /// The URL relative paths are resolved against, if any.
    public let baseURL: URL?
    /// Header fields sent with every request (a request's own headers win).
    public let headers: [String: String]
    /// The timeout for requests that do not set their own.
    public let timeout: Duration

    private let session: URLSession
    private let ownsSession: Bool
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
    ///   - configuration: The session configuration; ephemeral (no disk cache, no cookies) by default.
    ///   - decoder: Decodes answers; configure its date and key strategies here.
    ///   - encoder: Encodes JSON bodies.
    public init(
        baseURL: URL? = nil, headers: [String: String] = [:], timeout: Duration = .seconds(30),
        configuration: URLSessionConfiguration = .ephemeral, decoder: JSONDecoder = JSONDecoder(),
        encoder: JSONEncoder = JSONEncoder()
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.timeout = timeout
        self.session = URLSession(configuration: configuration)
        self.ownsSession = true
        self.decoder = decoder
        self.encoder = encoder
    }

    /// Creates a service on an existing session, which it will not invalidate.
    ///
    /// ```swift
    /// let http = HTTPService(session: .shared, baseURL: apiURL)
    /// ```
    ///
    /// - Parameters:
    ///   - session: The session to send requests with.
    ///   - baseURL: The URL relative paths are resolved against.
    ///   - headers: Header fields sent with every request.
    ///   - timeout: The time allowed for a whole answer when a request sets none.
    ///   - decoder: Decodes answers.
    ///   - encoder: Encodes JSON bodies.
    public init(
        session: URLSession, baseURL: URL? = nil, headers: [String: String] = [:],
        timeout: Duration = .seconds(30), decoder: JSONDecoder = JSONDecoder(),
        encoder: JSONEncoder = JSONEncoder()
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.timeout = timeout
        self.session = session
        self.ownsSession = false
        self.decoder = decoder
        self.encoder = encoder
    }

    deinit {
        if ownsSession { session.finishTasksAndInvalidate() }
    }

    /// The absolute URL a request for `path` with `query` goes to.
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
        let url = try URLBuilder.url(for: request, baseURL: baseURL)
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

        switch await exchange(urlRequest, timeout: timeout) {
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
        case .timedOut:
            throw HTTPError.timeout(request.method, url, after: timeout)
        case .cancelled:
            throw HTTPError.cancelled(request.method, url)
        }
    }

    /// How one exchange ended.
    private enum Outcome: Sendable {
        case answered(Data, URLResponse)
        case failed(any Error)
        case timedOut
        case cancelled
    }

    /// Races the request against the timeout; the loser is cancelled before this returns.
    private func exchange(_ request: URLRequest, timeout: Duration) async -> Outcome {
        let session = session
        return await withTaskGroup(of: Outcome.self) { group in
            group.addTask {
                do {
                    let (data, response) = try await session.data(for: request)
                    return .answered(data, response)
                } catch {
                    return .failed(error)
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
