/// Correctly rounded conversion of a decimal `w × 10^q` to the nearest Double, fast.
///
/// Clinger's exact fast path for small values, else the Eisel-Lemire algorithm (as in
/// fast_float, Lemire 2021, with Mushtak and Lemire's proof that one 128-bit product
/// suffices). Returns nil where neither applies (exponent outside `PowersOfFive.range`,
/// subnormal results): the caller then asks the standard library, which is exact but ~10×
/// slower. Shortest round-trip output (`Double.description`) always has at most 17
/// significant digits, so `w` fits in 64 bits.
enum DecimalToDouble {
    /// The nearest Double to `w × 10^q` (non-negative; the caller applies the sign), or nil.
    /// Infinity when the value is beyond the largest Double.
    static func value(significand w: UInt64, exponent q: Int) -> Double? {
        if w == 0 { return 0 }
        if w <= 1 << 53, q >= -22, q <= 22 {
            let d = Double(w)
            return q < 0 ? d / exactPowersOfTen[-q] : d * exactPowersOfTen[q]
        }
        guard q >= PowersOfFive.range.lowerBound, q <= PowersOfFive.range.upperBound else { return nil }
        let lz = w.leadingZeroBitCount
        let wn = w << UInt64(lz)
        let entry = PowersOfFive.table[q - PowersOfFive.range.lowerBound]
        var (high, low) = wn.multipliedFullWidth(by: entry.high)
        let precisionMask = UInt64.max >> 55
        if high & precisionMask == precisionMask {
            let second = wn.multipliedFullWidth(by: entry.low)
            let (sum, overflow) = low.addingReportingOverflow(second.high)
            low = sum
            if overflow { high &+= 1 }
        }
        // Belt and braces: the one case older fast_float sent to a slower path.
        if low == UInt64.max, q < -27 || q > 55 { return nil }
        let upperBit = Int(high >> 63)
        let shift = UInt64(upperBit + 64 - 52 - 3)
        var mantissa = high >> shift
        var power2 = (((152_170 + 65_536) * q) >> 16) + 63 + upperBit - lz + 1023
        if power2 <= 0 { return nil }
        // Exactly halfway between two Doubles: round to even rather than up.
        if low <= 1, q >= -4, q <= 23, mantissa & 3 == 1, mantissa << shift == high {
            mantissa &= ~1
        }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= 2 << 52 {
            mantissa = 1 << 52
            power2 += 1
        }
        mantissa &= ~(1 << 52)
        if power2 >= 0x7FF { return .infinity }
        return Double(bitPattern: UInt64(power2) << 52 | mantissa)
    }

    /// 10^0 ... 10^22, each exactly representable.
    static let exactPowersOfTen: [Double] = {
        var p: [Double] = [1]
        for _ in 1...22 { p.append(p.last! * 10) }
        return p
    }()
}
