import Testing
@testable import SketchCore

/// A position the tracker must drop, with a readable name.
struct BadPosition: Sendable, CustomTestStringConvertible {
    var name: String
    var x: Double
    var y: Double
    var testDescription: String { name }
}

let badPositions = [
    BadPosition(name: "NaN x", x: .nan, y: 10),
    BadPosition(name: "NaN y", x: 10, y: .nan),
    BadPosition(name: "both NaN", x: .nan, y: .nan),
    BadPosition(name: "infinite x", x: .infinity, y: 10),
    BadPosition(name: "minus infinite y", x: 10, y: -.infinity),
    BadPosition(name: "signalling NaN", x: .signalingNaN, y: 3),
]

@Suite("Ink gestures: cleaning samples")
struct InkSampleCleaningTests {
    let canvas = CanvasSize(width: 200, height: 100)

    @Test(arguments: badPositions)
    func downAtABadPositionIsIgnored(_ bad: BadPosition) {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.handle(down(.finger(0), bad.x, bad.y, t: 0))
        #expect(tracker.activeStrokes.isEmpty)
        tracker.handle(up(.finger(0), 50, 50, t: 0.1))
        #expect(tracker.drawing.strokes.isEmpty)
    }

    @Test(arguments: badPositions)
    func moveToABadPositionIsIgnored(_ bad: BadPosition) throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), move(.finger(0), 50, 10, t: 0.01),
                     move(.finger(0), bad.x, bad.y, t: 0.02), up(.finger(0), 90, 10, t: 0.03))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(50, 10), Point(90, 10)])
    }

    @Test(arguments: badPositions)
    func upAtABadPositionEndsAtTheLastGoodSample(_ bad: BadPosition) throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), move(.finger(0), 50, 10, t: 0.01),
                     up(.finger(0), bad.x, bad.y, t: 0.02))
        #expect(tracker.activeStrokes.isEmpty)
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(50, 10)])
        #expect(tracker.drawing.strokes[0].samples.allSatisfy { $0.point.isFinite })
    }

    @Test func farOutsidePositionsAreClampedToTheCanvasEdge() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), -50, 30, t: 0),
                     move(.finger(0), 1e9, -1e9, t: 0.01),
                     move(.finger(0), 1e300, 1e300, t: 0.02),
                     move(.finger(0), -1e300, 70, t: 0.03),
                     up(.finger(0), 120, 250, t: 0.04))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [
            Point(0, 30), Point(200, 0), Point(200, 100), Point(0, 70), Point(120, 100),
        ])
    }

    @Test func aTapOffTheCanvasLeavesItsDotOnTheEdge() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.tap(260, -40, at: 0)
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(200, 0)])
    }

    @Test(arguments: [
        (Double.nan, 1.0), (.infinity, 1.0), (-.infinity, 1.0),
        (1.7, 1.0), (-0.3, 0.0), (0.0, 0.0), (0.4, 0.4), (1.0, 1.0),
    ])
    func pressureIsCleanedToTheUnitRange(given: Double, kept: Double) throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0, pressure: given),
                     move(.finger(0), 50, 10, t: 0.01, pressure: given),
                     up(.finger(0), 50, 10, t: 0.02))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].samples.map(\.pressure) == [kept, kept])
    }

    @Test func badTimesBecomeTheLastGoodTime() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 2), move(.finger(0), 50, 10, t: .nan),
                     move(.finger(0), 90, 10, t: .infinity), up(.finger(0), 130, 10, t: 2.5))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].samples.map(\.time) == [2, 2, 2, 2.5])
    }

    @Test func repeatedPositionsAreNotStoredTwice() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 10, 10, t: 0), move(.finger(0), 10, 10, t: 0.01),
                     move(.finger(0), 40, 10, t: 0.02), move(.finger(0), 40, 10, t: 0.03),
                     up(.finger(0), 40, 10, t: 0.04))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(40, 10)])
    }

    @Test func positionsAfterAResizeAreClampedToTheNewSize() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.canvasSize = CanvasSize(width: 50, height: 40)
        tracker.feed(down(.finger(0), 10, 10, t: 0), up(.finger(0), 150, 90, t: 0.01))
        try #require(tracker.drawing.strokes.count == 1)
        #expect(tracker.drawing.strokes[0].points == [Point(10, 10), Point(50, 40)])
    }
}
