import Foundation
import Testing
@testable import SketchCore

/// `model`'s targets on a fast subset of the wider suite (`FidelitySuite`), on the held-out
/// seed 2 (it was tuned on seed 1): per case no worse than the best seed mode by more than
/// `FidelitySuiteReport.p99Margin`, a tip within one sample interval, no visible kinks on
/// smooth curves; and closer on average.
@Suite struct ModelSuiteTargetTests {
    /// Numbers in the suite's table: sparse fast samples through tight and wide curves at 60 and
    /// 120 Hz (where seed modes interpolating the samples do best), clean samples, and small
    /// slow jittery circles (where denoising does).
    static let subset = [1, 2, 4, 5, 9, 10, 11, 13, 14, 16, 17, 19, 22, 29, 31, 33, 37]
    static let cases = subset.map { FidelitySuite.cases[$0 - 1] }

    private static let report = FidelitySuiteReport.run(cases: cases, seed: 2)

    static func verdict(_ c: FidelityCase) -> FidelitySuiteReport.Verdict {
        report.verdicts.first { $0.fidelityCase == c }!
    }

    static func number(_ c: FidelityCase) -> Int { FidelitySuite.cases.firstIndex(of: c)! + 1 }

    /// Issue 17's target on every case of the subset, among them the two it lost before fits
    /// were held to sampling density: 19 (a wide sine sampled every 33 px, where line and circle
    /// fits over three to seven samples moved samples by their bias) and 37 (the sparse fast
    /// zig-zag, where one outlier mid-leg broke the line fit).
    @Test(arguments: cases)
    func theModelIsWithinAHairOfTheBestSeedMode(_ c: FidelityCase) {
        let v = Self.verdict(c)
        #expect(v.model.p99 <= v.bestP99.p99 + FidelitySuiteReport.p99Margin,
                "case \(Self.number(c)), \(c.name): model \(v.model.p99) px, \(v.bestP99.mode.rawValue) \(v.bestP99.p99) px")
    }

    @Test func theModelWinsEveryCaseOfTheSubset() {
        #expect(Self.report.verdicts.filter(\.wins).count == Self.subset.count)
    }

    @Test(arguments: cases)
    func theTipTrailsTheLatestSampleByAtMostOneSampleInterval(_ c: FidelityCase) {
        #expect(Self.verdict(c).model.tipLagSamples <= 1)
    }

    /// Issue 17's target, 25°, on every smooth case (the sparse fast ellipse, case 22, drew false
    /// corners before a sharp turn had to slow the finger to count as a corner).
    @Test(arguments: cases.filter(\.shape.isSmooth))
    func smoothCurvesAreDrawnWithoutVisibleKinks(_ c: FidelityCase) {
        #expect(Self.verdict(c).model.kinkDegrees <= 25, "\(c.name)")
    }

    /// Issue 17's target, a quarter closer (27% on this subset).
    @Test func onAverageTheModelIsAtLeastAQuarterCloserThanTheBestSeedMode() {
        #expect(Self.report.meanGain! >= 0.25, "\(Self.report.meanGain!)")
    }

    /// The comparison can fail: `none` against the other seed modes loses on sparse curves.
    @Test func theVerdictCatchesAModeThatCutsCurves() {
        let c = FidelitySuite.cases[3]
        let r = FidelitySuiteReport.run(cases: [c], modes: [.none, .catmullRom], seed: 2)
        let none = r.result(.none, c)!, cr = r.result(.catmullRom, c)!
        #expect(none.p99 > cr.p99 + FidelitySuiteReport.p99Margin)
    }
}
