import Testing
@testable import SketchCore

/// The eraser finds its candidates through the drawing's grid, not by testing every stroke.
@Suite struct EraserIndexTests {
    /// 10,000 short strokes on a 100 x 100 lattice, 20 px apart, over a 2000 x 2000 canvas.
    static func crowdedDrawing() -> Drawing {
        var d = Drawing()
        for row in 0..<100 {
            for col in 0..<100 {
                let x = Double(col) * 20 + 5, y = Double(row) * 20 + 5
                d.commit(stroke((x, y), (x + 6, y + 4)))
            }
        }
        return d
    }

    @Test func erasingOverTenThousandStrokesHitTestsOnlyTheNearbyOnes() {
        let size = CanvasSize(width: 2000, height: 2000)
        var tracker = CanvasSession(canvasSize: size)
        tracker.load(Self.crowdedDrawing())
        let eraser = Pen(style: StrokeStyle(width: 4), tool: .eraser, owner: 0)
        let f = PointerID.finger(1)
        tracker.play(down(f, 1001, 1001, t: 0), pen: eraser)
        tracker.handle(move(f, 1011, 1003, t: 0.01))
        tracker.handle(up(f, 1012, 1004, t: 0.02))
        #expect(tracker.drawing.strokes.count == 9_999)
        #expect(tracker.eraserHitTests > 0)
        #expect(tracker.eraserHitTests <= 3 * 40, "\(tracker.eraserHitTests) hit tests for three eraser segments")
    }

    @Test func theGridFindsExactlyWhatTestingEveryStrokeFinds() {
        let d = Self.crowdedDrawing()
        var rng = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let a = Point(Double(rng.int(in: -50...2050)), Double(rng.int(in: -50...2050)))
            let b = a + Point(Double(rng.int(in: -300...300)), Double(rng.int(in: -300...300)))
            let reach = Double(rng.int(in: 1...40))
            let everything = d.strokes.filter { $0.comes(within: reach + $0.style.width / 2, of: a, b) }.map(\.id)
            let near = d.strokes(near: a, b, within: reach)
            #expect(near.filter { $0.comes(within: reach + $0.style.width / 2, of: a, b) }.map(\.id) == everything)
            #expect(near.count < d.strokes.count / 4)
        }
    }

    @Test func strokesLeaveTheGridWhenErasedAndComeBackWithUndo() {
        var d = Drawing()
        let id = d.commit(stroke((100, 100), (120, 100)))
        #expect(d.strokes(near: Point(110, 100), Point(110, 100), within: 2).map(\.id) == [id])
        _ = d.erase([id], by: 0)
        #expect(d.strokes(near: Point(110, 100), Point(110, 100), within: 2).isEmpty)
        d.undo(person: 0)
        #expect(d.strokes(near: Point(110, 100), Point(110, 100), within: 2).map(\.id) == [id])
    }

    @Test func aStrokeTooWideForTheGridIsStillFound() {
        var d = Drawing()
        let id = d.commit(stroke((-1e7, 0), (1e7, 0)))
        #expect(d.strokes(near: Point(5, 1), Point(6, 1), within: 2).map(\.id) == [id])
        _ = d.erase([id], by: 0)
        #expect(d.strokes(near: Point(5, 1), Point(6, 1), within: 2).isEmpty)
    }
}
