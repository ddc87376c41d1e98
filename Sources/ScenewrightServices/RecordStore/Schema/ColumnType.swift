/// The kind of data a column holds: integer, real, text, blob, bool or date.
///
/// A column's type comes from its Swift type through ``ColumnValue/columnType``: `Int` is
/// ``integer``, `String` is ``text``, `Date` is ``date`` and so on; an optional has its wrapped
/// type's kind. The kind decides the type the column is declared with in the database file, which
/// the store compares when it opens an existing file (see ``RecordStore``'s migration rules).
///
/// ```swift
/// Int.columnType            // .integer, declared INTEGER
/// Date?.columnType          // .date, declared DATE (seconds since 2001-01-01, as REAL)
/// ```
public struct ColumnType: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case integer, real, text, blob, bool, date
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// Whole numbers, stored as 64-bit `INTEGER`s (`Int`, `Int64`, `Int32`, `Int16`, `Int8`, `UInt8`,
    /// `UInt16`, `UInt32`).
    public static let integer = ColumnType(.integer)
    /// Floating-point numbers, stored as `REAL` (`Double`, `Float`).
    public static let real = ColumnType(.real)
    /// Text, stored as UTF-8 `TEXT` (`String`, and `UUID` as its `uuidString`).
    public static let text = ColumnType(.text)
    /// Bytes, stored as a `BLOB` (`Data`).
    public static let blob = ColumnType(.blob)
    /// `Bool`, stored as the integer `0` or `1` in a column declared `BOOLEAN`.
    public static let bool = ColumnType(.bool)
    /// `Date`, stored as seconds since 2001-01-01 00:00 UTC (`timeIntervalSinceReferenceDate`, as
    /// Core Data does) in a column declared `DATE`, so dates read back exactly equal.
    ///
    /// In SQL, `datetime("column" + 978307200, 'unixepoch')` renders it.
    public static let date = ColumnType(.date)

    /// The type name the column is declared with in `CREATE TABLE`: `INTEGER`, `REAL`, `TEXT`,
    /// `BLOB`, `BOOLEAN` or `DATE`.
    ///
    /// ```swift
    /// ColumnType.bool.declaredType   // "BOOLEAN"
    /// ```
    public var declaredType: String {
        switch storage {
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        case .bool: "BOOLEAN"
        case .date: "DATE"
        }
    }

    /// The kind's name, as messages print it: `integer`, `real`, `text`, `blob`, `bool`, `date`.
    ///
    /// ```swift
    /// "\(ColumnType.date)"   // "date"
    /// ```
    public var description: String {
        switch storage {
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        case .bool: "bool"
        case .date: "date"
        }
    }
}
