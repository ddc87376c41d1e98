import Foundation

extension HTTPService {
    /// Sends a `GET` and decodes the JSON answer.
    ///
    /// ```swift
    /// let cities: [City] = try await http.get("/cities", query: ["country": "NL", "limit": "20"])
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path relative to the base URL (unencoded) or an absolute `http(s)` URL string.
    ///   - query: Query parameters, in order, percent-encoded for you.
    ///   - headers: Header fields for this request only.
    ///   - timeout: The time allowed for the whole answer; `nil` uses the service's default.
    ///   - type: The type to decode; usually inferred.
    /// - Returns: The decoded answer.
    /// - Throws: ``HTTPError``, including `decoding` with the failing key's ``HTTPError/codingPath``.
    public func get<Value: Decodable & Sendable>(
        _ path: String, query: KeyValuePairs<String, String> = [:], headers: [String: String] = [:],
        timeout: Duration? = nil, as type: Value.Type = Value.self
    ) async throws(HTTPError) -> Value {
        try await send(HTTPRequest(.get, path, query: query, headers: headers, timeout: timeout), as: type)
    }

    /// Sends a `DELETE` and decodes the JSON answer (ask for ``NoContent`` to ignore it).
    ///
    /// ```swift
    /// _ = try await http.delete("/cities/42", as: NoContent.self)
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path relative to the base URL (unencoded) or an absolute `http(s)` URL string.
    ///   - query: Query parameters, in order.
    ///   - headers: Header fields for this request only.
    ///   - timeout: The time allowed for the whole answer; `nil` uses the service's default.
    ///   - type: The type to decode.
    /// - Returns: The decoded answer.
    /// - Throws: ``HTTPError``.
    public func delete<Value: Decodable & Sendable>(
        _ path: String, query: KeyValuePairs<String, String> = [:], headers: [String: String] = [:],
        timeout: Duration? = nil, as type: Value.Type = Value.self
    ) async throws(HTTPError) -> Value {
        try await send(HTTPRequest(.delete, path, query: query, headers: headers, timeout: timeout), as: type)
    }

    /// Sends a `POST` with `body` as JSON and decodes the JSON answer.
    ///
    /// ```swift
    /// let created: City = try await http.post("/cities", body: NewCity(name: "Delft"))
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path relative to the base URL (unencoded) or an absolute `http(s)` URL string.
    ///   - body: Encoded with the service's encoder; sent with `Content-Type: application/json`.
    ///   - query: Query parameters, in order.
    ///   - headers: Header fields for this request only.
    ///   - timeout: The time allowed for the whole answer; `nil` uses the service's default.
    ///   - type: The type to decode.
    /// - Returns: The decoded answer.
    /// - Throws: ``HTTPError``, including `encoding` when `body` cannot be encoded (nothing is sent).
    public func post<Body: Encodable, Value: Decodable & Sendable>(
        _ path: String, body: Body, query: KeyValuePairs<String, String> = [:],
        headers: [String: String] = [:], timeout: Duration? = nil, as type: Value.Type = Value.self
    ) async throws(HTTPError) -> Value {
        try await sendJSON(
            .post, path, body: body, query: query, headers: headers, timeout: timeout, as: type)
    }

    /// Sends a `PUT` with `body` as JSON and decodes the JSON answer.
    ///
    /// ```swift
    /// let saved: City = try await http.put("/cities/42", body: city)
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path relative to the base URL (unencoded) or an absolute `http(s)` URL string.
    ///   - body: Encoded with the service's encoder.
    ///   - query: Query parameters, in order.
    ///   - headers: Header fields for this request only.
    ///   - timeout: The time allowed for the whole answer; `nil` uses the service's default.
    ///   - type: The type to decode.
    /// - Returns: The decoded answer.
    /// - Throws: ``HTTPError``.
    public func put<Body: Encodable, Value: Decodable & Sendable>(
        _ path: String, body: Body, query: KeyValuePairs<String, String> = [:],
        headers: [String: String] = [:], timeout: Duration? = nil, as type: Value.Type = Value.self
    ) async throws(HTTPError) -> Value {
        try await sendJSON(.put, path, body: body, query: query, headers: headers, timeout: timeout, as: type)
    }

    /// Sends a `PATCH` with `body` as JSON and decodes the JSON answer.
    ///
    /// ```swift
    /// let renamed: City = try await http.patch("/cities/42", body: ["name": "Den Haag"])
    /// ```
    ///
    /// - Parameters:
    ///   - path: A path relative to the base URL (unencoded) or an absolute `http(s)` URL string.
    ///   - body: Encoded with the service's encoder.
    ///   - query: Query parameters, in order.
    ///   - headers: Header fields for this request only.
    ///   - timeout: The time allowed for the whole answer; `nil` uses the service's default.
    ///   - type: The type to decode.
    /// - Returns: The decoded answer.
    /// - Throws: ``HTTPError``.
    public func patch<Body: Encodable, Value: Decodable & Sendable>(
        _ path: String, body: Body, query: KeyValuePairs<String, String> = [:],
        headers: [String: String] = [:], timeout: Duration? = nil, as type: Value.Type = Value.self
    ) async throws(HTTPError) -> Value {
        try await sendJSON(
            .patch, path, body: body, query: query, headers: headers, timeout: timeout, as: type)
    }

    /// Sends `request` and decodes its JSON answer as `type`.
    ///
    /// Adds `Accept: application/json` unless the request or the service sets `Accept` itself.
    ///
    /// ```swift
    /// let page = try await http.send(HTTPRequest(.get, "/cities", query: ["page": "2"]), as: Page.self)
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - type: The type to decode; ``NoContent`` accepts any body, even an empty one.
    /// - Returns: The decoded answer.
    /// - Throws: ``HTTPError``: any error of ``send(_:)``, or `decoding` naming the failing key's path.
    public func send<Value: Decodable & Sendable>(
        _ request: HTTPRequest, as type: Value.Type
    ) async throws(HTTPError) -> Value {
        var request = request
        let names = Array(headers.keys) + Array(request.headers.keys)
        if !names.contains(where: { $0.lowercased() == "accept" }) {
            request.headers["Accept"] = "application/json"
        }
        let response = try await send(request)
        if let nothing = NoContent() as? Value { return nothing }
        do {
            return try decoder.decode(Value.self, from: response.data)
        } catch {
            throw HTTPError.decoding(request.method, response, as: type, error)
        }
    }

    /// Sends a `method` request with `body` encoded as its JSON body (with the JSON content type
    /// unless the caller sets one) and decodes the JSON answer as `type`: what `post`, `put` and
    /// `patch` do. Nothing is sent when `body` cannot be encoded.
    func sendJSON<Body: Encodable, Value: Decodable & Sendable>(
        _ method: HTTPMethod, _ path: String, body: Body, query: KeyValuePairs<String, String>,
        headers: [String: String], timeout: Duration?, as type: Value.Type
    ) async throws(HTTPError) -> Value {
        var request = HTTPRequest(method, path, query: query, headers: headers, timeout: timeout)
        let url = try URLBuilder.url(for: request, baseURL: baseURL)
        do {
            request.body = try encoder.encode(body)
        } catch {
            throw HTTPError.encoding(request.method, url.absoluteString, body: Body.self, error)
        }
        if !request.headers.keys.contains(where: { $0.lowercased() == "content-type" }) {
            request.headers["Content-Type"] = "application/json"
        }
        return try await send(request, as: type)
    }
}
