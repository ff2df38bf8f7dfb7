import Foundation

/// How faithfully one smoothing mode drew one known curve in one regime.
public struct FidelityResult: Sendable, Hashable, Codable {
    public var mode: SmoothingMode
    public var curve: FidelityCurve
    public var regime: FidelityRegime
    /// Largest distance between the drawn centreline and the true curve, in pixels.
    public var maxDeviation: Double
    /// 99th-percentile (nearest rank) of that distance, in pixels.
    public var p99Deviation: Double
    /// Sharpest turn between consecutive 1 px chords of the drawn centreline, in degrees.
    public var kinkDegrees: Double
    /// Largest distance from a true corner to the drawn centreline, in pixels; nil without corners.
    public var cornerError: Double?
    /// The bluntest corner's turn across 2 px of the drawn centreline, in degrees (the true
    /// zig-zag turns 126.9°); nil without corners. See `FidelityMetrics.cornerTurn`.
    public var cornerTurn: Double?
    /// Largest distance from the true curve of the drawn centreline near a corner (elbows,
    /// cut corners, scribbles), in pixels; nil without corners.
    public var cornerStray: Double?
    /// Largest distance of the drawn tip behind the latest sample while drawing, in pixels.
    public var tipLagPx: Double
    /// 99th percentile of the tip's lag in sample intervals.
    public var tipLagSamples: Double

    enum CodingKeys: String, CodingKey {
        case mode, curve, regime
        case maxDeviation = "max_deviation_px", p99Deviation = "p99_deviation_px", kinkDegrees = "kink_degrees"
        case cornerError = "corner_error_px", cornerTurn = "corner_turn_degrees", cornerStray = "corner_stray_px"
        case tipLagPx = "tip_lag_px", tipLagSamples = "tip_lag_samples"
    }

    /// Writes every key, the `corner_` ones as null where there are no corners.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mode, forKey: .mode)
        try c.encode(curve, forKey: .curve)
        try c.encode(regime, forKey: .regime)
        try c.encode(maxDeviation, forKey: .maxDeviation)
        try c.encode(p99Deviation, forKey: .p99Deviation)
        try c.encode(kinkDegrees, forKey: .kinkDegrees)
        try c.encode(cornerError, forKey: .cornerError)
        try c.encode(cornerTurn, forKey: .cornerTurn)
        try c.encode(cornerStray, forKey: .cornerStray)
        try c.encode(tipLagPx, forKey: .tipLagPx)
        try c.encode(tipLagSamples, forKey: .tipLagSamples)
    }
}

/// The fidelity of smoothing modes over every `FidelityCurve` in every `FidelityRegime`.
///
/// `run` samples each curve once per regime (`FingerSampler`, so every mode sees the same
/// samples) and measures each mode's centreline with `FidelityMetrics`. Deterministic for a
/// seed. "Seed modes" are the ones Sketchpad started from: none, catmull-rom, bezier, midpoint.
public struct FidelityReport: Sendable, Hashable {
    /// Ordered by regime, then curve, then mode (each in `allCases` order).
    public var results: [FidelityResult]
    public var seed: UInt64

    /// The modes `model` is compared against.
    public static let seedModes: [SmoothingMode] = [.none, .catmullRom, .bezier, .midpoint]

    public init(results: [FidelityResult], seed: UInt64) {
        self.results = results
        self.seed = seed
    }

    /// Measures `modes` on every curve in every regime, with finger jitter from `seed`.
    public static func run(modes: [SmoothingMode] = SmoothingMode.allCases, seed: UInt64 = 1) -> FidelityReport {
        var results: [FidelityResult] = []
        for regime in FidelityRegime.allCases {
            for curve in FidelityCurve.allCases {
                let stroke = FingerSampler.stroke(curve, regime: regime, seed: seed)
                let truth = curve.polyline
                for mode in modes {
                    let m = FidelityMetrics.measure(stroke, truth: truth, smoothing: Smoothing(mode))
                    let drawn = m.drawn
                    results.append(FidelityResult(
                        mode: mode, curve: curve, regime: regime,
                        maxDeviation: m.deviation.max, p99Deviation: m.deviation.p99,
                        kinkDegrees: m.kinkDegrees,
                        cornerError: FidelityMetrics.cornerError(drawn: drawn, corners: curve.corners),
                        cornerTurn: FidelityMetrics.cornerTurn(drawn: drawn, corners: curve.corners),
                        cornerStray: FidelityMetrics.cornerStray(drawn: drawn, truth: truth, corners: curve.corners),
                        tipLagPx: m.tipLag.maxPx, tipLagSamples: m.tipLag.samples))
                }
            }
        }
        return FidelityReport(results: results, seed: seed)
    }

    /// The result for one case, if that mode was run.
    public func result(mode: SmoothingMode, curve: FidelityCurve, regime: FidelityRegime) -> FidelityResult? {
        results.first { $0.mode == mode && $0.curve == curve && $0.regime == regime }
    }

    /// The lowest p99 deviation among the seed modes that were run for this case; nil if none were.
    public func bestSeedP99(curve: FidelityCurve, regime: FidelityRegime) -> Double? {
        Self.seedModes.compactMap { result(mode: $0, curve: curve, regime: regime)?.p99Deviation }.min()
    }

    /// Mean over the curve × regime cases of `1 − model p99 / best seed p99`: 0.3 means the
    /// model's p99 deviation is on average 30% below the best seed mode's. Cases whose best
    /// seed p99 is not above zero are skipped; nil when `model` or every seed mode is missing.
    public var modelImprovement: Double? {
        var gains: [Double] = []
        for regime in FidelityRegime.allCases {
            for curve in FidelityCurve.allCases {
                guard let model = result(mode: .model, curve: curve, regime: regime)?.p99Deviation,
                      let best = bestSeedP99(curve: curve, regime: regime), best > 0 else { continue }
                gains.append(1 - model / best)
            }
        }
        return gains.isEmpty ? nil : gains.reduce(0, +) / Double(gains.count)
    }

    /// The results as a GitHub-flavoured markdown table, one row per result; "-" where there is no corner.
    public var markdownTable: String {
        var lines = [
            "| regime | curve | mode | max px | p99 px | kink ° | corner px | corner turn ° | corner stray px | tip lag samples |",
            "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for r in results {
            let cells = [r.regime.rawValue, r.curve.rawValue, r.mode.rawValue,
                         Self.format(r.maxDeviation, 2), Self.format(r.p99Deviation, 2),
                         Self.format(r.kinkDegrees, 1), r.cornerError.map { Self.format($0, 2) } ?? "-",
                         r.cornerTurn.map { Self.format($0, 1) } ?? "-", r.cornerStray.map { Self.format($0, 2) } ?? "-",
                         Self.format(r.tipLagSamples, 2)]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// The report as pretty-printed JSON with sorted keys: `model_improvement` (null when not
    /// measurable), `results` (snake_case keys, lengths in px) and `seed`. Written by the one
    /// JSON writer (`JSONWriter`, pretty layout): a non-finite number is written as `null`.
    public func jsonData() throws -> Data {
        var w = JSONWriter(layout: .pretty)
        w.object { o in
            o.member("model_improvement", modelImprovement)
            o.member("results") { $0.array { a in for r in results { r.write(to: &a) } } }
            o.member("seed", seed)
        }
        return Data(w.bytes)
    }

    private static func format(_ x: Double, _ decimals: Int) -> String {
        x.isFinite ? String(format: "%.\(decimals)f", x) : "\(x)"
    }
}
