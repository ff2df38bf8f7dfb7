import Foundation

/// How one stroke is drawn as SVG: one `<path>` with the renderer's centreline and widths.
///
/// The geometry is the renderer's: the same `StrokeOutline` the tessellator draws (the
/// centreline from `Centreline`, a radius per point from `StrokeTessellator.radius(width:style:)`,
/// points closer than 1/1000 px to the previous one skipped, segment directions and turns). The SVG edge lies where the renderer's ink is half faded (at
/// the radius), and the SVG renderer anti-aliases it.
///
/// - A dot (one point left) is a filled circle: a path of two half-circle arcs.
/// - A stroke whose points all have the same radius is a stroked polyline: `stroke-width` the
///   diameter, round caps and joins.
/// - A stroke whose width varies is a filled outline, nonzero rule: the left side forward
///   (segment edges offset along each segment's normal by each end's radius, with a round arc
///   on the outer side of every turn), a round end cap, the right side backward, a round start
///   cap. On the inner side of a turn the outline goes straight to the next segment's edge
///   when the little triangle it sweeps lies inside both segments' quads (to 1/100 px), and
///   otherwise through the centreline point itself. Either way the outline's winding number
///   is the sum of positive convex pieces (segment quads, outer join wedges, end caps) and the
///   inner triangles (each -1 and inside two quads, or of zero area through the centre), so
///   with the nonzero rule it fills exactly the union of the renderer's pieces: no holes where
///   a wide stroke curls tighter than its radius, no spikes, no ink outside the stroke. (An
///   outline that always cut straight across inner joins would leave holes there.)
///
/// Coordinates are printed to 1/100 px; the output depends on nothing but the stroke.
public enum SVGStroke {
    /// The shape of a stroke, before it is printed.
    public enum Shape: Hashable, Sendable {
        /// Nothing to draw (no finite sample).
        case empty
        /// A round dot.
        case dot(center: Point, radius: Double)
        /// A constant-width polyline (two points or more).
        case line(points: [Point], radius: Double)
        /// A polyline whose radius varies (two points or more, one radius each).
        case outline(points: [Point], radii: [Double])
    }

    /// The shape the renderer draws for `stroke`.
    public static func shape(of stroke: Stroke) -> Shape {
        shape(StrokeOutline(stroke))
    }

    /// The shape of a centreline with a radius per point, cleaned as the tessellator cleans it.
    public static func shape(points: [Point], radii: [Double]) -> Shape {
        shape(StrokeOutline(points: points, radii: radii))
    }

    /// The shape of an outline: what the tessellator draws, as SVG can say it.
    public static func shape(_ outline: StrokeOutline) -> Shape {
        let pts = outline.points, rs = outline.radii
        guard let first = pts.first else { return .empty }
        if pts.count == 1 { return .dot(center: first, radius: rs[0]) }
        if rs.allSatisfy({ abs($0 - rs[0]) <= 1e-9 }) { return .line(points: pts, radius: rs[0]) }
        return .outline(points: pts, radii: rs)
    }

    /// The `<path …/>` element for `stroke`, or nil when it has nothing to draw.
    public static func element(for stroke: Stroke) -> String? {
        element(shape(of: stroke), color: stroke.style.color)
    }

