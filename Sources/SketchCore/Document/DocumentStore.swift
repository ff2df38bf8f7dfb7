import Foundation

/// The one thing a GUI owns to keep a drawing safe: it opens a document and recovers what a
/// crash lost, journals every committed action as it happens, and saves atomically.
///
/// The SDL side calls three methods: `open(path:environment:)` at start (install the
/// returned drawing with `CanvasSession.load(_:)` and show the message), `record(_:)`
/// with `session.takeActions()` after every event batch, and `save(_:canvas:seating:to:)`.
/// Record everything taken from the drawing before saving it; with a `CanvasSession`,
/// `record(&session)` and `save(&session, to:)` do both in the right order.
///
/// Save order: (1) the document is written atomically (temporary file, fsync, rename,
/// folder fsync) with a new `saveID`; (2) the journal is replaced atomically by a fresh
/// header naming that `saveID`. A crash between the two leaves a journal whose base is the
/// old `saveID`: stale, ignored at the next open, and the document holds everything.
///
/// A session that ends without saving leaves its journal: the next open recovers it, as
/// after a crash. `discardChanges()` forgets them instead. Not thread-safe: use it from one thread.
public final class DocumentStore {
    /// What opening found.
    public struct Opened: Sendable {
        /// The drawing to show: the document's strokes plus whatever the journal recovered.
        public var drawing: Drawing
        /// The document as saved; nil when there was no file (a new drawing: use your own
        /// canvas size and seating).
        public var document: SketchDocument?
        /// One line for the user, or nil: what was recovered, or why there is no autosave.
        public var message: String?
        /// Documented repairs made while reading the document (`stroke 3: width 0 clamped to 1`).
        public var repairs: [String]
    }

    /// The document's path, resolved (`ResolvedPath`); nil for an unnamed drawing.
    public private(set) var path: String?
    /// The `saveID` the journal applies to ("" before the first save).
    public private(set) var saveID: String
    /// The journal's path; nil when no journal could be kept (the folder is read-only).
    public var journalPath: String? { journal?.path }

    private var journal: JournalFile?
    /// The journal's file when it could not be started again (a full disk): kept open only
    /// to hold the lock, so a second sketchpad still finds the document busy.
    private var held: JournalFile?
    /// The lock on the document file itself (every hard link to it); nil before its first save.
    private var fileLock: DocumentLock?
    private var coder: DrawingActionCoder
    /// Actions whose append failed, written first on the next `record`.
    private var unwritten: [DrawingAction] = []
    let environment: [String: String]
    let limits: DocumentLimits

    private init(path: String?, saveID: String, journal: JournalFile?, known: Set<StrokeID>,
                 environment: [String: String], limits: DocumentLimits) {
        self.path = path
        self.saveID = saveID
        self.journal = journal
        self.coder = DrawingActionCoder(known: known)
        self.environment = environment
        self.limits = limits
    }

