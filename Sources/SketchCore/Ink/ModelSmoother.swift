import Foundation

/// `model`: Sketchpad's own smoothing, built for both regimes a finger produces: fast strokes
/// (few samples far apart, little jitter) and slow ones (many close samples, jitter as large as
/// their spacing, and a nearly still finger at the ends).
///
/// 1. **Corners.** A sample is a corner when the path turns by more than `cornerAngle` between
///    chords reaching `cornerScale` pixels back and ahead, and no sample within that distance
///    turns more. Nothing below smooths across a corner. Where at least `denseSamples` samples
///    lie within `denseRadius` pixels on both sides (a slow corner), the vertex is where straight
///    lines fitted to the two arms (up to `armLength` pixels each) meet; else it is the sample.
/// 2. **Denoising.** Every other sample is replaced by a fit of its neighbours up to the corners:
///    - a straight line, where the samples within `lineRadius` all lie within `lineTolerance`
///      of one (fast straight strokes lose their jitter);
///    - else a circle (Kåsa's fit), where at least `circleSamples` within `circleRadius` all lie
///      within `circleTolerance` of one (fast, sparse arcs); these two use at most `shapeWindow`
///      samples a side;
///    - else a local circle across the path (a parabola refined twice), the samples weighted by
///      a biweight of their distance, over a radius that follows the curvature: `radiusScale`·R^0.75
///      pixels between `minRadius` and `maxRadius`, R the radius of curvature of a fit over
///      `pilotRadius`, then of that fit: wide where the path is straight, narrow in tight turns.
///
///    Along the path a point stays where a local quadratic in time puts its sample, within
///    `alongClamp` pixels; windows spanning less than `stillExtent` take a linear fit in time.
/// 3. **Thinning.** A point closer than `deadZone` to the last kept one, or behind it (against
///    its window's direction of travel), is skipped, so a finger at rest draws no jittery cluster
///    of kinks; a corner's vertex, and the stroke's end, replace a kept point that close.
/// 4. **Spline.** Kept points are joined by cubics whose tangents come from the circle through
///    each point and its neighbours, with arc-exact handle lengths, flattened within `flatness`
///    pixels: every join is tangent-continuous except at corners.
///
/// Streaming: a sample is denoised once every sample its windows may reach has arrived (at most
/// `maxWindow` ahead, `armAhead` for a corner), and a kept point settles `popLimit` samples later.
/// The tail is the same computation with what is known, so it ends at the latest sample's fit;
/// where that lies further than `tipReach` of the last step (at least a pixel) from the latest
/// sample, a short stroke reaches that far towards it, so the tip never lags by a whole sample
/// interval. Old samples are dropped, so `add` is O(1) amortized and `tail` is bounded.
struct ModelSmoother: StreamingSmoother {
    /// Chords of the turn angle reach this far; a corner turns most within it.
    static let cornerScale = 8.0
    static let cornerAngle = 70.0 * Double.pi / 180
    /// Samples searched for the chords of the turn angle.
    static let lookLimit = 24
    static let denseRadius = 20.0, denseSamples = 5
    /// Arms reach this far, and at most `armBack` samples back and `armAhead` ahead.
    static let armLength = 90.0, armBack = 96, armAhead = 48
    /// An arm intersection further than this from the corner sample is not trusted.
    static let vertexReach = 3.0
    static let lineRadius = 60.0, lineTolerance = 0.45
    static let circleRadius = 70.0, circleTolerance = 0.6, circleSamples = 5
    /// Samples a side the line and circle fits may use.
    static let shapeWindow = 12
    static let pilotRadius = 12.0, minRadius = 8.0, maxRadius = 40.0, radiusScale = 2.0
    /// Samples a side any fit may use.
    static let maxWindow = 40
    /// A window spanning less than this is a finger at rest.
    static let stillExtent = 3.0
    static let alongClamp = 2.0
    static let deadZone = 0.8
    /// Samples after which a kept point can no longer give way to a corner's vertex.
    static let popLimit = 24
    /// How far the tip may trail the latest sample, in steps between samples (or pixels).
    static let tipReach = 0.95
    static let flatness = 0.02
    /// Samples kept behind the oldest undenoised one (for look-back); more are dropped.
    static let keep = 96

