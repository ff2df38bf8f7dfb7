import Foundation

/// Whether real corners stay corners: where the drawn line passes each true corner, how sharply
/// it turns there, and how far it strays around it.
///
/// A rounded-off corner misses the vertex (`cornerError`) and spreads its turn over a long arc
/// (`cornerTurn` falls); an elbow, or a scribble of jittery samples, runs past the vertex or
/// wanders beside the arms (`cornerStray` grows). A sharp corner in the right place does well on
/// all three. A drawn curve with a non-finite point measures NaN; nil means there are no corners.
extension FidelityMetrics {
    /// How close to a true corner the drawn line must turn for `cornerTurn`, in pixels.
    public static let cornerTurnReach = 3.0
    /// How far around a true corner `cornerStray` looks, in pixels.
    public static let cornerStrayReach = 6.0

    /// The largest distance from a true corner to `drawn`: how much of a corner was rounded off
    /// or missed. Nil when there are no corners; infinity when `drawn` is empty.
    public static func cornerError(drawn: [Point], corners: [Point]) -> Double? {
        guard !corners.isEmpty else { return nil }
        guard drawn.allSatisfy(\.isFinite) else { return .nan }
        let grid = SegmentGrid(drawn)
        return corners.map { grid.distance(to: $0) }.max()
    }

    /// The bluntest corner's turn, in degrees (0...180): for each true corner, the largest angle
    /// between two `kinkStep` px chords of `drawn` one chord apart (so across 2 px of arc) with
    /// a chord end within `cornerTurnReach` px of the corner. A sharp drawn corner turns as far
    /// as the true one; one rounded to radius R turns about 115°/R. Zero when `drawn` never
    /// comes that close; nil without corners.
    public static func cornerTurn(drawn: [Point], corners: [Point]) -> Double? {
        guard !corners.isEmpty else { return nil }
        guard drawn.allSatisfy(\.isFinite) else { return .nan }
        let p = resample(drawn, step: kinkStep)
        return corners.map { c in
            var sharpest = 0.0
            for i in stride(from: 1, to: p.count - 2, by: 1)
            where p[i].distance(to: c) <= cornerTurnReach || p[i + 1].distance(to: c) <= cornerTurnReach {
                let u = p[i] - p[i - 1], v = p[i + 2] - p[i + 1]
                sharpest = max(sharpest, atan2(abs(u.cross(v)), u.dot(v)) * 180 / .pi)
            }
            return sharpest
        }.min()
    }

    /// The largest distance from `truth` of the part of `drawn` within `cornerStrayReach` px of
    /// a true corner, resampled every `deviationSpacing` px: elbows past the vertex, corners cut
    /// short and jitter scribbled around them. Zero when `drawn` keeps away; nil without corners.
    public static func cornerStray(drawn: [Point], truth: [Point], corners: [Point]) -> Double? {
        guard !corners.isEmpty else { return nil }
        guard drawn.allSatisfy(\.isFinite) else { return .nan }
        let grid = SegmentGrid(truth)
        var worst = 0.0
        for q in resample(drawn, maxSpacing: deviationSpacing)
        where corners.contains(where: { $0.distance(to: q) <= cornerStrayReach }) {
            worst = max(worst, grid.distance(to: q))
        }
        return worst
    }
}
