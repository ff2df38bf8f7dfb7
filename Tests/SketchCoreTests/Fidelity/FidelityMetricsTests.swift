import Foundation
import Testing
@testable import SketchCore

/// `line` moved `d` px along its left-hand normal at every vertex (a parallel curve).
private func offset(_ line: [Point], by d: Double) -> [Point] {
    line.indices.map { i in
        let a = line[max(i - 1, 0)], b = line[min(i + 1, line.count - 1)]
        return line[i] + (b - a).normalized.perpendicular * d
    }
}

/// A straight polyline from `a` to `b` with a vertex every pixel or so.
private func straight(_ a: Point, _ b: Point) -> [Point] {
    let n = max(Int(a.distance(to: b).rounded(.up)), 1)
    return (0...n).map { a.lerp(to: b, Double($0) / Double(n)) }
}

@Suite struct FidelityMetricsTests {
    @Test(arguments: FidelityCurve.allCases)
    func aTrueCurveMeasuredAgainstItselfDeviatesByNothing(curve: FidelityCurve) {
        let d = FidelityMetrics.deviation(drawn: curve.polyline, truth: curve.polyline)
        #expect(d.max < 1e-9 && d.p99 < 1e-9, "\(d)")
    }

    @Test(arguments: [FidelityCurve.circle, .sine, .spiral])
    func aCopyMoved1Point5PixelsAsideDeviatesBy1Point5(curve: FidelityCurve) {
        let d = FidelityMetrics.deviation(drawn: offset(curve.polyline, by: 1.5), truth: curve.polyline)
        #expect(abs(d.max - 1.5) < 0.05, "max \(d.max)")
        #expect(abs(d.p99 - 1.5) < 0.05, "p99 \(d.p99)")
    }

    @Test func aCoarseCopyIsMeasuredBetweenItsVerticesToo() {
        // Two far-apart vertices 1.5 px above a dense line: resampling finds 1.5 all along.
        let truth = straight(Point(0, 0), Point(300, 0))
        let d = FidelityMetrics.deviation(drawn: [Point(0, -1.5), Point(300, -1.5)], truth: truth)
        #expect(abs(d.max - 1.5) < 1e-9 && abs(d.p99 - 1.5) < 1e-9, "\(d)")
    }

    @Test func theTrueCurveIsOnlyComparedWhereTheFingerWent() {
        let truth = straight(Point(0, 0), Point(300, 0))
        let drawn = straight(Point(0, 0), Point(100, 0))
        let covered = FidelityMetrics.deviation(drawn: drawn, truth: truth, from: Point(0, 0), to: Point(100, 0))
        #expect(covered.max < 1e-9)
        // Against all of it, the undrawn 200 px count.
        #expect(abs(FidelityMetrics.deviation(drawn: drawn, truth: truth).max - 200) < 1e-9)
    }

    @Test func aClosedCurveIsCoveredWhole() {
        let c = FidelityCurve.circle.polyline
        #expect(FidelityMetrics.coveredPart(of: c, from: c[0], to: c[c.count - 1]).count == c.count)
    }

    @Test func aSquareCornerKinksByAbout90Degrees() {
        let corner = straight(Point(0, 0), Point(50.4, 0)) + straight(Point(50.4, 0), Point(50.4, 50)).dropFirst()
        let kink = FidelityMetrics.kinkDegrees(corner)
        // The 1 px resampling may cut the corner in two turns of about 45° each.
        #expect(kink >= 44 && kink <= 90.001, "kink \(kink)°")
    }

    @Test func aFineCircleKinksByAboutADegree() {
        let kink = FidelityMetrics.kinkDegrees(FidelityCurve.circle.polyline)
        // 1 px chords on a 60 px radius turn by 1/60 rad, about 0.95°.
        #expect(kink > 0.5 && kink < 1.5, "kink \(kink)°")
    }

