import Foundation

/// A known curve that a synthetic finger traces, to measure how faithfully each smoothing mode draws it.
///
/// Every curve lies in canvas pixels, centred at `centre` of an 800x600 canvas. `polyline`
/// is the true curve, dense (no two consecutive points more than `spacing` apart);
/// `position(at:peakSpeed:)` is the finger's motion along it: a minimum-jerk profile
/// (zero speed at both ends) over the whole curve, or per segment for the `zigzag`, whose
/// finger stops at every corner. Geometry is built once per process and shared.
public enum FidelityCurve: String, CaseIterable, Sendable, Codable {
    /// Radius 60, one full turn from its rightmost point; closed (ends where it starts).
    case circle
    /// `y = 40 sin(2πx/200)` for x over 0...400: two periods.
    case sine
    /// Archimedean spiral `r = 10 + 70·θ/(4π)`, θ over 0...4π (two turns, outwards).
    case spiral
    /// Six straight segments of (40, ±80), alternating: five sharp corners turning about 127°.
    case zigzag

    /// The centre of the 800x600 canvas the curves are drawn on.
    public static let centre = Point(400, 300)
    /// Largest distance between consecutive points of `polyline`, in pixels.
    public static let spacing = 0.25
    /// Peak speed of a minimum-jerk motion over its mean speed (the profile's peak, 30/16).
    public static let peakOverMeanSpeed = 1.875

    /// The true curve, from its start to its end, as a dense polyline in canvas pixels.
    public var polyline: [Point] { path.points }

    /// The interior corner vertices, where the finger stops (the zigzag's five); empty for smooth curves.
    public var corners: [Point] { path.stops.dropFirst().dropLast().map { path.points[$0] } }

    /// How far the true curve turns at each of `corners`, in degrees (0...180).
    public var cornerTurns: [Double] {
        path.stops.dropFirst().dropLast().map { i in
            let u = path.points[i] - path.points[i - 1], v = path.points[i + 1] - path.points[i]
            return atan2(abs(u.cross(v)), u.dot(v)) * 180 / .pi
        }
    }

    /// Arc length of the true curve, in pixels.
    public var length: Double { path.arc.last ?? 0 }

    public var start: Point { path.points[0] }
    public var end: Point { path.points[path.points.count - 1] }

    /// Seconds the finger takes to trace the curve with a minimum-jerk profile peaking at `peakSpeed`
    /// (pixels per second) on each stretch between stops.
    public func duration(peakSpeed: Double) -> Double {
        sections.reduce(0) { $0 + Self.peakOverMeanSpeed * $1.length / peakSpeed }
    }

    /// Where the finger is `time` seconds after touching down at `start`, peaking at `peakSpeed`
    /// pixels per second; clamped to `start` before 0 and to `end` after `duration(peakSpeed:)`.
    public func position(at time: Double, peakSpeed: Double) -> Point {
        var t0 = 0.0
        for (i, s) in sections.enumerated() {
            let d = Self.peakOverMeanSpeed * s.length / peakSpeed
            if time < t0 + d || i == sections.count - 1 {
                let tau = d > 0 ? min(max((time - t0) / d, 0), 1) : 1
                return path.point(atArcLength: s.from + s.length * Self.minimumJerk(tau))
            }
            t0 += d
        }
        return start
    }

    /// The minimum-jerk fraction of the way covered at fraction `tau` (0...1) of the time:
    /// `10τ³ − 15τ⁴ + 6τ⁵`, with zero speed and acceleration at both ends.
    public static func minimumJerk(_ tau: Double) -> Double {
        tau * tau * tau * (10 + tau * (-15 + 6 * tau))
    }

    // MARK: - Geometry

    /// The stretches between stops, as arc-length ranges.
    private var sections: [(from: Double, length: Double)] {
        zip(path.stops, path.stops.dropFirst()).map { (path.arc[$0], path.arc[$1] - path.arc[$0]) }
    }

    private var path: FidelityPath { Self.paths[self]! }

    private static let paths: [FidelityCurve: FidelityPath] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.build()) })

    private func build() -> FidelityPath {
        let c = Self.centre
        switch self {
        case .circle:
            var pts = Self.dense { u in
                let a = 2 * Double.pi * u
                return Point(c.x + 60 * cos(a), c.y + 60 * sin(a))
            }
            pts[pts.count - 1] = pts[0]  // closed exactly
            return FidelityPath(pts, stops: [0, pts.count - 1])
        case .sine:
            let pts = Self.dense { u in
                let x = 400 * u
                return Point(c.x - 200 + x, c.y + 40 * sin(2 * Double.pi * x / 200))
            }
            return FidelityPath(pts, stops: [0, pts.count - 1])
        case .spiral:
            let pts = Self.dense { u in
                let th = 4 * Double.pi * u
                let r = 10 + 70 * th / (4 * Double.pi)
                return Point(c.x + r * cos(th), c.y + r * sin(th))
            }
            return FidelityPath(pts, stops: [0, pts.count - 1])
        case .zigzag:
            var vertex = Point(c.x - 120, c.y + 40)
            var pts = [vertex], stops = [0]
            for k in 0..<6 {
                let next = vertex + Point(40, k % 2 == 0 ? -80 : 80)
                let n = Int((vertex.distance(to: next) / Self.spacing).rounded(.up))
                for j in 1..<n { pts.append(vertex.lerp(to: next, Double(j) / Double(n))) }
                pts.append(next)
                stops.append(pts.count - 1)
                vertex = next
            }
            return FidelityPath(pts, stops: stops)
        }
    }

    /// `f` over 0...1 at uniform parameter steps, halved until no gap exceeds `spacing`.
    static func dense(_ f: (Double) -> Point) -> [Point] {
        var n = 512
        while true {
            let pts = (0...n).map { f(Double($0) / Double(n)) }
            if zip(pts, pts.dropFirst()).allSatisfy({ $0.distance(to: $1) <= spacing }) { return pts }
            n *= 2
        }
    }
}

/// A dense polyline with cumulative arc lengths and the indices where a finger stops.
struct FidelityPath: Sendable {
    let points: [Point]
    /// `arc[i]`: arc length from `points[0]` to `points[i]`.
    let arc: [Double]
    /// Indices of the vertices where the finger comes to rest: the ends and any corners.
    let stops: [Int]

    init(_ points: [Point], stops: [Int]) {
        self.points = points
        self.stops = stops
        var a = [0.0]
        a.reserveCapacity(points.count)
        for (p, q) in zip(points, points.dropFirst()) { a.append(a[a.count - 1] + p.distance(to: q)) }
        arc = a
    }

    /// The point `s` pixels along the polyline (clamped to its ends); exactly a vertex when `s` is its arc length.
    func point(atArcLength s: Double) -> Point {
        if s <= 0 { return points[0] }
        if s >= arc[arc.count - 1] { return points[points.count - 1] }
        // Largest i with arc[i] <= s.
        var lo = 0, hi = arc.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if arc[mid] <= s { lo = mid } else { hi = mid }
        }
        let seg = arc[lo + 1] - arc[lo]
        return s == arc[lo] || seg <= 0 ? points[lo] : points[lo].lerp(to: points[lo + 1], (s - arc[lo]) / seg)
    }
}
