import Foundation

/// How faithfully every smoothing mode draws every case of `FidelitySuite`, and whether `model` wins.
///
/// `run` samples each case once (`CaseSampler`, so every mode sees the same samples) and measures
/// each mode's drawn centreline (the points rendered and exported) against the true curve.
/// Deterministic for a seed. Costs O(samples) per mode and case, except the tip lag, which
/// rebuilds the tail after every sample (bounded work per sample).
public struct FidelitySuiteReport: Sendable, Hashable {
    /// One mode on one case.
    public struct Result: Sendable, Hashable, Codable {
        public var caseName: String
        public var mode: SmoothingMode
        /// 99th percentile and mean of the two-sided distance to the true curve, in px.
        public var p99: Double, mean: Double
        /// 99th percentile of the tip's lag behind the latest sample, in sample intervals.
        public var tipLagSamples: Double
        /// Sharpest turn between consecutive 1 px chords of the drawn line, in degrees.
        public var kinkDegrees: Double

        enum CodingKeys: String, CodingKey {
            case caseName = "case", mode, p99 = "p99_px", mean = "mean_px"
            case tipLagSamples = "tip_lag_samples", kinkDegrees = "kink_degrees"
        }
    }

    /// `model` against the best seed mode on one case.
    public struct Verdict: Sendable, Hashable {
        public var fidelityCase: FidelityCase
        public var model: Result
        /// The seed mode with the lowest p99, and the one with the lowest mean.
        public var bestP99: Result, bestMean: Result
        /// Whether `model`'s p99 is within `p99Margin` of the best seed mode's and its tip lags
        /// by at most one sample interval.
        public var wins: Bool {
            model.p99 <= bestP99.p99 + FidelitySuiteReport.p99Margin && model.tipLagSamples <= 1
        }
        /// How far `model`'s p99 exceeds the best seed mode's, in px (negative where it is closer).
        public var excess: Double { model.p99 - bestP99.p99 }
        /// `1 − model mean / best seed mean`: 0.25 is 25% closer on average along the curve.
        public var meanGain: Double { 1 - model.mean / bestMean.mean }
    }

    /// How far `model`'s p99 may exceed the best seed mode's and still win, in px.
    public static let p99Margin = 0.05

    /// Ordered by case (in `FidelitySuite.cases` order), then mode.
    public var results: [Result]
    public var cases: [FidelityCase]
    public var seed: UInt64

    /// Measures `modes` on `cases` with finger jitter from `seed`.
    public static func run(cases: [FidelityCase] = FidelitySuite.cases, modes: [SmoothingMode] = SmoothingMode.allCases,
                           seed: UInt64 = 2) -> FidelitySuiteReport {
        var results: [Result] = []
        for c in cases {
            let stroke = CaseSampler.stroke(c, seed: seed)
            let truth = c.shape.path.points
            for mode in modes {
                let m = FidelityMetrics.measure(stroke, truth: truth, smoothing: Smoothing(mode))
                results.append(Result(caseName: c.name, mode: mode, p99: m.deviation.p99, mean: m.deviation.mean,
                                      tipLagSamples: m.tipLag.samples, kinkDegrees: m.kinkDegrees))
            }
        }
        return FidelitySuiteReport(results: results, cases: cases, seed: seed)
    }

    public func result(_ mode: SmoothingMode, _ c: FidelityCase) -> Result? {
        results.first { $0.mode == mode && $0.caseName == c.name }
    }

    /// One verdict per case where `model` and at least one seed mode were run.
    public var verdicts: [Verdict] {
        cases.compactMap { c in
            let seeds = FidelityReport.seedModes.compactMap { result($0, c) }
            guard let model = result(.model, c), let p = seeds.min(by: { $0.p99 < $1.p99 }),
                  let m = seeds.min(by: { $0.mean < $1.mean }) else { return nil }
            return Verdict(fidelityCase: c, model: model, bestP99: p, bestMean: m)
        }
    }

    /// `1 − (model's mean distance averaged over the cases) / (the best seed mode's, averaged)`:
    /// 0.25 is 25% closer on average over the suite. A ratio of averages, not an average of
    /// ratios, so that cases where a seed mode is exact (clean samples, 0.00 px) do not divide by
    /// zero. Nil without verdicts.
    public var meanGain: Double? {
        let v = verdicts
        let best = v.map(\.bestMean.mean).reduce(0, +)
        return v.isEmpty || best <= 0 ? nil : 1 - v.map(\.model.mean).reduce(0, +) / best
    }

    /// One row per case: `model` beside the best seed modes, and whether it wins.
    public var verdictTable: String {
        var lines = [
            "| # | case | best seed p99 px | model p99 px | best seed mean px | model mean px | model tip lag | model kink ° | wins |",
            "|---:|---|---:|---:|---:|---:|---:|---:|---|",
        ]
        for (i, v) in verdicts.enumerated() {
            let cells = ["\(i + 1)", v.fidelityCase.name,
                         "\(Self.f(v.bestP99.p99)) \(v.bestP99.mode.rawValue)", Self.f(v.model.p99),
                         "\(Self.f(v.bestMean.mean)) \(v.bestMean.mode.rawValue)", Self.f(v.model.mean),
                         Self.f(v.model.tipLagSamples), String(format: "%.1f", v.model.kinkDegrees),
                         v.wins ? "yes" : String(format: "no (+%.2f px)", v.excess)]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every result, one row per case and mode.
    public var fullTable: String {
        var lines = ["| case | mode | p99 px | mean px | tip lag samples | kink ° |", "|---|---|---:|---:|---:|---:|"]
        for r in results {
            lines.append("| \(r.caseName) | \(r.mode.rawValue) | \(Self.f(r.p99)) | \(Self.f(r.mean)) | \(Self.f(r.tipLagSamples)) | \(String(format: "%.1f", r.kinkDegrees)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A one-line summary: cases won, the mean gain, and the worst p99 loss.
    public var summary: String {
        let v = verdicts
        guard let gain = meanGain else { return "model: no comparison (model or every seed mode missing)" }
        let won = v.filter(\.wins).count
        let worst = v.map(\.excess).max() ?? 0
        return "model: wins \(won) of \(v.count) cases (p99 within \(Self.p99Margin) px of the best seed mode, tip lag ≤ 1 sample); "
            + String(format: "mean distance %.1f%% %@ the best seed mode's on average; worst p99 %+.2f px against the best seed mode",
                     abs(gain) * 100, gain >= 0 ? "below" : "above", worst)
    }

    static func f(_ x: Double) -> String { x.isFinite ? String(format: "%.2f", x) : "\(x)" }
}
