import Foundation
import Testing
@testable import SketchCore

/// The model's fit memo changes nothing but cost: with it and without it, every settled point
/// and every tail are the same to the bit, also for copies of a smoother that then diverge.
@Suite struct ModelFitMemoTests {
    static func inkPoints(_ samples: [StrokeSample]) -> [InkPoint] {
        samples.map { InkPoint($0.point, width: $0.pressure, time: $0.time) }
    }

    /// Slow dense strokes in people's areas, fast ones across the canvas, and jittery zig-zags.
    static let strokes: [[InkPoint]] = {
        let size = CanvasSize(width: 1920, height: 1080)
        let fingers = SyntheticFingers(fingers: 4, canvas: size, seed: 5)
        let area = [Rect(x: 300, y: 200, width: 500, height: 300)]
        return (ModelOutputDigestTests.fingerStrokes(fingers, seconds: 2, areas: [])
            + ModelOutputDigestTests.fingerStrokes(fingers, seconds: 2, areas: area)
            + ModelSettlingTests.strokes).filter { $0.count >= 30 }.map(inkPoints)
    }()

    @Test(arguments: strokes.indices)
    func reusingFitsDrawsTheSameSettledPointsAndTailsAsFittingAgain(stroke: Int) {
        var reusing = ModelSmoother(), fitting = ModelSmoother()
        fitting.reusesFits = false
        var a: [InkPoint] = [], b: [InkPoint] = []
        var same = true
        for p in Self.strokes[stroke] {
            reusing.add(p, settled: &a)
            fitting.add(p, settled: &b)
            same = same && a == b && reusing.tail(after: a) == fitting.tail(after: b)
        }
        #expect(same)
        #expect(a.count > 10)
    }

    @Test func copiesThatTakeDifferentSamplesEachDrawWhatAFreshSmootherDraws() {
        let stroke = Self.strokes[0], other = Self.strokes[1]
        let half = stroke.count / 2
        var first = ModelSmoother(), settled: [InkPoint] = []
        for p in stroke[..<half] { first.add(p, settled: &settled) }
        _ = first.tail(after: settled)  // fills the shared memo
        var second = first, settled2 = settled
        // The copy goes on along a different path: the memo's fits near the split no longer hold for it.
        let offset = stroke[half - 1].point - other[0].point
        for var p in other.prefix(60) {
            p.point = p.point + offset
            second.add(p, settled: &settled2)
        }
        for p in stroke[half...] { first.add(p, settled: &settled) }
        for (smoother, samples, out) in [(first, Array(stroke), settled),
                                         (second, Array(stroke[..<half]) + other.prefix(60).map { var p = $0; p.point = p.point + offset; return p }, settled2)] {
            var fresh = ModelSmoother(), freshOut: [InkPoint] = []
            fresh.reusesFits = false
            for p in samples { fresh.add(p, settled: &freshOut) }
            #expect(out == freshOut)
            #expect(smoother.tail(after: out) == fresh.tail(after: freshOut))
        }
    }
}
