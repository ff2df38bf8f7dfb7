import Testing
@testable import SketchCore

@Suite("Drawing: commit, undo, redo, clear")
struct DrawingUndoTests {
    /// A drawing with `n` two-point strokes committed, ids 1...n.
    func drawing(with n: Int) -> Drawing {
        var d = Drawing()
        for k in 0..<n { d.commit(stroke((0, Double(k)), (10, Double(k)))) }
        return d
    }

    @Test func commitGivesIdsFromOneInCommitOrder() {
        var d = Drawing()
        var given = stroke((1, 1), (2, 2))
        given.id = 99
        #expect(d.commit(given) == 1)
        #expect(d.commit(given) == 2)
        #expect(d.commit(given) == 3)
        #expect(d.strokes.map(\.id) == [1, 2, 3])
        #expect(d.strokes.allSatisfy { $0.points == [Point(1, 1), Point(2, 2)] })
    }

    @Test func undoTakesBackTheNewestStrokeAndRedoRestoresIt() {
        var d = drawing(with: 3)
        #expect(d.undo() == true)
        #expect(d.strokes.map(\.id) == [1, 2])
        #expect(d.undo() == true)
        #expect(d.strokes.map(\.id) == [1])
        #expect(d.redo() == true)
        #expect(d.strokes.map(\.id) == [1, 2])
        #expect(d.redoStack.count == 1)
    }

    @Test func undoAndRedoWithNoHistoryChangeNothing() {
        var d = Drawing()
        #expect(d.undo() == false)
        #expect(d.redo() == false)
        d = drawing(with: 1)
        #expect(d.redo() == false)
        #expect(d.strokes.map(\.id) == [1])
    }

    @Test func undoingEverythingLeavesAnEmptyCanvasAndRedoingEverythingRestoresIt() {
        var d = drawing(with: 4)
        let all = d.strokes
        while d.undo() {}
        #expect(d.strokes.isEmpty)
        #expect(d.redoStack.count == 4)
        while d.redo() {}
        #expect(d.strokes == all)
    }

    @Test func aNewCommitClearsTheRedoStack() {
        var d = drawing(with: 2)
        d.undo()
        #expect(d.redoStack.count == 1)
        #expect(d.commit(stroke((5, 5), (6, 6))) == 3)
        #expect(d.redoStack.isEmpty)
        #expect(d.redo() == false)
        #expect(d.strokes.map(\.id) == [1, 3])
    }

    @Test func clearRemovesEveryStrokeAsOneUndoableEdit() {
        var d = drawing(with: 3)
        let all = d.strokes
        d.clear()
        #expect(d.strokes.isEmpty)
        #expect(d.undoStack.last == .remove(all))
        #expect(d.undo() == true)
        #expect(d.strokes == all)
        #expect(d.redo() == true)
        #expect(d.strokes.isEmpty)
    }

    @Test func clearOnAnEmptyCanvasRecordsNothing() {
        var d = Drawing()
        d.clear()
        #expect(d.undoStack.isEmpty)
        #expect(d.generation == 0)
    }

    @Test func clearAlsoClearsTheRedoStack() {
        var d = drawing(with: 2)
        d.undo()
        d.clear()
        #expect(d.redoStack.isEmpty)
        #expect(d.redo() == false)
    }

    @Test func historyIsLinearSoUndoTakesBackStrokesDrawnAfterAClearFirst() {
        var d = drawing(with: 2)
        d.clear()
        d.commit(stroke((0, 50), (10, 50)))
        d.commit(stroke((0, 60), (10, 60)))
        #expect(d.strokes.map(\.id) == [3, 4])

        d.undo()
        #expect(d.strokes.map(\.id) == [3])
        d.undo()
        #expect(d.strokes.isEmpty)
        d.undo()
        #expect(d.strokes.map(\.id) == [1, 2])
        d.redo()
        #expect(d.strokes.isEmpty)
        d.redo()
        d.redo()
        #expect(d.strokes.map(\.id) == [3, 4])
    }

