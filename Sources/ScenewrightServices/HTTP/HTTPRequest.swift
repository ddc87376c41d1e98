import Foundation

/// An HTTP method, as a grow-able set of values.
///
/// The five REST methods are static members; any other token can be made with ``init(_:)``. A
/// method must be an RFC 9110 token (letters, digits, `!#$%&'*+-.^_|~` and the backtick):
/// ``HTTPService`` refuses any other with `HTTPError.Kind.invalidRequest` before sending anything.
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
    /// Only ASCII letters are uppercased, so the method is checked as written: Unicode case mapping
    /// would turn some text that is not a token into one (`"poſt"` into `POST`, `"geß"` into
    /// `GESS`), and ``HTTPService`` refuses such a method instead of sending another.
    ///
    /// ```swift
    /// let head = HTTPMethod("head")   // "HEAD"
    /// ```
    ///
    /// - Parameter rawValue: The method's token, such as `"OPTIONS"`.
    public init(_ rawValue: String) {
        var scalars = String.UnicodeScalarView()
        for scalar in rawValue.unicodeScalars {
            let isLowercaseASCIILetter = (0x61...0x7A).contains(scalar.value)
            scalars.append(isLowercaseASCIILetter ? Unicode.Scalar(UInt8(scalar.value - 0x20)) : scalar)
        }
        self.rawValue = String(scalars)
    }

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
/// unencoded (`"/cities/São Paulo"`); the service percent-encodes it and refuses anything that would
/// leave the base URL (see ``HTTPService/url(for:query:)``). An absolute `http` or `https` URL string
/// under the base URL is used as written instead. Query values are percent-encoded strictly (everything but
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
    /// Header fields; they override the service's default headers of the same name, in any letter
    /// case. The rules of ``HTTPService/headers`` apply.
    public var headers: [String: String]
    /// The body, or `nil` for none.
    public var body: Data?
    /// How long to wait for the whole answer, or `nil` for the service's default timeout.
    public var timeout: Duration?
    /// The largest body to accept, in bytes, or `nil` for the service's
    /// ``HTTPService/maxResponseBytes``.
    public var maxResponseBytes: Int?

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
    ///   - maxResponseBytes: The largest body to accept; `nil` uses the service's limit.
    public init(
        _ method: HTTPMethod, _ path: String, query: KeyValuePairs<String, String> = [:],
        headers: [String: String] = [:], body: Data? = nil, timeout: Duration? = nil,
        maxResponseBytes: Int? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query.map { URLQueryItem(name: $0.key, value: $0.value) }
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }
}

