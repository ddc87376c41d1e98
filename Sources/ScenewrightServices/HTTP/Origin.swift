import Foundation

/// A URL's origin: its scheme, host and port, the port being the scheme's default when the URL names
/// none. Two URLs share an origin only when all three match, so `http://h` and `https://h`,
/// `h:8080` and `h:8081`, `127.0.0.1` and `localhost` are all different origins.
struct Origin: Hashable, Sendable, CustomStringConvertible {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `url`, or `nil` when it has no scheme or host.
    init?(_ url: URL) {
        guard let components = URLComponents(url: url.absoluteURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased(),
            !host.isEmpty
        else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = components.port ?? Self.defaultPort(scheme) ?? -1
    }

    static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http": 80
        case "https": 443
        default: nil
        }
    }

    /// `scheme://host`, with `:port` unless it is the scheme's default.
    var description: String {
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return Self.defaultPort(scheme) == port
            ? "\(scheme)://\(shownHost)" : "\(scheme)://\(shownHost):\(port)"
    }
}
