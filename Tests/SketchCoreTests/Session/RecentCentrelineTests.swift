import Testing
@testable import SketchCore

/// The tracker keeps the centreline each lifted stroke was drawn with, so a renderer's commit
/// needs no whole-stroke refit.
@Suite struct RecentCentrelineTests {
    let canvas = CanvasSize(width: 800, height: 600)

    @Test func aLiftedStrokeKeepsTheCentrelineItWasDrawnWith() throws {
        var tracker = CanvasSession(canvasSize: canvas, style: StrokeStyle(smoothing: .model, pressure: .speed))
        let f = PointerID.finger(3)
        tracker.handle(down(f, 100, 100, t: 0))
        for i in 1...80 {
            let x = Double(i)
            tracker.handle(move(f, 100 + 5 * x, 100 + 30 * (x / 7).squareRoot() + 20 * (x / 9).truncatingRemainder(dividingBy: 1), t: x / 120))
        }
        tracker.handle(up(f, 520, 300, t: 0.7))
        let stroke = try #require(tracker.drawing.strokes.last)
        let live = try #require(tracker.centreline(ofCommitted: stroke.id))
        #expect(live.sampleCount == stroke.samples.count)
        #expect(live.points == Centreline(stroke).points)
    }

    @Test func onlyTheLatestCommitsKeepTheirCentrelines() throws {
        var tracker = CanvasSession(canvasSize: canvas, style: StrokeStyle(smoothing: .model))
        let n = CanvasSession.keptCentrelines + 5
        for i in 0..<n { tracker.line(from: 10, to: 200, y: 10 + Double(i), at: Double(i)) }
        let ids = tracker.drawing.strokes.map(\.id)
        try #require(ids.count == n)
        #expect(tracker.centreline(ofCommitted: ids[0]) == nil, "the oldest are forgotten: memory stays bounded")
        #expect(tracker.centreline(ofCommitted: ids[n - 1]) != nil)
        tracker.load(Drawing())
        #expect(tracker.centreline(ofCommitted: ids[n - 1]) == nil, "a loaded drawing's ids mean other strokes")
    }

    @Test func aTapKeepsNoCentreline() throws {
        var tracker = CanvasSession(canvasSize: canvas, style: StrokeStyle(smoothing: .model))
        tracker.tap(200, 200, at: 0)
        let dot = try #require(tracker.drawing.strokes.last)
        #expect(tracker.centreline(ofCommitted: dot.id) == nil, "a dot is drawn from its one sample")
    }
}
