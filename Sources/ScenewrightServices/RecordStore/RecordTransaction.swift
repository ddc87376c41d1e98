/// The store's operations inside ``RecordStore/transaction(_:)``: everything done through it is
/// committed together or rolled back together.
///
/// It offers the store's reads and writes with the same meaning; reads see the transaction's own
/// writes. It is valid only while the closure runs — afterwards every method throws
/// `RecordStoreError.Kind.transactionEnded` — and it is not `Sendable`: use it on the thread that
/// runs the closure.
///
/// ```swift
/// try store.transaction { transaction in
///     for city in imported { try transaction.insert(city) }
///     guard try transaction.count(City.self) <= limit else { throw ImportError.tooMany }
/// }
/// ```
public final class RecordTransaction {
    private let store: RecordStore
    /// Whether the closure that received this transaction is still running.
    var isActive = true

    init(store: RecordStore) {
        self.store = store
    }

    private func checkActive() throws(RecordStoreError) {
        guard isActive else {
            throw RecordStoreError(
                .transactionEnded,
                "A RecordTransaction of the store at \(store.path) was used after its closure returned, "
                    + "when it was already committed or rolled back. Use the store, or start a new "
                    + "transaction.")
        }
    }

    /// Inserts a record as part of the transaction; see ``RecordStore/insert(_:)``.
    ///
    /// ```swift
    /// let id = try transaction.insert(city)
    /// ```
    ///
    /// - Parameter record: The record to insert.
    /// - Returns: The new row id.
    /// - Throws: ``RecordStoreError``, as ``RecordStore/insert(_:)``, or `.transactionEnded`.
    @discardableResult
    public func insert<R: Record>(_ record: R) throws(RecordStoreError) -> Int64 {
        try checkActive()
        return try store.insert(record)
    }

    /// Updates a stored record as part of the transaction; see ``RecordStore/update(_:)``.
    ///
    /// ```swift
    /// try transaction.update(city)
    /// ```
    ///
    /// - Parameter record: The record, with its `id`.
    /// - Throws: ``RecordStoreError``, as ``RecordStore/update(_:)``, or `.transactionEnded`.
    public func update<R: Record>(_ record: R) throws(RecordStoreError) {
        try checkActive()
        try store.update(record)
    }

    /// Inserts or updates a record as part of the transaction; see ``RecordStore/save(_:)``.
    ///
    /// ```swift
    /// try transaction.save(&city)
    /// ```
    ///
    /// - Parameter record: The record; its `id` is set when it is inserted.
    /// - Throws: ``RecordStoreError``, as ``RecordStore/save(_:)``, or `.transactionEnded`.
    public func save<R: Record>(_ record: inout R) throws(RecordStoreError) {
        try checkActive()
        try store.save(&record)
    }

    /// Deletes a stored record as part of the transaction; see ``RecordStore/delete(_:)-(R)``.
    ///
    /// ```swift
    /// try transaction.delete(city)
    /// ```
    ///
    /// - Parameter record: The record, with its `id`.
    /// - Returns: Whether a row was deleted.
    /// - Throws: ``RecordStoreError``, as the store's `delete`, or `.transactionEnded`.
    @discardableResult
    public func delete<R: Record>(_ record: R) throws(RecordStoreError) -> Bool {
        try checkActive()
        return try store.delete(record)
    }

    /// Deletes the row with the given id as part of the transaction.
    ///
    /// ```swift
    /// try transaction.delete(City.self, id: 42)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The record type.
    ///   - id: The row id.
    /// - Returns: Whether a row was deleted.
    /// - Throws: ``RecordStoreError``, as the store's `delete`, or `.transactionEnded`.
    @discardableResult
    public func delete<R: Record>(_ type: R.Type, id: Int64) throws(RecordStoreError) -> Bool {
        try checkActive()
        return try store.delete(type, id: id)
    }

