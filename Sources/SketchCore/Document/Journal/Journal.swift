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
        /// The `saveID` of the document it applies to; nil when even the header is unreadable.
        public var base: String?
        /// The whole, well-formed actions, in order.
        public var actions: [DrawingAction]
        /// Length of the part that was whole; the rest is a torn or damaged tail.
        public var validLength: Int
        /// Bytes after `validLength` (a torn last record, or damage).
        public var damagedBytes: Int
        /// True when reading stopped at a whole, checksummed record it could not read (over a
        /// limit, or from a bug) rather than at a torn or damaged one.
        public var stoppedAtUnreadableRecord = false
        /// Ids of the strokes a reader has in full after these records (for appending more).
        var knownIDs: Set<StrokeID>
    }

    /// Reads journal bytes against the strokes of the document they apply to (their ids
    /// resolve references). Stops at the first torn, damaged or unreadable record.
    /// Throws only for a journal written by a newer sketchpad.
    public static func read(_ bytes: [UInt8], documentStrokes: [Stroke], name: String,
                            limits: DocumentLimits = .standard) throws -> Contents {
        try bytes.withUnsafeBufferPointer { buffer in
            let lines = JournalRecord.split(buffer).records
            var contents = Contents(base: nil, actions: [], validLength: 0, damagedBytes: bytes.count, knownIDs: [])
            guard let first = lines.first else { return contents }
            guard let base = try readHeader(UnsafeBufferPointer(rebasing: buffer[first]), name: name) else { return contents }
            contents.base = base
            var decoder = DrawingActionDecoder(strokes: Dictionary(documentStrokes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }))
            var context = DecodeContext(limits: limits)
            var end = first.upperBound + 1
            for line in lines.dropFirst() {
                guard let action = try? decoder.decode(UnsafeBufferPointer(rebasing: buffer[line]), context: &context) else {
                    contents.stoppedAtUnreadableRecord = true
                    break
                }
                contents.actions.append(action)
                end = line.upperBound + 1
            }
            contents.validLength = end
            contents.damagedBytes = bytes.count - contents.validLength
            contents.knownIDs = Set(decoder.strokes.keys)
            return contents
        }
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
