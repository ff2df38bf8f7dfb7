extension CanvasSession {
    /// Live centrelines kept after their strokes' commits.
    public static let keptCentrelines = 64

    /// Takes back `person`'s newest edit (see `Drawing.undo(person:)`).
    public mutating func undo(person: Int = 0) { drawing.undo(person: person); forgetTaps() }
    /// Puts back `person`'s newest undone edit (see `Drawing.redo(person:)`).
    public mutating func redo(person: Int = 0) { drawing.redo(person: person); forgetTaps() }
    /// Clears the canvas as one undoable edit of `person` (strokes in progress carry on).
    public mutating func clear(by person: Int = 0) { drawing.clear(by: person); forgetTaps() }
    /// Clears `person`'s strokes as one undoable edit of theirs.
    public mutating func clearMine(_ person: Int) { drawing.clearMine(person); forgetTaps() }

    /// Commits finished strokes as they are (a benchmark's pre-filled canvas); empty ones are skipped.
    public mutating func commit(_ strokes: [Stroke]) {
        for s in strokes where !s.samples.isEmpty { drawing.commit(s) }
        forgetTaps()
    }

    /// The `order` the stroke committed as `id` had while in progress, if a pointer's lift
    /// committed it (not a loaded or pre-filled stroke). O(1).
    public func order(ofCommitted id: StrokeID) -> UInt64? { committedOrders[id] }

    /// The centreline the stroke committed as `id` was drawn with, all its samples in, if a
    /// lift committed it among the last `keptCentrelines`: a renderer finishes it instead of
    /// smoothing the whole stroke again (a centreline is a pure function of its samples). O(1).
    public func centreline(ofCommitted id: StrokeID) -> Centreline? { committedCentrelines[id] }

    mutating func keepCentreline(_ c: Centreline, of id: StrokeID) {
        committedCentrelines[id] = c
        centrelineOrder.append(id)
        if centrelineOrder.count > Self.keptCentrelines {
            committedCentrelines[centrelineOrder.removeFirst()] = nil
        }
    }

    /// Any edit but a tap breaks a pair of taps and ends a double tap's clear feedback.
    mutating func forgetTaps() {
        lastTap = nil
        lastClear = nil
    }
}
