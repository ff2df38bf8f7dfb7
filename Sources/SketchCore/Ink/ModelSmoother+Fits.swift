import Foundation

/// The denoising stage of `ModelSmoother`: neighbourhoods, line, circle and local fits, corner vertices.
extension ModelSmoother {
    // MARK: - Fits

    /// The samples a non-corner sample's fits may use: up to `maxWindow` a side within
    /// `circleRadius` (and always the next one a side), stopping at (and including) corners.
    struct Neighbourhood {
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

    func neighbourhood(_ i: Int) -> Neighbourhood {
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
        n.p.reserveCapacity(hi - lo + 1)
        n.t.reserveCapacity(hi - lo + 1)
        for j in lo...hi {
            n.p.append(raw[j - base].point)
            n.t.append(raw[j - base].time)
        }
        return n
    }

    /// The denoised position of non-corner sample `i`, and its window's direction of travel.
    func smooth(_ i: Int) -> (Point, Point?) {
        let n = neighbourhood(i)
        if let p = lineFit(n) ?? circleFit(n) { return (withinNoise(p, i), nil) }
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
        return (withinNoise(p, i), n.spans(range) ? chord.normalized : nil)
    }

    /// Coordinates of the samples in `range` along (`x`) and across (`y`) its chord `e`, from
    /// the sample, in units of `s`, the largest distance along.
    func frame(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> (e: Point, s: Double, x: [Double], y: [Double]) {
        let e = (n.p[range.upperBound] - n.p[range.lowerBound]).normalized, f = e.perpendicular
        var s = 1e-9
        for j in range { s = max(s, abs((n.p[j] - n.p[n.c]).dot(e))) }
        var x: [Double] = [], y: [Double] = []
        x.reserveCapacity(range.count)
        y.reserveCapacity(range.count)
        for j in range {
            x.append((n.p[j] - n.p[n.c]).dot(e) / s)
            y.append((n.p[j] - n.p[n.c]).dot(f) / s)
        }
        return (e, s, x, y)
    }

    /// Times in `range` from the sample's over the largest (so within -1...1), and their biweights.
    func times(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> (x: [Double], w: [Double]) {
        var h = 1e-9
        for j in range { h = max(h, abs(n.t[j] - n.t[n.c]) * 1.0001 + 1e-9) }
        var x: [Double] = [], w: [Double] = []
        x.reserveCapacity(range.count)
        w.reserveCapacity(range.count)
        for j in range {
            x.append((n.t[j] - n.t[n.c]) / h)
            w.append(Self.biweight(x[x.count - 1]))
        }
        return (x, w)
    }

    /// Where along the chord the sample lies (in units of `s`): a local quadratic in time of
    /// `x`, kept within the samples and `alongClamp` pixels of the sample.
    func along(_ n: Neighbourhood, _ range: ClosedRange<Int>, _ x: [Double], _ s: Double) -> Double {
        let (t, w) = times(n, range)
        let x0 = Self.polyfit(t, x, w, degree: 2)?[0] ?? 0
        return min(max(x0, -Self.alongClamp / s, x.min()!), Self.alongClamp / s, x.max()!)
    }

    /// The line through the samples within `lineRadius`, if none strays by more than `lineTolerance`.
    func lineFit(_ n: Neighbourhood) -> Point? {
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
    func circleFit(_ n: Neighbourhood) -> Point? {
        let range = n.window(Self.circleRadius, cap: Self.shapeWindow)
        guard range.count >= Self.circleSamples else { return nil }
        var mean = Point.zero, spread = 0.0
        for j in range { mean = mean + n.p[j] * (1 / Double(range.count)) }
        for j in range { spread += (n.p[j] - mean).dot(n.p[j] - mean) / Double(range.count) }
        let scale = spread.squareRoot()
        guard scale >= Self.stillExtent else { return nil }
        let y = range.map { (n.p[$0] - mean) * (1 / scale) }
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
    func localFit(_ n: Neighbourhood, _ range: ClosedRange<Int>, _ radius: Double, point: Bool) -> (Point, Double?) {
        guard range.count >= 3, n.spans(range) else { return (point ? timeFit(n, range) : n.p[n.c], nil) }
        let (e, s, x, y) = frame(n, range)
        var reach = radius, w: [Double] = []
        w.reserveCapacity(range.count)
        for j in range { reach = max(reach, n.p[j].distance(to: n.p[n.c])) }
        for j in range { w.append(Self.biweight(n.p[j].distance(to: n.p[n.c]) / (reach * 1.0001))) }
        let x0 = point ? along(n, range, x, s) : 0
        var v0: Double, k: Double
        if let b = Self.polyfit(x, y, w, degree: 2), b.count == 3 {
            v0 = b[0] + b[1] * x0 + b[2] * x0 * x0
            k = 2 * b[2] / pow(1 + b[1] * b[1], 1.5)
            // Refine the parabola to a circle: y = a + b·x + c·(x² + y²)/2, y² from the last fit.
            var fitted: [Double]? = x.map { b[0] + b[1] * $0 + b[2] * $0 * $0 }, circle: [Double]?
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
    func timeFit(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> Point {
        let (t, w) = times(n, range)
        var px: [Double] = [], py: [Double] = []
        for j in range { px.append(n.p[j].x); py.append(n.p[j].y) }
        guard let bx = Self.polyfit(t, px, w, degree: 1), let by = Self.polyfit(t, py, w, degree: 1) else { return n.p[n.c] }
        return Point(bx[0], by[0])
    }

    /// The vertex of corner `i`: where lines fitted to its arms meet, for a slow corner.
    func cornerVertex(_ i: Int) -> Point {
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
}
