/// How long a resolved instance lives, and who shares it.
///
/// A scope is a grow-able set of static members over an internal kind, so new scopes can be added
/// without breaking code that switches over nothing.
///
/// ```swift
/// container
///     .register(Database.self, scope: .shared) { _ in try SQLDatabase() }
///     .register(Session.self, scope: .weak) { _ in Session() }
///     .register(Unit.self, scope: .graph) { _ in Unit() }
/// ```
public struct Scope: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline enum Kind: Hashable, Sendable {
        case transient, shared, weak, graph
    }

    @usableFromInline let kind: Kind

    /// A new instance on every resolve. The default.
    public static let transient = Scope(kind: .transient)
    /// One instance per registering container, made on first resolve and kept as long as the
    /// container: "a singleton with a small s". A child container shares its parent's instance.
    public static let shared = Scope(kind: .shared)
    /// One instance shared while something else holds it; made again once it has been released.
    /// Only for classes: a value returned from a `.weak` factory is a thrown error.
    public static let weak = Scope(kind: .weak)
    /// One instance per top-level `resolve`: every object built by one resolve call shares it.
    public static let graph = Scope(kind: .graph)

    /// The scope's name, as written in code: `.shared`.
    public var description: String {
        switch kind {
        case .transient: ".transient"
        case .shared: ".shared"
        case .weak: ".weak"
        case .graph: ".graph"
        }
    }
}
