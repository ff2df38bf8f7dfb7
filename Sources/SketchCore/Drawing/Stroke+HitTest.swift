extension Stroke {
    /// Whether any part of the stroke's sample polyline comes within `distance` pixels of the
    /// segment `a -> b`. O(samples), after a check against `bounds`.
    public func comes(within distance: Double, of a: Point, _ b: Point) -> Bool {
        guard let first = samples.first?.point, let (lo, hi) = bounds, distance.isFinite else { return false }
        let slo = Point(min(a.x, b.x) - distance, min(a.y, b.y) - distance)
        let shi = Point(max(a.x, b.x) + distance, max(a.y, b.y) + distance)
        guard lo.x <= shi.x, lo.y <= shi.y, hi.x >= slo.x, hi.y >= slo.y else { return false }
        if samples.count == 1 { return Self.segmentDistance(first, first, a, b) <= distance }
        for (p, q) in zip(samples, samples.dropFirst()) where Self.segmentDistance(p.point, q.point, a, b) <= distance {
            return true
        }
        return false
    }

    /// Shortest distance between segments `p -> q` and `a -> b`.
    static func segmentDistance(_ p: Point, _ q: Point, _ a: Point, _ b: Point) -> Double {
        let d1 = p - q, d2 = a - b
        // Segments that cross are at distance 0: p - t*d1 == a - u*d2 for t and u in 0...1.
        let denom = d1.cross(d2)
        if abs(denom) > 1e-12 {
            let t = (p - a).cross(d2) / denom, u = (p - a).cross(d1) / denom
            if (0...1).contains(t), (0...1).contains(u) { return 0 }
        }
        return min(pointDistance(p, a, b), pointDistance(q, a, b), pointDistance(a, p, q), pointDistance(b, p, q))
    }

    /// Distance from `x` to segment `a -> b`.
    static func pointDistance(_ x: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let l2 = ab.dot(ab)
        guard l2 > 0 else { return x.distance(to: a) }
        let t = min(max((x - a).dot(ab) / l2, 0), 1)
        return x.distance(to: a + ab * t)
    }
}
