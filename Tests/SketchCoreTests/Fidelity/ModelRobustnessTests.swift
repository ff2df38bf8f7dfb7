import Foundation
import Testing
@testable import SketchCore

/// `model` on jitter seeds it was never tuned on: the strokes of the wider suite where a sweep
/// over seeds 1 to 96 found it far from the best seed mode, each held to the suite's verdict
/// (or, where it still loses by a hair, to a bound well under what it lost before).
@Suite struct ModelRobustnessTests {
    /// One stroke of the suite: a case (numbered as in `sketchpad fidelity`) and a jitter seed.
    struct Stroke: CustomTestStringConvertible, Sendable {
        var number: Int
        var seed: UInt64
        /// How far `model`'s p99 may exceed the best seed mode's, in px.
        var margin = FidelitySuiteReport.p99Margin
        /// What went wrong before.
        var before: String
        var fidelityCase: FidelityCase { FidelitySuite.cases[number - 1] }
        var testDescription: String { "case \(number) seed \(seed): \(before)" }
    }

    static func verdict(_ s: Stroke) -> FidelitySuiteReport.Verdict {
        FidelitySuiteReport.run(cases: [s.fidelityCase], seed: s.seed).verdicts[0]
    }

    /// Dense samples with 1 px jitter on smooth curves: one sample's jitter turned the chords
    /// either side of it past the corner angle, or an outlier did (a spike both chords share),
    /// and the drawn line broke into a false corner.
    static let jitterCorners = [
        Stroke(number: 8, seed: 15, before: "+0.65 px, false corner"),
        Stroke(number: 8, seed: 43, before: "+1.13 px, false corner"),
        Stroke(number: 8, seed: 58, before: "+1.86 px, an outlier taken for a corner"),
        Stroke(number: 28, seed: 20, before: "+0.15 px, false corner"),
        Stroke(number: 8, seed: 68, before: "+1.11 px, an outlier whose arms, cut short by its own chords, turned 77°"),
    ]

    @Test(arguments: jitterCorners)
    func oneJitterySampleIsNoCorner(_ s: Stroke) {
        let v = Self.verdict(s)
        #expect(v.model.p99 <= v.bestP99.p99 + s.margin, "model \(v.model.p99) px, \(v.bestP99.mode.rawValue) \(v.bestP99.p99) px")
    }

    /// The sharp turns a corner must still make: a fitted arm that leaves the corner's own
    /// sample out turns with the path (a right angle) however the sample itself jitters, and the
    /// corner stays on it or its neighbour.
    @Test func aRightAngleIsStillACornerWhateverItsVertexSampleDoes() {
        for offset in [Point(0, 0), Point(1.5, -1.5), Point(-1.5, 1.5)] {
            var points = (0..<12).map { Point(Double($0) * 2, 0) }
            points[11] = points[11] + offset
            points += (1...12).map { Point(22, Double($0) * 2) }
            let corners = Self.corners(points)
            #expect(corners.count == 1 && abs(corners[0] - 11) <= 1, "vertex moved by \(offset): corners at \(corners)")
        }
    }

    /// Samples of a slow finger along `points`, 4 ms apart, and the samples `model` takes for corners.
    static func corners(_ points: [Point]) -> [Int] {
        var smoother = ModelSmoother()
        for (i, p) in points.enumerated() {
            smoother.raw.append(InkPoint(p, width: 4, time: Double(i) * 0.004))
            smoother.angle.append(nil)
        }
        smoother.computeAngles(final: true)
        smoother.decideCorners(final: true)
        return smoother.corner.indices.filter { smoother.corner[$0] }
    }

    /// A 15 px circle closed on itself: the window of the first sample wrapped round the loop,
    /// and its fit put the stroke's start 14 px inside the circle.
    @Test func aSmallClosedCircleStartsWhereTheFingerDid() {
        let s = Stroke(number: 2, seed: 16, before: "+5.73 px, start drawn 14 px inside")
        let v = Self.verdict(s)
        #expect(v.model.p99 <= v.bestP99.p99 + s.margin, "model \(v.model.p99) px, \(v.bestP99.mode.rawValue) \(v.bestP99.p99) px")
        let stroke = CaseSampler.stroke(s.fidelityCase, seed: s.seed)
        let drawn = FidelityMetrics.centreline(stroke.samples, smoothing: Smoothing(.model))
        let start = try! #require(drawn.first).distance(to: stroke.samples[0].point)
        #expect(start <= ModelSmoother.strayLimit * s.fidelityCase.jitter, "start \(start) px from the first sample")
    }

    /// A fast circle whose last step is short (2.6 px after 10 px steps): the circle through the
    /// last sample and its close neighbour turned with their jitter and bent the last span.
    @Test func aShortLastStepDoesNotBendTheLastSpan() {
        let s = Stroke(number: 10, seed: 41, margin: 0.1, before: "+0.34 px at the last span")
        let v = Self.verdict(s)
        #expect(v.model.p99 <= v.bestP99.p99 + s.margin, "model \(v.model.p99) px, \(v.bestP99.mode.rawValue) \(v.bestP99.p99) px")
    }
}