    private struct Kept {
        var point: InkPoint
        var corner: Bool
        /// Direction of travel of the sample's window, for skipping points that go back.
        var direction: Point?
        var sample: Int
    }

    /// Global index of `raw[0]`.
    private var base = 0
    private var raw: [InkPoint] = []
    /// Turn angle per sample, once the path ahead reaches far enough.
    private var angle: [Double?] = []
    /// Corner flags of samples `< decided`.
    private var corner: [Bool] = []
    private var decided = 0
    private var denoised = 0
    /// Kept points; `kept[0]` is kept point number `keptBase`; those below `fixed` never change.
    private var kept: [Kept] = []
    private var keptBase = 0
    private var fixed = 0
    /// The kept point where the last settled segment ends; -1 before the first point.
    private var emitted = -1

    private var count: Int { base + raw.count }

    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) {
        raw.append(p)
        angle.append(nil)
        advance(final: false, into: &settled)
        trim()
    }

    func tail(after settled: [InkPoint]) -> [InkPoint] {
        var copy = self
        var out: [InkPoint] = []
        copy.advance(final: true, into: &out)
        guard let last = raw.last, let end = copy.kept.last?.point else { return out }
        let step = count >= 2 ? last.point.distance(to: P(count - 2)) : 0
        let reach = Self.tipReach * max(step, 1), gap = end.point.distance(to: last.point)
        if gap > reach {
            var tip = last
            tip.point = last.point + (end.point - last.point) * (reach / gap)
            out.append(tip)
        }
        return out
    }

    /// Moves every stage as far as it can go; `final` decides everything with what is known.
    private mutating func advance(final: Bool, into out: inout [InkPoint]) {
        computeAngles(final: final)
        decideCorners(final: final)
        while denoised < decided && (final || ready(denoised)) {
            accept(denoised, final: final)
            denoised += 1
        }
        let last = keptBase + kept.count - (final ? 0 : 1)
        while fixed < last && (final || K(fixed).sample < denoised - Self.popLimit) { fixed += 1 }
        if emitted < 0 && fixed > 0 {
            out.append(K(0).point)
            emitted = 0
        }
        while emitted + 1 < fixed {
            let b = emitted + 1
            guard final || K(b).corner || b + 1 < fixed else { break }
            emitSegment(emitted, b, into: &out)
            emitted = b
        }
    }

    private func P(_ i: Int) -> Point { raw[i - base].point }
    private func K(_ k: Int) -> Kept { kept[k - keptBase] }

    /// The first sample from `i` in direction `step` at least `cornerScale` away, within `lookLimit`.
    private func chordEnd(_ i: Int, _ step: Int) -> Int? {
        var j = i + step
        while j >= base && j < count && abs(j - i) <= Self.lookLimit {
            if P(j).distance(to: P(i)) >= Self.cornerScale { return j }
            j += step
        }
        return nil
    }

    private mutating func computeAngles(final: Bool) {
        for i in decided..<count where angle[i - base] == nil {
            guard let ahead = chordEnd(i, 1) else {
                if final || count - 1 - i >= Self.lookLimit { angle[i - base] = 0 }
                continue
            }
            let u = chordEnd(i, -1).map { P(i) - P($0) } ?? .zero, v = P(ahead) - P(i)
            angle[i - base] = u == .zero ? 0 : abs(atan2(u.cross(v), u.dot(v)))
        }
    }

    private mutating func decideCorners(final: Bool) {
        let reach = Self.cornerScale
        while decided < count {
            let i = decided
            guard let a = angle[i - base] else { break }
            var isCorner = a > Self.cornerAngle && i > 0 && !(final && i == count - 1)
            // The angles of the samples ahead within the scale must be known.
            var j = i + 1
            var complete = false
            while j < count {
                if P(j).distance(to: P(i)) >= reach || j - i > Self.lookLimit { complete = true; break }
                guard let aj = angle[j - base] else { break }
                if aj > a { isCorner = false }
                j += 1
            }
            if !complete && !final { break }
            var k = i - 1
            while isCorner && k >= base && P(k).distance(to: P(i)) < reach && i - k <= Self.lookLimit {
                if (angle[k - base] ?? 0) >= a { isCorner = false }
                k -= 1
            }
            corner.append(isCorner)
            decided += 1
        }
    }

    /// Whether every sample the windows of sample `i` may reach has its corner decided.
    private func ready(_ i: Int) -> Bool {
        let isCorner = corner[i - base]
        var shapes = isCorner, local = isCorner
        var j = i + 1
        while j < decided {
            let d = P(j).distance(to: P(i))
            if corner[j - base] || isCorner && (d > Self.armLength || j - i >= Self.armAhead) { return true }
            shapes = shapes || d > Self.circleRadius || j - i >= Self.shapeWindow
            local = local || d > Self.maxRadius || j - i >= Self.maxWindow
            if shapes && local && !isCorner { return true }
            j += 1
        }
        return false
    }

    /// Whether the last kept point may be replaced: not settled, not a corner, not the first.
    private var lastGivesWay: Bool {
        kept.count > 1 && keptBase + kept.count - 1 >= fixed && !kept[kept.count - 1].corner
    }

    /// Denoises sample `i` and passes the point through the thinning.
    private mutating func accept(_ i: Int, final: Bool) {
        var q = raw[i - base]
        if corner[i - base] {
            q.point = cornerVertex(i)
            while lastGivesWay && kept.last!.sample >= i - Self.popLimit
                    && kept.last!.point.point.distance(to: q.point) < Self.deadZone {
                kept.removeLast()
            }
            kept.append(Kept(point: q, corner: true, direction: nil, sample: i))
            return
        }
        let (point, direction) = smooth(i)
        q.point = point
        let new = Kept(point: q, corner: false, direction: direction, sample: i)
        guard let last = kept.last else { kept.append(new); return }
        let d = q.point - last.point.point
        if let direction, d.dot(direction) < 0 { return }
        if d.length >= Self.deadZone {
            kept.append(new)
        } else if final && i == count - 1 && lastGivesWay {
            kept[kept.count - 1] = new  // the stroke's end replaces a point too close before it
        }
    }

    // MARK: - Fits

    /// The samples a non-corner sample's fits may use: up to `maxWindow` a side within
    /// `circleRadius` (and always the next one a side), stopping at (and including) corners.
    private struct Neighbourhood {
        var p: [Point] = [], t: [Double] = []
        /// Index of the sample itself.
        var c = 0

        /// The samples within `radius` of the sample, walking out until one is further; with
        /// `minOne`, at least one neighbour a side where there is one.
        func window(_ radius: Double, cap: Int = ModelSmoother.maxWindow, minOne: Bool = false) -> ClosedRange<Int> {
            var lo = c, hi = c
            while lo > 0 && c - lo < cap && p[lo - 1].distance(to: p[c]) <= radius { lo -= 1 }
            while hi < p.count - 1 && hi - c < cap && p[hi + 1].distance(to: p[c]) <= radius { hi += 1 }
            if minOne { (lo, hi) = (min(lo, max(c - 1, 0)), max(hi, min(c + 1, p.count - 1))) }
            return lo...hi
        }

        /// Whether the samples in `r` reach further than a finger at rest: `stillExtent`.
        func spans(_ r: ClosedRange<Int>) -> Bool { p[r.upperBound].distance(to: p[r.lowerBound]) >= ModelSmoother.stillExtent }
    }

    private func neighbourhood(_ i: Int) -> Neighbourhood {
        var lo = i, hi = i
        while lo - 1 >= base, i - (lo - 1) <= Self.maxWindow, lo == i || P(lo - 1).distance(to: P(i)) <= Self.circleRadius {
            lo -= 1
            if corner[lo - base] { break }
        }
        while hi + 1 < decided, hi + 1 - i <= Self.maxWindow, hi == i || P(hi + 1).distance(to: P(i)) <= Self.circleRadius {
            hi += 1
            if corner[hi - base] { break }
        }
        var n = Neighbourhood()
        n.c = i - lo
        for j in lo...hi {
            n.p.append(raw[j - base].point)
            n.t.append(raw[j - base].time)
        }
        return n
    }

    /// The denoised position of non-corner sample `i`, and its window's direction of travel.
    private func smooth(_ i: Int) -> (Point, Point?) {
        let n = neighbourhood(i)
        if let p = lineFit(n) ?? circleFit(n) { return (p, nil) }
        var range = n.window(Self.pilotRadius, minOne: true)
        var k = localFit(n, range, Self.pilotRadius, point: false).1
        var p = n.p[n.c]
        for pass in 0..<2 {
            let r = min(max(Self.radiusScale * pow(1 / max(abs(k ?? 0), 1e-6), 0.75), Self.minRadius), Self.maxRadius)
            range = n.window(r)
            let fit = localFit(n, range, r, point: pass == 1)
            (p, k) = (fit.0, fit.1 ?? k)
        }
        let chord = n.p[range.upperBound] - n.p[range.lowerBound]
        return (p, n.spans(range) ? chord.normalized : nil)
    }

    /// Coordinates of the samples in `range` along (`x`) and across (`y`) its chord `e`, from
    /// the sample, in units of `s`, the largest distance along.
    private func frame(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> (e: Point, s: Double, x: [Double], y: [Double]) {
        let e = (n.p[range.upperBound] - n.p[range.lowerBound]).normalized, f = e.perpendicular
        var s = 1e-9
        for j in range { s = max(s, abs((n.p[j] - n.p[n.c]).dot(e))) }
        var x: [Double] = [], y: [Double] = []
        for j in range {
            x.append((n.p[j] - n.p[n.c]).dot(e) / s)
            y.append((n.p[j] - n.p[n.c]).dot(f) / s)
        }
        return (e, s, x, y)
    }

    /// Times in `range` from the sample's over the largest (so within -1...1), and their biweights.
    private func times(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> (x: [Double], w: [Double]) {
        var h = 1e-9
        for j in range { h = max(h, abs(n.t[j] - n.t[n.c]) * 1.0001 + 1e-9) }
        var x: [Double] = [], w: [Double] = []
        for j in range {
            x.append((n.t[j] - n.t[n.c]) / h)
            w.append(Self.biweight(x[x.count - 1]))
        }
        return (x, w)
    }

    /// Where along the chord the sample lies (in units of `s`): a local quadratic in time of
    /// `x`, kept within the samples and `alongClamp` pixels of the sample.
    private func along(_ n: Neighbourhood, _ range: ClosedRange<Int>, _ x: [Double], _ s: Double) -> Double {
        let (t, w) = times(n, range)
        let x0 = Self.polyfit(t, x, w, degree: 2)?[0] ?? 0
        return min(max(x0, -Self.alongClamp / s, x.min()!), Self.alongClamp / s, x.max()!)
    }

    /// The line through the samples within `lineRadius`, if none strays by more than `lineTolerance`.
    private func lineFit(_ n: Neighbourhood) -> Point? {
        let range = n.window(Self.lineRadius, cap: Self.shapeWindow)
        guard range.count >= 3, n.spans(range) else { return nil }
        let (e, s, x, y) = frame(n, range)
        guard let b = Self.polyfit(x, y, [Double](repeating: 1, count: x.count), degree: 1), b.count == 2,
              zip(x, y).allSatisfy({ abs($1 - b[0] - b[1] * $0) * s <= Self.lineTolerance }) else { return nil }
        let x0 = along(n, range, x, s)
        return n.p[n.c] + (e * x0 + e.perpendicular * (b[0] + b[1] * x0)) * s
    }

    /// The circle (Kåsa's algebraic fit) through at least `circleSamples` samples within
    /// `circleRadius`, if none strays by more than `circleTolerance`: the sample moved onto it.
    private func circleFit(_ n: Neighbourhood) -> Point? {
        let range = n.window(Self.circleRadius, cap: Self.shapeWindow)
        guard range.count >= Self.circleSamples else { return nil }
        var mean = Point.zero, spread = 0.0
        for j in range { mean = mean + n.p[j] * (1 / Double(range.count)) }
        for j in range { spread += (n.p[j] - mean).dot(n.p[j] - mean) / Double(range.count) }
        let scale = spread.squareRoot()
        guard scale >= Self.stillExtent else { return nil }
        var y: [Point] = []
        for j in range { y.append((n.p[j] - mean) * (1 / scale)) }
        var normal = Normal()
        for p in y { normal.add(p.x, p.y, 1, -p.dot(p), 1) }
        guard let s = normal.solve(3) else { return nil }
        let centre = Point(-s[0] / 2, -s[1] / 2), r2 = centre.dot(centre) - s[2]
        guard r2 > 0, y.allSatisfy({ abs($0.distance(to: centre) - r2.squareRoot()) * scale <= Self.circleTolerance }) else { return nil }
        let p = y[n.c - range.lowerBound] - centre
        guard p.length > 0 else { return nil }
        return mean + (centre + p * (r2.squareRoot() / p.length)) * scale
    }

    /// A weighted local circle across the chord of `range` (biweight of distance over `radius`,
    /// or the farthest sample): the point (when `point`), and the curvature if the fit was posed.
    private func localFit(_ n: Neighbourhood, _ range: ClosedRange<Int>, _ radius: Double, point: Bool) -> (Point, Double?) {
        guard range.count >= 3, n.spans(range) else { return (point ? timeFit(n, range) : n.p[n.c], nil) }
        let (e, s, x, y) = frame(n, range)
        var reach = radius, w: [Double] = []
        for j in range { reach = max(reach, n.p[j].distance(to: n.p[n.c])) }
        for j in range { w.append(Self.biweight(n.p[j].distance(to: n.p[n.c]) / (reach * 1.0001))) }
        let x0 = point ? along(n, range, x, s) : 0
        var v0: Double, k: Double
        if let b = Self.polyfit(x, y, w, degree: 2), b.count == 3 {
            v0 = b[0] + b[1] * x0 + b[2] * x0 * x0
            k = 2 * b[2] / pow(1 + b[1] * b[1], 1.5)
            // Refine the parabola to a circle: y = a + b·x + c·(x² + y²)/2, y² from the last fit.
            var fitted: [Double]? = [], circle: [Double]?
            for xj in x { fitted!.append(b[0] + b[1] * xj + b[2] * xj * xj) }
            for _ in 0..<2 {
                guard let f = fitted else { break }
                var normal = Normal()
                for j in x.indices { normal.add(1, x[j], (x[j] * x[j] + f[j] * f[j]) / 2, y[j], w[j]) }
                circle = normal.solve(3)
                fitted = circle.flatMap { Self.circleY($0, x) }
            }
            if fitted != nil, let c = circle, let y0 = Self.circleY(c, [x0])?[0] {
                v0 = y0
                k = c[2] / max(1 + c[1] * c[1] - 2 * c[0] * c[2], 1e-9).squareRoot()
            }
        } else if let b = Self.polyfit(x, y, w, degree: 1) {
            (v0, k) = (b[0] + (b.count > 1 ? b[1] * x0 : 0), 0)
        } else {
            return (n.p[n.c], nil)
        }
        return (n.p[n.c] + (e * x0 + e.perpendicular * v0) * s, k / s)
    }

    /// A local linear fit in time of the positions in `range`, at the sample (biweight kernel).
    private func timeFit(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> Point {
        let (t, w) = times(n, range)
        var px: [Double] = [], py: [Double] = []
        for j in range { px.append(n.p[j].x); py.append(n.p[j].y) }
        guard let bx = Self.polyfit(t, px, w, degree: 1), let by = Self.polyfit(t, py, w, degree: 1) else { return n.p[n.c] }
        return Point(bx[0], by[0])
    }

    /// The vertex of corner `i`: where lines fitted to its arms meet, for a slow corner.
    private func cornerVertex(_ i: Int) -> Point {
        func arm(_ step: Int, _ cap: Int) -> (mean: Point, direction: Point)? {
            var pts = [P(i)], near = 0, nearRun = true
            var j = i + step
            while j >= base && j < decided && abs(j - i) <= cap && P(j).distance(to: P(i)) <= Self.armLength {
                pts.append(P(j))
                if corner[j - base] { break }
                nearRun = nearRun && P(j).distance(to: P(i)) <= Self.denseRadius
                if nearRun { near += 1 }
                j += step
            }
            guard near >= Self.denseSamples else { return nil }
            let mean = pts.reduce(Point.zero, +) * (1 / Double(pts.count))
            var sxx = 0.0, sxy = 0.0, syy = 0.0
            for p in pts { let d = p - mean; sxx += d.x * d.x; sxy += d.x * d.y; syy += d.y * d.y }
            let theta = 0.5 * atan2(2 * sxy, sxx - syy)
            return (mean, Point(cos(theta), sin(theta)))
        }
        guard let back = arm(-1, Self.armBack), let ahead = arm(1, Self.armAhead) else { return P(i) }
        let det = back.direction.cross(ahead.direction)
        guard abs(det) > 1e-9 else { return P(i) }
        let vertex = back.mean + back.direction * ((ahead.mean - back.mean).cross(ahead.direction) / det)
        return vertex.distance(to: P(i)) <= Self.vertexReach ? vertex : P(i)
    }

    static func biweight(_ z: Double) -> Double {
        let a = max(1 - z * z, 0)
        return a * a
    }

    /// Weighted least-squares polynomial of `degree` (falling back to lower ones): coefficients, constant first.
    static func polyfit(_ x: [Double], _ y: [Double], _ w: [Double], degree: Int) -> [Double]? {
        var normal = Normal()
        for k in x.indices { normal.add(1, x[k], x[k] * x[k], y[k], w[k]) }
        for d in stride(from: min(degree, x.count - 1), through: 0, by: -1) {
            if let c = normal.solve(d + 1) { return c }
        }
        return nil
    }

    /// Normal equations of a weighted least-squares fit on up to three regressors.
    struct Normal {
        var m00 = 0.0, m01 = 0.0, m02 = 0.0, m11 = 0.0, m12 = 0.0, m22 = 0.0, b0 = 0.0, b1 = 0.0, b2 = 0.0

        mutating func add(_ r0: Double, _ r1: Double, _ r2: Double, _ y: Double, _ w: Double) {
            m00 += w * r0 * r0; m01 += w * r0 * r1; m02 += w * r0 * r2
            m11 += w * r1 * r1; m12 += w * r1 * r2; m22 += w * r2 * r2
            b0 += w * r0 * y; b1 += w * r1 * y; b2 += w * r2 * y
        }

        /// The coefficients of the first `n` regressors (Cramer's rule); nil when (nearly) singular.
        func solve(_ n: Int) -> [Double]? {
            switch n {
            case 1:
                return m00 > 0 ? [b0 / m00] : nil
            case 2:
                let det = m00 * m11 - m01 * m01
                guard abs(det) > 1e-10 * m00 * m11 else { return nil }
                return [(b0 * m11 - b1 * m01) / det, (m00 * b1 - m01 * b0) / det]
            default:
                let c00 = m11 * m22 - m12 * m12, c01 = m02 * m12 - m01 * m22, c02 = m01 * m12 - m02 * m11
                let c11 = m00 * m22 - m02 * m02, c12 = m01 * m02 - m00 * m12, c22 = m00 * m11 - m01 * m01
                let det = m00 * c00 + m01 * c01 + m02 * c02
                guard abs(det) > 1e-10 * m00 * m11 * m22 else { return nil }
                return [(c00 * b0 + c01 * b1 + c02 * b2) / det, (c01 * b0 + c11 * b1 + c12 * b2) / det,
                        (c02 * b0 + c12 * b1 + c22 * b2) / det]
            }
        }
    }

    /// The circle `y = a + b·x + c·(x² + y²)/2` solved for y at each x (the branch through
    /// `a` at `x = 0` as `c` goes to 0); nil where it does not reach.
    static func circleY(_ c: [Double], _ x: [Double]) -> [Double]? {
        var out: [Double] = []
        for x in x {
            let q = c[0] + c[1] * x + c[2] * x * x / 2, disc = 1 - 2 * c[2] * q
            guard disc >= 0 else { return nil }
            out.append(2 * q / (1 + disc.squareRoot()))
        }
        return out
    }

    // MARK: - Spline

    /// Appends the cubic from kept point `a` to `b = a + 1`, excluding `a`.
    private func emitSegment(_ a: Int, _ b: Int, into out: inout [InkPoint]) {
        let start = K(a).point, end = K(b).point
        let chord = end.point - start.point
        let c = chord.length
        guard c > 0.5 else { out.append(end); return }
        let dir = chord * (1 / c)
        let next = b + 1 < keptBase + kept.count && !K(b).corner ? K(b + 1).point.point : nil
        let previous = a >= 1 && !K(a).corner ? K(a - 1).point.point : nil
        let t0 = previous.map { Self.circleTangent($0, start.point, end.point, at: 1) }
            ?? next.map { Self.circleTangent(start.point, end.point, $0, at: 0) } ?? dir
        let t1 = next.map { Self.circleTangent(start.point, end.point, $0, at: 1) }
            ?? previous.map { Self.circleTangent($0, start.point, end.point, at: 2) } ?? dir
        // Tangents that point well away from the chord would loop: draw straight instead.
        guard t0.dot(dir) > 0.3, t1.dot(dir) > 0.3 else { out.append(end); return }
        let phi = min(acos(min(max(t0.dot(t1), -1), 1)), 2.6)
        let handle = phi < 1e-3 ? c / 3 : (2.0 / 3) * c * tan(phi / 4) / sin(phi / 2)
        CubicBezier(start, start.point + t0 * handle, end.point - t1 * handle, end)
            .flatten(into: &out, tolerance: Self.flatness)
    }

    /// Unit tangent, in the direction of travel, at point `k` (0, 1 or 2) of the circle
    /// through `p0 p1 p2`; the chord `p0 -> p2` when the points are (nearly) collinear.
    static func circleTangent(_ p0: Point, _ p1: Point, _ p2: Point, at k: Int) -> Point {
        let travel = k == 0 ? p1 - p0 : (k == 1 ? p2 - p0 : p2 - p1)
        let a = p1 - p0, b = p2 - p0
        let det = 2 * a.cross(b)
        let scale = a.length * b.length
        guard abs(det) > 1e-6 * scale, scale > 0 else { return travel.normalized }
        let aa = a.dot(a), bb = b.dot(b)
        let center = p0 + Point(b.y * aa - a.y * bb, a.x * bb - b.x * aa) * (1 / det)
        let at = k == 0 ? p0 : (k == 1 ? p1 : p2)
        var t = (at - center).perpendicular.normalized
        if t.dot(travel) < 0 { t = -t }
        return t
    }

    /// Drops samples and kept points no stage will look at again.
    private mutating func trim() {
        let drop = denoised - Self.keep - base, dropKept = emitted - 1 - keptBase
        if drop > Self.keep {
            (raw, angle, corner) = (Array(raw.dropFirst(drop)), Array(angle.dropFirst(drop)), Array(corner.dropFirst(drop)))
            base += drop
        }
        if dropKept > 64 {
            kept.removeFirst(dropKept)
            keptBase += dropKept
        }
    }
}
