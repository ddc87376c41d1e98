/// A typed reference to one column of a ``Record``'s table: its schema entry and the left-hand side
/// of queries.
///
/// Declare one static column per stored property, with the property's name. Its `Value` type
/// decides the column's kind and nullability (`Int` is `INTEGER NOT NULL`, `Date?` a nullable
/// `DATE`); `default` is used when the column is added to an existing table and when an insert
/// gives no value. `indexed` and `unique` create an index (a unique one rejects a second row with
/// the same value with `RecordStoreError.Kind.uniqueConstraint`).
///
/// Columns build predicates with `==`, `!=`, `<`, `<=`, `>`, `>=`, ``in(_:)``, ``isNil``,
/// `contains(_:)`, `hasPrefix(_:)` and `hasSuffix(_:)`, and orderings with ``ascending``
/// and ``descending``. Values are always bound as SQL parameters.
///
/// ```swift
/// static let name = Column<City, String>("name", unique: true)
/// static let rating = Column<City, Double>("rating", default: 0)
/// let query = City.filter(City.rating >= 4 && City.name.hasPrefix("A"))
/// ```
public struct Column<Root: Record, Value: ColumnValue>: Sendable {
    /// The column's schema entry: name, kind, nullability, default and indexes.
    public let definition: ColumnDefinition

    /// The column's name in the table, which is also the property's coding key.
    public var name: String { definition.name }

    /// Creates a column.
    ///
    /// ```swift
    /// static let country = Column<City, String>("country", default: "NL", indexed: true)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The column's name: the stored property's coding key.
    ///   - defaultValue: The value existing rows get when the column is added to a table that has
    ///     rows. A new non-optional column needs one.
    ///   - indexed: Whether to create an index on the column, for fast filtering and sorting.
    ///   - unique: Whether to create a unique index: no two rows may hold the same value.
    public init(
        _ name: String, default defaultValue: Value? = nil, indexed: Bool = false, unique: Bool = false
    ) {
        definition = ColumnDefinition(
            name: name,
            type: Value.columnType,
            isOptional: Value.self is any OptionalColumnValue.Type,
            optionalDepth: (Value.self as? any OptionalColumnValue.Type)?.optionalDepth ?? 0,
            defaultValue: defaultValue.map(\.sqlValue),
            isIndexed: indexed,
            isUnique: unique,
            swiftType: swiftTypeName(Value.self))
    }
}

/// A type's name as Swift source spells it: `Int?` rather than `Optional<Int>`.
private func swiftTypeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    guard name.hasPrefix("Optional<"), name.hasSuffix(">") else { return name }
    return String(name.dropFirst("Optional<".count).dropLast()) + "?"
}

extension Column: ExpressibleByStringLiteral {
    /// Creates a column with no default and no index from its name.
    ///
    /// ```swift
    /// static let country: Column<City, String> = "country"
    /// ```
    ///
    /// - Parameter name: The column's name.
    public init(stringLiteral name: String) {
        self.init(name)
    }
}

/// One column of a record table as the schema describes it.
///
/// Made by ``Column``; read it to inspect a ``RecordSchema``.
///
/// ```swift
/// City.schema.columns.map(\.name)   // ["name", "population", "founded"]
/// ```
public struct ColumnDefinition: Hashable, Sendable, CustomStringConvertible {
    /// The column's name.
    public let name: String
    /// The kind of data it holds.
    public let type: ColumnType
    /// Whether it may hold `NULL` (its Swift type is optional).
    public let isOptional: Bool
    /// How many optionals the Swift type nests (2 for `Int??`), for refusing values whose inner
    /// `nil` SQL cannot tell from the outer one.
    let optionalDepth: Int
    /// The default value for existing rows when the column is added, if any.
    public let defaultValue: SQLValue?
    /// Whether the column has an index.
    public let isIndexed: Bool
    /// Whether the column has a unique index.
    public let isUnique: Bool
    /// The Swift type's name, for messages (`"Date?"`).
    public let swiftType: String

    /// How the column is declared in `CREATE TABLE`, without its name: `INTEGER NOT NULL DEFAULT 0`.
    var declaration: String {
        var text = type.declaredType
        if !isOptional { text += " NOT NULL" }
        if let literal = defaultValue?.literal { text += " DEFAULT " + literal }
        return text
    }

    /// The name, Swift type and declaration: `"population" (Int): INTEGER NOT NULL`.
    ///
    /// ```swift
    /// print(City.population.definition)
    /// ```
    public var description: String {
        "\"\(name)\" (\(swiftType)): \(declaration)"
    }
}
