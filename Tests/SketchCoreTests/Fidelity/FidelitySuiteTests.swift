import Foundation
import Testing
@testable import SketchCore

/// The wider fidelity suite's table: what it spans, that its fingers move as described, and that
/// the README shows the same table as the code.
@Suite struct FidelitySuiteTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theReadmeShowsTheSuitesTableExactlyAsTheCodeDefinesIt() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(FidelitySuite.markdownTable + "\n"))
    }

    @Test func theSuiteSpansTheRadiiRatesProfilesJittersAndSpeedsItPromises() {
        let cases = FidelitySuite.cases
        let radii = cases.map(\.shape.tightestRadius).filter(\.isFinite)
        #expect(radii.min()! <= 17 && radii.max()! >= 100)
        #expect(cases.contains { if case let .arc(r, _) = $0.shape { r >= 300 } else { false } })
        #expect(Set(cases.map(\.rate)) == [60, 120, 240])
        #expect(Set(cases.map(\.profile)) == [.constant, .minimumJerk])
        #expect(cases.map(\.jitter).min() == 0 && cases.map(\.jitter).max() == 1)
        #expect(cases.map(\.speed).min()! <= 100 && cases.map(\.speed).max()! >= 2000)
        #expect(cases.contains { !$0.shape.isSmooth })
        #expect(Set(cases.map(\.name)).count == cases.count, "every case has its own name (and jitter stream)")
    }

    @Test(arguments: [15.0, 30, 300])
    func aCirclesTightestRadiusIsItsRadius(radius: Double) {
        #expect(abs(FidelityShape.circle(radius: radius).tightestRadius - radius) < 0.01 * radius)
    }

    @Test func aTightSinesTightestRadiusIsTheWavelengthSquaredOverFourPiSquaredTimesTheAmplitude() {
        let r = FidelityShape.sine(amplitude: 15, wavelength: 100).tightestRadius
        #expect(abs(r - 100 * 100 / (4 * Double.pi * Double.pi * 15)) < 0.3)
    }

    @Test func aConstantSpeedFingerIsSampledAtItsRateAndMovesSpeedOverRateBetweenSamples() {
        let c = FidelityCase(.arc(radius: 300, degrees: 90), rate: 120, .constant, speed: 600, jitter: 0)
        let s = CaseSampler.stroke(c)
        for (k, t) in s.samples.dropLast().map(\.time).enumerated() { #expect(abs(t - Double(k) / 120) < 1e-12) }
        let steps = zip(s.truePoints, s.truePoints.dropFirst()).dropLast().map { $0.distance(to: $1) }
        // Chords of a 300 px arc are a hair shorter than the 5 px of arc between samples.
        #expect(steps.allSatisfy { abs($0 - 5) < 0.01 })
        #expect(s.samples.map(\.point) == s.truePoints, "no jitter asked, none added")
    }

    @Test func aMinimumJerkFingerStartsAndEndsAtRestAndStopsAtCorners() {
        let c = FidelityCase(.zigzag(step: 40, rise: 80, segments: 2), rate: 240, .minimumJerk, speed: 600, jitter: 0)
        let s = CaseSampler.stroke(c)
        let steps = zip(s.truePoints, s.truePoints.dropFirst()).map { $0.distance(to: $1) }
        #expect(steps.first! < 0.1 && steps.last! < 0.1)
        #expect(steps.max()! > 2 && steps.max()! <= 600.0 / 240 + 1e-9)
        let corner = s.truePoints.min { $0.y < $1.y }!
        let near = zip(s.truePoints, steps).filter { $0.0.distance(to: corner) < 0.5 }
        #expect(!near.isEmpty && near.allSatisfy { $0.1 < 0.5 }, "the finger slows to a stop at the corner")
    }

    @Test func theSameSeedGivesTheSameSamplesAndAnotherSeedOthers() {
        let c = FidelitySuite.cases[5]
        #expect(CaseSampler.stroke(c, seed: 3) == CaseSampler.stroke(c, seed: 3))
        #expect(CaseSampler.stroke(c, seed: 3).samples != CaseSampler.stroke(c, seed: 4).samples)
        #expect(CaseSampler.stroke(c, seed: 3).truePoints == CaseSampler.stroke(c, seed: 4).truePoints)
    }

    @Test func jitterHasAboutTheRequestedStandardDeviation() {
        let c = FidelityCase(.spiral(from: 15, to: 90, turns: 2), rate: 240, .constant, speed: 100, jitter: 0.6)
        let s = CaseSampler.stroke(c)
        let e = zip(s.samples, s.truePoints).flatMap { [$0.point.x - $1.x, $0.point.y - $1.y] }
        let sd = (e.map { $0 * $0 }.reduce(0, +) / Double(e.count)).squareRoot()
        #expect(e.count > 2000 && abs(sd - 0.6) < 0.03)
    }
}
