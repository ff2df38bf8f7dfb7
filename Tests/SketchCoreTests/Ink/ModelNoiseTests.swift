import Foundation
import Testing
@testable import SketchCore

/// How `model` adapts to sampling density: it estimates each sample's jitter, interpolates
/// through sparse, clean samples and still denoises dense, jittery ones.
@Suite struct ModelNoiseTests {
    /// Distance from `p` to the polyline `line`, in px.
    static func distance(_ p: Point, to line: [Point]) -> Double {
        zip(line, line.dropFirst()).map { a, b in
            let ab = b - a
            let t = max(0, min(1, (p - a).dot(ab) / max(ab.dot(ab), 1e-12)))
            return p.distance(to: a + ab * t)
        }.min() ?? .infinity
    }

    /// `n` samples over `duration` s of `path`, with Gaussian jitter of `sigma` px per coordinate.
    static func samples(_ n: Int, duration: Double, sigma: Double, _ path: (Double) -> Point) -> [StrokeSample] {
        var random = SeededRandom(seed: 5)
        return fingerSamples(n, duration: duration, path).map { s in
            StrokeSample(s.point + Point(random.gaussian() * sigma, random.gaussian() * sigma), time: s.time)
        }
    }

    static func smoother(_ samples: [StrokeSample]) -> ModelSmoother {
        var m = ModelSmoother(), settled: [InkPoint] = []
        for s in samples { m.add(InkPoint(s.point, width: 1, time: s.time), settled: &settled) }
        return m
    }

    @Test(arguments: [0.2, 0.6, 1.0])
    func theJitterEstimateRecoversTheFingersSigmaOnADenseCurve(sigma: Double) {
        let s = Self.samples(200, duration: 2, sigma: sigma) { t in Point(100 + 300 * t, 300 + 60 * sin(t * 3)) }
        let estimate = Self.smoother(s).noiseEstimate(100).sigma
        #expect(estimate > 0.7 * sigma && estimate < 1.3 * sigma, "\(estimate) px for σ \(sigma)")
    }

    /// A finger whose reports come unevenly in time (samples moved along the path, up to 1.5 px)
    /// but lie on the path: `sigma` counts that timing jitter, `across` does not.
    @Test func timingJitterAlongThePathIsNotJitterAcrossIt() {
        var random = SeededRandom(seed: 9)
        let path = { (t: Double) in Point(100 + 300 * t, 300 + 60 * sin(t * 3)) }
        let s = (0..<200).map { k -> StrokeSample in
            let t = Double(k) / 100, late = random.gaussian() * 0.003
            return StrokeSample(path(t + late), time: t)
        }
        let smoother = Self.smoother(s)
        #expect(smoother.noiseEstimate(100).sigma > 0.3, "\(smoother.noiseEstimate(100).sigma) px")
        #expect(smoother.jitterAcross(100) < 0.05, "\(smoother.jitterAcross(100)) px")
    }

    @Test(arguments: [0.2, 0.6, 1.0])
    func jitterAcrossThePathMatchesIsotropicJitter(sigma: Double) {
        let s = Self.samples(200, duration: 2, sigma: sigma) { t in Point(100 + 300 * t, 300 + 60 * sin(t * 3)) }
        let across = Self.smoother(s).jitterAcross(100)
        #expect(across > 0.6 * sigma && across < 1.4 * sigma, "\(across) px for σ \(sigma)")
    }

    @Test func sparseCleanSamplesThroughATightCircleAreInterpolated() {
        // 16 px steps round a 30 px circle (0.53 rad a step): a fit over such a window bends the curve.
        let s = Self.samples(30, duration: 0.5, sigma: 0) { t in Point(200 + 30 * cos(t * 15.4), 200 + 30 * sin(t * 15.4)) }
        let drawn = FidelityMetrics.centreline(s, smoothing: .model)
        let worst = s.map { Self.distance($0.point, to: drawn) }.max()!
        #expect(worst < 0.01, "\(worst) px")
    }

    @Test func denseJitterySamplesAreStillDenoised() {
        let s = Self.samples(240, duration: 2, sigma: 0.6) { t in Point(100 + 300 * t, 300 + 60 * sin(t * 3)) }
        let drawn = FidelityMetrics.centreline(s, smoothing: .model)
        let mean = s.map { Self.distance($0.point, to: drawn) }.reduce(0, +) / Double(s.count)
        #expect(mean > 0.3, "\(mean) px: the line follows the jitter")
    }

    @Test func aFastSharpTurnIsACurveNotACorner() {
        // 19 px steps round a 15 px circle turn 80° between chords, over `cornerAngle`, but the
        // finger never slows below `cornerScale` a step.
        var m = ModelSmoother(), settled: [InkPoint] = []
        let s = Self.samples(12, duration: 0.2, sigma: 0) { t in Point(200 + 15 * cos(t * 15.4), 200 + 15 * sin(t * 15.4)) }
        for p in s { m.add(InkPoint(p.point, width: 1, time: p.time), settled: &settled) }
        #expect(m.slowsDown(5) == false)
        #expect(m.corner.allSatisfy { !$0 })
    }

    @Test func samplesFarApartAgainstTheirJitterStayWhereTheyAre() {
        // A wide sine sampled every 30 px with 0.15 px jitter (200 σ a step): a line or circle
        // over so few samples a turn moves a sample by its own bias, even by under its jitter.
        let s = Self.samples(40, duration: 0.65, sigma: 0.15) { t in Point(100 + 1170 * t, 300 + 40 * sin(1170 * t * 2 * .pi / 400)) }
        let drawn = FidelityMetrics.centreline(s, smoothing: .model)
        let worst = s[8..<32].map { Self.distance($0.point, to: drawn) }.max()!
        #expect(worst < 0.01, "\(worst) px")
    }

    @Test func aLoneOutlierOnAStraightStretchIsPulledOntoTheLine() {
        // Nine samples 5 px apart on a line, the middle one 1 px off: a line through all of them
        // strays by more than `lineTolerance`, the line through the other eight holds it.
        var s = Self.samples(9, duration: 0.1, sigma: 0) { t in Point(100 + 40 * t, 300) }
        s[4].point = s[4].point + Point(0, 1)
        var m = Self.smoother(s), out: [InkPoint] = []
        m.advance(final: true, into: &out)
        let fit = m.lineFit(m.neighbourhood(4))
        #expect(fit.map { abs($0.y - 300) < 0.01 } == true, "\(String(describing: fit))")
    }
}