/// How paths and query parameters become a URL.
enum URLBuilder {
    /// Letters, digits and `-._~`: RFC 3986's unreserved characters, the only ones left unescaped in
    /// a query name or value.
    static let queryAllowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// RFC 3986's path characters without `;` (which some servers read as a parameter marker, so
    /// that `..;` would act as `..`): everything else in a segment is percent-encoded.
    static let pathAllowed: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(";")
        return allowed
    }()

    /// The absolute URL for `request` against `baseURL`; see ``HTTPService/url(for:query:)`` for
    /// the rules that keep a path inside the base URL.
    static func url(for request: HTTPRequest, baseURL: URL?) throws(HTTPError) -> URL {
        let path = request.path
        var baseQuery = ""
        let lowercased = path.lowercased()
        let isAbsolute = lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://")
        var text: String
        if isAbsolute {
            // Schemes are case-insensitive, but URLSession only knows them in lowercase.
            let scheme = lowercased.hasPrefix("http://") ? "http://" : "https://"
            text = scheme + path.dropFirst(scheme.count)
        } else if let baseURL {
            if let first = path.first, let second = path.dropFirst().first, "/\\".contains(first),
                "/\\".contains(second)
            {
                throw HTTPError.invalidURL(
                    request, text: path,
                    reason:
                        "it starts with two slashes, which read as another host. Paths stay under the base "
                        + "URL \(URLRedaction.shown(baseURL)); to call another host, make a service for it")
            }
            try refuseDotSegments(in: path, request: request, base: baseURL)
            let encoded = path.addingPercentEncoding(withAllowedCharacters: pathAllowed) ?? path
            // The path goes under the base URL's path: its query is merged into the request's, and
            // its fragment, which is never sent, is left out.
            var base = Substring(baseURL.absoluteString)
            if let fragment = base.firstIndex(of: "#") { base = base[..<fragment] }
            if let question = base.firstIndex(of: "?") {
                baseQuery = String(base[base.index(after: question)...])
                base = base[..<question]
            }
            let trimmedBase = String(base.hasSuffix("/") ? base.dropLast() : base)
            text = encoded.isEmpty ? trimmedBase : trimmedBase + (encoded.hasPrefix("/") ? "" : "/") + encoded
        } else {
            throw HTTPError.invalidURL(
                request, text: path,
                reason: "it is a relative path and the service has no base URL. Create the service with "
                    + "`HTTPService(baseURL:)`, or pass an absolute http(s) URL")
        }
        let query = [baseQuery, encodedQuery(request.query)].filter { !$0.isEmpty }.joined(separator: "&")
        if !query.isEmpty { text += (text.contains("?") ? "&" : "?") + query }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else {
            throw HTTPError.invalidURL(
                request, text: text,
                reason: "it is not an absolute http(s) URL with a host. Check the base URL and the path "
                    + "(absolute URLs must already be percent-encoded)")
        }
        if isAbsolute {
            try checkAbsolute(url, request: request, base: baseURL)
        }
        return url
    }

    /// Refuses an absolute URL with a dot segment, or one outside `base` when there is a base.
    static func checkAbsolute(_ url: URL, request: HTTPRequest, base: URL?) throws(HTTPError) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        try refuseDotSegments(in: components?.percentEncodedPath ?? "", request: request, base: base)
        guard let base else { return }
        let baseComponents = URLComponents(url: base, resolvingAgainstBaseURL: false)
        func port(_ components: URLComponents?) -> Int? {
            components?.port ?? (components?.scheme?.lowercased() == "https" ? 443 : 80)
        }
        var basePath = baseComponents?.percentEncodedPath ?? ""
        if !basePath.hasSuffix("/") { basePath += "/" }
        let path = components?.percentEncodedPath ?? ""
        let inside =
            components?.scheme?.lowercased() == baseComponents?.scheme?.lowercased()
            && components?.host?.lowercased() == baseComponents?.host?.lowercased()
            && port(components) == port(baseComponents)
            && (path + "/").hasPrefix(basePath)
        guard inside else {
            throw HTTPError.invalidURL(
                request, text: url.absoluteString,
                reason:
                    "it is outside the base URL \(URLRedaction.shown(base)), and a service never leaves its base "
                    + "URL. Pass a path relative to the base, or make a service for the other host")
        }
    }

    /// Refuses a path with a `.` or `..` segment, reading `/` and `\` as separators and undoing
    /// percent-encoding as often as it applies (`%252e` → `%2e` → `.`).
    static func refuseDotSegments(in path: String, request: HTTPRequest, base: URL?) throws(HTTPError) {
        for segment in path.split(whereSeparator: { $0 == "/" || $0 == "\\" }) {
            var decoded = String(segment)
            for _ in 0..<8 {
                guard let next = decoded.removingPercentEncoding, next != decoded else { break }
                decoded = next
            }
            // A decoded segment may itself hold separators (`%2e%2e%2f`): check its pieces too.
            let pieces = decoded.split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "\\" })
            guard pieces.contains(where: { $0 == "." || $0 == ".." }) else { continue }
            let scope = base.map { "the base URL \(URLRedaction.shown($0))" } ?? "the URL it names"
            throw HTTPError.invalidURL(
                request, text: path,
                reason: "its segment \"\(segment)\" is a dot segment, which servers resolve (encoded or not) "
                    + "to leave \(scope). Check where this part of the path came from; ids cannot be `.` or `..`"
            )
        }
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
