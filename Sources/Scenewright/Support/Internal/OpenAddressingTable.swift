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
    /// Two words per slot: the key. A first word of 0 marks an empty slot, so keys never have one
    /// (an `ObjectIdentifier` never is 0).
    @usableFromInline @exclusivity(unchecked) private(set) var keys: UnsafeMutablePointer<UInt>
    /// One value per slot, initialized where the key is not empty.
    @usableFromInline @exclusivity(unchecked) private(set) var values: UnsafeMutablePointer<Value>
    /// `capacity - 1`.
    @usableFromInline @exclusivity(unchecked) private(set) var mask: Int
    /// The number of entries.
    private(set) var count = 0

    /// An empty table with room for `minimumCapacity` entries before it grows.
    init(minimumCapacity: Int = 4) {
        var capacity = 8
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        (keys, values) = Self.allocate(capacity)
        mask = capacity - 1
    }

    deinit {
        release()
    }

    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<UInt>, UnsafeMutablePointer<Value>)
    {
        let keys = UnsafeMutablePointer<UInt>.allocate(capacity: capacity * 2)
        keys.initialize(repeating: 0, count: capacity * 2)
        return (keys, .allocate(capacity: capacity))
    }

    private func release() {
        for index in 0..<capacity where keys[index * 2] != 0 { (values + index).deinitialize(count: 1) }
        keys.deallocate()
        values.deallocate()
    }

    /// The number of slots.
    var capacity: Int { mask + 1 }

    /// The home slot of a key: the words mixed with two odd constants (Fibonacci hashing), high
    /// bits taken.
    @inlinable @inline(__always)
    static func home(_ first: UInt, _ second: UInt, _ mask: Int) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 29) & mask
    }

    /// The value under the key, or `nil`.
    @inlinable @inline(__always)
    func value(_ first: UInt, _ second: UInt) -> Value? {
        // Wrapping arithmetic: `index` stays within `0...mask`, so neither can overflow, and the
        // lookup skips the overflow checks.
        var index = Self.home(first, second, mask)
        while true {
            let key = keys + (index &<< 1)
            if key[0] == 0 { return nil }
            if key[0] == first && key[1] == second { return values[index] }
            index = (index &+ 1) & mask
        }
    }

    /// The value under one `ObjectIdentifier` (the second word 0).
    @inlinable
    subscript(key: ObjectIdentifier) -> Value? {
        value(UInt(bitPattern: key), 0)
    }

    /// Inserts `value` under the key, or replaces the value there. `first` must not be 0.
    func insert(_ value: Value, _ first: UInt, _ second: UInt) {
        assert(first != 0, "OpenAddressingTable keys never have a first word of 0")
        guard first != 0 else { return }
        if (count + 1) * 2 > capacity { grow() }
        var index = Self.home(first, second, mask)
        while keys[index * 2] != 0 && (keys[index * 2] != first || keys[index * 2 + 1] != second) {
            index = (index + 1) & mask
        }
        if keys[index * 2] == 0 {
            count += 1
            keys[index * 2] = first
            keys[index * 2 + 1] = second
            (values + index).initialize(to: value)
        } else {
            values[index] = value
        }
        #if DEBUG
            let broken = violations
            assert(broken.isEmpty, "OpenAddressingTable invariants broken: \(broken)")
        #endif
    }

    /// Every entry, in slot order.
    var entries: [(first: UInt, second: UInt, value: Value)] {
        (0..<capacity).compactMap { index in
            keys[index * 2] == 0 ? nil : (keys[index * 2], keys[index * 2 + 1], values[index])
        }
    }

    private func grow() {
        let old = entries
        release()
        let capacity = (mask + 1) * 2
        (keys, values) = Self.allocate(capacity)
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
        var seen = Set<[UInt]>()
        for index in 0..<capacity where keys[index * 2] != 0 {
            occupied += 1
            let first = keys[index * 2]
            let second = keys[index * 2 + 1]
            if !seen.insert([first, second]).inserted {
                found.append("key (\(first), \(second)) stored twice")
            }
            var probe = Self.home(first, second, mask)
            while probe != index {
                if keys[probe * 2] == 0 {
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
        guard keys[index * 2] != 0 else { return }
        count -= 1
        keys[index * 2] = 0
        (values + index).deinitialize(count: 1)
    }
}
