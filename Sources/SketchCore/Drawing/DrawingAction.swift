/// One committed change to a `Drawing`, as it happened: what a journal records so a crashed
/// session can be replayed exactly.
///
/// Every public mutating call of `Drawing` that changes something appends one (a call that
/// changes nothing appends none); `Drawing.apply(_:)` replays it. Actions carry the ids and
/// serials the original call produced, and undo and redo carry the whole history entry they
/// moved, so a replay gives the same strokes, ids and serials even onto a drawing whose
/// history starts later (a document loaded from its last save, without the undo history
/// from before it).
public enum DrawingAction: Hashable, Sendable {
    /// A stroke committed on top, with the id it got, as edit `serial` of its owner.
    case commit(Stroke, serial: Int)
    /// Strokes `ids` removed by `person`'s eraser, recorded in edit `serial` (a new edit, or
    /// the gesture's earlier one that they joined).
    case erase(ids: [StrokeID], person: Int, serial: Int)
    /// `person` took back their newest edit, `entry` (as it was when taken back).
    case undo(person: Int, entry: Drawing.Entry)
    /// `person` applied their newest undone edit, `entry`, again.
    case redo(person: Int, entry: Drawing.Entry)
    /// `person` removed every stroke, as edit `serial`.
    case clear(person: Int, serial: Int)
    /// `person` removed their own strokes, as edit `serial`.
    case clearMine(person: Int, serial: Int)
    /// The newest edit, adding stroke `id`, was withdrawn without a trace (a double tap's first tap).
    case withdrawLastAdd(StrokeID)

    /// The stroke this action commits, if any.
    public var committedStroke: Stroke? {
        if case .commit(let s, _) = self { return s }
        return nil
    }
}
