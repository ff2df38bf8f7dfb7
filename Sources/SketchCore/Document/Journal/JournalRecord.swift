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

    /// What a scan of journal bytes found: the whole records, and the stretches that were not.
    struct Scan {
        /// The JSON of every whole record, in file order.
        var records: [Range<Int>] = []
        /// Where each record's line starts, parallel to `records`.
        var lineStarts: [Int] = []
        /// Damaged lines (a newline present, the checksum wrong), as byte ranges with their newline.
        var damaged: [Range<Int>] = []
        /// A last line without its newline (a write cut short), if any.
        var tornTail: Range<Int>?
        /// The length up to the end of the last whole record.
        var validLength = 0
    }

    /// Every whole record in `bytes`, resynchronising after damage as a database's log does:
    /// a line whose checksum fails costs that line only, and reading goes on at the next line
    /// that checks. Within a damaged line it also looks for a whole record that starts there
    /// (its own newline lost to a flipped byte merged it with the one before), so one bad byte
    /// costs at most the record it hit. O(n) but for damaged lines, each scanned once more.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var scan = Scan()
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if let json = payload(bytes, start..<end), end < bytes.count {
                scan.records.append(json)
                scan.lineStarts.append(start)
                start = end + 1
                scan.validLength = start
                continue
            }
            // Damaged, or torn: is there a whole record starting later in this line?
            var resync: Int?
            var p = start + 1
            while end < bytes.count, p + 9 < end {
                if bytes[p + 8] == UInt8(ascii: " "), payload(bytes, p..<end) != nil { resync = p; break }
                p += 1
            }
            if end == bytes.count, resync == nil {
                scan.tornTail = start..<end
                break
            }
            scan.damaged.append(start..<(resync ?? end + 1))
            start = resync ?? end + 1
        }
        return scan
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
