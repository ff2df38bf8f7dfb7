import Testing
@testable import SketchCore

@Suite("Ink gestures: one stroke per pointer")
struct InkGestureTests {
    let canvas = CanvasSize(width: 800, height: 600)

    @Test func twelvePointersDrawingAtOnceNeverMixSamples() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        let fingers = (0..<12).map { PointerID.finger(Int64($0)) }
        func row(_ i: Int) -> Double { 20 + 40 * Double(i) }

        for (i, f) in fingers.enumerated() { tracker.handle(down(f, 10, row(i), t: 0)) }
        for step in 1...5 {
            // Interleave the fingers in a different order on every step.
            let order = step.isMultiple(of: 2) ? Array(fingers.indices) : fingers.indices.reversed()
            for i in order {
                tracker.handle(move(fingers[i], 10 + 10 * Double(step), row(i), t: 0.01 * Double(step)))
            }
        }
        #expect(tracker.activeStrokes.count == 12)
        #expect(tracker.drawing.strokes.isEmpty)

        let liftOrder = [5, 0, 11, 3, 8, 1, 10, 2, 7, 4, 9, 6]
        for i in liftOrder { tracker.handle(up(fingers[i], 70, row(i), t: 0.1)) }

        let strokes = tracker.drawing.strokes
        try #require(strokes.count == 12)
        #expect(tracker.activeStrokes.isEmpty)
        for (k, i) in liftOrder.enumerated() {
            let expected = [10.0, 20, 30, 40, 50, 60, 70].map { Point($0, row(i)) }
            #expect(strokes[k].points == expected, "stroke \(k + 1) should be finger \(i)'s own line")
            #expect(strokes[k].id == StrokeID(k + 1))
        }
    }

    @Test func sameFingerIdOnTwoTouchDevicesIsTwoPointers() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        let onPad = PointerID.finger(0, device: 1), onScreen = PointerID.finger(0, device: 2)
        tracker.feed(down(onPad, 10, 10, t: 0), down(onScreen, 10, 100, t: 0))
        #expect(tracker.activeStrokes.count == 2)
        tracker.feed(move(onPad, 50, 10, t: 0.01), move(onScreen, 50, 100, t: 0.01),
                     up(onPad, 90, 10, t: 0.02), up(onScreen, 90, 100, t: 0.02))
        let strokes = tracker.drawing.strokes
        try #require(strokes.count == 2)
        #expect(strokes[0].points == [Point(10, 10), Point(50, 10), Point(90, 10)])
        #expect(strokes[1].points == [Point(10, 100), Point(50, 100), Point(90, 100)])
    }

    @Test func mouseAndFingersDrawSideBySide() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.mouse, 5, 5, t: 0), down(.finger(0), 400, 400, t: 0),
                     move(.mouse, 25, 5, t: 0.01), move(.finger(0), 400, 420, t: 0.01),
                     up(.finger(0), 400, 440, t: 0.02), up(.mouse, 45, 5, t: 0.02))
        let strokes = tracker.drawing.strokes
        try #require(strokes.count == 2)
        #expect(strokes[0].points == [Point(400, 400), Point(400, 420), Point(400, 440)])
        #expect(strokes[1].points == [Point(5, 5), Point(25, 5), Point(45, 5)])
    }

    @Test func downForAnActivePointerCommitsTheOldStrokeFirst() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), move(.finger(0), 50, 10, t: 0.01),
                     down(.finger(0), 300, 300, t: 0.2))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(50, 10)])
        #expect(tracker.activeStrokes.first { $0.pointer == .finger(0) }?.stroke.points == [Point(300, 300)])

        tracker.handle(up(.finger(0), 340, 300, t: 0.3))
        #expect(tracker.drawing.strokes.map(\.points) == [
            [Point(10, 10), Point(50, 10)],
            [Point(300, 300), Point(340, 300)],
        ])
    }

    @Test(arguments: [PointerPhase.move, .up, .cancel])
    func eventsForAnUnknownPointerAreIgnored(phase: PointerPhase) {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.handle(PointerEvent(phase, .finger(7), at: Point(10, 10), time: 0))
        #expect(tracker.activeStrokes.isEmpty)
        #expect(tracker.drawing.strokes.isEmpty)
        #expect(tracker.drawing.undoStack.isEmpty)
    }

    @Test(arguments: [PointerPhase.move, .up, .cancel])
    func eventsForALiftedPointerLeaveItsStrokeAlone(phase: PointerPhase) throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), up(.finger(0), 60, 10, t: 0.1))
        tracker.handle(PointerEvent(phase, .finger(0), at: Point(200, 200), time: 0.2))
        #expect(tracker.activeStrokes.isEmpty)
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(60, 10)])
    }

    @Test func cancelKeepsWhatWasDrawn() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), move(.finger(0), 60, 10, t: 0.01),
                     move(.finger(0), 60, 60, t: 0.02), cancel(.finger(0), 60, 60, t: 0.03))
        #expect(tracker.activeStrokes.isEmpty)
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(60, 10), Point(60, 60)])
    }

    @Test func cancelAtABadPositionStillKeepsWhatWasDrawn() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), move(.finger(0), 60, 10, t: 0.01),
                     cancel(.finger(0), .nan, .nan, t: 0.02))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(60, 10)])
    }

    /// Wobbles that stay within the 2 px tap slop of the down point.
    @Test(arguments: [(0.0, 0.0), (2.0, 0.0), (1.2, 1.5), (-1.4, -1.4)])
    func tapWithoutMovementLeavesADotAtTheDownPoint(dx: Double, dy: Double) throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 100, 100, t: 1, pressure: 0.5),
                     move(.finger(0), 100 + dx / 2, 100 + dy / 2, t: 1.01),
                     move(.finger(0), 100 + dx, 100 + dy, t: 1.02),
                     up(.finger(0), 100 + dx, 100 + dy, t: 1.05))
        try #require(tracker.drawing.strokes.count == 1)
        let dot = tracker.drawing.strokes[0]
        #expect(dot.isDot)
        #expect(dot.samples == [StrokeSample(Point(100, 100), pressure: 0.5, time: 1)])
    }

    @Test func touchThatLeavesTheTapSlopIsAStroke() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 100, 100, t: 0), move(.finger(0), 102.01, 100, t: 0.01),
                     up(.finger(0), 102.01, 100, t: 0.02))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(100, 100), Point(102.01, 100)])
    }

    @Test func touchThatStraysAndComesBackKeepsItsWholePath() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 100, 100, t: 0), move(.finger(0), 130, 100, t: 0.01),
                     move(.finger(0), 100.5, 100, t: 0.02), up(.finger(0), 100.5, 100, t: 0.03))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(100, 100), Point(130, 100), Point(100.5, 100)])
    }

    @Test func committedStrokeIdsIncreaseInCommitOrderNotDownOrder() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), down(.finger(1), 10, 200, t: 0.01),
                     down(.finger(2), 10, 400, t: 0.02))
        tracker.feed(move(.finger(0), 50, 10, t: 0.03), move(.finger(1), 50, 200, t: 0.03),
                     move(.finger(2), 50, 400, t: 0.03))
        tracker.feed(up(.finger(1), 50, 200, t: 0.04), up(.finger(2), 50, 400, t: 0.05),
                     up(.finger(0), 50, 10, t: 0.06))
        let strokes = tracker.drawing.strokes
        #expect(strokes.map(\.id) == [1, 2, 3])
        #expect(strokes.map { $0.samples[0].point.y } == [200, 400, 10])
    }

    @Test func activeStrokesAreOrderedByDownOrder() {
        var tracker = CanvasSession(canvasSize: canvas)
        let order: [PointerID] = [.mouse, .finger(7, device: 3), .finger(0), .finger(0, device: 2), .finger(4)]
        for (k, p) in order.enumerated() { tracker.handle(down(p, 10 * Double(k), 10, t: 0)) }
        #expect(tracker.activeStrokes.map(\.pointer) == order)

        // A pointer that lifts and goes down again moves to the end.
        tracker.feed(up(.finger(7, device: 3), 10, 10, t: 0.1), down(.finger(7, device: 3), 300, 300, t: 0.2))
        #expect(tracker.activeStrokes.map(\.pointer) == [.mouse, .finger(0), .finger(0, device: 2), .finger(4),
                                                          .finger(7, device: 3)])
        let ranks = tracker.activeStrokes.map(\.order)
        #expect(ranks == ranks.sorted() && Set(ranks).count == ranks.count)
    }

    @Test func strokesKeepTheStyleTheyStartedWith() throws {
        var tracker = CanvasSession(canvasSize: canvas, style: StrokeStyle(color: .black, width: 4))
        tracker.handle(down(.finger(0), 10, 10, t: 0))
        tracker.play(down(.finger(1), 10, 300, t: 0.01), pen: Pen(style: StrokeStyle(color: RGBA(255, 0, 0), width: 12)))
        tracker.feed(up(.finger(0), 90, 10, t: 0.02), up(.finger(1), 90, 300, t: 0.03))
        try #require(tracker.drawing.strokes.count == 2)
        #expect(tracker.drawing.strokes[0].style == StrokeStyle(color: .black, width: 4))
        #expect(tracker.drawing.strokes[1].style == StrokeStyle(color: RGBA(255, 0, 0), width: 12))
    }
}
