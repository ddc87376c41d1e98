extension SQLiteConnection {
    /// Makes the table in the file match `layout`: creates it when missing, adds new columns with
    /// their defaults, creates the declared indexes and drops the store's indexes the schema no
    /// longer declares, and refuses every other difference.
    ///
    /// A table that already matches is only read. Otherwise the changes run in a write transaction
    /// taken up front (`BEGIN IMMEDIATE`, or a savepoint inside the store's own transaction), so
    /// that connections preparing the same new file at once wait for each other rather than fail,
    /// and a refused or failed migration changes nothing.
    ///
    /// - Throws: ``RecordStoreError/Kind/schemaMismatch`` for removed columns, changed types or
    ///   nullability, or a table without an `INTEGER PRIMARY KEY` named `id`;
    ///   ``RecordStoreError/Kind/missingDefault`` for a new non-optional column without a default;
    ///   any SQLite failure (`.uniqueConstraint` for a unique index over duplicate values, say).
    func migrate(to layout: TableLayout) throws(RecordStoreError) {
        let activity = "Preparing the table \"\(layout.tableName)\" for \(layout.recordName)"
        try adoptLegacyTable(for: layout, activity: activity)
        if try migrationSteps(layout, activity: activity).isEmpty { return }
        try inSchemaTransaction(activity: activity) { () throws(RecordStoreError) in
            // Again, under the write lock: another connection may have migrated meanwhile.
            let steps = try migrationSteps(layout, activity: activity)
            for sql in steps {
                do throws(RecordStoreError) {
                    try execute(sql, activity: activity, table: layout.tableName, cache: false)
                } catch {
                    guard error.kind == .uniqueConstraint,
                        let index = layout.indexes.first(where: { $0.isUnique && $0.createSQL == sql })
                    else { throw error }
                    let added = steps.contains {
                        $0.hasPrefix("ALTER TABLE")
                            && $0.contains(" ADD COLUMN \(quoteIdentifier(index.column)) ")
                    }
                    throw duplicateValuesError(
                        error, index: index, layout: layout, activity: activity, addedInThisMigration: added)
                }
            }
        }
    }

    /// Runs `body` in a write transaction taken before anything is read: `BEGIN IMMEDIATE` outside
    /// a transaction (retried while another connection holds the lock, within the busy timeout),
    /// a savepoint inside one. When `body` throws, everything it did is rolled back.
    func inSchemaTransaction(
        activity: String, _ body: () throws(RecordStoreError) -> Void
    ) throws(RecordStoreError) {
        try retryingWhileBusy { () throws(RecordStoreError) in
            let outermost = isAutocommit
            try execute(
                outermost ? "BEGIN IMMEDIATE" : "SAVEPOINT scenewright_schema", activity: activity,
                cache: false)
            do throws(RecordStoreError) {
                try body()
                try execute(
                    outermost ? "COMMIT" : "RELEASE scenewright_schema", activity: activity, cache: false)
            } catch {
                if outermost {
                    if !isAutocommit { try? execute("ROLLBACK", activity: activity, cache: false) }
                } else {
                    try? execute("ROLLBACK TO scenewright_schema", activity: activity, cache: false)
                    try? execute("RELEASE scenewright_schema", activity: activity, cache: false)
                }
                throw error
            }
        }
    }

    /// The names of the table's columns as the file has them, in table order; empty when the table
    /// does not exist.
    func columnNames(of table: String, activity: String) throws(RecordStoreError) -> [String] {
        try query("SELECT name FROM pragma_table_info(?)", [.text(table)], activity: activity, table: table)
            .compactMap { row in if case .text(let name)? = row.first { name } else { nil } }
    }

    private struct ExistingColumn {
        let name: String
        let declaredType: String
        let isNotNull: Bool
        let isPrimaryKey: Bool
    }

    /// The statements that make the table match `layout`, or none when it does.
    private func migrationSteps(_ layout: TableLayout, activity: String) throws(RecordStoreError) -> [String]
    {
        let rows = try query(
            "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?)", [.text(layout.tableName)],
            activity: activity, table: layout.tableName)
        if rows.isEmpty {
            return [layout.createTableSQL] + layout.indexes.map(\.createSQL)
        }
        let existing = rows.compactMap { row -> ExistingColumn? in
            guard row.count == 4, case .text(let name) = row[0] else { return nil }
            let type: String = if case .text(let type) = row[1] { type.uppercased() } else { "" }
            return ExistingColumn(
                name: name, declaredType: type, isNotNull: row[2] == .integer(1),
                isPrimaryKey: row[3] != .integer(0))
        }
        var steps = try addedColumns(layout, existing: existing).map { column in
            "ALTER TABLE \(layout.quotedTable) ADD COLUMN \(quoteIdentifier(column.name)) \(column.declaration)"
        }
        let indexNames = try query(
            "SELECT name FROM pragma_index_list(?) WHERE origin = 'c'", [.text(layout.tableName)],
            activity: activity, table: layout.tableName
        ).compactMap { row in if case .text(let name)? = row.first { name } else { nil } }
        let wanted = layout.indexes
        let wantedNames = Set(wanted.map { sqliteFolded($0.name) })
        let presentNames = Set(indexNames.map { sqliteFolded($0) })
        let columnNames = existing.map(\.name) + layout.columns.map(\.name)
        for name in indexNames
        where !wantedNames.contains(sqliteFolded(name))
            && IndexDefinition.isManaged(name, table: layout.tableName, columns: columnNames)
        {
            steps.append("DROP INDEX \(quoteIdentifier(name))")
        }
        for index in wanted {
            if presentNames.contains(sqliteFolded(index.name)) {
                // Made by an earlier version, whose unique text indexes compared bytes: made again.
                guard
                    try indexCollation(index.name, activity: activity, table: layout.tableName)
                        != index.collation.lowercased()
                else { continue }
                steps.append("DROP INDEX \(quoteIdentifier(index.name))")
            }
            steps.append(index.createSQL)
        }
        return steps
    }

    /// The collation of the index's (first) column, lowercased: `binary` for byte comparison.
    private func indexCollation(_ index: String, activity: String, table: String) throws(RecordStoreError)
        -> String
    {
        let rows = try query(
            "SELECT coll FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno LIMIT 1", [.text(index)],
            activity: activity, table: table)
        guard case .text(let collation)? = rows.first?.first else { return "binary" }
        return collation.lowercased()
    }

    /// The error for a unique index that could not be made because rows already hold equal values
    /// (by Swift's `==`), naming up to three groups of them with their ids.
    func duplicateValuesError(
        _ error: RecordStoreError, index: IndexDefinition, layout: TableLayout, activity: String,
        addedInThisMigration: Bool = false
    ) -> RecordStoreError {
        let record = layout.recordName
        let definition = layout.columns.first { $0.name == index.column }
        if addedInThisMigration, let definition {
            let rows =
                (try? query("SELECT count(*) FROM \(layout.quotedTable)", activity: activity, cache: false))
                .flatMap { rows -> Int64? in
                    if case .integer(let count)? = rows.first?.first { count } else { nil }
                } ?? 0
            let value = definition.defaultValue.map { "\($0)" } ?? "NULL"
            return RecordStoreError(
                .uniqueConstraint,
                "\(activity) failed: \(record).\(index.column) is new and unique, and the \(rows) rows already "
                    + "in \"\(layout.tableName)\" in \(path) would all get its default, \(value), so they would hold "
                    + "equal values. Nothing was changed. Make the new column optional with no default "
                    + "(`\(definition.swiftType)?`: NULLs never collide), or add it without `unique: true`, give "
                    + "each row its own value in a transaction, then declare it unique.",
                resultCode: error.resultCode, sqliteMessage: error.sqliteMessage, sql: error.sql,
                table: layout.tableName)
        }
        let column = quoteIdentifier(index.column)
        let collate = index.comparesAsSwift ? " COLLATE \(SwiftTextSemantics.collation)" : ""
        let groups =
            (try? query(
                "SELECT \(column) FROM \(layout.quotedTable) WHERE \(column) IS NOT NULL GROUP BY \(column)"
                    + "\(collate) HAVING count(*) > 1 LIMIT 3", activity: activity, table: layout.tableName,
                cache: false)) ?? []
        var described: [String] = []
        for group in groups {
            guard let value = group.first else { continue }
            let rows =
                (try? query(
                    "SELECT \"id\", \(column) FROM \(layout.quotedTable) WHERE \(column) = ?\(collate) LIMIT 5",
                    [value], activity: activity, table: layout.tableName, cache: false)) ?? []
            described.append(
                rows.map { row in
                    let id = if case .integer(let id)? = row.first { "\(id)" } else { "?" }
                    let text =
                        if case .text(let text)? = row.last { text.debugDescription } else {
                            "\(row.last ?? .null)"
                        }
                    return "id \(id): \(text)"
                }.joined(separator: ", "))
        }
        let listed = described.isEmpty ? "" : " Equal values: " + described.joined(separator: "; ") + "."
        let equality =
            index.comparesAsSwift
            ? "values that are equal as Swift compares them (canonically equivalent text, such as \"é\" "
                + "precomposed and as \"e\" with a combining accent)."
            : "equal values."
        return RecordStoreError(
            .uniqueConstraint,
            "\(activity) failed: \(layout.recordName).\(index.column) is unique, but rows of \"\(layout.tableName)\" "
                + "in \(path) already hold " + equality
                + listed + " Nothing was changed. Change or delete all but one row of each group (open the "
                + "store with the column declared without `unique: true` to do it), then declare it unique again.",
            resultCode: error.resultCode, sqliteMessage: error.sqliteMessage, sql: error.sql,
            table: layout.tableName)
    }

    /// The schema's columns the table lacks, after checking that nothing else differs.
    private func addedColumns(
        _ layout: TableLayout, existing: [ExistingColumn]
    ) throws(RecordStoreError) -> [ColumnDefinition] {
        let record = layout.recordName
        let table = "\"\(layout.tableName)\" in \(path)"
        guard
            existing.contains(where: {
                sqliteFolded($0.name) == "id" && $0.isPrimaryKey && $0.declaredType == "INTEGER"
            })
        else {
            throw RecordStoreError(
                .schemaMismatch,
                "The table \(table) has no INTEGER PRIMARY KEY column \"id\", so it was not made for a "
                    + "Record. Give \(record) another tableName.",
                table: layout.tableName)
        }
        // Names compare as SQLite compares them, folding the case of ASCII letters only: "Éa" and
        // "éa" are two columns to SQLite, so a rename between them is a column removed and one added.
        let declared = Dictionary(
            layout.columns.map { (sqliteFolded($0.name), $0) }, uniquingKeysWith: { a, _ in a })
        var problems: [String] = []
        for column in existing where sqliteFolded(column.name) != "id" {
            guard let definition = declared[sqliteFolded(column.name)] else {
                problems.append(
                    "It has the column \"\(column.name)\" (\(column.declaredType)), which \(record).schema no "
                        + "longer declares. RecordStore never drops a column, since that loses its data: "
                        + "declare it again (optional, so new rows leave it empty), or drop it on purpose "
                        + "with `store.removeColumn(\"\(column.name)\", from: \(record).self)`.")
                continue
            }
            let expected = definition.type.declaredType
            if column.declaredType != expected {
                problems.append(
                    "The column \"\(column.name)\" is declared \(column.declaredType) in the file, but "
                        + "\(record).schema makes it \(definition.type) (\(definition.swiftType)), declared "
                        + "\(expected). RecordStore does not convert columns: keep the old Swift type, or add a "
                        + "new column with the new type and copy the values over in a transaction.")
            }
            if column.isNotNull == definition.isOptional {
                let change =
                    definition.isOptional
                    ? "is NOT NULL in the file, but \(record).schema makes it optional "
                        + "(\(definition.swiftType)); SQLite cannot drop NOT NULL from a column. Make it "
                        + "non-optional again, or add a new optional column and copy the values over."
                    : "may hold NULL in the file, but \(record).schema makes it non-optional "
                        + "(\(definition.swiftType)), and rows without a value would not decode. Make it "
                        + "optional again, or add a new non-optional column with a default."
                problems.append("The column \"\(column.name)\" " + change)
            }
        }
        guard problems.isEmpty else {
            throw RecordStoreError(
                .schemaMismatch,
                "The table \(table) does not match \(record).schema:\n  - "
                    + problems.joined(separator: "\n  - "),
                table: layout.tableName)
        }
        let present = Set(existing.map { sqliteFolded($0.name) })
        let added = layout.columns.filter { !present.contains(sqliteFolded($0.name)) }
        if let column = added.first(where: { !$0.isOptional && $0.defaultValue == nil }) {
            throw RecordStoreError(
                .missingDefault,
                "\(record).\(column.name) is new in \(record).schema and not optional, but has no default, "
                    + "so the rows already in \(table) would have no value for it. Give it one "
                    + "(`Column<\(record), \(column.swiftType)>(\"\(column.name)\", default: …)`) or make it "
                    + "optional (`\(column.swiftType)?`).",
                table: layout.tableName)
        }
        return added
    }
}
