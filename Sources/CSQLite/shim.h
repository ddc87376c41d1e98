#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one fixed-argument wrapper for the
// integer options (SQLITE_DBCONFIG_DQS_DML, SQLITE_DBCONFIG_DQS_DDL, …).
static inline int scenewright_sqlite3_db_config_int(sqlite3 *db, int option, int value) {
    return sqlite3_db_config(db, option, value, (int *)0);
}
