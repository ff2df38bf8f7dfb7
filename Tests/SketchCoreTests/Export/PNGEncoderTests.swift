import Testing
@testable import SketchCore

/// The streaming PNG encoder's pure parts: filters, chunk framing, and the file's shape.
struct PNGEncoderTests {
    static func row(_ n: Int, seed: Int) -> [UInt8] { (0..<n).map { UInt8(truncatingIfNeeded: $0 * 37 + seed * 101 + ($0 * $0) % 13) } }

    @Test(arguments: PNGFilter.allCases)
    func everyFilterIsUndoneExactly(filter: PNGFilter) {
        let previous = Self.row(40, seed: 1), row = Self.row(40, seed: 2)
        for prev in [Optional(previous), nil] {
            var out = [UInt8](repeating: 0, count: row.count)
            row.withUnsafeBufferPointer { r in
                out.withUnsafeMutableBufferPointer { o in
                    if let prev { prev.withUnsafeBufferPointer { filter.apply(r, previous: $0, bytesPerPixel: 4, into: o) } }
                    else { filter.apply(r, previous: nil, bytesPerPixel: 4, into: o) }
                }
            }
            if filter != .none && !(filter == .up && prev == nil) { #expect(out != row) }  // Up over nothing is None
            out.withUnsafeMutableBufferPointer { o in
                if let prev { prev.withUnsafeBufferPointer { filter.undo(o, previous: $0, bytesPerPixel: 4) } }
                else { filter.undo(o, previous: nil, bytesPerPixel: 4) }
            }
            #expect(out == row)
        }
    }

    @Test func theBestFilterForARowLikeTheOneAboveIsUp() {
        let previous = Self.row(64, seed: 3)
        var out = [UInt8](repeating: 9, count: 64), scratch = out
        let chosen = previous.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                scratch.withUnsafeMutableBufferPointer { s in PNGFilter.best(p, previous: p, bytesPerPixel: 4, into: o, scratch: s) }
            }
        }
        #expect(chosen == .up)
        #expect(out == [UInt8](repeating: 0, count: 64))
    }

    @Test func aChunkIsLengthTypeDataAndTheCRCOfTypeAndData() {
        let chunk = PNGChunk.frame("tEXt", Array("abc".utf8))
        #expect(Array(chunk[0..<8]) == [0, 0, 0, 3] + Array("tEXt".utf8))
        #expect(Array(chunk[8..<11]) == Array("abc".utf8))
        let crc = CRC32.checksum(chunk[4..<11])
        #expect(Array(chunk[11...]) == [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        #expect(PNGChunk.end == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func aFileIsTheSignatureThenIHDRThenIDATChunksThenIEND() throws {
        let (w, h) = (300, 200)
        let encoder = try PNGEncoder(width: w, height: h)
        var bytes = encoder.start()
        let pixels: [UInt8] = (0..<h).flatMap { y in (0..<w).flatMap { x -> [UInt8] in [UInt8(x & 0xFF), UInt8(y & 0xFF), 7, 255] } }
        // In uneven pieces: 1 row, then 57, then the rest.
        for range in [0..<1, 1..<58, 58..<h] {
            try pixels[(range.lowerBound * w * 4)..<(range.upperBound * w * 4)].withUnsafeBufferPointer { try encoder.append($0) { bytes += $0 } }
        }
        try encoder.finish { bytes += $0 }
        #expect(Array(bytes[0..<8]) == PNGChunk.signature)
        var types: [String] = [], at = 8
        while at < bytes.count {
            let n = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self))
            let crc = bytes[(at + 8 + n)..<(at + 12 + n)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == CRC32.checksum(bytes[(at + 4)..<(at + 8 + n)]))
            at += 12 + n
        }
        #expect(at == bytes.count)
        #expect(types.first == "IHDR" && types.last == "IEND" && types.dropFirst().dropLast().allSatisfy { $0 == "IDAT" })
        #expect(Array(bytes[16..<29]) == [0, 0, 1, 44, 0, 0, 0, 200, 8, 6, 0, 0, 0])
    }

    @Test func rowsBeyondTheHeightOrMissingAtTheEndAreOneLineErrors() throws {
        let encoder = try PNGEncoder(width: 2, height: 1)
        let rows = [UInt8](repeating: 0, count: 16)
        #expect(throws: PNGEncoder.Failure.self) { try rows.withUnsafeBufferPointer { try encoder.append($0) { _ in } } }
        let short = try PNGEncoder(width: 2, height: 3)
        #expect(throws: PNGEncoder.Failure.self) { try short.finish { _ in } }
    }

    @Test(arguments: [(0, 1), (1, 0), (-4, 5), (Int(Int32.max) + 1, 1)])
    func aSizePNGCannotHoldIsRefused(width: Int, height: Int) {
        #expect(throws: PNGEncoder.Failure.self) { try PNGEncoder(width: width, height: height) }
    }
}

extension PNGEncoderTests {
    @Test func aRowEqualToTheOneAboveIsFilteredUpToZeros() throws {
        let encoder = try PNGEncoder(width: 3, height: 2, level: 0)
        var bytes: [UInt8] = []
        let rows: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        try rows.withUnsafeBufferPointer { try encoder.append($0) { bytes += $0 } }
        try encoder.finish { bytes += $0 }
        // Level 0 stores: the second row's filtered bytes appear as they are, after its type byte 2.
        let second: [UInt8] = [2] + [UInt8](repeating: 0, count: 12)
        #expect(bytes.indices.contains { i in i + 13 <= bytes.count && Array(bytes[i..<(i + 13)]) == second })
    }
}
