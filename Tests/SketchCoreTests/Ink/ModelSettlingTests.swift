import Foundation
import Testing
@testable import SketchCore

/// The model's settled points: exact (they never change, and settled plus tail is the batch
/// result) and early (a cheap wet tail), on strokes whose corners make kept points give way.
@Suite struct ModelSettlingTests {
    /// Fast smooth waves, a slow jittery zig-zag (corners with dense arms), and a finger that
    /// stops and turns back: the cases where a corner's vertex replaces kept points.
    static let strokes: [[StrokeSample]] = {
        var random = SeededRandom(seed: 17)
        let wave = fingerSamples(240, duration: 2) { t in Point(100 + 600 * t, 300 + 80 * sin(t * 14)) }
        let zigzag = fingerSamples(400, duration: 6) { t in
            let leg = t * 8, f = leg - leg.rounded(.down)
            let up = Int(leg) % 2 == 0
            return Point(100 + 400 * t, 300 + (up ? f : 1 - f) * 60)
        }.map { s in
            StrokeSample(s.point + Point(random.uniform(-0.6...0.6), random.uniform(-0.6...0.6)), time: s.time)
        }
        let back = fingerSamples(300, duration: 3) { t in Point(200 + 300 * sin(t * .pi * 1.5), 200 + 40 * t) }
        return [wave, zigzag, back]
    }()

    @Test(arguments: 0..<3)
    func settledModelPointsNeverChangeAndMatchTheWholeStroke(stroke: Int) {
        let samples = Self.strokes[stroke]
        var c = Centreline(smoothing: .model, pressure: .none)
        var seen: [InkPoint] = []
        for s in samples {
            c.add(s)
            #expect(Array(c.settled.prefix(seen.count)) == seen, "settled points changed")
            seen = c.settled
        }
        #expect(c.points == drawnLine(samples, .model).points)
    }

    @Test func theModelSettlesWithinAFewSamplesOfTheFinger() {
        // 120 Hz, smooth: points settle once a later one is two dead zones away, not 24 samples on.
        let samples = fingerSamples(600, duration: 5) { t in Point(400 + 300 * cos(t * 9), 300 + 200 * sin(t * 7)) }
        var c = Centreline(smoothing: .model, pressure: .none)
        var lags: [Double] = []
        for (i, s) in samples.enumerated() {
            c.add(s)
            if i >= 100, let last = c.settled.last { lags.append((s.time - last.time) * 120) }
        }
        // The denoising windows alone hold points back about 20 samples here (23 on average);
        // settling only `popLimit` (24) samples after denoising would add 24 more.
        #expect(lags.reduce(0, +) / Double(lags.count) < 30)
        #expect(lags.max() ?? .infinity <= 64)
    }
}
