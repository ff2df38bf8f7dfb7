import CZlib

/// PNG's file framing (PNG spec, section 5): the signature, then chunks of a 4-byte
/// big-endian length, a 4-letter type, the data, and a CRC-32 of type and data.
public enum PNGChunk {
    /// The 8 bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The largest chunk data PNG allows (2^31 - 1 bytes).
    public static let maxLength = Int(Int32.max)

    /// One chunk of `type` (four ASCII letters such as `IDAT`) holding `data`, framed.
    /// O(data); `data.count` must be at most `maxLength`.
    public static func frame(_ type: String, _ data: some Collection<UInt8>) -> [UInt8] {
        let name = Array(type.utf8)
        precondition(name.count == 4 && data.count <= maxLength, "a PNG chunk has a 4-letter type and at most 2^31-1 bytes")
        var out: [UInt8] = []
        out.reserveCapacity(12 + data.count)
        append(UInt32(data.count), to: &out)
        out += name
        out += data
        let crc = out[4...].withContiguousStorageIfAvailable { buf in
            UInt32(crc32(0, buf.baseAddress, UInt32(buf.count)))
        } ?? 0
        append(crc, to: &out)
        return out
    }

    /// The IHDR chunk of an 8-bit RGBA (colour type 6), non-interlaced image.
    public static func header(width: Int, height: Int) -> [UInt8] {
        var data: [UInt8] = []
        append(UInt32(width), to: &data)
        append(UInt32(height), to: &data)
        data += [8, 6, 0, 0, 0]  // bit depth, colour type RGBA, deflate, adaptive filters, no interlace
        return frame("IHDR", data)
    }

    /// The IEND chunk that closes every PNG file.
    public static let end = frame("IEND", [UInt8]())

    /// Appends `value` big-endian, as PNG stores every integer.
    static func append(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
