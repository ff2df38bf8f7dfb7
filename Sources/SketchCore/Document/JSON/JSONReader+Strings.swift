/// Strings: escapes decoded, UTF-8 validated byte by byte.
extension JSONReader {
    /// A string, unescaped.
    mutating func readString() throws -> String {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw expected("a string") }
        offset += 1
        let start = offset
        var decoded: [UInt8]? = nil
        while true {
            guard offset < bytes.count else { throw fail("unexpected end of file in a string") }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                defer { offset += 1 }
                if let decoded { return String(decoding: decoded, as: UTF8.self) }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                if decoded == nil { decoded = Array(bytes[start..<offset]) }
                try readEscape(into: &decoded!)
                continue
            }
            let end = try stepCharacter()
            if decoded != nil { decoded!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<end])) }
            offset = end
        }
    }

    mutating func skipString() throws {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw expected("a string") }
        offset += 1
        var scratch: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw fail("unexpected end of file in a string") }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") { offset += 1; return }
            if b == UInt8(ascii: "\\") {
                try readEscape(into: &scratch)
                scratch.removeAll(keepingCapacity: true)
            } else {
                offset = try stepCharacter()
            }
        }
    }

    /// Checks the character at `offset` (not a quote or backslash) and returns the offset after it.
    func stepCharacter() throws -> Int {
        let b = bytes[offset]
        if b < 0x20 { throw fail("control character in a string") }
        if b < 0x80 { return offset + 1 }
        let (length, low, high): (Int, UInt8, UInt8)
        switch b {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: throw fail("invalid UTF-8")
        }
        guard offset + length <= bytes.count else { throw fail("invalid UTF-8 (cut short)") }
        let second = bytes[offset + 1]
        guard second >= low, second <= high else { throw fail("invalid UTF-8") }
        for i in 2..<length where bytes[offset + i] & 0xC0 != 0x80 { throw fail("invalid UTF-8") }
        return offset + length
    }

    /// Decodes one escape at `offset` (a backslash) and appends its UTF-8.
    mutating func readEscape(into out: inout [UInt8]) throws {
        let at = offset
        offset += 1
        guard offset < bytes.count else { throw fail("unexpected end of file in a string") }
        let c = bytes[offset]
        offset += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw JSONReadError(offset: at, message: "lone surrogate in a \\u escape")
                }
                offset += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw JSONReadError(offset: at, message: "lone surrogate in a \\u escape") }
                scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw JSONReadError(offset: at, message: "lone surrogate in a \\u escape")
            }
            out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default: throw JSONReadError(offset: at, message: "invalid escape \\\(Character(Unicode.Scalar(c)))")
        }
    }

    mutating func readHex4() throws -> UInt32 {
        guard offset + 4 <= bytes.count else { throw fail("unexpected end of file in a \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[offset]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw fail("bad hex digit in a \\u escape")
            }
            v = v << 4 | UInt32(d)
            offset += 1
        }
        return v
    }
}
