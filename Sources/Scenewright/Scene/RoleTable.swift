/// The roles of the types scenes have met, keyed by type identity: a small open-addressing table
/// over two arrays, with linear probing.
///
/// Type metadata pointers are unique and aligned, so they make good keys, and never 0 (the table's
/// empty mark). The table only grows, and lives as long as the process; it is main-actor state,
/// like the scenes. A lookup is a multiply, a mask and one or two comparisons — no hashing
/// protocol — on ordinary bounds-checked arrays.
@MainActor struct RoleTable {
    /// One key per slot; 0 marks an empty slot.
    private(set) var keys: [UInt]
    /// The role of the key in the same slot; a placeholder where the slot is empty.
    private(set) var values: [DependencyRole]
    /// The number of types stored.
    private(set) var count = 0

    /// An empty table with room for `capacity / 2` types before it grows.
    init(capacity: Int = 64) {
        var slots = 8
        while slots < capacity { slots *= 2 }
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: DependencyRole(awakable: nil, observing: nil), count: slots)
    }

    /// The number of slots.
    var capacity: Int { keys.count }

    /// The home slot of a key: the word multiplied by an odd constant (Fibonacci hashing), high
    /// bits taken.
    @inline(__always) static func home(_ key: UInt, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    /// The role stored for the type `key`, if any.
    @inline(__always) func role(for key: ObjectIdentifier) -> DependencyRole? {
        let key = UInt(bitPattern: key)
        let mask = keys.count &- 1
        var index = Self.home(key, mask)
        // The table is never more than half full, so the probe reaches an empty slot.
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    /// Stores `role` for the type `key`, replacing any role stored for it.
    mutating func insert(_ role: DependencyRole, for key: ObjectIdentifier) {
        insert(role, UInt(bitPattern: key))
    }

    /// Stores `role` under `key`, which is not 0.
    private mutating func insert(_ role: DependencyRole, _ key: UInt) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = Self.home(key, mask)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        if keys[index] == 0 {
            count += 1
            keys[index] = key
        }
        values[index] = role
    }

    private mutating func grow() {
        var larger = RoleTable(capacity: keys.count * 2)
        for index in keys.indices where keys[index] != 0 { larger.insert(values[index], keys[index]) }
        self = larger
    }
}
