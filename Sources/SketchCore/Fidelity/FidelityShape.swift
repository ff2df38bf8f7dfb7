import Foundation

/// A known curve of the wider fidelity suite, in canvas pixels, with its size as a parameter.
///
/// `path` is the true curve as a dense polyline (no gap over `FidelityCurve.spacing`), starting
/// near the 800x600 canvas's centre area; its `stops` are where a minimum-jerk finger comes to
/// rest (the ends and a zig-zag's corners). Pure: the same shape gives the same path.
public enum FidelityShape: Hashable, Sendable {
    /// A full circle of `radius` px, from its rightmost point; closed.
    case circle(radius: Double)
    /// `y = amplitude·sin(2πx/wavelength)` over two wavelengths.
    case sine(amplitude: Double, wavelength: Double)
    /// A full ellipse with semi-axes `a` (across) and `b` (down); closed.
    case ellipse(a: Double, b: Double)
    /// A figure eight (lemniscate of Gerono) `width` px across, traced once; closed.
    case figureEight(width: Double)
    /// An arc of `radius` px turning `degrees`.
    case arc(radius: Double, degrees: Double)
    /// An Archimedean spiral from radius `from` to `to` px over `turns` turns, outwards.
    case spiral(from: Double, to: Double, turns: Double)
    /// `segments` straight segments of (`step`, ±`rise`), alternating; the finger stops at each corner.
    case zigzag(step: Double, rise: Double, segments: Int)

    /// A short name with its parameters, e.g. `circle r30`.
    public var name: String {
        func f(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(format: "%.1f", x) }
        switch self {
        case let .circle(r): return "circle r\(f(r))"
        case let .sine(a, l): return "sine a\(f(a)) λ\(f(l))"
        case let .ellipse(a, b): return "ellipse \(f(a))x\(f(b))"
        case let .figureEight(w): return "eight w\(f(w))"
        case let .arc(r, d): return "arc r\(f(r)) \(f(d))°"
        case let .spiral(a, b, t): return "spiral r\(f(a))-\(f(b)) \(f(t))t"
        case let .zigzag(s, r, n): return "zigzag \(f(s))x\(f(r))x\(n)"
        }
    }

    /// Whether the curve is smooth (no corners): its drawn line should have no kinks.
    public var isSmooth: Bool {
        if case .zigzag = self { return false }
        return true
    }

    /// The true curve as a dense polyline, with cumulative arc lengths and stops.
    var path: FidelityPath {
        let c = FidelityCurve.centre
        switch self {
        case let .circle(r):
            return Self.closed { u in Point(c.x + r * cos(2 * .pi * u), c.y + r * sin(2 * .pi * u)) }
        case let .sine(a, l):
            return Self.open { u in
                let x = 2 * l * u
                return Point(c.x - l + x, c.y + a * sin(2 * .pi * x / l))
            }
        case let .ellipse(a, b):
            return Self.closed { u in Point(c.x + a * cos(2 * .pi * u), c.y + b * sin(2 * .pi * u)) }
        case let .figureEight(w):
            return Self.closed { u in
                let t = 2 * .pi * u
                return Point(c.x + w / 2 * sin(t), c.y + w / 2 * sin(t) * cos(t))
            }
        case let .arc(r, d):
            return Self.open { u in
                let t = d * .pi / 180 * u - .pi / 2
                return Point(c.x + r * cos(t), c.y + r + r * sin(t))
            }
        case let .spiral(r0, r1, turns):
            return Self.open { u in
                let t = 2 * .pi * turns * u, r = r0 + (r1 - r0) * u
                return Point(c.x + r * cos(t), c.y + r * sin(t))
            }
        case let .zigzag(step, rise, n):
            var vertex = Point(c.x - step * Double(n) / 2, c.y + rise / 2)
            var pts = [vertex], stops = [0]
            for k in 0..<n {
                let next = vertex + Point(step, k % 2 == 0 ? -rise : rise)
                let m = Int((vertex.distance(to: next) / FidelityCurve.spacing).rounded(.up))
                for j in 1..<m { pts.append(vertex.lerp(to: next, Double(j) / Double(m))) }
                pts.append(next)
                stops.append(pts.count - 1)
                vertex = next
            }
            return FidelityPath(pts, stops: stops)
        }
    }

    /// The smallest radius of curvature along the curve, in px (the circle through three points
    /// 2 px apart along it); infinity for straight segments. Corners of a zig-zag do not count.
    public var tightestRadius: Double {
        guard isSmooth else { return .infinity }
        let path = self.path
        let p = FidelityMetrics.resample(path.points, step: 2)
        guard p.count >= 3 else { return .infinity }
        var best = Double.infinity
        for i in 1..<(p.count - 1) {
            let a = p[i] - p[i - 1], b = p[i + 1] - p[i], cross = abs(a.cross(b))
            guard cross > 1e-9, a.dot(b) > 0 else { continue }
            best = min(best, a.length * b.length * (p[i + 1] - p[i - 1]).length / (2 * cross))
        }
        return best
    }

    private static func open(_ f: (Double) -> Point) -> FidelityPath {
        let pts = FidelityCurve.dense(f)
        return FidelityPath(pts, stops: [0, pts.count - 1])
    }

    private static func closed(_ f: (Double) -> Point) -> FidelityPath {
        var pts = FidelityCurve.dense(f)
        pts[pts.count - 1] = pts[0]
        return FidelityPath(pts, stops: [0, pts.count - 1])
    }
}