    /// The `<path …/>` element for a shape in `color`, or nil for an empty shape.
    public static func element(_ shape: Shape, color: RGBA) -> String? {
        let paint = hex(color)
        switch shape {
        case .empty:
            return nil
        case let .dot(c, r):
            // Two half circles between the ends of a horizontal diameter, computed in printed
            // units so that the diameter is exactly twice the printed radius.
            let (x, y) = (units(c.x, scale: 100), units(c.y, scale: 100))
            let ru = max(units(r, scale: 100), 1)
            func n(_ u: Int) -> String { fixed(units: u, scale: 100, places: 2) }
            let arc = "A\(n(ru)) \(n(ru)) 0 1 0 "
            let d = "M\(n(x - ru)) \(n(y)) \(arc)\(n(x + ru)) \(n(y)) \(arc)\(n(x - ru)) \(n(y)) Z"
            return "<path d=\"\(d)\" fill=\"\(paint)\"\(opacity("fill-opacity", color))/>"
        case let .line(points, r):
            var path = PathData()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            // A line shorter than the printing's rounding would print as a lone point, which
            // draws nothing; the renderer draws its round caps: a dot.
            guard path.text.contains("L") else { return element(.dot(center: points[0], radius: r), color: color) }
            return "<path d=\"\(path.text)\" fill=\"none\" stroke=\"\(paint)\"\(opacity("stroke-opacity", color))"
                + " stroke-width=\"\(number(2 * r))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        case let .outline(points, radii):
            let path = outline(StrokeOutline(points: points, radii: radii))
            return "<path d=\"\(path.text)\" fill=\"\(paint)\"\(opacity("fill-opacity", color)) fill-rule=\"nonzero\"/>"
        }
    }

    /// The closed outline of a varying-width polyline (see the type's documentation), from the
    /// outline stage's points, radii, directions and turns.
    static func outline(_ o: StrokeOutline) -> PathData {
        let p = o.points, r = o.radii, d = o.directions
        let n = p.count
        precondition(n >= 2)
        let nrm = d.map(\.perpendicular)
        // turn[j] is the turn at interior point j (between segments j-1 and j); positive turns
        // towards the left normal, so the right side is then the outer one.
        var turn = [Double](repeating: 0, count: n)
        for j in 1..<(n - 1) { turn[j] = o.turn(at: j) }

        /// Whether point `q` lies in segment `k`'s quad (its ends offset by their radii).
        func inQuad(_ q: Point, _ k: Int) -> Bool {
            let len = p[k].distance(to: p[k + 1])
            let v = q - p[k]
            let t = v.dot(d[k]), s = v.dot(nrm[k])
            // A triangle poking out of a quad by less than this leaves an unfilled sliver
            // thinner than the printed coordinates' rounding: not worth a trip to the centre.
            let eps = 0.01
            guard t >= -eps, t <= len + eps else { return false }
            let half = r[k] + (r[k + 1] - r[k]) * min(max(t / len, 0), 1)
            return abs(s) <= half + eps
        }

        /// The inner side of the turn at `j`, from `from` (the end of segment j-1's edge when
        /// going forward) to `to`: straight when the triangle with the centre lies inside both
        /// segments' quads, else through the centre.
        func innerJoin(_ path: inout PathData, at j: Int, from: Point, to: Point, forward: Bool) {
            let (before, after) = forward ? (from, to) : (to, from)
            if !(inQuad(after, j - 1) && inQuad(before, j)) { path.line(to: p[j]) }
            path.line(to: to)
        }

        var path = PathData()
        // Left side, forward.
        path.move(to: p[0] + nrm[0] * r[0])
        for i in 0..<(n - 1) {
            let j = i + 1
            let end = p[j] + nrm[i] * r[j]
            path.line(to: end)
            guard j < n - 1 else { break }
            if turn[j] < -1e-9 {
                path.arc(around: p[j], radius: r[j], from: nrm[i], angle: turn[j])
            } else if turn[j] > 1e-9 {
                innerJoin(&path, at: j, from: end, to: p[j] + nrm[j] * r[j], forward: true)
            }
        }
        // End cap: from the left through the front to the right.
        path.arc(around: p[n - 1], radius: r[n - 1], from: nrm[n - 2], angle: -.pi)
        // Right side, backward.
        for i in stride(from: n - 2, through: 0, by: -1) {
            let start = p[i] - nrm[i] * r[i]
            path.line(to: start)
            guard i > 0 else { break }
            if turn[i] > 1e-9 {
                path.arc(around: p[i], radius: r[i], from: -nrm[i], angle: -turn[i])
            } else if turn[i] < -1e-9 {
                innerJoin(&path, at: i, from: start, to: p[i] - nrm[i - 1] * r[i], forward: false)
            }
        }
        // Start cap: from the right through the back to the left.
        path.arc(around: p[0], radius: r[0], from: -nrm[0], angle: -.pi)
        path.close()
        return path
    }

