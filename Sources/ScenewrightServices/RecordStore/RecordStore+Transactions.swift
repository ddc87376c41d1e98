extension RecordStore {
    /// Runs `body` as one transaction: its writes are kept when it returns, and all undone when it
    /// throws.
    ///
    /// A write that fails inside (a unique value taken, say) throws from that call; if `body` lets
    /// the error through, everything `body` wrote is rolled back and the data is exactly as before.
    /// Other threads wait until the transaction ends; calls on the store from inside `body`, on the
    /// same thread, join it.
    ///
    /// **Nesting.** A transaction started inside `body` (``RecordTransaction/transaction(_:)``)
    /// is a savepoint: when its body throws, only its own writes are undone, and the outer
    /// transaction continues if it catches the error.
    ///
    /// ```swift
    /// try store.transaction { transaction in
    ///     let id = try transaction.insert(Country(name: "Netherlands"))
    ///     try transaction.insert(City(name: "Utrecht", population: 361_924, countryID: id))
    /// }
    /// ```
    ///
    /// - Parameter body: The work, using the ``RecordTransaction`` it is given. Do not keep the
    ///   transaction: after `body` returns, its methods throw ``RecordStoreError/Kind/transactionEnded``.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws (after rolling back), or a ``RecordStoreError`` when the
    ///   transaction cannot begin or commit (`.busy` when another connection holds the database).
    @discardableResult
    public func transaction<T>(_ body: (RecordTransaction) throws -> T) throws -> T {
        try lockedAllowingAnyError { connection in
            let depth = connection.transactionDepth
            let savepoint = "scenewright_transaction_\(depth)"
            let activity = depth == 0 ? "Beginning a transaction" : "Beginning a nested transaction"
            try connection.execute(
                depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)", activity: activity, cache: false)
            connection.transactionDepth += 1
            let transaction = RecordTransaction(store: self)
            let result: T
            do {
                result = try body(transaction)
            } catch {
                transaction.isActive = false
                connection.transactionDepth -= 1
                rollBack(connection, savepoint: depth == 0 ? nil : savepoint)
                throw error
            }
            transaction.isActive = false
            connection.transactionDepth -= 1
            do {
                try connection.execute(
                    depth == 0 ? "COMMIT" : "RELEASE \(savepoint)", activity: "Committing a transaction",
                    cache: false)
            } catch {
                rollBack(connection, savepoint: depth == 0 ? nil : savepoint)
                throw error
            }
            return result
        }
    }

    /// Undoes the open transaction (or, with `savepoint`, the writes since it), as far as SQLite
    /// has not already, and forgets the table layouts in case their creation was undone.
    private func rollBack(_ connection: SQLiteConnection, savepoint: String?) {
        if let savepoint {
            try? connection.execute("ROLLBACK TO \(savepoint)", activity: "Rolling back", cache: false)
            try? connection.execute("RELEASE \(savepoint)", activity: "Rolling back", cache: false)
        } else if !connection.isAutocommit {
            try? connection.execute("ROLLBACK", activity: "Rolling back", cache: false)
        }
        forgetLayouts()
    }
}
