import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A complete HTTP answer: the URL asked, the status, the headers and the body.
///
/// ``HTTPService/send(_:)`` returns one for every `2xx` answer; an ``HTTPError`` of kind
/// `HTTPError.Kind.status` carries one for any other status.
///
/// ```swift
/// let response = try await http.send(HTTPRequest(.get, "/logo.png"))
/// print(response.statusCode, response.header("content-type") ?? "?", response.data.count)
/// ```
public struct HTTPResponse: Sendable, Equatable {
    /// The URL that gave this answer: the one requested (after the base URL, path and query were
    /// put together) or, after same-origin redirects, the one they led to.
    public let url: URL
    /// The status code, such as `200`.
    public let statusCode: Int
    /// The header fields, with the names as the server sent them.
    public let headers: [String: String]
    /// The body; empty when there is none.
    public let data: Data

    /// Creates a response (the service makes these; tests may too).
    ///
    /// ```swift
    /// let response = HTTPResponse(url: url, statusCode: 200, headers: [:], data: Data("{}".utf8))
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL that gave the answer.
    ///   - statusCode: The status code.
    ///   - headers: The header fields.
    ///   - data: The body.
    public init(url: URL, statusCode: Int, headers: [String: String], data: Data) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers
        self.data = data
    }

    init(url: URL, response: HTTPURLResponse, data: Data) {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String else { continue }
            headers[name] = (value as? String) ?? String(describing: value)
        }
        self.init(url: url, statusCode: response.statusCode, headers: headers, data: data)
    }

    /// The body decoded as UTF-8 (invalid bytes become U+FFFD).
    ///
    /// ```swift
    /// print(response.text)   // {"name":"Oslo"}
    /// ```
    public var text: String { String(decoding: data, as: UTF8.self) }

    /// The value of the header field `name`, matched case-insensitively.
    ///
    /// ```swift
    /// let type = response.header("Content-Type")   // "application/json"
    /// ```
    ///
    /// - Parameter name: The field name, in any case.
    /// - Returns: The field's value, or `nil` when the answer has no such field.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }

    /// Whether the status is in `200...299`.
    ///
    /// ```swift
    /// if response.isSuccess { … }
    /// ```
    public var isSuccess: Bool { (200...299).contains(statusCode) }
}

/// The value to ask for when an answer has no body worth decoding (`204 No Content`, say).
///
/// Decoding into `NoContent` ignores the body entirely, empty or not.
///
/// ```swift
/// _ = try await http.delete("/cities/42", as: NoContent.self)
/// ```
public struct NoContent: Decodable, Sendable, Equatable {
    /// Creates the (empty) value.
    ///
    /// ```swift
    /// let nothing = NoContent()
    /// ```
    public init() {}

    /// Decodes nothing: any JSON (or none) is accepted.
    ///
    /// ```swift
    /// let nothing = try JSONDecoder().decode(NoContent.self, from: Data("{}".utf8))
    /// ```
    ///
    /// - Parameter decoder: Ignored.
    public init(from decoder: any Decoder) throws {}
}
