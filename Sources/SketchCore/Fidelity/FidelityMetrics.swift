import Foundation

/// How far a drawn centreline strays from a true curve, how sharply it kinks, and how far it lags.
///
/// Pure functions on polylines in canvas pixels. Percentiles are by nearest rank (as in
/// `FrameStatistics`). Distance queries go through a uniform grid of segments, so measuring
/// polylines of n and m points costs about O(n + m), not O(n·m).
/// A drawn curve with a non-finite point measures NaN, so a broken smoother shows in the numbers.
public enum FidelityMetrics {
    /// The largest, the 99th-percentile and the mean distance between two curves, in pixels.
    public struct Deviation: Hashable, Sendable {
        public var max: Double
        public var p99: Double
        public var mean: Double = .nan
    }

    /// The drawn tip's distance behind the latest sample while a stroke is being drawn.
    public struct TipLag: Hashable, Sendable {
        /// The largest distance from the drawn tip to the latest sample, in pixels.
        public var maxPx: Double
        /// 99th percentile over samples of that distance divided by the last step between
        /// samples (at least 1 px): how many sample intervals the tip trails by.
        public var samples: Double
    }

    /// Spacing at which the drawn polyline is resampled for `deviation`, in pixels.
    public static let deviationSpacing = 0.25
    /// Arc-length step of the chords whose turning angles `kinkDegrees` measures, in pixels.
    public static let kinkStep = 1.0

    /// The two-sided distance between `drawn` and `truth`: each point of `drawn` (resampled
    /// every `deviationSpacing` px) to the true polyline, and each point of `truth` between
    /// the points nearest `from` and `to` (the part the finger covered; all of it when nil)
    /// to the drawn polyline. `truth` should already be dense. An empty curve gives infinity.
    public static func deviation(drawn: [Point], truth: [Point], from: Point? = nil, to: Point? = nil) -> Deviation {
        let covered = coveredPart(of: truth, from: from ?? truth.first ?? .zero, to: to ?? truth.last ?? .zero)
        guard !drawn.isEmpty, !covered.isEmpty else { return Deviation(max: .infinity, p99: .infinity, mean: .infinity) }
        guard drawn.allSatisfy(\.isFinite) else { return Deviation(max: .nan, p99: .nan, mean: .nan) }
        let truthGrid = SegmentGrid(truth), drawnGrid = SegmentGrid(drawn)
        var d = resample(drawn, maxSpacing: deviationSpacing).map { truthGrid.distance(to: $0) }
        d += covered.map { drawnGrid.distance(to: $0) }
        d.sort()
        return Deviation(max: d[d.count - 1], p99: FrameStatistics.percentile(d, 99), mean: d.reduce(0, +) / Double(d.count))
    }

    /// The stretch of `truth` from the vertex nearest `a` to the vertex nearest `b`: the first
    /// such vertex for `a` and the last for `b` (within 1e-6 px), so a closed curve is covered whole.
    public static func coveredPart(of truth: [Point], from a: Point, to b: Point) -> ArraySlice<Point> {
        guard !truth.isEmpty else { return [] }
        let da = truth.map { $0.distance(to: a) }, db = truth.map { $0.distance(to: b) }
        let ma = da.min()! + 1e-6, mb = db.min()! + 1e-6
        let i = da.firstIndex { $0 <= ma }!, j = db.lastIndex { $0 <= mb }!
        return i <= j ? truth[i...j] : truth[j...i]
    }

    /// The sharpest turn of `drawn`, in degrees (0...180): the largest angle between consecutive
    /// chords of `kinkStep` px arc length. A smooth curve of radius R gives about 57°/R.
    public static func kinkDegrees(_ drawn: [Point]) -> Double {
        guard drawn.allSatisfy(\.isFinite) else { return .nan }
        let p = resample(drawn, step: kinkStep)
        guard p.count >= 3 else { return 0 }
        var worst = 0.0
        for i in 1..<(p.count - 1) {
            let u = p[i] - p[i - 1], v = p[i + 1] - p[i]
            worst = max(worst, atan2(abs(u.cross(v)), u.dot(v)) * 180 / .pi)
        }
        return worst
    }

    /// Feeds `samples` one at a time into a `Centreline` and, after each from the second on,
    /// measures the drawn tip (`points.last`) against that sample. Zero when the tip always
    /// reaches the latest sample; zero also for fewer than two samples.
    public static func tipLag(_ samples: [StrokeSample], smoothing: Smoothing) -> TipLag {
        let (worst, ratios) = tipLags(samples, smoothing: smoothing)
        return TipLag(maxPx: worst, samples: ratios.isEmpty ? 0 : FrameStatistics.percentile(ratios.sorted(), 99))
    }

    /// The largest tip lag in px and, per sample from the second on, the lag over the last step
    /// (at least 1 px), as `tipLag` measures them; NaN and no ratios for a non-finite tip.
    public static func tipLags(_ samples: [StrokeSample], smoothing: Smoothing) -> (maxPx: Double, ratios: [Double]) {
        var line = Centreline(smoothing: smoothing, pressure: .none)
        var worst = 0.0, ratios: [Double] = []
        for (k, s) in samples.enumerated() {
            line.add(s)
            guard k >= 1 else { continue }
            // points.last without copying the whole centreline each time.
            guard let tip = (line.tail.last ?? line.settled.last)?.point else { continue }
            guard tip.isFinite else { return (.nan, [.nan]) }
            let lag = tip.distance(to: s.point)
            worst = max(worst, lag)
            ratios.append(lag / max(s.point.distance(to: samples[k - 1].point), 1))
        }
        return (worst, ratios)
    }

