// The JSON reader's decimal parser (DecimalToDouble, PowersOfFive) against the standard
// library's Double(Substring), on the numbers of a 4M-sample document (x, y, pressure, time:
// 16M numbers). Both paths run the reader's grammar scan; the check is that every sum agrees.
// Run with tools/decimal-bench/run.sh (a release build of this file and the two parser files).
import Foundation

var rng: UInt64 = 42
func next() -> UInt64 { rng = rng &* 6364136223846793005 &+ 1442695040888963407; return rng >> 11 }

var text: [UInt8] = []
text.reserveCapacity(4_000_000 * 4 * 10)
for i in 0..<4_000_000 {
    let x = Double(next() % 1_920_000) / 1000, y = Double(next() % 1_080_000) / 1000
    let pressure = Double(next() % 1000) / 1000, time = Double(i) / 120
    for v in [x, y, pressure, time] { text += Array(v.description.utf8); text.append(UInt8(ascii: ",")) }
}
let whole = String(decoding: text, as: UTF8.self)

/// The reader's scan of one number at `i`: significand, significant digits, decimal exponent.
func scan(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> (w: UInt64, digits: Int, exponent: Int) {
    var w: UInt64 = 0, digits = 0, e = 0
    while i < b.count, case let d = b[i] &- 48, d < 10 { digits += 1; if digits <= 19 { w = w &* 10 &+ UInt64(d) } else { e += 1 }; i += 1 }
    if i < b.count, b[i] == UInt8(ascii: ".") {
        i += 1
        while i < b.count, case let d = b[i] &- 48, d < 10 {
            if digits > 0 || d != 0 { digits += 1; if digits <= 19 { w = w &* 10 &+ UInt64(d); e -= 1 } } else { e -= 1 }
            i += 1
        }
    }
    if i < b.count, b[i] | 0x20 == UInt8(ascii: "e") {
        i += 1
        var negative = false
        if b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { negative = b[i] == UInt8(ascii: "-"); i += 1 }
        var x = 0
        while i < b.count, case let d = b[i] &- 48, d < 10 { x = x * 10 + Int(d); i += 1 }
        e += negative ? -x : x
    }
    return (w, digits, e)
}

func handWritten() -> Double {
    text.withUnsafeBufferPointer { b in
        var i = 0, sum = 0.0
        while i < b.count {
            let start = i
            let n = scan(b, &i)
            if n.digits <= 19, let v = DecimalToDouble.value(significand: n.w, exponent: n.exponent) {
                sum += v
            } else {
                sum += Double(String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self))!
            }
            i += 1
        }
        return sum
    }
}

/// Double(Substring) on slices of one String (no copy per number).
func standardLibrary() -> Double {
    var sum = 0.0
    for part in whole.utf8.split(separator: UInt8(ascii: ",")) { sum += Double(Substring(part))! }
    return sum
}

func seconds(_ f: () -> Double) -> (Double, Double) {
    let t0 = DispatchTime.now().uptimeNanoseconds
    let r = f()
    return (Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9, r)
}

for round in 1...3 {
    let (a, ra) = seconds(handWritten), (b, rb) = seconds(standardLibrary)
    print("round \(round): DecimalToDouble \(String(format: "%.2f", a)) s, Double(Substring) \(String(format: "%.2f", b)) s, "
          + "\(String(format: "%.1f", b / a))x, same sums: \(ra == rb)")
}
