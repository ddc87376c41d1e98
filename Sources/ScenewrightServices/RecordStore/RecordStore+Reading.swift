extension RecordStore {
    /// The records a query matches, in its order.
    ///
    /// ```swift
    /// let page = try store.fetch(City.filter(City.country == "NL").sorted(by: City.name.ascending).limit(20))
    /// ```
    ///
    /// - Parameter query: Which records, in which order, how many.
    /// - Returns: The records, decoded.
    /// - Throws: ``RecordStoreError`` — `.wrongColumnType` when a stored value does not convert to
    ///   its column's Swift type, or a SQLite failure.
    public func fetch<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> [R] {
        try locked { connection throws(RecordStoreError) in
            let layout = try layout(for: R.self, on: connection)
            var bindings: [SQLValue] = []
            let sql =
                try layout.selectSQL
                + query.clauses(for: layout, bindingLimit: connection.bindingLimit, binding: &bindings)
            var records: [R] = []
            try connection.withStatement(
                sql, bindings, activity: { "Fetching \(layout.recordName)s from \"\(layout.tableName)\"" },
                table: layout.tableName, cache: bindings.count <= Self.cachedBindingLimit
            ) { row throws(RecordStoreError) in
                records.append(try RowDecoder.record(R.self, from: row, layout: layout))
            }
            return records
        }
    }

    /// Every record of a type, in `id` order.
    ///
    /// ```swift
    /// let cities = try store.fetch(City.self)
    /// ```
    ///
    /// - Parameter type: The record type.
    /// - Returns: The records.
    /// - Throws: ``RecordStoreError``, as ``fetch(_:)-(RecordQuery<R>)``.
    public func fetch<R: Record>(_ type: R.Type) throws(RecordStoreError) -> [R] {
        try fetch(RecordQuery<R>())
    }

    /// The record with the given id, or `nil` when there is none.
    ///
    /// ```swift
    /// let city = try store.fetch(City.self, id: 42)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The record type.
    ///   - id: The row id.
    /// - Returns: The record, or `nil`.
    /// - Throws: ``RecordStoreError``, as ``fetch(_:)-(RecordQuery<R>)``.
    public func fetch<R: Record>(_ type: R.Type, id: Int64) throws(RecordStoreError) -> R? {
        try fetchFirst(R.filter(R.id == id))
    }

    /// The first record a query matches, in its order, or `nil`.
    ///
    /// ```swift
    /// let largest = try store.fetchFirst(City.sorted(by: City.population.descending))
    /// ```
    ///
    /// - Parameter query: Which records, in which order; its limit is replaced by 1.
    /// - Returns: The first record, or `nil` when none matches.
    /// - Throws: ``RecordStoreError``, as ``fetch(_:)-(RecordQuery<R>)``.
    public func fetchFirst<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> R? {
        try fetch(query.limit(1, offset: query.skipped)).first
    }

    /// How many records a query matches, within its limit and offset.
    ///
    /// ```swift
    /// let dutch = try store.count(City.filter(City.country == "NL"))
    /// ```
    ///
    /// - Parameter query: Which records.
    /// - Returns: The number of matching records.
    /// - Throws: ``RecordStoreError`` — a SQLite failure.
    public func count<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> Int {
        try locked { connection throws(RecordStoreError) in
            let layout = try layout(for: R.self, on: connection)
            var bindings: [SQLValue] = []
            let sql = try query.statement(
                layout.countSQL, limited: { "SELECT count(*) FROM (\($0))" }, for: layout,
                bindingLimit: connection.bindingLimit, binding: &bindings)
            let rows = try connection.query(
                sql, bindings, activity: "Counting \(layout.recordName)s in \"\(layout.tableName)\"",
                table: layout.tableName, cache: bindings.count <= Self.cachedBindingLimit)
            guard case .integer(let count) = rows.first?.first else { return 0 }
            return Int(count)
        }
    }

    /// How many records of a type there are.
    ///
    /// ```swift
    /// let total = try store.count(City.self)
    /// ```
    ///
    /// - Parameter type: The record type.
    /// - Returns: The number of records.
    /// - Throws: ``RecordStoreError`` — a SQLite failure.
    public func count<R: Record>(_ type: R.Type) throws(RecordStoreError) -> Int {
        try count(RecordQuery<R>())
    }
}
