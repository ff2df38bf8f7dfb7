/// The committed strokes, the undo history and the change log: the source of truth for what
/// is on the canvas.
///
/// Strokes are kept in z-order (ascending id). A change that only appends strokes on top
/// (a commit, a redo, undoing a clear of what is now an empty canvas) keeps `generation`;
/// any removal or insertion below others bumps it, telling a renderer that what it baked
/// is stale and must be rebuilt from `strokes`.
///
/// Undo is per person: every edit belongs to the person who made it, and `undo(person:)`
/// takes back that person's newest edit only, wherever it lies in the shared history.
/// Edits are applied by stroke identity, so they compose with other people's: undoing an
/// erase brings back the erased strokes that are not on the canvas; undoing a stroke someone
/// else already erased changes nothing on the canvas.
///
/// Every change is a `DrawingAction` applied by `apply(_:)` (see `Drawing+Apply.swift`): the
/// mutating calls below only decide which action they mean, so a journal replayed with
/// `apply(_:)` takes the very path the live session took. Each applied action that changed
/// something bumps `revision` and stays in the change log: a reader (the journal, the
/// renderer, playback, later a network peer) keeps its own revision and asks for
/// `actions(since:)`; nobody drains the log for the others.
public struct Drawing: Sendable {
    /// One undoable change.
    public enum Edit: Hashable, Sendable {
        case add(Stroke)
        case remove([Stroke])
    }

    /// An edit in the shared history, with who made it and a serial number that names it.
    public struct Entry: Hashable, Sendable {
        public var person: Int
        public var serial: Int
        public var edit: Edit

        public init(person: Int, serial: Int, edit: Edit) {
            self.person = person
            self.serial = serial
            self.edit = edit
        }
    }

    public internal(set) var strokes: [Stroke] = []
    /// Bumped whenever `strokes` changes other than by appending at the end.
    public internal(set) var generation = 0
    /// Everyone's edits that can be undone, oldest first.
    public internal(set) var history: [Entry] = []
    /// Each person's undone edits, newest last.
    public internal(set) var redos: [Int: [Entry]] = [:]
    /// The live strokes by grid cell, for the eraser (see `strokes(near:_:within:)`).
    var index = StrokeIndex()
    var nextID: StrokeID = 1
    var nextSerial = 1
    /// Every action applied, oldest first: `log[i]` took the drawing from revision `i` to `i + 1`.
    /// Its strokes share storage with `strokes` and `history` (copy on write), so the log costs
    /// a few words per action; it lives as long as the drawing.
    var log: [DrawingAction] = []

    public init() {}

    /// A drawing of `strokes` as they are (a loaded document), with no history and revision 0:
    /// ids are kept, strokes are put in id order (z-order), a repeated id keeps its first
    /// stroke, and new strokes get ids above every one given.
    public init(strokes: [Stroke]) {
        var seen: Set<StrokeID> = []
        for s in strokes.sorted(by: { $0.id < $1.id }) where seen.insert(s.id).inserted {
            self.strokes.append(s)
            index.insert(s)
        }
        nextID = (self.strokes.last?.id ?? 0) + 1
    }

    /// How many actions have changed this drawing since it was made (or loaded): a reader's
    /// cursor into the change log.
    public var revision: Int { log.count }

    /// The actions that took the drawing from `revision` to now, oldest first. O(1); a
    /// revision outside `0...self.revision` gives none.
    public func actions(since revision: Int) -> ArraySlice<DrawingAction> {
        guard (0...log.count).contains(revision) else { return [] }
        return log[revision...]
    }

    /// Every edit that can be undone, oldest first (all people).
    public var undoStack: [Edit] { history.map(\.edit) }
    /// Every edit that can be redone (all people).
    public var redoStack: [Edit] { redos.keys.sorted().flatMap { redos[$0]!.map(\.edit) } }

    /// Commits a finished stroke on top of the others as an edit of its owner; returns its
    /// new id. Clears the owner's redo stack.
    @discardableResult
    public mutating func commit(_ stroke: Stroke) -> StrokeID {
        var s = stroke
        s.id = nextID
        apply(.commit(s, serial: nextSerial))
        return s.id
    }

    /// Removes every stroke as one undoable edit of `person`. Does nothing on an empty canvas.
    public mutating func clear(by person: Int = 0) {
        apply(.clear(person: person, serial: nextSerial))
    }

    /// Removes the strokes `person` drew, as one undoable edit of theirs.
    public mutating func clearMine(_ person: Int) {
        apply(.clearMine(person: person, serial: nextSerial))
    }

    /// Removes the strokes with `ids` (anyone's) as an edit of `person`. With `continuing`
    /// (the serial an earlier call returned) they join that edit, so one eraser gesture is
    /// one undo step. Returns the serial of the edit, or nil when nothing was removed.
    @discardableResult
    public mutating func erase(_ ids: Set<StrokeID>, by person: Int, continuing serial: Int? = nil) -> Int? {
        let removed = ids.filter { index.contains($0) }.sorted()
        guard !removed.isEmpty else { return serial }
        let joins = serial.flatMap { s in history.last(where: { $0.serial == s }) }.map { entry in
            if case .remove = entry.edit { true } else { false }
        } ?? false
        let result = joins ? serial! : nextSerial
        apply(.erase(ids: removed, person: person, serial: result))
        return result
    }

    /// Takes back `person`'s newest edit; false when they have none.
    @discardableResult
    public mutating func undo(person: Int = 0) -> Bool {
        guard let entry = history.last(where: { $0.person == person }) else { return false }
        return apply(.undo(person: person, entry: entry))
    }

    /// Applies `person`'s newest undone edit again; false when there is none.
    @discardableResult
    public mutating func redo(person: Int = 0) -> Bool {
        guard let entry = redos[person]?.last else { return false }
        return apply(.redo(person: person, entry: entry))
    }

    /// Withdraws the newest edit without a trace when it added stroke `id` (a tap that turned
    /// out to be the first half of a double tap). Returns false and changes nothing otherwise.
    @discardableResult
    public mutating func withdrawLastAdd(of id: StrokeID) -> Bool {
        guard case .add(let s)? = history.last?.edit, s.id == id else { return false }
        return apply(.withdrawLastAdd(id))
    }
}
