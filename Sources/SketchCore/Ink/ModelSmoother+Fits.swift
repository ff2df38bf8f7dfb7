import Foundation

/// The denoising stage of `ModelSmoother`: neighbourhoods, line, circle and local fits, corner vertices.
extension ModelSmoother {
    // MARK: - Fits

    /// The samples a non-corner sample's fits may use: up to `maxWindow` a side within
    /// `circleRadius` (and always the next one a side), stopping at (and including) corners.
    /// A view into the smoother's samples (no copy): `p[j]` and `t[j]` for `j` in `0..<p.count`.
    struct Neighbourhood {
        var p: Positions, t: Times
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

    /// Positions of samples `lo..<lo + count` of `raw`, indexed from 0.
    struct Positions {
        let raw: [InkPoint], lo: Int, count: Int
        subscript(j: Int) -> Point {
            assert(j >= 0 && j < count)
            return raw[lo + j].point
        }
    }

    /// Times of samples `lo..<lo + count` of `raw`, indexed from 0.
    struct Times {
        let raw: [InkPoint], lo: Int, count: Int
        subscript(j: Int) -> Double {
            assert(j >= 0 && j < count)
            return raw[lo + j].time
        }
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
        return Neighbourhood(p: Positions(raw: raw, lo: lo - base, count: hi - lo + 1),
                             t: Times(raw: raw, lo: lo - base, count: hi - lo + 1), c: i - lo)
    }

    /// The denoised position of non-corner sample `i`, and its window's direction of travel.
    func smooth(_ i: Int) -> (Point, Point?) {
        var extent = 0
        let fit = smooth(neighbourhood(i), extent: &extent)
        return withinNoise(fit, i)
    }

    /// `smooth` on neighbourhood `n`; `extent` becomes one past the last of its samples any
    /// window read (`n.p.count` when one reached its end): the result is a function of
    /// `n.p[0..<extent]` alone, unless `extent == n.p.count` (see `FitMemo`). Every window a
    /// fit takes must go through `read`.
    func smooth(_ n: Neighbourhood, extent: inout Int) -> Fitted {
        func read(_ r: ClosedRange<Int>) -> ClosedRange<Int> {
            extent = max(extent, min(r.upperBound + 1, n.p.count))  // a window looks one past its end
            return r
        }
        _ = read(n.window(Self.lineRadius, cap: Self.shapeWindow))  // lineFit's and circleFit's windows
        _ = read(n.window(Self.circleRadius, cap: Self.shapeWindow))
        if let p = lineFit(n) { return Fitted(point: p, direction: nil, trusted: n.window(Self.lineRadius, cap: Self.shapeWindow).count >= Self.trustedLineSamples) }
        if let p = circleFit(n) { return Fitted(point: p, direction: nil, trusted: false) }
        var range = read(n.window(Self.pilotRadius, minOne: true))
        var k = localFit(n, range, Self.pilotRadius, point: false).1
        var p = n.p[n.c]
        for pass in 0..<2 {
            let r = min(max(Self.radiusScale * pow(1 / max(abs(k ?? 0), 1e-6), 0.75), Self.minRadius), Self.maxRadius)
            range = read(n.window(r))
            let fit = localFit(n, range, r, point: pass == 1)
            (p, k) = (fit.0, fit.1 ?? k)
        }
        let chord = n.p[range.upperBound] - n.p[range.lowerBound]
        return Fitted(point: p, direction: n.spans(range) ? chord.normalized : nil, trusted: false)
    }

    /// A sample's denoised position, its window's direction of travel (nil for the line and
    /// circle fits, and at rest), and whether it comes from a line over at least
    /// `trustedLineSamples` samples (see `withinNoise`).
    struct Fitted {
        var point: Point, direction: Point?
        var trusted: Bool
    }

    /// Coordinates of the samples of a window along (`x`) and across (`y`) its chord `e`, from
    /// the sample, in units of `s`, the largest distance along; computed on demand (no storage),
    /// the same value at every call.
    struct Frame {
        let n: Neighbourhood, e: Point, f: Point, s: Double
        func x(_ j: Int) -> Double { (n.p[j] - n.p[n.c]).dot(e) / s }
        func y(_ j: Int) -> Double { (n.p[j] - n.p[n.c]).dot(f) / s }
    }

