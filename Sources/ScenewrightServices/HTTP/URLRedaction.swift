import Foundation

/// URLs as errors show them: without the credentials a URL may carry.
///
/// An error's message ends up in logs, crash reports and screenshots, so it never shows what would
/// let a reader make the call themselves: the user-info of a URL (`alice:s3cret@`) becomes `***@`,
/// and the value of a query parameter whose name says it is a credential (`token`, `api_key`,
/// `access_token`, `password`, `signature`, `X-Amz-Credential`, `code`, …) becomes `***`. The
/// scheme, host, port, path and the names and other values of the query stay, so the call can
/// still be recognised.
///
/// ```swift
/// URLRedaction.shown("http://alice:pw@host/api?token=abc&page=2")   // "http://***@host/api?token=***&page=2"
/// ```
enum URLRedaction {
    /// What replaces a secret.
    static let mask = "***"

    /// `url` as an error may show it.
    static func shown(_ url: URL) -> String { shown(url.absoluteString) }

    /// `text` — a URL, or text that failed to become one — with its user-info and likely-secret
    /// query values masked. Text that has neither is returned unchanged.
    static func shown(_ text: String) -> String {
        var result = Substring(text)
        var prefix = ""
        // The user-info: between "scheme://" and the last "@" of the authority.
        if let schemeEnd = result.range(of: "://") {
            prefix = String(result[..<schemeEnd.upperBound])
            result = result[schemeEnd.upperBound...]
            let authorityEnd = result.firstIndex { "/?#\\".contains($0) } ?? result.endIndex
            if let at = result[..<authorityEnd].lastIndex(of: "@") {
                prefix += mask
                result = result[at...]
            }
        }
        // The query: from the first "?" to the fragment.
        guard let question = result.firstIndex(of: "?") else { return prefix + result }
        let queryStart = result.index(after: question)
        let fragmentStart = result[queryStart...].firstIndex(of: "#") ?? result.endIndex
        let pairs = result[queryStart..<fragmentStart].split(separator: "&", omittingEmptySubsequences: false)
            .map { pair -> String in
                guard let equals = pair.firstIndex(of: "="), isSecret(name: String(pair[..<equals])) else {
                    return String(pair)
                }
                return String(pair[...equals]) + mask
            }
        let beforeQuery = String(result[...question])
        let fragment = String(result[fragmentStart...])
        return prefix + beforeQuery + pairs.joined(separator: "&") + fragment
    }

    /// Whether a query parameter called `name` (percent-encoded or not) likely holds a credential.
    static func isSecret(name: String) -> Bool {
        let decoded = (name.removingPercentEncoding ?? name).lowercased()
        let squeezed = String(decoded.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        if exactNames.contains(squeezed) { return true }
        return containedWords.contains { squeezed.contains($0) } || squeezed.hasSuffix("key")
    }

    /// Names that are credentials when they are the whole name (as parts of names they are too
    /// common: `code` in `countrycode`, `sig` in `design`).
    static let exactNames: Set<String> = [
        "code", "sig", "pwd", "pass", "jwt", "sid", "otp", "pin", "auth", "ticket", "nonce", "hash",
    ]

    /// Words that make any name holding them a credential.
    static let containedWords = [
        "token", "secret", "password", "passwd", "passphrase", "apikey", "signature", "credential",
        "authorization", "session", "cookie", "privatekey", "accesskey", "clientsecret",
    ]
}
