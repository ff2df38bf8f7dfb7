/// The one place a `Drawing` changes: applying a `DrawingAction`.
extension Drawing {
    /// Applies one action (made by a mutating call of this drawing, or read back from a
    /// journal) and appends it to the change log; returns false, logging nothing, when it
    /// finds nothing to change. Gives the ids and edit serials the action carries, so a
    /// replay gives the same strokes, undo and redo stacks as the session that recorded it.
    ///
    /// Onto a drawing whose history starts later than the original's (a document loaded from
    /// its last save), an undo or redo of an edit from before that save is applied by stroke
    /// identity from the entry the action carries, so the strokes still come out the same.
    /// A commit of a stroke whose id is already on the canvas is skipped (never duplicated).
    /// Cost: O(strokes) for a removal or an insertion below the top, else O(1) amortized.
    @discardableResult
    public mutating func apply(_ action: DrawingAction) -> Bool {
        var action = action
        if case .commit(var s, let serial) = action, s.id == 0 {
            s.id = nextID
            action = .commit(s, serial: serial)
        }
        guard change(by: action) else { return false }
        log.append(action)
        return true
    }

    private mutating func change(by action: DrawingAction) -> Bool {
        switch action {
        case .commit(let stroke, let serial):
            if index.contains(stroke.id) { return false }
            nextID = max(nextID, stroke.id + 1)
            insert([stroke])
            record(.add(stroke), by: stroke.owner, serial: serial)
        case .erase(let ids, let person, let serial):
            let removed = ids.compactMap { index.stroke($0) }.sorted { $0.id < $1.id }
            guard !removed.isEmpty else { return false }
            remove(ids: Set(ids))
            if let i = history.lastIndex(where: { $0.serial == serial }), case .remove(var earlier) = history[i].edit {
                // Let go of the entry's reference first, so the append is in place: a gesture
                // erasing n strokes costs O(n) in all, not O(n^2).
                history[i].edit = .remove([])
                earlier.append(contentsOf: removed)
                history[i].edit = .remove(earlier)
            } else {
                record(.remove(removed), by: person, serial: serial)
            }
        case .clear(let person, let serial):
            guard !strokes.isEmpty else { return false }
            let removed = strokes
            remove(ids: Set(removed.map(\.id)))
            record(.remove(removed), by: person, serial: serial)
        case .clearMine(let person, let serial):
            let mine = strokes.filter { $0.owner == person }
            guard !mine.isEmpty else { return false }
            remove(ids: Set(mine.map(\.id)))
            record(.remove(mine), by: person, serial: serial)
        case .undo(let person, let entry):
            if let i = history.lastIndex(where: { $0.person == person }), history[i].serial == entry.serial {
                history.remove(at: i)
            } else {
                history.removeAll { $0.serial == entry.serial }
            }
            revert(entry.edit)
            redos[person, default: []].append(entry)
            noteCounters(of: entry)
        case .redo(let person, let entry):
            if redos[person]?.last?.serial == entry.serial {
                redos[person]!.removeLast()
            } else {
                redos[person]?.removeAll { $0.serial == entry.serial }
            }
            reapply(entry.edit)
            history.append(entry)
            noteCounters(of: entry)
        case .withdrawLastAdd(let id):
            // The add is the newest edit, unless it came before the save this replay starts from.
            let i = history.lastIndex { if case .add(let s) = $0.edit { s.id == id } else { false } }
            guard i != nil || index.contains(id) else { return false }
            if let i { history.remove(at: i) }
            remove(ids: [id])
        }
        return true
    }

    /// Records an edit under the serial its action gives; clears the person's redo stack.
    private mutating func record(_ edit: Edit, by person: Int, serial: Int) {
        history.append(Entry(person: person, serial: serial, edit: edit))
        redos[person] = nil
        nextSerial = max(nextSerial, serial + 1)
    }

    /// Keeps new ids and serials above those of an entry brought in from outside the history.
    private mutating func noteCounters(of entry: Entry) {
        nextSerial = max(nextSerial, entry.serial + 1)
        switch entry.edit {
        case .add(let s): nextID = max(nextID, s.id + 1)
        case .remove(let ss): nextID = max(nextID, (ss.map(\.id).max() ?? 0) + 1)
        }
    }

    private mutating func reapply(_ edit: Edit) {
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

    /// Inserts the strokes not already on the canvas, in id order; appending on top keeps `generation`.
    private mutating func insert(_ new: [Stroke]) {
        for s in new.sorted(by: { $0.id < $1.id }) where !index.contains(s.id) {
            index.insert(s)
            if let last = strokes.last, last.id > s.id {
                let at = strokes.firstIndex { $0.id > s.id } ?? strokes.endIndex
                strokes.insert(s, at: at)
                generation += 1
            } else {
                strokes.append(s)
            }
        }
    }

    /// Removes the strokes with `ids` that are on the canvas. Finds each by binary search on
    /// the id order, so removing k strokes costs O(k log n) plus moving the strokes above them
    /// (a memory move, no hashing); many at once (a clear) take one O(n) filtering pass.
    private mutating func remove(ids: Set<StrokeID>) {
        let gone = ids.filter { index.contains($0) }
        guard !gone.isEmpty else { return }
        for id in gone { index.remove(id) }
        let at = gone.count <= 32 ? gone.compactMap(position(of:)) : []
        if at.count == gone.count {
            for i in at.sorted(by: >) { strokes.remove(at: i) }
        } else {
            strokes.removeAll { gone.contains($0.id) }
        }
        generation += 1
    }

    /// Where the stroke with `id` lies in `strokes` (kept in ascending id order). O(log n).
    private func position(of id: StrokeID) -> Int? {
        var lo = 0, hi = strokes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if strokes[mid].id < id { lo = mid + 1 } else { hi = mid }
        }
        return lo < strokes.count && strokes[lo].id == id ? lo : nil
    }
}
