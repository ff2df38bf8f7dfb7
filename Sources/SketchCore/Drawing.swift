/// The committed strokes and the undo history: the source of truth for what is on the canvas.
///
/// Strokes are kept in z-order (ascending id). A change that only appends strokes on top
/// (a commit, a redo, undoing a clear of what is now an empty canvas) keeps `generation`;
/// any removal or insertion below others bumps it, telling a renderer that what it baked
/// is stale and must be rebuilt from `strokes`.
public struct Drawing: Sendable {
    /// One undoable change.
    public enum Edit: Hashable, Sendable {
        case add(Stroke)
        case remove([Stroke])
    }

    public private(set) var strokes: [Stroke] = []
    /// Bumped whenever `strokes` changes other than by appending at the end.
    public private(set) var generation = 0
    public private(set) var undoStack: [Edit] = []
    public private(set) var redoStack: [Edit] = []
    private var nextID: StrokeID = 1

    public init() {}

    /// Commits a finished stroke on top of the others; returns its new id. Clears the redo stack.
    @discardableResult
    public mutating func commit(_ stroke: Stroke) -> StrokeID {
        var s = stroke
        s.id = nextID
        nextID += 1
        insert([s])
        record(.add(s))
        return s.id
    }

    /// Removes every stroke as one undoable edit. Does nothing on an empty canvas.
    public mutating func clear() {
        guard !strokes.isEmpty else { return }
        let removed = strokes
        remove(ids: Set(removed.map(\.id)))
        record(.remove(removed))
    }

    /// Takes back the newest edit; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let edit = undoStack.popLast() else { return false }
        revert(edit)
        redoStack.append(edit)
        return true
    }

    /// Applies the newest undone edit again; false when there is none.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let edit = redoStack.popLast() else { return false }
        apply(edit)
        undoStack.append(edit)
        return true
    }

    /// Withdraws the newest edit without a trace when it added stroke `id` (a tap that turned
    /// out to be the first half of a double tap). Returns false and changes nothing otherwise.
    @discardableResult
    public mutating func withdrawLastAdd(of id: StrokeID) -> Bool {
        guard case .add(let s)? = undoStack.last, s.id == id else { return false }
        undoStack.removeLast()
        remove(ids: [id])
        return true
    }

    private mutating func record(_ edit: Edit) {
        undoStack.append(edit)
        redoStack.removeAll()
    }

    private mutating func apply(_ edit: Edit) {
        switch edit {
        case .add(let s): insert([s])
        case .remove(let ss): remove(ids: Set(ss.map(\.id)))
        }
    }

    private mutating func revert(_ edit: Edit) {
        switch edit {
        case .add(let s): remove(ids: [s.id])
        case .remove(let ss): insert(ss)
        }
    }

    /// Inserts strokes in id order; appending on top keeps `generation`.
    private mutating func insert(_ new: [Stroke]) {
        for s in new.sorted(by: { $0.id < $1.id }) {
            if let last = strokes.last, last.id > s.id {
                let at = strokes.firstIndex { $0.id > s.id } ?? strokes.endIndex
                strokes.insert(s, at: at)
                generation += 1
            } else {
                strokes.append(s)
            }
        }
    }

    private mutating func remove(ids: Set<StrokeID>) {
        let before = strokes.count
        strokes.removeAll { ids.contains($0.id) }
        if strokes.count != before { generation += 1 }
    }
}
