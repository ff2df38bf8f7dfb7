import Testing
@testable import SketchCore

/// What a renderer reads back to patch only where an eraser took strokes.
@Suite struct DrawingErasedTests {
    static func fiveStrokes() -> Drawing {
        var d = Drawing()
        for i in 0..<5 { d.commit(stroke((Double(i) * 10, 0), (Double(i) * 10 + 5, 0))) }
        return d
    }

    @Test func erasedStrokesSinceARevisionAreTheStrokesItsErasesTook() {
        var d = Self.fiveStrokes()
        let start = d.revision
        let serial = d.erase([2], by: 0)
        d.erase([4, 5], by: 0, continuing: serial)
        #expect(d.erasedStrokes(since: start)?.map(\.id) == [2, 4, 5])
        #expect(d.erasedStrokes(since: start + 1)?.map(\.id) == [4, 5])
        #expect(d.erasedStrokes(since: d.revision)?.isEmpty == true)
        #expect(d.strokes.map(\.id) == [1, 3], "the others keep their z-order")
    }

    @Test func anyChangeButAnEraseAsksForARebuild() {
        var d = Self.fiveStrokes()
        let start = d.revision
        d.erase([1], by: 0)
        d.commit(stroke((0, 9), (5, 9)))
        #expect(d.erasedStrokes(since: start) == nil)
        let later = d.revision
        d.undo(person: 0)
        #expect(d.erasedStrokes(since: later) == nil)
        #expect(d.erasedStrokes(since: d.revision + 1) == nil)
        #expect(d.erasedStrokes(since: -1) == nil)
    }

    @Test func oneGestureErasingManyStrokesIsOneUndoStepThatBringsThemAllBack() {
        var d = Drawing()
        for i in 0..<300 { d.commit(stroke((Double(i), 0), (Double(i) + 1, 0))) }
        var serial: Int?
        for id in stride(from: 300, through: 1, by: -1) { serial = d.erase([StrokeID(id)], by: 0, continuing: serial) }
        #expect(d.strokes.isEmpty)
        #expect(d.history.count == 301)
        d.undo(person: 0)
        #expect(d.strokes.map(\.id) == Array(1...300).map { StrokeID($0) })
    }
}
