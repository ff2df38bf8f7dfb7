import Foundation
import Testing
@testable import SketchCore

/// One full run, shared by the tests below (it is deterministic).
private let fullReport = FidelityReport.run()

@Suite struct FidelityReportTests {
    @Test func aRunCoversEveryModeCurveAndRegimeOnce() {
        let r = fullReport
        #expect(r.results.count == 5 * 4 * 2)
        for mode in SmoothingMode.allCases {
            for curve in FidelityCurve.allCases {
                for regime in FidelityRegime.allCases {
                    #expect(r.results.filter { $0.mode == mode && $0.curve == curve && $0.regime == regime }.count == 1,
                            "\(mode) \(curve) \(regime)")
                }
            }
        }
    }

    @Test func everyNumberIsFiniteAndOnlyTheZigzagHasCornerMeasures() {
        for x in fullReport.results {
            let numbers = [x.maxDeviation, x.p99Deviation, x.kinkDegrees, x.tipLagPx, x.tipLagSamples]
            #expect(numbers.allSatisfy { $0.isFinite && $0 >= 0 }, "\(x)")
            #expect(x.p99Deviation <= x.maxDeviation)
            for corner in [x.cornerError, x.cornerTurn, x.cornerStray] {
                #expect((corner != nil) == (x.curve == .zigzag), "\(x)")
                #expect(corner.map { $0.isFinite && $0 >= 0 } ?? true, "\(x)")
            }
        }
    }

    @Test func theSameSeedGivesTheSameReport() {
        #expect(FidelityReport.run(modes: [.bezier], seed: 3) == FidelityReport.run(modes: [.bezier], seed: 3))
        #expect(FidelityReport.run(modes: [.bezier], seed: 3) != FidelityReport.run(modes: [.bezier], seed: 4))
    }

    @Test func resultsAreFoundByModeCurveAndRegime() {
        let x = fullReport.result(mode: .midpoint, curve: .spiral, regime: .slow)
        #expect(x?.mode == .midpoint && x?.curve == .spiral && x?.regime == .slow)
        #expect(FidelityReport.run(modes: [.none]).result(mode: .bezier, curve: .circle, regime: .fast) == nil)
    }

    @Test(arguments: FidelityCurve.allCases, FidelityRegime.allCases)
    func theBestSeedIsTheLowestP99AmongTheFourSeedModes(curve: FidelityCurve, regime: FidelityRegime) {
        let seeds: [SmoothingMode] = [.none, .catmullRom, .bezier, .midpoint]
        let p99s = seeds.map { fullReport.result(mode: $0, curve: curve, regime: regime)!.p99Deviation }
        #expect(fullReport.bestSeedP99(curve: curve, regime: regime) == p99s.min())
    }

    @Test func theModelsImprovementIsTheMeanRelativeGainOverTheBestSeed() {
        var gains: [Double] = []
        for curve in FidelityCurve.allCases {
            for regime in FidelityRegime.allCases {
                let model = fullReport.result(mode: .model, curve: curve, regime: regime)!.p99Deviation
                gains.append(1 - model / fullReport.bestSeedP99(curve: curve, regime: regime)!)
            }
        }
        #expect(gains.count == 8)
        #expect(abs(fullReport.modelImprovement! - gains.reduce(0, +) / 8) < 1e-12)
        #expect(FidelityReport.run(modes: [.none, .bezier]).modelImprovement == nil)
    }

    @Test func theTableHasAHeaderAndOneRowPerResult() {
        let lines = fullReport.markdownTable.split(separator: "\n")
        #expect(lines.count == 2 + 40)
        #expect(lines[0] == "| regime | curve | mode | max px | p99 px | kink ° | corner px | corner turn ° | corner stray px | tip lag samples |")
        #expect(lines.dropFirst(2).allSatisfy { $0.split(separator: "|").count == 10 })
        #expect(lines.contains { $0.hasPrefix("| slow | zigzag | model |") })
        #expect(lines.filter { $0.contains("| - |") }.count == 30, "no corner column for 3 curves × 5 modes × 2 regimes")
    }

    @Test func theJSONHoldsEveryResultWithSortedKeys() throws {
        let data = try fullReport.jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["seed"] as? Int == 1)
        #expect(object["model_improvement"] is Double)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 40)
        #expect(results[0]["corner_error_px"] is NSNull && results[0]["corner_turn_degrees"] is NSNull)
        #expect(Set(results[0].keys) == ["mode", "curve", "regime", "max_deviation_px", "p99_deviation_px",
                                         "kink_degrees", "corner_error_px", "corner_turn_degrees", "corner_stray_px",
                                         "tip_lag_px", "tip_lag_samples"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.range(of: "\"max_deviation_px\"")!.lowerBound < text.range(of: "\"p99_deviation_px\"")!.lowerBound)
        #expect(text.range(of: "\"model_improvement\"")!.lowerBound < text.range(of: "\"results\"")!.lowerBound)
        let decoded = try JSONDecoder().decode([String: [FidelityResult]].self,
                                               from: JSONSerialization.data(withJSONObject: ["r": results]))
        #expect(decoded["r"] == fullReport.results)
    }
}
