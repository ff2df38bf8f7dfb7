import Testing
@testable import SketchCore

/// The drawing's change log: every reader keeps its own cursor and sees every action.
@Suite struct DrawingChangeLogTests {
    /// A reader of the change log that catches up whenever asked.
    struct Reader {
        var cursor = 0
        var seen: [DrawingAction] = []

        mutating func catchUp(_ drawing: Drawing) {
            seen += drawing.actions(since: cursor)
            cursor = drawing.revision
        }
    }

    @Test func twoReadersAtTheirOwnPaceSeeEveryActionInOrder() {
        var d = Drawing()
        var eager = Reader(), lazy = Reader()
        for k in 0..<40 {
            switch k % 5 {
            case 0, 1: d.commit(stroke((Double(k), 0), (Double(k), 9)))
            case 2: d.undo(person: 0)
            case 3: d.redo(person: 0)
            default: _ = d.erase([d.strokes.first!.id], by: 0)
            }
            eager.catchUp(d)
            if k % 7 == 0 { lazy.catchUp(d) }
        }
        lazy.catchUp(d)
        #expect(d.revision == 40)
        #expect(eager.seen.count == 40)
        #expect(eager.seen == lazy.seen)
        #expect(eager.seen == Array(d.actions(since: 0)))
    }

    @Test func theJournalTheRendererAndPlaybackReadTheSessionsLogIndependently() {
        var session = CanvasSession(canvasSize: CanvasSize(width: 200, height: 200))
        var renderer = Reader(), playback = Reader()
        var journal: [DrawingAction] = []
        for k in 0..<6 {
            let f = PointerID.finger(Int64(k)), y = 20 + Double(k) * 20
            session.handle(.pointer(down(f, 10, y, t: Double(k))))
            session.handle(.pointer(move(f, 90, y, t: Double(k) + 0.1)))
            session.handle(.pointer(up(f, 120, y, t: Double(k) + 0.2)))
            if k == 3 { session.handle(.key(KeyPress("z", .ctrl))) }
            journal += session.takeActions()
            renderer.catchUp(session.drawing)
            if k.isMultiple(of: 2) { playback.catchUp(session.drawing) }
        }
        playback.catchUp(session.drawing)
        #expect(journal.count == 7)
        #expect(renderer.seen == journal)
        #expect(playback.seen == journal)
        #expect(session.takeActions().isEmpty)
    }

    @Test func replayingTheLogGivesTheSameDrawingThroughTheSameApply() {
        var d = Drawing()
        let a = d.commit(stroke((0, 0), (9, 9)))
        d.commit(stroke((0, 5), (9, 5)))
        _ = d.erase([a], by: 0)
        d.undo(person: 0)
        d.clear(by: 1)
        var replayed = Drawing()
        for action in d.actions(since: 0) {
            let changed = replayed.apply(action)
            #expect(changed)
        }
        #expect(identical(replayed.strokes, d.strokes))
        #expect(replayed.history == d.history)
        #expect(replayed.revision == d.revision)
    }

    @Test func anActionThatChangesNothingIsNotLogged() {
        var d = Drawing()
        let id = d.commit(stroke((0, 0), (9, 9)))
        let missing = d.apply(.erase(ids: [id + 5], person: 0, serial: 9))
        let twice = d.apply(.commit(d.strokes[0], serial: 2))  // already on the canvas
        let nobodys = d.apply(.clearMine(person: 4, serial: 3))
        #expect(!missing && !twice && !nobodys)
        #expect(d.revision == 1)
    }

    @Test func aRevisionOutsideTheLogGivesNoActions() {
        var d = Drawing()
        d.commit(stroke((0, 0), (9, 9)))
        #expect(d.actions(since: 2).isEmpty)
        #expect(d.actions(since: -1).isEmpty)
        #expect(d.actions(since: 1).isEmpty)
        #expect(d.actions(since: 0).count == 1)
    }

    @Test func loadingADrawingStartsTheJournalAtItsRevisionAndAsksForARebuild() {
        var recovered = Drawing()
        recovered.commit(stroke((0, 0), (9, 9)))
        var session = CanvasSession(canvasSize: CanvasSize(width: 200, height: 200))
        session.load(recovered)
        #expect(session.renderResets == 1)
        #expect(session.takeActions().isEmpty)  // already in its file and journal
        session.handle(.key(KeyPress("z", .ctrl)))
        #expect(session.takeActions().count == 1)
    }
}
