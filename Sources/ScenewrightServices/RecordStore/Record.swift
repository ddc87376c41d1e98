/// A model type the ``RecordStore`` keeps: one table, one row per value, columns described in Swift.
///
/// Adopt it with a `Codable` struct that has a `var id: Int64?`, a typed ``Column`` for each
/// stored property, and a ``schema`` listing them. The store creates the table on first use and
/// adds the columns you add later (see ``RecordStore``); `id` is the table's `INTEGER PRIMARY KEY`,
/// `nil` until the record is inserted. The columns double as the vocabulary of queries:
/// `City.population > 1_000_000` is a ``RecordPredicate`` and `City.name.ascending` a
/// ``RecordOrdering``.
///
/// Each column's name must match the property's coding key (the property name, unless you write
/// your own `CodingKeys`). A static column may share its property's name.
///
/// ```swift
/// struct City: Record {
///     static let tableName = "cities"
///     static let name = Column<City, String>("name", unique: true)
///     static let population = Column<City, Int>("population", indexed: true)
///     static let founded = Column<City, Date?>("founded")
///     static let schema = RecordSchema(name, population, founded)
///
///     var id: Int64?
///     var name: String
///     var population: Int
///     var founded: Date?
/// }
/// ```
public protocol Record: Codable, Sendable {
    /// The table's name; by default the type's name with the types it is nested in
    /// (`"Inbox.Message"`, or `"City"` for a type nested in nothing).
    ///
    /// Declare it explicitly for types you may rename: a new name means a new, empty table. Two
    /// record types use one table only when both declare its name; a store refuses a second type
    /// that would share a table without saying so (`RecordStoreError.Kind.invalidSchema`).
    static var tableName: String { get }
    /// The record's columns, besides `id`.
    static var schema: RecordSchema<Self> { get }
    /// The row id: `nil` before the record is inserted, the table's primary key after.
    var id: Int64? { get set }
}

extension Record {
    /// The type's name with the types it is nested in (`"Inbox.Message"`; `"City"` for a type
    /// nested in nothing), without its module.
    ///
    /// Earlier versions used the name alone (`"Message"`) for nested types too, so `Inbox.Message`
    /// and `Archive.Message` shared a table. A file written then stays readable: the first time a
    /// nested type is used on it, its old table is renamed to the new name when no table has that
    /// name yet and the old one's columns are all the type's.
    public static var tableName: String { RecordTableName.qualified(Self.self) }

    /// The `id` column, for predicates and orderings on the primary key.
    ///
    /// Every record table has it; it is not listed in ``schema``.
    ///
    /// ```swift
    /// let newest = try store.fetch(City.sorted(by: City.id.descending).limit(5))
    /// ```
    public static var id: Column<Self, Int64> { Column("id") }
}

/// The columns a ``Record`` type declares, in table order.
///
/// Build it from the type's static ``Column`` values; the compiler checks that each belongs to the
/// record type. The store reads it to create the table, to add new columns, and to report columns
/// that changed or disappeared.
///
/// ```swift
/// static let schema = RecordSchema(name, population, founded)
/// ```
public struct RecordSchema<Root: Record>: Sendable {
    /// The column definitions, in the order given.
    public let columns: [ColumnDefinition]

    /// Creates a schema from the record's columns.
    ///
    /// - Parameter columns: The columns, excluding `id`, in the order the table should list them.
    public init<each Value: ColumnValue>(_ columns: repeat Column<Root, each Value>) {
        var definitions: [ColumnDefinition] = []
        for column in repeat each columns {
            definitions.append(column.definition)
        }
        self.columns = definitions
    }
}
