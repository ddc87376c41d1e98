import ScenewrightCore

/// Why a ``RecordStore`` operation failed: the SQLite result, the table and SQL involved, and what
/// to do about it.
///
/// Every SQLite failure becomes one of these, with ``resultCode`` (the extended result code),
/// ``sqliteMessage`` (from `sqlite3_errmsg`) and the ``sql`` that ran; failures the store detects
/// itself (a wrong column type, a schema change it will not make) carry the table and column in
/// ``message``. Match on ``kind`` to react: constraint violations have one kind per constraint.
///
/// ```swift
/// do {
///     try store.insert(City(name: "Utrecht", population: 361_924))
/// } catch let error as RecordStoreError where error.kind == .uniqueConstraint {
///     print("already there:", error.message)
/// }
/// ```
public struct RecordStoreError: ScenewrightError, Equatable {
    /// What went wrong: the kinds are the constants of `ErrorKind` where `Failure` is this type.
    public typealias Kind = ErrorKind<RecordStoreError>

    /// What went wrong.
    public let kind: Kind
    /// What went wrong, naming the file, table, column or record, and how to fix it.
    public let message: String
    /// The extended SQLite result code (`2067` for `SQLITE_CONSTRAINT_UNIQUE`), when SQLite failed.
    public let resultCode: Int32?
    /// SQLite's own message (`sqlite3_errmsg`), when SQLite failed.
    public let sqliteMessage: String?
    /// The SQL statement that failed, if one did. Values appear as `?`: they are bound, never
    /// written into the SQL.
    public let sql: String?
    /// The table involved, if any.
    public let table: String?

    /// Creates an error.
    ///
    /// ```swift
    /// throw RecordStoreError(.recordNotFound, "No city 42.", table: "cities")
    /// ```
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: What went wrong and how to fix it.
    ///   - resultCode: The extended SQLite result code, if SQLite failed.
    ///   - sqliteMessage: SQLite's message, if SQLite failed.
    ///   - sql: The statement that failed, if any.
    ///   - table: The table involved, if any.
    public init(
        _ kind: Kind, _ message: String, resultCode: Int32? = nil, sqliteMessage: String? = nil,
        sql: String? = nil, table: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.resultCode = resultCode
        self.sqliteMessage = sqliteMessage
        self.sql = sql
        self.table = table
    }

    /// Whether a constraint failed: unique, not-null, primary key, foreign key or check.
    ///
    /// The statement changed nothing; a surrounding transaction is still open.
    ///
    /// ```swift
    /// if error.isConstraintViolation { showValidationMessage(error.message) }
    /// ```
    public var isConstraintViolation: Bool {
        [.uniqueConstraint, .notNullConstraint, .primaryKeyConstraint, .foreignKeyConstraint, .constraint]
            .contains(kind)
    }

    /// The message, then the SQL on the next line when there is one.
    public var description: String {
        guard let sql else { return message }
        return message + "\n  SQL: " + sql
    }
}

extension ErrorKind where Failure == RecordStoreError {
    /// The file could not be opened or created (missing directory, no permission).
    public static var cannotOpen: Self { Self("cannotOpen") }

    /// The file is not a SQLite database (`SQLITE_NOTADB`).
    public static var notADatabase: Self { Self("notADatabase") }

    /// The database file is damaged (`SQLITE_CORRUPT`).
    public static var corrupt: Self { Self("corrupt") }

    /// Another connection held a lock past the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
    public static var busy: Self { Self("busy") }

    /// The database cannot be written (`SQLITE_READONLY`, `SQLITE_FULL`, `SQLITE_IOERR`).
    public static var cannotWrite: Self { Self("cannotWrite") }

    /// A unique index already holds the value (`SQLITE_CONSTRAINT_UNIQUE`).
    public static var uniqueConstraint: Self { Self("uniqueConstraint") }

    /// A `NOT NULL` column got no value (`SQLITE_CONSTRAINT_NOTNULL`).
    public static var notNullConstraint: Self { Self("notNullConstraint") }

    /// Another row already has the id (`SQLITE_CONSTRAINT_PRIMARYKEY`).
    public static var primaryKeyConstraint: Self { Self("primaryKeyConstraint") }

    /// A foreign key points nowhere (`SQLITE_CONSTRAINT_FOREIGNKEY`).
    public static var foreignKeyConstraint: Self { Self("foreignKeyConstraint") }

    /// Another constraint failed (`CHECK`, or one without a more precise kind).
    public static var constraint: Self { Self("constraint") }

    /// Any other SQLite failure; ``RecordStoreError/resultCode`` says which.
    public static var sqlite: Self { Self("sqlite") }

    /// A stored value does not convert to the column's Swift type.
    public static var wrongColumnType: Self { Self("wrongColumnType") }

    /// The table in the file differs from the record's schema in a way the store does not
    /// migrate: a removed column, a changed type or nullability, a missing `id`.
    public static var schemaMismatch: Self { Self("schemaMismatch") }

    /// A new non-optional column has no default for the rows already in the table.
    public static var missingDefault: Self { Self("missingDefault") }

    /// The record's schema itself is invalid: a duplicate column, a column named `id`, an empty
    /// name, a default SQL cannot express.
    public static var invalidSchema: Self { Self("invalidSchema") }

    /// A record's `Codable` conformance produced something the table cannot hold (a nested
    /// value, an undeclared key), a number SQLite would not keep exactly (NaN, -0.0), or a
    /// text or blob over SQLite's length limit (`SQLITE_TOOBIG`).
    public static var unsupportedValue: Self { Self("unsupportedValue") }

    /// A predicate or ordering names a column the record's schema does not declare (a typo, or
    /// a column made by hand). The message names the record type and the closest column names.
    public static var unknownColumn: Self { Self("unknownColumn") }

    /// A predicate is too large for one SQLite statement: more values than SQLite binds at once,
    /// or `&&`/`||`/`!` nested deeper than SQLite parses. Nothing ran; split the query.
    public static var predicateTooLarge: Self { Self("predicateTooLarge") }

    /// Updating or deleting a record whose `id` is `nil`.
    public static var missingID: Self { Self("missingID") }

    /// Updating a record whose `id` has no row.
    public static var recordNotFound: Self { Self("recordNotFound") }

    /// A ``RecordTransaction`` was used after its closure returned.
    public static var transactionEnded: Self { Self("transactionEnded") }

    /// SQLite rolled back the whole transaction after a failure that ends transactions (a full
    /// disk, an I/O error, no memory, a damaged file): every later call inside the transaction
    /// throws this, and nothing written in it is kept. The message names the first failure.
    public static var transactionRolledBack: Self { Self("transactionRolledBack") }

    /// The store was used after ``RecordStore/close()``.
    public static var closed: Self { Self("closed") }
}
