import Foundation
import ScenewrightLocks

/// Typed records in a SQLite file — the role Core Data plays in an iOS app, with every failure
/// thrown and no data lost when a write fails halfway.
///
/// Open a store on a file path (created if missing) or in memory, then insert, update, delete,
/// fetch and count ``Record`` values with predicates and orderings written in Swift. Group writes
/// with ``transaction(_:)``: they all happen, or — when the closure throws — none do.
///
/// **The file.** Files use write-ahead logging (WAL) with `synchronous = NORMAL`: a committed
/// transaction survives a crash of the app; a power loss may roll back the last transactions but
/// never corrupts the file. Foreign keys are enforced. A locked database is retried for
/// ``busyTimeout`` before `RecordStoreError.Kind.busy` is thrown. A path opens exactly the file it
/// names: one with a NUL character, or an empty one, throws `RecordStoreError.Kind.cannotOpen`.
///
/// **Schema and migration.** A record type's table is created on first use (or when listed in
/// `records:`). When a type gains a column, the store adds it (`ALTER TABLE … ADD COLUMN`) with the
/// column's default; a new non-optional column needs one. A removed column, or one whose type or
/// optionality changed, is reported as `RecordStoreError.Kind.schemaMismatch` and nothing is
/// changed; ``removeColumn(_:from:)`` drops a column on purpose.
///
/// **Queries.** Predicates match exactly what the same expression matches in Swift, NUL characters
/// and canonical equivalence included (see ``RecordPredicate``), and a unique text column refuses a
/// value that `==` finds already there (`"é"` and `"e\u{301}"`); a column the schema does not
/// declare throws `RecordStoreError.Kind.unknownColumn`. NaN and -0.0, which SQLite would not
/// keep, are refused with `RecordStoreError.Kind.unsupportedValue`.
///
/// **Threads.** The store is `Sendable`: one connection, used by one thread at a time. Calls from
/// other threads wait for the running call or transaction to finish. Several stores opening the same
/// new file at once wait for each other within ``busyTimeout``.
///
/// ```swift
/// let store = try RecordStore(path: directory.appending(path: "cities.sqlite").path, records: [City.self])
/// let id = try store.insert(City(name: "Utrecht", population: 361_924, country: "NL"))
/// let big = try store.fetch(City.filter(City.population > 300_000).sorted(by: City.name.ascending))
/// ```
public final class RecordStore: @unchecked Sendable {
    /// The database file's path, or `:memory:`.
    public let path: String
    /// How long a call waits for another connection's lock before throwing
    /// `RecordStoreError.Kind.busy`.
    public let busyTimeout: Duration

    // `lock` guards `connection` and `layouts`, and with them every use of the SQLite handle and its
    // prepared statements. It is recursive so that a transaction's body, which runs while the lock
    // is held, can call the store from the same thread.
    private let lock = Lock(recursive: true)
    private var connection: SQLiteConnection?
    private var layouts: [ObjectIdentifier: TableLayout] = [:]
    /// Which record type uses each table, by the table's name as SQLite compares it. Guarded by
    /// `lock`.
    private var claims: [String: (type: ObjectIdentifier, layout: TableLayout)] = [:]

    /// Opens the database at `path`, creating the file if it does not exist, and prepares the
    /// tables of `records`.
    ///
    /// Pass `":memory:"` for a private in-memory database (see ``inMemory(records:)``). Every other
    /// path is a file's path, taken literally: a relative path starting with `file:` is a file of
    /// that name, never a SQLite URI, and a file named `:memory:` is `"./:memory:"`.
    ///
    /// ```swift
    /// let store = try RecordStore(path: "/var/lib/app/records.sqlite", records: [City.self, Country.self])
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file's path. Its directory must exist.
    ///   - records: Record types whose tables to create or migrate now. Types not listed are
    ///     prepared on first use.
    ///   - busyTimeout: How long to wait for another connection's lock.
    /// - Throws: ``RecordStoreError`` — `.cannotOpen` (missing directory, no permission, an empty
    ///   path, or a NUL character, at which SQLite would cut the path and open another file),
    ///   `.notADatabase` (the file holds something else; it is left untouched), or a migration
    ///   error for one of `records`.
    public init(
        path: String, records: [any Record.Type] = [], busyTimeout: Duration = .seconds(5)
    ) throws(RecordStoreError) {
        self.path = path
        self.busyTimeout = busyTimeout
        connection = try SQLiteConnection.open(path: path, busyTimeout: busyTimeout)
        for type in records { try prepareTable(type) }
    }