    @Test func strokesStaySortedByIdThroughEveryUndoAndRedo() {
        var d = drawing(with: 3)
        d.clear()
        d.commit(stroke((0, 50), (10, 50)))
        d.undo()
        d.commit(stroke((0, 70), (10, 70)))
        var seen: [[StrokeID]] = [d.strokes.map(\.id)]
        while d.undo() { seen.append(d.strokes.map(\.id)) }
        while d.redo() { seen.append(d.strokes.map(\.id)) }
        #expect(seen.allSatisfy { $0 == $0.sorted() })
        #expect(seen == [[5], [], [1, 2, 3], [1, 2], [1], [], [1], [1, 2], [1, 2, 3], [], [5]])
    }

    // MARK: generation

    @Test func committingKeepsTheGeneration() {
        let d = drawing(with: 5)
        #expect(d.generation == 0)
    }

    @Test func undoBumpsTheGeneration() {
        var d = drawing(with: 2)
        let before = d.generation
        d.undo()
        #expect(d.generation > before)
    }

    @Test func clearBumpsTheGeneration() {
        var d = drawing(with: 2)
        let before = d.generation
        d.clear()
        #expect(d.generation > before)
    }

    @Test func undoOfAClearOnWhatIsNowAnEmptyCanvasOnlyAppends() {
        var d = drawing(with: 2)
        d.clear()
        let afterClear = d.generation
        d.undo()
        #expect(d.strokes.map(\.id) == [1, 2])
        #expect(d.generation == afterClear, "appending on top needs no rebuild")
    }

    @Test func redoOfAClearBumpsTheGeneration() {
        var d = drawing(with: 2)
        d.clear()
        d.undo()
        let before = d.generation
        d.redo()
        #expect(d.generation > before)
    }

    @Test func redoOfACommitAppendsWithoutBumpingTheGeneration() {
        var d = drawing(with: 2)
        d.undo()
        let before = d.generation
        d.redo()
        #expect(d.generation == before)
        #expect(d.strokes.map(\.id) == [1, 2])
    }

    // MARK: withdrawing a tap

    @Test func withdrawLastAddRemovesTheNewestStrokeWithoutATrace() {
        var d = drawing(with: 2)
        #expect(d.withdrawLastAdd(of: 2) == true)
        #expect(d.strokes.map(\.id) == [1])
        #expect(d.undoStack.count == 1)
        #expect(d.redoStack.isEmpty)
    }

    @Test func withdrawLastAddRefusesAnyStrokeButTheNewestAdd() {
        var d = drawing(with: 2)
        #expect(d.withdrawLastAdd(of: 1) == false)
        #expect(d.withdrawLastAdd(of: 7) == false)
        d.clear()
        #expect(d.withdrawLastAdd(of: 2) == false)
        #expect(d.undoStack.count == 3)
        d.undo()
        #expect(d.strokes.map(\.id) == [1, 2])
    }
}

@Suite("Drawing: everyone's undo state at once")
struct DrawingUndoStateTests {
    func line(_ y: Double, by person: Int) -> Stroke {
        var s = stroke((0, y), (10, y))
        s.owner = person
        return s
    }

    /// Person 0 drew first, then person 1 (who undid it), then person 2; person 3 never drew.
    func shared() -> Drawing {
        var d = Drawing()
        d.commit(line(0, by: 0))
        d.commit(line(1, by: 1))
        d.commit(line(2, by: 2))
        _ = d.undo(person: 1)
        return d
    }

    @Test func agreesWithAskingPersonByPerson() {
        let d = shared()
        let state = d.undoState(people: 4)
        #expect(state.map(\.undo) == (0..<4).map { d.canUndo(person: $0) })
        #expect(state.map(\.redo) == (0..<4).map { d.canRedo(person: $0) })
        #expect(state.map(\.undo) == [true, false, true, false])
        #expect(state.map(\.redo) == [false, true, false, false])
    }

    @Test func findsAnEditDeepInTheHistoryBehindOthers() {
        var d = shared()
        for k in 0..<50 { d.commit(line(Double(3 + k), by: 2)) }
        #expect(d.undoState(people: 3).map(\.undo) == [true, false, true])
    }

    @Test func noPeopleOrEditsOfPeopleBeyondTheCountGiveNothingOrAreLeftOut() {
        let d = shared()
        #expect(d.undoState(people: 0).isEmpty)
        #expect(d.undoState(people: 1).map(\.undo) == [true])
    }
}
