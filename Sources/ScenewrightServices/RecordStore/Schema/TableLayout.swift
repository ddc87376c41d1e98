import Foundation
import ScenewrightCore

/// A record type's table, worked out once: its validated columns, where each coding key sits in a
/// row, and the SQL for the statements every record uses.
///
/// Rows are arrays of ``SQLValue`` in the layout's order: `id` first, then the schema's columns.
final class TableLayout: Sendable {
    /// The record type's name, for messages (`"City"`).
    let recordName: String
    /// The table's name.
    let tableName: String
    /// The record type's name with the types it is nested in (`"Inbox.Message"`), for messages that
    /// must tell two types of one name apart.
    let qualifiedName: String
    /// Whether the type declares its table's name (one other than the default).
    let isDeclaredName: Bool
    /// The table an earlier version used for this type by default (`"Message"` for
    /// `Inbox.Message`), when that differs from ``tableName`` and the type declares no name.
    let legacyTableName: String?
    /// The schema's columns, without `id`.
    let columns: [ColumnDefinition]
    /// The position of each column in a row, by name; `id` is at 0.
    let positions: [String: Int]

    let insertSQL: String
    let updateSQL: String
    let selectSQL: String
    let deleteByIDSQL: String
    let countSQL: String

    /// How many values a row has: `id` and the schema's columns.
    var width: Int { columns.count + 1 }

    /// The table's name, quoted for SQL.
    var quotedTable: String { quoteIdentifier(tableName) }

    /// Validates `R`'s schema and builds its layout.
    ///
    /// - Throws: ``RecordStoreError/Kind/invalidSchema`` for an empty table or column name, a
    ///   column named `id`, a column declared twice, or a default SQL cannot express.
    init<R: Record>(_ type: R.Type) throws(RecordStoreError) {
        recordName = String(describing: R.self)
        tableName = R.tableName
        qualifiedName = RecordTableName.qualified(R.self)
        isDeclaredName = tableName != qualifiedName
        let legacy = RecordTableName.legacy(R.self)
        legacyTableName = !isDeclaredName && legacy != tableName ? legacy : nil
        columns = R.schema.columns
        guard !tableName.isEmpty, !tableName.utf8.contains(0) else {
            throw RecordStoreError(
                .invalidSchema,
                "\(recordName).tableName is empty or contains a NUL character. Give the table a plain name.",
                table: tableName)
        }
        let folded = sqliteFolded(tableName)
        if folded.hasPrefix("sqlite_") || folded == sqliteFolded(LegacyTables.ledger) {
            throw RecordStoreError(
                .invalidSchema,
                "\(recordName).tableName is \"\(tableName)\", a name \(folded.hasPrefix("sqlite_") ? "SQLite reserves for its own tables (every name starting with sqlite_, in any letter case)" : "the record store keeps for itself"). "
                    + "Declare another `static let tableName` for \(recordName). Nothing was created.",
                table: tableName)
        }
        var positions = ["id": 0]
        var lowercased: Set<String> = ["id"]
        for (offset, column) in columns.enumerated() {
            guard !column.name.isEmpty, !column.name.utf8.contains(0) else {
                throw RecordStoreError(
                    .invalidSchema,
                    "\(recordName).schema has a column with an empty name or a NUL character (position "
                        + "\(offset + 1)). Name it after its property.", table: tableName)
            }
            guard lowercased.insert(sqliteFolded(column.name)).inserted else {
                let problem =
                    sqliteFolded(column.name) == "id"
                    ? "declares a column \"\(column.name)\", but every record table already has \"id\" "
                        + "(its primary key, from `var id: Int64?`). Remove it from the schema."
                    : "declares the column \"\(column.name)\" twice (SQLite names ignore case). "
                        + "List each column once."
                throw RecordStoreError(.invalidSchema, "\(recordName).schema " + problem, table: tableName)
            }
            if let value = column.defaultValue, value.literal == nil {
                throw RecordStoreError(
                    .invalidSchema,
                    "The default of \(recordName).\(column.name), \(value), cannot be written in SQL "
                        + "(NaN or -0.0, which SQLite does not keep, or text with a NUL character). Choose another default.",
                    table: tableName)
            }
            positions[column.name] = offset + 1
        }
        self.positions = positions

        let table = quoteIdentifier(tableName)
        let names = ["id"] + columns.map(\.name)
        let placeholders = Array(repeating: "?", count: names.count).joined(separator: ", ")
        insertSQL =
            "INSERT INTO \(table) (\(names.map(quoteIdentifier).joined(separator: ", "))) VALUES (\(placeholders))"
        let assignments =
            columns.isEmpty ? ["\"id\" = \"id\""] : columns.map { "\(quoteIdentifier($0.name)) = ?" }
        updateSQL = "UPDATE \(table) SET \(assignments.joined(separator: ", ")) WHERE \"id\" = ?"
        selectSQL = "SELECT \(names.map(quoteIdentifier).joined(separator: ", ")) FROM \(table)"
        deleteByIDSQL = "DELETE FROM \(table) WHERE \"id\" = ?"
        countSQL = "SELECT count(*) FROM \(table)"
    }

    /// `CREATE TABLE IF NOT EXISTS` for a new table.
    var createTableSQL: String {
        let definitions =
            ["\"id\" INTEGER PRIMARY KEY"] + columns.map { "\(quoteIdentifier($0.name)) \($0.declaration)" }
        return "CREATE TABLE IF NOT EXISTS \(quotedTable) (\(definitions.joined(separator: ", ")))"
    }

