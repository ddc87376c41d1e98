/// A small deterministic random generator (SplitMix64), so a randomized test replays exactly from
/// its seed.
///
/// The package's randomized and model-based stress tests draw from it; print the seed with a
/// failure and the same seed gives the same operations again. It conforms to
/// `RandomNumberGenerator`, so the standard library's `Int.random(in:using:)`,
/// `randomElement(using:)` and `shuffled(using:)` work with it:
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let index = Int.random(in: 0..<10, using: &generator)
/// ```
///
/// Not for anything that needs unpredictable numbers: the whole stream follows from the seed.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose stream is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits of the stream.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (reduced modulo `bound`, so slightly biased for huge bounds; cheap
    /// and stable across releases), or 0 when `bound` is zero or negative. Draws exactly one value.
    package mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
