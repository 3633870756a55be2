/// A small, fast, seeded pseudo-random generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same sequence on every machine, so the soak's random input, the bench's random probes and randomised
/// tests are repeatable. It lives here, the lowest module all of them import.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `range`, built from the top 53 bits so it is the same on every platform.
    package mutating func unit(_ range: ClosedRange<Double> = 0...1) -> Double {
        let fraction = Double(next() >> 11) / Double(UInt64(1) << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
    }

    /// A uniform integer in `0..<bound` (0 when `bound` is not positive).
    package mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { unit() < p }
}
