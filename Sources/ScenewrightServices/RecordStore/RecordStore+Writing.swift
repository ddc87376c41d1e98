extension RecordStore {
    /// Inserts a record and returns its new row id.
    ///
    /// A record whose `id` is `nil` gets the next free id; one with an `id` is inserted under it.
    /// The record itself is a value and is not changed: use ``save(_:)`` to have its `id` set.
    ///
    /// ```swift
    /// let id = try store.insert(City(name: "Utrecht", population: 361_924, country: "NL"))
    /// ```
    ///
    /// - Parameter record: The record to insert.
    /// - Returns: The row id, which is the record's `id` from now on.
    /// - Throws: ``RecordStoreError`` — `.uniqueConstraint` when a unique column already holds the
    ///   value, `.primaryKeyConstraint` when the given `id` is taken, `.unsupportedValue` for a
    ///   property the schema does not declare, or another SQLite failure.
    @discardableResult
    public func insert<R: Record>(_ record: R) throws(RecordStoreError) -> Int64 {
        try locked { connection throws(RecordStoreError) in
            let layout = try layout(for: R.self, on: connection)
            let row = try RowEncoder.row(for: record, layout: layout)
            try connection.execute(
                layout.insertSQL, row,
                activity: "Inserting a \(layout.recordName) into \"\(layout.tableName)\"",
                table: layout.tableName)
            return connection.lastInsertRowID
        }
    }

    /// Writes every column of a stored record back to its row.
    ///
    /// ```swift
    /// city.population += 1
    /// try store.update(city)
    /// ```
    ///
    /// - Parameter record: The record, with the `id` it was stored under.
    /// - Throws: ``RecordStoreError`` — `.missingID` when `id` is `nil`, `.recordNotFound` when no
    ///   row has the id, a constraint kind, or another SQLite failure.
    public func update<R: Record>(_ record: R) throws(RecordStoreError) {
        guard let id = record.id else { throw Self.missingID(R.self, doing: "update") }
        try locked { connection throws(RecordStoreError) in
            let layout = try layout(for: R.self, on: connection)
            let row = try RowEncoder.row(for: record, layout: layout)
            let bindings = layout.columns.isEmpty ? [.integer(id)] : Array(row.dropFirst()) + [.integer(id)]
            try connection.execute(
                layout.updateSQL, bindings,
                activity: "Updating \(layout.recordName) \(id) in \"\(layout.tableName)\"",
                table: layout.tableName)
            guard connection.changes > 0 else {
                throw RecordStoreError(
                    .recordNotFound,
                    "Updating \(layout.recordName) \(id) in \"\(layout.tableName)\" changed nothing: no row has "
                        + "id \(id) (it was deleted, or inserted in another store). Insert the record instead, "
                        + "or fetch it again.",
                    table: layout.tableName)
            }
        }
    }

    /// Inserts a new record and sets its `id`, or updates a stored one.
    ///
    /// ```swift
    /// var city = City(name: "Delft", population: 104_000, country: "NL")
    /// try store.save(&city)   // city.id is set now
    /// ```
    ///
    /// - Parameter record: The record; its `id` is set when it is inserted.
    /// - Throws: ``RecordStoreError``, as ``insert(_:)`` and ``update(_:)``.
    public func save<R: Record>(_ record: inout R) throws(RecordStoreError) {
        if record.id == nil {
            record.id = try insert(record)
        } else {
            try update(record)
        }
    }

    /// Deletes a stored record's row.
    ///
    /// ```swift
    /// try store.delete(city)
    /// ```
    ///
    /// - Parameter record: The record, with the `id` it was stored under.
    /// - Returns: Whether a row was deleted (`false` when none had the id).
    /// - Throws: ``RecordStoreError`` — `.missingID` when `id` is `nil`, `.foreignKeyConstraint`
    ///   when other rows refer to it, or another SQLite failure.
    @discardableResult
    public func delete<R: Record>(_ record: R) throws(RecordStoreError) -> Bool {
        guard let id = record.id else { throw Self.missingID(R.self, doing: "delete") }
        return try delete(R.self, id: id)
    }

    /// Deletes the row with the given id.
    ///
    /// ```swift
    /// try store.delete(City.self, id: 42)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The record type.
    ///   - id: The row id.
    /// - Returns: Whether a row was deleted.
    /// - Throws: ``RecordStoreError`` — a SQLite failure.
    @discardableResult
    public func delete<R: Record>(_ type: R.Type, id: Int64) throws(RecordStoreError) -> Bool {
        try locked { connection throws(RecordStoreError) in
            let layout = try layout(for: R.self, on: connection)
            try connection.execute(
                layout.deleteByIDSQL, [.integer(id)],
                activity: "Deleting \(layout.recordName) \(id) from \"\(layout.tableName)\"",
                table: layout.tableName)
            return connection.changes > 0
        }
    }

    /// Deletes every record the query matches; with a limit, the first ones in the query's order.
    ///
    /// ```swift
    /// try store.delete(City.filter(City.population < 1_000))
    /// try store.delete(Visit.sorted(by: Visit.date.ascending).limit(100))   // the 100 oldest
    /// ```
    ///
    /// - Parameter query: Which records to delete.
    /// - Returns: How many rows were deleted.
    /// - Throws: ``RecordStoreError`` — a SQLite failure.
    @discardableResult
    public func delete<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> Int {
        try locked { connection throws(RecordStoreError) in
            let layout = try layout(for: R.self, on: connection)
            var bindings: [SQLValue] = []
            let sql = try query.statement(
                "DELETE FROM \(layout.quotedTable)",
                limited: { "DELETE FROM \(layout.quotedTable) WHERE \"id\" IN (\($0))" }, for: layout,
                bindingLimit: connection.bindingLimit, binding: &bindings)
            try connection.execute(
                sql, bindings, activity: "Deleting \(layout.recordName)s from \"\(layout.tableName)\"",
                table: layout.tableName, cache: bindings.count <= Self.cachedBindingLimit)
            return connection.changes
        }
    }

    static func missingID<R: Record>(_ type: R.Type, doing operation: String) -> RecordStoreError {
        RecordStoreError(
            .missingID,
            "Cannot \(operation) a \(R.self) whose id is nil: it was never stored. Insert it first "
                + "(`save(_:)` sets the id), or use the record fetch returned.",
            table: R.tableName)
    }
}
