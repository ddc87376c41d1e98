import Foundation

/// A Swift type a record's column can hold, with its conversion to and from SQLite.
///
/// The store ships conformances for `Int`, `Int64`, `Int32`, `Int16`, `Int8`, `UInt8`, `UInt16`,
/// `UInt32`, `Double`, `Float`, `String`, `Bool`, `Date`, `Data`, `UUID`, and `Optional` of any of
/// them. An enum with a raw value of one of these types conforms by saying so: the default
/// implementation stores its raw value.
///
/// Reading never force-casts: ``init(sqlValue:)`` returns `nil` for a stored value of another
/// type, and the store turns that into a ``RecordStoreError`` naming the table, the column, the
/// Swift type and what the database holds.
///
/// ```swift
/// enum Climate: String, Codable, ColumnValue {
///     case oceanic, continental
/// }
/// static let climate = Column<City, Climate>("climate", default: .oceanic)
/// ```
public protocol ColumnValue: Sendable {
    /// The kind of column that holds this type.
    static var columnType: ColumnType { get }
    /// This value as SQLite stores it.
    var sqlValue: SQLValue { get }
    /// Reads a stored value, or returns `nil` when it has another type or does not fit.
    ///
    /// - Parameter sqlValue: The value read from the database.
    init?(sqlValue: SQLValue)
}

/// Optional's conformance, recognised by the schema to declare a column nullable.
protocol OptionalColumnValue {
    /// How many optionals are nested: 1 for `Int?`, 2 for `Int??`.
    static var optionalDepth: Int { get }
    /// How many `.some` wrap the `nil` inside this value (0 for `nil` itself, 1 for `.some(nil)` of
    /// an `Int??`), or `nil` when a value sits inside.
    var levelsAroundNil: Int? { get }
}

extension Optional: OptionalColumnValue where Wrapped: ColumnValue {
    static var optionalDepth: Int {
        1 + ((Wrapped.self as? any OptionalColumnValue.Type)?.optionalDepth ?? 0)
    }

    var levelsAroundNil: Int? {
        guard let wrapped = self else { return 0 }
        guard let inner = wrapped as? any OptionalColumnValue else { return nil }
        return inner.levelsAroundNil.map { $0 + 1 }
    }
}

extension Optional: ColumnValue where Wrapped: ColumnValue {
    /// The wrapped type's kind; the column is declared without `NOT NULL`.
    public static var columnType: ColumnType { Wrapped.columnType }
    /// The wrapped value's SQLite value, or ``SQLValue/null``.
    public var sqlValue: SQLValue { map(\.sqlValue) ?? .null }
    /// `nil` for ``SQLValue/null``, the wrapped value otherwise; fails when the wrapped type fails.
    public init?(sqlValue: SQLValue) {
        if case .null = sqlValue {
            self = .none
        } else if let wrapped = Wrapped(sqlValue: sqlValue) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }
}

extension ColumnValue where Self: RawRepresentable, RawValue: ColumnValue {
    /// The raw value's kind.
    public static var columnType: ColumnType { RawValue.columnType }
    /// The raw value, as SQLite stores it.
    public var sqlValue: SQLValue { rawValue.sqlValue }
    /// The case whose raw value is stored; `nil` for an unknown raw value.
    public init?(sqlValue: SQLValue) {
        guard let raw = RawValue(sqlValue: sqlValue) else { return nil }
        self.init(rawValue: raw)
    }
}

/// Integer types share one conversion: `INTEGER`, range-checked on the way back.
protocol IntegerColumnValue: ColumnValue, BinaryInteger {}

extension IntegerColumnValue {
    /// ``ColumnType/integer``.
    public static var columnType: ColumnType { .integer }
    /// The value as a 64-bit integer.
    public var sqlValue: SQLValue { .integer(Int64(self)) }
    /// The stored integer when it fits this type; `nil` otherwise.
    public init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue else { return nil }
        self.init(exactly: value)
    }
}

extension Int: ColumnValue, IntegerColumnValue {}
extension Int64: ColumnValue, IntegerColumnValue {}
extension Int32: ColumnValue, IntegerColumnValue {}
extension Int16: ColumnValue, IntegerColumnValue {}
extension Int8: ColumnValue, IntegerColumnValue {}
extension UInt32: ColumnValue, IntegerColumnValue {}
extension UInt16: ColumnValue, IntegerColumnValue {}
extension UInt8: ColumnValue, IntegerColumnValue {}

extension Double: ColumnValue {
    /// ``ColumnType/real``.
    public static var columnType: ColumnType { .real }
    /// The value as `REAL`.
    public var sqlValue: SQLValue { .real(self) }
    /// A stored `REAL`, or an `INTEGER` converted.
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Float: ColumnValue {
    /// ``ColumnType/real``.
    public static var columnType: ColumnType { .real }
    /// The value as `REAL`.
    public var sqlValue: SQLValue { .real(Double(self)) }
    /// A stored `REAL` or `INTEGER`, rounded to `Float`.
    public init?(sqlValue: SQLValue) {
        guard let value = Double(sqlValue: sqlValue) else { return nil }
        self = Float(value)
    }
}

extension String: ColumnValue {
    /// ``ColumnType/text``.
    public static var columnType: ColumnType { .text }
    /// The value as `TEXT`.
    public var sqlValue: SQLValue { .text(self) }
    /// A stored `TEXT`; other storage classes are not converted.
    public init?(sqlValue: SQLValue) {
        guard case .text(let value) = sqlValue else { return nil }
        self = value
    }
}

extension Bool: ColumnValue {
    /// ``ColumnType/bool``.
    public static var columnType: ColumnType { .bool }
    /// `1` or `0`.
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
    /// A stored `1` or `0`; any other value is not a `Bool`.
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension Date: ColumnValue {
    /// ``ColumnType/date``.
    public static var columnType: ColumnType { .date }
    /// Seconds since 2001-01-01 00:00 UTC, as `REAL`.
    public var sqlValue: SQLValue { .real(timeIntervalSinceReferenceDate) }
    /// A stored number of seconds since 2001-01-01 00:00 UTC.
    public init?(sqlValue: SQLValue) {
        guard let seconds = Double(sqlValue: sqlValue) else { return nil }
        self.init(timeIntervalSinceReferenceDate: seconds)
    }
}

extension Data: ColumnValue {
    /// ``ColumnType/blob``.
    public static var columnType: ColumnType { .blob }
    /// The bytes, as a `BLOB`.
    public var sqlValue: SQLValue { .blob(self) }
    /// A stored `BLOB`.
    public init?(sqlValue: SQLValue) {
        guard case .blob(let value) = sqlValue else { return nil }
        self = value
    }
}

extension UUID: ColumnValue {
    /// ``ColumnType/text``.
    public static var columnType: ColumnType { .text }
    /// The `uuidString`, as `TEXT`.
    public var sqlValue: SQLValue { .text(uuidString) }
    /// A stored `uuidString`; other text is not a `UUID`.
    public init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
}
