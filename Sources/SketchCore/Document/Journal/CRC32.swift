/// The CRC-32 checksum (IEEE 802.3, as zlib, PNG and gzip compute it) of bytes.
///
/// The journal puts one before each record so a torn or damaged line is recognised.
/// `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
enum CRC32 {
    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes { crc = table[Int((crc ^ UInt32(b)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
