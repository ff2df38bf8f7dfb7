import Testing
@testable import SketchCore

/// The tracker hands a renderer the centreline each lifted stroke was drawn with, so the
/// commit needs no whole-stroke refit.
@Suite struct RecentCentrelineTests {
    let canvas = CanvasSize(width: 800, height: 600)

    @Test func aLiftedStrokeHandsOverTheCentrelineItWasDrawnWith() throws {
        var tracker = StrokeTracker(canvasSize: canvas, style: StrokeStyle(smoothing: .model, pressure: .speed))
        let f = PointerID.finger(3)
        tracker.handle(down(f, 100, 100, t: 0))
        for i in 1...80 {
            let x = Double(i)
            tracker.handle(move(f, 100 + 5 * x, 100 + 30 * (x / 7).squareRoot() + 20 * (x / 9).truncatingRemainder(dividingBy: 1), t: x / 120))
        }
        tracker.handle(up(f, 520, 300, t: 0.7))
        let commit = try #require(tracker.recentCommits.first)
        let live = try #require(tracker.recentCentrelines[commit.order])
        let stroke = try #require(tracker.drawing.strokes.last)
        #expect(live.sampleCount == stroke.samples.count)
        #expect(live.points == Centreline(stroke).points)
        _ = tracker.takeRecentCommits()
        #expect(tracker.recentCentrelines.isEmpty, "forgotten with the commits")
    }

    @Test func aTapHandsOverNoCentreline() {
        var tracker = StrokeTracker(canvasSize: canvas, style: StrokeStyle(smoothing: .model))
        tracker.tap(200, 200, at: 0)
        #expect(tracker.recentCommits.count == 1)
        #expect(tracker.recentCentrelines.isEmpty, "a dot is drawn from its one sample")
    }
}