    /// Opens the document at `path` (nil or a missing file: a new drawing) and recovers its
    /// journal. Throws `DocumentError` for a document that cannot be read, or when another
    /// sketchpad has it open (`.busy`). An unnamed drawing takes the first free journal of
    /// `unnamed.journal`, `unnamed-2.journal` ... `unnamed-9.journal`. Where no journal can be
    /// kept (a read-only folder) it opens anyway, and the message says changes are not autosaved.
    public static func open(path: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
                            limits: DocumentLimits = .standard) throws -> (store: DocumentStore, opened: Opened) {
        let name = DocumentRecovery.displayName(path)
        let path = path.map(ResolvedPath.resolve)
        var document: SketchDocument?
        var repairs: [String] = []
        if let path {
            do {
                let decoded = try SketchDocument.read(path: path, limits: limits)
                document = decoded.document
                repairs = decoded.repairs
            } catch let e as DocumentError where e.kind == .missing {
                document = nil
            }
        }
        var (journal, note) = try lockJournal(for: path, name: name, environment: environment)
        let fileLock = try path.flatMap { try DocumentLock.take($0, busyLine: openThroughAnotherLink(name)) }
        var held: JournalFile?
        let bytes = try journal?.readAll(maxBytes: limits.maxFileBytes) ?? []
        let result = try DocumentRecovery.recover(document: document, journalBytes: bytes, name: name,
                                                  journalPath: journal?.path, limits: limits)
        let saveID = document?.saveID ?? ""
        var known = Set((document?.strokes ?? []).map(\.id))
        if let contents = result.journal, let file = journal {
            if contents.needsRewrite || contents.headerDamaged {
                // A bad record costs that record only: keep the journal as it was for the user,
                // and start it again from what was read, so appends follow whole records.
                var coder = DrawingActionCoder(known: known)
                var fresh = Journal.header(base: saveID)
                for action in contents.actions { fresh += JournalRecord.frame(coder.encode(action)) }
                (journal, held) = restart(file, with: fresh, keeping: bytes, at: result.keepAs, name: name, note: &note)
                known = coder.known
            } else {
                let keep = contents.quitMarkStart ?? contents.validLength
                if keep < bytes.count { try file.truncate(to: keep) }
                known = contents.knownIDs
            }
        } else {
            if let file = journal {
                (journal, held) = restart(file, with: Journal.header(base: saveID), keeping: result.stale ? bytes : nil,
                                          at: result.keepAs, name: name, note: &note)
            }
        }
        let store = DocumentStore(path: path, saveID: saveID, journal: journal, known: known,
                                  environment: environment, limits: limits)
        store.held = held
        store.fileLock = fileLock
        var drawing = result.drawing
        let rescued = store.adoptRescue(into: &drawing, document: document, name: name)
        let message = [result.message, note, rescued].compactMap { $0 }.joined(separator: "; ")
        let opened = Opened(drawing: drawing, document: document, message: message.isEmpty ? nil : message,
                            repairs: repairs)
        return (store, opened)
    }

    /// Replaces the journal's content with `bytes`, first keeping `old` (when given) at `copy`
    /// (`DocumentRecovery.Result.keepAs`, a name no earlier copy holds). Where the disk
    /// refuses, no journal (a note says changes are not autosaved) and the file is left as it
    /// was, open only to hold the lock.
    private static func restart(_ file: JournalFile, with bytes: [UInt8], keeping old: [UInt8]?, at copy: String?,
                                name: String, note: inout String?) -> (journal: JournalFile?, held: JournalFile?) {
        do {
            if let old { try JournalFile.create(copy ?? NumberedCopy.free(file.path + ".damaged"), with: old) }
            return (try file.replace(with: bytes), nil)
        } catch {
            note = "\(name): changes are not autosaved (\(error))"
            return (nil, file)
        }
    }

    /// Opens and locks the journal for the document at `path`, or the first free unnamed one;
    /// nil and a note for the user where none can be kept. Throws `.busy` when taken.
    private static func lockJournal(for path: String?, name: String, environment: [String: String]) throws -> (JournalFile?, String?) {
        let slots = path == nil ? 1...9 : 1...1
        if path == nil {
            try? FileManager.default.createDirectory(atPath: try Journal.stateFolder(environment: environment),
                                                     withIntermediateDirectories: true)
        }
        for slot in slots {
            do {
                return (try JournalFile.open(try Journal.path(forDocument: path, environment: environment, slot: slot)), nil)
            } catch let e as DocumentError where e.kind == .busy && slot < slots.upperBound {
                continue
            } catch let e as DocumentError where e.kind != .busy {
                return (nil, "\(name): changes are not autosaved (\(e.description))")
            } catch let e as DocumentError where path != nil {
                throw DocumentError(e.kind, openElsewhere(name, path!))
            }
        }
        return (nil, nil)  // not reached: the last slot's .busy is thrown
    }

    static func openThroughAnotherLink(_ name: String) -> String {
        "\(name): open in another sketchpad (through another hard link to the same file); close it there first"
    }

