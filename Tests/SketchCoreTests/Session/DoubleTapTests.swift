import Testing
@testable import SketchCore

@Suite("Double tap clears the canvas")
struct DoubleTapTests {
    let canvas = CanvasSize(width: 800, height: 600)

    /// A tracker with one horizontal line already drawn, and that line.
    func trackerWithALine() throws -> (CanvasSession, Stroke) {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.line(from: 100, to: 500, y: 400, at: 0)
        let line = try #require(tracker.drawing.strokes.first)
        #expect(tracker.drawing.strokes.count == 1)
        return (tracker, line)
    }

    @Test func twoQuickTapsCloseTogetherClearTheCanvas() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        #expect(tracker.drawing.strokes.count == 2)
        tracker.tap(110, 100, at: 1.25)
        #expect(tracker.drawing.strokes.isEmpty)
        #expect(tracker.activeStrokes.isEmpty)
    }

    @Test func theClearIsOneUndoStepThatBringsBackTheDrawingWithoutTheFirstDot() throws {
        var (tracker, line) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(105, 104, at: 1.2)
        #expect(tracker.drawing.undoStack == [.add(line), .remove([line])])

        tracker.undo()
        #expect(tracker.drawing.strokes == [line])
        tracker.redo()
        #expect(tracker.drawing.strokes.isEmpty)
    }

    @Test func doubleTapOnAnEmptyCanvasLeavesNothingToUndo() {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.tap(100, 100, at: 0)
        tracker.tap(100, 100, at: 0.2)
        #expect(tracker.drawing.strokes.isEmpty)
        #expect(tracker.drawing.undoStack.isEmpty)
        #expect(tracker.drawing.redoStack.isEmpty)
        tracker.undo()
        #expect(tracker.drawing.strokes.isEmpty)
    }

    @Test func tapsExactlyTheDoubleTapDistanceApartStillClear() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(124, 100, at: 1.25)
        #expect(tracker.drawing.strokes.isEmpty)
    }

    @Test(arguments: [(125.0, 100.0), (100.0, 130.0), (300.0, 300.0)])
    func tapsTooFarApartLeaveTwoDots(x: Double, y: Double) throws {
        var (tracker, line) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(x, y, at: 1.2)
        let strokes = tracker.drawing.strokes
        try #require(strokes.count == 3)
        #expect(strokes[0] == line)
        #expect(strokes[1].points == [Point(100, 100)])
        #expect(strokes[2].points == [Point(x, y)])
    }

    /// Gap from the first tap's up (at 1.05) to the second tap's down.
    @Test(arguments: [0.3125, 0.5, 2.0])
    func tapsTooFarApartInTimeLeaveTwoDots(gap: Double) throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0, lasting: 0.05)
        tracker.tap(100, 100, at: 1.05 + gap)
        #expect(tracker.drawing.strokes.count == 3)
        #expect(tracker.drawing.strokes.filter(\.isDot).count == 2)
    }

    @Test(arguments: [0.0, 0.125, 0.25])
    func tapsWithinTheIntervalClear(gap: Double) throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0, lasting: 0.0625)
        tracker.tap(100, 100, at: 1.0625 + gap)
        #expect(tracker.drawing.strokes.isEmpty)
    }

    @Test func aLongPressIsNoFirstHalfOfADoubleTap() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0, lasting: 0.5)
        tracker.tap(100, 100, at: 1.6)
        #expect(tracker.drawing.strokes.count == 3)

        // Two quick taps that follow, away from the long press's dot, still clear.
        tracker.tap(700, 100, at: 1.9)
        tracker.tap(700, 100, at: 2.05)
        #expect(tracker.drawing.strokes.isEmpty)
    }

    @Test func quickTapsOnADotLeaveTwoMoreDots() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0, lasting: 0.5)
        tracker.tap(100, 100, at: 1.6)
        tracker.tap(100, 100, at: 1.75)
        #expect(tracker.drawing.strokes.count == 4)
    }

    /// Dotting an i: two quick taps close together, but near the letter just written.
    @Test(arguments: [0.0, 100.0, 219.0])
    func quickTapsNearInkLeaveTwoDots(distance: Double) throws {
        var (tracker, line) = try trackerWithALine()
        tracker.tap(300, 400 - distance, at: 1.0)
        tracker.tap(304, 400 - distance, at: 1.1)
        #expect(tracker.drawing.strokes.count == 3)
        #expect(tracker.drawing.strokes.first == line)
        #expect(tracker.lastClear == nil)
    }

    @Test func quickTapsJustBeyondTheBlankRadiusClear() throws {
        var (tracker, _) = try trackerWithALine()
        // The line is 4 px wide: its edge is 2 px above its centreline.
        tracker.tap(300, 400 - 223, at: 1.0)
        tracker.tap(300, 400 - 223, at: 1.1)
        #expect(tracker.drawing.strokes.isEmpty)
        #expect(tracker.lastClear == CanvasSession.DoubleTapClear(time: 1.1, person: 0))
    }

    @Test func anyOtherEditEndsTheClearFeedback() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(100, 100, at: 1.2)
        #expect(tracker.lastClear != nil)
        tracker.line(from: 100, to: 200, y: 50, at: 1.5)
        #expect(tracker.lastClear == nil)
    }

    @Test func aLongPressIsNoSecondHalfOfADoubleTap() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(100, 100, at: 1.2, lasting: 0.5)
        #expect(tracker.drawing.strokes.count == 3)
        #expect(tracker.drawing.strokes.filter(\.isDot).count == 2)
    }

    @Test func doubleTapDoesNothingSpecialWhenTurnedOff() throws {
        var configuration = CanvasSession.Configuration()
        configuration.doubleTapClears = false
        var tracker = CanvasSession(canvasSize: canvas, configuration: configuration)
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(100, 100, at: 1.2)
        #expect(tracker.drawing.strokes.map(\.points) == [[Point(100, 100)], [Point(100, 100)]])
    }

    @Test func aStrokeBetweenTheTapsBreaksThePair() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.tap(100, 100, at: 1.0)
        tracker.line(from: 300, to: 400, y: 300, at: 1.06)
        tracker.tap(100, 100, at: 1.12)
        #expect(tracker.drawing.strokes.count == 3)
    }

    @Test func aCancelledTapIsNoHalfOfADoubleTap() throws {
        var tracker = CanvasSession(canvasSize: canvas)
        tracker.feed(down(.finger(0), 100, 100, t: 1.0), cancel(.finger(0), 100, 100, t: 1.05))
        tracker.tap(100, 100, at: 1.2)
        #expect(tracker.drawing.strokes.count == 2)
    }

    @Test func undoBetweenTheTapsBreaksThePair() throws {
        var (tracker, line) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        tracker.undo()
        tracker.tap(100, 100, at: 1.2)
        #expect(tracker.drawing.strokes.map(\.points) == [line.points, [Point(100, 100)]])
    }

    @Test func aThirdQuickTapAfterADoubleTapLeavesADot() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(100, 100, at: 1.2)
        tracker.tap(100, 100, at: 1.4)
        #expect(tracker.drawing.strokes.map(\.points) == [[Point(100, 100)]])
    }

    @Test func secondTapWithAnotherFingerAlsoClears() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.tap(100, 100, at: 1.0, with: .finger(0))
        tracker.tap(104, 100, at: 1.2, with: .finger(1))
        #expect(tracker.drawing.strokes.isEmpty)
    }

    @Test func strokesInProgressCarryOnThroughTheClear() throws {
        var (tracker, _) = try trackerWithALine()
        tracker.feed(down(.finger(5), 600, 50, t: 0.9), move(.finger(5), 650, 50, t: 0.95))
        tracker.tap(100, 100, at: 1.0)
        tracker.tap(100, 100, at: 1.2)
        #expect(tracker.drawing.strokes.isEmpty)
        tracker.handle(up(.finger(5), 700, 50, t: 1.3))
        #expect(tracker.drawing.strokes.map(\.points) == [[Point(600, 50), Point(650, 50), Point(700, 50)]])
    }
}
