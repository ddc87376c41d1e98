/// The roles of the types scenes have met, keyed by type identity: a main-actor view of the
/// package's one open-addressing table (`Support/Internal/OpenAddressingTable.swift`), whose
/// invariants are checked in debug builds and by its own tests.
///
/// Type metadata pointers are unique and aligned, so they make good keys, and never 0 (the table's
/// empty mark). The table only grows, and lives as long as the process; it is main-actor state,
/// like the scenes. A table made with ``init(unallocated:)`` holds no storage until its first
/// insert: its value is a constant, so a global holding it is initialised statically and reading it
/// costs no once-check.
@MainActor @usableFromInline struct RoleTable {
    /// The table, or `nil` before the first insert of a table made with ``init(unallocated:)``.
    @usableFromInline var storage: OpenAddressingTable<DependencyRole>?

    /// An empty table with room for `capacity / 2` types before it grows.
    init(capacity: Int = 64) {
        storage = OpenAddressingTable(minimumCapacity: max(1, capacity / 2))
    }

    /// An empty table that allocates on the first insert.
    init(unallocated: ()) {
        storage = nil
    }

    /// The number of slots.
    var capacity: Int { storage?.capacity ?? 0 }

    /// The number of types stored.
    var count: Int { storage?.count ?? 0 }

    /// The role stored for the type `key`, if any. Inlined into each scene's build, so a hit costs
    /// no call.
    @inlinable @inline(__always) func role(for key: ObjectIdentifier) -> DependencyRole? {
        guard let storage else { return nil }
        return storage.value(UInt(bitPattern: key), 0)
    }

    /// Stores `role` for the type `key`, replacing any role stored for it.
    mutating func insert(_ role: DependencyRole, for key: ObjectIdentifier) {
        if storage == nil { storage = OpenAddressingTable(minimumCapacity: 32) }
        storage?.insert(role, UInt(bitPattern: key), 0)
    }
}
