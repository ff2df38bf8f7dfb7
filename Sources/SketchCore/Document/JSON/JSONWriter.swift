/// The one JSON writer for every output (documents, journal, event scripts, bench, predict,
/// fidelity): builds JSON text as UTF-8 bytes, fast, with one string escaper and one number
/// formatter.
///
/// Numbers: a Double is written in Swift's shortest round-trip form, so reading it back gives
/// the same bits; `numbers` picks whether a whole value keeps its `.0` and whether reports round
/// to a few decimals. **A non-finite Double (no JSON form) is written as `null`, in every output.**
/// Documents and journals never meet one: values are made finite on the way in (see FORMAT.md).
///
/// Strings: `"`, `\`, control characters, DEL, U+2028 and U+2029 are escaped; everything else
/// is written as UTF-8.
///
/// Structure: the low-level calls (`raw`, `number`, `string`, ...) write exactly what they are
/// given; `object`, `array`, `member` and `element` (JSONWriter+Structure.swift) add the commas
/// and the spacing that `layout` asks for.
struct JSONWriter: TextOutputStream {
    /// How a Double is formatted.
    enum Numbers: Equatable {
        /// Shortest round-trip form less a trailing `.0` (`4.0` is `4`): documents, journals.
        case shortest
        /// Shortest round-trip form as Swift writes it (`1.0` stays `1.0`): event scripts.
        case swift
        /// Rounded to this many decimals, then the shortest form (`-0` is `0`): reports.
        case rounded(decimals: Int)
    }

    /// Where `object`/`array`/`member` put spaces and line breaks.
    enum Layout {
        /// `{"a":1,"b":[1,2]}`: documents, journals.
        case compact
        /// `{"a": 1, "b": [1, 2]}`: one-line reports and event scripts.
        case spaced
        /// Two-space indentation, one member per line, `"a" : 1`: the fidelity report.
        case pretty
    }

    private(set) var bytes: [UInt8] = []
    let numbers: Numbers
    let layout: Layout
    /// Structure state (see JSONWriter+Structure.swift).
    var depth = 0, isFirstInContainer = true, isAfterKey = false

    init(capacity: Int = 0, numbers: Numbers = .shortest, layout: Layout = .compact) {
        self.numbers = numbers
        self.layout = layout
        bytes.reserveCapacity(capacity)
    }

    /// The bytes written so far as a String.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets the bytes written so far, keeping the buffer.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends text as is (it must be valid JSON where it lands).
    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// `value` as `numbers` says; `null` when not finite.
    mutating func number(_ value: Double) {
        guard value.isFinite else { raw("null"); return }
        switch numbers {
        case .shortest:
            value.write(to: &self)
            let n = bytes.count
            if n >= 2, bytes[n - 1] == UInt8(ascii: "0"), bytes[n - 2] == UInt8(ascii: ".") { bytes.removeLast(2) }
        case .swift:
            value.write(to: &self)
        case .rounded(let decimals):
            bytes.append(contentsOf: Self.rounded(value, decimals: decimals).utf8)
        }
    }

    /// `value` rounded to `decimals` places in the shortest form that reads back the same:
    /// whole values without a point, `-0` as `0`; `null` when not finite.
    static func rounded(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        let r = (value * scale).rounded() / scale
        guard r.isFinite else { return value.description }  // too big to scale: already whole
        if r == 0 { return "0" }
        if abs(r) < 1e15, r == r.rounded() { return String(Int64(r)) }
        return r.description
    }

    mutating func integer<T: BinaryInteger>(_ value: T) {
        bytes.append(contentsOf: value.description.utf8)
    }

    /// A JSON string: `"`, `\`, control characters, DEL, U+2028 and U+2029 escaped.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        var pending: UInt8? = nil
        while let b = pending ?? utf8.next() {
            pending = nil
            switch b {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0..<0x20, 0x7F: escaped(UInt16(b))
            case 0xE2:  // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
                guard let b2 = utf8.next() else { bytes.append(b); break }
                guard b2 == 0x80, let b3 = utf8.next() else { bytes.append(b); pending = b2; break }
                if b3 == 0xA8 || b3 == 0xA9 { escaped(0x2000 | UInt16(b3 - 0xA8 + 0x28)) } else { bytes.append(contentsOf: [b, b2, b3]) }
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escaped(_ unit: UInt16) {
        let hex = Array("0123456789abcdef".utf8)
        raw("\\u")
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int((unit >> UInt16(shift)) & 0xF)]) }
    }

    /// `"key":`, compact (a trusted literal).
    mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    // TextOutputStream: what `Double.write(to:)` calls.
    mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }
}
