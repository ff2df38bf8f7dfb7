/// The committed strokes and the undo history: the source of truth for what is on the canvas.
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
/// Every public mutating call that changes something also appends a `DrawingAction` to
/// `pendingActions`, for a journal; the owner drains them with `takeActions()` (they are
/// pending only until then). `apply(_:)` replays one (see `Drawing+Replay.swift`).
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

    public private(set) var strokes: [Stroke] = []
    /// Bumped whenever `strokes` changes other than by appending at the end.
    public private(set) var generation = 0
    /// Everyone's edits that can be undone, oldest first.
    public internal(set) var history: [Entry] = []
    /// Each person's undone edits, newest last.
    public internal(set) var redos: [Int: [Entry]] = [:]
    /// Changes made since the last `takeActions()`, oldest first.
    public private(set) var pendingActions: [DrawingAction] = []
    var live: Set<StrokeID> = []
    var nextID: StrokeID = 1
    var nextSerial = 1

    public init() {}

    /// A drawing of `strokes` as they are (a loaded document), with no history: ids are
    /// kept, strokes are put in id order (z-order), a repeated id keeps its first stroke,
    /// and new strokes get ids above every one given.
    public init(strokes: [Stroke]) {
        for s in strokes.sorted(by: { $0.id < $1.id }) where !live.contains(s.id) {
            live.insert(s.id)
            self.strokes.append(s)
        }
        nextID = (self.strokes.last?.id ?? 0) + 1
    }

    /// Returns and forgets `pendingActions`.
    public mutating func takeActions() -> [DrawingAction] {
        defer { pendingActions.removeAll() }
        return pendingActions
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
        nextID += 1
        insert([s])
        let serial = record(.add(s), by: s.owner)
        pendingActions.append(.commit(s, serial: serial))
        return s.id
    }

    /// Removes every stroke as one undoable edit of `person`. Does nothing on an empty canvas.
    public mutating func clear(by person: Int = 0) {
        guard !strokes.isEmpty else { return }
        let removed = strokes
        remove(ids: Set(removed.map(\.id)))
        let serial = record(.remove(removed), by: person)
        pendingActions.append(.clear(person: person, serial: serial))
    }

    /// Removes the strokes `person` drew, as one undoable edit of theirs.
    public mutating func clearMine(_ person: Int) {
        let mine = strokes.filter { $0.owner == person }
        guard !mine.isEmpty else { return }
        remove(ids: Set(mine.map(\.id)))
        let serial = record(.remove(mine), by: person)
        pendingActions.append(.clearMine(person: person, serial: serial))
    }

    /// Removes the strokes with `ids` (anyone's) as an edit of `person`. With `continuing`
    /// (the serial an earlier call returned) they join that edit, so one eraser gesture is
    /// one undo step. Returns the serial of the edit, or nil when nothing was removed.
    @discardableResult
    public mutating func erase(_ ids: Set<StrokeID>, by person: Int, continuing serial: Int? = nil) -> Int? {
        let removed = strokes.filter { ids.contains($0.id) }
        guard !removed.isEmpty else { return serial }
        remove(ids: Set(removed.map(\.id)))
        let result: Int
        if let serial, let i = history.lastIndex(where: { $0.serial == serial }),
           case .remove(let earlier) = history[i].edit {
            history[i].edit = .remove(earlier + removed)
            result = serial
        } else {
            result = record(.remove(removed), by: person)
        }
        pendingActions.append(.erase(ids: removed.map(\.id), person: person, serial: result))
        return result
    }

    /// Takes back `person`'s newest edit; false when they have none.
    @discardableResult
    public mutating func undo(person: Int = 0) -> Bool {
        guard let i = history.lastIndex(where: { $0.person == person }) else { return false }
        let entry = history.remove(at: i)
        revert(entry.edit)
        redos[person, default: []].append(entry)
        pendingActions.append(.undo(person: person, entry: entry))
        return true
    }

    /// Applies `person`'s newest undone edit again; false when there is none.
    @discardableResult
    public mutating func redo(person: Int = 0) -> Bool {
        guard let entry = redos[person]?.popLast() else { return false }
        apply(entry.edit)
        history.append(entry)
        pendingActions.append(.redo(person: person, entry: entry))
        return true
    }

    /// Withdraws the newest edit without a trace when it added stroke `id` (a tap that turned
    /// out to be the first half of a double tap). Returns false and changes nothing otherwise.
    @discardableResult
    public mutating func withdrawLastAdd(of id: StrokeID) -> Bool {
        guard case .add(let s)? = history.last?.edit, s.id == id else { return false }
        history.removeLast()
        remove(ids: [id])
        pendingActions.append(.withdrawLastAdd(id))
        return true
    }

    @discardableResult
    mutating func record(_ edit: Edit, by person: Int) -> Int {
        let serial = nextSerial
        nextSerial += 1
        history.append(Entry(person: person, serial: serial, edit: edit))
        redos[person] = nil
        return serial
    }

    mutating func apply(_ edit: Edit) {
        switch edit {
        case .add(let s): insert([s])
        case .remove(let ss): remove(ids: Set(ss.map(\.id)))
        }
    }

    mutating func revert(_ edit: Edit) {
        switch edit {
        case .add(let s): remove(ids: [s.id])
        case .remove(let ss): insert(ss)
        }
    }

    /// Inserts the strokes not already on the canvas, in id order; appending on top keeps `generation`.
    mutating func insert(_ new: [Stroke]) {
        for s in new.sorted(by: { $0.id < $1.id }) where !live.contains(s.id) {
            live.insert(s.id)
            if let last = strokes.last, last.id > s.id {
                let at = strokes.firstIndex { $0.id > s.id } ?? strokes.endIndex
                strokes.insert(s, at: at)
                generation += 1
            } else {
                strokes.append(s)
            }
        }
    }

    mutating func remove(ids: Set<StrokeID>) {
        let gone = ids.intersection(live)
        guard !gone.isEmpty else { return }
        live.subtract(gone)
        strokes.removeAll { gone.contains($0.id) }
        generation += 1
    }
}
