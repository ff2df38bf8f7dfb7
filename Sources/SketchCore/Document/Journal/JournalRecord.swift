/// The framing of one journal line: `CRC SPACE JSON NEWLINE`, where CRC is the CRC-32 of the
/// JSON bytes as 8 lowercase hex digits.
///
/// A record counts only when it is whole: its newline present, its checksum matching. So a
/// power cut mid-write (a missing newline, half a line, garbage bytes) leaves a last record
/// that is recognised as torn and skipped, and everything before it stands.
enum JournalRecord {
    /// `json` framed as one line. The JSON must hold no newline (the writer never emits one).
    static func frame(_ json: [UInt8]) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(json.count + 10)
        let crc = CRC32.checksum(json)
        let digits = Array("0123456789abcdef".utf8)
        for shift in stride(from: 28, through: 0, by: -4) { line.append(digits[Int(crc >> UInt32(shift) & 0xF)]) }
        line.append(UInt8(ascii: " "))
        line.append(contentsOf: json)
        line.append(0x0A)
        return line
    }

    /// The whole records at the start of `bytes`, as ranges of their JSON, up to the first
    /// line that is torn or damaged; `validLength` is where that line starts (the length to
    /// keep), `bytes.count` when every line is whole.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (records: [Range<Int>], validLength: Int) {
        var records: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            guard end < bytes.count, let json = payload(bytes, start..<end) else { break }
            records.append(json)
            start = end + 1
        }
        return (records, start)
    }

    /// The JSON range of the line `line` (without its newline) when its checksum matches.
    private static func payload(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Range<Int>? {
        guard line.count >= 10, bytes[line.lowerBound + 8] == UInt8(ascii: " ") else { return nil }
        var crc: UInt32 = 0
        for i in line.lowerBound..<line.lowerBound + 8 {
            let b = bytes[i]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            default: return nil
            }
            crc = crc << 4 | UInt32(d)
        }
        let json = line.lowerBound + 9..<line.upperBound
        guard CRC32.checksum(UnsafeBufferPointer(rebasing: bytes[json])) == crc else { return nil }
        return json
    }
}