    func frame(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> Frame {
        let e = (n.p[range.upperBound] - n.p[range.lowerBound]).normalized, f = e.perpendicular
        var s = 1e-9
        for j in range { s = max(s, abs((n.p[j] - n.p[n.c]).dot(e))) }
        return Frame(n: n, e: e, f: f, s: s)
    }

    /// Times of a window from the sample's over the largest, `h` (so within -1...1), and their biweights.
    struct TimeScale {
        let n: Neighbourhood, h: Double
        func x(_ j: Int) -> Double { (n.t[j] - n.t[n.c]) / h }
        func w(_ j: Int) -> Double { ModelSmoother.biweight(x(j)) }
    }

    func times(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> TimeScale {
        var h = 1e-9
        for j in range { h = max(h, abs(n.t[j] - n.t[n.c]) * 1.0001 + 1e-9) }
        return TimeScale(n: n, h: h)
    }

    /// Where along the chord the sample lies (in units of `s`): a local quadratic in time of
    /// `x`, kept within the samples and `alongClamp` pixels of the sample.
    func along(_ n: Neighbourhood, _ range: ClosedRange<Int>, _ fr: Frame, _ s: Double) -> Double {
        let t = times(n, range)
        var normal = Normal()
        var lo = fr.x(range.lowerBound), hi = lo
        for j in range {
            let x = fr.x(j)
            normal.add(1, t.x(j), t.x(j) * t.x(j), x, t.w(j))
            if x < lo { lo = x }  // as `min()` and `max()` of the values in order
            if hi < x { hi = x }
        }
        let x0 = Self.polyfit(normal, count: range.count, degree: 2)?[0] ?? 0
        return min(max(x0, -Self.alongClamp / s, lo), Self.alongClamp / s, hi)
    }

    /// The line through the samples within `lineRadius`, if none strays by more than
    /// `lineTolerance`; or, over `outlierSamples` or more, the line through all but one that
    /// strays by at most `outlierReach`, if the others lie within `lineTolerance` of it.
    func lineFit(_ n: Neighbourhood) -> Point? {
        let range = n.window(Self.lineRadius, cap: Self.shapeWindow)
        guard range.count >= 3, n.spans(range) else { return nil }
        let fr = frame(n, range), e = fr.e, s = fr.s
        var normal = Normal()
        for j in range { normal.add(1, fr.x(j), fr.x(j) * fr.x(j), fr.y(j), 1) }
        guard var b = Self.polyfit(normal, count: range.count, degree: 1), b.count == 2 else { return nil }
        func residual(_ j: Int) -> Double { abs(fr.y(j) - b[0] - b[1] * fr.x(j)) * s }
        if !range.allSatisfy({ residual($0) <= Self.lineTolerance }) {
            guard range.count >= Self.outlierSamples else { return nil }
            let worst = range.max { residual($0) < residual($1) }!
            var rest = Normal()
            for j in range where j != worst { rest.add(1, fr.x(j), fr.x(j) * fr.x(j), fr.y(j), 1) }
            guard let b2 = Self.polyfit(rest, count: range.count - 1, degree: 1), b2.count == 2 else { return nil }
            b = b2
            guard range.allSatisfy({ $0 == worst || residual($0) <= Self.lineTolerance }), residual(worst) <= Self.outlierReach else { return nil }
        }
        let x0 = along(n, range, fr, s)
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
        func y(_ j: Int) -> Point { (n.p[j] - mean) * (1 / scale) }
        var normal = Normal()
        for j in range { let p = y(j); normal.add(p.x, p.y, 1, -p.dot(p), 1) }
        guard let s = normal.solve(3) else { return nil }
        let centre = Point(-s[0] / 2, -s[1] / 2), r2 = centre.dot(centre) - s[2]
        guard r2 > 0, range.allSatisfy({ abs(y($0).distance(to: centre) - r2.squareRoot()) * scale <= Self.circleTolerance }) else { return nil }
        let p = y(n.c) - centre
        guard p.length > 0 else { return nil }
        return mean + (centre + p * (r2.squareRoot() / p.length)) * scale
    }

    /// A weighted local circle across the chord of `range` (biweight of distance over `radius`,
    /// or the farthest sample): the point (when `point`), and the curvature if the fit was posed.
    func localFit(_ n: Neighbourhood, _ range: ClosedRange<Int>, _ radius: Double, point: Bool) -> (Point, Double?) {
        guard range.count >= 3, n.spans(range) else { return (point ? timeFit(n, range) : n.p[n.c], nil) }
        let fr = frame(n, range), e = fr.e, s = fr.s
        var farthest = radius
        for j in range { farthest = max(farthest, n.p[j].distance(to: n.p[n.c])) }
        let reach = farthest
        let x0 = point ? along(n, range, fr, s) : 0
        // Each sample's x, y, weight and the last fit's y, in four lanes on the stack: computed once.
        let m = range.count, first = range.lowerBound
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * m) { lane -> (Point, Double?) in
            for j in range {
                lane[j - first] = fr.x(j)
                lane[m + j - first] = fr.y(j)
                lane[2 * m + j - first] = Self.biweight(n.p[j].distance(to: n.p[n.c]) / (reach * 1.0001))
            }
            var v0: Double, k: Double
            var parabola = Normal()
            for i in 0..<m { parabola.add(1, lane[i], lane[i] * lane[i], lane[m + i], lane[2 * m + i]) }
            if let b = Self.polyfit(parabola, count: m, degree: 2), b.count == 3 {
                v0 = b[0] + b[1] * x0 + b[2] * x0 * x0
                k = 2 * b[2] / pow(1 + b[1] * b[1], 1.5)
                // Refine the parabola to a circle: y = a + b·x + c·(x² + y²)/2, y² from the last fit
                // (`fitted`: the circle reached every sample; the parabola always does).
                for i in 0..<m { let x = lane[i]; lane[3 * m + i] = b[0] + b[1] * x + b[2] * x * x }
                var fitted = true, circle: Coefficients?
                for _ in 0..<2 {
                    guard fitted else { break }
                    var normal = Normal()
                    for i in 0..<m {
                        let x = lane[i], fi = lane[3 * m + i]
                        normal.add(1, x, (x * x + fi * fi) / 2, lane[m + i], lane[2 * m + i])
                    }
                    circle = normal.solve(3)
                    fitted = circle != nil
                    if let c = circle {
                        for i in 0..<m {
                            guard let y = Self.circleY(c, lane[i]) else { fitted = false; break }
                            lane[3 * m + i] = y
                        }
                    }
                }
                if fitted, let c = circle, let y0 = Self.circleY(c, x0) {
                    v0 = y0
                    k = c[2] / max(1 + c[1] * c[1] - 2 * c[0] * c[2], 1e-9).squareRoot()
                }
            } else if let b = Self.polyfit(parabola, count: m, degree: 1) {
                (v0, k) = (b[0] + (b.count > 1 ? b[1] * x0 : 0), 0)
            } else {
                return (n.p[n.c], nil)
            }
            return (n.p[n.c] + (e * x0 + e.perpendicular * v0) * s, k / s)
        }
    }

    /// A local linear fit in time of the positions in `range`, at the sample (biweight kernel).
    func timeFit(_ n: Neighbourhood, _ range: ClosedRange<Int>) -> Point {
        let t = times(n, range)
        var nx = Normal(), ny = Normal()
        for j in range {
            nx.add(1, t.x(j), t.x(j) * t.x(j), n.p[j].x, t.w(j))
            ny.add(1, t.x(j), t.x(j) * t.x(j), n.p[j].y, t.w(j))
        }
        guard let bx = Self.polyfit(nx, count: range.count, degree: 1),
              let by = Self.polyfit(ny, count: range.count, degree: 1) else { return n.p[n.c] }
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
