/// Putting a drawing back together after a crash: the last saved document, plus the actions
/// its journal recorded since.
///
/// A journal applies only on top of the save its header names. When its base is not the
/// document's `saveID` it is stale (a save finished writing the document but crashed before
/// resetting the journal, or the document was replaced behind its back): it is not applied,
/// and when it holds anything it is kept aside and the message says so, never dropped silently.
/// A journal whose header is damaged (its base unknown) applies when the document is missing
/// (the base can only be "") or when every stroke it commits is newer than every stroke of the
/// document (so the document cannot already hold them); otherwise it counts as stale.
public enum DocumentRecovery {
    /// A recovered drawing and what it took.
    public struct Result: Sendable {
        /// The document as saved; nil when there was no file (a new drawing).
        public var document: SketchDocument?
        /// The document's strokes with the journal's actions replayed on top.
        public var drawing: Drawing
        /// Actions replayed from the journal.
        public var recoveredActions: Int
        /// Strokes committed by those actions.
        public var recoveredStrokes: Int
        /// One line for the user when something was recovered or skipped, else nil:
        /// `x.sketch: recovered 12 strokes from the journal of a session that did not save`.
        public var message: String?
        /// The journal as read, when it applied to this document (nil when missing or stale).
        public var journal: Journal.Contents?
        /// True when the journal held something but was not applied (stale): keep it aside.
        public var stale = false
        /// Where the journal as read is to be kept aside (damaged or stale), as the message
        /// says: the first free of `JOURNAL.damaged`, `JOURNAL.damaged.2` ... (`.stale` alike,
        /// `NumberedCopy`), so a second damage never replaces the first copy. Nil when nothing
        /// is to be kept or no `journalPath` was given.
        public var keepAs: String?
    }

    /// Replays `journalBytes` onto `document` (nil: a new, empty drawing, whose base save is
    /// ""). Pure but for looking which copy names are free. `name` names the drawing in the
    /// message; `journalPath`, when given, is the journal's path: a damaged or stale journal
    /// is to be kept beside it at `Result.keepAs`, which the message names.
    /// Throws only for a journal written by a newer sketchpad.
    public static func recover(document: SketchDocument?, journalBytes: [UInt8], name: String,
                               journalPath: String? = nil, limits: DocumentLimits = .standard) throws -> Result {
        let strokes = document?.strokes ?? []
        var result = Result(document: document, drawing: Drawing(strokes: strokes), recoveredActions: 0,
                            recoveredStrokes: 0, message: nil, journal: nil)
        let contents = try Journal.read(journalBytes, documentStrokes: strokes, name: name, limits: limits)
        guard applies(contents, to: document) else {
            if contents.base != nil || contents.headerDamaged, !contents.actions.isEmpty || contents.needsRewrite {
                result.stale = true
                result.keepAs = journalPath.map { NumberedCopy.free($0 + ".stale") }
                let kept = result.keepAs.map { " and was kept as \($0)" } ?? ""
                result.message = "\(name): its journal (\(count(contents.actions.count, "change"))) belongs to another save of this drawing; it was not applied\(kept)"
            } else if contents.base == nil, contents.tornTail {
                result.message = "\(name): recovered 0 strokes; its torn journal header was skipped"
            }
            return result
        }
        result.journal = contents
        for action in contents.actions {
            result.drawing.apply(action)
            if case .commit = action { result.recoveredStrokes += 1 }
        }
        result.recoveredActions = contents.actions.count
        if contents.needsRewrite || contents.headerDamaged {
            result.keepAs = journalPath.map { NumberedCopy.free($0 + ".damaged") }
        }
        result.message = message(name: name, contents: contents, strokes: result.recoveredStrokes,
                                 onCanvas: result.drawing.strokes.count, keptAs: result.keepAs)
        return result
    }

    /// Whether a journal read as `contents` applies on top of `document` (see the type's rule).
    static func applies(_ contents: Journal.Contents, to document: SketchDocument?) -> Bool {
        if let base = contents.base { return base == (document?.saveID ?? "") }
        guard contents.headerDamaged else { return false }
        guard let document else { return true }
        let newest = document.strokes.map(\.id).max() ?? 0
        return contents.actions.allSatisfy { if case .commit(let s, _) = $0 { s.id > newest } else { true } }
    }

    /// Reads the document at `documentPath` (a missing file is a new drawing) and its journal
    /// (`Journal.path`), and recovers; reads only, locks and changes nothing.
    public static func recover(documentPath: String?, environment: [String: String],
                               limits: DocumentLimits = .standard) throws -> Result {
        var document: SketchDocument?
        if let documentPath {
            do {
                document = try SketchDocument.read(path: documentPath, limits: limits).document
            } catch let e as DocumentError where e.kind == .missing {
                document = nil
            }
        }
        let journalPath = try Journal.path(forDocument: documentPath.map(ResolvedPath.resolve), environment: environment)
        var bytes: [UInt8] = []
        do {
            bytes = try FileBytes.read(path: journalPath, maxBytes: limits.maxFileBytes)
        } catch let e as DocumentError where e.kind == .missing {
            bytes = []
        }
        return try recover(document: document, journalBytes: bytes, name: displayName(documentPath), limits: limits)
    }

    /// How messages name a drawing: its path, or `unnamed drawing`.
    public static func displayName(_ documentPath: String?) -> String { documentPath ?? "unnamed drawing" }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// The one line: nil when the journal was empty and whole.
    static func message(name: String, contents: Journal.Contents, strokes: Int, onCanvas: Int,
                        keptAs: String?) -> String? {
        let actions = contents.actions.count
        let skipped = contents.needsRewrite || contents.headerDamaged
        guard actions > 0 || skipped || contents.tornTail else { return nil }
        if contents.endedCalmly, !skipped, !contents.tornTail {
            let what = "continuing your unsaved drawing (\(count(onCanvas, "stroke")))"
            return name == displayName(nil) ? what : "\(name): \(what)"
        }
        var text = "\(name): recovered "
        if strokes > 0 || contents.damagedStrokes > 0 || actions == 0 {
            let total = strokes + contents.damagedStrokes
            text += contents.damagedStrokes > 0 ? "\(strokes) of \(count(total, "stroke"))" : count(strokes, "stroke")
            if actions > strokes { text += " and " + count(actions - strokes, "other change") }
        } else {
            text += count(actions, "change")
        }
        guard skipped else {
            text += " from the journal of a session that did not save"
            if contents.tornTail { text += " (its torn last record was skipped)" }
            return text
        }
        var losses: [String] = []
        if contents.headerDamaged { losses.append("its damaged journal header was skipped") }
        if contents.damagedRecords > 0 { losses.append(count(contents.damagedRecords, "damaged journal record") + " skipped") }
        if contents.unreadableRecords > 0 { losses.append(count(contents.unreadableRecords, "unreadable journal record") + " skipped") }
        if contents.tornTail { losses.append("its torn last record was skipped") }
        text += "; " + losses.joined(separator: "; ")
        if let keptAs { text += " (kept in \(keptAs))" }
        return text
    }
}
