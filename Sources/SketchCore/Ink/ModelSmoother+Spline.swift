import Foundation

/// The spline stage of `ModelSmoother`: kept points joined by tangent-continuous cubics.
extension ModelSmoother {
    /// Appends the cubic from kept point `a` to `b = a + 1`, excluding `a`.
    func emitSegment(_ a: Int, _ b: Int, into out: inout [InkPoint]) {
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

    /// Below this ratio of its shorter to its longer neighbour distance, a point's tangent is
    /// the chord between its neighbours; from it up to `evenSpacing`, a blend of the two.
    static let unevenSpacing = 0.2, evenSpacing = 0.5

    /// Unit tangent, in the direction of travel, at point `k` (0, 1 or 2) of the circle
    /// through `p0 p1 p2`; the chord `p0 -> p2` when the points are (nearly) collinear. At the
    /// middle point, unevenly spaced neighbours turn it towards that chord (`unevenSpacing`):
    /// a circle through a point and a close neighbour turns with their jitter (0.4 px over a
    /// 2.6 px last step bent a 45 px circle's last span by 0.7 px), the chord hardly does. An
    /// end point's tangent then mirrors the middle one about the span between them, as a
    /// circle's do about a chord: the end of a long last span after a short step kept the
    /// circle's turn and bowed 4 to 6 px off the samples on recorded writing.
    static func circleTangent(_ p0: Point, _ p1: Point, _ p2: Point, at k: Int) -> Point {
        let chordShare = unevenShare(p0, p1, p2)
        if k != 1 && chordShare > 0 {
            let span = k == 0 ? p1 - p0 : p2 - p1, length = span.length
            if length > 0 {
                let middle = circleTangent(p0, p1, p2, at: 1), along = span * (1 / length)
                return along * (2 * middle.dot(along)) - middle
            }
        }
        let travel = k == 0 ? p1 - p0 : (k == 1 ? p2 - p0 : p2 - p1)
        let a = p1 - p0, b = p2 - p0
        if k == 1 && chordShare == 1 { return travel.normalized }
        let det = 2 * a.cross(b)
        let scale = a.length * b.length
        guard abs(det) > 1e-6 * scale, scale > 0 else { return travel.normalized }
        let aa = a.dot(a), bb = b.dot(b)
        let center = p0 + Point(b.y * aa - a.y * bb, a.x * bb - b.x * aa) * (1 / det)
        let at = k == 0 ? p0 : (k == 1 ? p1 : p2)
        var t = (at - center).perpendicular.normalized
        if t.dot(travel) < 0 { t = -t }
        return k == 1 && chordShare > 0 ? (t * (1 - chordShare) + travel.normalized * chordShare).normalized : t
    }

    /// How far the middle tangent of `p0 p1 p2` turns towards the chord `p0 -> p2`, 0 to 1,
    /// from the ratio of the middle point's shorter to its longer neighbour distance.
    static func unevenShare(_ p0: Point, _ p1: Point, _ p2: Point) -> Double {
        let near = p1.distance(to: p0), far = p2.distance(to: p1)
        let ratio = min(near, far) / max(near, far, 1e-12)
        return min(max((evenSpacing - ratio) / (evenSpacing - unevenSpacing), 0), 1)
    }
}
