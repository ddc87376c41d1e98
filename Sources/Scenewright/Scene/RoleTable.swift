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

    /// The slots, or `nil` before the first insert of a table made with ``init(unallocated:)``.
    @usableFromInline var entries: UnsafeMutablePointer<Entry>?
    /// The number of slots minus one (the slot count is a power of two); 0 while unallocated.
    @usableFromInline var mask: Int
    private(set) var count: Int

    /// An empty table with room for `capacity` slots (a power of two).
    init(capacity: Int = 64) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "capacity must be a power of two")
        entries = Self.emptySlots(capacity)
        mask = capacity - 1
        count = 0
    }

    /// An empty table that allocates its slots on the first insert. Its value is a constant, so a
    /// global holding it is initialised statically and reading it costs no once-check.
    init(unallocated: ()) {
        entries = nil
        mask = 0
        count = 0
    }

    /// The number of slots.
    var capacity: Int { entries == nil ? 0 : mask + 1 }

    @inlinable @inline(__always) func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The role stored for the type `key`, if any. Inlined into each scene's build, so a hit costs
    /// no call.
    @inlinable @inline(__always) func role(for key: ObjectIdentifier) -> DependencyRole? {
        guard let entries else { return nil }
        let bits = UInt(bitPattern: key)
        var index = slot(for: bits)
        while true {
            let candidate = entries[index].key
            if candidate == bits { return entries[index].role }
            if candidate == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    private static func emptySlots(_ capacity: Int) -> UnsafeMutablePointer<Entry> {
        let slots = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        slots.initialize(
            repeating: Entry(key: 0, role: DependencyRole(awakable: nil, observing: nil)), count: capacity)
        return slots
    }

    /// Stores `role` for the type `key`, replacing any role stored for it; grows past half full.
    mutating func insert(_ role: DependencyRole, for key: ObjectIdentifier) {
        if entries == nil {
            entries = Self.emptySlots(64)
            mask = 63
        }
        if (count + 1) * 2 > capacity { grow() }
        guard let entries else { return }
        let bits = UInt(bitPattern: key)
        var index = slot(for: bits)
        while entries[index].key != 0 && entries[index].key != bits {
            index = (index &+ 1) & mask
        }
        if entries[index].key == 0 { count += 1 }
        entries[index] = Entry(key: bits, role: role)
    }

    private mutating func grow() {
        guard let old = entries else { return }
        let oldCapacity = mask + 1
        let slots = Self.emptySlots(oldCapacity * 2)
        entries = slots
        mask = oldCapacity * 2 - 1
        count = 0
        for offset in 0..<oldCapacity where old[offset].key != 0 {
            var index = slot(for: old[offset].key)
            while slots[index].key != 0 { index = (index &+ 1) & mask }
            slots[index] = old[offset]
            count += 1
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
    }
}
