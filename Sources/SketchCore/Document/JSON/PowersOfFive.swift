/// The 128-bit approximations of 5^q that the Eisel-Lemire decimal-to-binary algorithm needs,
/// computed once on first use with a tiny big-integer helper (no 10 KB literal table).
///
/// Entry q (for `range`) is the most significant 128 bits of 5^q, its top bit set: truncated
/// for q >= 0, and for q < 0 the truncated reciprocal plus one, exactly as fast_float's
/// `powers_of_five_128` table. Outside `range` callers fall back to the standard library.
enum PowersOfFive {
    /// Decimal exponents covered; a shortest round-trip Double of everyday size lies well inside.
    static let range = -128...128

    /// `(high, low)` 64-bit halves for each q in `range`, q = range.lowerBound first.
    static let table: [(high: UInt64, low: UInt64)] = range.map(entry)

    /// The 128-bit approximation of 5^q.
    static func entry(_ q: Int) -> (high: UInt64, low: UInt64) {
        if q >= 0 {
            var p = BigNumber(1)
            for _ in 0..<q { p.multiply(by: 5) }
            p.shift(by: 128 - p.bitLength)
            return p.low128
        }
        var p = BigNumber(1)
        for _ in 0..<(-q) { p.multiply(by: 5) }
        let z = p.bitLength  // 5^-q is never a power of two, so 2^(z-1) < p < 2^z
        let b = q >= -27 ? z + 127 : 2 * z + 128
        var c = BigNumber.powerOfTwo(b).dividing(by: p)
        c.addOne()
        if c.bitLength > 128 { c.shift(by: 128 - c.bitLength) }
        return c.low128
    }
}

/// An unsigned big integer just capable enough to build `PowersOfFive.table`.
struct BigNumber {
    /// 32-bit limbs, least significant first, no zero limbs on top.
    private(set) var limbs: [UInt32]

    init(_ value: UInt32) { limbs = value == 0 ? [] : [value] }

    static func powerOfTwo(_ n: Int) -> BigNumber {
        var r = BigNumber(1)
        r.shift(by: n)
        return r
    }

    var bitLength: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    /// The low 128 bits as two 64-bit halves.
    var low128: (high: UInt64, low: UInt64) {
        func limb(_ i: Int) -> UInt64 { i < limbs.count ? UInt64(limbs[i]) : 0 }
        return (limb(3) << 32 | limb(2), limb(1) << 32 | limb(0))
    }

    mutating func multiply(by m: UInt32) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let v = UInt64(limbs[i]) * UInt64(m) + carry
            limbs[i] = UInt32(truncatingIfNeeded: v)
            carry = v >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
    }

    mutating func addOne() {
        for i in limbs.indices {
            limbs[i] &+= 1
            if limbs[i] != 0 { return }
        }
        limbs.append(1)
    }

    /// Shifts left by `n` bits (right for negative `n`, dropping the bits shifted out).
    mutating func shift(by n: Int) {
        if n > 0 {
            let whole = n / 32, part = n % 32
            var out = [UInt32](repeating: 0, count: whole) + limbs + [0]
            if part > 0 {
                for i in stride(from: out.count - 1, to: whole, by: -1) {
                    out[i] = out[i] << part | out[i - 1] >> (32 - part)
                }
                out[whole] <<= part
            }
            limbs = out
        } else if n < 0 {
            let whole = -n / 32, part = -n % 32
            guard whole < limbs.count else { limbs = []; return }
            var out = Array(limbs[whole...])
            if part > 0 {
                for i in out.indices {
                    let next = i + 1 < out.count ? out[i + 1] : 0
                    out[i] = out[i] >> part | next << (32 - part)
                }
            }
            limbs = out
        }
        while limbs.last == 0 { limbs.removeLast() }
    }

    /// The quotient of `self / d` by binary long division, rounded down.
    func dividing(by d: BigNumber) -> BigNumber {
        var quotient = BigNumber(0), remainder = BigNumber(0)
        for bit in stride(from: bitLength - 1, through: 0, by: -1) {
            remainder.shift(by: 1)
            if limbs[bit / 32] >> (bit % 32) & 1 == 1 { remainder.setLowestBit() }
            quotient.shift(by: 1)
            if !remainder.isLess(than: d) {
                remainder.subtract(d)
                quotient.setLowestBit()
            }
        }
        return quotient
    }

    private mutating func setLowestBit() {
        if limbs.isEmpty { limbs = [1] } else { limbs[0] |= 1 }
    }

    private func isLess(than other: BigNumber) -> Bool {
        if limbs.count != other.limbs.count { return limbs.count < other.limbs.count }
        for i in stride(from: limbs.count - 1, through: 0, by: -1) where limbs[i] != other.limbs[i] {
            return limbs[i] < other.limbs[i]
        }
        return false
    }

    /// Subtracts a number not larger than `self`.
    private mutating func subtract(_ other: BigNumber) {
        var borrow: Int64 = 0
        for i in limbs.indices {
            var v = Int64(limbs[i]) - borrow - (i < other.limbs.count ? Int64(other.limbs[i]) : 0)
            borrow = v < 0 ? 1 : 0
            if v < 0 { v += 1 << 32 }
            limbs[i] = UInt32(v)
        }
        while limbs.last == 0 { limbs.removeLast() }
    }
}
