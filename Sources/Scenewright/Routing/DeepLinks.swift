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

    /// The identifier and data for the whole of `path`.
    /// - Throws: ``RoutingError``: `.unknownPath` listing the registered patterns, or `.badParameter`
    ///   naming the parameter, its value and its declared type.
    public func resolve(_ path: String) throws(RoutingError) -> DeepLink {
        let (parts, query) = Self.parse(path)
        guard var link = try match(parts, fullPath: path) else {
            throw unknownPath(path)
        }
        var data = link.data
        for (key, value) in query { data[key] = .string(value) }
        link = DeepLink(identifier: link.identifier, data: data)
        return link
    }

    /// One link per prefix of `path` that matches a pattern, shortest first; the last is the whole path.
    /// - Throws: ``RoutingError`` when the whole path matches no pattern or a parameter is bad.
    public func resolveStack(_ path: String) throws(RoutingError) -> [DeepLink] {
        let full = try resolve(path)
        let (parts, _) = Self.parse(path)
        var stack: [DeepLink] = []
        for length in 1..<max(1, parts.count) {
            if let link = try match(Array(parts.prefix(length)), fullPath: path) { stack.append(link) }
        }
        stack.append(full)
        return stack
    }

    private func match(_ parts: [String], fullPath: String) throws(RoutingError) -> DeepLink? {
        var conversionError: RoutingError?
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
            if matched { return DeepLink(identifier: pattern.identifier, data: data) }
        }
        if let conversionError { throw conversionError }
        return nil
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