    /// Deletes the records a query matches as part of the transaction.
    ///
    /// ```swift
    /// try transaction.delete(City.filter(City.country == "XX"))
    /// ```
    ///
    /// - Parameter query: Which records to delete.
    /// - Returns: How many rows were deleted.
    /// - Throws: ``RecordStoreError``, as the store's `delete`, or `.transactionEnded`.
    @discardableResult
    public func delete<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> Int {
        try checkActive()
        return try store.delete(query)
    }

    /// The records a query matches, including the transaction's own writes.
    ///
    /// ```swift
    /// let dutch = try transaction.fetch(City.filter(City.country == "NL"))
    /// ```
    ///
    /// - Parameter query: Which records, in which order, how many.
    /// - Returns: The records.
    /// - Throws: ``RecordStoreError``, as the store's `fetch`, or `.transactionEnded`.
    public func fetch<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> [R] {
        try checkActive()
        return try store.fetch(query)
    }

    /// Every record of a type, in `id` order, including the transaction's own writes.
    ///
    /// ```swift
    /// let cities = try transaction.fetch(City.self)
    /// ```
    ///
    /// - Parameter type: The record type.
    /// - Returns: The records.
    /// - Throws: ``RecordStoreError``, as the store's `fetch`, or `.transactionEnded`.
    public func fetch<R: Record>(_ type: R.Type) throws(RecordStoreError) -> [R] {
        try checkActive()
        return try store.fetch(type)
    }

    /// The record with the given id, or `nil`.
    ///
    /// ```swift
    /// let city = try transaction.fetch(City.self, id: id)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The record type.
    ///   - id: The row id.
    /// - Returns: The record, or `nil`.
    /// - Throws: ``RecordStoreError``, as the store's `fetch`, or `.transactionEnded`.
    public func fetch<R: Record>(_ type: R.Type, id: Int64) throws(RecordStoreError) -> R? {
        try checkActive()
        return try store.fetch(type, id: id)
    }

    /// The first record a query matches, or `nil`.
    ///
    /// ```swift
    /// let largest = try transaction.fetchFirst(City.sorted(by: City.population.descending))
    /// ```
    ///
    /// - Parameter query: Which records, in which order.
    /// - Returns: The first record, or `nil`.
    /// - Throws: ``RecordStoreError``, as the store's `fetchFirst`, or `.transactionEnded`.
    public func fetchFirst<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> R? {
        try checkActive()
        return try store.fetchFirst(query)
    }

    /// How many records a query matches, including the transaction's own writes.
    ///
    /// ```swift
    /// let count = try transaction.count(City.filter(City.country == "NL"))
    /// ```
    ///
    /// - Parameter query: Which records.
    /// - Returns: The number of matching records.
    /// - Throws: ``RecordStoreError``, as the store's `count`, or `.transactionEnded`.
    public func count<R: Record>(_ query: RecordQuery<R>) throws(RecordStoreError) -> Int {
        try checkActive()
        return try store.count(query)
    }

    /// How many records of a type there are, including the transaction's own writes.
    ///
    /// ```swift
    /// let total = try transaction.count(City.self)
    /// ```
    ///
    /// - Parameter type: The record type.
    /// - Returns: The number of records.
    /// - Throws: ``RecordStoreError``, as the store's `count`, or `.transactionEnded`.
    public func count<R: Record>(_ type: R.Type) throws(RecordStoreError) -> Int {
        try checkActive()
        return try store.count(type)
    }

    /// Runs `body` as a nested transaction (a savepoint): when it throws, only its writes are undone.
    ///
    /// ```swift
    /// try store.transaction { transaction in
    ///     try transaction.insert(country)
    ///     try? transaction.transaction { inner in try inner.insert(maybeDuplicate) }
    /// }
    /// ```
    ///
    /// - Parameter body: The nested work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after undoing its writes, or `.transactionEnded`.
    @discardableResult
    public func transaction<T>(_ body: (RecordTransaction) throws -> T) throws -> T {
        try checkActive()
        return try store.transaction(body)
    }
}

/// A transaction belongs to the thread running its closure.
@available(*, unavailable)
extension RecordTransaction: Sendable {}
