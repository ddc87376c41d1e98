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
public struct RecordStoreError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, as a grow-able set of kinds.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's stable name.
        public let rawValue: String
        /// Creates a kind.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The kind's name.
        public var description: String { rawValue }

        /// The file could not be opened or created (missing directory, no permission).
        public static let cannotOpen = Kind("cannotOpen")
        /// The file is not a SQLite database (`SQLITE_NOTADB`).
        public static let notADatabase = Kind("notADatabase")
        /// The database file is damaged (`SQLITE_CORRUPT`).
        public static let corrupt = Kind("corrupt")
        /// Another connection held a lock past the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
        public static let busy = Kind("busy")
        /// The database cannot be written (`SQLITE_READONLY`, `SQLITE_FULL`, `SQLITE_IOERR`).
        public static let cannotWrite = Kind("cannotWrite")
        /// A unique index already holds the value (`SQLITE_CONSTRAINT_UNIQUE`).
        public static let uniqueConstraint = Kind("uniqueConstraint")
        /// A `NOT NULL` column got no value (`SQLITE_CONSTRAINT_NOTNULL`).
        public static let notNullConstraint = Kind("notNullConstraint")
        /// Another row already has the id (`SQLITE_CONSTRAINT_PRIMARYKEY`).
        public static let primaryKeyConstraint = Kind("primaryKeyConstraint")
        /// A foreign key points nowhere (`SQLITE_CONSTRAINT_FOREIGNKEY`).
        public static let foreignKeyConstraint = Kind("foreignKeyConstraint")
        /// Another constraint failed (`CHECK`, or one without a more precise kind).
        public static let constraint = Kind("constraint")
        /// Any other SQLite failure; ``RecordStoreError/resultCode`` says which.
        public static let sqlite = Kind("sqlite")
        /// A stored value does not convert to the column's Swift type.
        public static let wrongColumnType = Kind("wrongColumnType")
        /// The table in the file differs from the record's schema in a way the store does not
        /// migrate: a removed column, a changed type or nullability, a missing `id`.
        public static let schemaMismatch = Kind("schemaMismatch")
        /// A new non-optional column has no default for the rows already in the table.
        public static let missingDefault = Kind("missingDefault")
        /// The record's schema itself is invalid: a duplicate column, a column named `id`, an empty
        /// name, a default SQL cannot express.
        public static let invalidSchema = Kind("invalidSchema")
        /// A record's `Codable` conformance produced something the table cannot hold (a nested
        /// value, an undeclared key), a number SQLite would not keep exactly (NaN, -0.0), or a
        /// text or blob over SQLite's length limit (`SQLITE_TOOBIG`).
        public static let unsupportedValue = Kind("unsupportedValue")
        /// A predicate or ordering names a column the record's schema does not declare (a typo, or
        /// a column made by hand). The message names the record type and the closest column names.
        public static let unknownColumn = Kind("unknownColumn")
        /// A predicate is too large for one SQLite statement: more values than SQLite binds at once,
        /// or `&&`/`||`/`!` nested deeper than SQLite parses. Nothing ran; split the query.
        public static let predicateTooLarge = Kind("predicateTooLarge")
        /// Updating or deleting a record whose `id` is `nil`.
        public static let missingID = Kind("missingID")
        /// Updating a record whose `id` has no row.
        public static let recordNotFound = Kind("recordNotFound")
        /// A ``RecordTransaction`` was used after its closure returned.
        public static let transactionEnded = Kind("transactionEnded")
        /// SQLite rolled back the whole transaction after a failure that ends transactions (a full
        /// disk, an I/O error, no memory, a damaged file): every later call inside the transaction
        /// throws this, and nothing written in it is kept. The message names the first failure.
        public static let transactionRolledBack = Kind("transactionRolledBack")
        /// The store was used after ``RecordStore/close()``.
        public static let closed = Kind("closed")
    }

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
