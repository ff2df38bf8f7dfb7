/// The journal: every committed action since the last save, appended as it happens, so the
/// next start after a crash or `kill -9` recovers every committed stroke.
///
/// A text file of self-checking lines (`JournalRecord`): first a header naming the
/// `saveID` of the document it applies on top of (empty for a never-saved drawing),
/// `{"journal":"sketchpad","version":1,"base":"SAVEID"}`, then one line per
/// `DrawingAction` (`DrawingActionCoder`). It lives beside the document as `.NAME.journal`
/// (`.x.sketch.journal`); an unnamed drawing's lives in `$XDG_STATE_HOME/sketchpad/`
/// (else `~/.local/state/sketchpad/`) as `unnamed.journal`. See `docs/FORMAT.md`.
public enum Journal {
    /// The journal format's version; a reader refuses a newer one.
    public static let version = 1

    /// The journal's path for the document at `documentPath`, or for an unnamed drawing
    /// (nil) the state folder's `unnamed.journal` (`unnamed-N.journal` for `slot` N > 1,
    /// used while another sketchpad holds the first). Throws when neither
    /// `XDG_STATE_HOME` (absolute) nor `HOME` is set.
    public static func path(forDocument documentPath: String?, environment: [String: String], slot: Int = 1) throws -> String {
        if let documentPath {
            let slash = documentPath.lastIndex(of: "/")
            let folder = slash.map { String(documentPath[...$0]) } ?? ""
            let name = slash.map { String(documentPath[documentPath.index(after: $0)...]) } ?? documentPath
            return folder + "." + name + ".journal"
        }
        return try stateFolder(environment: environment) + (slot > 1 ? "/unnamed-\(slot).journal" : "/unnamed.journal")
    }

