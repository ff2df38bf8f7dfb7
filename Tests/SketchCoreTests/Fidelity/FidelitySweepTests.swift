import Foundation
import Testing
@testable import SketchCore

/// `fidelity --seeds`: the suite over many jitter seeds, its losses and its summary.
@Suite struct FidelitySweepTests {
    @Test(arguments: [("1-96", UInt64(1)...96), ("7", 7...7), ("3-3", 3...3)])
    func aSeedRangeReadsAsWritten(text: String, range: ClosedRange<UInt64>) {
        #expect(FidelitySweep.seeds(text) == range)
    }

    @Test(arguments: ["", "0-5", "9-2", "1-", "-4", "1-2-3", "a-b", "1..4", "-1", "+1-+2", " 1-2", "1-٣"])
    func aMalformedSeedRangeIsRefused(text: String) {
        #expect(FidelitySweep.seeds(text) == nil)
    }

    /// A report of one case where `model` draws at `model` px p99 and `none` at `none` px.
    static func report(seed: UInt64, model: Double, none: Double) -> FidelitySuiteReport {
        let c = FidelitySuite.cases[0]
        func result(_ mode: SmoothingMode, _ p99: Double) -> FidelitySuiteReport.Result {
            .init(caseName: c.name, mode: mode, p99: p99, mean: p99 / 3, tipLagSamples: 0.5, kinkDegrees: 5)
        }
        return FidelitySuiteReport(results: [result(.none, none), result(.model, model)], cases: [c], seed: seed)
    }

    @Test func theSweepListsEveryStrokeTheModelLosesWithItsSeed() {
        let sweep = FidelitySweep(reports: [
            Self.report(seed: 4, model: 0.5, none: 0.5),
            Self.report(seed: 5, model: 0.8, none: 0.5),
            Self.report(seed: 6, model: 0.54, none: 0.5),
        ])
        #expect(sweep.strokes == 3)
        #expect(sweep.losses.map(\.seed) == [5], "within the margin is a win")
        #expect(abs(sweep.losses[0].excess - 0.3) < 1e-12)
        #expect(sweep.lossTable.contains("| 5 | 1 | \(FidelitySuite.cases[0].name) | 0.50 none | 0.80 | +0.30 |"))
        #expect(sweep.summary.hasPrefix("model over seeds 4-6: wins 2 of 3 strokes"))
        #expect(sweep.summary.hasSuffix("worst p99 +0.30 px (case 1, seed 5)"))
    }

    @Test func aSweepOfOneSeedGivesOneGainAndSaysWhichWay() {
        let closer = FidelitySweep(reports: [Self.report(seed: 7, model: 0.3, none: 0.5)])
        #expect(closer.summary == "model over seeds 7-7: wins 1 of 1 strokes; mean distance 40.0% below the best seed mode's")
        let further = FidelitySweep(reports: [Self.report(seed: 7, model: 0.4, none: 0.5), Self.report(seed: 8, model: 0.6, none: 0.5)])
        #expect(further.summary.contains("mean distance from 20.0% above to 20.0% below the best seed mode's per seed"), "\(further.summary)")
    }

    @Test func aSweepOfRealStrokesRunsOneSuitePerSeed() {
        let c = FidelitySuite.cases[36]
        let sweep = FidelitySweep.run(cases: [c], seeds: 2...3, modes: [.model, .catmullRom])
        #expect(sweep.reports.map(\.seed) == [2, 3])
        #expect(sweep.strokes == 2)
        #expect(sweep.reports[1] == FidelitySuiteReport.run(cases: [c], modes: [.model, .catmullRom], seed: 3))
    }
}
