import CSQLite
import Foundation

/// One SQLite connection: opening and configuring the file, running statements with bound values,
/// and a cache of prepared statements.
///
/// Not thread-safe and deliberately not `Sendable`: ``RecordStore`` owns one and uses it only
/// while holding its lock. Deinitializing finalizes every cached statement and closes the file.
final class SQLiteConnection {
    /// The file's path, or `:memory:`.
    let path: String
    /// How deep the store's transactions are nested: 0 outside, 1 inside `BEGIN`, more inside
    /// savepoints. Kept here so it lives and dies with the connection.
    var transactionDepth = 0
    /// The failure after which SQLite rolled back the store's open transaction on its own (a full
    /// disk, an I/O error, no memory): set while ``transactionDepth`` is above 0 and SQLite is
    /// back in autocommit mode, cleared when the outermost transaction ends.
    private(set) var transactionEndedBy: RecordStoreError?

    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]
    private static let statementCacheLimit = 128

    /// How long a lock is waited for.
    let busyTimeout: Duration

    private init(handle: OpaquePointer, path: String, busyTimeout: Duration) {
        self.handle = handle
        self.path = path
        self.busyTimeout = busyTimeout
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Opens or creates the database at `path` and configures it: extended result codes, the busy
    /// timeout, double-quoted string literals off, Swift's text semantics (``SwiftTextSemantics``),
    /// WAL journaling with `synchronous = NORMAL` (files only), and foreign keys.
    ///
    /// Switching a new file to WAL takes a lock that SQLite does not wait for, so while another
    /// connection is opening the same file the switch is retried until `busyTimeout` has passed.
    /// A file that is not a database fails here, on the first read, with
    /// ``RecordStoreError/Kind/notADatabase``.
    static func open(path: String, busyTimeout: Duration) throws(RecordStoreError) -> SQLiteConnection {
        let filename = try sqliteFilename(for: path)
        var opened: OpaquePointer?
        // No SQLITE_OPEN_URI, and `sqliteFilename` keeps a name from being read as a URI even
        // where SQLite was built to read every `file:` name as one.
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(filename, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let extended = opened.map { sqlite3_extended_errcode($0) } ?? code
            sqlite3_close_v2(opened)
            throw .sqlite(
                code: extended, sqliteMessage: message, activity: "Opening the record store at \(path)",
                path: path, sql: nil, table: nil)
        }
        let connection = SQLiteConnection(handle: opened, path: path, busyTimeout: busyTimeout)
        sqlite3_extended_result_codes(opened, 1)
        // In Double, so that no timeout, however long or negative, can overflow.
        let (seconds, attoseconds) = busyTimeout.components
        let milliseconds = (Double(seconds) * 1_000 + Double(attoseconds) / 1e15).rounded()
        sqlite3_busy_timeout(opened, Int32(min(max(milliseconds, 0), Double(Int32.max))))
        let activity = "Opening the record store at \(path)"
        // An unknown name in double quotes is an error, never a string literal.
        for option in [SQLITE_DBCONFIG_DQS_DML, SQLITE_DBCONFIG_DQS_DDL] {
            let result = scenewright_sqlite3_db_config_int(opened, option, 0)
            guard result == SQLITE_OK else { throw connection.failure(result, activity, sql: "", table: nil) }
        }
        let registered = SwiftTextSemantics.register(on: opened)
        guard registered == SQLITE_OK else {
            throw connection.failure(registered, activity, sql: "", table: nil)
        }
        if !connection.isInMemory {
            try connection.retryingWhileBusy { () throws(RecordStoreError) in
                _ = try connection.query("PRAGMA journal_mode = WAL", activity: activity, cache: false)
            }
            try connection.execute("PRAGMA synchronous = NORMAL", activity: activity)
        }
        try connection.execute("PRAGMA foreign_keys = ON", activity: activity)
        return connection
    }

    /// The name to hand SQLite for the store's `path`, so that SQLite opens exactly the file the
    /// path names, or the error for a path it cannot.
    ///
    /// SQLite reads a C string: it would cut a path at its first NUL character and open another
    /// file (`"notes.sqlite\0-scratch"` is `"notes.sqlite"`), so such a path is refused. An empty
    /// path would be a private temporary database and is refused as the mistake it usually is.
    /// `":memory:"` is the in-memory database, as documented; a file of that name is `"./:memory:"`.
    /// A relative path starting with `file:` is opened as `./file:…`, which SQLite never reads as
    /// a URI (with its `?mode=`, `?vfs=` and `:memory:` meanings): it is the file of that name.
    static func sqliteFilename(for path: String) throws(RecordStoreError) -> String {
        if path.utf8.contains(0) {
            let shown = path.replacingOccurrences(of: "\0", with: "\\0")
            throw RecordStoreError(
                .cannotOpen,
                "The record store path \"\(shown)\" contains a NUL character. SQLite would cut the "
                    + "path there and open another file (\"\(path.prefix { $0 != "\0" })\"), so the store "
                    + "refuses it and opened nothing. Remove the NUL character from the path.")
        }
        if path.isEmpty {
            throw RecordStoreError(
                .cannotOpen,
                "The record store path is empty, so the store opened nothing (SQLite would make a "
                    + "private temporary database of it). Pass the database file's path, or use "
                    + "RecordStore.inMemory(records:) for a store in memory.")
        }
        return path.hasPrefix("file:") ? "./" + path : path
    }

    /// Runs `body`, and runs it again after a short pause while it fails with
    /// ``RecordStoreError/Kind/busy`` and the busy timeout has not passed: for the steps whose
    /// locks SQLite does not wait for itself (the WAL switch, a lock upgrade in a read transaction).
    ///
    /// `body` must change nothing when it fails.
    func retryingWhileBusy<T>(_ body: () throws(RecordStoreError) -> T) throws(RecordStoreError) -> T {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: busyTimeout)
        var pause = Duration.milliseconds(1)
        while true {
            do {
                return try body()
            } catch  where error.kind == .busy && clock.now < deadline {
                Thread.sleep(
                    forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds)
                        / 1e18)
                pause = min(pause * 2, .milliseconds(20))
            }
        }
    }

    /// Whether the database lives in memory rather than in a file.
    var isInMemory: Bool { path == ":memory:" }

    /// The row id of the most recent successful insert.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the most recent insert, update or delete changed.
    var changes: Int { Int(sqlite3_changes64(handle)) }

    /// How many values one statement may bind: SQLite's variable limit on this connection.
    var bindingLimit: Int { Int(sqlite3_limit(handle, SQLITE_LIMIT_VARIABLE_NUMBER, -1)) }

    /// Lowers (or raises, up to SQLite's compiled maximum) the variable limit: for tests.
    func setBindingLimit(_ count: Int) {
        sqlite3_limit(handle, SQLITE_LIMIT_VARIABLE_NUMBER, Int32(clamping: count))
    }

    /// Lowers (or raises, up to SQLite's compiled maximum) the length limit of one value: for tests.
    func setLengthLimit(_ bytes: Int) {
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Int32(clamping: bytes))
    }

    /// Whether no transaction is open (SQLite's autocommit mode).
    var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// Runs a statement that returns no rows.
    func execute(
        _ sql: String, _ bindings: [SQLValue] = [], activity: @autoclosure () -> String, table: String? = nil,
        cache: Bool = true
    ) throws(RecordStoreError) {
        try withStatement(sql, bindings, activity: activity, table: table, cache: cache) {
            _ throws(RecordStoreError) in
        }
    }

    /// Runs a query and returns its rows, each as its column values in select order.
    func query(
        _ sql: String, _ bindings: [SQLValue] = [], activity: @autoclosure () -> String, table: String? = nil,
        cache: Bool = true
    ) throws(RecordStoreError) -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        try withStatement(sql, bindings, activity: activity, table: table, cache: cache) { row in
            rows.append(row)
        }
        return rows
    }

    /// Prepares (or reuses) `sql`, binds `bindings`, steps through every row handing it to `body`,
    /// and resets the statement whatever happens.
    func withStatement(
        _ sql: String, _ bindings: [SQLValue], activity: () -> String, table: String?, cache: Bool,
        _ body: ([SQLValue]) throws(RecordStoreError) -> Void
    ) throws(RecordStoreError) {
        // Inside the store's transaction, autocommit mode means SQLite already rolled it back: a
        // statement run now would be committed on its own, outside the transaction.
        if transactionDepth > 0, isAutocommit { throw rolledBackTransactionError(activity()) }
        let statement = try prepare(sql, activity: activity, table: table, cache: cache)
        defer {
            if cache {
                sqlite3_reset(statement)
                sqlite3_clear_bindings(statement)
            } else {
                sqlite3_finalize(statement)
            }
        }
        let parameterCount = Int(sqlite3_bind_parameter_count(statement))
        guard parameterCount == bindings.count else {
            throw RecordStoreError(
                .sqlite,
                "\(activity()) failed: the statement has \(parameterCount) parameters but "
                    + "\(bindings.count) values were given. This is a bug in RecordStore; please report it.",
                sql: sql, table: table)
        }
        for (offset, value) in bindings.enumerated() {
            let code = Self.bind(value, at: Int32(clamping: offset + 1), to: statement)
            guard code == SQLITE_OK else { throw failure(code, activity(), sql: sql, table: table) }
        }
        let columnCount = sqlite3_column_count(statement)
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw failure(code, activity(), sql: sql, table: table) }
            try body(Self.row(of: statement, columns: columnCount))
        }
    }

    private func prepare(
        _ sql: String, activity: () -> String, table: String?, cache: Bool
    ) throws(RecordStoreError) -> OpaquePointer {
        if cache, let cached = statements[sql] { return cached }
        var prepared: OpaquePointer?
        let flags = cache ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sqlite3_prepare_v3(handle, sql, -1, flags, &prepared, nil)
        guard code == SQLITE_OK, let prepared else {
            throw failure(code, activity(), sql: sql, table: table)
        }
        if cache {
            if statements.count >= Self.statementCacheLimit {
                for statement in statements.values { sqlite3_finalize(statement) }
                statements.removeAll(keepingCapacity: true)
            }
            statements[sql] = prepared
        }
        return prepared
    }

    func failure(_ code: Int32, _ activity: String, sql: String, table: String?) -> RecordStoreError {
        let extended = sqlite3_extended_errcode(handle)
        let error = RecordStoreError.sqlite(
            code: extended == SQLITE_OK ? code : extended,
            sqliteMessage: String(cString: sqlite3_errmsg(handle)),
            activity: activity, path: path, sql: sql, table: table)
        guard transactionDepth > 0, isAutocommit, transactionEndedBy == nil else { return error }
        // SQLite answered this failure by rolling back the whole transaction, not just the statement.
        let ended = RecordStoreError(
            error.kind,
            error.message + " SQLite rolled back the whole transaction after this failure: nothing "
                + "written in it is kept, and every later call inside it throws transactionRolledBack. "
                + "Let the error leave the transaction's closure, then retry the transaction.",
            resultCode: error.resultCode, sqliteMessage: error.sqliteMessage, sql: error.sql,
            table: error.table)
        transactionEndedBy = ended
        return ended
    }

    /// The error for any statement of the store's transaction after SQLite rolled it back, or
    /// `nil` while the transaction is open (or there is none).
    func rolledBackTransaction(_ activity: String) -> RecordStoreError? {
        guard transactionDepth > 0, isAutocommit else { return nil }
        return rolledBackTransactionError(activity)
    }

    private func rolledBackTransactionError(_ activity: String) -> RecordStoreError {
        let cause =
            transactionEndedBy.map { "after this failure: \($0.message)" }
            ?? "on its own (the statement that ended it did not report it)."
        return RecordStoreError(
            .transactionRolledBack,
            "\(activity) was refused: SQLite had already rolled back the whole transaction it belongs "
                + "to, so nothing written in it is kept, and running it now would write outside any "
                + "transaction. Let the error leave the transaction's closure, then retry the "
                + "transaction. SQLite ended the transaction \(cause)",
            resultCode: transactionEndedBy?.resultCode, sqliteMessage: transactionEndedBy?.sqliteMessage)
    }

    /// Forgets why the last transaction ended early: when the outermost transaction is over.
    func clearTransactionEnd() {
        transactionEndedBy = nil
    }

    private static func bind(_ value: SQLValue, at index: Int32, to statement: OpaquePointer) -> Int32 {
        // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        switch value {
        case .null:
            return sqlite3_bind_null(statement, index)
        case .integer(let integer):
            return sqlite3_bind_int64(statement, index, integer)
        case .real(let real):
            return sqlite3_bind_double(statement, index, real)
        case .text(let text):
            var text = text
            return text.withUTF8 { bytes in
                // A nil base address would bind NULL, so the empty string gets a real (empty) buffer.
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(statement, index, "", 0, transient)
                }
                return sqlite3_bind_text64(
                    statement, index, base, sqlite3_uint64(bytes.count), transient, UInt8(SQLITE_UTF8))
            }
        case .blob(let data):
            guard !data.isEmpty else { return sqlite3_bind_zeroblob(statement, index, 0) }
            return data.withUnsafeBytes { bytes in
                sqlite3_bind_blob64(
                    statement, index, bytes.baseAddress, sqlite3_uint64(bytes.count), transient)
            }
        }
    }

    private static func row(of statement: OpaquePointer, columns: Int32) -> [SQLValue] {
        var values: [SQLValue] = []
        values.reserveCapacity(Int(columns))
        for column in 0..<columns {
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER:
                values.append(.integer(sqlite3_column_int64(statement, column)))
            case SQLITE_FLOAT:
                values.append(.real(sqlite3_column_double(statement, column)))
            case SQLITE_TEXT:
                // Text first, then its length, as SQLite's documentation asks.
                let text = sqlite3_column_text(statement, column)
                let count = Int(sqlite3_column_bytes(statement, column))
                values.append(
                    .text(
                        text.map {
                            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
                        } ?? ""))
            case SQLITE_BLOB:
                let bytes = sqlite3_column_blob(statement, column)
                let count = Int(sqlite3_column_bytes(statement, column))
                values.append(.blob(bytes.map { Data(bytes: $0, count: count) } ?? Data()))
            default:
                values.append(.null)
            }
        }
        return values
    }
}