    /// `#rrggbb`.
    static func hex(_ c: RGBA) -> String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for v in [c.r, c.g, c.b] {
            s.append(digits[Int(v >> 4)])
            s.append(digits[Int(v & 0xF)])
        }
        return s
    }

    /// ` name="alpha"` for a translucent colour (alpha to 1/1000), else nothing.
    static func opacity(_ name: String, _ c: RGBA) -> String {
        guard c.isTranslucent else { return "" }
        return " \(name)=\"\(fixed(Double(c.a) / 255, places: 3))\""
    }

    /// A coordinate or length to 1/100, without trailing zeros: `12`, `12.5`, `-0.25`.
    static func number(_ v: Double) -> String { fixed(v, places: 2) }

    /// `v` rounded to `places` decimals (half away from zero), trailing zeros dropped.
    /// Locale-independent and exact (integer arithmetic), so the same value prints the same.
    static func fixed(_ v: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        return fixed(units: units(v, scale: scale), scale: scale, places: places)
    }

    static func units(_ v: Double, scale: Int) -> Int {
        let x = (v * Double(scale)).rounded()
        return x.isFinite ? Int(min(max(x, -1e15), 1e15)) : 0
    }

    static func fixed(units: Int, scale: Int, places: Int) -> String {
        guard units != 0 else { return "0" }
        let m = units.magnitude
        var s = units < 0 ? "-" : ""
        s += String(m / UInt(scale))
        var frac = m % UInt(scale)
        guard frac != 0 else { return s }
        var digits = places
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        let f = String(frac)
        return s + "." + String(repeating: "0", count: digits - f.count) + f
    }

    /// Path data (`d`) in absolute commands, every point rounded to 1/100 px once; repeated
    /// points are left out.
    struct PathData {
        private(set) var text = ""
        /// The current point, in 1/100 px.
        private var current: (Int, Int)?

        private static func key(_ p: Point) -> (Int, Int) { (units(p.x, scale: 100), units(p.y, scale: 100)) }
        private static func pair(_ k: (Int, Int)) -> String {
            fixed(units: k.0, scale: 100, places: 2) + " " + fixed(units: k.1, scale: 100, places: 2)
        }

        mutating func move(to p: Point) {
            let k = Self.key(p)
            if !text.isEmpty { text += " " }
            text += "M" + Self.pair(k)
            current = k
        }

        mutating func line(to p: Point) {
            let k = Self.key(p)
            if let c = current, c == k { return }
            text += " L" + Self.pair(k)
            current = k
        }

        /// Arcs of radius `r` around `c`, from `c + u0 * r` (the current point) sweeping `angle`
        /// radians (positive from +x towards +y), in pieces of at most a quarter turn.
        mutating func arc(around c: Point, radius r: Double, from u0: Point, angle: Double) {
            let pieces = max(1, Int((abs(angle) / (Double.pi / 2) - 1e-9).rounded(.up)))
            let radius = number(r)
            let sweep = angle > 0 ? "1" : "0"
            // An arc that bulges less than the printing's rounding from its chord is a line.
            let sagitta = r * (1 - cos(abs(angle) / Double(pieces) / 2))
            for k in 1...pieces {
                let p = c + StrokeTessellator.rotate(u0, by: angle * Double(k) / Double(pieces)) * r
                if sagitta < 0.005 { line(to: p); continue }
                let end = Self.key(p)
                if let cur = current, cur == end { continue }
                text += " A\(radius) \(radius) 0 0 \(sweep) " + Self.pair(end)
                current = end
            }
        }

        mutating func close() {
            text += " Z"
        }
    }
}

extension Stroke {
    /// This stroke as one SVG `<path …/>` element, drawn as the renderer draws it (see
    /// `SVGStroke`); nil when it has no finite sample.
    public var svgElement: String? { SVGStroke.element(for: self) }
}
