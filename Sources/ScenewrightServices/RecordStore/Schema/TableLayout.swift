import Foundation

/// A record type's table, worked out once: its validated columns, where each coding key sits in a
/// row, and the SQL for the statements every record uses.
///
/// Rows are arrays of ``SQLValue`` in the layout's order: `id` first, then the schema's columns.
struct TableLayout: Sendable {
    /// The record type's name, for messages (`"City"`).
    let recordName: String
    /// The table's name.
    let tableName: String
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
        columns = R.schema.columns
        guard !tableName.isEmpty, !tableName.utf8.contains(0) else {
            throw RecordStoreError(
                .invalidSchema,
                "\(recordName).tableName is empty or contains a NUL character. Give the table a plain name.",
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
            guard lowercased.insert(column.name.lowercased()).inserted else {
                let problem =
                    column.name.lowercased() == "id"
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
                        + "(a non-finite number, or text with a NUL character). Choose another default.",
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

    /// `CREATE [UNIQUE] INDEX IF NOT EXISTS` for each indexed or unique column.
    var createIndexSQL: [String] {
        columns.compactMap { column in
            guard column.isIndexed || column.isUnique else { return nil }
            let kind = column.isUnique ? "UNIQUE INDEX" : "INDEX"
            let name = quoteIdentifier("\(tableName)_\(column.name)_\(column.isUnique ? "unique" : "index")")
            return "CREATE \(kind) IF NOT EXISTS \(name) ON \(quotedTable) (\(quoteIdentifier(column.name)))"
        }
    }
}

/// `identifier` as an SQL identifier: in double quotes, with inner double quotes doubled, so any
/// table or column name is safe in a statement.
func quoteIdentifier(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
