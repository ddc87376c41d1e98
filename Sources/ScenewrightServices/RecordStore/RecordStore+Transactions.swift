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
    /// **Failures that end the transaction.** A full disk, a file-size limit, an I/O error, no
    /// memory or a damaged file can make SQLite roll back the whole transaction, not just the
    /// failing statement. The failing call says so in its error; every later call in the
    /// transaction throws `RecordStoreError.Kind.transactionRolledBack` rather than write outside
    /// it, and this method throws instead of committing: nothing of the transaction is kept.
    ///
    /// ```swift
    /// try store.transaction { transaction in
    ///     let id = try transaction.insert(Country(name: "Netherlands"))
    ///     try transaction.insert(City(name: "Utrecht", population: 361_924, countryID: id))
    /// }
    /// ```
    ///
    /// - Parameter body: The work, using the ``RecordTransaction`` it is given. Do not keep the
    ///   transaction: after `body` returns, its methods throw `RecordStoreError.Kind.transactionEnded`.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws (after rolling back), or a ``RecordStoreError`` when the
    ///   transaction cannot begin or commit (`.busy` when another connection holds the database,
    ///   `.transactionRolledBack` when SQLite already rolled it back after a failure `body` caught).
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
                end(connection, depth: depth, rollingBackTo: savepoint)
                throw error
            }
            transaction.isActive = false
            // SQLite may have rolled the whole transaction back after a failure that `body` caught
            // (a full disk in a nested transaction, say): then there is nothing to commit.
            if let rolledBack = connection.rolledBackTransaction("Committing a transaction") {
                end(connection, depth: depth, rollingBackTo: savepoint)
                throw rolledBack
            }
            connection.transactionDepth -= 1
            do {
                try connection.execute(
                    depth == 0 ? "COMMIT" : "RELEASE \(savepoint)", activity: "Committing a transaction",
                    cache: false)
            } catch {
                connection.transactionDepth += 1
                end(connection, depth: depth, rollingBackTo: savepoint)
                throw error
            }
            if depth == 0 { connection.clearTransactionEnd() }
            return result
        }
    }

    /// Ends the transaction at `depth` by undoing it: its savepoint's writes when nested, the
    /// whole transaction when outermost, as far as SQLite has not already; then forgets the table
    /// layouts in case their creation was undone.
    private func end(_ connection: SQLiteConnection, depth: Int, rollingBackTo savepoint: String) {
        let rolledBackBySQLite = connection.isAutocommit
        connection.transactionDepth = depth
        if depth > 0 {
            // After SQLite's own rollback the savepoint is gone, and the outer transaction is
            // doomed: its later statements are refused, not run outside it.
            if !rolledBackBySQLite {
                try? connection.execute("ROLLBACK TO \(savepoint)", activity: "Rolling back", cache: false)
                try? connection.execute("RELEASE \(savepoint)", activity: "Rolling back", cache: false)
            }
        } else {
            if !rolledBackBySQLite {
                try? connection.execute("ROLLBACK", activity: "Rolling back", cache: false)
            }
            connection.clearTransactionEnd()
        }
        forgetLayouts()
    }
}
