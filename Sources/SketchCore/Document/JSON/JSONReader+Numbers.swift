/// Numbers: strict JSON grammar, correctly rounded to Double, fast on long sample arrays.
extension JSONReader {
    /// A number as the nearest Double; beyond ±Double.greatestFiniteMagnitude is an error.
    mutating func readNumber() throws -> Double {
        skipWhitespace()
        let start = offset
        let n = try scanNumber()
        var value: Double
        if n.digits <= 19, let v = DecimalToDouble.value(significand: n.significand, exponent: n.exponent) {
            value = v
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            guard let v = Double(text) else { throw JSONReadError(offset: start, message: "bad number") }
            value = v.magnitude
        }
        guard value.isFinite else {
            throw JSONReadError(offset: start, message: "number \(excerpt(start..<offset)) is out of range")
        }
        if n.negative { value.negate() }
        return value
    }

    /// A whole number (no fraction or exponent) that fits in `Int`.
    mutating func readInteger() throws -> Int {
        skipWhitespace()
        let start = offset
        let n = try scanNumber()
        guard n.isWhole else {
            throw JSONReadError(offset: start, message: "expected a whole number, found \(excerpt(start..<offset))")
        }
        guard n.digits <= 18 || (n.digits == 19 && n.significand <= UInt64(Int.max)) else {
            throw JSONReadError(offset: start, message: "number \(excerpt(start..<offset)) is out of range")
        }
        return n.negative ? -Int(n.significand) : Int(n.significand)
    }

    /// A number's digits, scanned and checked against the JSON grammar.
    struct ScannedNumber {
        var negative = false
        /// The first 19 significant digits as one integer.
        var significand: UInt64 = 0
        /// Significant digits (leading zeros not counted); above 19 the value is inexact.
        var digits = 0
        /// Power of ten to scale `significand` by (counting digits beyond the 19th kept).
        var exponent = 0
        var isWhole = true
    }

    /// Scans one number at `offset` (after whitespace), checking the JSON grammar. Hot: it
    /// runs once per sample coordinate, so it works on a local index.
    mutating func scanNumber() throws -> ScannedNumber {
        skipWhitespace()
        var n = ScannedNumber()
        let count = bytes.count
        var i = offset
        defer { offset = i }
        if i < count, bytes[i] == UInt8(ascii: "-") { n.negative = true; i += 1 }
        guard i < count, isDigit(bytes[i]) else {
            offset = i
            throw i < count ? fail("expected a number, found \(describeByte(at: i))") : fail("unexpected end of file")
        }
        var w: UInt64 = 0, digits = 0, exponent = 0
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < count, isDigit(bytes[i]) { throw JSONReadError(offset: i, message: "number with a leading zero") }
        } else {
            while i < count, case let d = bytes[i] &- UInt8(ascii: "0"), d < 10 {
                digits += 1
                if digits <= 19 { w = w &* 10 &+ UInt64(d) } else { exponent += 1 }
                i += 1
            }
        }
        if i < count, bytes[i] == UInt8(ascii: ".") {
            n.isWhole = false
            i += 1
            guard i < count, isDigit(bytes[i]) else { throw JSONReadError(offset: i, message: "expected a digit after '.'") }
            while i < count, case let d = bytes[i] &- UInt8(ascii: "0"), d < 10 {
                if digits > 0 || d != 0 {  // leading zeros of a fraction carry no significance
                    digits += 1
                    if digits <= 19 { w = w &* 10 &+ UInt64(d); exponent -= 1 }
                } else {
                    exponent -= 1
                }
                i += 1
            }
        }
        if i < count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            n.isWhole = false
            i += 1
            var negativeExponent = false
            if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                negativeExponent = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < count, isDigit(bytes[i]) else { throw JSONReadError(offset: i, message: "expected a digit in the exponent") }
            var e = 0
            while i < count, case let d = bytes[i] &- UInt8(ascii: "0"), d < 10 {
                if e < 1_000_000 { e = e * 10 + Int(d) }
                i += 1
            }
            exponent += negativeExponent ? -e : e
        }
        n.significand = w
        n.digits = digits
        n.exponent = exponent
        return n
    }
}
