import Foundation

/// An HTTP method, as a grow-able set of values.
///
/// The five REST methods are static members; any other token can be made with ``init(_:)``.
///
/// ```swift
/// let request = HTTPRequest(.patch, "/cities/42", body: patch)
/// let options = HTTPMethod("OPTIONS")
/// ```
public struct HTTPMethod: Hashable, Sendable, CustomStringConvertible {
    /// The method's token as sent on the wire, uppercased.
    public let rawValue: String

    /// Creates a method from its token (uppercased for you).
    ///
    /// ```swift
    /// let head = HTTPMethod("head")   // "HEAD"
    /// ```
    ///
    /// - Parameter rawValue: The method's token, such as `"OPTIONS"`.
    public init(_ rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// The token, such as `GET`.
    public var description: String { rawValue }

    /// `GET`: read a resource.
    public static let get = HTTPMethod("GET")
    /// `POST`: create a resource or run an action.
    public static let post = HTTPMethod("POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod("PUT")
    /// `PATCH`: change part of a resource.
    public static let patch = HTTPMethod("PATCH")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod("DELETE")
    /// `HEAD`: read a resource's headers only.
    public static let head = HTTPMethod("HEAD")
}

/// One HTTP request, as a value: method, path, query, headers, body and timeout.
///
/// ``HTTPService/send(_:)`` sends it. The path is relative to the service's base URL and written
/// unencoded (`"/cities/São Paulo"`); the service percent-encodes it. An absolute `http` or `https`
/// URL string is used as written instead. Query values are percent-encoded strictly (everything but
/// letters, digits and `-._~`), so `+`, `&`, `=` and spaces arrive intact.
///
/// ```swift
/// var request = HTTPRequest(.get, "/cities", query: ["q": "São Paulo", "limit": "5"])
/// request.headers["Authorization"] = "Bearer \(token)"
/// request.timeout = .seconds(5)
/// let response = try await http.send(request)
/// ```
public struct HTTPRequest: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// A path relative to the service's base URL (unencoded), or an absolute `http(s)` URL string.
    public var path: String
    /// The query parameters, in order; repeated names are allowed.
    public var query: [URLQueryItem]
    /// Header fields; they override the service's default headers of the same name.
    public var headers: [String: String]
    /// The body, or `nil` for none.
    public var body: Data?
    /// How long to wait for the whole answer, or `nil` for the service's default timeout.
    public var timeout: Duration?

    /// Creates a request.
    ///
    /// ```swift
    /// let request = HTTPRequest(.delete, "/cities/42", timeout: .seconds(2))
    /// ```
    ///
    /// - Parameters:
    ///   - method: The method.
    ///   - path: A path relative to the base URL (unencoded) or an absolute `http(s)` URL string.
    ///   - query: Query parameters, in order.
    ///   - headers: Header fields for this request.
    ///   - body: The body, if any.
    ///   - timeout: The time allowed for the whole answer; `nil` uses the service's default.
    public init(
        _ method: HTTPMethod, _ path: String, query: KeyValuePairs<String, String> = [:],
        headers: [String: String] = [:], body: Data? = nil, timeout: Duration? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query.map { URLQueryItem(name: $0.key, value: $0.value) }
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// How paths and query parameters become a URL.
enum URLBuilder {
    /// Letters, digits and `-._~`: RFC 3986's unreserved characters, the only ones left unescaped in
    /// a query name or value.
    static let queryAllowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The absolute URL for `request` against `baseURL`.
    static func url(for request: HTTPRequest, baseURL: URL?) throws(HTTPError) -> URL {
        let path = request.path
        let isAbsolute = path.lowercased().hasPrefix("http://") || path.lowercased().hasPrefix("https://")
        var text: String
        if isAbsolute {
            text = path
        } else if let baseURL {
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            let base = baseURL.absoluteString
            let trimmedBase = base.hasSuffix("/") ? String(base.dropLast()) : base
            text = encoded.isEmpty ? trimmedBase : trimmedBase + (encoded.hasPrefix("/") ? "" : "/") + encoded
        } else {
            throw HTTPError.invalidURL(
                request, text: path,
                reason: "it is a relative path and the service has no base URL. Create the service with "
                    + "`HTTPService(baseURL:)`, or pass an absolute http(s) URL")
        }
        let query = encodedQuery(request.query)
        if !query.isEmpty { text += (text.contains("?") ? "&" : "?") + query }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else {
            throw HTTPError.invalidURL(
                request, text: text,
                reason: "it is not an absolute http(s) URL with a host. Check the base URL and the path "
                    + "(absolute URLs must already be percent-encoded)")
        }
        return url
    }

    /// `name=value&…`, each part percent-encoded strictly.
    static func encodedQuery(_ items: [URLQueryItem]) -> String {
        func encode(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? text
        }
        return items.map { item in
            guard let value = item.value else { return encode(item.name) }
            return encode(item.name) + "=" + encode(value)
        }.joined(separator: "&")
    }
}
