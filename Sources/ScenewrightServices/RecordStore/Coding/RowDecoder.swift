/// Turns a row into a record through its `Decodable` conformance.
///
/// Values convert through ``ColumnValue/init(sqlValue:)``, never a force cast: a stored value of
/// another type throws ``RecordStoreError/Kind/wrongColumnType`` naming the table, column, row id,
/// the Swift type and what the database holds.
enum RowDecoder {
    static func record<R: Record>(_ type: R.Type, from row: [SQLValue], layout: TableLayout)
        throws(RecordStoreError) -> R
    {
        do {
            return try R(from: RowDecoding(layout: layout, values: row))
        } catch let error as RecordStoreError {
            throw error
        } catch {
            throw RecordStoreError(
                .unsupportedValue,
                "Decoding a \(layout.recordName) from row \(rowID(row)) of \"\(layout.tableName)\" failed: "
                    + "\(error)",
                table: layout.tableName)
        }
    }
}

/// A row's id for messages: the number, or `?` when the row has none.
private func rowID(_ row: [SQLValue]) -> String {
    guard case .integer(let id) = row.first else { return "?" }
    return String(id)
}

private struct RowDecoding: Decoder {
    let layout: TableLayout
    let values: [SQLValue]

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RowReader(layout: layout, values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw unsupported("an unkeyed container (an array)")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw unsupported("a single value")
    }

    func unsupported(_ what: String) -> RecordStoreError {
        RecordStoreError(
            .unsupportedValue,
            "\(layout.recordName) decodes itself from \(what), but a row is a set of named columns. "
                + "Decode each property from a keyed container (the synthesized Decodable does).",
            table: layout.tableName)
    }
}

/// The keyed container: every key reads the column of the same name.
private struct RowReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let layout: TableLayout
    let values: [SQLValue]

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        (["id"] + layout.columns.map(\.name)).compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool { layout.positions[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try stored(key) == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(key) }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        let value: Int64 = try read(key)
        guard let unsigned = UInt(exactly: value) else { throw wrongType(key, UInt.self, .integer(value)) }
        return unsigned
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        let value: Int64 = try read(key)
        guard let unsigned = UInt64(exactly: value) else {
            throw wrongType(key, UInt64.self, .integer(value))
        }
        return unsigned
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let valueType = T.self as? any ColumnValue.Type else {
            throw RecordStoreError(
                .unsupportedValue,
                "\(layout.recordName).\(key.stringValue) decodes a \(T.self), which is not a column value. "
                    + "Split it into columns, or conform \(T.self) to ColumnValue.",
                table: layout.tableName)
        }
        let value = try stored(key)
        guard let converted = valueType.init(sqlValue: value), let typed = converted as? T else {
            throw wrongType(key, T.self, value)
        }
        return typed
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw nested(key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw nested(key)
    }

    func superDecoder() throws -> any Decoder { RowDecoding(layout: layout, values: values) }

    func superDecoder(forKey key: Key) throws -> any Decoder { throw nested(key) }

    private func read<Value: ColumnValue>(_ key: Key) throws(RecordStoreError) -> Value {
        let value = try stored(key)
        guard let converted = Value(sqlValue: value) else { throw wrongType(key, Value.self, value) }
        return converted
    }

    private func stored(_ key: Key) throws(RecordStoreError) -> SQLValue {
        guard let position = layout.positions[key.stringValue] else {
            throw RecordStoreError(
                .unsupportedValue,
                "\(layout.recordName) decodes \"\(key.stringValue)\", but \(layout.recordName).schema has "
                    + "no column \"\(key.stringValue)\". Add `static let \(key.stringValue) = "
                    + "Column<\(layout.recordName), …>(\"\(key.stringValue)\")` to the schema.",
                table: layout.tableName)
        }
        return values[position]
    }

    private func wrongType(_ key: Key, _ type: Any.Type, _ value: SQLValue) -> RecordStoreError {
        let column = key.stringValue
        let declared = layout.positions[column].flatMap { $0 > 0 ? layout.columns[$0 - 1].type : nil }
        let kind = declared.map { " (\($0))" } ?? ""
        return RecordStoreError(
            .wrongColumnType,
            "The column \"\(column)\" of \"\(layout.tableName)\" holds \(value) in row \(rowID(values)), "
                + "which is not a valid \(type)\(kind) for \(layout.recordName).\(column). The row was "
                + "written outside this schema: fix the stored value, or declare the column with a "
                + "Swift type that matches it.",
            table: layout.tableName)
    }

    private func nested(_ key: Key) -> RecordStoreError {
        RecordStoreError(
            .unsupportedValue,
            "\(layout.recordName).\(key.stringValue) decodes a nested container, but a column holds one "
                + "value. Split it into columns, or conform its type to ColumnValue.",
            table: layout.tableName)
    }
}
