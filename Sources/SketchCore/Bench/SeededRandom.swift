import Foundation

/// A small, fast, deterministic random number generator (SplitMix64) for reproducible benches.
///
/// The same seed always gives the same sequence, on every platform and Swift version: every
/// derived value (`unit()`, `uniform(_:)`, `int(in:)`, `gaussian()`) is computed here from
/// `next()` alone, never through the standard library's `random(in:using:)`, whose algorithm
/// is not promised to stay the same. Not cryptographically secure.
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`; any value, zero included, is fine.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one named sub-stream of `seed` (for example one finger, or one stroke).
    ///
    /// Streams with different `keys` are statistically independent, so a caller can jump
    /// straight to the numbers of item `k` without drawing those of items `0..<k` first.
    public init(seed: UInt64, stream keys: UInt64...) {
        var h = Self.mix(seed)
        for k in keys { h = Self.mix(h ^ Self.mix(k &+ 0x9E37_79B9_7F4A_7C15)) }
        state = h
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// A uniform value in `0 ..< 1` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform value in `range` (the upper bound is reached only by rounding).
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A uniform whole number in `range`, both ends included. Bias is below 2^-40 for ranges
    /// narrower than 2^24, which is all a bench needs.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }  // the full 64-bit range
        return range.lowerBound + Int(next() % span)
    }

    /// A standard normal value (mean 0, standard deviation 1), by the Box-Muller transform.
    ///
    /// Draws two uniforms per call and returns one of the pair, so calls are independent of
    /// each other's history (no cached second value changes the sequence).
    public mutating func gaussian() -> Double {
        let u1 = 1 - unit()  // in (0, 1], so the logarithm is finite
        let u2 = unit()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// The SplitMix64 finalizer: a bijective scramble of 64 bits in which every input bit
    /// affects every output bit. Useful for hashing indices into seeds.
    public static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
