import Testing

@testable import Scenewright

/// The internal open-addressing table behind the container's registry snapshots, checked against
/// `Dictionary` as an oracle and through its own invariant checks.
@Suite struct OpenAddressingTableTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("an empty table finds nothing and keeps its invariants")
    func empty() {
        let table = OpenAddressingTable<Int>()
        #expect(table.value(1, 2) == nil)
        #expect(table.count == 0)
        #expect(table.violations.isEmpty)
    }

    @Test("inserting updates an existing key instead of adding a second entry")
    func update() {
        let table = OpenAddressingTable<String>()
        table.insert("a", 7, 9)
        table.insert("b", 7, 9)
        #expect(table.value(7, 9) == "b")
        #expect(table.count == 1)
        #expect(table.value(9, 7) == nil)
    }

    @Test("agrees with Dictionary over 5,000 random insertions and lookups, growing as it goes")
    func differential() {
        var generator = Generator(state: 2026)
        let table = OpenAddressingTable<UInt64>()
        var oracle: [[UInt]: UInt64] = [:]
        for step in 0..<5_000 {
            // Few distinct words, so keys collide and probe sequences run into each other.
            let first = UInt(generator.next() % 97 + 1) << 4
            let second = UInt(generator.next() % 3)
            let value = generator.next()
            table.insert(value, first, second)
            oracle[[first, second]] = value
            let probeFirst = UInt(generator.next() % 120 + 1) << 4
            let probeSecond = UInt(generator.next() % 4)
            #expect(
                table.value(probeFirst, probeSecond) == oracle[[probeFirst, probeSecond]], "step \(step)")
        }
        #expect(table.count == oracle.count)
        #expect(table.violations.isEmpty)
        for (key, value) in oracle { #expect(table.value(key[0], key[1]) == value) }
        #expect(table.capacity >= table.count * 2)
    }

    @Test("keys that share a home slot are all found")
    func collisions() {
        let table = OpenAddressingTable<Int>(minimumCapacity: 4)
        let mask = table.capacity - 1
        // Search for keys whose home slot is the same as (0, 0)'s.
        let home = OpenAddressingTable<Int>.home(0, 0, mask)
        var colliding: [UInt] = []
        var candidate: UInt = 1
        while colliding.count < 3 {
            if OpenAddressingTable<Int>.home(candidate, 0, mask) == home { colliding.append(candidate) }
            candidate += 1
        }
        for (index, key) in colliding.enumerated() { table.insert(index, key, 0) }
        for (index, key) in colliding.enumerated() { #expect(table.value(key, 0) == index) }
        #expect(table.violations.isEmpty)
    }

    @Test("the invariant check reports an entry cut off from its home slot")
    func detectsBrokenProbeSequence() throws {
        let table = OpenAddressingTable<Int>(minimumCapacity: 4)
        let mask = table.capacity - 1
        let home = OpenAddressingTable<Int>.home(0, 0, mask)
        var colliding: [UInt] = []
        var candidate: UInt = 1
        while colliding.count < 2 {
            if OpenAddressingTable<Int>.home(candidate, 0, mask) == home { colliding.append(candidate) }
            candidate += 1
        }
        table.insert(1, colliding[0], 0)
        table.insert(2, colliding[1], 0)
        // The first entry sits in the home slot, the second one after it; emptying the home slot
        // cuts the second one off.
        table.corruptForTesting(emptying: home)
        #expect(
            table.violations == [
                "slot \((home + 1) & mask) is cut off from its home slot by the empty slot \(home)"
            ])
        #expect(table.value(colliding[1], 0) == nil)
    }

    @Test("looking up the key (0, 0), which marks empty slots, finds nothing")
    func zeroKey() {
        let table = OpenAddressingTable<Int>()
        table.insert(1, 5, 0)
        #expect(table.value(0, 0) == nil)
        #expect(table.count == 1)
    }

    @Test("an ObjectIdentifier key is looked up by subscript")
    func objectIdentifierKeys() {
        let table = OpenAddressingTable<String>()
        table.insert("Int", UInt(bitPattern: ObjectIdentifier(Int.self)), 0)
        #expect(table[ObjectIdentifier(Int.self)] == "Int")
        #expect(table[ObjectIdentifier(String.self)] == nil)
    }
}
