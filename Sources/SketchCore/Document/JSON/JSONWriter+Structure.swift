/// Objects and arrays with the commas and spacing of the writer's `layout`.
///
/// `object`/`array` write one value (at the top, as an array element, or after `member`'s key);
/// `member` writes a key and its value; `element` writes one array element. Members appear in
/// the order they are written: callers fix the key order.
extension JSONWriter {
    /// An object whose members `body` writes.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// An array whose elements `body` writes.
    mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginValue()
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// `key` then the one value `body` writes (with `object`, `array` or `element`).
    mutating func member(_ key: String, _ body: (inout JSONWriter) -> Void) {
        memberKey(key)
        body(&self)
    }

    mutating func member(_ key: String, _ value: Double) { memberKey(key); element(value) }
    /// `null` when nil.
    mutating func member(_ key: String, _ value: Double?) { memberKey(key); element(value) }
    mutating func member<T: BinaryInteger>(_ key: String, _ value: T) { memberKey(key); element(value) }
    mutating func member(_ key: String, _ value: String) { memberKey(key); element(value) }

    mutating func element(_ value: Double) { beginValue(); number(value) }
    mutating func element(_ value: Double?) {
        beginValue()
        if let value { number(value) } else { raw("null") }
    }
    mutating func element<T: BinaryInteger>(_ value: T) { beginValue(); integer(value) }
    mutating func element(_ value: String) { beginValue(); string(value) }

    private mutating func memberKey(_ key: String) {
        separate()
        string(key)
        switch layout {
        case .compact: raw(":")
        case .spaced: raw(": ")
        case .pretty: raw(" : ")
        }
        isAfterKey = true
    }

    private mutating func beginValue() {
        if isAfterKey { isAfterKey = false } else { separate() }
    }

    /// The comma (and space or line break) before a member or element.
    private mutating func separate() {
        guard depth > 0 else { return }
        if !isFirstInContainer { raw(layout == .spaced ? ", " : ",") }
        if layout == .pretty { newline() }
        isFirstInContainer = false
    }

    private mutating func open(_ bracket: UInt8) {
        byte(bracket)
        depth += 1
        isFirstInContainer = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if layout == .pretty, !isFirstInContainer { newline() }
        byte(bracket)
        isFirstInContainer = false
    }

    private mutating func newline() {
        byte(0x0A)
        for _ in 0..<depth { raw("  ") }
    }
}
