import Foundation

/// Turns a record into a row through its `Encodable` conformance.
///
/// Each coding key must name a column of the layout, and each value must be a ``ColumnValue`` of
/// the column's kind; keys the record does not encode (a `nil` optional) stay `NULL`.
enum RowEncoder {
    static func row<R: Record>(for record: R, layout: TableLayout) throws(RecordStoreError) -> [SQLValue] {
        let encoding = RowEncoding(layout: layout)
        do {
            try record.encode(to: encoding)
        } catch let error as RecordStoreError {
            throw error
        } catch {
            throw RecordStoreError(
                .unsupportedValue,
                "Encoding a \(layout.recordName) for \"\(layout.tableName)\" failed: \(error)",
                table: layout.tableName)
        }
        if let failure = encoding.failure { throw failure }
        return encoding.values
    }
}

/// The `Encoder` a record encodes itself into: one keyed container whose keys are columns.
private final class RowEncoding: Encoder {
    let layout: TableLayout
    var values: [SQLValue]
    /// The first unsupported use (a nested or unkeyed container), reported after encoding.
    var failure: RecordStoreError?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(layout: TableLayout) {
        self.layout = layout
        values = Array(repeating: .null, count: layout.width)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RowContainer(encoding: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        reject("an unkeyed container (an array)")
        return RejectingContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        reject("a single value")
        return RejectingContainer()
    }

    func reject(_ what: String, key: String? = nil) {
        guard failure == nil else { return }
        let place = key.map { "\(layout.recordName).\($0)" } ?? layout.recordName
        failure = RecordStoreError(
            .unsupportedValue,
            "\(place) encodes \(what), which a row cannot hold: each stored property must be a column "
                + "value (Int, Double, String, Bool, Date, Data, UUID, an enum with such a raw value, "
                + "or an optional of one). Split nested values into columns, or conform the type to "
                + "ColumnValue.",
            table: layout.tableName)
    }

    /// Refuses a `nil` wrapped in `.some` (an `Int??` holding `.some(nil)`): SQL has one NULL, which
    /// reads back as the outer `nil`. `levels` counts the `.some` inside the encoded `type`; the
    /// synthesized `encodeIfPresent` has already unwrapped the column's outer optionals beyond it.
    func refuseNestedNil(levels: Int, of type: Any.Type, key: String) throws(RecordStoreError) {
        guard let position = layout.positions[key], position > 0 else { return }
        let column = layout.columns[position - 1]
        let encodedDepth = (type as? any OptionalColumnValue.Type)?.optionalDepth ?? 0
        guard levels + max(0, column.optionalDepth - encodedDepth) > 0 else { return }
        throw RecordStoreError(
            .unsupportedValue,
            "\(layout.recordName).\(key) is `.some(nil)`: its \(column.swiftType) holds an empty inner optional. "
                + "SQLite has one NULL, which reads back as nil (the outer optional empty), so the value would "
                + "change. Nothing was written. Use a single optional, or keep the two kinds of empty in two "
                + "columns (the value, and a Bool saying whether one was given).",
            table: layout.tableName)
    }

    func store(_ value: SQLValue, type: ColumnType?, swiftType: Any.Type, key: String)
        throws(RecordStoreError)
    {
        guard let position = layout.positions[key] else {
            throw RecordStoreError(
                .unsupportedValue,
                "\(layout.recordName) encodes \"\(key)\", but \(layout.recordName).schema has no column "
                    + "\"\(key)\". Add `static let \(key) = Column<\(layout.recordName), \(swiftType)>(\"\(key)\")` "
                    + "to the schema, or leave the property out of CodingKeys.",
                table: layout.tableName)
        }
        if position > 0, let type, case let column = layout.columns[position - 1], column.type != type {
            throw RecordStoreError(
                .unsupportedValue,
                "\(layout.recordName).\(key) encodes a \(swiftType) (\(type)), but the schema declares "
                    + "the column as \(column.type) (\(column.swiftType)). Make the column's type match the "
                    + "property's.",
                table: layout.tableName)
        }
        if case .real(let number) = value, !SQLValue.storable(number) {
            throw RecordStoreError(
                .unsupportedValue,
                number.isNaN
                    ? "\(layout.recordName).\(key) is NaN, which SQLite cannot store: it keeps NaN as NULL, so "
                        + "the value would read back as nil (or fail as a missing value). Nothing was written. "
                        + "Store nil in an optional column, or fix the computation that produced NaN."
                    : "\(layout.recordName).\(key) is -0.0, which SQLite stores as the integer 0 and reads back "
                        + "as 0.0, losing the sign. Nothing was written. Store 0.0 (`value + 0.0` turns -0.0 "
                        + "into 0.0), or keep the sign in a separate column.",
                table: layout.tableName)
        }
        values[position] = value
    }
}

/// The keyed container: every value goes to the column named by its key.
private struct RowContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoding: RowEncoding
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        try encoding.store(.null, type: nil, swiftType: Never?.self, key: key.stringValue)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard let value = value as? any ColumnValue else {
            encoding.reject("a \(T.self)", key: key.stringValue)
            return
        }
        if let optional = value as? any OptionalColumnValue, let levels = optional.levelsAroundNil {
            try encoding.refuseNestedNil(levels: levels, of: T.self, key: key.stringValue)
        }
        try encoding.store(
            value.sqlValue, type: Swift.type(of: value).columnType, swiftType: T.self, key: key.stringValue)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try putUnsigned(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try putUnsigned(value, key) }

    private func put<Value: ColumnValue>(_ value: Value, _ key: Key) throws {
        try encoding.store(
            value.sqlValue, type: Value.columnType, swiftType: Value.self, key: key.stringValue)
    }

    private func putUnsigned<Value: UnsignedInteger>(_ value: Value, _ key: Key) throws {
        guard let integer = Int64(exactly: value) else {
            throw RecordStoreError(
                .unsupportedValue,
                "\(encoding.layout.recordName).\(key.stringValue) is \(value), which does not fit SQLite's "
                    + "64-bit signed integers. Store it as text or Data, or use a smaller value.",
                table: encoding.layout.tableName)
        }
        try put(integer, key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoding.reject("a nested container", key: key.stringValue)
        return KeyedEncodingContainer(RejectingKeyedContainer<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoding.reject("an unkeyed container (an array)", key: key.stringValue)
        return RejectingContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoding.reject("a superclass")
        return RejectingEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoding.reject("a superclass", key: key.stringValue)
        return RejectingEncoder()
    }
}
