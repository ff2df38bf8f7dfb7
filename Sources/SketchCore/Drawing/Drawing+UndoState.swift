extension Drawing {
    /// Whether `person` has an edit to undo. O(history) in the worst case.
    public func canUndo(person: Int) -> Bool { history.contains { $0.person == person } }

    /// Whether `person` has an undone edit to redo. O(1).
    public func canRedo(person: Int) -> Bool { !(redos[person]?.isEmpty ?? true) }

    /// Whether each of people `0..<count` can undo and redo, as `canUndo` and `canRedo` say.
    ///
    /// One pass over the history from its newest edit, stopping once every person has been
    /// found: O(count) when everyone drew lately, O(history) only while someone has nothing
    /// to undo. A toolbar asks this at every change; asking `canUndo` person by person
    /// scanned a long history once per person who had not drawn first.
    public func undoState(people count: Int) -> [(undo: Bool, redo: Bool)] {
        var undo = [Bool](repeating: false, count: max(0, count))
        var missing = undo.count
        for entry in history.reversed() {
            if missing == 0 { break }
            guard undo.indices.contains(entry.person), !undo[entry.person] else { continue }
            undo[entry.person] = true
            missing -= 1
        }
        return undo.indices.map { (undo[$0], canRedo(person: $0)) }
    }
}
