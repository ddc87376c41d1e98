import Foundation

/// A typed value taken from a deep link.
public enum DeepLinkValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)

    /// The value itself, for ``AssemblyData``.
    public var anyValue: Any {
        switch self {
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .string(let value): value
        }
    }

    /// The value as written in a path.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        }
    }
}

/// A path resolved to a registered identifier plus typed data.
public struct DeepLink: Hashable, Sendable {
    /// The screen to show.
    public let identifier: SceneIdentifier
    /// The path parameters (typed as declared) and query items (as text).
    public let data: [String: DeepLinkValue]

    /// The data as ``AssemblyData`` values.
    public var values: [String: Any] { data.mapValues(\.anyValue) }
}

/// Maps `"/cities/42?tab=map"`-style paths to identifiers plus typed data.
///
/// Patterns are paths whose segments are literals or typed placeholders — `{id:Int}`,
/// `{ratio:Double}`, `{on:Bool}`, `{slug}` (text) — and query items arrive as text. Every prefix of
/// a path that matches a pattern is one screen of the stack the path opens.
///
/// The rules, in order:
/// - **The most specific pattern wins.** When several patterns match the same path (or prefix),
///   segments are compared left to right: a literal beats a typed placeholder (`Int`, `Bool`,
///   `Double`, in that order), which beats a text placeholder. Registration order never matters.
/// - **Every prefix is matched on its own.** A prefix that no pattern matches, or whose only
///   candidate patterns fail to convert a parameter, simply adds no screen: with `/a/{n:Int}` and
///   `/a/{s}/b` registered, `/a/foo/b` opens one screen, and `/a/7/b` opens `/a/{n:Int}` then
///   `/a/{s}/b`. Only the whole path must match; when it does not, the error is `.unknownPath`, or
///   `.badParameter` when a pattern of the right shape failed to convert a value.
/// - **The path wins over the query.** Query items add text values for the last screen, but never
///   replace a path parameter: `/records/21?day=abc` keeps `day` as `.int(21)`, and the clashing
///   `day=abc` is ignored (not an error, so links that carry extra tracking items still open). A
///   query item repeated in the query keeps its last value.
///
/// ```swift
/// var links = DeepLinkMap()
/// try links.register("/cities", to: "cities")
/// try links.register("/cities/{id:Int}", to: "city")
/// try links.register("/cities/{id:Int}/landmarks", to: "landmarks")
/// let link = try links.resolve("/cities/42?tab=map")
/// // link.identifier == "city", link.data == ["id": .int(42), "tab": .string("map")]
/// let stack = try links.resolveStack("/cities/42/landmarks")   // cities, city, landmarks
/// ```
public struct DeepLinkMap: Sendable {
    private enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(name: String, type: ParameterType)
    }

    private enum ParameterType: String, Sendable {
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case string = "String"
    }

    private struct Pattern: Sendable {
        let text: String
        let segments: [Segment]
        let identifier: SceneIdentifier
    }

    private var patterns: [Pattern] = []

    /// Creates an empty map.
    public init() {}

    /// Registers `pattern` for `identifier`.
    /// - Throws: ``RoutingError`` (`.badPattern`) for an unknown placeholder type, a repeated
    ///   parameter name or a pattern already registered.
    public mutating func register(_ pattern: String, to identifier: SceneIdentifier) throws(RoutingError) {
        var segments: [Segment] = []
        var names = Set<String>()
        for part in Self.split(pattern) {
            guard part.hasPrefix("{"), part.hasSuffix("}") else {
                segments.append(.literal(part))
                continue
            }
            let inner = part.dropFirst().dropLast().split(separator: ":", maxSplits: 1).map(String.init)
            let name = inner.first ?? ""
            let typeName = inner.count > 1 ? inner[1] : "String"
            guard !name.isEmpty, let type = ParameterType(rawValue: typeName) else {
                throw RoutingError(
                    .badPattern,
                    "Deep-link pattern \"\(pattern)\" has the placeholder \(part): write {name}, {name:Int}, "
                        + "{name:Double}, {name:Bool} or {name:String}.")
            }
            guard names.insert(name).inserted else {
                throw RoutingError(
                    .badPattern, "Deep-link pattern \"\(pattern)\" names the parameter \"\(name)\" twice.")
            }
            segments.append(.parameter(name: name, type: type))
        }
        if let existing = patterns.first(where: { Self.sameShape($0.segments, segments) }) {
            throw RoutingError(
                .badPattern,
                "Deep-link pattern \"\(pattern)\" is already registered (as \"\(existing.text)\" for "
                    + "\(existing.identifier)).")
        }
        patterns.append(Pattern(text: pattern, segments: segments, identifier: identifier))
    }

    /// The identifier and data for the whole of `path`: the most specific matching pattern's, with
    /// the query items added as text where they do not clash with a path parameter.
    ///
    /// ```swift
    /// let link = try links.resolve("/cities/42?tab=map&id=7")
    /// // link.data == ["id": .int(42), "tab": .string("map")]: the path's id wins
    /// ```
    /// - Throws: ``RoutingError``: `.unknownPath` listing the registered patterns, or `.badParameter`
    ///   naming the parameter, its value and its declared type.
    public func resolve(_ path: String) throws(RoutingError) -> DeepLink {
        let (parts, query) = Self.parse(path)
        let outcome = match(parts, fullPath: path)
        guard let link = outcome.link else {
            throw outcome.conversionError ?? unknownPath(path)
        }
        var data = link.data
        for (key, value) in query where link.data[key] == nil { data[key] = .string(value) }
        return DeepLink(identifier: link.identifier, data: data)
    }

    /// One link per prefix of `path` that matches a pattern, shortest first; the last is the whole
    /// path, and only it gets the query items.
    ///
    /// A prefix no pattern matches (a `{n:Int}` pattern against `foo`, say) adds no link and is no
    /// error; each prefix gets its own most specific match.
    ///
    /// ```swift
    /// let stack = try links.resolveStack("/cities/42/landmarks")   // cities, city, landmarks
    /// ```
    /// - Throws: ``RoutingError`` when the whole path matches no pattern or a parameter is bad.
    public func resolveStack(_ path: String) throws(RoutingError) -> [DeepLink] {
        let full = try resolve(path)
        let (parts, _) = Self.parse(path)
        var stack: [DeepLink] = []
        for length in 1..<max(1, parts.count) {
            if let link = match(Array(parts.prefix(length)), fullPath: path).link { stack.append(link) }
        }
        stack.append(full)
        return stack
    }

    /// The most specific pattern matching `parts`, or the first conversion failure among the patterns
    /// of the right length when none matches.
    private func match(_ parts: [String], fullPath: String) -> (
        link: DeepLink?, conversionError: RoutingError?
    ) {
        var conversionError: RoutingError?
        var best: (rank: [Int], link: DeepLink)?
        for pattern in patterns where pattern.segments.count == parts.count {
            var data: [String: DeepLinkValue] = [:]
            var matched = true
            for (segment, part) in zip(pattern.segments, parts) {
                switch segment {
                case .literal(let literal):
                    matched = literal == part
                case .parameter(let name, let type):
                    if let value = Self.convert(part, to: type) {
                        data[name] = value
                    } else {
                        matched = false
                        conversionError =
                            conversionError
                            ?? RoutingError(
                                .badParameter,
                                "Deep link \"\(fullPath)\": \"\(part)\" is not a valid \(type.rawValue) for "
                                    + "{\(name):\(type.rawValue)} in \"\(pattern.text)\".")
                    }
                }
                if !matched { break }
            }
            guard matched else { continue }
            let rank = pattern.segments.map(Self.specificity)
            if best.map({ $0.rank.lexicographicallyPrecedes(rank) }) ?? true {
                best = (rank, DeepLink(identifier: pattern.identifier, data: data))
            }
        }
        return (best?.link, best == nil ? conversionError : nil)
    }

    /// How narrowly a segment matches: literal, then `Int`, `Bool`, `Double`, then text.
    private static func specificity(_ segment: Segment) -> Int {
        switch segment {
        case .literal: 4
        case .parameter(_, .int): 3
        case .parameter(_, .bool): 2
        case .parameter(_, .double): 1
        case .parameter(_, .string): 0
        }
    }

    private func unknownPath(_ path: String) -> RoutingError {
        let known = patterns.map { "\"\($0.text)\"" }.joined(separator: ", ")
        return RoutingError(
            .unknownPath,
            "No deep-link pattern matches \"\(path)\". Registered patterns: "
                + (known.isEmpty ? "none" : known) + ".")
    }

    /// Two patterns with the same literals and parameter types in the same places are ambiguous.
    private static func sameShape(_ lhs: [Segment], _ rhs: [Segment]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { pair in
                switch pair {
                case (.literal(let a), .literal(let b)): a == b
                case (.parameter(_, let a), .parameter(_, let b)): a == b
                default: false
                }
            }
    }

    private static func convert(_ text: String, to type: ParameterType) -> DeepLinkValue? {
        switch type {
        case .int: Int(text).map(DeepLinkValue.int)
        case .double: Double(text).map(DeepLinkValue.double)
        case .bool: Bool(text).map(DeepLinkValue.bool)
        case .string: text.isEmpty ? nil : .string(text)
        }
    }

    private static func split(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map {
            String($0).removingPercentEncoding ?? String($0)
        }
    }

    private static func parse(_ path: String) -> (parts: [String], query: [(String, String)]) {
        let pieces = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let parts = split(String(pieces.first ?? ""))
        guard pieces.count > 1 else { return (parts, []) }
        let query = pieces[1].split(separator: "&").compactMap { item -> (String, String)? in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = pair.first.map(String.init), !key.isEmpty else { return nil }
            let value = pair.count > 1 ? String(pair[1]) : ""
            return (
                key.removingPercentEncoding ?? key,
                value.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? value
            )
        }
        return (parts, query)
    }
}