    /// The indexes the schema asks for: one per indexed or unique column. A unique text column's
    /// index compares with Swift's `==` (``SwiftTextSemantics/collation``), so that it refuses a
    /// second row exactly when a predicate's `==` would find the first.
    var indexes: [IndexDefinition] {
        columns.compactMap { column in
            guard column.isIndexed || column.isUnique else { return nil }
            return IndexDefinition(
                table: tableName, column: column.name, isUnique: column.isUnique,
                comparesAsSwift: column.isUnique && column.type == .text)
        }
    }

    /// Whether the column `name` has a unique index that compares text with Swift's `==`: then
    /// equality on it is written with that collation, so that SQLite can use the index.
    func hasSwiftUniqueIndex(_ name: String) -> Bool {
        guard let position = positions[name], position > 0 else { return false }
        let column = columns[position - 1]
        return column.isUnique && column.type == .text
    }

    /// Whether the column `name` (`id` included) may hold `NULL`; `nil` for a name the schema does not
    /// declare.
    func isOptional(_ name: String) -> Bool? {
        if name == "id" { return false }
        return positions[name].map { columns[$0 - 1].isOptional }
    }

    /// The kind of the column `name` (`id` included), or an ``RecordStoreError/Kind/unknownColumn``
    /// error naming the record type and the closest declared names.
    ///
    /// - Parameters:
    ///   - name: A column name from a predicate or an ordering.
    ///   - use: Where the name appeared, for the message (`"a predicate"`).
    func columnType(of name: String, usedIn use: String) throws(RecordStoreError) -> ColumnType {
        if name == "id" { return .integer }
        guard let position = positions[name] else {
            throw RecordStoreError.unknownColumn(
                name, of: recordName, table: tableName, usedIn: use, known: ["id"] + columns.map(\.name))
        }
        return columns[position - 1].type
    }
}

/// An index the store manages for an indexed or unique column.
///
/// Its name, `scenewright_<unique|index>_<table's UTF-8 length>_<table>_<column>`, cannot be shared
/// by two table and column pairs: the length says where the table's name ends (`a_b` and `c` make
/// `…_3_a_b_c`, `a` and `b_c` make `…_1_a_b_c`).
struct IndexDefinition: Hashable, Sendable {
    let table: String
    let column: String
    let isUnique: Bool
    /// Whether the index compares with ``SwiftTextSemantics/collation`` rather than byte by byte.
    var comparesAsSwift = false

    /// The prefix of every index name the store manages.
    static let namePrefix = "scenewright_"

    var name: String {
        "\(Self.namePrefix)\(isUnique ? "unique" : "index")_\(table.utf8.count)_\(table)_\(column)"
    }

    /// The collation the index's column is compared with, as `pragma_index_xinfo` names it.
    var collation: String { comparesAsSwift ? SwiftTextSemantics.collation : "BINARY" }

    var createSQL: String {
        "CREATE \(isUnique ? "UNIQUE INDEX" : "INDEX") \(quoteIdentifier(name)) ON "
            + "\(quoteIdentifier(table)) (\(quoteIdentifier(column))"
            + (comparesAsSwift ? " COLLATE \(SwiftTextSemantics.collation))" : ")")
    }

    /// The names earlier versions gave the indexes of `column` (`<table>_<column>_unique` and
    /// `<table>_<column>_index`), which could collide between tables.
    static func legacyNames(table: String, column: String) -> [String] {
        ["\(table)_\(column)_unique", "\(table)_\(column)_index"]
    }

    /// Whether an index on `table` named `name` is one the store made, under any version's naming.
    static func isManaged(_ name: String, table: String, columns: [String]) -> Bool {
        let lowercased = name.lowercased()
        return lowercased.hasPrefix(namePrefix)
            || columns.contains { column in
                legacyNames(table: table, column: column).contains { $0.lowercased() == lowercased }
            }
    }
}

extension RecordStoreError {
    /// The error for a column name the schema does not declare, with the closest declared names.
    static func unknownColumn(
        _ name: String, of record: String, table: String, usedIn use: String, known: [String]
    ) -> RecordStoreError {
        let close = closeNames(to: name, among: known)
        let suggestion =
            close.isEmpty
            ? "" : " Did you mean \(close.map { "\"\($0)\"" }.joined(separator: " or "))?"
        let listed = known.map { "\"\($0)\"" }.joined(separator: ", ")
        return RecordStoreError(
            .unknownColumn,
            "\(record) has no column \"\(name)\" (used in \(use)).\(suggestion) Its columns are \(listed). "
                + "Use the record's static columns, or add the column to \(record).schema. Nothing ran.",
            table: table)
    }

    /// Up to three of `names` within a small edit distance of `name` (ignoring case), closest first.
    static func closeNames(to name: String, among names: [String]) -> [String] {
        let target = name.lowercased()
        let limit = max(2, target.count / 3)
        return names.map { ($0, Suggestions.editDistance(target, $0.lowercased())) }
            .filter { $0.1 <= limit }
            .sorted { $0.1 < $1.1 }
            .prefix(3)
            .map(\.0)
    }
}

/// `name` as SQLite compares identifiers: ASCII letters folded to lowercase, every other character
/// as it is (SQLite does not fold "É" to "é", as Swift's `lowercased()` does).
func sqliteFolded(_ name: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
        let isUppercaseASCIILetter = (0x41...0x5A).contains(scalar.value)
        scalars.append(isUppercaseASCIILetter ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar)
    }
    return String(scalars)
}

/// `identifier` as an SQL identifier: in double quotes, with inner double quotes doubled, so any
/// table or column name is safe in a statement.
func quoteIdentifier(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
