import Foundation

/// The method and header fields of one request, checked so that nothing the caller passes can add a
/// line, a field or a request of its own.
///
/// On the wire a request is lines of text, so a line break in a method, a field name or a field value
/// would end that line and start one the caller chose: a second request (`GET\r\n…`) or an extra
/// field (`X-A\r\nX-Injected`). FoundationNetworking passes them through as given, so the service
/// checks every one before a byte is sent: a method and a field name must be RFC 9110 tokens, and a
/// field value may hold any text but control characters (a tab is fine). `Content-Length`,
/// `Transfer-Encoding` and `Host` are the service's to set, from the body and the URL.
struct HeaderFields: Sendable {
    /// The fields to send, in name order: the service's, minus those the request sets itself (in
    /// any letter case), then the request's.
    let fields: [(name: String, value: String)]

    /// Fields that frame or address the request, which the service sets itself, and why a caller's
    /// own would do harm.
    static let serviceOwned = [
        "content-length":
            "from the body: another length makes the server read the body's tail as a request of its own, "
            + "or wait for bytes that never come",
        "transfer-encoding": "from the body: another framing makes the server misread where the body ends",
        "host":
            "from the URL: another would address another site on the server, with this service's headers",
    ]

    /// RFC 9110's `tchar`: letters, digits and these marks.
    static let tokenMarks = Set("!#$%&'*+-.^_`|~".unicodeScalars)

    /// Checks `method` and merges and checks `service` and `request` header fields.
    /// - Throws: ``HTTPError/Kind/invalidRequest`` naming the bad method or field and the offending
    ///   character; a field's value is never shown, since it may be a credential.
    init(
        method: HTTPMethod, service: [String: String], request: [String: String], url: URL
    ) throws(HTTPError) {
        let rule = "must be a token: letters, digits and !#$%&'*+-.^_`|~ only (RFC 9110)"
        if let problem = Self.tokenProblem(method.rawValue) {
            throw HTTPError.invalidRequest(
                method, url,
                "A request to \(URLRedaction.shown(url)) was not sent: its method \(method.rawValue.debugDescription) "
                    + "\(problem), and a method \(rule), such as GET or PROPFIND.")
        }
        let overridden = Set(request.keys.map { $0.lowercased() })
        let kept = service.filter { !overridden.contains($0.key.lowercased()) }
        let ordered = { (fields: [String: String]) in fields.sorted { $0.key < $1.key } }
        let merged = (ordered(kept) + ordered(request)).map { (name: $0.key, value: $0.value) }
        for (name, value) in merged {
            if let problem = Self.tokenProblem(name) {
                throw HTTPError.invalidRequest(
                    method, url,
                    "\(method) \(URLRedaction.shown(url)) was not sent: its header name \(name.debugDescription) "
                        + "\(problem), and a header name \(rule). Check where the name came from.")
            }
            if let reason = Self.serviceOwned[name.lowercased()] {
                throw HTTPError.invalidRequest(
                    method, url,
                    "\(method) \(URLRedaction.shown(url)) was not sent: its header \"\(name)\" is set by the service, "
                        + "\(reason). Remove it from the request's and the service's headers.")
            }
            if let (scalar, offset) = Self.firstScalar(in: value, where: Self.isForbiddenInValue) {
                throw HTTPError.invalidRequest(
                    method, url,
                    "\(method) \(URLRedaction.shown(url)) was not sent: the value of its header \"\(name)\" holds "
                        + "\(Self.describe(scalar)) at offset \(offset), and a header value may hold any text "
                        + "but control characters (a tab is fine): a line break would end the field and start "
                        + "another. The value is not shown here, since it may be a secret.")
            }
        }
        self.fields = merged
    }

    /// What is wrong with `text` as a token, or `nil` when it is one.
    static func tokenProblem(_ text: String) -> String? {
        if text.isEmpty { return "is empty" }
        guard let (scalar, offset) = firstScalar(in: text, where: { !isTokenScalar($0) }) else { return nil }
        return "holds \(describe(scalar)) at offset \(offset)"
    }

    static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: tokenMarks.contains(scalar)
        }
    }

    /// Control characters (C0, DEL and C1) other than the horizontal tab.
    static func isForbiddenInValue(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar.properties.generalCategory == .control
    }

    /// The first scalar of `text` that `matches`, with its offset in scalars.
    static func firstScalar(
        in text: String, where matches: (Unicode.Scalar) -> Bool
    ) -> (Unicode.Scalar, Int)? {
        for (offset, scalar) in text.unicodeScalars.enumerated() where matches(scalar) {
            return (scalar, offset)
        }
        return nil
    }

    /// `U+000D (carriage return)`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let names: [UInt32: String] = [
            0x00: "NUL", 0x09: "tab", 0x0A: "line feed", 0x0D: "carriage return", 0x20: "space",
            0x7F: "delete",
        ]
        if let name = names[scalar.value] { return "\(code) (\(name))" }
        return scalar.properties.generalCategory == .control ? "\(code) (a control character)" : code
    }
}
