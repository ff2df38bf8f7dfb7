/// Replaying journalled actions onto a drawing.
extension Drawing {
    /// Replays one action as the call that recorded it did: same stroke ids, same edit
    /// serials, same undo and redo stacks. Appends nothing to `pendingActions` (the action is
    /// already journalled).
    ///
    /// Onto a drawing whose history starts later than the original's (a document loaded from
    /// its last save), an undo or redo of an edit from before that save is applied by stroke
    /// identity from the entry the action carries, so the strokes still come out the same.
    /// An action that finds nothing to change (a replay onto a different drawing) changes
    /// nothing, and a commit of a stroke whose id is already on the canvas is skipped.
    public mutating func apply(_ action: DrawingAction) {
        switch action {
        case .commit(var stroke, let serial):
            if live.contains(stroke.id) { return }  // already there (recorded twice): never duplicate
            if stroke.id == 0 { stroke.id = nextID }
            nextID = max(nextID, stroke.id + 1)
            insert([stroke])
            replayRecord(.add(stroke), by: stroke.owner, serial: serial)
        case .erase(let ids, let person, let serial):
            let wanted = Set(ids)
            let removed = strokes.filter { wanted.contains($0.id) }
            guard !removed.isEmpty else { return }
            remove(ids: wanted)
            if let i = history.lastIndex(where: { $0.serial == serial }), case .remove(let earlier) = history[i].edit {
                history[i].edit = .remove(earlier + removed)
            } else {
                replayRecord(.remove(removed), by: person, serial: serial)
            }
        case .clear(let person, let serial):
            guard !strokes.isEmpty else { return }
            let removed = strokes
            remove(ids: Set(removed.map(\.id)))
            replayRecord(.remove(removed), by: person, serial: serial)
        case .clearMine(let person, let serial):
            let mine = strokes.filter { $0.owner == person }
            guard !mine.isEmpty else { return }
            remove(ids: Set(mine.map(\.id)))
            replayRecord(.remove(mine), by: person, serial: serial)
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
            apply(entry.edit)
            history.append(entry)
            noteCounters(of: entry)
        case .withdrawLastAdd(let id):
            // The add is the newest edit, unless it came before the save this replay starts from.
            if let i = history.lastIndex(where: { if case .add(let s) = $0.edit { s.id == id } else { false } }) {
                history.remove(at: i)
            }
            remove(ids: [id])
        }
    }

    /// Records an edit under the serial the original call gave it.
    private mutating func replayRecord(_ edit: Edit, by person: Int, serial: Int) {
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
}