    /// Opens the database at a file URL, creating the file if it does not exist.
    ///
    /// Only a local file URL names a file: `file:///path`, or `file://localhost/path`. Any other URL
    /// — `https://…/remote.sqlite`, a file URL with another host, a query (`?mode=ro`) or a fragment —
    /// throws `RecordStoreError.Kind.cannotOpen` and opens nothing, rather than open or create a
    /// local file of the same path.
    ///
    /// ```swift
    /// let store = try RecordStore(url: .applicationSupportDirectory.appending(path: "records.sqlite"))
    /// ```
    ///
    /// - Parameters:
    ///   - url: A file URL. Its directory must exist.
    ///   - records: Record types whose tables to create or migrate now.
    ///   - busyTimeout: How long to wait for another connection's lock.
    /// - Throws: ``RecordStoreError``, as ``init(path:records:busyTimeout:)``, and `.cannotOpen` for a
    ///   URL that is not a local file URL.
    public convenience init(
        url: URL, records: [any Record.Type] = [], busyTimeout: Duration = .seconds(5)
    ) throws(RecordStoreError) {
        try self.init(path: Self.filePath(of: url), records: records, busyTimeout: busyTimeout)
    }

    /// The path `url` names, or `.cannotOpen` when it is not a local file URL.
    static func filePath(of url: URL) throws(RecordStoreError) -> String {
        let absolute = url.absoluteURL
        let components = URLComponents(url: absolute, resolvingAgainstBaseURL: false)
        let host = components?.host ?? ""
        let problem: String? =
            if !absolute.isFileURL {
                "it is not a file URL (its scheme is \(absolute.scheme.map { "\"\($0)\"" } ?? "missing")), and a "
                    + "record store is a local SQLite file"
            } else if !host.isEmpty && host.lowercased() != "localhost" {
                "it names the host \"\(host)\", and a record store opens only files on this machine"
            } else if components?.percentEncodedQuery != nil || components?.percentEncodedFragment != nil {
                "it has a query or a fragment, which a file path cannot hold (SQLite's URI options are "
                    + "not taken from it)"
            } else {
                nil
            }
        guard let problem else { return absolute.path }
        throw RecordStoreError(
            .cannotOpen,
            "The record store URL \(url.absoluteString) was refused and nothing was opened or created: "
                + "\(problem). Pass a file URL, such as URL(filePath: \"/path/records.sqlite\"), or a path to "
                + "RecordStore(path:).")
    }

    /// A store in memory, gone when the store is released: for tests and caches.
    ///
    /// ```swift
    /// let store = try RecordStore.inMemory(records: [City.self])
    /// ```
    ///
    /// - Parameter records: Record types whose tables to create now.
    /// - Returns: An empty store.
    /// - Throws: `RecordStoreError.Kind.invalidSchema` for an invalid schema among `records`.
    public static func inMemory(records: [any Record.Type] = []) throws(RecordStoreError) -> RecordStore {
        try RecordStore(path: ":memory:", records: records)
    }

    /// Creates or migrates the tables of `types` now rather than on first use.
    ///
    /// Useful to surface migration errors at launch. Preparing a type twice is harmless.
    ///
    /// ```swift
    /// try store.prepare(City.self, Country.self)
    /// ```
    ///
    /// - Parameter types: The record types.
    /// - Throws: ``RecordStoreError`` — `.invalidSchema`, `.schemaMismatch`, `.missingDefault`, or
    ///   a SQLite failure.
    public func prepare(_ types: any Record.Type...) throws(RecordStoreError) {
        for type in types { try prepareTable(type) }
    }

    /// Drops a column from a record type's table, with its data, on purpose.
    ///
    /// The one destructive schema change, for a column the type no longer declares (the store
    /// reports such columns instead of dropping them). Indexes the store made on the column go too.
    ///
    /// ```swift
    /// try store.removeColumn("mayor", from: City.self)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The column to drop.
    ///   - type: The record type whose table holds it.
    /// - Throws: ``RecordStoreError`` — `.unknownColumn` (with the closest names) when the table has
    ///   no such column, or a SQLite failure; either way nothing changed.
    public func removeColumn<R: Record>(_ name: String, from type: R.Type) throws(RecordStoreError) {
        try locked { connection throws(RecordStoreError) in
            layouts[ObjectIdentifier(R.self)] = nil
            let table = R.tableName
            let activity = "Removing the column \"\(name)\" from \"\(table)\""
            try connection.inSchemaTransaction(activity: activity) { () throws(RecordStoreError) in
                let columns = try connection.columnNames(of: table, activity: activity)
                guard columns.contains(name) else {
                    throw RecordStoreError.unknownColumn(
                        name, of: String(describing: R.self), table: table, usedIn: "removeColumn(_:from:)",
                        known: columns)
                }
                let indexes =
                    [true, false].map { IndexDefinition(table: table, column: name, isUnique: $0).name }
                    + IndexDefinition.legacyNames(table: table, column: name)
                for index in indexes {
                    try connection.execute(
                        "DROP INDEX IF EXISTS \(quoteIdentifier(index))", activity: activity, table: table,
                        cache: false)
                }
                let sql = "ALTER TABLE \(quoteIdentifier(table)) DROP COLUMN \(quoteIdentifier(name))"
                try connection.execute(sql, activity: activity, table: table, cache: false)
            }
        }
    }

    /// Finalizes every prepared statement and closes the database.
    ///
    /// Releasing the store does the same; call it to close at a known moment. Calls after it throw
    /// `RecordStoreError.Kind.closed`. Closing twice is harmless.
    ///
    /// ```swift
    /// store.close()
    /// ```
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        connection = nil
        layouts.removeAll()
        claims.removeAll()
    }

    // MARK: - Internals shared by the operations

    /// Runs `body` with the connection while holding the lock.
    func locked<T>(_ body: (SQLiteConnection) throws(RecordStoreError) -> T) throws(RecordStoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let connection else {
            throw RecordStoreError(
                .closed, "The record store at \(path) was used after close(). Open a new RecordStore.")
        }
        return try body(connection)
    }

    /// Runs `body` with the connection while holding the lock, letting any error through: for
    /// ``transaction(_:)``, whose body may throw anything.
    func lockedAllowingAnyError<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let connection = try locked { connection throws(RecordStoreError) in connection }
        return try body(connection)
    }

    /// `R`'s layout, preparing its table on first use. Call with the lock held.
    func layout<R: Record>(for type: R.Type, on connection: SQLiteConnection) throws(RecordStoreError)
        -> TableLayout
    {
        if let layout = layouts[ObjectIdentifier(R.self)] { return layout }
        let layout = try TableLayout(R.self)
        let table = sqliteFolded(layout.tableName)
        if let claim = claims[table], claim.type != ObjectIdentifier(R.self),
            !(claim.layout.isDeclaredName && layout.isDeclaredName)
        {
            throw RecordStoreError.sharedTable(layout, with: claim.layout)
        }
        try connection.migrate(to: layout)
        claims[table] = (ObjectIdentifier(R.self), layout)
        layouts[ObjectIdentifier(R.self)] = layout
        return layout
    }

    /// Forgets every prepared layout, after a rollback may have undone a table's creation or
    /// migration. Call with the lock held.
    func forgetLayouts() {
        layouts.removeAll()
    }

    /// Runs raw SQL and returns its rows: for tests and diagnostics (`PRAGMA journal_mode`), never
    /// for user values, which the typed API binds.
    func rawQuery(_ sql: String, _ bindings: [SQLValue] = []) throws(RecordStoreError) -> [[SQLValue]] {
        try locked { connection throws(RecordStoreError) in
            try connection.query(sql, bindings, activity: "Running raw SQL", cache: false)
        }
    }

    /// Statements binding more values than this are not kept in the statement cache: a query built
    /// from thousands of terms is rarely run twice.
    static let cachedBindingLimit = 64

    /// How many values one statement may bind on this store's connection (0 after ``close()``).
    var bindingLimit: Int {
        (try? locked { connection throws(RecordStoreError) in connection.bindingLimit }) ?? 0
    }

    /// Sets SQLite's variable limit on this store's connection: for tests of large predicates.
    func limitBindings(to count: Int) {
        _ = try? locked { connection throws(RecordStoreError) in connection.setBindingLimit(count) }
    }

    /// Sets SQLite's length limit for one text or blob on this store's connection: for tests of
    /// values too large to store.
    func limitLength(to bytes: Int) {
        _ = try? locked { connection throws(RecordStoreError) in connection.setLengthLimit(bytes) }
    }

    private func prepareTable<R: Record>(_ type: R.Type) throws(RecordStoreError) {
        _ = try locked { connection throws(RecordStoreError) in try layout(for: R.self, on: connection) }
    }
}
