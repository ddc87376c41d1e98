/// Tables that earlier versions named differently, and how a file written then stays readable.
///
/// Earlier versions named a record type's table after the type alone, so `Inbox.Message` and
/// `Archive.Message` both used `"Message"`. Now each uses its qualified name. The first time a nested
/// type is used on a file that has no table of its new name but one of its old name, whose columns
/// are all the type's, that table is renamed to the new name (its rows are the type's, as far as the
/// file can tell) and the move is written down in the file, in `scenewright_legacy_tables`. From then
/// on, any other type whose table would be the old one — another nested type of that name, or a type
/// of that name nested in nothing — is refused with ``RecordStoreError/Kind/schemaMismatch``: the old
/// table may have held its rows too, and the store cannot tell them apart, so it will not hand that
/// type an empty table in silence. Declaring `tableName` on that type settles it.
enum LegacyTables {
    /// The table that records each move: the old name, the new one and the record type.
    static let ledger = "scenewright_legacy_tables"
}

extension SQLiteConnection {
    /// Applies the rules of ``LegacyTables`` for `layout`, a type that declares no table name:
    /// refuses it when its table was taken by another type, or renames its old table to its new name.
    func adoptLegacyTable(for layout: TableLayout, activity: String) throws(RecordStoreError) {
        guard !layout.isDeclaredName else { return }
        guard try tableExists(LegacyTables.ledger, activity: activity) || layout.legacyTableName != nil
        else { return }
        if try tableExists(layout.tableName, activity: activity) { return }
        // This type's table was the old name of another type's table, moved away.
        if let move = try legacyMove(from: layout.tableName, activity: activity) {
            throw .legacyTableTaken(layout, oldName: layout.tableName, move: move, path: path)
        }
        guard let legacy = layout.legacyTableName else { return }
        if let move = try legacyMove(from: legacy, activity: activity), move.newName != layout.tableName {
            throw .legacyTableTaken(layout, oldName: legacy, move: move, path: path)
        }
        guard try tableExists(legacy, activity: activity), try legacyColumnsFit(legacy, layout, activity)
        else {
            return
        }
        try inSchemaTransaction(activity: activity) { () throws(RecordStoreError) in
            // Again, under the write lock: another connection may have moved it meanwhile.
            guard try !tableExists(layout.tableName, activity: activity),
                try tableExists(legacy, activity: activity)
            else { return }
            try execute(
                "ALTER TABLE \(quoteIdentifier(legacy)) RENAME TO \(quoteIdentifier(layout.tableName))",
                activity: activity, table: layout.tableName, cache: false)
            try execute(
                "CREATE TABLE IF NOT EXISTS \(quoteIdentifier(LegacyTables.ledger)) (\"old_name\" TEXT PRIMARY KEY, "
                    + "\"new_name\" TEXT NOT NULL, \"record_type\" TEXT NOT NULL)",
                activity: activity, cache: false)
            try execute(
                "INSERT OR REPLACE INTO \(quoteIdentifier(LegacyTables.ledger)) VALUES (?, ?, ?)",
                [.text(legacy), .text(layout.tableName), .text(layout.qualifiedName)], activity: activity,
                cache: false)
        }
    }

    /// Where the table once called `oldName` went, and for which type, if it was moved.
    private func legacyMove(from oldName: String, activity: String) throws(RecordStoreError)
        -> (newName: String, recordType: String)?
    {
        guard try tableExists(LegacyTables.ledger, activity: activity) else { return nil }
        let rows = try query(
            "SELECT \"new_name\", \"record_type\" FROM \(quoteIdentifier(LegacyTables.ledger)) "
                + "WHERE \"old_name\" = ? COLLATE NOCASE", [.text(oldName)], activity: activity, cache: false)
        guard let row = rows.first, row.count == 2, case .text(let newName) = row[0],
            case .text(let recordType) = row[1]
        else { return nil }
        return (newName, recordType)
    }

    /// Whether a table called `name` exists (names compared as SQLite compares them).
    func tableExists(_ name: String, activity: String) throws(RecordStoreError) -> Bool {
        try !query(
            "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ? COLLATE NOCASE", [.text(name)],
            activity: activity, cache: false
        ).isEmpty
    }

    /// Whether every column of the old table is one `layout` declares, with an `id` primary key:
    /// a table the type could have written.
    private func legacyColumnsFit(_ table: String, _ layout: TableLayout, _ activity: String)
        throws(RecordStoreError) -> Bool
    {
        let names = try columnNames(of: table, activity: activity).map(sqliteFolded)
        let declared = Set(["id"] + layout.columns.map { sqliteFolded($0.name) })
        return names.contains("id") && names.allSatisfy { declared.contains($0) }
    }
}

extension RecordStoreError {
    /// Two record types whose tables have one name, not both declared.
    static func sharedTable(_ layout: TableLayout, with other: TableLayout) -> RecordStoreError {
        let undeclared = [layout, other].filter { !$0.isDeclaredName }.map(\.qualifiedName)
        return RecordStoreError(
            .invalidSchema,
            "\(layout.qualifiedName) and \(other.qualifiedName) both use the table \"\(layout.tableName)\", but "
                + "\(undeclared.joined(separator: " and ")) \(undeclared.count == 1 ? "does" : "do") not declare it: "
                + "each type would count, fetch and delete the other's rows as its own. Give "
                + "\(layout.qualifiedName) a table of its own (`static let tableName = \"…\"`), or, to share the "
                + "table on purpose, declare the same tableName on both. Nothing was read or written for "
                + "\(layout.qualifiedName).",
            table: layout.tableName)
    }

    /// A type whose table is an old table that was moved to another type.
    static func legacyTableTaken(
        _ layout: TableLayout, oldName: String, move: (newName: String, recordType: String), path: String
    ) -> RecordStoreError {
        RecordStoreError(
            .schemaMismatch,
            "\(layout.qualifiedName) would use the table \"\(oldName)\" of \(path), but an earlier version of "
                + "RecordStore kept every record type named \(layout.recordName) in "
                + "that one table, and it was moved to \"\(move.newName)\" for \(move.recordType), whose rows it "
                + "held. If \(layout.qualifiedName) had rows there, they are in \"\(move.newName)\" now, mixed with "
                + "\(move.recordType)'s; the store cannot tell them apart, so it does not hand "
                + "\(layout.qualifiedName) an empty table in silence. Declare "
                + "`static let tableName = \"\(layout.tableName)\"` on \(layout.qualifiedName) to start its own "
                + "table (after moving its rows over, if it had any), or declare \"\(move.newName)\" to share "
                + "that table on purpose.",
            table: layout.tableName)
    }
}
