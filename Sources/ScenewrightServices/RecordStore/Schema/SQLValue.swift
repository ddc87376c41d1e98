import Foundation

/// A value as SQLite stores it: null, a 64-bit integer, a double, text or bytes.
///
/// Every ``ColumnValue`` converts to and from one of these. You meet it when you conform a type of
/// your own to ``ColumnValue``, and in ``RecordStoreError`` messages, which print the stored value
/// with its storage class (`TEXT 'lots'`, `INTEGER 42`).
///
/// ```swift
/// SQLValue.text("Utrecht").storageClass   // "TEXT"
/// Date(timeIntervalSinceReferenceDate: 0).sqlValue   // .real(0)
/// ```
public enum SQLValue: Hashable, Sendable, CustomStringConvertible {
    /// SQL `NULL`: an optional column without a value.
    case null
    /// A signed 64-bit integer (`INTEGER`).
    case integer(Int64)
    /// An IEEE double (`REAL`).
    case real(Double)
    /// UTF-8 text (`TEXT`).
    case text(String)
    /// Bytes (`BLOB`).
    case blob(Data)

    /// The storage class's name as SQLite spells it: `NULL`, `INTEGER`, `REAL`, `TEXT` or `BLOB`.
    ///
    /// Error messages use it to say what a column actually holds.
    ///
    /// ```swift
    /// SQLValue.blob(Data([1, 2])).storageClass   // "BLOB"
    /// ```
    public var storageClass: String {
        switch self {
        case .null: "NULL"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .blob: "BLOB"
        }
    }

    /// The storage class and a short rendering of the value, for messages.
    ///
    /// Text longer than 40 characters is cut with `…`; blobs print their size only.
    ///
    /// ```swift
    /// SQLValue.text("lots").description   // "TEXT 'lots'"
    /// ```
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): "INTEGER \(value)"
        case .real(let value): "REAL \(value)"
        case .text(let value): "TEXT '\(value.count > 40 ? value.prefix(40) + "…" : value)'"
        case .blob(let value): "BLOB (\(value.count) bytes)"
        }
    }

    /// Whether SQLite keeps `number` exactly: not NaN (SQLite stores it as `NULL`) and not -0.0
    /// (stored as the integer 0, it reads back as 0.0).
    static func storable(_ number: Double) -> Bool {
        !number.isNaN && !(number == 0 && number.sign == .minus)
    }

    /// The value as an SQL literal, for the only place values cannot be bound: a column's
    /// `DEFAULT` in `CREATE TABLE` and `ALTER TABLE`.
    ///
    /// Text is quoted with `'` doubled; blobs become `X'…'`; infinities become `9e999` and
    /// `-9e999`, which SQLite reads as ±infinity. Returns `nil` for values the store does not keep
    /// (NaN and -0.0, see ``RecordStoreError/Kind/unsupportedValue``) and text containing a NUL
    /// character, which SQL has no literal for.
    var literal: String? {
        switch self {
        case .null:
            return "NULL"
        case .integer(let value):
            return String(value)
        case .real(let value):
            if value.isInfinite { return value < 0 ? "-9e999" : "9e999" }
            guard Self.storable(value) else { return nil }
            return String(describing: value)
        case .text(let value):
            guard !value.utf8.contains(0) else { return nil }
            return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let value):
            let digits = Array("0123456789ABCDEF")
            var hex = ""
            hex.reserveCapacity(value.count * 2)
            for byte in value {
                hex.append(digits[Int(byte >> 4)])
                hex.append(digits[Int(byte & 0x0F)])
            }
            return "X'" + hex + "'"
        }
    }
}
