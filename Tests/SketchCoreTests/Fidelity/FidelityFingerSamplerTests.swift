import Foundation
import Testing
@testable import SketchCore

@Suite struct FidelityFingerSamplerTests {
    @Test(arguments: FidelityCurve.allCases, FidelityRegime.allCases)
    func theFingerStartsAtTheCurvesStartAndEndsAtItsEnd(curve: FidelityCurve, regime: FidelityRegime) {
        let s = FingerSampler.stroke(curve, regime: regime)
        #expect(s.truePoints.count == s.samples.count)
        #expect(s.truePoints.first == curve.start)
        #expect(s.truePoints.last!.distance(to: curve.end) < 1e-9)
        // The reported positions are the true ones plus jitter: within 5σ in each coordinate.
        let bound = 5 * regime.jitter * 2.squareRoot()
        #expect(s.samples.first!.point.distance(to: curve.start) < bound)
        #expect(s.samples.last!.point.distance(to: curve.end) < bound)
    }

    @Test(arguments: FidelityCurve.allCases, FidelityRegime.allCases)
    func samplesComeAt60HzThenOnceAtTheEnd(curve: FidelityCurve, regime: FidelityRegime) {
        let s = FingerSampler.stroke(curve, regime: regime)
        let times = s.samples.map(\.time)
        let duration = curve.duration(peakSpeed: regime.peakSpeed)
        for (k, t) in times.dropLast().enumerated() {
            #expect(abs(t - Double(k) / 60) < 1e-12, "sample \(k) at \(t)")
        }
        #expect(abs(times.last! - duration) < 1e-12)
        #expect(times.count == Int(duration * 60) + 2 || times.count == Int(duration * 60) + 1)
        #expect(zip(times, times.dropLast().dropFirst()).allSatisfy { $0 < $1 })
        #expect(s.samples.allSatisfy { $0.pressure == 1 })
    }

    @Test func aFinalSampleIsAddedOnlyWhenNoTickFallsOnTheEnd() {
        let ticks: [Double] = (0...3).map { Double($0) / 60 }
        #expect(FingerSampler.sampleTimes(duration: 0.05) == ticks)
        #expect(FingerSampler.sampleTimes(duration: 0.06) == ticks + [0.06])
    }

    @Test(arguments: FidelityRegime.allCases)
    func theSameSeedGivesTheSameStrokeAndAnotherSeedAnother(regime: FidelityRegime) {
        let a = FingerSampler.stroke(.sine, regime: regime, seed: 7)
        #expect(a == FingerSampler.stroke(.sine, regime: regime, seed: 7))
        let b = FingerSampler.stroke(.sine, regime: regime, seed: 8)
        #expect(a.samples != b.samples)
        #expect(a.truePoints == b.truePoints, "only the jitter depends on the seed")
    }

    @Test(arguments: FidelityRegime.allCases)
    func jitterHasAboutTheRequestedStandardDeviation(regime: FidelityRegime) {
        var offsets: [Double] = []
        for seed in UInt64(1)...10 {
            for curve in FidelityCurve.allCases {
                let s = FingerSampler.stroke(curve, regime: regime, seed: seed)
                for (sample, truth) in zip(s.samples, s.truePoints) {
                    offsets += [sample.point.x - truth.x, sample.point.y - truth.y]
                }
            }
        }
        #expect(offsets.count > 1000)
        let n = Double(offsets.count)
        let mean = offsets.reduce(0, +) / n
        let sd = (offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / n).squareRoot()
        #expect(abs(sd / regime.jitter - 1) < 0.15, "σ \(sd) px over \(offsets.count) offsets")
        #expect(abs(mean) < 0.2 * regime.jitter, "mean \(mean) px")
    }

    /// The fast finger crosses a fifth of a zigzag segment per sample, so the interval around a
    /// corner averages up to about 15% of peak speed even though the finger stops there; a
    /// finger that did not stop would pass the corners at 30% or more.
    @Test(arguments: [(FidelityRegime.slow, 0.05), (.fast, 0.2)])
    func theZigzagFingerAlmostStopsAtEveryCorner(regime: FidelityRegime, fractionOfPeak: Double) {
        let s = FingerSampler.stroke(.zigzag, regime: regime)
        let t = s.truePoints
        // True speed over each sample interval, px/s.
        let speed = (1..<t.count).map { t[$0].distance(to: t[$0 - 1]) / (s.samples[$0].time - s.samples[$0 - 1].time) }
        #expect(speed.max()! > 0.8 * regime.peakSpeed)
        for corner in FidelityCurve.zigzag.corners {
            let k = t.indices.min { t[$0].distance(to: corner) < t[$1].distance(to: corner) }!
            // The slower of the intervals either side of the sample nearest the corner.
            let slowest = min(k > 0 ? speed[k - 1] : .infinity, k < speed.count ? speed[k] : .infinity)
            #expect(slowest < fractionOfPeak * regime.peakSpeed, "\(slowest) px/s at \(corner)")
        }
    }
}
