/// Putting a drawing back together after a crash: the last saved document, plus the actions
/// its journal recorded since.
///
/// A journal applies only on top of the save its header names: when its base is not the
/// document's `saveID` it is stale (a save finished writing the document but crashed before
/// resetting the journal, so the document already holds everything) and is ignored.
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
        /// One line for the user when something was recovered, else nil:
        /// `x.sketch: recovered 12 strokes from the journal of a session that did not save`.
        public var message: String?
        /// The journal as read, when it applied to this document (nil when missing or stale).
        public var journal: Journal.Contents?
    }

    /// Replays `journalBytes` onto `document` (nil: a new, empty drawing, whose base save is
    /// ""). Pure. `name` names the drawing in the message. Throws only for a journal
    /// written by a newer sketchpad.
    public static func recover(document: SketchDocument?, journalBytes: [UInt8], name: String,
                               limits: DocumentLimits = .standard) throws -> Result {
        let strokes = document?.strokes ?? []
        var result = Result(document: document, drawing: Drawing(strokes: strokes), recoveredActions: 0,
                            recoveredStrokes: 0, message: nil, journal: nil)
        let contents = try Journal.read(journalBytes, documentStrokes: strokes, name: name, limits: limits)
        guard let base = contents.base, base == (document?.saveID ?? "") else { return result }
        result.journal = contents
        for action in contents.actions {
            result.drawing.apply(action)
            if case .commit = action { result.recoveredStrokes += 1 }
        }
        result.recoveredActions = contents.actions.count
        if result.recoveredActions > 0 {
            result.message = message(name: name, strokes: result.recoveredStrokes, actions: result.recoveredActions,
                                     torn: contents.damagedBytes > 0 && !contents.stoppedAtUnreadableRecord)
        }
        return result
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
        let journalPath = try Journal.path(forDocument: documentPath, environment: environment)
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

    static func message(name: String, strokes: Int, actions: Int, torn: Bool) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var text = "\(name): recovered "
        if strokes > 0 {
            text += count(strokes, "stroke")
            if actions > strokes { text += " and " + count(actions - strokes, "other change") }
        } else {
            text += count(actions, "change")
        }
        text += " from the journal of a session that did not save"
        if torn { text += " (its torn last record was skipped)" }
        return text
    }
}
