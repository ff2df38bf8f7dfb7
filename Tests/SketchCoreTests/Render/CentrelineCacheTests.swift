import Testing
@testable import SketchCore

/// Committed strokes are smoothed once: the cache gives exactly the points smoothing gives,
/// and never another stroke's points under the same id.
@Suite struct CentrelineCacheTests {
    private func stroke(id: StrokeID, from x: Double, samples n: Int = 40) -> Stroke {
        let samples = (0..<n).map { k in
            StrokeSample(Point(x + Double(k) * 3, 50 + 20 * (Double(k) / 7).rounded(.down)), time: Double(k) / 60)
        }
        return Stroke(id: id, style: StrokeStyle(smoothing: .model), samples: samples)
    }

    @Test func aCachedCentrelineIsExactlyWhatSmoothingGives() {
        var cache = CentrelineCache()
        let s = stroke(id: 1, from: 10)
        let first = cache.points(of: s)
        #expect(first == Centreline(s).points)
        #expect(cache.points(of: s) == first)
        #expect(cache.count == 1)
    }

    @Test func aDifferentStrokeUnderTheSameIDIsSmoothedAfresh() {
        var cache = CentrelineCache()
        _ = cache.points(of: stroke(id: 1, from: 10))
        let other = stroke(id: 1, from: 200)
        #expect(cache.points(of: other) == Centreline(other).points)
        var restyled = stroke(id: 1, from: 200)
        restyled.style.smoothing = .none
        #expect(cache.points(of: restyled) == Centreline(restyled).points)
        #expect(cache.count == 1)
    }

    @Test func strokesNoLongerDrawnAreDroppedOnceTheyOutnumberTheDrawing() {
        var cache = CentrelineCache()
        for id in 1...1100 { _ = cache.points(of: stroke(id: StrokeID(id), from: 10, samples: 3)) }
        var drawing = Drawing()
        drawing.commit(stroke(id: 0, from: 10, samples: 3))
        cache.prune(keeping: drawing)
        // Only the drawing's one stroke may stay (its id is among those cached).
        #expect(cache.count <= 1)
        #expect(cache.points <= 3)
    }
}
