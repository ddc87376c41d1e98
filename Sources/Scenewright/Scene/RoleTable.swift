/// The roles of the types scenes have met, keyed by type identity: an open-addressing table with
/// linear probing over one buffer, so a hit costs a multiply, a shift and one or two compares.
///
/// Type metadata pointers are unique and aligned, so a multiply-shift of their bits hashes well at
/// a fraction of `Hasher`'s cost. Key 0 marks an empty slot (no metadata lives at address 0). The
/// table only grows, and lives as long as the process; it is main-actor state, like the scenes.
@MainActor @usableFromInline struct RoleTable {
    @usableFromInline struct Entry {
        @usableFromInline var key: UInt
        @usableFromInline var role: DependencyRole
    }

    @usableFromInline var entries: UnsafeMutableBufferPointer<Entry>
    private(set) var count = 0

    /// An empty table with room for `capacity` slots (a power of two).
    init(capacity: Int = 64) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "capacity must be a power of two")
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: Entry(key: 0, role: DependencyRole(awakable: nil, observing: nil)))
    }

    /// The number of slots.
    var capacity: Int { entries.count }

    @inlinable @inline(__always) func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (entries.count &- 1)
    }

    /// The role stored for the type `key`, if any. Inlined into each scene's build, so a hit costs
    /// no call.
    @inlinable @inline(__always) func role(for key: ObjectIdentifier) -> DependencyRole? {
        let bits = UInt(bitPattern: key)
        var index = slot(for: bits)
        while true {
            let candidate = entries[index].key
            if candidate == bits { return entries[index].role }
            if candidate == 0 { return nil }
            index = (index &+ 1) & (entries.count &- 1)
        }
    }

    /// Stores `role` for the type `key`, replacing any role stored for it; grows past half full.
    mutating func insert(_ role: DependencyRole, for key: ObjectIdentifier) {
        if (count + 1) * 2 > entries.count { grow() }
        let bits = UInt(bitPattern: key)
        var index = slot(for: bits)
        while entries[index].key != 0 && entries[index].key != bits {
            index = (index &+ 1) & (entries.count &- 1)
        }
        if entries[index].key == 0 { count += 1 }
        entries[index] = Entry(key: bits, role: role)
    }

    private mutating func grow() {
        let old = entries
        entries = .allocate(capacity: old.count * 2)
        entries.initialize(repeating: Entry(key: 0, role: DependencyRole(awakable: nil, observing: nil)))
        count = 0
        for entry in old where entry.key != 0 {
            var index = slot(for: entry.key)
            while entries[index].key != 0 { index = (index &+ 1) & (entries.count &- 1) }
            entries[index] = entry
            count += 1
        }
        old.deallocate()
    }
}
