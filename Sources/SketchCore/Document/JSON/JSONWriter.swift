/// Builds compact JSON text as UTF-8 bytes, fast: numbers are formatted straight into the
/// buffer without a String per number.
///
/// Doubles are written as Swift's shortest round-trip form (`description`), less a trailing
/// `.0` (`4.0` is written `4`), so reading one back gives the same bits. A non-finite Double
/// (no JSON form) is written as `0`: callers keep their values finite.
struct JSONWriter: TextOutputStream {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Forgets the bytes written so far, keeping the buffer.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends text as is (it must be valid JSON where it lands).
    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func byte(_ b: UInt8) { bytes.append(b) }

    mutating func number(_ value: Double) {
        guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        value.write(to: &self)
        let n = bytes.count
        if n >= 2, bytes[n - 1] == UInt8(ascii: "0"), bytes[n - 2] == UInt8(ascii: ".") { bytes.removeLast(2) }
    }

    mutating func integer<T: BinaryInteger>(_ value: T) {
        bytes.append(contentsOf: value.description.utf8)
    }

    /// A JSON string, escaping `"`, `\` and control characters.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(hex[Int(b >> 4)])
                bytes.append(hex[Int(b & 0xF)])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `"key":`
    mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    // TextOutputStream: what `Double.write(to:)` calls.
    mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }
}