    /// The whole centreline a mode draws from `samples`.
    public static func centreline(_ samples: [StrokeSample], smoothing: Smoothing) -> [Point] {
        var line = Centreline(smoothing: smoothing, pressure: .none)
        for s in samples { line.add(s) }
        return line.points.map(\.point)
    }

    /// `polyline` with every segment split evenly so that no piece is longer than `maxSpacing`; keeps every vertex.
    public static func resample(_ polyline: [Point], maxSpacing: Double) -> [Point] {
        guard let first = polyline.first else { return [] }
        var out = [first]
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let n = max(Int((a.distance(to: b) / maxSpacing).rounded(.up)), 1)
            for j in 1..<n { out.append(a.lerp(to: b, Double(j) / Double(n))) }
            out.append(b)
        }
        return out
    }

    /// Points every `step` px of arc length along `polyline`, from its first point; a remainder
    /// shorter than `step` at the end is dropped.
    public static func resample(_ polyline: [Point], step: Double) -> [Point] {
        guard var prev = polyline.first, step > 0 else { return [] }
        var out = [prev], carried = 0.0
        for q in polyline.dropFirst() {
            var a = prev, left = a.distance(to: q)
            while carried + left >= step, left > 0 {
                a = a.lerp(to: q, (step - carried) / left)
                out.append(a)
                left = a.distance(to: q)
                carried = 0
            }
            carried += left
            prev = q
        }
        return out
    }

    /// Distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a, len2 = ab.dot(ab)
        guard len2 > 0 else { return p.distance(to: a) }
        let t = min(max((p - a).dot(ab) / len2, 0), 1)
        return p.distance(to: a + ab * t)
    }
}

/// The segments of a polyline binned in square cells, for nearest-distance queries that look
/// only at cells near the query point. A single point counts as a zero-length segment.
struct SegmentGrid {
    /// Cell side in pixels: 4, or larger for a polyline spread so wide that cells would exceed about a million.
    let cellSize: Double
    private let starts: [Point], ends: [Point]
    private let origin: Point
    private let cols: Int, rows: Int
    private var cells: [[Int32]]

    init(_ polyline: [Point]) {
        // Non-finite points are left out (callers report NaN for such curves before asking).
        let finite = polyline.filter(\.isFinite)
        let pairs = finite.count == 1 ? [(finite[0], finite[0])] : Array(zip(finite, finite.dropFirst()))
        starts = pairs.map(\.0)
        ends = pairs.map(\.1)
        let xs = finite.map(\.x), ys = finite.map(\.y)
        origin = Point(xs.min() ?? 0, ys.min() ?? 0)
        let w = (xs.max() ?? 0) - origin.x, h = (ys.max() ?? 0) - origin.y
        cellSize = max(4, (w * h / Double(1 << 20)).squareRoot(), max(w, h) / Double(1 << 16))
        cols = Int((w / cellSize).rounded(.down)) + 1
        rows = Int((h / cellSize).rounded(.down)) + 1
        cells = Array(repeating: [], count: cols * rows)
        for (i, (a, b)) in pairs.enumerated() {
            let (x0, y0) = cell(Point(min(a.x, b.x), min(a.y, b.y)))
            let (x1, y1) = cell(Point(max(a.x, b.x), max(a.y, b.y)))
            for y in max(y0, 0)...min(y1, rows - 1) {
                for x in max(x0, 0)...min(x1, cols - 1) { cells[y * cols + x].append(Int32(i)) }
            }
        }
    }

    private func cell(_ p: Point) -> (Int, Int) {
        (Int(((p.x - origin.x) / cellSize).rounded(.down)), Int(((p.y - origin.y) / cellSize).rounded(.down)))
    }

    /// Distance from `p` to the nearest segment; infinity for an empty polyline.
    func distance(to p: Point) -> Double {
        guard !starts.isEmpty else { return .infinity }
        guard p.isFinite else { return .nan }
        let far = 64 * cellSize, span = Point(Double(cols), Double(rows)) * cellSize
        if p.x < origin.x - far || p.y < origin.y - far || p.x > origin.x + span.x + far || p.y > origin.y + span.y + far {
            // Far outside the grid, rings would be many and nearly empty: look at every segment.
            return zip(starts, ends).map { FidelityMetrics.distance(p, $0, $1) }.min()!
        }
        let (qx, qy) = cell(p)
        let maxRing = max(abs(qx), abs(qx - (cols - 1)), abs(qy), abs(qy - (rows - 1)))
        var best = Double.infinity
        for r in 0...maxRing {
            let yLo = max(qy - r, 0), yHi = min(qy + r, rows - 1)
            let xLo = max(qx - r, 0), xHi = min(qx + r, cols - 1)
            if yLo <= yHi, xLo <= xHi {
                for y in yLo...yHi {
                    // The ring's top and bottom rows whole; between them, its two side cells.
                    let whole = y == qy - r || y == qy + r
                    for x in whole ? Array(xLo...xHi) : [qx - r, qx + r] where x >= xLo && x <= xHi {
                        for i in cells[y * cols + x] {
                            best = min(best, FidelityMetrics.distance(p, starts[Int(i)], ends[Int(i)]))
                        }
                    }
                }
            }
            // Segments not yet seen lie in cells of ring r + 1 or beyond: at least r cells away.
            if best <= Double(r) * cellSize { break }
        }
        return best
    }
}
