extension Drawing {
    /// Whether `person` has an edit to undo. O(history) in the worst case.
    public func canUndo(person: Int) -> Bool { history.contains { $0.person == person } }

    /// Whether `person` has an undone edit to redo. O(1).
    public func canRedo(person: Int) -> Bool { !(redos[person]?.isEmpty ?? true) }
}
