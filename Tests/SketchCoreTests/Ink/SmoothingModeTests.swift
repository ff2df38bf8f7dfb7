import Foundation
import Testing
@testable import SketchCore

/// Samples of a finger moving along `f` (0...1 -> point) at 60 Hz.
func fingerSamples(_ n: Int, duration: Double = 0.5, _ f: (Double) -> Point) -> [StrokeSample] {
    (0..<n).map { i in
        let t = Double(i) / Double(n - 1)
        return StrokeSample(f(t), time: t * duration)
    }
}

func drawnLine(_ s: [StrokeSample], _ mode: SmoothingMode, pressure: PressureMode = .none) -> Centreline {
    var c = Centreline(smoothing: Smoothing(mode), pressure: pressure)
    for x in s { c.add(x) }
    return c
}

@Suite struct SmoothingModeTests {
    static let wave = fingerSamples(40) { t in Point(100 + 400 * t, 300 + 60 * sin(t * 9)) }

    @Test(arguments: SmoothingMode.allCases)
    func everyModeStartsAtTheFirstSampleAndEndsAtTheLast(mode: SmoothingMode) {
        let points = drawnLine(Self.wave, mode).points
        #expect(points.first!.point.distance(to: Self.wave.first!.point) < 0.5)
        #expect(points.last!.point.distance(to: Self.wave.last!.point) < 0.5)
    }

    @Test(arguments: SmoothingMode.allCases)
    func aQuicklyDrawnSmallCircleCloses(mode: SmoothingMode) {
        // Ten samples round a 12 px circle, ending where it began: no mode may drop the last ones.
        let circle = fingerSamples(11, duration: 0.17) { t in
            Point(200 + 12 * cos(t * 2 * .pi), 200 + 12 * sin(t * 2 * .pi))
        }
        let points = drawnLine(circle, mode).points
        #expect(points.last!.point.distance(to: Point(212, 200)) < 0.5)
        // And it went all the way round: the far side of the circle is drawn (midpoint cuts it a little).
        #expect(points.contains { $0.point.distance(to: Point(188, 200)) < 3 })
    }

    @Test(arguments: SmoothingMode.allCases)
    func aTapIsOnePoint(mode: SmoothingMode) {
        let points = drawnLine([StrokeSample(Point(50, 60))], mode).points
        #expect(points.map(\.point) == [Point(50, 60)])
    }

    @Test(arguments: SmoothingMode.allCases)
    func settledPointsNeverChangeAndTheTailCompletesTheBatchResult(mode: SmoothingMode) {
        let batch = drawnLine(Self.wave, mode).points
        var c = Centreline(smoothing: Smoothing(mode), pressure: .none)
        var seen: [InkPoint] = []
        for s in Self.wave {
            c.add(s)
            #expect(Array(c.settled.prefix(seen.count)) == seen, "settled points changed")
            seen = c.settled
        }
        #expect(c.points == batch, "what was shown at the last sample is what is committed")
    }

    @Test(arguments: SmoothingMode.allCases)
    func theTailStaysBoundedOnALongStroke(mode: SmoothingMode) {
        let long = fingerSamples(1500, duration: 25) { t in Point(400 + 300 * cos(t * 40), 300 + 200 * sin(t * 37)) }
        var c = Centreline(smoothing: Smoothing(mode), pressure: .none)
        var largest = 0
        for (i, s) in long.enumerated() {
            c.add(s)
            if i % 7 == 0 { largest = max(largest, c.tail.count) }
        }
        #expect(largest < 400)
        #expect(c.settled.count >= 500, "the settled part grows with the stroke")
    }

    @Test(arguments: [1, 4, 8])
    func catmullRomGranularityIsSegmentsPerSpan(granularity: Int) {
        let four = [Point(0, 0), Point(10, 0), Point(20, 5), Point(30, 5)].map { StrokeSample($0) }
        var c = Centreline(smoothing: Smoothing(.catmullRom, granularity: granularity), pressure: .none)
        for s in four { c.add(s) }
        #expect(c.points.count == 1 + 3 * granularity)
        #expect(c.points.map(\.point).filter { p in four.contains { $0.point == p } }.count == 4,
                "the spline passes through every sample")
    }

    @Test func theModelKeepsAStraightLineStraight() {
        let line = fingerSamples(30) { t in Point(100 + 300 * t, 200 + 100 * t) }
        for p in drawnLine(line, .model).points {
            // Distance from the line through (100,200) with direction (3,1).
            let d = abs((p.point - Point(100, 200)).cross(Point(3, 1).normalized))
            #expect(d < 0.01)
        }
    }

    @Test func theModelKeepsASharpCornerSharp() {
        // Into a right-angle corner and out, the finger slowing at the corner.
        var s: [StrokeSample] = []
        for i in 0...20 { let u = Double(i) / 20; s.append(StrokeSample(Point(100 + 100 * (1 - pow(1 - u, 2)), 100))) }
        for i in 1...20 { let u = Double(i) / 20; s.append(StrokeSample(Point(200, 100 + 100 * u * u))) }
        for (i, _) in s.enumerated() { s[i].time = Double(i) / 60 }
        let points = drawnLine(s, .model).points.map(\.point)
        let nearest = points.map { $0.distance(to: Point(200, 100)) }.min()!
        #expect(nearest < 0.5, "the corner is drawn, not rounded off")
    }

    @Test func circleTangentIsExactOnACircle() {
        let c = Point(10, 20), r = 30.0
        let at = { (a: Double) in c + Point(cos(a), sin(a)) * r }
        let t = ModelSmoother.circleTangent(at(0.1), at(0.5), at(1.2), at: 1)
        #expect(abs(t.x - -sin(0.5)) < 1e-9 && abs(t.y - cos(0.5)) < 1e-9)
        let t0 = ModelSmoother.circleTangent(at(0.1), at(0.5), at(1.2), at: 0)
        #expect(abs(t0.x - -sin(0.1)) < 1e-9 && abs(t0.y - cos(0.1)) < 1e-9)
        let straight = ModelSmoother.circleTangent(Point(0, 0), Point(1, 1), Point(2, 2), at: 2)
        #expect(abs(straight.x - 0.5.squareRoot()) < 1e-9)
    }
}
