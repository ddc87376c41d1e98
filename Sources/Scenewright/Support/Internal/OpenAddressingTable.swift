// Internal: not part of Scenewright's API. A building block for the container's registry snapshots
// (and for other type-keyed caches of the module).

/// A hash table keyed by a pair of machine words — typically two `ObjectIdentifier`s, or one and 0
/// — with open addressing and linear probing: a lookup is a multiply, a mask and one or two
/// comparisons, with no hashing protocol, no bounds checks and no reference counting of its own.
///
/// - Capacity is a power of two, at least twice the count (load factor ≤ ½), so a probe always
///   reaches an empty slot.
/// - Entries are inserted or updated, never removed; the table grows by doubling.
/// - Every debug build checks the invariants after each insertion (``violations`` lists what is
///   wrong); release builds skip the check.
///
/// Not thread-safe by itself. A table that is no longer written after it was filled (as in
/// `RegistrySnapshot`) may be read from any thread once it has been safely published.
@usableFromInline final class OpenAddressingTable<Value>: @unchecked Sendable {
    /// One slot. `value == nil` marks an empty slot.
    @usableFromInline struct Slot {
        @usableFromInline var first: UInt
        @usableFromInline var second: UInt
        @usableFromInline var value: Value?
    }

    @usableFromInline private(set) var slots: UnsafeMutablePointer<Slot>
    /// `capacity - 1`.
    @usableFromInline private(set) var mask: Int
    /// The number of entries.
    private(set) var count = 0

    /// An empty table with room for `minimumCapacity` entries before it grows.
    init(minimumCapacity: Int = 4) {
        var capacity = 8
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(first: 0, second: 0, value: nil), count: capacity)
        mask = capacity - 1
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// The number of slots.
    var capacity: Int { mask + 1 }

    /// The home slot of a key: the words mixed with two odd constants (Fibonacci hashing), high
    /// bits taken.
    @inlinable
    static func home(_ first: UInt, _ second: UInt, _ mask: Int) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 29) & mask
    }

    /// The value under the key, or `nil`.
    @inlinable
    func value(_ first: UInt, _ second: UInt) -> Value? {
        var index = Self.home(first, second, mask)
        while true {
            let slot = slots + index
            guard let value = slot.pointee.value else { return nil }
            if slot.pointee.first == first && slot.pointee.second == second { return value }
            index = (index + 1) & mask
        }
    }

    /// The value under one `ObjectIdentifier` (the second word 0).
    @inlinable
    subscript(key: ObjectIdentifier) -> Value? {
        value(UInt(bitPattern: key), 0)
    }

    /// Inserts `value` under the key, or replaces the value there.
    func insert(_ value: Value, _ first: UInt, _ second: UInt) {
        if (count + 1) * 2 > capacity { grow() }
        var index = Self.home(first, second, mask)
        while slots[index].value != nil && (slots[index].first != first || slots[index].second != second) {
            index = (index + 1) & mask
        }
        if slots[index].value == nil { count += 1 }
        slots[index] = Slot(first: first, second: second, value: value)
        #if DEBUG
            let broken = violations
            assert(broken.isEmpty, "OpenAddressingTable invariants broken: \(broken)")
        #endif
    }

    /// Every entry, in slot order.
    var entries: [(first: UInt, second: UInt, value: Value)] {
        (0..<capacity).compactMap { index in
            slots[index].value.map { (slots[index].first, slots[index].second, $0) }
        }
    }

    private func grow() {
        let old = entries
        slots.deinitialize(count: capacity)
        slots.deallocate()
        let capacity = (mask + 1) * 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(first: 0, second: 0, value: nil), count: capacity)
        mask = capacity - 1
        count = 0
        for entry in old { insert(entry.value, entry.first, entry.second) }
    }

    /// What is wrong with the table, if anything: checked after every insertion in debug builds,
    /// and by the table's own tests.
    ///
    /// - the capacity is a power of two and at least twice the count;
    /// - `count` is the number of occupied slots;
    /// - no key is stored twice;
    /// - every entry is reachable from its home slot without crossing an empty slot, which is what
    ///   makes a lookup that stops at the first empty slot correct.
    var violations: [String] {
        var found: [String] = []
        let capacity = self.capacity
        if capacity & (capacity - 1) != 0 { found.append("capacity \(capacity) is not a power of two") }
        if count * 2 > capacity { found.append("count \(count) exceeds half the capacity \(capacity)") }
        var occupied = 0
        var keys = Set<[UInt]>()
        for index in 0..<capacity where slots[index].value != nil {
            occupied += 1
            let slot = slots[index]
            if !keys.insert([slot.first, slot.second]).inserted {
                found.append("key (\(slot.first), \(slot.second)) stored twice")
            }
            var probe = Self.home(slot.first, slot.second, mask)
            while probe != index {
                if slots[probe].value == nil {
                    found.append("slot \(index) is cut off from its home slot by the empty slot \(probe)")
                    break
                }
                probe = (probe + 1) & mask
            }
        }
        if occupied != count { found.append("count \(count) but \(occupied) occupied slots") }
        return found
    }

    /// Empties slot `index` without fixing the probe sequence. Only for tests of ``violations``.
    func corruptForTesting(emptying index: Int) {
        if slots[index].value != nil { count -= 1 }
        slots[index].value = nil
    }
}