    @Test func aStraightLineDoesNotKink() {
        #expect(FidelityMetrics.kinkDegrees(straight(Point(10, 10), Point(200, 90))) < 1e-6)
    }

    @Test func aPolylineThatCutsACornerMissesItByTheCut() {
        // The corner at (50, 0) replaced by a chamfer from (40, 0) to (50, 10): 10/√2 px short.
        let cut = [Point(0, 0), Point(40, 0), Point(50, 10), Point(50, 50)]
        let error = FidelityMetrics.cornerError(drawn: cut, corners: [Point(50, 0)])
        #expect(abs(error! - 50.squareRoot()) < 1e-9)
    }

    @Test func theWorstCornerIsReported() {
        let drawn = straight(Point(0, 0), Point(100, 0))
        #expect(FidelityMetrics.cornerError(drawn: drawn, corners: [Point(10, 1), Point(20, -3), Point(30, 2)]) == 3)
    }

    @Test func curvesWithoutCornersHaveNoCornerError() {
        #expect(FidelityMetrics.cornerError(drawn: FidelityCurve.circle.polyline, corners: []) == nil)
        #expect(FidelityMetrics.cornerError(drawn: FidelityCurve.zigzag.polyline, corners: FidelityCurve.zigzag.corners) == 0)
    }

    @Test(arguments: FidelityCurve.allCases, FidelityRegime.allCases)
    func straightSegmentsNeverLagTheLatestSample(curve: FidelityCurve, regime: FidelityRegime) {
        let s = FingerSampler.stroke(curve, regime: regime)
        let lag = FidelityMetrics.tipLag(s.samples, smoothing: Smoothing(.none))
        #expect(lag.maxPx == 0 && lag.samples == 0, "\(lag)")
    }

    @Test func resamplingKeepsEveryVertexAndLimitsTheSpacing() {
        let line = [Point(0, 0), Point(1, 0), Point(1, 3.3)]
        let r = FidelityMetrics.resample(line, maxSpacing: 0.25)
        #expect(line.allSatisfy(r.contains))
        #expect(zip(r, r.dropFirst()).allSatisfy { $0.distance(to: $1) <= 0.25 + 1e-12 })
        #expect(r.count == 1 + 4 + 14)
    }

    @Test func arcLengthResamplingStepsEvenly() {
        let r = FidelityMetrics.resample([Point(0, 0), Point(2.5, 0), Point(2.5, 2.5)], step: 1)
        #expect(r.count == 6)  // at 0, 1, 2, 3, 4, 5 px along
        #expect(zip(r, r.dropFirst()).dropFirst(3).allSatisfy { abs($0.distance(to: $1) - 1) < 1e-9 })
        #expect(r.last!.distance(to: Point(2.5, 2.5)) < 1e-9)
    }

    @Test func aBrokenCurveMeasuresNaNInsteadOfCrashing() {
        let broken = [Point(0, 0), Point(.nan, 1), Point(2, 2)]
        #expect(FidelityMetrics.deviation(drawn: broken, truth: straight(Point(0, 0), Point(2, 2))).max.isNaN)
        #expect(FidelityMetrics.kinkDegrees(broken).isNaN)
        #expect(FidelityMetrics.cornerError(drawn: broken, corners: [Point(1, 1)])!.isNaN)
    }

    @Test func distancesFarFromTheCurveAreExact() {
        // A query far outside the grid of the drawn curve takes the brute-force path.
        let d = FidelityMetrics.deviation(drawn: [Point(0, 0), Point(10, 0)], truth: [Point(0, 0), Point(2000, 0)])
        #expect(abs(d.max - 1990) < 1e-9)
        // Outside the grid but near enough for the ring search.
        let near = FidelityMetrics.deviation(drawn: [Point(0, 0), Point(10, 0)], truth: [Point(0, 0), Point(200, 30)])
        #expect(abs(near.max - Point(190, 30).length) < 1e-9)
    }
}
