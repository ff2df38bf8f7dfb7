/// A problem in JSON text: what is wrong, and the byte offset where it was found.
struct JSONReadError: Error, Equatable {
    var offset: Int
    var message: String
}

/// A strict, pull-style JSON reader over bytes: the caller walks the document, asking for
/// the value it expects next, so nothing is built that it does not keep.
///
/// Strict RFC 8259 JSON: no comments, trailing commas, NaN, Infinity, leading `+` or zeros,
/// control characters in strings, invalid UTF-8 or lone surrogates; a number beyond the
/// largest Double is an error (not infinity). A leading UTF-8 byte-order mark is skipped.
/// Nesting deeper than `maxDepth` is an error, and nothing recurses (`skipValue()` keeps
/// its own stack), so hostile input cannot exhaust the call stack.
///
/// The bytes must outlive the reader (use it inside `withUnsafeBufferPointer`).
struct JSONReader {
    /// What kind of value comes next.
    enum Kind: Equatable { case object, array, string, number, bool, null }

    /// Where a caller is in one object or array: pass it back to `nextKey` / `nextElement`.
    struct Container {
        fileprivate var count = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// Byte offset of the next unread byte.
    var offset = 0
    /// Objects and arrays open around the current position.
    private(set) var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    // MARK: Structure

    /// The kind of the next value (skipping whitespace); an error at the end or a stray byte.
    mutating func peekKind() throws -> Kind {
        skipWhitespace()
        guard offset < bytes.count else { throw fail("unexpected end of file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw fail("unexpected \(describeByte(at: offset))")
        }
    }

    /// Consumes `{`; then call `nextKey` until it returns nil.
    mutating func openObject() throws -> Container {
        try open(UInt8(ascii: "{"), "an object")
        return Container()
    }

    /// Consumes `[`; then call `nextElement` until it returns false.
    mutating func openArray() throws -> Container {
        try open(UInt8(ascii: "["), "an array")
        return Container()
    }

    /// The next member's key (its value is next to read), or nil after consuming the closing `}`.
    mutating func nextKey(_ c: inout Container) throws -> String? {
        guard try advanceMember(&c, closing: UInt8(ascii: "}")) else { return nil }
        let key = try readString()
        try expectColon()
        return key
    }

    /// True when another element follows (read it next); false after consuming the closing `]`.
    mutating func nextElement(_ c: inout Container) throws -> Bool {
        try advanceMember(&c, closing: UInt8(ascii: "]"))
    }

    /// The next element of an array of numbers, or nil after consuming its closing `]`
    /// (`nextElement` and `readNumber` in one step, for long sample arrays).
    @inline(__always)
    mutating func nextNumber(_ c: inout Container) throws -> Double? {
        guard try advanceMember(&c, closing: UInt8(ascii: "]")) else { return nil }
        return try readNumber()
    }

    /// Checks that only whitespace remains.
    mutating func expectEnd() throws {
        skipWhitespace()
        if offset < bytes.count { throw fail("unexpected \(describeByte(at: offset)) after the end of the document") }
    }

    /// Skips one whole value of any kind, validating it, without recursion.
    mutating func skipValue() throws {
        var stack: [(isObject: Bool, container: Container)] = []
        while true {
            switch try peekKind() {
            case .object:
                var c = try openObject()
                if try advanceMember(&c, closing: UInt8(ascii: "}")) {
                    try skipString()
                    try expectColon()
                    stack.append((true, c))
                    continue
                }
            case .array:
                var c = try openArray()
                if try nextElement(&c) {
                    stack.append((false, c))
                    continue
                }
            case .string: try skipString()
            case .number: _ = try scanNumber()
            case .bool: _ = try readBool()
            case .null: try readNull()
            }
            // A value ended: close finished containers, or step to the next member.
            while let top = stack.last {
                var c = top.container
                let closing = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if try advanceMember(&c, closing: closing) {
                    if top.isObject {
                        try skipString()
                        try expectColon()
                    }
                    stack[stack.count - 1].container = c
                    break
                }
                stack.removeLast()
            }
            if stack.isEmpty { return }
        }
    }

    // MARK: Scalars

    mutating func readBool() throws -> Bool {
        skipWhitespace()
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        throw fail(offset < bytes.count ? "expected true or false" : "unexpected end of file")
    }

    mutating func readNull() throws {
        skipWhitespace()
        guard matchLiteral("null") else { throw fail("expected null") }
    }

    // MARK: Pieces

    private mutating func open(_ byte: UInt8, _ what: String) throws {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else { throw expected(what) }
        guard depth < maxDepth else { throw fail("nesting deeper than \(maxDepth) levels") }
        depth += 1
        offset += 1
    }

    /// Steps past `,` between members, or the closing byte (returning false).
    private mutating func advanceMember(_ c: inout Container, closing: UInt8) throws -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw fail("unexpected end of file") }
        if bytes[offset] == closing {
            offset += 1
            depth -= 1
            return false
        }
        if c.count > 0 {
            guard bytes[offset] == UInt8(ascii: ",") else {
                throw fail("expected ',' or '\(Character(Unicode.Scalar(closing)))', found \(describeByte(at: offset))")
            }
            offset += 1
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == closing { throw fail("trailing comma") }
        }
        c.count += 1
        return true
    }

    private mutating func expectColon() throws {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw expected("':'") }
        offset += 1
    }

    private mutating func matchLiteral(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard offset + n <= bytes.count else { return false }
        for i in 0..<n where bytes[offset + i] != word.utf8Start[i] { return false }
        offset += n
        return true
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < bytes.count {
            let b = bytes[offset]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            offset += 1
        }
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    func fail(_ message: String) -> JSONReadError { JSONReadError(offset: offset, message: message) }

    func expected(_ what: String) -> JSONReadError {
        guard offset < bytes.count else { return fail("unexpected end of file, expected \(what)") }
        return fail("expected \(what), found \(describeByte(at: offset))")
    }

    /// The byte at `i` as a user would name it: `'x'` for printable ASCII, else hex.
    func describeByte(at i: Int) -> String {
        let b = bytes[i]
        if b >= 0x21, b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    /// Up to 24 bytes of the text at `range`, for messages.
    func excerpt(_ range: Range<Int>) -> String {
        let cut = range.lowerBound..<min(range.upperBound, range.lowerBound + 24)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[cut]), as: UTF8.self)
        return cut.count < range.count ? text + "…" : text
    }
}
