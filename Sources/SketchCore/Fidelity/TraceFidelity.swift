import Foundation

/// How each smoothing mode draws real recorded strokes (`TouchTrace`), where there is no true curve.
///
/// Per trace and mode, pooled over its strokes of at least three samples: the distance from the
/// drawn centreline (resampled every `FidelityMetrics.deviationSpacing` px) to the raw samples'
/// polyline (p99, mean, and the largest: how far the line ever strays from where the finger was
/// reported, an overshoot), kinks (turns over `kinkTurn` between 1 px chords, per 1000 px drawn),
/// and the tip's lag behind the latest sample (99th percentile, in sample intervals).
public struct TraceFidelity: Sendable, Hashable, Codable {
    /// A turn between consecutive 1 px chords above this counts as a kink, in degrees.
    public static let kinkTurn = 30.0

    public var trace: String
    public var mode: SmoothingMode
    public var strokes: Int, samples: Int
    public var p99ToRaw: Double, meanToRaw: Double, maxToRaw: Double
    public var kinksPer1000px: Double
    public var tipLagSamples: Double

    enum CodingKeys: String, CodingKey {
        case trace, mode, strokes, samples, p99ToRaw = "p99_to_raw_px", meanToRaw = "mean_to_raw_px"
        case maxToRaw = "max_to_raw_px", kinksPer1000px = "kinks_per_1000px", tipLagSamples = "tip_lag_samples"
    }

    /// The strokes of `trace` with at least three samples, as stroke samples of pressure 1.
    public static func strokes(_ trace: TouchTrace) -> [[StrokeSample]] {
        trace.strokes.filter { $0.count >= 3 }.map { $0.map { StrokeSample($0.position, pressure: 1, time: $0.time) } }
    }

    /// Measures `modes` on `strokes`, labelled `name`.
    public static func measure(_ name: String, strokes: [[StrokeSample]],
                               modes: [SmoothingMode] = SmoothingMode.allCases) -> [TraceFidelity] {
        modes.map { mode in
            var distances: [Double] = [], ratios: [Double] = [], kinks = 0, length = 0.0
            for s in strokes {
                let drawn = FidelityMetrics.centreline(s, smoothing: Smoothing(mode))
                distances += distancesToRaw(drawn, raw: s.map(\.point))
                let chords = FidelityMetrics.resample(drawn, step: FidelityMetrics.kinkStep)
                length += Double(max(chords.count - 1, 0)) * FidelityMetrics.kinkStep
                kinks += kinkCount(chords)
                ratios += FidelityMetrics.tipLags(s, smoothing: Smoothing(mode)).ratios
            }
            distances.sort()
            ratios.sort()
            return TraceFidelity(trace: name, mode: mode, strokes: strokes.count, samples: strokes.map(\.count).reduce(0, +),
                                 p99ToRaw: FrameStatistics.percentile(distances, 99),
                                 meanToRaw: distances.isEmpty ? 0 : distances.reduce(0, +) / Double(distances.count),
                                 maxToRaw: distances.last ?? 0, kinksPer1000px: length > 0 ? Double(kinks) * 1000 / length : 0,
                                 tipLagSamples: FrameStatistics.percentile(ratios, 99))
        }
    }

    /// The distance of each point of `drawn`, resampled every `deviationSpacing` px, to the polyline `raw`.
    public static func distancesToRaw(_ drawn: [Point], raw: [Point]) -> [Double] {
        guard drawn.allSatisfy(\.isFinite) else { return [.nan] }
        let grid = SegmentGrid(raw)
        return FidelityMetrics.resample(drawn, maxSpacing: FidelityMetrics.deviationSpacing).map { grid.distance(to: $0) }
    }

    /// How many turns between consecutive chords of `p` exceed `kinkTurn`.
    static func kinkCount(_ p: [Point]) -> Int {
        guard p.count >= 3 else { return 0 }
        var n = 0
        for i in 1..<(p.count - 1) {
            let u = p[i] - p[i - 1], v = p[i + 1] - p[i]
            if atan2(abs(u.cross(v)), u.dot(v)) * 180 / .pi > kinkTurn { n += 1 }
        }
        return n
    }

    /// Rows of a markdown table, one per result.
    public static func markdownTable(_ results: [TraceFidelity]) -> String {
        var lines = ["| trace | mode | strokes | samples | p99 to raw px | mean to raw px | max to raw px | kinks /1000 px | tip lag samples |",
                     "|---|---|---:|---:|---:|---:|---:|---:|---:|"]
        for r in results {
            let cells = [r.trace, r.mode.rawValue, "\(r.strokes)", "\(r.samples)", FidelitySuiteReport.f(r.p99ToRaw),
                         FidelitySuiteReport.f(r.meanToRaw), FidelitySuiteReport.f(r.maxToRaw),
                         String(format: "%.1f", r.kinksPer1000px), FidelitySuiteReport.f(r.tipLagSamples)]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
