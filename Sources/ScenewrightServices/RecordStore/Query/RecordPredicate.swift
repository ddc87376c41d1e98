/// A condition on a record's columns, written in Swift and run by SQLite with every value bound as a
/// parameter.
///
/// Build predicates from ``Column``s with `==`, `!=`, `<`, `<=`, `>`, `>=`, ``Column/in(_:)``,
/// ``Column/isNil``, `contains(_:)`, `hasPrefix(_:)` and
/// `hasSuffix(_:)`, and combine them with `&&`, `||` and `!`. There are no string
/// predicates: a value is never written into SQL, so a name like `'; DROP TABLE cities; --` is just
/// a name.
///
/// Optional columns follow Swift's rules rather than SQL's three-valued logic: `City.nickname ==
/// nil` matches rows without a nickname, `City.nickname != "Dam"` matches them too, and `!` negates
/// exactly. String matching is case-sensitive, as in Swift.
///
/// ```swift
/// let bigDutch = City.population > 1_000_000 && City.country == "NL"
/// let unnamed = City.nickname.isNil || !City.country.in(["NL", "BE"])
/// let cities = try store.fetch(City.filter(bigDutch))
/// ```
public struct RecordPredicate<Root: Record>: Sendable {
    indirect enum Node: Sendable {
        case constant(Bool)
        case compare(column: String, operator: String, value: SQLValue)
        case isNull(column: String)
        case among(column: String, values: [SQLValue], isOptional: Bool)
        case glob(column: String, pattern: String, isOptional: Bool)
        case and(Node, Node)
        case or(Node, Node)
        case not(Node)
    }

    let node: Node

    init(_ node: Node) { self.node = node }

    /// A predicate every record matches.
    ///
    /// A neutral start when building a predicate in a loop.
    ///
    /// ```swift
    /// var predicate = RecordPredicate<City>.true
    /// for country in excluded { predicate = predicate && City.country != country }
    /// ```
    public static var `true`: RecordPredicate { RecordPredicate(.constant(true)) }

    /// A predicate no record matches.
    ///
    /// The neutral start for a chain of `||`.
    ///
    /// ```swift
    /// var predicate = RecordPredicate<City>.false
    /// for name in names { predicate = predicate || City.name == name }
    /// ```
    public static var `false`: RecordPredicate { RecordPredicate(.constant(false)) }

    /// Matches records that match both predicates.
    ///
    /// ```swift
    /// City.population > 100_000 && City.country == "NL"
    /// ```
    ///
    /// - Returns: The conjunction, rendered as `(lhs AND rhs)`.
    public static func && (lhs: RecordPredicate, rhs: RecordPredicate) -> RecordPredicate {
        RecordPredicate(.and(lhs.node, rhs.node))
    }

    /// Matches records that match either predicate.
    ///
    /// ```swift
    /// City.country == "NL" || City.country == "BE"
    /// ```
    ///
    /// - Returns: The disjunction, rendered as `(lhs OR rhs)`.
    public static func || (lhs: RecordPredicate, rhs: RecordPredicate) -> RecordPredicate {
        RecordPredicate(.or(lhs.node, rhs.node))
    }

    /// Matches exactly the records the predicate does not match.
    ///
    /// ```swift
    /// !City.name.hasPrefix("A")
    /// ```
    ///
    /// - Returns: The negation, rendered as `NOT (predicate)`.
    public static prefix func ! (predicate: RecordPredicate) -> RecordPredicate {
        RecordPredicate(.not(predicate.node))
    }

    /// The predicate as an SQL expression with `?` placeholders, appending the values to bind.
    func sql(binding bindings: inout [SQLValue]) -> String {
        Self.render(node, &bindings)
    }

    private static func render(_ node: Node, _ bindings: inout [SQLValue]) -> String {
        switch node {
        case .constant(let value):
            return value ? "1" : "0"
        case .compare(let column, let comparison, let value):
            bindings.append(value)
            return "\(quoteIdentifier(column)) \(comparison) ?"
        case .isNull(let column):
            return "\(quoteIdentifier(column)) IS NULL"
        case .among(let column, let values, let isOptional):
            let present = values.filter { $0 != .null }
            let includesNull = present.count < values.count
            bindings.append(contentsOf: present)
            let list =
                "\(quoteIdentifier(column)) IN (\(Array(repeating: "?", count: present.count).joined(separator: ", ")))"
            let membership = present.isEmpty ? "0" : list
            guard isOptional else { return membership }
            // Two-valued on optional columns: NULL is "not in" unless nil was listed.
            return includesNull
                ? "(\(quoteIdentifier(column)) IS NULL OR \(membership))"
                : "(\(quoteIdentifier(column)) IS NOT NULL AND \(membership))"
        case .glob(let column, let pattern, let isOptional):
            bindings.append(.text(pattern))
            let match = "\(quoteIdentifier(column)) GLOB ?"
            return isOptional ? "(\(quoteIdentifier(column)) IS NOT NULL AND \(match))" : match
        case .and(let lhs, let rhs):
            return "(\(render(lhs, &bindings)) AND \(render(rhs, &bindings)))"
        case .or(let lhs, let rhs):
            return "(\(render(lhs, &bindings)) OR \(render(rhs, &bindings)))"
        case .not(let inner):
            return "NOT (\(render(inner, &bindings)))"
        }
    }
}
