/// The name a screen is registered under in an ``AppManager`` or a ``ModuleRouter``.
///
/// Typed, so identifiers cannot be mixed up with other strings, and expressible by a string literal,
/// so declaring them stays light:
///
/// ```swift
/// extension SceneIdentifier {
///     static let records: SceneIdentifier = "records"
///     static let dayMap: SceneIdentifier = "dayMap"
/// }
/// try manager.performSegue(to: .dayMap, from: self, data: ["day": 12])
/// ```
public struct SceneIdentifier: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's name.
    public let rawValue: String

    /// Creates an identifier from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The name in quotes, as errors show it.
    public var description: String { "\"\(rawValue)\"" }
}