    /// `$XDG_STATE_HOME/sketchpad`, else `$HOME/.local/state/sketchpad`.
    public static func stateFolder(environment: [String: String]) throws -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return trimmed(state) + "/sketchpad" }
        if let home = environment["HOME"], !home.isEmpty { return trimmed(home) + "/.local/state/sketchpad" }
        throw DocumentError(.unreadable, "no folder for the journal of an unnamed drawing: neither XDG_STATE_HOME nor HOME is set")
    }

    private static func trimmed(_ path: String) -> String {
        var p = path
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p
    }

    /// The header line for a journal on top of the save `base`.
    public static func header(base: String) -> [UInt8] {
        var w = JSONWriter()
        w.raw("{\"journal\":\"sketchpad\",\"version\":")
        w.integer(version)
        w.raw(",\"base\":")
        w.string(base)
        w.raw("}")
        return JournalRecord.frame(w.bytes)
    }

    /// What a journal's bytes hold.
    public struct Contents: Sendable {
        /// The `saveID` of the document it applies to; nil when the header is missing,
        /// damaged or no journal header.
        public var base: String?
        /// True when the first line is damaged, so the base is unknown (see
        /// `DocumentRecovery`'s rule for such a journal).
        public var headerDamaged = false
        /// The whole, well-formed actions, in order.
        public var actions: [DrawingAction]
        /// Length up to the end of the last whole record.
        public var validLength: Int
        /// Bytes in damaged, torn or unreadable records.
        public var damagedBytes: Int
        /// Damaged records (a checksum that fails) skipped; reading went on after each.
        public var damagedRecords = 0
        /// How many of those look like committed strokes (they hold a `"stroke"` member).
        public var damagedStrokes = 0
        /// True when the last line was cut short (no newline): a write a crash interrupted.
        public var tornTail = false
        /// Whole, checksummed records that could not be read (over a limit, or a bug), skipped.
        public var unreadableRecords = 0
        /// True when reading skipped a whole, checksummed record it could not read.
        public var stoppedAtUnreadableRecord: Bool { unreadableRecords > 0 }
        /// True when anything other than a torn last line was skipped: the journal must be
        /// kept aside and rewritten from what was read.
        public var needsRewrite: Bool { damagedRecords > 0 || unreadableRecords > 0 }
        /// True when the last session ended calmly (its last record is the quit mark).
        public var endedCalmly = false
        /// Where the quit mark starts, so appending can cut it off first; nil without one.
        var quitMarkStart: Int?
        /// Ids of the strokes a reader has in full after these records (for appending more).
        var knownIDs: Set<StrokeID>
    }

    /// The record a calm quit appends last: the next start continues quietly instead of
    /// reporting a crash. It is cut off again when the journal is opened for appending.
    public static let quitMark: [UInt8] = JournalRecord.frame(Array(#"{"do":"quit"}"#.utf8))

    /// Reads journal bytes against the strokes of the document they apply to (their ids
    /// resolve references). A damaged record costs that record only: reading resumes at the
    /// next whole one (`JournalRecord.scan`). Throws only for a journal written by a newer sketchpad.
    public static func read(_ bytes: [UInt8], documentStrokes: [Stroke], name: String,
                            limits: DocumentLimits = .standard) throws -> Contents {
        try bytes.withUnsafeBufferPointer { buffer in
            let scan = JournalRecord.scan(buffer)
            var contents = Contents(base: nil, actions: [], validLength: scan.validLength, damagedBytes: 0, knownIDs: [])
            contents.damagedRecords = scan.damaged.count
            contents.tornTail = scan.tornTail != nil
            let stroke = Array(#""stroke":"#.utf8)
            contents.damagedStrokes = scan.damaged.filter { contains(buffer, $0, stroke) }.count
            contents.damagedBytes = scan.damaged.reduce(0) { $0 + $1.count } + (scan.tornTail?.count ?? 0)
            var records = scan.records[...]
            if let first = records.first, scan.lineStarts.first == 0 {
                contents.base = try readHeader(UnsafeBufferPointer(rebasing: buffer[first]), name: name)
                guard contents.base != nil else { return contents }  // whole, but no journal
                records = records.dropFirst()
            } else if scan.damaged.first?.lowerBound == 0 {
                contents.headerDamaged = true
                contents.damagedRecords -= 1  // the header holds no drawing
            } else {
                return contents
            }
            var decoder = DrawingActionDecoder(strokes: Dictionary(documentStrokes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }))
            var context = DecodeContext(limits: limits)
            let quit = Array(#"{"do":"quit"}"#.utf8)
            for (i, line) in zip(records.indices, records) {
                let json = UnsafeBufferPointer(rebasing: buffer[line])
                if json.elementsEqual(quit) {
                    if i == records.indices.last {
                        contents.endedCalmly = true
                        contents.quitMarkStart = scan.lineStarts[i]
                    }
                    continue
                }
                guard let action = try? decoder.decode(json, context: &context) else {
                    contents.unreadableRecords += 1
                    contents.damagedBytes += line.count + 10
                    continue
                }
                contents.actions.append(action)
            }
            contents.knownIDs = Set(decoder.strokes.keys)
            return contents
        }
    }

    private static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ needle: [UInt8]) -> Bool {
        guard range.count >= needle.count else { return false }
        for i in range.lowerBound...(range.upperBound - needle.count) where buffer[i] == needle[0] {
            if buffer[i..<i + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }

    /// The header's base, or nil when it is no journal header.
    private static func readHeader(_ json: UnsafeBufferPointer<UInt8>, name: String) throws -> String? {
        var r = JSONReader(json, maxDepth: 4)
        var kind: String?, base: String?, found: Int?
        do {
            var c = try r.openObject()
            while let key = try r.nextKey(&c) {
                switch key {
                case "journal": kind = try r.readString()
                case "version": found = try r.readInteger()
                case "base": base = try r.readString()
                default: try r.skipValue()
                }
            }
            try r.expectEnd()
        } catch {
            return nil
        }
        guard kind == "sketchpad", let found, let base else { return nil }
        if found > version {
            throw DocumentError(.newerVersion, "\(name): journal version \(found) is newer than this sketchpad reads (\(version)); update sketchpad")
        }
        return base
    }
}