    static func openElsewhere(_ name: String, _ resolved: String) -> String {
        "\(name): open in another sketchpad" + (name == resolved ? "" : " (as \(resolved))") + "; close it there first"
    }

    /// Writes `document` to `path` as a whole new file, refusing with `.busy` while a
    /// sketchpad has that document open (through any path that resolves to the same file), so
    /// a save never lands under a drawing in progress (`DocumentClaim`).
    public static func saveCopy(_ document: SketchDocument, to path: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let claim = try DocumentClaim(path: path, environment: environment)
        try withExtendedLifetime(claim) { try document.write(to: claim.resolvedPath) }
    }

    /// Appends `actions` to the journal at once: one write, then fdatasync. Throws when the
    /// disk refuses; the actions are kept and written first by the next call.
    public func record(_ actions: [DrawingAction]) throws {
        guard let journal else { return }
        let batch = unwritten + actions
        guard !batch.isEmpty else { return }
        var coder = self.coder
        var bytes: [UInt8] = []
        for action in batch { bytes += JournalRecord.frame(coder.encode(action)) }
        do {
            try journal.append(bytes)
        } catch {
            unwritten = batch
            throw error
        }
        unwritten = []
        self.coder = coder
    }

    /// Saves `drawing` atomically to `newPath` (save as) or the document's own path, then
    /// starts a fresh journal on top of the new save (see the type's notes for the order).
    /// After a save as, the old journal is deleted and the store follows the new path.
    public func save(_ drawing: Drawing, canvas: CanvasSize, seating: People.Seating, to newPath: String? = nil) throws {
        guard let target = newPath.map(ResolvedPath.resolve) ?? path else {
            throw DocumentError(.unreadable, "unnamed drawing: give a path to save it to")
        }
        let newID = SketchDocument.newSaveID()
        let document = SketchDocument(canvas: canvas, seating: seating, strokes: drawing.strokes, saveID: newID)
        var next = journal ?? (target == path ? held : nil)
        if target != path || next == nil {
            // Lock the new journal first, so a save never lands on a document open elsewhere.
            do {
                next = try JournalFile.open(try Journal.path(forDocument: target, environment: environment))
            } catch let e as DocumentError where e.kind != .busy {
                next = nil  // a folder without room for a journal: save anyway, without autosave
            }
        }
        let targetLock = target == path ? nil
            : try DocumentLock.take(target, busyLine: Self.openThroughAnotherLink(newPath ?? target))
        try withExtendedLifetime(targetLock) { try document.write(to: target) }
        // The file is new (a new inode): lock it again; the journal's lock covered the gap.
        fileLock = try? DocumentLock.take(target, busyLine: "")
        if next !== journal { journal?.remove() }
        if next !== held { held = nil }
        path = target
        saveID = newID
        unwritten = []
        do {
            journal = try next?.replace(with: Journal.header(base: newID))
            held = nil
        } catch {
            journal = nil  // the document is saved; autosave is off until the next save
            held = next
            throw error
        }
        coder = DrawingActionCoder(known: Set(drawing.strokes.map(\.id)))
    }

    /// True when every action recorded so far is in the journal on disk (false while appends
    /// fail, or when no journal could be kept).
    public var journalIsCurrent: Bool { journal != nil && unwritten.isEmpty }

    /// Marks a calm quit with nothing pending (an unnamed drawing kept in its journal): the
    /// next open says it continues the drawing rather than that a session did not save. Call
    /// it last; returns false when the mark could not be written (nothing is lost either way).
    @discardableResult
    public func markCalmQuit() -> Bool {
        guard let journal, unwritten.isEmpty else { return false }
        return (try? journal.append(Journal.quitMark)) != nil
    }

    /// Forgets the changes since the last save: the journal is reset to a fresh header, so
    /// the next open shows the document as saved (for "quit without saving").
    public func discardChanges() throws {
        unwritten = []
        journal = try journal?.replace(with: Journal.header(base: saveID))
    }
}
