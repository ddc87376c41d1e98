import CSQLite

extension RecordStoreError {
    /// The error for a failed SQLite call: the kind its result code maps to, SQLite's message, and
    /// advice on what to do.
    ///
    /// - Parameters:
    ///   - code: The extended result code.
    ///   - sqliteMessage: `sqlite3_errmsg` at the time of the failure.
    ///   - activity: What the store was doing, as a gerund phrase naming the record and table
    ///     (`Inserting a City into "cities"`).
    ///   - path: The database file, for the messages that name it.
    ///   - sql: The statement that failed.
    ///   - table: The table involved.
    static func sqlite(
        code: Int32, sqliteMessage: String, activity: String, path: String, sql: String?, table: String?
    ) -> RecordStoreError {
        var (kind, advice) = classify(code, path: path)
        if kind == .sqlite,
            ["parser stack overflow", "Expression tree is too large", "too many SQL variables"].contains(
                where: {
                    sqliteMessage.contains($0)
                })
        {
            kind = .predicateTooLarge
            advice =
                "The predicate is too large for one SQLite statement: split the query, or build it as a "
                + "flat list (`column.in(values)`) rather than deeply nested `&&` and `||`."
        }
        let text = "\(activity) failed: \(sqliteMessage) (\(resultCodeName(code)))."
        return RecordStoreError(
            kind, advice.isEmpty ? text : text + " " + advice, resultCode: code, sqliteMessage: sqliteMessage,
            sql: sql,
            table: table)
    }

    /// The result code's C name (`SQLITE_CONSTRAINT_UNIQUE`) for the codes the store tells apart,
    /// `SQLite error N: <sqlite3_errstr>` for the others.
    static func resultCodeName(_ code: Int32) -> String {
        switch code {
        case 2067: return "SQLITE_CONSTRAINT_UNIQUE"
        case 1299: return "SQLITE_CONSTRAINT_NOTNULL"
        case 1555: return "SQLITE_CONSTRAINT_PRIMARYKEY"
        case 787: return "SQLITE_CONSTRAINT_FOREIGNKEY"
        case 275: return "SQLITE_CONSTRAINT_CHECK"
        case 19: return "SQLITE_CONSTRAINT"
        case 26: return "SQLITE_NOTADB"
        case 11: return "SQLITE_CORRUPT"
        case 5: return "SQLITE_BUSY"
        case 6: return "SQLITE_LOCKED"
        case 14: return "SQLITE_CANTOPEN"
        case 18: return "SQLITE_TOOBIG"
        case 13: return "SQLITE_FULL"
        case 8: return "SQLITE_READONLY"
        case 1544: return "SQLITE_READONLY_DIRECTORY"
        default:
            let text = sqlite3_errstr(code).map { String(cString: $0) } ?? "unknown"
            return "SQLite error \(code): \(text)"
        }
    }

    private static func classify(_ code: Int32, path: String) -> (Kind, String) {
        switch code {
        case 2067:
            return (
                .uniqueConstraint,
                "Another row already holds this value in a unique column: fetch that row and update it, "
                    + "or use another value."
            )
        case 1555:
            return (
                .primaryKeyConstraint,
                "Another row already has this id: insert with `id` set to nil to get a new one, "
                    + "or update the existing row."
            )
        case 1299:
            return (
                .notNullConstraint,
                "A non-optional column got no value: the record's `encode(to:)` must write every "
                    + "non-optional column, or declare the column optional."
            )
        case 787:
            return (
                .foreignKeyConstraint, "The row refers to a row that does not exist (foreign keys are on)."
            )
        default:
            break
        }
        switch code & 0xFF {
        case 19:
            return (.constraint, "A constraint on the table rejected the row; nothing was changed.")
        case 26:
            return (
                .notADatabase,
                "The file at \(path) is not a SQLite database (or it is encrypted). The store did not "
                    + "change it: open the store at another path, or move the file away to start empty."
            )
        case 11:
            return (
                .corrupt,
                "The database file at \(path) is damaged: restore it from a backup, or move it away "
                    + "to start empty."
            )
        case 5, 6:
            return (
                .busy,
                "Another connection held the database lock longer than the busy timeout: retry, or "
                    + "open the store with a longer `busyTimeout`."
            )
        case 14:
            return (
                .cannotOpen,
                "Check that the directory of \(path) exists and that this process may write to it."
            )
        case 18:
            return (
                .unsupportedValue,
                "A text or blob is too large for SQLite (its length limit is 1,000,000,000 bytes unless "
                    + "built otherwise); nothing was written. Store large payloads in files and keep their "
                    + "paths in the record."
            )
        case 8:
            let what =
                code == 1544
                ? "the directory of \(path) is read-only for this process, and SQLite must create its journal "
                    + "files (-wal, -shm) beside the database to open it"
                : "the database \(path) is read-only for this process (its file permissions, its owner, or a "
                    + "read-only file system)"
            return (
                .cannotWrite,
                "Nothing was written: \(what). Open the store as a user that may write the file and its "
                    + "directory, or copy the file somewhere writable; every row in it is as it was."
            )
        case 13:
            return (
                .cannotWrite,
                "The disk (or this process's file-size limit) is full; nothing of the failed write was kept. "
                    + "Free some space, then retry."
            )
        case 10:
            return (.cannotWrite, "Check free disk space and that \(path) and its directory are writable.")
        default:
            return (.sqlite, "")
        }
    }
}
